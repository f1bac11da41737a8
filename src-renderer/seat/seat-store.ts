/**
 * The seat page's state (signals): the seat's view from the table, the refusal to say, the cards
 * being picked on the pad (kept in the phone's storage until confirmed, so a reload keeps them), and
 * the sentence of a refusal in the page's language.
 */
import { signal } from '@preact/signals';
import type { SeatView } from '../../shared/phones/seat-view.js';
import type { UndoTarget } from '../../shared/phones/undo-agreement.js';
import type { PadCard } from '../../shared/phones/showdown.js';
import type { T } from '../i18n/index.js';
import type { ErrorSentences } from '../../shared/i18n/errors/sentences.js';
import { seatSentenceIn, sentenceIn } from '../../shared/i18n/errors/frame.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { Tokens } from '../../shared/score/tokens.js';
import type { SeatError, SeatEvent } from './seat-client.js';
import '../scoreboard/texts.js';
import { actionText } from '../../shared/i18n/act-text.js';

/**
 * The store of one seat page.
 * @param storage where the cards being picked are kept (the phone's local storage), or null
 * @param link the seat link's token: the cards kept are given back only to the page of the same link
 *   (a new match, or a new link for the seat, gives a new token: the deal numbers start again, and
 *   cards picked for deal 3 of an earlier match must not come back at deal 3 of this one)
 */
export function createSeatStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, link: string | null = null) {
  const view = signal<SeatView | null>(null);
  const error = signal<SeatError | null>(null);
  const status = signal<'joining' | 'playing' | 'lost' | 'ended' | 'bad-token' | 'no-token'>('joining');
  /** True while the table cannot be reached (the stream cut, a join failing): the page says so until the seat's view comes back. */
  const offline = signal(false);
  const saved = (() => {
    try {
      const v = JSON.parse(storage?.getItem('mus-seat-pad') ?? 'null') as { link?: string | null; deal: number; cards: PadCard[] } | null;
      return v && (v.link ?? null) === link ? { deal: v.deal, cards: v.cards } : null;
    } catch {
      return null;
    }
  })();
  const pad = signal<{ deal: number; cards: PadCard[] }>(saved ?? { deal: 0, cards: [] });
  const setPad = (p: { deal: number; cards: PadCard[] }) => {
    pad.value = p;
    try {
      if (p.cards.length) storage?.setItem('mus-seat-pad', JSON.stringify({ link, ...p }));
      else storage?.removeItem('mus-seat-pad');
    } catch {
      // private browsing: the cards stay on screen only
    }
  };
  return {
    view, error, status, pad, offline,
    /**
     * What the page does with what its client tells it: a view (the seat, the connection back),
     * the seat lost or the match ended (also a link of a match closed since, `phones/match-ended`), a refused link, or the table out of reach (`phones/offline`:
     * said until the next view).
     */
    onEvent(e: SeatEvent) {
      if (e.type === 'view') {
        view.value = e.view;
        status.value = 'playing';
        offline.value = false;
      } else if (e.type === 'lost' || e.type === 'ended') status.value = e.type;
      else if (e.error.code === 'phones/match-ended') status.value = 'ended';
      else if (e.error.code === 'phones/bad-token') status.value = 'bad-token';
      else if (e.error.code === 'phones/offline') offline.value = true;
    },
    /** A card picked (at most four); a suit given to the last card picked. */
    addCard(n: number, deal: number) {
      const cur = pad.value.deal === deal ? pad.value.cards : [];
      if (cur.length < 4) setPad({ deal, cards: [...cur, { n, suit: '' }] });
    },
    setSuit(suit: string) {
      const cs = pad.value.cards;
      const last = cs[cs.length - 1];
      if (last) setPad({ ...pad.value, cards: [...cs.slice(0, -1), { n: last.n, suit: last.suit === suit ? '' : suit }] });
    },
    clearPad() {
      setPad({ deal: pad.value.deal, cards: [] });
    },
    /** The pad filled again with this seat's confirmed hand (`"12"`, `"10o"`…), to correct it. */
    editHand(deal: number, hand: readonly string[]) {
      setPad({ deal, cards: hand.map((c) => ({ n: Number(/^\d+/.exec(c)?.[0] ?? 0), suit: c.replace(/^\d+/, '') })) });
    },
  };
}

/** The seat store's type. */
export type SeatStore = ReturnType<typeof createSeatStore>;

const ACT_KEY: Record<string, string> = { pass: 'act.pass', bet: 'act.bet', raise: 'act.raise', ordago: 'act.ordago', see: 'act.see', fold: 'act.fold', declare: 'act.declare', mus: 'act.mus', cut: 'act.cut', discard: 'act.discard', misdeal: 'act.misdeal' };

/**
 * The sentence of a refusal in the page's language: the code's error sentence (`shared/i18n/errors/`,
 * `phones/…` and the table's codes) with the names it carries filled in — "Ane a déjà dit paso", the
 * act as the page's buttons name it (« kanta » for a see answering a hordago: `params.kanta`). A refusal of the table naming seats (`EngineError.seats`, an
 * action said out of turn: FFMus arts. 7-9) names them as the page does, with the table's players
 * (`at.players`) — « Peio ne peut pas couper : c’est à Maite ou à un partenaire… »; the table's
 * other refusals say the facts they carry (`params`: « Une mise de 4 attend sa réponse à Haundia
 * (grand)… », `shared/i18n/errors/frame.ts`). A tap the table could not read names its field
 * (`phones/bad-request`, `params.field`). Until the language's sentences have arrived (`sentences`
 * undefined: the page asks for them as it opens, `seat-main.tsx`), a short sentence of the page's
 * own in its language with the code (`seat.refusal`) — never the table's English message.
 * @param at the page's language and the table's players by seat (`SeatView.players`), for the seats
 */
export function refusalText(e: SeatError, t: T, sentences: ErrorSentences | undefined, at?: { lang: Lang; players?: readonly string[] }): string {
  if (!sentences) {
    // a page without the seat page's texts (the host page) keeps the table's message meanwhile
    const own = t('seat.refusal', { code: e.code });
    return own === 'seat.refusal' ? e.message : own;
  }
  if (e.seats && at) return seatSentenceIn(sentences, e, at.lang, at.players);
  if (!e.code.startsWith('phones/') && e.params && at) return seatSentenceIn(sentences, e, at.lang, at.players);
  const p = e.params ?? {};
  const names: Record<string, string> = { name: String(p.name ?? ''), tapped: String(p.tapped ?? ''), now: String(p.now ?? ''), field: String(p.field ?? '') };
  // a see answering a hordago (`params.kanta`, read by the table with seesOrdago) is « kanta », es « quiero el órdago »
  if (p.act === 'see') names.act = actionText({ act: 'see' }, t, p.kanta === 1).toLowerCase();
  else if (p.act !== undefined) names.act = t(ACT_KEY[String(p.act)] ?? 'act.declare').toLowerCase();
  const named = p.field !== undefined ? (sentences as Readonly<Record<string, string | undefined>>)[`${e.code}#names`] : undefined;
  return (named ?? sentenceIn(sentences, e.code)).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => names[k] ?? '');
}

/** The refusal of this phone's last tap to say, unless the showdown already says it to every phone (the hands refused: said once). */
export function tapError(err: SeatError | null, v: Pick<SeatView, 'showdown'>): SeatError | null {
  return err && v.showdown?.refused === err.code ? null : err;
}

/**
 * What every phone is told when the count refused the hands confirmed (a card seen five times, a
 * sota's suit needed): the refusal's sentence in the page's language, and that each may correct
 * their own hand. Null when nothing was refused.
 */
export function refusedHandsText(v: Pick<SeatView, 'showdown'>, t: T, sentences: ErrorSentences | undefined): string | null {
  const code = v.showdown?.refused;
  if (!code) return null;
  return t('seat.refused', { why: sentences ? refusalText({ code, message: code }, t, sentences) : code });
}

/**
 * A team's score (its tokens, {@link SeatView}'s `score[team]`) as the seat page says it, in the words of the scoreboard: the tokens with their
 * own plurals (« 1 hamarreko, 0 tanto »; Spanish « 1 amarrako, 1 piedra ») and the manches won
 * (a manche won puts the tantos back to 0: the phone still says who won it).
 */
export function scoreWords(s: Tokens, manchesWon: number, t: T): { tokens: string; manches: string } {
  return {
    tokens: t('score.tokens', { h: t('score.tokensH', { count: s.hamarrekos }), t: t('score.tokensT', { count: s.tantos }) }),
    manches: `${t('score.manches')} ${manchesWon}`,
  };
}

/** The seat's partner, or partners at six (« Partenaires : Ane, Itziar »), by name. */
export function partnersText(v: Pick<SeatView, 'partners' | 'players'>, t: T): string {
  return t('seat.partner', { count: v.partners.length, names: v.partners.map((x) => v.players[x] ?? `${x + 1}`).join(', ') });
}

/**
 * What an undo asked would take back, as the phones' buttons name it: « 3 gehiago (Peio) »,
 * « Ba (Xan) », « Écarte 2 (Maite) », « Kanta (Ane) » for a see answering a hordago, or the hands
 * shown at the showdown.
 */
export function saidText(last: UndoTarget, t: T, name: (seat: number) => string): string {
  if (last.type === 'hands') return t('seat.undoHands');
  return t('seat.undoBy', { name: name(last.seat), act: actionText(last, t, last.kanta) });
}
