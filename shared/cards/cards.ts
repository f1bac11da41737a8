/**
 * Spanish 40-card deck: parsing cards, ranks and juego values.
 * Source: Pagat "Players and Cards"; Memo Mus ch. I and III; spec "Cards".
 */
import type { Card, EngineError, RuleOptions } from '../types.js';

/** The numbers printed on the cards of a 40-card Spanish deck. */
export const CARD_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12] as const;
/** Suit letters: oros, copas, espadas, bastos. */
export const SUITS = ['o', 'c', 'e', 'b'] as const;
export type Suit = (typeof SUITS)[number];

/** A parsed card. `number` is the printed number; `suit` is present when the record names it. */
export interface ParsedCard {
  number: number;
  suit?: Suit;
}

const SUIT_CODES: Record<number, Suit> = { 111: 'o', 99: 'c', 101: 'e', 98: 'b' };
/** Parsed cards by `number * 5 + suit index` (suit index 0: no suit), shared and frozen. */
const CARDS: (ParsedCard | undefined)[] = [];
for (const n of CARD_NUMBERS) {
  CARDS[n * 5] = Object.freeze({ number: n });
  SUITS.forEach((suit, i) => { CARDS[n * 5 + i + 1] = Object.freeze({ number: n, suit }); });
}
const SUIT_INDEX: Record<string, number> = { o: 0, c: 1, e: 2, b: 3 };

/**
 * Parses a card string such as `"12"`, `"3"`, `"10o"` (read by character codes: no regular
 * expression, no hashing, as settlement runs it for every card of every deal).
 * @returns the card (a shared frozen object), or null when the text is not a card of the deck.
 */
export function parseCard(text: unknown): ParsedCard | null {
  if (typeof text !== 'string') return null;
  const len = text.length;
  if (len === 0 || len > 3) return null;
  const c0 = text.charCodeAt(0) - 48;
  let n: number;
  let rest: number;
  if (c0 === 1 && len >= 2) {
    const c1 = text.charCodeAt(1) - 48;
    if (c1 >= 0 && c1 <= 2) { n = 10 + c1; rest = 2; } else { n = 1; rest = 1; }
  } else if (c0 >= 1 && c0 <= 7) { n = c0; rest = 1; } else return null;
  if (rest === len) return CARDS[n * 5]!;
  if (rest + 1 !== len) return null;
  const suit = SUIT_CODES[text.charCodeAt(rest)];
  if (!suit) return null;
  return CARDS[n * 5 + SUIT_INDEX[suit] + 1]!;
}

/** Rank indices by card number (-1: not a card number), with eight kings and with four (see {@link rankIndex}). */
const RANKS_8 = new Int8Array(13).fill(-1);
const RANKS_4 = new Int8Array(13).fill(-1);
CARD_NUMBERS.forEach((n, i) => { RANKS_8[n] = i; RANKS_4[n] = i; });
RANKS_8[3] = 9;
RANKS_8[2] = 0;

/**
 * Rank indices by card number for a deck (a lookup table: `ranksFor(k)[n] === rankIndex(n, k)` for
 * every card number; -1 elsewhere). Shared: never written.
 */
export function ranksFor(kings: RuleOptions['kings']): Int8Array {
  return kings === 8 ? RANKS_8 : RANKS_4;
}

/**
 * Rank index used for grande/chica/pares, 0 (lowest, ace) .. 9 (king).
 * With eight kings a 3 is a king and a 2 an ace (Pagat; FFMus art. 1 deck).
 * @throws RangeError when `n` is not a card number.
 */
export function rankIndex(n: number, kings: RuleOptions['kings']): number {
  const r = Number.isInteger(n) && n >= 0 && n < 13 ? ranksFor(kings)[n] : -1;
  if (r < 0) throw new RangeError(`not a card number: ${n}`);
  return r;
}

/** Juego/punto value of a rank index: figures 10, other cards their face value (Memo Mus ch. III-4). */
export const RANK_VALUE: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 10, 10, 10];

/** Scratch counters of `checkHands` (reset on each call; settlement runs it for every deal). */
const PER_NUMBER = new Int8Array(13);

/**
 * Validates the hands shown at the showdown: each a list of cards, four each, no card more often
 * than the deck holds (four of each number; each suited card once).
 * Seats in `out` (misdeal, FFMus art. 5) may hold any number of cards or null.
 * @param parsed if given, receives the parsed cards of the seats in the deal, seat `s`'s four at
 *   `parsed[4 * s]` to `parsed[4 * s + 3]` (the settlement reads each card once); meaningful only
 *   when no problem is found.
 * @returns the first problem found, with its JSON path under `hands`, or null.
 */
export function checkHands(
  hands: unknown,
  players: number,
  out: readonly number[] = [],
  base = 'hands',
  parsed?: ParsedCard[],
): EngineError | null {
  if (!Array.isArray(hands)) return { code: 'hands/not-a-list', message: `${base}: the hands must be a list of ${players} hands`, path: base };
  if (hands.length !== players) {
    return { code: 'hands/wrong-count', message: `${base}: ${hands.length} hands given, the table has ${players} seats`, path: base };
  }
  const perNumber = PER_NUMBER.fill(0);
  let suited: Int8Array | null = null;
  for (let s = 0; s < players; s++) {
    const h = hands[s];
    const isOut = out.length > 0 && out.includes(s);
    if (h === null && isOut) continue;
    if (!Array.isArray(h)) {
      const p = `${base}[${s}]`;
      return { code: 'hands/not-a-list', message: `${p}: seat ${s}'s hand must be a list of cards`, path: p };
    }
    if (!isOut && h.length !== 4) {
      const p = `${base}[${s}]`;
      const code = h.length > 4 ? 'hands/fifth-card' : 'hands/missing-card';
      return { code, message: `${p}: seat ${s} shows ${h.length} cards; a hand has four (FFMus art. 3)`, path: p, rule: 'FFMus art. 3' };
    }
    for (let i = 0; i < h.length; i++) {
      const c = parseCard(h[i]);
      if (!c) return { code: 'hands/bad-card', message: `${base}[${s}][${i}]: ${JSON.stringify(h[i])} is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)`, path: `${base}[${s}][${i}]` };
      if (parsed && !isOut) parsed[4 * s + i] = c;
      const n = ++perNumber[c.number];
      if (n > 4) {
        const p = `${base}[${s}]`;
        return { code: 'hands/too-many-of-a-kind', message: `${p}[${i}]: a fifth card numbered ${c.number} is shown; the deck has four`, path: `${p}[${i}]` };
      }
      if (c.suit) {
        suited ??= new Int8Array(13 * 4);
        const k = c.number * 4 + SUIT_INDEX[c.suit];
        if (suited[k]) return { code: 'hands/duplicate-card', message: `${base}[${s}][${i}]: ${c.number}${c.suit} is shown twice; the deck has one`, path: `${base}[${s}][${i}]` };
        suited[k] = 1;
      }
    }
  }
  return null;
}

/** Explains a rank index for people: 0 → "1", 9 → "12". */
export function rankLabel(idx: number): string {
  return String([1, 2, 3, 4, 5, 6, 7, 10, 11, 12][idx]);
}
