/**
 * The scoreboard checked by hand (issue 16 part 4): at known scores — 0, 4, 5, 34, 35, 39 and 40
 * tantos — the tokens drawn (hamarrekos of 5 tantos and tantos, Memo Mus ch. I: « 8 hamarrekos font
 * 40 points »), the *dentro* badge (FFMus preset: from target − 5, so 35 to 39 at 40; docs/app.md)
 * and the exchange to make at the table, against values written here, not computed by the app's
 * code. Each case loads its own match (a journal written into the page's storage, then a reload:
 * the app resumes it as after a restart), so one wrong number fails one test.
 *
 * Every case is one deal of a 40-point FFMus match. Hands (nobody has pares or juego):
 *   seat 0 (A) 12 11 6 1 — the best grande (R C beats R S of seat 3); 27 points
 *   seat 1 (B) 10 7 5 4  — 26 points
 *   seat 2 (A) 1 4 5 6   — the best chica (1 4 beats 1 7 and 4 5)
 *   seat 3 (B) 12 10 7 1 — 28 points: the best punto
 * Actions: the esku (seat 0) cuts, says imido N at grande and seat 1 sees (iduki); everything else is
 * paso or ez. So A counts N (grande) then 1 (chica paso), B 1 (punto paso): A = N + 1, B = 1
 * (FFMus art. 17; Memo Mus ch. V).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { MatchEntry, MatchSetup } from '../../shared/index.js';
import { acts } from '../helpers/dsl.js';
import { loadMatch, openControlPage, ROOT, type ControlRig } from './harness.js';

const SHOTS = join(ROOT, 'test-artifacts');

const SETUP: MatchSetup = {
  rules: { preset: 'ffmus', players: 4, kings: 8, juegoReal: 'off', target: 40, duples: 'ffmus', manchesToWin: 3 },
  teams: { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'],
  esku: 0,
};
const HANDS = [['12', '11', '6', '1'], ['10', '7', '5', '4'], ['1', '4', '5', '6'], ['12', '10', '7', '1']];

/** The log of the one deal: imido `n` at grande seen, then paso and ez everywhere, and the hands. */
function dealOf(n: number): MatchEntry[] {
  const script = `m: 0c | g: 0b${n} 1s | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p`;
  return [...acts(script).map((action): MatchEntry => ({ type: 'action', action })), { type: 'hands', hands: HANDS }];
}

interface Shown {
  score: number;
  hamarrekos: number;
  tantos: number;
  words: string;
  dentro: boolean;
  manches: string;
}

/** What the control page's scoreboard shows for a team. */
async function team(page: Page, t: 'A' | 'B'): Promise<Shown> {
  return page.evaluate((t) => {
    const root = document.querySelector(`.scoreboard-control [data-team="${t}"]`)!;
    return {
      score: Number(root.querySelector(`[data-testid="score-${t}"]`)!.textContent),
      hamarrekos: root.querySelectorAll('svg.tokens .tok-h').length,
      tantos: root.querySelectorAll('svg.tokens .tok-t').length,
      words: root.querySelector('.tokens-text')!.textContent!,
      dentro: root.querySelector('.badge-dentro') !== null,
      manches: root.querySelector(`[data-testid="manches-${t}"]`)!.textContent!,
    };
  }, t);
}

async function exchangeLines(page: Page): Promise<string[]> {
  return page.locator('[data-testid=exchange-line]').allTextContents();
}

describe('the scoreboard at known scores (web mode, headless Chromium)', () => {
  let rig: ControlRig;
  let page: Page;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'scoreboard-' });
    page = rig.page;
  });

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail' && page) await rig.shootFailure(c.task.name);
  });

  afterAll(async () => {
    await rig?.close();
  });

  it('0-0: no token drawn, no dentro, nothing to exchange yet', async () => {
    await loadMatch(page, { setup: SETUP, log: [], id: 'sb-0' });
    expect(await team(page, 'A')).toEqual({ score: 0, hamarrekos: 0, tantos: 0, words: '0 hamarreko, 0 tanto', dentro: false, manches: '0' });
    expect(await team(page, 'B')).toEqual({ score: 0, hamarrekos: 0, tantos: 0, words: '0 hamarreko, 0 tanto', dentro: false, manches: '0' });
    expect(await exchangeLines(page)).toEqual([]);
    expect(await page.textContent('[data-testid=exchange]')).toContain('Aucun point encore dans cette donne.');
  });

  it('A 4 (imido 3 seen, chica paso): 4 tantos and no hamarreko; B 1', async () => {
    await loadMatch(page, { setup: SETUP, log: dealOf(3), id: 'sb-4' });
    expect(await team(page, 'A')).toEqual({ score: 4, hamarrekos: 0, tantos: 4, words: '0 hamarreko, 4 tantos', dentro: false, manches: '0' });
    expect(await team(page, 'B')).toEqual({ score: 1, hamarrekos: 0, tantos: 1, words: '0 hamarreko, 1 tanto', dentro: false, manches: '0' });
    expect(await exchangeLines(page)).toEqual([
      'A prendre 3 tantos (Haundia (grand), +3)',
      'A prendre 1 tanto (Tipia (petit), +1)',
      'B prendre 1 tanto (Puntua (point), +1)',
    ]);
    expect(await page.textContent('[data-testid=exchange-net-A]')).toContain('prendre 4 tantos');
    expect(await page.textContent('[data-testid=exchange-net-B]')).toContain('prendre 1 tanto');
  });

  it('A 5: the fifth tanto is changed for 1 hamarreko (take 1 hamarreko, return 4 tantos)', async () => {
    await loadMatch(page, { setup: SETUP, log: dealOf(4), id: 'sb-5' });
    expect(await team(page, 'A')).toEqual({ score: 5, hamarrekos: 1, tantos: 0, words: '1 hamarreko, 0 tanto', dentro: false, manches: '0' });
    expect(await exchangeLines(page)).toEqual([
      'A prendre 4 tantos (Haundia (grand), +4)',
      'A prendre 1 hamarreko, rendre 4 tantos (Tipia (petit), +1)',
      'B prendre 1 tanto (Puntua (point), +1)',
    ]);
    expect(await page.textContent('[data-testid=exchange-net-A]')).toContain('prendre 1 hamarreko');
    expect(await page.textContent('[data-testid=exchange-net-A]')).not.toContain('tanto');
  });

  it('A 34: 6 hamarrekos and 4 tantos, not yet dentro', async () => {
    await loadMatch(page, { setup: SETUP, log: dealOf(33), id: 'sb-34' });
    expect(await team(page, 'A')).toEqual({ score: 34, hamarrekos: 6, tantos: 4, words: '6 hamarrekos, 4 tantos', dentro: false, manches: '0' });
    expect(await exchangeLines(page)).toEqual([
      'A prendre 6 hamarrekos, prendre 3 tantos (Haundia (grand), +33)',
      'A prendre 1 tanto (Tipia (petit), +1)',
      'B prendre 1 tanto (Puntua (point), +1)',
    ]);
    expect(await page.textContent('[data-testid=exchange-net-A]')).toContain('prendre 6 hamarrekos, prendre 4 tantos');
  });

  it('A 35: 7 hamarrekos, dentro (40 − 5); B 1 is not', async () => {
    await loadMatch(page, { setup: SETUP, log: dealOf(34), id: 'sb-35' });
    expect(await team(page, 'A')).toEqual({ score: 35, hamarrekos: 7, tantos: 0, words: '7 hamarrekos, 0 tanto', dentro: true, manches: '0' });
    expect(await team(page, 'B')).toMatchObject({ score: 1, dentro: false });
    expect(await page.textContent('.scoreboard-control [data-team="A"] .badge-dentro')).toBe('dentro');
    expect(await exchangeLines(page)).toEqual([
      'A prendre 6 hamarrekos, prendre 4 tantos (Haundia (grand), +34)',
      'A prendre 1 hamarreko, rendre 4 tantos (Tipia (petit), +1)',
      'B prendre 1 tanto (Puntua (point), +1)',
    ]);
    expect(await page.textContent('[data-testid=exchange-net-A]')).toContain('prendre 7 hamarrekos');
  });

  it('A 39: 7 hamarrekos and 4 tantos, still dentro', async () => {
    await loadMatch(page, { setup: SETUP, log: dealOf(38), id: 'sb-39' });
    expect(await team(page, 'A')).toEqual({ score: 39, hamarrekos: 7, tantos: 4, words: '7 hamarrekos, 4 tantos', dentro: true, manches: '0' });
    expect(await exchangeLines(page)).toEqual([
      'A prendre 7 hamarrekos, prendre 3 tantos (Haundia (grand), +38)',
      'A prendre 1 tanto (Tipia (petit), +1)',
      'B prendre 1 tanto (Puntua (point), +1)',
    ]);
    expect(await page.textContent('[data-testid=exchange-net-A]')).toContain('prendre 7 hamarrekos, prendre 4 tantos');
  });

  it('a manche of 30 (FFMus target 30): dentro from 25, not at 24', async () => {
    const to30: MatchSetup = { ...SETUP, rules: { ...(SETUP.rules as object), target: 30 } as MatchSetup['rules'] };
    await loadMatch(page, { setup: to30, log: dealOf(23), id: 'sb-24-of-30' });
    expect(await team(page, 'A')).toEqual({ score: 24, hamarrekos: 4, tantos: 4, words: '4 hamarrekos, 4 tantos', dentro: false, manches: '0' });
    await loadMatch(page, { setup: to30, log: dealOf(24), id: 'sb-25-of-30' });
    expect(await team(page, 'A')).toEqual({ score: 25, hamarrekos: 5, tantos: 0, words: '5 hamarrekos, 0 tanto', dentro: true, manches: '0' });
  });

  it('A 40 (imido 39 seen, the 40th point at chica): the manche is won, the punto not counted; every token is given back', async () => {
    await loadMatch(page, { setup: SETUP, log: dealOf(39), id: 'sb-40' });
    // the deal as the history lists it: A from 0 to 40 (39 + the chica's 1), B still 0 — the punto
    // point came after the 40th and is not counted (Memo Mus ch. IX)
    const dealLine = await page.locator('[data-testid=history] > li').first().textContent();
    expect(dealLine).toContain('A 0→40 · B 0→0');
    expect(dealLine).toContain('manche gagnée par A');
    // a new manche starts at 0-0: no token, no dentro; one manche won by A (FFMus art. 1: manches of 40)
    expect(await team(page, 'A')).toEqual({ score: 0, hamarrekos: 0, tantos: 0, words: '0 hamarreko, 0 tanto', dentro: false, manches: '1' });
    expect(await team(page, 'B')).toEqual({ score: 0, hamarrekos: 0, tantos: 0, words: '0 hamarreko, 0 tanto', dentro: false, manches: '0' });
    expect(await page.textContent('[data-testid=exchange-manche]')).toBe('Manche à A : chacun rend ses jetons');
    // the credits of the deal that were counted, and no more: 0 → 39 → 40 (8 hamarrekos in all)
    expect(await exchangeLines(page)).toEqual([
      'A prendre 7 hamarrekos, prendre 4 tantos (Haundia (grand), +39)',
      'A prendre 1 hamarreko, rendre 4 tantos (Tipia (petit), +1)',
    ]);
  });
});
