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

/**
 * Parsed cards by `number * 5 + suit` (suit 0: none, 1-4: o c e b), shared and frozen, all of one
 * shape (`suit` undefined when the record names none), so the code reading them sees one shape.
 */
const CARDS: (ParsedCard | undefined)[] = [];
for (const n of CARD_NUMBERS) {
  CARDS[n * 5] = Object.freeze({ number: n, suit: undefined });
  SUITS.forEach((suit, i) => { CARDS[n * 5 + i + 1] = Object.freeze({ number: n, suit }); });
}

/** Suit (1-4: o c e b) of a suit letter's character code; 0 when it is not one. */
function suitOfCode(c: number): number {
  switch (c) {
    case 111: return 1; // o
    case 99: return 2; // c
    case 101: return 3; // e
    case 98: return 4; // b
    default: return 0;
  }
}

/**
 * The index in `CARDS` (`number * 5 + suit`) of the card texts of one and two characters, by their
 * length, first and last character codes (ASCII only): `SHORT_TEXTS[(len - 1) * 16384 + c0 * 128 +
 * cLast]` (one character: c0 is cLast) for `"1"`-`"7"`, `"10"`-`"12"` and `"1o"`-`"7b"`; -1 where the
 * text is not a card. One table for both lengths, so that reading a card takes no branch on its
 * length: in a deal's hands `"10"`-`"12"` and `"1"`-`"7"` come in no order the processor can
 * foresee, and it mispredicted such a branch for about a card in three (measured: settleRecord
 * ×1.02, paired). Built once from the deck.
 */
const SHORT_TEXTS = new Int8Array(2 * 16384).fill(-1);
for (const n of CARD_NUMBERS) {
  const put = (text: string, k: number) => {
    SHORT_TEXTS[(text.length - 1) * 16384 + text.charCodeAt(0) * 128 + text.charCodeAt(text.length - 1)] = k;
  };
  put(String(n), n * 5);
  SUITS.forEach((suit, i) => { if (n < 10) put(`${n}${suit}`, n * 5 + i + 1); });
}

/**
 * The index in `CARDS` (`number * 5 + suit`) of a card's text, or -1 when the text is not a card of
 * the deck: one or two characters by the table above, three (`"10o"`…`"12b"`) by the number's two
 * then the suit's. No regular expression, no hashing, no lookup in an object (settlement reads
 * every card of every deal).
 */
function cardIndex(text: string): number {
  const len = text.length;
  if (len === 0 || len > 3) return -1;
  const a = text.charCodeAt(0);
  const last = text.charCodeAt(len - 1);
  if (len < 3) return a < 128 && last < 128 ? SHORT_TEXTS[(len - 1) * 16384 + a * 128 + last] ?? -1 : -1;
  // three characters: a number of two (10, 11, 12: an index of 50 or more with no suit) then its suit
  const b = text.charCodeAt(1);
  const k = a < 128 && b < 128 ? SHORT_TEXTS[16384 + a * 128 + b] ?? -1 : -1;
  if (k < 50 || k % 5 !== 0) return -1;
  const suit = suitOfCode(last);
  return suit === 0 ? -1 : k + suit;
}

/**
 * By card index (`number * 5 + suit`), what `checkHands` counts: `COUNT_SHIFT`, the place of the
 * card's number among the ten (three bits each in one integer); `SUIT_BIT`, the bit of a suited card
 * (`number * 4 + suit - 1`, 4..51), -1 for a card written without its suit.
 */
const COUNT_SHIFT = new Int8Array(65);
const SUIT_BIT = new Int8Array(65).fill(-1);
CARD_NUMBERS.forEach((n, place) => {
  for (let suit = 0; suit <= 4; suit++) {
    COUNT_SHIFT[n * 5 + suit] = 3 * place;
    if (suit > 0) SUIT_BIT[n * 5 + suit] = n * 4 + suit - 1;
  }
});

/**
 * Parses a card string such as `"12"`, `"3"`, `"10o"` (read by character codes, as settlement runs
 * it for every card of every deal).
 * @returns the card (a shared frozen object), or null when the text is not a card of the deck.
 */
export function parseCard(text: unknown): ParsedCard | null {
  if (typeof text !== 'string') return null;
  const i = cardIndex(text);
  return i < 0 ? null : CARDS[i] ?? null;
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
  const r = Number.isInteger(n) && n >= 0 && n < 13 ? ranksFor(kings)[n] ?? -1 : -1;
  if (r < 0) throw new RangeError(`not a card number: ${n}`);
  return r;
}

/** Juego/punto value of a rank index: figures 10, other cards their face value (Memo Mus ch. III-4). */
export const RANK_VALUE: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 10, 10, 10];

/**
 * Validates the hands shown at the showdown: each a list of cards, four each, no card more often
 * than the deck holds (four of each number; each suited card once).
 * Seats in `out` (misdeal, FFMus art. 5) may hold any number of cards or null.
 * @param parsed if given, receives the parsed cards of the seats in the deal, seat `s`'s four at
 *   `parsed[4 * s]` to `parsed[4 * s + 3]`; meaningful only when no problem is found.
 * @returns the first problem found, with its JSON path under `hands`, or null.
 */
export function checkHands(
  hands: unknown,
  players: number,
  out: readonly number[] = [],
  base = 'hands',
  parsed?: ParsedCard[],
): EngineError | null {
  if (!parsed) return readHands(hands, players, out, base, null);
  const cards = new Int8Array(4 * players);
  const bad = readHands(hands, players, out, base, cards);
  if (bad) return bad;
  cardsOfIndices(cards, players, out, parsed);
  return null;
}

/**
 * The cards of the seats in the deal (not in `out`) from their indices as {@link readHands} wrote
 * them: seat `s`'s four into `parsed[4 * s]` to `parsed[4 * s + 3]`; the seats out get none.
 * @returns `parsed`.
 */
export function cardsOfIndices(cards: Int8Array, players: number, out: readonly number[], parsed: ParsedCard[]): ParsedCard[] {
  for (let s = 0; s < players; s++) {
    if (out.length > 0 && out.includes(s)) continue;
    for (let i = 4 * s; i < 4 * s + 4; i++) {
      const c = cardAt(cards[i] ?? -1);
      if (c) parsed[i] = c;
    }
  }
  return parsed;
}

/**
 * The card of an index `number * 5 + suit` (suit 0: none, 1-4: o c e b), as {@link readHands}
 * writes them; undefined for an index that is no card.
 */
export function cardAt(k: number): ParsedCard | undefined {
  return CARDS[k];
}

/**
 * {@link checkHands} for the settlement, which reads every card of every deal: each card of the
 * seats in the deal is written to `into` as its index `number * 5 + suit` (see {@link cardAt}), seat
 * `s`'s four at `into[4 * s]` to `into[4 * s + 3]` (numbers in a typed list: no object stored per
 * card); meaningful only when no problem is found.
 * @param into receives the card indices, at least `4 * players` long; null to check only.
 * @returns the first problem found, with its JSON path under `base`, or null.
 */
export function readHands(hands: unknown, players: number, out: readonly number[], base: string, into: Int8Array | null): EngineError | null {
  if (!Array.isArray(hands)) return { code: 'hands/not-a-list', message: `${base}: the hands must be a list of ${players} hands`, path: base, params: { players } };
  if (hands.length !== players) {
    return { code: 'hands/wrong-count', message: `${base}: ${hands.length} hands given, the table has ${players} seats`, path: base, params: { count: hands.length, players } };
  }
  // cards seen of each number, three bits each (at most 5 before the fifth is refused), in one
  // integer: the number's place among the ten (1-7, then 10-12) times three (this call's own counter:
  // no list to allocate or share)
  let counts = 0;
  // suited cards seen, one bit each at `number * 4 + suit - 1` (4..51): bits 0-25 in `seenLo`, 26-51 in `seenHi`
  let seenLo = 0;
  let seenHi = 0;
  for (let s = 0; s < players; s++) {
    const h = hands[s];
    const isOut = out.length > 0 && out.includes(s);
    if (h === null && isOut) continue;
    if (!Array.isArray(h)) {
      const p = `${base}[${s}]`;
      return { code: 'hands/not-a-list', message: `${p}: seat ${s}'s hand must be a list of cards`, path: p, seats: { seat: s } };
    }
    if (!isOut && h.length !== 4) {
      const p = `${base}[${s}]`;
      const code = h.length > 4 ? 'hands/fifth-card' : 'hands/missing-card';
      return { code, message: `${p}: seat ${s} shows ${h.length} cards; a hand has four (FFMus art. 5)`, path: p, rule: 'FFMus art. 5', seats: { seat: s }, params: { form: 'count', count: h.length } };
    }
    for (let i = 0; i < h.length; i++) {
      const text: unknown = h[i];
      const k = typeof text === 'string' ? cardIndex(text) : -1;
      if (k < 0) return { code: 'hands/bad-card', message: `${base}[${s}][${i}]: ${JSON.stringify(h[i])} is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)`, path: `${base}[${s}][${i}]`, params: { value: String(JSON.stringify(h[i])) } };
      if (into && !isOut) into[4 * s + i] = k;
      const shift = COUNT_SHIFT[k] ?? 0;
      const n = ((counts >>> shift) & 7) + 1;
      counts += 1 << shift;
      if (n > 4) {
        const p = `${base}[${s}]`;
        return { code: 'hands/too-many-of-a-kind', message: `${p}[${i}]: a fifth card numbered ${numberOf(k)} is shown; the deck has four`, path: `${p}[${i}]`, params: { number: numberOf(k) } };
      }
      const bit = SUIT_BIT[k] ?? -1;
      if (bit >= 0) {
        const seen = bit < 26 ? seenLo & (1 << bit) : seenHi & (1 << (bit - 26));
        if (seen) return { code: 'hands/duplicate-card', message: `${base}[${s}][${i}]: ${numberOf(k)}${CARDS[k]?.suit ?? ''} is shown twice; the deck has one`, path: `${base}[${s}][${i}]`, params: { card: `${numberOf(k)}${CARDS[k]?.suit ?? ''}` } };
        if (bit < 26) seenLo |= 1 << bit; else seenHi |= 1 << (bit - 26);
      }
    }
  }
  return null;
}

/** The printed number of a card index `number * 5 + suit`. */
function numberOf(k: number): number {
  return Math.floor(k / 5);
}

/** Explains a rank index for people: 0 → "1", 9 → "12". */
export function rankLabel(idx: number): string {
  return String([1, 2, 3, 4, 5, 6, 7, 10, 11, 12][idx]);
}
