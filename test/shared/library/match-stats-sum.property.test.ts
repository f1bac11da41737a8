/**
 * Match statistics add up (shared/library/match-stats.ts): for random legal matches of four and six
 * players — lies, so announcement errors and their penalties and take-backs, and misdeals — each
 * team's players' lines plus its team line (`shared`: credits naming no player of the team, such as
 * the punto's base point, FFMus art. 17) equal the team's line, for every measure, and the team's
 * tantos equal the points its counted credits brought (the ledger).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDeal, replayMatch, settleRecord, transition, type Action, type DealRecord } from '../../../shared/index.js';
import { matchStats, type SideStats } from '../../../shared/library/match-stats.js';
import { resolveRules, teamOf } from '../../../shared/rules/presets.js';
import { mulberry32, randomAction, randomHands } from '../../helpers/random-deal.js';
import { propertyRuns } from '../../helpers/property-seed.js';

/** A random legal match record of `players` seats and `n` deals, never won (manchesToWin 9999). */
function randomMatchOf(seed: number, players: 4 | 6, n: number) {
  const rng = mulberry32(seed);
  const spec = { preset: 'ffmus' as const, players, manchesToWin: 9999 };
  const resolved = resolveRules(spec);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const rules = resolved.value;
  const deals: { actions: Action[]; hands?: string[][] }[] = [];
  let esku = 0;
  let score = { A: 0, B: 0 };
  while (deals.length < n) {
    const hands = randomHands(rng, players);
    let s = createDeal({ rules, esku, score });
    for (let k = 0; k < 400; k++) {
      const a = randomAction(rng, s, hands, { lieRate: 0.15, misdealRate: 0.02 });
      if (!a) break;
      const r = transition(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    const rec: DealRecord = { format: 'mus-deal/1', esku, score, actions: s.log, rules: spec };
    // a misdeal's cancellation reads the hands even when the deal ends in the dialogue
    const shown = s.stage === 'showdown' || s.out.length > 0 ? hands : undefined;
    if (shown) rec.hands = shown;
    const st = settleRecord(rec);
    if (!st.ok) throw new Error(st.error.message);
    deals.push(shown ? { actions: s.log, hands: shown } : { actions: s.log });
    score = st.value.settlement.winner ? { A: 0, B: 0 } : st.value.settlement.scoreAfter;
    esku = (esku + 1) % players;
  }
  return { format: 'mus-match/1' as const, rules: spec, esku: 0, deals };
}

/** Every number of a side's statistics, by path. */
function flat(s: SideStats): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(s)) {
    if (typeof v === 'number') out[k] = v;
    else for (const [k2, v2] of Object.entries(v as Record<string, number>)) out[`${k}.${k2}`] = v2;
  }
  return out;
}

describe.each([4, 6] as const)('match statistics add up, %i players', (players) => {
  it('players plus the team line equal the team, for every measure; tantos equal the ledger’s', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 12 }), (seed, n) => {
      const record = randomMatchOf(seed, players, n);
      const r = replayMatch(record);
      if (!r.ok) throw new Error(r.error.message);
      const deals = r.value.deals.map((d, i) => ({ ...d, actions: record.deals[i]!.actions }));
      const s = matchStats(deals, players);
      for (const team of ['A', 'B'] as const) {
        const sum = flat(s.shared[team]);
        s.players.forEach((p, seat) => {
          if (teamOf(seat) !== team) return;
          for (const [k, v] of Object.entries(flat(p))) sum[k] = (sum[k] ?? 0) + v;
        });
        expect(sum).toEqual(flat(s.teams[team]));
        const ledger = deals.flatMap((d) => d.ledger).filter((c) => c.counted && c.team === team && c.phase !== 'mus').reduce((a, c) => a + c.applied, 0);
        expect(s.teams[team].points.total).toBe(ledger);
      }
    }), propertyRuns(29, 60));
  });
});
