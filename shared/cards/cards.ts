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

const CARD_RE = /^(1|2|3|4|5|6|7|10|11|12)([oceb])?$/;

/**
 * Parses a card string such as `"12"`, `"3"`, `"10o"`.
 * @returns the card, or null when the text is not a card of the deck.
 */
export function parseCard(text: unknown): ParsedCard | null {
  if (typeof text !== 'string') return null;
  const m = CARD_RE.exec(text);
  if (!m) return null;
  return m[2] ? { number: Number(m[1]), suit: m[2] as Suit } : { number: Number(m[1]) };
}

/**
 * Rank index used for grande/chica/pares, 0 (lowest, ace) .. 9 (king).
 * With eight kings a 3 is a king and a 2 an ace (Pagat; FFMus art. 1 deck).
 */
export function rankIndex(n: number, kings: RuleOptions['kings']): number {
  if (kings === 8) {
    if (n === 3) return 9;
    if (n === 2) return 0;
  }
  switch (n) {
    case 1: return 0;
    case 2: return 1;
    case 3: return 2;
    case 4: return 3;
    case 5: return 4;
    case 6: return 5;
    case 7: return 6;
    case 10: return 7;
    case 11: return 8;
    case 12: return 9;
    default: throw new RangeError(`not a card number: ${n}`);
  }
}

/** Juego/punto value of a rank index: figures 10, other cards their face value (Memo Mus ch. III-4). */
export const RANK_VALUE: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 10, 10, 10];

/**
 * Validates the hands shown at the showdown: each a list of cards, four each, no card more often
 * than the deck holds (four of each number; each suited card once).
 * Seats in `out` (misdeal, FFMus art. 5) may hold any number of cards or null.
 * @returns the first problem found, with its JSON path under `hands`, or null.
 */
export function checkHands(
  hands: unknown,
  players: number,
  out: readonly number[] = [],
  base = 'hands',
): EngineError | null {
  if (!Array.isArray(hands)) return { code: 'hands/not-a-list', message: `${base}: the hands must be a list of ${players} hands`, path: base };
  if (hands.length !== players) {
    return { code: 'hands/wrong-count', message: `${base}: ${hands.length} hands given, the table has ${players} seats`, path: base };
  }
  const perNumber = new Map<number, number>();
  const suited = new Set<string>();
  for (let s = 0; s < players; s++) {
    const h = hands[s];
    const p = `${base}[${s}]`;
    const isOut = out.includes(s);
    if (h === null && isOut) continue;
    if (!Array.isArray(h)) return { code: 'hands/not-a-list', message: `${p}: seat ${s}'s hand must be a list of cards`, path: p };
    if (!isOut && h.length !== 4) {
      const code = h.length > 4 ? 'hands/fifth-card' : 'hands/missing-card';
      return { code, message: `${p}: seat ${s} shows ${h.length} cards; a hand has four (FFMus art. 3)`, path: p, rule: 'FFMus art. 3' };
    }
    for (let i = 0; i < h.length; i++) {
      const c = parseCard(h[i]);
      if (!c) return { code: 'hands/bad-card', message: `${p}[${i}]: ${JSON.stringify(h[i])} is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)`, path: `${p}[${i}]` };
      const n = (perNumber.get(c.number) ?? 0) + 1;
      perNumber.set(c.number, n);
      if (n > 4) {
        return { code: 'hands/too-many-of-a-kind', message: `${p}[${i}]: a fifth card numbered ${c.number} is shown; the deck has four`, path: `${p}[${i}]` };
      }
      if (c.suit) {
        const key = `${c.number}${c.suit}`;
        if (suited.has(key)) return { code: 'hands/duplicate-card', message: `${p}[${i}]: ${key} is shown twice; the deck has one`, path: `${p}[${i}]` };
        suited.add(key);
      }
    }
  }
  return null;
}

/** Explains a rank index for people: 0 → "1", 9 → "12". */
export function rankLabel(idx: number): string {
  return String([1, 2, 3, 4, 5, 6, 7, 10, 11, 12][idx]);
}
