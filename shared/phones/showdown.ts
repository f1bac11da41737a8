/**
 * The showdown from phones (issue 26): each seat confirms its own four cards; the deal is counted
 * as soon as every seat still in the deal has confirmed (FFMus art. 17: the hands are laid down).
 * Pure: the state is plain data, kept for one deal.
 */
import type { Hand, Result, Seat } from '../types.js';
import type { ErrorCode } from '../errors/index.js';
import type { MatchView } from '../match/live.js';

/** A card from the pad: its printed number (1-7, 10 sota, 11 caballo, 12 rey) and its suit (`o c e b`, or '' when not given). */
export interface PadCard {
  n: number;
  suit: string;
}

/** The hands confirmed so far for deal `deal` (index in the match), by seat. */
export interface PhoneShowdown {
  deal: number;
  hands: (Hand | null)[];
  /**
   * The code of the count's refusal of these hands (a card seen five times, a sota's suit needed),
   * until a hand is confirmed again (each seat may correct its own: {@link confirmHand} drops it).
   */
  refused?: ErrorCode;
}

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];

/** An empty showdown for the deal in progress (or deal -1 once the match is over). */
export function emptyShowdown(view: MatchView): PhoneShowdown {
  return { deal: view.current?.index ?? -1, hands: Array.from({ length: view.rules.players }, () => null) };
}

/** The showdown for the deal in progress: `s` if it is that deal's, else an empty one. */
export function showdownOf(view: MatchView, s: PhoneShowdown | null): PhoneShowdown {
  return s && s.deal === (view.current?.index ?? -1) ? s : emptyShowdown(view);
}

/**
 * Checks four cards from a phone and makes them a hand (`"12"`, `"10o"`, …).
 * @returns `phones/bad-hand` naming the card at fault (`path`: `cards[2].n`).
 */
export function handOf(cards: unknown): Result<Hand> {
  if (!Array.isArray(cards) || cards.length !== 4) return badHand('cards', 'cards: a hand has four cards (FFMus art. 5)');
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const c = cards[i] as Partial<PadCard> | null;
    if (!c || typeof c !== 'object' || !NUMBERS.includes(c.n as number)) return badHand(`cards[${i}].n`, `cards[${i}].n: not a card of the Spanish deck (1-7, 10, 11, 12)`);
    const suit = c.suit ?? '';
    if (typeof suit !== 'string' || !['', 'o', 'c', 'e', 'b'].includes(suit)) return badHand(`cards[${i}].suit`, `cards[${i}].suit: one of o c e b, or none`);
    out.push(`${c.n}${suit}`);
  }
  return { ok: true, value: out as Hand };
}

const badHand = (path: string, message: string): Result<Hand> => ({ ok: false, error: { code: 'phones/bad-hand', message, path } });

/** The seats whose hand must be shown: every seat in the deal (not out after a misdeal). */
export function seatsToShow(view: MatchView): Seat[] {
  const cur = view.current;
  if (!cur) return [];
  return cur.state.order.filter((x) => !cur.state.out.includes(x));
}

/** The showdown with `seat`'s hand confirmed (a second confirmation replaces the first). */
export function confirmHand(s: PhoneShowdown, seat: Seat, hand: Hand): PhoneShowdown {
  return { deal: s.deal, hands: s.hands.map((h, i) => (i === seat ? hand : h)) };
}

/** The hands to count once every seat that must show has confirmed, else null. */
export function completeHands(view: MatchView, s: PhoneShowdown): (Hand | null)[] | null {
  const need = seatsToShow(view);
  if (!need.every((x) => s.hands[x])) return null;
  return s.hands.map((h, i) => (need.includes(i) ? h : null));
}
