/**
 * The settlement's fast paths agree with the plain forms they stand for (fast-check drives the
 * seeds): the winner among a bit mask of seats (`bestSeatIn`) with `bestSeat` over the same seats
 * listed; the cards `checkHands` parses for the settlement, evaluated by `evalCards`, with
 * `evalHand` on the hand as shown; the rank lookup table with `rankIndex`; and a deal's log, which
 * a replayed record shares with the record, with the log built action by action by `transition`.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bestSeat, checkHands, createDeal, evalHand, PRESETS, resolveRules, settleRecord, tablesFor, transition,
  type BetPhase, type RuleOptions,
} from '../../shared/index.js';
import { bestSeatIn, evalCards, type EvalHand } from '../../shared/cards/evaluate.js';
import { CARD_NUMBERS, rankIndex, ranksFor, type ParsedCard } from '../../shared/cards/cards.js';
import { speakingOrder } from '../../shared/rules/presets.js';
import { mulberry32, randomDeal, randomHands } from '../helpers/random-deal.js';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const runs = { numRuns: 300, seed: 7 };
const PHASES: BetPhase[] = ['grande', 'chica', 'pares', 'juego', 'punto'];
const rulesOf = (spec: unknown): RuleOptions => (resolveRules(spec as never) as { value: RuleOptions }).value;
const VARIANTS: RuleOptions[] = [
  PRESETS.ffmus,
  PRESETS.pagat,
  rulesOf({ preset: 'ffmus', players: 6 }),
  rulesOf({ preset: 'ffmus', kings: 4, juegoReal: 'any' }),
  rulesOf({ preset: 'pagat', juegoReal: 'oros', duples: 'old', target: 30 }),
];

describe('settlement fast paths', () => {
  it('bestSeatIn over a mask = bestSeat over the same seats in speaking order', () => {
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 63 }), (n, v, mask) => {
      const rules = VARIANTS[v];
      const rng = mulberry32(n);
      const shown = randomHands(rng, rules.players, rng() < 0.5);
      // some seats without a hand (out of the deal)
      const hands: (EvalHand | null)[] = shown.map((h) => (rng() < 0.15 ? null : evalHand(h, rules)));
      const order = speakingOrder(Math.floor(rng() * rules.players), rules.players);
      const t = tablesFor(rules);
      const listed = order.filter((x) => mask & (1 << x));
      for (const phase of PHASES) expect(bestSeatIn(phase, hands, order, mask, t)).toBe(bestSeat(phase, hands, listed, t));
    }), runs);
  });

  it('the cards checkHands parses, evaluated by evalCards = evalHand on the hands shown', () => {
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 4 }), (n, v) => {
      const rules = VARIANTS[v];
      const rng = mulberry32(n);
      const hands = randomHands(rng, rules.players, rng() < 0.5);
      const parsed: ParsedCard[] = [];
      expect(checkHands(hands, rules.players, [], 'hands', parsed)).toBeNull();
      hands.forEach((h, s) => {
        expect(evalCards(parsed[4 * s], parsed[4 * s + 1], parsed[4 * s + 2], parsed[4 * s + 3], rules)).toEqual(evalHand(h, rules));
      });
    }), runs);
  });

  it('Juego Real hands: evalCards = evalHand, for both decks and every juegoReal rule', () => {
    for (const kings of [8, 4] as const) for (const juegoReal of ['off', 'any', 'oros'] as const) {
      for (const last of ['10o', '10c', '11o', '12b', '3o', '3', '2', '1', '7c']) {
        const hand = ['7o', '7c', '7e', last];
        const parsed: ParsedCard[] = [];
        if (checkHands([hand, ['1', '1', '1', '1']], 2, [], 'hands', parsed)) continue;
        expect(evalCards(parsed[0], parsed[1], parsed[2], parsed[3], { kings, juegoReal })).toEqual(evalHand(hand, { kings, juegoReal }));
      }
    }
  });

  it('the rank table = rankIndex, for both decks', () => {
    for (const kings of [8, 4] as const) {
      for (const n of CARD_NUMBERS) expect(ranksFor(kings)[n]).toBe(rankIndex(n, kings));
      for (const n of [0, 8, 9, 13, 2.5, -1]) expect(() => rankIndex(n, kings)).toThrow(RangeError);
    }
  });

  it("a replayed record's log (the record's list) = the log transition builds", () => {
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 4 }), (n, v) => {
      const rules = VARIANTS[v];
      const rec = randomDeal(mulberry32(n), { rules, lieRate: 0.1, randomScore: true, misdealRate: 0.02 });
      const r = settleRecord({ ...rec, rules });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      let s = createDeal({ rules, esku: rec.esku ?? 0, score: { A: rec.score?.A ?? 0, B: rec.score?.B ?? 0 } });
      for (const a of rec.actions) {
        const t = transition(s, a);
        expect(t.ok).toBe(true);
        if (t.ok) s = t.state;
      }
      expect(r.value.state.log).toEqual(s.log);
      expect(JSON.stringify(r.value.state)).toBe(JSON.stringify(s));
    }), runs);
  });
});
