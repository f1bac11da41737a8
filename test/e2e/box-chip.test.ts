/**
 * The button-box chip in a browser (web mode, headless Chromium): there is no serial port in a
 * page, so the chip in the bar says the box needs the desktop app (or `mus table --port`), as a
 * status, in the language chosen, and offers nothing to click. No CSP violation on the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAndLaunch, type ServedChromium } from './harness.js';

describe('box chip in a browser', () => {
  let served: ServedChromium;

  beforeAll(async () => {
    served = await serveAndLaunch();
  });

  afterAll(async () => {
    await served?.close();
  });

  it('says the box needs the desktop app, in the bar, and offers nothing else', async () => {
    const ctx = await served.browser.newContext();
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(served.server.url);
    const chip = page.locator('header.bar [data-testid=box-status]');
    await chip.waitFor();
    expect(await chip.getAttribute('role')).toBe('status');
    expect(await chip.textContent()).toContain('application de bureau requise');
    expect(await chip.textContent()).toContain('npm run -s mus -- table --port');
    expect(await chip.locator('button, input, select, a').count()).toBe(0);
    expect(await page.locator('[data-testid=box-panel]').count()).toBe(0);
    // the language follows
    await page.selectOption('[data-testid=lang]', 'en');
    await page.waitForFunction(() => document.querySelector('[data-testid=box-status]')?.textContent?.includes('needs the desktop app'));
    expect(await chip.textContent()).toContain('needs the desktop app (or npm run -s mus -- table --port PATH)');
    expect(problems).toEqual([]);
    await ctx.close();
  });
});
