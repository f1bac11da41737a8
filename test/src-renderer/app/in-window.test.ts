/**
 * A bar panel stays inside the window (src-renderer/app/in-window.ts): the shift that brings a box
 * laid out off either side of the window back inside, with the margin kept.
 */
import { describe, expect, it } from 'vitest';
import { shiftIntoWindow } from '../../../src-renderer/app/in-window.js';

describe('shiftIntoWindow', () => {
  it('leaves a box already inside where it is', () => {
    expect(shiftIntoWindow(16, 592, 1366)).toBe(0);
    expect(shiftIntoWindow(8, 1358, 1366)).toBe(0);
  });

  it('brings a box off the left side back to the margin (the share panel under a tool at the left of the second row)', () => {
    // a 512 px panel anchored at the right edge of a button ending at 236 px: it started at -276
    expect(shiftIntoWindow(-276, 236, 1366)).toBe(284);
    expect(shiftIntoWindow(-276, 236, 1366) + -276).toBe(8);
  });

  it('brings a box off the right side back inside, by no more than it takes', () => {
    expect(shiftIntoWindow(700, 1276, 1024)).toBe(-(1276 - 1016));
    expect(700 + shiftIntoWindow(700, 1276, 1024)).toBe(440);
  });

  it('aligns a box wider than the window on the left margin', () => {
    expect(shiftIntoWindow(100, 1100, 800)).toBe(-92);
    expect(shiftIntoWindow(-50, 950, 800)).toBe(58);
  });
});
