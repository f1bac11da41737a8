/**
 * The race chart's data (shared/display/race.ts) against the engine's running scores, credit for
 * credit, on the full example match; and against the example's expected manche results, which were
 * written from the rules, not by this code.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyEntry, replayMatch, startMatch, type MatchRecord } from '../../../shared/index.js';
import { raceOfMatch, raceRows } from '../../../shared/display/race.js';
import { acts } from '../../helpers/dsl.js';

const full = JSON.parse(readFileSync(new URL('../../fixtures/match-ffmus-full.json', import.meta.url), 'utf8')) as {
  record: MatchRecord;
  expect: { manches: { winner: 'A' | 'B'; score: { A: number; B: number }; deals: number }[] };
};

describe('race to the target (chart data)', () => {
  const r = replayMatch(full.record);
  if (!r.ok) throw new Error(r.error.message);
  const races = raceOfMatch(r.value.deals, r.value.rules);

  it('one race per manche, ending on the expected score with the expected winner', () => {
    expect(races).toHaveLength(full.expect.manches.length);
    races.forEach((race, i) => {
      const want = full.expect.manches[i]!;
      expect(race.winner).toBe(want.winner);
      expect(race.score).toEqual(want.score);
      expect(race.steps.at(-1)!.score).toEqual(want.score);
      expect(race.target).toBe(40);
      expect(race.deals.at(-1)).toBe(want.deals - 1);
    });
  });

  it('each step is one counted credit, in counting order, and the running sum of its points is its score', () => {
    let checked = 0;
    for (const race of races) {
      const sum = { A: 0, B: 0 };
      const credits = race.deals.flatMap((d) => r.value.deals[d]!.ledger.map((c, i) => ({ c, d, i }))).filter(({ c }) => c.counted && c.applied !== 0);
      expect(race.steps.map((s) => [s.deal, s.credit])).toEqual(credits.map(({ d, i }) => [d, i]));
      for (const s of race.steps) {
        sum[s.team] += s.points;
        expect(s.score).toEqual(sum);
        checked++;
      }
      // exactly one ★, on the last step, for a finished manche
      expect(race.steps.filter((s) => s.decisive).map((s) => s.step)).toEqual([race.steps.length]);
      expect(Math.max(race.score.A, race.score.B)).toBe(40);
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('a tira drawn at once is its own step, marked as drawn in the dialogue', () => {
    const tiras = races.flatMap((x) => x.steps).filter((s) => s.kind === 'tira');
    expect(tiras.length).toBeGreaterThan(0);
    for (const t of tiras) expect(t.when).toBe('dialogue');
  });

  it('the live deal’s drawn credits extend the last manche, as the engine draws them', () => {
    // grande: seat 0 passes, seat 1 bets 2, seat 2 refuses for team A → team B draws 1 at once (FFMus art. 17)
    let m = startMatch({ rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['P0', 'P1', 'P2', 'P3'], esku: 0 });
    if (!m.ok) throw new Error(m.error.message);
    let match = m.value;
    for (const action of acts('m: 0c | g: 0p 1b2 2f')) {
      const r2 = applyEntry(match, { type: 'action', action });
      if (!r2.ok) throw new Error(r2.error.message);
      match = r2.value.match;
    }
    const cur = match.view.current!;
    const live = raceOfMatch(match.view.deals, match.view.rules, { index: cur.index, manche: cur.manche, credits: cur.state.credits });
    expect(live).toHaveLength(1);
    expect(live[0]!.steps).toHaveLength(1);
    expect(live[0]!.score).toEqual(match.view.score);
    expect(live[0]!.winner).toBeNull();
    expect(raceRows(live[0]!)).toEqual([{ step: 1, deal: 1, phase: 'grande', kind: 'tira', team: 'B', points: 1, A: 0, B: 1, decisive: false }]);
  });

  it('marks dentro where the rules say so (pagat: 35)', () => {
    const r3 = replayMatch({ format: 'mus-match/1', rules: 'pagat', deals: [] });
    if (!r3.ok) throw new Error(r3.error.message);
    expect(raceOfMatch(r3.value.deals, r3.value.rules, { index: 0, manche: 0, credits: [] })[0]).toMatchObject({ target: 40, dentro: 35, steps: [] });
    expect(races[0]!.dentro).toBeNull();
  });
});
