/**
 * Hand evaluation for the five phases, by lookup tables over the 10,000 sorted rank codes.
 * A key is a number; a bigger key is a better hand for that phase. Ties go to the seat nearer
 * the esku (FFMus art. 17 "En cas d'égalité parfaite, le ESKU l'emporte").
 *
 * Sources: grande/chica Memo Mus ch. III-1/2; pares Memo ch. III-3 and FFMus art. 12 (duples);
 * juego 31 > 32 > 40 > 37 > … > 33 Memo ch. III-4; punto 30 down to 4 Memo ch. III-5;
 * Juego Real: Pagat "Variations".
 */
import { BET_PHASES, type BetPhase, type Hand, type RuleOptions } from '../types.js';
import { CARD_NUMBERS, cardAt, parseCard, rankIndex, ranksFor, RANK_VALUE, type ParsedCard } from './cards.js';

/** A hand reduced to what the rules look at: sorted rank indices and the juego-real flag. */
export interface EvalHand {
  /** Sorted descending rank code `r0*1000 + r1*100 + r2*10 + r3`. */
  code: number;
  /** True when the hand is a Juego Real under the rules in force. */
  real: boolean;
}

/**
 * Lookup tables for one duples rule, indexed by rank code (see {@link tablesFor}). A code that is
 * not a sorted hand reads 0 in every table (no hand); readers take a code outside the tables the
 * same way (`?? 0`).
 */
export interface Tables {
  grande: Int16Array;
  chica: Int16Array;
  pares: Int32Array;
  paresValue: Int8Array; // 0 none, 1 par, 2 medias, 3 duples
  points: Int8Array; // juego / punto total
}


/** Juego rank of a total: 31 → 8 … 33 → 1, no juego → 0 (Memo Mus ch. III-4). */
const JUEGO_ORDER: Record<number, number> = { 31: 8, 32: 7, 40: 6, 37: 5, 36: 4, 35: 3, 34: 2, 33: 1 };

function buildTables(duples: RuleOptions['duples']): Tables {
  const grande = new Int16Array(10000);
  const chica = new Int16Array(10000);
  const pares = new Int32Array(10000);
  const paresValue = new Int8Array(10000);
  const points = new Int8Array(10000);
  const values = [...RANK_VALUE.entries()];
  for (const [a, va] of values) for (const [b, vb] of values.slice(0, a + 1)) for (const [c, vc] of values.slice(0, b + 1)) for (const [d, vd] of values.slice(0, c + 1)) {
    const code = a * 1000 + b * 100 + c * 10 + d;
    grande[code] = code + 1;
    chica[code] = 10000 - (d * 1000 + c * 100 + b * 10 + a);
    points[code] = va + vb + vc + vd;
    const counts = new Map<number, number>();
    for (const r of [a, b, c, d]) counts.set(r, (counts.get(r) ?? 0) + 1);
    const groups = [...counts.entries()].filter(([, n]) => n >= 2).sort((x, y) => y[0] - x[0]);
    // at most two groups among four cards, the higher rank first
    const [first, second] = groups;
    let key = 0;
    let value = 0;
    if (first && (second || first[1] === 4)) {
      // duples: two pairs, or four of a kind (two equal pairs)
      const hi = first[0];
      const lo = second ? second[0] : hi;
      value = 3;
      key = 30000 + hi * 100 + (duples === 'ffmus' ? lo * 10 : 0);
    } else if (first && first[1] === 3) {
      value = 2;
      key = 20000 + first[0] * 100;
    } else if (first) {
      value = 1;
      key = 10000 + first[0] * 100;
    }
    pares[code] = key;
    paresValue[code] = value;
  }
  return { grande, chica, pares, paresValue, points };
}

/** The tables of each duples rule, built on first use and never changed (see {@link tablesFor}). */
let ffmusTables: Tables | undefined;
let oldTables: Tables | undefined;

/**
 * The tables for the rules in force (built once per duples rule, then kept: the same values every
 * call). Read by a comparison, not a map lookup: the settlement asks for them several times a deal.
 */
export function tablesFor(rules: Pick<RuleOptions, 'duples'>): Tables {
  if (rules.duples === 'ffmus') return (ffmusTables ??= buildTables('ffmus'));
  return (oldTables ??= buildTables('old'));
}

/** Sorted-descending code of four rank indices (a sorting network of five compare-swaps). */
export function codeOfRanks(r0: number, r1: number, r2: number, r3: number): number {
  let t: number;
  if (r0 < r1) { t = r0; r0 = r1; r1 = t; }
  if (r2 < r3) { t = r2; r2 = r3; r3 = t; }
  if (r0 < r2) { t = r0; r0 = r2; r2 = t; }
  if (r1 < r3) { t = r1; r1 = r3; r3 = t; }
  if (r1 < r2) { t = r1; r1 = r2; r2 = t; }
  return r0 * 1000 + r1 * 100 + r2 * 10 + r3;
}

/**
 * Reduces four cards to an {@link EvalHand}. The cards must already be valid (see `checkHands`).
 * Juego Real (Pagat): three sevens and a 10-point card; with `juegoReal: 'oros'` that card must be the sota of oros.
 */
export function evalHand(hand: Hand, rules: Pick<RuleOptions, 'kings' | 'juegoReal'>): EvalHand {
  return evalCards(parseCard(hand[0])!, parseCard(hand[1])!, parseCard(hand[2])!, parseCard(hand[3])!, rules);
}

/** {@link evalHand} of four cards already parsed (the settlement parses each card once, in `checkHands`). */
export function evalCards(c0: ParsedCard, c1: ParsedCard, c2: ParsedCard, c3: ParsedCard, rules: Pick<RuleOptions, 'kings' | 'juegoReal'>): EvalHand {
  const ranks = ranksFor(rules.kings);
  // -1: not a card number (the table's own mark; the cards are valid here)
  const code = codeOfRanks(ranks[c0.number] ?? -1, ranks[c1.number] ?? -1, ranks[c2.number] ?? -1, ranks[c3.number] ?? -1);
  let real = false;
  if (rules.juegoReal !== 'off') {
    const p = [c0, c1, c2, c3];
    const sevens = p.filter((c) => c.number === 7).length;
    const figure = p.find((c) => c.number !== 7);
    if (sevens === 3 && figure && RANK_VALUE[rankIndex(figure.number, rules.kings)] === 10) {
      real = rules.juegoReal === 'any' || (figure.number === 10 && figure.suit === 'o');
    }
  }
  return handOf(code, real);
}

/**
 * Rank indices by card index `number * 5 + suit` (see `cardAt`), with eight kings and with four:
 * `ranksFor(kings)[number]` for every suit; -1 where the index is no card.
 */
const RANKS_BY_CARD_8 = new Int8Array(65).fill(-1);
const RANKS_BY_CARD_4 = new Int8Array(65).fill(-1);
for (const n of CARD_NUMBERS) {
  for (let suit = 0; suit <= 4; suit++) {
    RANKS_BY_CARD_8[n * 5 + suit] = ranksFor(8)[n] ?? -1;
    RANKS_BY_CARD_4[n * 5 + suit] = ranksFor(4)[n] ?? -1;
  }
}

/**
 * {@link evalCards} of four cards given by their indices `number * 5 + suit`, as `readHands` writes
 * them (the settlement: no card object read); the indices must be cards (see `checkHands`).
 */
export function evalCardIndices(k0: number, k1: number, k2: number, k3: number, rules: Pick<RuleOptions, 'kings' | 'juegoReal'>): EvalHand {
  if (rules.juegoReal !== 'off') {
    const c0 = cardAt(k0);
    const c1 = cardAt(k1);
    const c2 = cardAt(k2);
    const c3 = cardAt(k3);
    if (c0 && c1 && c2 && c3) return evalCards(c0, c1, c2, c3, rules);
  }
  const ranks = rules.kings === 8 ? RANKS_BY_CARD_8 : RANKS_BY_CARD_4;
  const r0 = ranks[k0] ?? -1;
  const r1 = ranks[k1] ?? -1;
  const r2 = ranks[k2] ?? -1;
  const r3 = ranks[k3] ?? -1;
  const table = handOfRanks ?? (++sortedHands > SORTED_BEFORE_TABLE ? (handOfRanks = makeHandOfRanks()) : undefined);
  const known = table && r0 >= 0 && r1 >= 0 && r2 >= 0 && r3 >= 0 ? table[r0 * 1000 + r1 * 100 + r2 * 10 + r3] : undefined;
  return known ?? handOf(codeOfRanks(r0, r1, r2, r3), false);
}

/**
 * Shared frozen hands by rank code (not Juego Real), all 715 built when the module loads and never
 * written again (see {@link handOf}): a list of 10,000 slots made whole at once, so that reading it
 * is a plain indexed load (a list filled lazily at scattered codes up to 9,999 is kept by V8 as a
 * dictionary, a hash lookup per hand).
 */
const HANDS: readonly (EvalHand | undefined)[] = (() => {
  const all: (EvalHand | undefined)[] = new Array<EvalHand | undefined>(10_000).fill(undefined);
  for (let r0 = 0; r0 < 10; r0++) for (let r1 = 0; r1 <= r0; r1++) for (let r2 = 0; r2 <= r1; r2++) for (let r3 = 0; r3 <= r2; r3++) {
    const code = codeOfRanks(r0, r1, r2, r3);
    all[code] = Object.freeze({ code, real: false });
  }
  return all;
})();

/**
 * The shared hands of {@link HANDS} by four rank indices in the order the cards were shown,
 * `r0 * 1000 + r1 * 100 + r2 * 10 + r3` (each 0-9), all 10,000 orders: the settlement finds a hand
 * with one load instead of the five compare-and-swaps of {@link codeOfRanks}, whose outcomes on
 * random hands the processor mispredicts about half the time, some ten times a deal (measured:
 * settleRecord ×1.03-1.05, paired in one process). Made once the settlements of a process have
 * evaluated {@link SORTED_BEFORE_TABLE} hands with the compare-and-swaps (making it takes 1.5-2.5 ms,
 * more than a `mus settle FILE` of one deal spends evaluating), then kept: it depends on nothing.
 */
let handOfRanks: readonly (EvalHand | undefined)[] | undefined;
/** Hands evaluated by {@link codeOfRanks} before {@link handOfRanks} is made. */
const SORTED_BEFORE_TABLE = 1024;
let sortedHands = 0;

function makeHandOfRanks(): readonly (EvalHand | undefined)[] {
  const all: (EvalHand | undefined)[] = new Array<EvalHand | undefined>(10_000).fill(undefined);
  for (let r0 = 0; r0 < 10; r0++) for (let r1 = 0; r1 < 10; r1++) for (let r2 = 0; r2 < 10; r2++) for (let r3 = 0; r3 < 10; r3++) {
    all[r0 * 1000 + r1 * 100 + r2 * 10 + r3] = HANDS[codeOfRanks(r0, r1, r2, r3)];
  }
  return all;
}

/**
 * The {@link EvalHand} `{code, real}` as a shared frozen object when `real` is false (every deal
 * evaluates four hands, and there are only 715 codes); a fresh object for a Juego Real.
 */
function handOf(code: number, real: boolean): EvalHand {
  if (real) return { code, real };
  return HANDS[code] ?? { code, real };
}

/** Juego/punto total of a hand (figures count 10). */
export function pointsOf(h: EvalHand, t: Tables): number {
  return t.points[h.code] ?? 0;
}

/** True when the hand holds pares (a pair or better). */
export function hasPares(h: EvalHand, t: Tables): boolean {
  return (t.paresValue[h.code] ?? 0) > 0;
}

/** True when the hand holds juego (31 or more). */
export function hasJuego(h: EvalHand, t: Tables): boolean {
  return (t.points[h.code] ?? 0) >= 31;
}

/**
 * Base value of a hand at a phase (Memo Mus ch. V): pares 1/2/3, juego 3 for 31 (and Juego Real)
 * and 2 otherwise, punto 1; grande and chica have none.
 */
export function baseValue(phase: BetPhase, h: EvalHand, t: Tables): number {
  switch (phase) {
    case 'pares': return t.paresValue[h.code] ?? 0;
    case 'juego': {
      const p = t.points[h.code] ?? 0;
      return p === 31 ? 3 : p >= 31 ? 2 : 0;
    }
    case 'punto': return 1;
    default: return 0;
  }
}

/** Key of a hand at a phase; bigger wins. A hand without pares or juego keys 0 at that phase. */
export function phaseKey(phase: BetPhase, h: EvalHand, t: Tables): number {
  const k = keyTable(phase, t)[h.code] ?? 0;
  return phase === 'juego' ? juegoKey(k, h.real) : k;
}

/** The table a phase's keys are read from: at juego the points, turned into the juego order by {@link juegoKey}. */
function keyTable(phase: BetPhase, t: Tables): Int16Array | Int32Array | Int8Array {
  switch (phase) {
    case 'grande': return t.grande;
    case 'chica': return t.chica;
    case 'pares': return t.pares;
    default: return t.points;
  }
}

/** The juego order by points (0: no juego), a typed-array lookup of {@link JUEGO_ORDER}. */
const JUEGO_KEY = new Int8Array(41);
for (const [p, o] of Object.entries(JUEGO_ORDER)) JUEGO_KEY[Number(p)] = o;

/** A hand's key at juego from its points: the juego order, where a Juego Real beats a plain 31 (Pagat "Variations"). */
function juegoKey(points: number, real: boolean): number {
  const o = JUEGO_KEY[points] ?? 0;
  return o === 8 && real ? 9 : o;
}

/**
 * The winning seat at a phase among `seats` (given in speaking order from the esku): the best key,
 * the earlier seat on a tie (FFMus art. 17). Returns -1 when no seat has a positive key.
 */
export function bestSeat(phase: BetPhase, hands: readonly (EvalHand | null)[], seats: readonly number[], t: Tables): number {
  let best = -1;
  let bestKey = 0;
  for (const s of seats) {
    const h = hands[s];
    if (!h) continue;
    const k = phaseKey(phase, h, t);
    if (k > bestKey) { best = s; bestKey = k; }
  }
  return best;
}

/**
 * {@link bestSeat} over the seats of a bit mask (bit `x` set: seat `x` competes), visited in the
 * speaking order `order`: the same winner as `bestSeat(phase, hands, order.filter(x => mask & (1 << x)), t)`
 * (the settlement passes masks so that it builds no list of seats; property test in
 * `test/shared/settle/settle-fast-paths.property.test.ts`).
 */
export function bestSeatIn(phase: BetPhase, hands: readonly (EvalHand | null)[], order: readonly number[], mask: number, t: Tables): number {
  // the phase's table chosen once, not per seat (as `phaseKey`)
  const juego = phase === 'juego';
  const keys = keyTable(phase, t);
  let best = -1;
  let bestKey = 0;
  for (let i = 0; i < order.length; i++) {
    const s = order[i];
    if (s === undefined || !(mask & (1 << s))) continue;
    const h = hands[s];
    if (!h) continue;
    const p = keys[h.code] ?? 0;
    const k = juego ? juegoKey(p, h.real) : p;
    if (k > bestKey) { best = s; bestKey = k; }
  }
  return best;
}


/** The five betting phases in the order of {@link bestSeatsIn}'s masks and winners. */
export const FIVE_PHASES: readonly BetPhase[] = BET_PHASES;

/**
 * The winners of all five phases in one pass over the seats, for a caller that needs all five at
 * once (each hand's tables read once instead of five times: ×2.5 five `bestSeat` calls, `npm run
 * bench -- engine`). The count at the showdown does not use it: it needs two or three phases' winners,
 * each among its own seats, and asks `bestSeatIn` for those only (measured no faster with this):
 * `out[i] === bestSeatIn(FIVE_PHASES[i], hands, order, masks[i], t)` for i = 0..4 (grande, chica,
 * pares, juego, punto); -1 where no seat of the mask has a positive key. Property test in
 * `test/shared/settle/settle-fast-paths.property.test.ts`.
 * @param masks the seats competing at each phase, as bit masks by seat (bit `x`: seat `x`).
 * @param out receives the five winners (returned).
 */
export function bestSeatsIn(hands: readonly (EvalHand | null)[], order: readonly number[], masks: ArrayLike<number>, t: Tables, out: Int8Array): Int8Array {
  // a mask not given: no seat competes at that phase
  const mg = masks[0] ?? 0, mc = masks[1] ?? 0, mp = masks[2] ?? 0, mj = masks[3] ?? 0, mt = masks[4] ?? 0;
  let bg = -1, kg = 0, bc = -1, kc = 0, bp = -1, kp = 0, bj = -1, kj = 0, bt = -1, kt = 0;
  for (let i = 0; i < order.length; i++) {
    const s = order[i];
    if (s === undefined) continue;
    const h = hands[s];
    if (!h) continue;
    const c = h.code;
    const bit = 1 << s;
    if (mg & bit) { const k = t.grande[c] ?? 0; if (k > kg) { kg = k; bg = s; } }
    if (mc & bit) { const k = t.chica[c] ?? 0; if (k > kc) { kc = k; bc = s; } }
    if (mp & bit) { const k = t.pares[c] ?? 0; if (k > kp) { kp = k; bp = s; } }
    const pts = t.points[c] ?? 0;
    if (mj & bit) {
      const k = juegoKey(pts, h.real);
      if (k > kj) { kj = k; bj = s; }
    }
    if ((mt & bit) && pts > kt) { kt = pts; bt = s; }
  }
  out[0] = bg; out[1] = bc; out[2] = bp; out[3] = bj; out[4] = bt;
  return out;
}
