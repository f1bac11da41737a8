/**
 * "Téléphones aux places" in the desktop app, as a club's scorer meets it (issue 26): the app's main
 * process booted under Node (`bootApp`, Electron mocked: its IPC handlers, its share server, the
 * phones' attachment — all real), its control window's page in Chromium with a stand-in `window.mus`
 * whose share calls go to those handlers as the preload's would, and the players' phones as mobile
 * pages on the seat links the panel shows. By the keyboard only on the control window: the panel
 * opens, the display is shared with the phones, each seat's QR code and link show; a phone scans
 * seat 2 and the panel says so at once (pushed, not polled); « Nouveau lien » for seat 2 asks first
 * (the focus on « Annuler »), then cuts the phone off (it is told), refuses the old link and shows a
 * new one, the focus back on the seat's button; a new phone takes the seat with it; the match
 * closed at the table, the phone is told and the panel empties.
 * Screenshot: `test-artifacts/control-phones-panel-1366x768.png`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('../../src-main/electron/electron-mock.js')).electronMock());
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { ROOT, serveAndLaunch, webBuild, type ServedChromium } from '../harness.js';
import { bootForTest } from '../../src-main/electron/boot-rig.js';
import { standInMus, type ShareCalls } from '../control-stand-in.js';
import { CHANNELS } from '../../../shared/bridge/table/table-contract.js';
import { SHARE_CHANNELS } from '../../../shared/bridge/share/share-contract.js';

const SHOTS = join(ROOT, 'test-artifacts');
const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: ['Ane', 'Peio', 'Maite', 'Xan'], esku: 0 };
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

describe('the desktop app: Téléphones aux places (control window by the keyboard, phones at the seats)', () => {
  let served: ServedChromium;
  let dir = '';
  let rig: ReturnType<typeof bootForTest>;
  const problems: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const web = await webBuild();
    dir = mkdtempSync(join(tmpdir(), 'mus-desktop-phones-'));
    // the app's pages are the built renderer: the share server serves its seat and display pages
    const base = pathToFileURL(`${web}/`).href;
    rig = bootForTest(dir, { paths: { preload: '/app/preload.cjs', appBase: base, controlUrl: `${base}index.html`, displayUrl: `${base}display.html` } });
    await rig.value(CHANNELS.newMatch, SETUP);
    served = await serveAndLaunch();
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await rig?.call(SHARE_CHANNELS.stop);
    rmSync(dir, { recursive: true, force: true });
  });

  /** The control window: the page of the app with the share bridge going to the main process's handlers. */
  async function controlWindow(): Promise<Page> {
    const ctx = await served.browser.newContext({ viewport: { width: 1366, height: 768 } });
    ctx.setDefaultTimeout(8000);
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(`control pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`control console: ${m.text()}`);
    });
    await page.exposeFunction('__call', (channel: string, payload: unknown) => rig.call(channel, payload));
    // what main pushes to the control window (the phones' panel) reaches the page's listeners
    const send = rig.control.webContents.send.bind(rig.control.webContents);
    rig.control.webContents.send = (channel: string, payload: unknown) => {
      send(channel, payload);
      if (channel === SHARE_CHANNELS.phones) void page.evaluate((p) => (window as unknown as { __phones(p: unknown): void }).__phones(p), payload as never).catch(() => {});
    };
    const calls: ShareCalls = { getState: { fn: '__call', channel: SHARE_CHANNELS.state } };
    for (const m of ['start', 'stop', 'startPhones', 'getPhones', 'newLink'] as const) calls[m] = { fn: '__call', channel: SHARE_CHANNELS[m] };
    await page.addInitScript(standInMus, calls);
    await page.goto(`${served.server.url}index.html`);
    return page;
  }

  it('shares with the phones, shows who joined, gives a seat a new link and cuts the old phone off', async () => {
    const control = await controlWindow();
    const seat = (n: number) => control.locator(`[data-testid=share-phones] li[data-seat="${n}"]`);
    // the bar's button opens the panel; « Téléphones aux places » shares with the phones (keyboard)
    await control.locator('[data-testid=share-phones-open]').focus();
    await control.keyboard.press('Enter');
    await control.waitForSelector('[data-testid=share-panel]');
    await control.getByLabel('Port').fill('0');
    await control.locator('[data-testid=share-phones-start]').focus();
    await control.keyboard.press('Enter');
    await control.waitForSelector('[data-testid=share-phones] li[data-seat="3"] img');
    await control.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'share-phones-start'); // the focus stays on the button pressed
    expect(await control.locator('[data-testid=share-phones] li').count()).toBe(4);
    expect(await seat(1).locator('strong').textContent()).toMatch(/Peio/);
    expect(await seat(1).getAttribute('data-joined')).toBe('no');
    for (let n = 0; n < 4; n++) expect(await seat(n).locator('img').getAttribute('alt')).toMatch(/QR/i);

    // Peio's phone opens seat 2's link (as its QR code says): the panel is told at once
    const link = (await seat(1).locator('.share-seat-url').textContent())?.trim() ?? '';
    expect(link).toMatch(/\/seat\.html#t=[A-Za-z0-9_-]{22,}$/);
    const phoneCtx = await served.browser.newContext(PHONE);
    const peio = await phoneCtx.newPage();
    await peio.goto(link);
    await peio.locator('[data-testid=seat-who]').waitFor();
    expect(await peio.locator('[data-testid=seat-who]').textContent()).toMatch(/Peio/);
    await control.waitForSelector('[data-testid=share-phones] li[data-seat="1"][data-joined="yes"]');
    expect(await seat(1).locator('img').count()).toBe(0); // a taken seat shows no QR code
    // the seat is said taken (its phone may be asleep), not « téléphone connecté »
    expect(await seat(1).textContent()).toMatch(/place prise par son téléphone/);
    expect(await control.locator('[data-testid=share-phones-open]').textContent()).toMatch(/1\/4/);
    await control.screenshot({ path: join(SHOTS, 'control-phones-panel-1366x768.png') });

    // « Nouveau lien » for seat 2: asked first, the focus on the safe answer
    await seat(1).locator('[data-testid=share-new-link]').focus();
    await control.keyboard.press('Enter');
    await control.waitForSelector('[data-testid=share-new-link-ask]');
    expect(await seat(1).locator('[data-testid=share-new-link-ask]').textContent()).toMatch(/Peio/);
    expect(await control.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('share-new-link-no');
    await control.screenshot({ path: join(SHOTS, 'control-phones-new-link-ask-1366x768.png') });
    await control.keyboard.press('Shift+Tab'); // « Oui, nouveau lien »
    expect(await control.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('share-new-link-yes');
    await control.keyboard.press('Enter');
    // the phone is told it lost the seat; the seat has a new link and QR code; the focus is back on its button
    await peio.locator('[data-testid=seat-lost]').waitFor();
    await control.waitForSelector('[data-testid=share-phones] li[data-seat="1"][data-joined="no"] img');
    await control.waitForFunction(() => document.activeElement?.closest('li')?.getAttribute('data-seat') === '1' && document.activeElement?.getAttribute('data-testid') === 'share-new-link');
    const fresh = (await seat(1).locator('.share-seat-url').textContent())?.trim() ?? '';
    expect(fresh).not.toBe(link);
    expect(new URL(fresh).origin).toBe(new URL(link).origin);
    expect(await seat(1).getByRole('status').textContent()).toMatch(/Peio/);

    // the old link no longer takes the seat; the new one does, on another phone
    const old = await phoneCtx.newPage();
    await old.goto(link);
    await old.locator('.seat-note[role=alert]').waitFor(); // « … no longer valid …: scan the QR code again » (the phone's language)
    expect(await old.locator('.seat-note[role=alert]').textContent()).toMatch(/QR/);
    expect(await old.locator('[data-testid=seat-who]').count()).toBe(0);
    const other = await (await served.browser.newContext(PHONE)).newPage();
    // the phone shows its seat from its join's answer, before its stream opens: the stream is waited for
    const following = other.waitForResponse((r) => r.url().includes('/api/seat/events') && r.status() === 200);
    await other.goto(fresh);
    await other.locator('[data-testid=seat-who]').waitFor();
    await control.waitForSelector('[data-testid=share-phones] li[data-seat="1"][data-joined="yes"]');
    await following;

    // the match is closed at the table: the phone is told on its stream, the panel empties
    // (a match closed before the stream opened says the same: test/src-main/phones/phone-ended-race.test.ts)
    await rig.value(CHANNELS.closeMatch);
    await other.locator('[data-testid=seat-ended]').waitFor();
    await control.waitForFunction(() => document.querySelectorAll('[data-testid=share-phones] li').length === 0);
    expect(await control.locator('[data-testid=share-phones-notice]').textContent()).toMatch(/Aucune partie en cours/);
    expect(problems).toEqual([]);
  });
});
