/**
 * "À faire à la table" is never a scroll box (issue 28: at 1366×768 it showed 2.5 of 6 lines, the
 * last cut in half): its panel has no height cap and its list no overflow of its own, so every
 * line of the deal shows. The e2e journey measures it at 1366×768 (test/e2e/journeys/table.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const css = readFileSync(new URL('../../../src-renderer/styles/app.css', import.meta.url), 'utf8');
/** The declarations of every rule whose selector list is exactly `selector`. */
const rules = (selector: string) => [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter((m) => m[1]!.trim() === selector).map((m) => m[2]!);

describe('"À faire à la table" layout', () => {
  it('the panel has no height cap and the list does not scroll', () => {
    expect(rules('.exchange').length).toBeGreaterThan(0);
    for (const d of rules('.exchange')) expect(d).not.toMatch(/max-height|overflow/);
    for (const d of rules('.exchange-lines')) expect(d).not.toMatch(/overflow|max-height/);
  });
  it('the list is not a focusable scroll region in the scoreboard', () => {
    const tsx = readFileSync(new URL('../../../src-renderer/scoreboard/Scoreboard.tsx', import.meta.url), 'utf8');
    expect(tsx).toMatch(/<ol class="exchange-lines" aria-label=/);
    expect(tsx).not.toMatch(/exchange-lines"[^>]*tabIndex/);
  });
});
