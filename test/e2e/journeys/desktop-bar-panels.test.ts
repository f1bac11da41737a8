/**
 * The panels of the control window's bar in the desktop app: the button box's and the network
 * share's. The button box's panel (test/e2e/desktop-rig.ts: the main process under Node,
 * the control window in headless Chromium through the app's own preload), by the keyboard: the
 * chip in the bar opens the panel (its module loads on first opening, in a chunk of its own: the
 * control page's first load does not carry it), the focus goes to its heading, the ports and the
 * settings are labelled and inside the window (it once opened off the window's left side); a port
 * asked for before any match waits for one and the panel says so in words, with the code; once a
 * match begins, a port that does not exist is retried and the panel says it cannot be opened; Escape
 * closes the panel with the focus back on the chip; opened again, it is there at once. No console
 * error (other than the failed connection's), no axe violation.
 * The share panel in a narrower window and in Basque, where the bar wraps and puts the share tool at
 * the left of its second row: the panel is inside the window (anchored at the tool's right edge, it
 * went off the window's left side; `src-renderer/app/in-window.ts`).
 * Screenshots: `test-artifacts/control-box-panel-1366x768.png`, `control-share-panel-eu-1024x700.png`.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('../../src-main/electron/electron-mock.js')).electronMock());
import { join } from 'node:path';
import { ROOT } from '../harness.js';
import { violations } from '../axe.js';
import type { DesktopApp } from '../desktop-rig.js';
import { useDesktopSession } from '../desktop-session.js';
import { tempDir } from '../../src-main/journal/helpers.js';
import { CHANNELS } from '../../../shared/bridge/table/table-contract.js';

const SHOTS = join(ROOT, 'test-artifacts');
const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: ['Ane', 'Peio', 'Maite', 'Xan'], esku: 0 };

describe('the bar\'s panels in the desktop app (keyboard)', () => {
  const desktop = useDesktopSession('desktop-box');
  let app: DesktopApp;

  beforeAll(async () => {
    app = await desktop().open(tempDir('mus-e2e-box-'));
  }, 120_000);

  it('opens from the chip inside the window, is labelled, says why the port waits or fails, and closes with Escape', async () => {
    const { page } = app;
    const chip = page.getByTestId('box-chip');
    await chip.waitFor();
    expect(await chip.getAttribute('aria-expanded')).toBe('false');
    await chip.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('box-panel');
    await panel.waitFor();
    expect(await chip.getAttribute('aria-expanded')).toBe('true');
    // the focus is on the panel's heading, which names it
    const heading = panel.getByRole('heading', { level: 2 });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await heading.textContent()).toBe('Boîtier de boutons (port série)');
    expect(await panel.getAttribute('aria-labelledby')).toBe(await heading.getAttribute('id'));
    expect(await page.getByRole('group', { name: 'Ports série' }).count()).toBe(1);
    expect(await page.getByLabel('Débit (bauds)').count()).toBe(1);
    expect(await page.getByLabel('Mode').count()).toBe(1);
    // the whole panel is inside the window
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1366 && box.y + box.height <= 768).toBe(true);
    expect(await violations(page)).toEqual([]);

    // a port asked for before any match: the bridge waits for one, and the panel says why in words
    await page.getByTestId('box-path').fill('/dev/mus-no-such-port');
    await page.getByRole('button', { name: 'Connecter', exact: true }).click();
    await expect.poll(() => chip.getAttribute('data-status')).toBe('idle');
    const counts = panel.locator('.box-counts');
    await expect.poll(() => counts.textContent()).toContain('Aucune partie commencée : le boîtier attend une partie pour que ses touches comptent box/no-match');
    expect(await counts.textContent()).toContain('/dev/mus-no-such-port @115200');

    // a match begins: the port that does not exist is tried, and the panel says it cannot be opened
    await app.call(CHANNELS.newMatch, SETUP);
    await expect.poll(() => chip.getAttribute('data-status'), { timeout: 8000 }).toBe('reconnecting');
    await expect.poll(() => counts.textContent()).toContain('Le port ne peut pas être ouvert serial/open-failed');
    await page.screenshot({ path: join(SHOTS, 'control-box-panel-1366x768.png') });
    expect(await violations(page)).toEqual([]);

    // Escape closes it, the focus back on the chip; opened again, it is there at once
    await page.getByTestId('box-path').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => chip.evaluate((c) => c === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(app.errors.filter((e) => !/mus-no-such-port|Failed to load resource/.test(e))).toEqual([]);
  });

  it('opens the share panel inside the window where the bar has wrapped its tool to the left (1024 px, Basque)', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.getByTestId('lang').selectOption('eu');
    // the language goes through the main process and back: the bar wraps once it is in Basque
    await page.waitForFunction(() => document.documentElement.lang === 'eu');
    const open = page.getByTestId('share-open');
    await open.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('share-panel');
    await panel.waitFor();
    const tool = await open.boundingBox();
    const box = await panel.boundingBox();
    // the wrapped bar put the tool near the left: anchored at its right edge, the panel would start off the window
    expect(tool && box && tool.x + tool.width - box.width < 0).toBe(true);
    await expect.poll(async () => {
      const b = await panel.boundingBox();
      return b !== null && b.x >= 0 && b.x + b.width <= 1024;
    }).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'control-share-panel-eu-1024x700.png') });
    expect(await violations(page)).toEqual([]);
    await expect.poll(() => panel.getByRole('heading', { level: 2 }).evaluate((h) => h === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
  });
});
