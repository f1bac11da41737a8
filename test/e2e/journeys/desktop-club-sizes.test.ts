/**
 * The desktop app's control window on the screens a club has (test/e2e/desktop-rig.ts: the main
 * process under Node, the control window in headless Chromium through the app's own preload):
 * 1024×768 and 1280×1024 monitors (4:3, 5:4), 1280×800 and 1366×768 laptops, in the four languages,
 * with the longest names the setup accepts. The count of a deal that wins a manche with two
 * announcement errors, then the table of the next deal and the hands typed at a showdown: the bar,
 * the main column and the side column each hold their text and stay clear of one another, and the
 * page never scrolls sideways (test/e2e/layout-check.ts). At 1024 px the count's last column ran
 * under the side column and the manche's badge past the panel's edge. The count's « next deal »
 * button has the focus and is in sight (Enter goes on). The act buttons' key hints and the score's
 * words (« 0 hamarreko, 0 tanto ») are at least 12 px. No axe violation at 1024×768, no console error.
 * Screenshots: `test-artifacts/desktop-club-<state>-<lang>-<w>x<h>.png`.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('../../src-main/electron/electron-mock.js')).electronMock());
import { join } from 'node:path';
import { ROOT, twoFrames } from '../harness.js';
import type { DesktopApp } from '../desktop-rig.js';
import { useDesktopSession } from '../desktop-session.js';
import { layoutProblems, type Region } from '../layout-check.js';
import { violations } from '../axe.js';
import { tempDir } from '../../src-main/journal/helpers.js';
import { CHANNELS } from '../../../shared/bridge/table/table-contract.js';
import type { Lang } from '../../../shared/i18n/index.js';
import { longSetup, TO_WIN } from '../../helpers/display-match.js';
import { acts } from '../../helpers/dsl.js';

const SHOTS = join(ROOT, 'test-artifacts');
const SIZES = [[1024, 768], [1280, 1024], [1280, 800], [1366, 768]] as const;
const LANGS: Lang[] = ['fr', 'eu', 'es', 'en'];
const REGIONS: Region[] = [{ sel: 'header.bar' }, { sel: '#main .col-main' }, { sel: '#main .col-side' }];

describe('the control window on a club\'s screens, with the longest names', () => {
  const desktop = useDesktopSession('desktop-club');
  let app: DesktopApp;

  beforeAll(async () => {
    app = await desktop().open(tempDir('mus-e2e-club-'));
    await app.page.waitForSelector('[data-testid=setup-form]');
  }, 120_000);

  /** The page now, in each language at each size: its problems, in words (none: `[]`). */
  async function everywhere(state: string, check?: (where: string) => Promise<void>): Promise<void> {
    const { page } = app;
    for (const lang of LANGS) {
      await page.getByTestId('lang').selectOption(lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      for (const [w, h] of SIZES) {
        await page.setViewportSize({ width: w, height: h });
        await twoFrames(page);
        await page.screenshot({ path: join(SHOTS, `desktop-club-${state}-${lang}-${w}x${h}.png`) });
        expect(await layoutProblems(page, REGIONS, { pageScrolls: true }), `${state} ${lang} ${w}×${h}`).toEqual([]);
        await check?.(`${state} ${lang} ${w}×${h}`);
      }
    }
    // at the smallest size, in the last language: axe finds nothing (contrast, names, roles)
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await violations(page), `axe: ${state} 1024×768`).toEqual([]);
  }

  it('the count of a deal that wins a manche, with two announcement errors', async () => {
    expect(await app.call(CHANNELS.newMatch, longSetup({ preset: 'ffmus', target: 30, manchesToWin: 2 }))).toMatchObject({ ok: true });
    expect(app.app.host.current!.entries([...TO_WIN.first, ...TO_WIN.last], 'test')).toMatchObject({ ok: true });
    await app.page.waitForSelector('[data-testid=count] .badge-win');
    await app.page.locator('[data-testid=next-deal]').focus();
    await everywhere('count', async (where) => {
      // the button that goes on is in sight, below the sticky scoreboard, when it has the focus (a
      // language chosen puts the focus on the turn's heading: the button is focused again here)
      await app.page.locator('[data-testid=next-deal]').focus();
      const seen = await app.page.evaluate(() => {
        const b = document.querySelector<HTMLElement>('[data-testid=next-deal]');
        if (!b || document.activeElement !== b) return 'not focused';
        b.scrollIntoView({ block: 'nearest' });
        const r = b.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return at && (at === b || b.contains(at)) ? 'in sight' : `under ${at?.className}`;
      });
      expect(seen, where).toBe('in sight');
    });
  }, 180_000);

  it('the next deal\'s table, then the hands typed at its showdown', async () => {
    await app.page.keyboard.press('Enter');
    await app.page.waitForSelector('[data-testid=phase]');
    await everywhere('table', async (where) => {
      // the act buttons' key hints and « 0 hamarreko, 0 tanto » are readable (they were 9.8 and 10.9 px at 1024 px)
      const sizes = await app.page.evaluate(() => [...document.querySelectorAll('.act kbd, .tokens-text')].map((e) => parseFloat(getComputedStyle(e).fontSize)));
      expect(sizes.length, where).toBeGreaterThan(2);
      expect(Math.min(...sizes), where).toBeGreaterThanOrEqual(12);
    });
    const session = app.app.host.current!;
    // deal 3 (esku: seat 2) played to its showdown: every phase passed, no pares, no juego
    expect(session.match.view.current!.state.esku).toBe(2);
    const log = acts('m: 2c | g: 2p 3p 0p 1p | c: 2p 3p 0p 1p | p: 2n 3n 0n 1n | j: 2n 3n 0n 1n | t: 2p 3p 0p 1p').map((action) => ({ type: 'action' as const, action }));
    expect(session.entries(log, 'test')).toMatchObject({ ok: true });
    await app.page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await everywhere('showdown');
  }, 180_000);

  it('no console error', () => {
    expect(app.errors).toEqual([]);
  });
});
