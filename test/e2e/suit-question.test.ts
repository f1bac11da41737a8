/**
 * The showdown asks for a sota's suit that decides the deal (issue 28 §3), in the browser: with
 * Juego Real of the sota of oros on, the esku (Maite, seat 1) holds 31 (C S 7 4) and Battitt (seat
 * 2) 7 7 7 S. Typed without suits, the showdown shows the question — the sota marked, four suit
 * buttons — and Enter does not count; the suit given, Enter counts and the ledger says why a 31 beat
 * another. Screenshots in French and Basque: `test-artifacts/suit-question-<lang>.png`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { MatchEntry, MatchSetup } from '../../shared/index.js';
import { acts, allPass, decl } from '../helpers/dsl.js';
import { loadMatch, openControlPage, ROOT, type ControlRig } from './harness.js';

const SHOTS = join(ROOT, 'test-artifacts');
const SETUP: MatchSetup = {
  rules: { preset: 'ffmus', players: 4, kings: 8, juegoReal: 'oros', target: 40, duples: 'ffmus', manchesToWin: 3 },
  teams: { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'],
  esku: 1,
};
const SCRIPT = `${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nynn', 1)} | ${decl('j', 'yynn', 1)} | j: 1p 2p`;
const LOG: MatchEntry[] = acts(SCRIPT).map((action) => ({ type: 'action', action }));
// typed in speaking order from the esku: Maite, Battitt, Xan, Peio (s = sota, c = caballo, r = rey)
const KEYS = ['c', 's', '7', '4', '7', '7', '7', 's', 'r', '5', '4', '1', 'c', '6', '3', '2'];

async function typeHands(page: Page): Promise<void> {
  await page.waitForSelector('.showdown');
  for (const k of KEYS) await page.keyboard.press(k);
}

describe('the suit question at the showdown (web mode, headless Chromium)', () => {
  let rig: ControlRig;
  let page: Page;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'suit-' });
    page = rig.page;
  });
  afterEach(async (c) => {
    if (c.task.result?.state === 'fail' && page) await rig.shootFailure(c.task.name);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('fr: the question and the marked sota; Enter refused; oros given, the Juego Real takes the juego', async () => {
    await loadMatch(page, { setup: SETUP, log: LOG, id: 'suit-fr' }, { lang: 'fr', setup: null });
    await typeHands(page);
    const ask = page.locator('[data-testid=suit-ask]');
    await ask.waitFor();
    expect(await ask.textContent()).toContain('Quelle est la couleur de la sota de Battitt (carte 4) ?');
    expect(await page.locator('.slot.asked').getAttribute('data-slot')).toBe('2-3');
    await page.keyboard.press('Enter');
    const error = page.locator('[data-testid=error]');
    await error.waitFor();
    expect(await error.textContent()).toContain('La couleur de cette sota décide la donne');
    expect(await error.textContent()).toContain('main de Battitt, carte 4');
    await ask.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'suit-question-fr.png') });
    await page.click('[data-ask-suit=o]');
    await page.waitForSelector('[data-testid=suit-ask]', { state: 'detached' });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=count]');
    expect(await page.textContent('[data-testid=count]')).toContain('juego real : le 31 avec la sota d’oros bat l’autre 31 (Maite)');
    await page.locator('[data-testid=count]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'suit-question-count-fr.png') });
    expect(rig.pageErrors).toEqual([]);
  });

  it('eu: the question in Basque; the box-less keyboard answer (Shift+B) goes to the sota asked for', async () => {
    await loadMatch(page, { setup: SETUP, log: LOG, id: 'suit-eu' }, { lang: 'eu', setup: null });
    await typeHands(page);
    const ask = page.locator('[data-testid=suit-ask]');
    await ask.waitFor();
    expect(await ask.textContent()).toContain('Zein da txanka honen paloa: Battitt, 4. karta?');
    await ask.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'suit-question-eu.png') });
    await page.keyboard.press('Shift+B');
    await page.waitForSelector('[data-testid=suit-ask]', { state: 'detached' });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=count]');
    // bastos: the esku's 31 keeps the juego
    expect(await page.textContent('[data-testid=count]')).not.toContain('joko erreala');
    expect(rig.pageErrors).toEqual([]);
  });
});
