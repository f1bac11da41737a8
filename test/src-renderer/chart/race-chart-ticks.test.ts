/** The race chart's axis labels never print on top of each other, however low the box (race-chart-model.ts). */
import { describe, expect, it } from 'vitest';
import { raceChartModel, spaced } from '../../../src-renderer/chart/race-chart-model.js';
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
