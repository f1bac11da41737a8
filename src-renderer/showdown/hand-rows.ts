/**
 * The showdown's hands as data (`ShowdownEntry.tsx` draws them): one row per seat still in the
 * deal, in speaking order, with the ba/ez it said at pares and juego, the cards typed (with their
 * suit when given), the four slots with their labels, where the next card goes (the cursor) and the
 * card whose suit is asked (Juego Real with the sota of oros).
 */
import { nextCardSeat, suitQuestion, teamOf, type InputPad, type MatchView, type Seat, type Team } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { cardLabel } from '../app/texts.js';
import { seatName } from '../store/derive.js';
import './texts-entry.js';

/** One of a hand's four card slots. */
export interface HandSlot {
  /** 0-3. */
  index: number;
  /** The card typed there (printed number) and its suit (`o c e b`, or ''), or null when empty. */
  card: { n: number; suit: string } | null;
  /** The slot the next card typed goes to: the cursor put on a typed card, or the next empty slot. */
  cursor: boolean;
  /** The card whose suit the showdown asks for. */
  asked: boolean;
  /** The screen reader's label: `Maite, carte 2 : R (corriger)` or `…: pas encore tapée`. */
  label: string;
}

/** One seat's row at the showdown. */
export interface HandRow {
  seat: Seat;
  team: Team;
  name: string;
  esku: boolean;
  /** The cards typed go to this seat now. */
  typing: boolean;
  /** What the seat said at pares and juego: `Pariak (paires) Ba · Jokua (jeu) Ez` (empty if nothing). */
  decls: string;
  /** The row's label: the name and the cards typed (`1 7 5 R`, `—` when none). */
  cardsLabel: string;
  slots: HandSlot[];
}

/** The rows of the showdown of `view` with the cards typed in `pad` (empty before the deal's showdown). */
export function handRows(view: MatchView, pad: InputPad, t: T): HandRow[] {
  const s = view.current?.state;
  if (!s) return [];
  const next = nextCardSeat(view, pad);
  const suits = pad.suits ?? [];
  const cursor = pad.cursor ?? null;
  const ask = suitQuestion(view, pad);
  const decl = (p: 'pares' | 'juego', x: Seat) => {
    const d = s.declared[p][x];
    return d === null || d === undefined ? '' : `${t(`phase.${p}`)} ${d ? t('act.ba') : t('act.ez')}`;
  };
  return s.order.filter((x) => !s.out.includes(x)).map((x) => {
    const cards = pad.cards[x] ?? [];
    const name = seatName(view, x);
    const typed = (i: number) => `${cardLabel(cards[i] ?? 0)}${suits[x]?.[i] ?? ''}`;
    return {
      seat: x,
      team: teamOf(x),
      name,
      esku: x === s.esku,
      typing: x === next,
      decls: [decl('pares', x), decl('juego', x)].filter(Boolean).join(' · '),
      cardsLabel: t('showdown.cardsOf', { name, cards: cards.map((_, i) => typed(i)).join(' ') || '—' }),
      slots: [0, 1, 2, 3].map((i) => {
        const n = cards[i];
        return {
          index: i,
          card: n === undefined ? null : { n, suit: suits[x]?.[i] ?? '' },
          cursor: (!cursor && x === next && i === cards.length) || (cursor?.seat === x && cursor.index === i),
          asked: ask?.seat === x && ask.index === i,
          label: n === undefined ? t('showdown.emptySlot', { name, n: i + 1 }) : t('showdown.fixCard', { name, n: i + 1, card: typed(i) }),
        };
      }),
    };
  });
}
