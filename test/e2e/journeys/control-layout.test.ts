/**
 * The control window with the longest names (issue 28 §1, last point), at 1366×768, in the four
 * languages: the history's badges (the manche won, with its team's name; the announcement errors)
 * stay inside the history panel, and the statistics at the end of the match show every column
 * (Hordago and Erreurs included) without scrolling sideways; no text out of its region
 * (test/e2e/layout-check.ts; the page itself scrolls). axe with the experimental rules.
 * Screenshots: `test-artifacts/control-long-<lang>-<state>-1366x768.png`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Lang } from '../../../shared/i18n/index.js';
import { loadMatch, openControlPage, ROOT, type ControlRig } from '../harness.js';
import { violations } from '../axe.js';
import { layoutProblems } from '../layout-check.js';
import { longSetup, TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';

const SHOTS = join(ROOT, 'test-artifacts');
const LANGS: Lang[] = ['fr', 'eu', 'es', 'en'];

describe('the control window with the longest names at 1366×768', () => {
  let rig: ControlRig;
  let page: Page;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'control-layout-', consoleErrors: true });
    page = rig.page;
  }, 120_000);

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail') await rig.shootFailure(c.task.name);
  });

  afterAll(async () => {
    await rig?.close();
  });

  for (const lang of LANGS) {
    it(`${lang}: the history's badges inside their panel`, async () => {
      // two manches to win: the match goes on after the manche won in deal 2 (two errors in it)
      await loadMatch(page, { setup: longSetup({ preset: 'ffmus', target: 30, manchesToWin: 2 }), log: [...TO_WIN.first, ...TO_WIN.last], id: `history-${lang}` }, { lang, setup: null });
      await page.waitForSelector('[data-testid=history] .badge-win');
      await page.screenshot({ path: join(SHOTS, `control-long-${lang}-history-1366x768.png`), fullPage: true });
      expect(await layoutProblems(page, [{ sel: '.history' }], { pageScrolls: true })).toEqual([]);
      expect(await violations(page, { experimental: true })).toEqual([]);
    }, 30_000);

    it(`${lang}: the statistics show every column, Hordago and errors included`, async () => {
      await loadMatch(page, { setup: longSetup(TO_WIN_RULES), log: [...TO_WIN.first, ...TO_WIN.last], id: `stats-${lang}` }, { lang, setup: null }, '[data-testid=match-winner]');
      await page.waitForSelector('[data-testid=stats-players]');
      await page.screenshot({ path: join(SHOTS, `control-long-${lang}-stats-1366x768.png`), fullPage: true });
      expect(await layoutProblems(page, [{ sel: '.history' }, { sel: '.report-scroll' }], { pageScrolls: true })).toEqual([]);
      // no table wider than its box: every column in sight without scrolling sideways
      const wide = await page.$$eval('.report-scroll', (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => `${e.scrollWidth} > ${e.clientWidth}`));
      expect(wide).toEqual([]);
      for (const col of ['hordago', 'errors']) {
        const cell = page.locator(`[data-testid=stats-players] td[data-col=${col}]`).first();
        expect(await cell.isVisible()).toBe(true);
        const box = (await cell.boundingBox())!;
        const panel = (await page.locator('.over').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
      }
      expect(await violations(page, { experimental: true })).toEqual([]);
      // back up by the keyboard from the end of the page to the panel's « Nouvelle partie »: it stops
      // below the sticky scoreboard (it was left under it, out of sight: WCAG 2.4.11)
      await page.locator('.over').evaluate((e) => [...e.querySelectorAll<HTMLElement>('button, a[href], summary')].at(-1)?.focus());
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      for (let i = 0; i < 60 && !(await page.evaluate(() => document.activeElement?.matches('.over > p > button.primary') ?? false)); i++) await page.keyboard.press('Shift+Tab');
      const hidden = await page.evaluate(() => {
        const e = document.activeElement;
        const board = document.querySelector('.scoreboard-control');
        if (!e?.matches('.over > p > button.primary') || !board) return 'not reached';
        return e.getBoundingClientRect().top < board.getBoundingClientRect().bottom ? 'under the scoreboard' : 'in sight';
      });
      expect(hidden).toBe('in sight');
    }, 30_000);
  }

  it('no page error', () => {
    expect(rig.pageErrors).toEqual([]);
  });
});
