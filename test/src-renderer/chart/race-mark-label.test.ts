/**
 * The target's label never lies under the ★: on the room display at 1024×768 the ★ of the credit
 * that took the target (at 60 % of the plot) was drawn over « objectif 40 » (« objectif 4★ »).
 * The ★ is always the manche's last credit (past 62 % of the plot): the label stays at the left when it
 * ends before the ★, and goes otherwise (the chart's title and its axis say the target).
 */
import { describe, expect, it } from 'vitest';
import { markLabelX, raceChartModel, type ChartMark, type ChartModel, type ChartPoint } from '../../../src-renderer/chart/race-chart-model.js';
import type { MancheRace, RaceStep } from '../../../shared/display/race.js';

const step = (n: number, deal: number, A: number, decisive = false): RaceStep => ({ step: n, deal, credit: 0, team: 'A', points: A, phase: 'grande', kind: 'iduki', when: 'showdown', rule: 'FFMus art. 17', score: { A, B: 0 }, decisive });
/** A manche to 40 won by A on its `at`-th credit (the others 1 tanto each). */
function won(at: number): MancheRace {
  const steps = Array.from({ length: at }, (_, i) => step(i + 1, i, i + 1 === at ? 40 : i + 1, i + 1 === at));
  return { manche: 0, target: 40, dentro: null, deals: [], steps, winner: 'A', score: { A: 40, B: 0 } };
}
/** The chart's target mark and ★ (the test fails if either is missing). */
function parts(m: ChartModel): { target: ChartMark; star: ChartPoint | null } {
  const target = m.marks.find((k) => k.kind === 'target');
  if (!target) throw new Error('no target mark');
  return { target, star: m.decisive };
}
const starX = (m: ChartModel): number => {
  const { star } = parts(m);
  if (!star) throw new Error('no ★');
  return star.x;
};
const BOX = { width: 440, height: 420, font: 26 }; // the display's race chart at 1024×768
const CHARS = 'objectif 40'.length;

describe('the target\'s label beside the ★', () => {
  it('stays at the plot\'s left when no ★ is on its line, or the ★ is past it', () => {
    const none = raceChartModel({ ...won(1), steps: [], winner: null, score: { A: 0, B: 0 } }, BOX);
    expect(markLabelX(none, parts(none).target, CHARS)).toBe(none.plot.left + BOX.font * 0.3);
    const late = raceChartModel(won(12), BOX);
    expect(starX(late)).toBeGreaterThan(late.plot.left + CHARS * BOX.font * 0.62 + BOX.font);
    expect(markLabelX(late, parts(late).target, CHARS)).toBe(late.plot.left + BOX.font * 0.3);
  });

  it('is left out when the ★ stands under it (the title and the axis say the target)', () => {
    const mid = raceChartModel(won(1), BOX);
    const left = mid.plot.left + BOX.font * 0.3;
    expect(starX(mid) - BOX.font * 0.7).toBeLessThan(left + CHARS * BOX.font * 0.62);
    expect(markLabelX(mid, parts(mid).target, CHARS)).toBeNull();
  });
});
