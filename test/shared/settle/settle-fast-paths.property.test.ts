/**
 * The engine against references written apart from it (fast-check drives the seeds), so that no
 * property compares the engine with itself:
 * - the fast evaluator (rank-code tables, `evalHand`/`evalCards` on the cards `checkHands` parses,
 *   `evalCardIndices` on the card indices `readHands` reads, `bestSeat`) picks the winner of each of the five phases that the slow evaluator of
 *   `test/helpers/reference-eval.ts` (written from the rule texts: no table, no code) picks, for every
 *   rule variant: 8 or 4 kings, Juego Real off/any/oros, duples ffmus/old, 4 or 6 players, ties to the
 *   seat nearer the esku;
 * - a deal's ledger (the reducer's ladder and the count) gives, phase by phase, what the plain count
 *   of `test/helpers/reference-count.ts` reads off the words said (FFMus *Le dialogue*: a tira pays 1
 *   or the total before the last raise, an iduki the total; Memo Mus ch. V: base values to the team
 *   that won the dialogue);
 * - the winner among a bit mask of seats (`bestSeatIn`) is `bestSeat` over the same seats listed, and
 *   the five winners in one pass (`bestSeatsIn`) are `bestSeatIn` at each phase, and
 *   the rank table is `rankIndex` (two forms written separately, for both decks).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '../../helpers/property-seed.js';
import {
  bestSeat, checkHands, createDeal, evalHand, PRESETS, resolveRules, settleRecord, tablesFor, transition,
  type Action, type BetPhase, type DealRecord, type RuleOptions,
} from '../../../shared/index.js';
import { bestSeatIn, bestSeatsIn, evalCardIndices, evalCards, FIVE_PHASES, type EvalHand } from '../../../shared/cards/evaluate.js';
import { CARD_NUMBERS, rankIndex, ranksFor, readHands, type ParsedCard } from '../../../shared/cards/cards.js';
import { speakingOrder } from '../../../shared/rules/presets.js';
import { mulberry32, randomAction, randomHands } from '../../helpers/random-deal.js';
import { refPares, refPoints, refWinner } from '../../helpers/reference-eval.js';
import { refPhaseCredits, type RefCredit } from '../../helpers/reference-count.js';
import { specialHands } from '../../helpers/special-hands.js';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const PHASES: BetPhase[] = ['grande', 'chica', 'pares', 'juego', 'punto'];
const rulesOf = (spec: unknown): RuleOptions => {
  const r = resolveRules(spec as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** Every combination of the options the evaluator reads, at 4 and 6 players (24 rule sets). */
const ALL_VARIANTS: RuleOptions[] = [];
for (const players of [4, 6] as const) for (const kings of [8, 4] as const) for (const juegoReal of ['off', 'any', 'oros'] as const) {
  for (const duples of ['ffmus', 'old'] as const) ALL_VARIANTS.push(rulesOf({ preset: 'ffmus', players, kings, juegoReal, duples, target: 50 }));
}
const VARIANTS: RuleOptions[] = [
  PRESETS.ffmus,
  PRESETS.pagat,
  rulesOf({ preset: 'ffmus', players: 6 }),
  rulesOf({ preset: 'ffmus', kings: 4, juegoReal: 'any' }),
  rulesOf({ preset: 'pagat', juegoReal: 'oros', duples: 'old', target: 30 }),
];

/** Property runs of the two differential properties (each run checks five phases). */
const DIFF_RUNS = 3000;
const COUNT_RUNS = 1500;

describe('the fast evaluator against the reference evaluator (every rule variant)', () => {
  it('the same winner at grande, chica, pares, juego and punto, from every esku', () => {
    // what the runs went through: the property is not vacuous
    const seen = { real: 0, duplesLower: 0, tieToEsku: 0, noPares: 0, noJuego: 0, fourKingsDiffers: 0 };
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: ALL_VARIANTS.length - 1 }), (n, v) => {
      const rules = ALL_VARIANTS[v]!;
      const rng = mulberry32(n);
      const hands = specialHands(rng, rules.players);
      const esku = Math.floor(rng() * rules.players);
      // the cards as the settlement reads them: parsed once by checkHands, then evalCards
      const parsed: ParsedCard[] = [];
      expect(checkHands(hands, rules.players, [], 'hands', parsed)).toBeNull();
      const fast: EvalHand[] = hands.map((_, s) => evalCards(parsed[4 * s]!, parsed[4 * s + 1]!, parsed[4 * s + 2]!, parsed[4 * s + 3]!, rules));
      const cards = new Int8Array(4 * rules.players);
      expect(readHands(hands, rules.players, [], 'hands', cards)).toBeNull();
      const at = (i: number) => cards[i] ?? -1;
      const byIndex = hands.map((_, s) => evalCardIndices(at(4 * s), at(4 * s + 1), at(4 * s + 2), at(4 * s + 3), rules));
      const order = speakingOrder(esku, rules.players);
      const t = tablesFor(rules);
      for (const phase of PHASES) {
        const want = refWinner(phase, hands, esku, rules);
        expect(bestSeat(phase, fast, order, t), `${phase} ${JSON.stringify(hands)} esku ${esku} ${JSON.stringify(rules)}`).toBe(want);
        // and evalHand on the hand as shown
        expect(bestSeat(phase, hands.map((h) => evalHand(h, rules)), order, t)).toBe(want);
        // and the settlement's own reading: card indices (readHands), then evalCardIndices
        expect(bestSeat(phase, byIndex, order, t)).toBe(want);
      }
      // coverage counters
      const jr = hands.findIndex((h) => refPoints(h, rules) === 31 && h.filter((c) => c.startsWith('7')).length === 3);
      if (jr >= 0 && rules.juegoReal !== 'off' && refWinner('juego', hands, esku, rules) === jr && hands.some((h, s) => s !== jr && refPoints(h, rules) === 31 && order.indexOf(s) < order.indexOf(jr))) seen.real++;
      const d = hands.map((h) => refPares(h, rules)).filter((p) => p?.[0] === 3);
      if (d.length >= 2 && d.some((a, i) => d.some((b, j) => i !== j && a![1] === b![1] && a![2] !== b![2]))) seen.duplesLower++;
      const g = hands.map((h) => hands.findIndex((o) => o !== h && [...o].map((c) => parseInt(c)).sort().join() === [...h].map((c) => parseInt(c)).sort().join()));
      if (g.some((x) => x >= 0)) seen.tieToEsku++;
      if (refWinner('pares', hands, esku, rules) < 0) seen.noPares++;
      if (refWinner('juego', hands, esku, rules) < 0) seen.noJuego++;
      if (rules.kings === 4 && hands.some((h) => h.some((c) => /^[23]/.test(c)))) seen.fourKingsDiffers++;
    }), propertyRuns(11, DIFF_RUNS));
    if (process.env.MUS_PROPERTY_STATS) console.log('evaluator differential', DIFF_RUNS, 'runs', seen);
    for (const [k, x] of Object.entries(seen)) expect(x, k).toBeGreaterThan(10);
  });

  it('Juego Real (Pagat « Juego Real »): 7-7-7 + a ten-point card beats a 31 nearer the esku, with the sota of oros only under `oros`', () => {
    for (const kings of [8, 4] as const) for (const juegoReal of ['off', 'any', 'oros'] as const) {
      for (const last of ['10o', '10c', '11o', '12b', '3o', '2o', '1o']) {
        const rules = { kings, juegoReal, duples: 'ffmus' as const };
        // seat 0 (esku) holds a plain 31; seat 1 the sevens
        const hands = [['12c', '11c', '10e', '1c'], ['7o', '7c', '7e', last], ['4o', '4c', '5e', '6b'], ['5o', '5c', '6e', '6o']];
        const parsed: ParsedCard[] = [];
        expect(checkHands(hands, 4, [], 'hands', parsed)).toBeNull();
        const fast = hands.map((_, s) => evalCards(parsed[4 * s]!, parsed[4 * s + 1]!, parsed[4 * s + 2]!, parsed[4 * s + 3]!, rules));
        const want = refWinner('juego', hands, 0, rules);
        expect(bestSeat('juego', fast, [0, 1, 2, 3], tablesFor(rules))).toBe(want);
        // written out: who wins by the texts
        const ten = ['10o', '10c', '11o', '12b'].includes(last) || (kings === 8 && last === '3o');
        const real = juegoReal === 'any' ? ten : juegoReal === 'oros' ? last === '10o' : false;
        expect(want, `${kings} kings, ${juegoReal}, ${last}`).toBe(real ? 1 : 0);
      }
    }
  });
});

/** A random truthful deal without biak or misdeal (hands with rare shapes planted). */
function truthfulDeal(n: number, rules: RuleOptions): { rec: DealRecord; hands: string[][] } {
  const rng = mulberry32(n);
  const hands = specialHands(rng, rules.players);
  const esku = Math.floor(rng() * rules.players);
  let s = createDeal({ rules, esku, score: { A: 0, B: 0 } });
  for (let guard = 0; guard < 500; guard++) {
    let a = randomAction(rng, s, hands, {});
    if (!a) break;
    if ('both' in a) {
      const { both: _, ...plain } = a as Action & { both?: boolean };
      a = plain as Action;
    }
    const t = transition(s, a);
    if (!t.ok) throw new Error(`generator: ${t.error.message}`);
    s = t.value.state;
  }
  const rec: DealRecord = { format: 'mus-deal/1', rules: { ...rules }, esku, score: { A: 0, B: 0 }, actions: s.log };
  if (s.stage === 'showdown') rec.hands = hands;
  return { rec, hands };
}

/** Credits summed by team and kind (the engine writes the base values hand by hand, the reference by team). */
const byTeamKind = (xs: RefCredit[]) => {
  const m = new Map<string, number>();
  for (const c of xs) m.set(`${c.team}:${c.kind}`, (m.get(`${c.team}:${c.kind}`) ?? 0) + c.points);
  return [...m.entries()].filter(([k, p]) => p !== 0 || !k.endsWith(':base')).sort(([a], [b]) => a.localeCompare(b));
};

describe('the ledger against a reference count read off the words said', () => {
  it('each phase pays what the ladder and the base values give (tira, iduki, paso, base, kanta)', () => {
    const seen = { tiraAfterRaises: 0, tiraOpening: 0, iduki: 0, kanta: 0, paso: 0, basesAfterTira: 0 };
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: ALL_VARIANTS.length - 1 }), (n, v) => {
      const rules = ALL_VARIANTS[v]!;
      const { rec, hands } = truthfulDeal(n, rules);
      const r = settleRecord(rec);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const st = r.value.settlement;
      expect(st.errors).toEqual([]);
      if (st.end === 'dialogue') return; // a tira reached the target: no showdown to count
      const esku = rec.esku!;
      const nobodyJuego = hands.every((h) => refPoints(h, rules) < 31);
      for (const phase of PHASES) {
        if (phase === 'punto' && !nobodyJuego) continue;
        if (phase === 'juego' && nobodyJuego) continue;
        const acts = rec.actions.filter((a) => a.phase === phase);
        const want = refPhaseCredits(phase, acts, hands, esku, rules);
        const got = st.ledger.filter((c) => c.phase === phase).map((c): RefCredit => ({ team: c.team, kind: c.kind as RefCredit['kind'], points: c.kind === 'ordago' ? 0 : c.points }));
        if (st.end === 'ordago') {
          // after a kanta nothing else is counted (FFMus art. 10): only the kanta's phase is checked
          if (want.some((c) => c.kind === 'ordago')) {
            expect(got.filter((c) => c.kind === 'ordago')).toEqual(want.filter((c) => c.kind === 'ordago'));
            expect(st.winner).toBe(want[0]!.team);
            seen.kanta++;
            break;
          }
          continue;
        }
        expect(byTeamKind(got), `${phase}: ${JSON.stringify(acts)} ${JSON.stringify(hands)} esku ${esku}`).toEqual(byTeamKind(want));
        for (const c of want) {
          if (c.kind === 'tira' && c.points > 1) seen.tiraAfterRaises++;
          if (c.kind === 'tira' && c.points === 1) seen.tiraOpening++;
          if (c.kind === 'iduki') seen.iduki++;
          if (c.kind === 'paso') seen.paso++;
          if (c.kind === 'base' && want.some((x) => x.kind === 'tira')) seen.basesAfterTira++;
        }
      }
    }), propertyRuns(5, COUNT_RUNS));
    if (process.env.MUS_PROPERTY_STATS) console.log('reference count', COUNT_RUNS, 'runs', seen);
    for (const [k, x] of Object.entries(seen)) expect(x, k).toBeGreaterThan(10);
  });
});

describe('two forms of one lookup, written separately', () => {
  it('bestSeatIn over a mask = bestSeat over the same seats in speaking order', () => {
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 63 }), (n, v, mask) => {
      const rules = VARIANTS[v]!;
      const rng = mulberry32(n);
      const shown = randomHands(rng, rules.players, rng() < 0.5);
      // some seats without a hand (out of the deal)
      const hands: (EvalHand | null)[] = shown.map((h) => (rng() < 0.15 ? null : evalHand(h, rules)));
      const order = speakingOrder(Math.floor(rng() * rules.players), rules.players);
      const t = tablesFor(rules);
      const listed = order.filter((x) => mask & (1 << x));
      for (const phase of PHASES) expect(bestSeatIn(phase, hands, order, mask, t)).toBe(bestSeat(phase, hands, listed, t));
    }), propertyRuns(7, 300));
  });

  it('bestSeatsIn (the five winners in one pass) = bestSeatIn at each phase, each with its own mask', () => {
    const masks = fc.array(fc.integer({ min: 0, max: 63 }), { minLength: 5, maxLength: 5 });
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 4 }), masks, (n, v, ms) => {
      const rules = VARIANTS[v]!;
      const rng = mulberry32(n);
      // rare shapes (Juego Real, duples, 31s) planted in half the runs
      const shown = rng() < 0.5 ? specialHands(rng, rules.players) : randomHands(rng, rules.players, rng() < 0.5);
      const hands: (EvalHand | null)[] = shown.map((h) => (rng() < 0.15 ? null : evalHand(h, rules)));
      const order = speakingOrder(Math.floor(rng() * rules.players), rules.players);
      const t = tablesFor(rules);
      const got = bestSeatsIn(hands, order, ms, t, new Int8Array(5));
      FIVE_PHASES.forEach((phase, i) => expect(got[i], phase).toBe(bestSeatIn(phase, hands, order, ms[i]!, t)));
    }), { numRuns: 500, seed: 13 });
  });

  it('the rank table = rankIndex, for both decks', () => {
    for (const kings of [8, 4] as const) {
      for (const n of CARD_NUMBERS) expect(ranksFor(kings)[n]).toBe(rankIndex(n, kings));
      for (const n of [0, 8, 9, 13, 2.5, -1]) expect(() => rankIndex(n, kings)).toThrow(RangeError);
    }
  });
});
