/** The race chart's axis labels never print on top of each other, however low the box (race-chart-model.ts). */
import { describe, expect, it } from 'vitest';
import { pointTabindex, raceChartModel, rovingStop, spaced } from '../../../src-renderer/chart/race-chart-model.js';
import type { MancheRace } from '../../../shared/display/race.js';

const RACE: MancheRace = { manche: 0, target: 40, dentro: 35, deals: [], steps: [], winner: null, score: { A: 0, B: 0 } };

describe('the axis values of a race chart', () => {
  it('all of 0, 10, 20, 30, 40 in a box of the usual height', () => {
    expect(raceChartModel(RACE, { width: 900, height: 480, font: 43 }).yTicks.map((k) => k.value)).toEqual([0, 10, 20, 30, 40]);
  });

  for (const height of [60, 100, 160, 240]) {
    it(`at least one line of text apart in a box ${height} high (labels of 43)`, () => {
      const ticks = raceChartModel(RACE, { width: 900, height, font: 43 }).yTicks;
      expect(ticks.length).toBeGreaterThan(0);
      for (let i = 1; i < ticks.length; i++) expect(Math.abs(ticks[i]!.y - ticks[i - 1]!.y)).toBeGreaterThanOrEqual(43 * 1.2);
    });
  }

  it('the top value is kept in place of the one before it when they would touch', () => {
    expect(spaced([{ value: 0, y: 100 }, { value: 10, y: 70 }, { value: 20, y: 40 }, { value: 30, y: 20 }], 25).map((k) => k.value)).toEqual([0, 10, 30]);
  });
});

describe('the end labels of a race chart (each team\'s last score)', () => {
  // at 0 – 0 the two labels are moved apart around the bottom line: B's went under the chart's box
  // on the room display at 1280×720 (« B 0 » outside its chart, test/e2e/layout-check.ts)
  for (const [width, height, font] of [[540, 300, 30], [900, 480, 43], [400, 160, 28]] as const) {
    it(`inside the box and a line apart at 0 – 0 and at 40 – 40 (${width}×${height}, labels of ${font})`, () => {
      for (const score of [{ A: 0, B: 0 }, { A: 40, B: 40 }]) {
        const race: MancheRace = { ...RACE, score, steps: score.A ? [{ step: 1, deal: 0, credit: 0, team: 'A', points: 40, phase: 'grande', kind: 'iduki', when: 'showdown', rule: 'FFMus art. 17', score, decisive: false }] : [] };
        const { ends } = raceChartModel(race, { width, height, font });
        for (const t of ['A', 'B'] as const) {
          expect(ends[t].labelY - font * 0.6, `${t} top`).toBeGreaterThanOrEqual(-0.001);
          expect(ends[t].labelY + font * 0.6, `${t} bottom`).toBeLessThanOrEqual(height + 0.001);
        }
        expect(Math.abs(ends.A.labelY - ends.B.labelY)).toBeGreaterThanOrEqual(font * 1.05 - 0.001);
        expect(ends.A.labelY).toBeLessThan(ends.B.labelY); // A above on a tie
      }
    });
  }
});

describe('the points of a chart the judge steps through (pointTabindex)', () => {
  it('one tab stop: only the roving point is in the Tab order, the others are reached with the arrows', () => {
    expect([1, 2, 3, 4, 5].map((s) => pointTabindex(s, 3).tabindex)).toEqual([-1, -1, 0, -1, -1]);
  });
  it('written as the SVG attribute `tabindex` (case-sensitive: a camel-case `tabIndex` made every point a tab stop in Chromium)', () => {
    expect(Object.keys(pointTabindex(1, 1))).toEqual(['tabindex']);
  });
});

describe('the Tab stop of a chart whose race changes (rovingStop)', () => {
  it('the point under the keyboard, while it is a point of the race shown', () => {
    expect(rovingStop({ manche: 0, step: 7 }, 0, 3, 21)).toBe(7);
  });
  it('a focus left in another manche, or past the end of this one, gives way to the current credit, else the first', () => {
    expect(rovingStop({ manche: 0, step: 21 }, 1, 4, 16)).toBe(4);
    expect(rovingStop({ manche: 1, step: 21 }, 1, 0, 16)).toBe(1);
    expect(rovingStop(null, 1, 0, 16)).toBe(1);
    expect(rovingStop(null, 1, 16, 16)).toBe(16);
  });
});
