/**
 * A table served to phones as the room and the bar's owner see it (`mus serve` in process, six
 * seats with the longest names the setup accepts, the room display in headless Chromium): the
 * seats' QR codes sized for a TV across the room (1920×1080, 1280×720, a 1366×768 laptop), the
 * showdown's six lines under the phase's title, and the connection lost and back — the table
 * stopped, the display and a phone say so, the table started again, both come back to the match
 * where it stood without a word from anyone (they keep their address: a port the test holds, relayed
 * to the table's, test/helpers/ports.ts). The acts go by HTTP as the phones'
 * page sends them (the phones' own journeys tap them). Screenshots: `test-artifacts/phones-room-*.png`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { launchChromium, twoFrames, webBuild } from '../harness.js';
import { SHOTS } from '../phones-driver.js';
import { portFront, type PortFront } from '../../helpers/ports.js';
import { DISPLAY_REGIONS, layoutProblems } from '../layout-check.js';
import { LONG_NAMES, longest } from '../../helpers/display-match.js';

const PLAYERS = [...LONG_NAMES.players.slice(0, 4), longest('Itziar Olaizola-Urrutia Harispe-Etcheverry '), longest('Beñat Iturriaga-Ospital Çabalette ')];
const SIZES = [[1920, 1080], [1280, 720], [1366, 768], [1024, 768], [1280, 1024]] as const;
const WAIT = 15_000;

describe('a served table on the room display: QR codes, six long names at the showdown, the connection lost and back', () => {
  let pages = '';
  let data = '';
  let table: ServedTable;
  /** What the display and the phones open: a port held for the whole file, relayed to the table's port of the moment (it starts on port 0 each time, so no port is let go and bound again). */
  let front: PortFront;
  let browser: Browser;
  let display: Page;
  let phone: Page;
  const joins: number[] = [];
  let tapN = 0;
  const start = (port: number) => startServe({
    setup: { rules: { preset: 'ffmus', players: 6 }, teams: { ...LONG_NAMES.teams }, players: PLAYERS, esku: 0 },
    host: '127.0.0.1', port, dataDir: data, pages, sync: 'none', print: () => {}, maxConnectionsPerAddress: 128, joinsPerMinute: 1000, tapsPerMinute: 10_000,
  });
  const post = async (seat: number, path: string, body: Record<string, unknown>) => {
    const token = new URL(table.seatUrl(seat)).hash.slice(3);
    const res = await fetch(`${table.base}/api/seat/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const json = await res.json() as Record<string, unknown>;
    expect(res.status, JSON.stringify(json)).toBe(200);
    return json;
  };
  const join_ = async (seat: number) => { joins[seat] = (await post(seat, 'join', {})).join as number; };
  const act = (seat: number, body: Record<string, unknown>) => post(seat, 'act', { ...body, tap: `room-${++tapN}`, join: joins[seat] });
  const hand = (seat: number, cards: number[]) => post(seat, 'hand', { cards: cards.map((n) => ({ n })), tap: `room-${++tapN}`, join: joins[seat] });

  beforeAll(async () => {
    pages = await webBuild();
    data = mkdtempSync(join(tmpdir(), 'mus-phones-room-'));
    table = await start(0);
    front = await portFront();
    front.to(Number(new URL(table.base).port));
    browser = await launchChromium();
    display = await (await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'fr-FR' })).newPage();
    await display.goto(front.via(table.displayUrl));
  }, 120_000);

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail') {
      await display?.screenshot({ path: join(SHOTS, 'failure-phones-room-display.png') }).catch(() => {});
      await phone?.screenshot({ path: join(SHOTS, 'failure-phones-room-phone.png') }).catch(() => {});
    }
  });

  afterAll(async () => {
    await browser?.close();
    await table?.stop();
    await front?.close();
    if (data) rmSync(data, { recursive: true, force: true });
  });

  it('the free seats\' QR codes fill the screen\'s height at every size; a taken seat says « ☎ connecté » where its code was', async () => {
    await join_(0);
    await join_(3);
    await display.locator('.phone-seat[data-joined="yes"]').nth(1).waitFor({ timeout: WAIT });
    expect(await display.locator('[data-testid="phone-lobby"] img').count()).toBe(4);
    // what to do with them, said to the room
    expect(await display.locator('[data-testid="phone-lobby-title"]').innerText()).toBe('Scannez le QR code de votre place');
    for (const [w, h] of SIZES) {
      await display.setViewportSize({ width: w, height: h });
      await twoFrames(display);
      await display.screenshot({ path: join(SHOTS, `phones-room-qr-${w}x${h}.png`) });
      const sides = await display.locator('[data-testid="phone-lobby"] img').evaluateAll((imgs) => imgs.map((i) => Math.min(i.getBoundingClientRect().width, i.getBoundingClientRect().height)));
      // a QR code a quarter of the screen's height at least (160 px before: 15 % of a 1080p TV)
      for (const side of sides) expect(side, `${w}×${h}`).toBeGreaterThanOrEqual(0.25 * h);
      expect(await layoutProblems(display, [{ sel: '[data-testid="phone-lobby"]' }]), `${w}×${h}`).toEqual([]);
    }
  });

  it('at the showdown, six long names on one line each, under the phase\'s title, « ☎ · main attendue » whole (no tick beside a hand awaited)', async () => {
    for (const seat of [1, 2, 4, 5]) await join_(seat);
    await act(0, { act: 'cut' });
    await act(0, { act: 'ordago' });
    await act(1, { act: 'see' });
    await hand(0, [12, 12, 1, 1]);
    await hand(1, [12, 11, 7, 1]);
    await display.locator('[data-seat="1"]', { hasText: 'main montrée' }).waitFor({ timeout: WAIT });
    for (const [w, h] of SIZES) {
      await display.setViewportSize({ width: w, height: h });
      await twoFrames(display);
      await display.screenshot({ path: join(SHOTS, `phones-room-showdown-${w}x${h}.png`) });
      expect(await layoutProblems(display, [...DISPLAY_REGIONS, { sel: '[data-testid="phone-lobby"]', onTop: true }]), `${w}×${h}`).toEqual([]);
      const geo = await display.evaluate(() => {
        const lobby = document.querySelector('[data-testid="phone-lobby"]')!.getBoundingClientRect();
        const title = document.querySelector('[data-testid="display-phase"]')!.getBoundingClientRect();
        const lines = [...document.querySelectorAll('.phone-lobby .phone-state')].map((s) => ({ rects: s.getClientRects().length, right: s.getBoundingClientRect().right }));
        return { covers: lobby.top < title.bottom, lobbyRight: lobby.right, lines };
      });
      expect(geo.covers, `${w}×${h}: the hands awaited cover the phase's title`).toBe(false);
      for (const l of geo.lines) {
        expect(l.rects, `${w}×${h}: a seat's line wraps`).toBe(1);
        expect(l.right).toBeLessThanOrEqual(geo.lobbyRight);
      }
    }
    for (const [seat, text] of [[0, '☎ · 🂠 main montrée'], [2, '☎ · main attendue']] as const) {
      expect(await display.locator(`[data-seat="${seat}"] .phone-name`).getAttribute('title')).toBe(PLAYERS[seat]);
      expect(await display.locator(`[data-seat="${seat}"] .phone-state`).innerText()).toBe(text);
    }
    // each sign named for a screen reader
    expect(await display.locator('[data-seat="2"] [data-mark]').evaluateAll((ms) => ms.map((m) => m.getAttribute('aria-label')))).toEqual(['téléphone connecté', 'main attendue']);
  });

  it('the table stopped: the display and a phone say the connection is lost; started again, both are back where the match stood', async () => {
    await display.setViewportSize({ width: 1280, height: 720 });
    const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    phone = await ctx.newPage();
    await phone.goto(front.via(table.seatUrl(2)));
    await phone.locator('[data-testid="seat-pad"]').waitFor({ timeout: WAIT });
    expect(await display.locator('[data-testid="display-offline"]').count()).toBe(0);
    expect(await phone.locator('[data-testid="seat-offline"]').count()).toBe(0);
    await table.stop();
    front.to(null);
    await display.locator('[data-testid="display-offline"]').waitFor({ timeout: WAIT });
    await phone.locator('[data-testid="seat-offline"]').waitFor({ timeout: WAIT });
    expect(await display.locator('[data-testid="display-offline"]').innerText()).toMatch(/Connexion à la table perdue/);
    expect(await phone.locator('[data-testid="seat-offline"]').innerText()).toMatch(/Connexion à la table perdue/);
    await display.screenshot({ path: join(SHOTS, 'phones-room-offline-1280x720.png') });
    await phone.screenshot({ path: join(SHOTS, 'phones-room-offline-phone-360x640.png') });
    expect(await layoutProblems(display, [...DISPLAY_REGIONS, { sel: '[data-testid="phone-lobby"]', onTop: true }, { sel: '[data-testid="display-offline"]', onTop: true }])).toEqual([]);
    table = await start(0);
    front.to(Number(new URL(table.base).port));
    await display.locator('[data-testid="display-offline"]').waitFor({ state: 'detached', timeout: WAIT });
    await phone.locator('[data-testid="seat-offline"]').waitFor({ state: 'detached', timeout: WAIT });
    // where the match stood: the showdown, the phone's pad open; the seats taken before stay taken
    // (no QR codes over the game while the phones come back), the hands shown still shown
    expect(await display.locator('[data-testid="display-phase"]').getAttribute('data-phase')).toBe('showdown');
    await phone.locator('[data-testid="seat-pad"]').waitFor({ timeout: WAIT });
    expect(await display.locator('[data-testid="phone-lobby"] img').count()).toBe(0);
    expect(await display.locator('[data-seat="1"] .phone-state').innerText()).toBe('☎ · 🂠 main montrée');
    await display.screenshot({ path: join(SHOTS, 'phones-room-back-1280x720.png') });
    // a seat given a new link (its phone lost) shows its code again, with whose hand is in, in its card
    expect(table.phones.newLink(4).ok).toBe(true);
    await display.locator('[data-testid="phone-lobby"] img').first().waitFor({ timeout: WAIT });
    expect(await display.locator('[data-seat="4"] .phone-state').innerText()).toBe('main attendue');
    await display.screenshot({ path: join(SHOTS, 'phones-room-new-link-1280x720.png') });
    expect(await layoutProblems(display, [{ sel: '[data-testid="phone-lobby"]' }])).toEqual([]);
    expect(await display.locator('.phone-seat').evaluateAll((cards) => cards.flatMap((c) => {
      const box = c.getBoundingClientRect();
      return [...c.querySelectorAll('.phone-name, .phone-state')].filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1);
      }).map((e) => e.textContent ?? '');
    }))).toEqual([]);
    await ctx.close();
  });

  it('hands the count refuses (five kings): the room display and every phone say so; the phone at fault corrects its hand and the deal is counted', async () => {
    for (const seat of [0, 1, 2, 3, 4, 5]) await join_(seat);
    // hands 0 and 1 are in (two kings, one king); Maite's phone enters two kings more: five
    await hand(3, [4, 5, 6, 7]);
    await hand(4, [4, 5, 6, 7]);
    await hand(5, [4, 5, 6, 3]);
    const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    phone = await ctx.newPage();
    await phone.goto(front.via(table.seatUrl(2)));
    await phone.locator('[data-testid="seat-pad"]').waitFor({ timeout: WAIT });
    for (const n of [12, 12, 1, 2]) await phone.locator(`[data-card="${n}"]`).tap();
    await phone.locator('[data-testid="seat-confirm"]').tap();
    await phone.locator('[data-testid="seat-confirm-yes"]').tap();
    await phone.locator('[data-testid="seat-hands-refused"]').waitFor({ timeout: WAIT });
    expect(await phone.locator('[data-testid="seat-hands-refused"]').innerText()).toBe('Les mains ont été refusées. Le jeu n’a que quatre cartes de ce chiffre. Vérifiez la vôtre et corrigez-la si besoin.');
    await display.locator('[data-testid="phone-lobby-refused"]').waitFor({ timeout: WAIT });
    await display.screenshot({ path: join(SHOTS, 'phones-room-refused-1280x720.png') });
    await phone.screenshot({ path: join(SHOTS, 'phones-room-refused-phone-360x640.png') });
    expect(await layoutProblems(display, [...DISPLAY_REGIONS, { sel: '[data-testid="phone-lobby"]', onTop: true }])).toEqual([]);
    expect(table.host.current!.match.view.deals).toHaveLength(0);
    // « Corriger ma main »: the pad again with the hand confirmed; cleared, the right cards, confirmed
    await phone.locator('[data-testid="seat-correct"]').tap();
    expect(await phone.locator('[data-testid="seat-picked"]').innerText()).toBe('rey (roi), rey (roi), as, deux');
    await phone.locator('.seat-suits button', { hasText: 'Effacer' }).tap();
    for (const n of [10, 10, 1, 2]) await phone.locator(`[data-card="${n}"]`).tap();
    await phone.locator('[data-testid="seat-confirm"]').tap();
    await phone.locator('[data-testid="seat-confirm-yes"]').tap();
    await expect.poll(() => table.host.current!.match.view.deals.length, { timeout: WAIT }).toBe(1);
    await display.locator('[data-testid="phone-lobby-refused"]').waitFor({ state: 'detached', timeout: WAIT });
    await ctx.close();
  });
});

