/**
 * A random legal `mus-match/1` record, for the match tests and the engine bench's replay: `n` deals
 * of random legal play (`random-deal.ts`), manche after manche, in a match that is never won (FFMus
 * preset with `manchesToWin` 9999), the esku one seat on each deal. Deterministic for a given seed.
 */
import { createDeal, PRESETS, settleRecord, transition, type DealRecord } from '../../shared/index.js';
import { mulberry32, randomAction, randomHands } from './random-deal.js';

/**
 * @param n deals in the match.
 * @param lieRate share of false pares/juego declarations (see `randomAction`).
 */
export function randomMatch(n: number, seed = 11, lieRate = 0.05): unknown {
  const rng = mulberry32(seed);
  const rules = { ...PRESETS.ffmus, manchesToWin: 9999 };
  const deals: { actions: unknown[]; hands?: unknown }[] = [];
  let esku = 0;
  let score = { A: 0, B: 0 };
  while (deals.length < n) {
    const hands = randomHands(rng);
    let s = createDeal({ rules, esku, score });
    for (let k = 0; k < 300; k++) {
      const a = randomAction(rng, s, hands, { lieRate });
      if (!a) break;
      const r = transition(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    const rec: DealRecord = { format: 'mus-deal/1', esku, score, actions: s.log, rules: { preset: 'ffmus', manchesToWin: 9999 } };
    if (s.stage === 'showdown') rec.hands = hands;
    const st = settleRecord(rec);
    if (!st.ok) throw new Error(st.error.message);
    deals.push(s.stage === 'showdown' ? { actions: s.log, hands } : { actions: s.log });
    score = st.value.settlement.winner ? { A: 0, B: 0 } : st.value.settlement.scoreAfter;
    esku = (esku + 1) % 4;
  }
  return { format: 'mus-match/1', rules: { preset: 'ffmus', manchesToWin: 9999 }, esku: 0, deals };
}
