/**
 * Details of the control page a new club user met (headless Chromium, the built web page). Where
 * the focus goes for a keyboard or screen-reader user at two moments the table had lost it: « Nouvelle partie » pressed by Enter (the question
 * « Abandonner cette partie ? » took the button's place and the focus fell to <body>; now « Non »,
 * and Escape back onto « Nouvelle partie »: src-renderer/app/confirm-focus.ts), and the last count
 * of the match closed by Enter (the focus was left on the table's <main>; now the winner's heading:
 * `focusAtHome`, src-renderer/table/over-focus.ts), then its « Nouvelle partie » (the focus fell to
 * <body>; now the form's heading). And the showdown's card slots in one line: an
 * empty slot stood higher than the typed cards of its hand (`.slot`, vertical-align).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { MatchEntry, MatchSetup } from '../../shared/index.js';
import { acts } from '../helpers/dsl.js';
import { loadMatch, openControlPage, ROOT, type ControlRig } from './harness.js';

const SHOTS = join(ROOT, 'test-artifacts');
const SETUP: MatchSetup = {
  rules: { preset: 'ffmus', manchesToWin: 1 },
  teams: { A: 'Gorriak', B: 'Urdinak' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'],
  esku: 0,
};
const log = (script: string): MatchEntry[] => acts(script).map((action) => ({ type: 'action', action }));
/** What has the focus: `body`, or the element's tag and data-testid / id. */
const focused = (page: Page) => page.evaluate(() => {
  const a = document.activeElement as HTMLElement | null;
  if (!a || a === document.body) return 'body';
  return `${a.tagName.toLowerCase()}${a.dataset.testid ? `[${a.dataset.testid}]` : a.id ? `#${a.id}` : ''}`;
});

describe('the focus kept for the keyboard (web mode, headless Chromium)', () => {
  let rig: ControlRig;
  let page: Page;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'table-details-', consoleErrors: true });
    page = rig.page;
  });
  afterEach(async (c) => {
    if (c.task.result?.state === 'fail' && page) await rig.shootFailure(c.task.name);
    expect(rig.pageErrors).toEqual([]);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('« Nouvelle partie » by Enter: the focus on « Non »; Escape closes the question onto « Nouvelle partie », the match kept', async () => {
    await loadMatch(page, { setup: SETUP, log: log('m: 0c | g: 0b2'), id: 'details-new' }, { lang: 'fr', setup: null });
    await page.focus('[data-testid=new-match]');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button[new-match-cancel]');
    expect(await page.textContent('[data-testid=new-match-confirm]')).toBe('Abandonner cette partie ?');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button[new-match]');
    expect(await page.locator('[data-testid=new-match-confirm]').count()).toBe(0);
    // Enter on « Non » closes it the same way
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button[new-match-cancel]');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button[new-match]');
    expect(await page.getAttribute('[data-testid=phase]', 'data-phase')).toBe('grande');
  });

  it('the language chosen by the keyboard in the bar: the turn\'s heading takes the focus (it fell to <body>), and the letters are the table\'s again', async () => {
    await loadMatch(page, { setup: SETUP, log: log('m: 0c'), id: 'details-lang' }, { lang: 'fr', setup: null });
    await page.focus('[data-testid=lang]');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('eu');
    await expect.poll(() => focused(page)).toBe('h2[phase]');
    await page.keyboard.press('p'); // paso at grande, not a language starting with « p »
    await expect.poll(() => page.textContent('[data-testid=turn]')).toContain('Maite');
    await page.selectOption('[data-testid=lang]', 'fr');
  });

  it('the match won, its count closed by Enter: the focus on the winner\'s heading, not left on the table', async () => {
    // a hordago seen at grande: the hands decide the manche, and with it the match (1 manche to win)
    await loadMatch(page, { setup: SETUP, log: log('m: 0c | g: 0o 1s'), id: 'details-won' }, { lang: 'fr', setup: null });
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    for (const k of 'r r c 1 7 7 5 4 1 4 5 6 1 5 6 7'.split(' ')) await page.keyboard.press(k);
    await expect.poll(() => page.isDisabled('button.count-btn')).toBe(false);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=count]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=match-winner]');
    await expect.poll(() => focused(page)).toBe('h2[match-winner]');
    expect(await page.textContent('[data-testid=match-winner]')).toBe('Partie gagnée par A (Gorriak)');
    await page.screenshot({ path: join(SHOTS, 'table-details-match-won.png') });
    // the scoreboard: the winning manche's final score (A reached 40), not the 0–0 its close left
    expect(await page.getAttribute('[data-testid=score-A]', 'data-score')).toBe('40');
    expect(await page.textContent('[data-testid=score-A-final]')).toBe('Score final, manche 1');
    expect(await page.textContent('[data-testid=score-won-A]')).toBe('★ Partie gagnée');
    // the panel's « Nouvelle partie » by the keyboard: the form's heading takes the focus (it fell to <body>)
    await page.focus('.over > p > button.primary');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('h1#setup-h');
  });

  it('the showdown: a hand half typed keeps its four slots in one line, the empty ones level with the typed cards', async () => {
    await loadMatch(page, { setup: SETUP, log: log('m: 0c | g: 0o 1s'), id: 'details-slots' }, { lang: 'fr', setup: null });
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    for (const k of 'r r c 1 7 7'.split(' ')) await page.keyboard.press(k);
    await page.waitForSelector('[data-slot="1-1"].filled');
    const tops = await page.evaluate(() => [0, 1].map((h) => [...document.querySelectorAll(`[data-hand="${h}"] .slot`)].map((b) => Math.round(b.getBoundingClientRect().top))));
    for (const row of tops) expect(new Set(row).size, JSON.stringify(tops)).toBe(1);
  });
});
