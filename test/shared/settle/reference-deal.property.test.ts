/**
 * The engine against the reference count of whole deals (test/helpers/reference-deal.ts, written
 * from the rule texts and docs/announcement-errors.md), on random legal deals with what the plain
 * count of `settle-fast-paths.property.test.ts` leaves out: false ba and denied hands (FFMus arts.
 * 13-16), biak imido and biak hordago (Memo Mus ch. VIII), misdeals found during play (art. 5).
 * Each team's points by phase (the punto with juego), the points given back (misdeal, voided bets),
 * and the team that takes a hordago seen, compared before the race to the target cuts the count.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '../../helpers/property-seed.js';
import { createDeal, resolveRules, settleRecord, transition, type DealRecord, type RuleOptions } from '../../../shared/index.js';
import { mulberry32, randomAction } from '../../helpers/random-deal.js';
import { specialHands } from '../../helpers/special-hands.js';
import { refDeal, REF_BUCKETS, type RefBucket } from '../../helpers/reference-deal.js';

const rulesOf = (spec: unknown): RuleOptions => {
  const r = resolveRules(spec as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const VARIANTS: RuleOptions[] = [
  rulesOf('ffmus'),
  rulesOf('pagat'),
  rulesOf({ preset: 'ffmus', players: 6 }),
  rulesOf({ preset: 'ffmus', kings: 4, juegoReal: 'any', duples: 'old' }),
];
/** Whole deals: 800 in `npm test`, four times as many under `npm run test:stress` (`MUS_STRESS=1`). */
const RUNS = 800;

/** A random legal deal from 0-0: lies at pares and juego, biak, misdeals (rare hand shapes planted). */
function anyDeal(n: number, rules: RuleOptions): DealRecord {
  const rng = mulberry32(n);
  const hands = specialHands(rng, rules.players);
  const esku = Math.floor(rng() * rules.players);
  const o = { lieRate: rng() < 0.5 ? 0.25 : 0, misdealRate: rng() < 0.3 ? 0.04 : 0 };
  let s = createDeal({ rules, esku, score: { A: 0, B: 0 } });
  for (let guard = 0; guard < 500; guard++) {
    const a = randomAction(rng, s, hands, o);
    if (!a) break;
    const t = transition(s, a);
    if (!t.ok) throw new Error(`generator: ${t.error.message}`);
    s = t.value.state;
  }
  const rec: DealRecord = { format: 'mus-deal/1', rules: { ...rules }, esku, score: { A: 0, B: 0 }, actions: s.log };
  if (s.stage === 'showdown') rec.hands = hands.map((h, i) => (s.out.includes(i) ? null : h));
  return rec;
}

describe('the settlement against the reference count of whole deals (errors, biak, misdeals)', () => {
  it('each team\'s points by phase, the points given back, and the kanta\'s team', () => {
    const seen: Record<string, number> = { biak: 0, misdeal: 0, errors: 0, kanta: 0 };
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: VARIANTS.length - 1 }), (n, v) => {
      const rules = VARIANTS[v]!;
      const rec = anyDeal(n, rules);
      const r = settleRecord(rec);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      const st = r.value.settlement;
      if (st.end === 'dialogue') return; // a tira reached the target: no showdown to count
      const want = refDeal(rec.actions, rec.hands!, rec.esku!, rules);
      const got = Object.fromEntries(REF_BUCKETS.map((b) => [b, { A: 0, B: 0 }])) as Record<RefBucket, { A: number; B: number }>;
      let kanta: { phase: string; team: string } | null = null;
      for (const c of st.ledger) {
        if (c.kind === 'ordago') { kanta = { phase: c.phase, team: c.team }; continue; }
        const b: RefBucket = c.kind === 'cancel' ? 'cancel' : c.phase === 'punto' ? 'juego' : (c.phase as RefBucket);
        got[b][c.team] += c.points;
      }
      const what = `${JSON.stringify(rec.actions.map((a) => `${a.phase[0]}${a.seat}${a.act}${'amount' in a && a.amount ? a.amount : ''}${'has' in a ? (a.has ? 'y' : 'n') : ''}${'both' in a && a.both ? 'B' : ''}`).join(' '))} ${JSON.stringify(rec.hands)} esku ${rec.esku} ${JSON.stringify(want.articles)}`;
      expect(kanta, what).toEqual(want.kanta);
      expect(got, what).toEqual(want.points);
      if (rec.actions.some((a) => 'both' in a && a.both)) seen.biak!++;
      if (rec.actions.some((a) => a.act === 'misdeal')) seen.misdeal!++;
      if (want.kanta) seen.kanta!++;
      else if (rec.actions.some((a, i) => a.act === 'see' && rec.actions.slice(0, i).some((b) => b.act === 'ordago' && b.phase === a.phase))) seen.kantaVoided = (seen.kantaVoided ?? 0) + 1;
      if (st.errors.length) seen.errors!++;
      for (const a of want.articles) seen[a] = (seen[a] ?? 0) + 1;
    }), propertyRuns(17, RUNS));
    if (process.env.MUS_PROPERTY_STATS) console.log('reference deal', RUNS, 'runs', seen);
    for (const k of ['biak', 'misdeal', 'errors', 'kanta', 'kantaVoided', '13a', '13b', '14', '15a', '15c', '16a']) expect(seen[k] ?? 0, k).toBeGreaterThan(5);
  });
});
