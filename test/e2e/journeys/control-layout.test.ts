/**
 * The control window with the longest names (issue 28 §1, last point), at 1366×768 and on a club's
 * 4:3 and 5:4 monitors (1024×768, 1280×1024), in the four languages: the history's badges (the manche won, with its team's name; the announcement errors)
 * stay inside the history panel, and the statistics at the end of the match show every column
 * (Hordago and Erreurs included) without scrolling sideways; no text out of its region
 * (test/e2e/layout-check.ts; the page itself scrolls, never sideways: at 1024 px the seat chip of a
 * long name ran off the window, and the turn's arrow was left alone on a line). axe with the experimental rules.
 * Screenshots: `test-artifacts/control-long-<lang>-<state>-<w>x<h>.png`.
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
/** A laptop, and a club's 4:3 and 5:4 monitors. */
const SIZES = [[1366, 768], [1024, 768], [1280, 1024]] as const;

describe('the control window with the longest names at 1366×768, 1024×768 and 1280×1024', () => {
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
      for (const [w, h] of SIZES) {
        await page.setViewportSize({ width: w, height: h });
        await page.screenshot({ path: join(SHOTS, `control-long-${lang}-history-${w}x${h}.png`), fullPage: true });
        expect(await layoutProblems(page, [{ sel: 'header.bar' }, { sel: '#main' }], { pageScrolls: true }), `${w}×${h}`).toEqual([]);
        // the turn's arrow on the line of the sentence it points to (it was alone on a line above it)
        const apart = await page.$eval('[data-testid=turn] .arrow', (a) => {
          const text = [...(a.parentElement?.childNodes ?? [])].find((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
          if (!text) return 'no sentence';
          const r = document.createRange();
          r.selectNodeContents(text);
          const first = r.getClientRects()[0];
          const arrow = a.getBoundingClientRect();
          return first && Math.abs(first.top - arrow.top) < arrow.height / 2 ? 'together' : 'apart';
        });
        expect(apart, `${w}×${h}`).toBe('together');
      }
      await page.setViewportSize({ width: 1366, height: 768 });
      expect(await violations(page, { experimental: true })).toEqual([]);
    }, 30_000);

    it(`${lang}: the statistics show every column, Hordago and errors included`, async () => {
      await loadMatch(page, { setup: longSetup(TO_WIN_RULES), log: [...TO_WIN.first, ...TO_WIN.last], id: `stats-${lang}` }, { lang, setup: null }, '[data-testid=match-winner]');
      await page.waitForSelector('[data-testid=stats-players]');
      // the scoreboard: the winning manche's final score, not the 0–0 its close left, and who won
      expect([await page.getAttribute('[data-testid=score-A]', 'data-score'), await page.getAttribute('[data-testid=score-B]', 'data-score')]).toEqual(['0', '30']);
      expect(await page.locator('[data-testid=score-won-B]').isVisible()).toBe(true);
      expect(await page.locator('[data-testid=score-B-final]').isVisible()).toBe(true);
      for (const [w, h] of SIZES) {
        await page.setViewportSize({ width: w, height: h });
        await page.screenshot({ path: join(SHOTS, `control-long-${lang}-stats-${w}x${h}.png`), fullPage: true });
        expect(await layoutProblems(page, [{ sel: '.history' }, { sel: '.report-scroll' }], { pageScrolls: true }), `${w}×${h}`).toEqual([]);
        // no table wider than its box: every column in sight without scrolling sideways
        const wide = await page.$$eval('.report-scroll', (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => `${e.scrollWidth} > ${e.clientWidth}`));
        expect(wide, `${w}×${h}`).toEqual([]);
        for (const col of ['hordago', 'errors']) {
          const cell = page.locator(`[data-testid=stats-players] td[data-col=${col}]`).first();
          expect(await cell.isVisible()).toBe(true);
          const box = (await cell.boundingBox())!;
          const panel = (await page.locator('.over').boundingBox())!;
          expect(box.x + box.width, `${w}×${h}`).toBeLessThanOrEqual(panel.x + panel.width);
        }
      }
      await page.setViewportSize({ width: 1366, height: 768 });
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
