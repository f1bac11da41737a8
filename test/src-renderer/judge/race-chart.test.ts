/**
 * The race charts' data and geometry against the engine's running scores on the full example match
 * (test/fixtures/match-ffmus-full.record.json), credit for credit:
 * - the chart model (src-renderer/chart/race-chart-model.ts): each line's levels, each point's
 *   height read back through the scale, the step path's levels, the marks, the ★ credit;
 * - the room display's race (forDisplay's snapshot, then displayedRace) at every step of the match:
 *   the engine's running score of the manche in progress, a tira drawn at once included;
 * - the judge's view: each credit tied to the step where it appears (the action that drew it, or
 *   the settlement of its deal), and the points reached at each step.
 * The expected scores are read from the engine's ledgers (scoreAfter of each counted credit), not
 * from shared/display/race.ts.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fromMatchRecord, replayMatch, type MatchRecord, type MatchView } from '../../../shared/index.js';
import { raceOfMatch, type MancheRace } from '../../../shared/display/race.js';
import { forDisplay } from '../../../shared/display/snapshot.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { raceChartModel } from '../../../src-renderer/chart/race-chart-model.js';
import { displayedRace } from '../../../src-renderer/display/displayed-race.js';
import { buildSteps } from '../../../shared/judge/steps.js';
import { judgeRaces, reachedAt, stepOfCredit } from '../../../src-renderer/judge/race-steps.js';

const RECORD = JSON.parse(readFileSync(new URL('../../fixtures/match-ffmus-full.record.json', import.meta.url), 'utf8')) as MatchRecord;
const replay = (() => {
  const r = replayMatch(RECORD);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const races = raceOfMatch(replay.deals, replay.rules);

/** The engine's running score of each manche, credit for credit (from the ledgers). */
const engine: { A: number; B: number; team: 'A' | 'B'; when: string }[][] = [];
for (const d of replay.deals) {
  engine[d.manche] ??= [];
  for (const c of d.ledger) if (c.counted && c.applied !== 0 && c.phase !== 'mus') engine[d.manche]!.push({ ...c.scoreAfter, team: c.team, when: c.when });
}

/** The y levels a step path visits, in order (its M, V and L commands' y). */
function levels(d: string): number[] {
  const out: number[] = [];
  let cur = NaN;
  for (const m of d.matchAll(/([MLHV])([-\d.e]+)(?:,([-\d.e]+))?/g)) {
    const y = m[1] === 'V' ? Number(m[2]) : m[1] === 'H' ? cur : Number(m[3]);
    if (!Number.isNaN(y) && (out.length === 0 || Math.abs(out[out.length - 1]! - y) > 1e-6)) out.push(y);
    cur = y;
  }
  return out;
}

describe('race chart geometry (d3-scale + d3-shape) against the engine', () => {
  it('one chart per manche; every point is a counted credit at its team’s running score', () => {
    expect(races.length).toBe(engine.length);
    let points = 0;
    races.forEach((race, m) => {
      for (const box of [{ width: 1100, height: 520, font: 43 }, { width: 420, height: 210, font: 14, dealLabels: true }]) {
        const chart = raceChartModel(race, box);
        const want = engine[m]!;
        expect(chart.points.map((p) => ({ ...p.step.score, team: p.step.team, when: p.step.when }))).toEqual(want);
        expect(chart.series.A).toEqual([0, ...want.map((w) => w.A)]);
        expect(chart.series.B).toEqual([0, ...want.map((w) => w.B)]);
        chart.points.forEach((p, i) => {
          // read the drawn height back through the scale: the team's score after that credit
          expect(chart.tantosAt(p.y)).toBeCloseTo(want[i]![p.step.team], 6);
          expect(p.x).toBeCloseTo(chart.x(i + 1), 6);
          expect(p.x).toBeGreaterThan(chart.plot.left);
          expect(p.x).toBeLessThan(chart.plot.right);
        });
        for (const team of ['A', 'B'] as const) {
          // the step line goes through the team's levels in order (repeats merged), and nowhere else
          const want2 = chart.series[team].filter((v, i, a) => i === 0 || v !== a[i - 1]).map((v) => chart.y(v));
          const got = levels(chart.paths[team]);
          expect(got.length).toBe(want2.length);
          got.forEach((y, i) => expect(y).toBeCloseTo(want2[i]!, 6));
        }
        // the target mark; no dentro under FFMus; the ★ on the last credit, at the target
        expect(chart.marks).toEqual([{ kind: 'target', value: 40, y: chart.y(40) }]);
        expect(chart.decisive?.step.step).toBe(race.steps.length);
        expect(chart.tantosAt(chart.decisive!.y)).toBe(40);
        // the end labels never overlap
        expect(Math.abs(chart.ends.A.labelY - chart.ends.B.labelY)).toBeGreaterThanOrEqual(box.font * 1.05 - 1e-9);
        // deal boundaries in order, one per deal of the manche
        expect(chart.deals.map((d) => d.deal)).toEqual(race.deals.map((d) => d + 1));
      }
      points += race.steps.length;
    });
    expect(points).toBeGreaterThan(60);
  });

  it('marks dentro where the rules set one (pagat: 35), and draws an empty race flat at 0', () => {
    const r = replayMatch({ format: 'mus-match/1', rules: 'pagat', deals: [] });
    if (!r.ok) throw new Error(r.error.message);
    const race = raceOfMatch(r.value.deals, r.value.rules, { index: 0, manche: 0, credits: [] })[0]!;
    const chart = raceChartModel(race, { width: 600, height: 300, font: 14 });
    expect(chart.marks.map((k) => [k.kind, k.value])).toEqual([['target', 40], ['dentro', 35]]);
    expect(chart.tantosAt(chart.marks[1]!.y)).toBeCloseTo(35, 6);
    expect(chart.points).toEqual([]);
    expect(levels(chart.paths.A)).toEqual([chart.y(0)]);
    expect(chart.decisive).toBeNull();
  });
});

describe('the room display’s race, at every step of the match', () => {
  const m = fromMatchRecord(RECORD);
  if (!m.ok) throw new Error(m.error.message);
  const model = (() => {
    const s = buildSteps(m.value.setup, m.value.log);
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  })();
  const snap = (view: MatchView) => ({ seq: 1, matchId: 'x', view, pad: {}, canUndo: false, canRedo: false, error: null, source: 'test' }) as unknown as Snapshot;

  it('from the display’s snapshot (the deals of one manche only): the engine’s running score of the manche in progress, credit for credit', () => {
    let tiraSteps = 0;
    for (const st of model.steps) {
      const full = st.match.view;
      const shown = forDisplay(snap(full))!.view;
      // the display's copy is small: one manche of deals, only the last with its actions
      expect(new Set(shown.deals.map((d) => d.manche)).size).toBeLessThanOrEqual(1);
      expect(shown.deals.slice(0, -1).every((d) => d.actions.length === 0)).toBe(true);
      const race = displayedRace(shown)!;
      const cur = full.current;
      // what the engine says for that manche: the settled credits of its deals, then the credits drawn so far
      const settled = full.deals.filter((d) => d.manche === race.manche).flatMap((d) => d.ledger.filter((c) => c.counted && c.applied !== 0 && c.phase !== 'mus').map((c) => c.scoreAfter));
      const drawn = cur && cur.manche === race.manche ? cur.state.credits.filter((c) => c.counted && c.applied !== 0).map((c) => c.scoreAfter) : [];
      expect(race.steps.map((s) => s.score)).toEqual([...settled, ...drawn]);
      if (cur && race.manche === cur.manche) {
        expect(race.score).toEqual(full.score); // the scoreboard's score
        if (drawn.length > 0) tiraSteps++;
      } else {
        // the manche just won stays up until the next one scores (or the match is over)
        expect(race.winner).not.toBeNull();
        if (cur) {
          expect(race.manche).toBe(cur.manche - 1);
          expect(full.score).toEqual({ A: 0, B: 0 });
        } else expect(race.manche).toBe(full.manches.length - 1);
      }
    }
    expect(tiraSteps).toBeGreaterThan(20);
  });
});

describe('the judge’s chart tied to the steps', () => {
  const m = fromMatchRecord(RECORD);
  if (!m.ok) throw new Error(m.error.message);
  const model = (() => {
    const s = buildSteps(m.value.setup, m.value.log);
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  })();
  const jr = judgeRaces(model);

  it('the races are the engine’s', () => {
    expect(jr.races.map((r: MancheRace) => r.steps.map((s) => ({ ...s.score, team: s.team, when: s.when })))).toEqual(engine);
  });

  it('each credit goes to the step where it appears: the action that drew it, or its deal’s settlement', () => {
    for (const race of jr.races) {
      for (const s of race.steps) {
        const k = stepOfCredit(jr, model, s);
        const here = model.steps[k]!;
        expect(here.deal).toBe(s.deal);
        if (s.when === 'showdown') {
          expect(here.settled?.index).toBe(s.deal);
        } else {
          // drawn at once: one more credit on the table than at the step before
          const count = (st: typeof here) => (st.settled ? st.settled.ledger.filter((c) => c.when === 'dialogue' && c.counted && c.applied !== 0).length : (st.match.view.current?.state.credits ?? []).filter((c) => c.counted && c.applied !== 0).length);
          expect(count(here)).toBeGreaterThan(count(model.steps[k - 1]!));
          if (!here.settled) expect(here.match.view.current?.state.credits.some((c) => c.phase === s.phase && c.team === s.team && c.kind === s.kind)).toBe(true);
        }
      }
    }
  });

  it('the points reached grow with the steps, to every credit at the end', () => {
    for (const race of jr.races) {
      let before = 0;
      for (let k = 0; k < model.steps.length; k++) {
        const n = reachedAt(jr, race, k);
        expect(n).toBeGreaterThanOrEqual(before);
        before = n;
      }
      expect(before).toBe(race.steps.length);
      // at each deal's settlement, every credit of the deals so far is reached
      for (const span of model.deals.filter((d) => d.manche === race.manche && d.settled)) {
        const upTo = race.steps.filter((s) => s.deal <= span.deal).length;
        expect(reachedAt(jr, race, span.end)).toBe(upTo);
      }
    }
  });
});
