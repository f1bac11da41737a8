/**
 * « Fausse donne… » at the table (FFMus arts. 4-5), in the browser, by keyboard only: the button
 * reached with Tab opens the seats still in the deal, the first seat focused; Enter on a seat puts
 * it out of the deal (struck out in the seats list, the tira its team drew cancelled on the
 * scoreboard's ledger); Escape closes the menu back onto its button; in the mus rounds the table is
 * told it is a new deal (art. 4) and nothing is recorded. Screenshots:
 * `test-artifacts/misdeal-<lang>.png`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { MatchEntry, MatchSetup } from '../../shared/index.js';
import { acts } from '../helpers/dsl.js';
import { loadMatch, openControlPage, ROOT, type ControlRig } from './harness.js';
import { violations } from './axe.js';

const SHOTS = join(ROOT, 'test-artifacts');
const SETUP: MatchSetup = {
  rules: 'ffmus',
  teams: { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'],
  esku: 0,
};
const log = (script: string): MatchEntry[] => acts(script).map((action) => ({ type: 'action', action }));

/** Tab until the focus is on `selector` (at most 60 presses): the keyboard path a player takes. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The misdeal panel's chunks the page has loaded (`MisdealPanel-<hash>.js`). */
function panelChunks(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\/MisdealPanel-[^/]*\.js$/.test(n)));
}

/** Waits until the focus is on `selector` (it moves in an effect after the render). */
async function focusOn(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => document.activeElement?.matches(sel) ?? false, selector);
}

describe('a misdeal said at the table (web mode, headless Chromium)', () => {
  let rig: ControlRig;
  let page: Page;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'misdeal-', consoleErrors: true });
    page = rig.page;
  });
  afterEach(async (c) => {
    if (c.task.result?.state === 'fail' && page) await rig.shootFailure(c.task.name);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('fr: at chica, Battitt found misdealt: out of the deal, the tira of team A cancelled (art. 5)', async () => {
    // grande: Peio opens 2, Maite refuses: A draws 1; chica: Peio passes
    await loadMatch(page, { setup: SETUP, log: log('g: 0b2 1f | c: 0p'), id: 'misdeal-fr' }, { lang: 'fr', setup: null });
    await page.waitForSelector('[data-testid=misdeal-open]');
    await tabTo(page, '[data-testid=misdeal-open]');
    expect(await page.textContent('[data-testid=misdeal-open]')).toBe('Fausse donne…');
    // the panel is a chunk of its own (the control page's weight at start), not loaded before it is
    // opened: the first Enter loads it and still gives the focus to the first seat
    expect(await panelChunks(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await focusOn(page, '[data-misdeal-seat="0"]');
    expect((await panelChunks(page)).length).toBe(1);
    const seats = page.locator('[data-misdeal-seat]');
    expect(await seats.allTextContents()).toEqual(['Peio (A)', 'Maite (B)', 'Battitt (A)', 'Xan (B)']);
    expect(await page.textContent('.misdeal-panel')).toContain('Qui n’a pas quatre cartes ?');
    await page.screenshot({ path: join(SHOTS, 'misdeal-fr.png') });
    expect(await violations(page)).toEqual([]);
    // Escape closes it back onto its button
    await page.keyboard.press('Escape');
    await page.waitForSelector('.misdeal-panel', { state: 'detached' });
    await focusOn(page, '[data-testid=misdeal-open]');
    await page.keyboard.press('Enter');
    await focusOn(page, '[data-misdeal-seat="0"]');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await focusOn(page, '[data-misdeal-seat="2"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.seat.out[data-seat="2"]');
    expect(await page.locator('.seat.out').count()).toBe(1);
    expect(await page.locator('[data-misdeal-seat]').count()).toBe(0);
    // the focus is back on the button, the menu now offers the three seats left
    await focusOn(page, '[data-testid=misdeal-open]');
    await page.keyboard.press('Enter');
    await focusOn(page, '[data-misdeal-seat="0"]');
    expect(await page.locator('[data-misdeal-seat]').allTextContents()).toEqual(['Peio (A)', 'Maite (B)', 'Xan (B)']);
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-testid=error]').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'misdeal-after-fr.png') });
    expect(rig.pageErrors).toEqual([]);
  });

  it('es: in the mus rounds it is a new deal (art. 4): told in Spanish, nothing recorded', async () => {
    await loadMatch(page, { setup: SETUP, log: log('m: 0m'), id: 'misdeal-es' }, { lang: 'es', setup: null });
    await page.waitForSelector('[data-testid=misdeal-open]');
    expect(await page.textContent('[data-testid=misdeal-open]')).toBe('Mal repartido…');
    await page.click('[data-testid=misdeal-open]');
    await page.click('[data-misdeal-seat="3"]'); // (waits for the panel's chunk)
    const error = page.locator('[data-testid=error]');
    await error.waitFor();
    const text = (await error.textContent()) ?? '';
    expect(text).toMatch(/art\. 4/);
    expect(text).not.toMatch(/action\/|actions\[/);
    expect(await page.locator('.seat.out').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'misdeal-es.png') });
    expect(rig.pageErrors).toEqual([]);
  });
});
