/**
 * A table scored from the players' phones, end to end (issue 26): `mus serve` in process (a real
 * journal in a temporary data folder, the built web pages), four phones in headless Chromium
 * (mobile emulation 360×640, touch only) and the room display — no scorer. The room display shows
 * the seats' QR codes until every seat has joined; one whole deal is played from the phones: the
 * mus rounds with discards, a mintza, an imido taken back by agreement (asked by Ane, accepted by
 * Peio), the imido said again and seen (iduki), pasos, ba/ez at pares and juego, and every hand
 * entered on its own phone's card pad — Maite's phone reloads mid-showdown and keeps its cards.
 * The deal is counted when the fourth hand is in, and the room display shows the score.
 * Then Xan's seat is taken by another phone: the old one is told. Screenshots: `test-artifacts/phones-*.png` (looked at; copied into `docs/phones/`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, ROOT, webBuild } from '../harness.js';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';

const SHOTS = join(ROOT, 'test-artifacts');
const PLAYERS = ['Ane', 'Peio', 'Maite', 'Xan'];
/** Ane holds a pair of reyes (pares); nobody has juego: the punto is played. */
const HANDS = [[12, 12, 4, 5], [1, 4, 5, 6], [1, 4, 6, 7], [1, 5, 6, 7]];

describe('a table scored from four phones (mus serve → seat pages and the room display)', () => {
  let browser: Browser;
  let table: ServedTable;
  let data = '';
  const contexts: BrowserContext[] = [];
  const phones: Page[] = [];
  let display: Page;
  const problems: string[] = [];

  const watch = (p: Page, who: string) => {
    p.on('console', (m) => { if (m.type() === 'error' && !/status of 409|status of 401/.test(m.text())) problems.push(`${who}: ${m.text()}`); });
    p.on('pageerror', (e) => problems.push(`${who}: ${e.message}`));
  };
  const phone = (seat: number) => phones[seat]!;
  const log = () => table.host.current!.match.log.length;
  /**
   * Taps an act button on a seat's phone, waiting for it to be offered, then for the table to take
   * the act (its log grows; the button's leaving was waited for 5 s, and a late one let the test go
   * on before the table had it).
   */
  const say = async (seat: number, act: string) => {
    const b = phone(seat).locator(`[data-act="${act}"]`);
    await b.waitFor({ timeout: 5000 });
    const before = log();
    await b.tap();
    await expect.poll(log, { timeout: 5000 }).toBeGreaterThan(before);
  };
  const pickCards = async (seat: number, cards: number[]) => {
    for (const n of cards) await phone(seat).locator(`[data-card="${n}"]`).tap();
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    data = mkdtempSync(join(tmpdir(), 'mus-phones-e2e-'));
    const pages = await webBuild();
    table = await startServe({ setup: { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 }, host: '127.0.0.1', port: 0, dataDir: data, pages, sync: 'none', print: () => {}, maxConnectionsPerAddress: 128 });
    browser = await launchChromium();
    const dctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(dctx);
    display = await dctx.newPage();
    watch(display, 'display');
    await display.goto(table.displayUrl);
  }, 120_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await table?.stop();
    rmSync(data, { recursive: true, force: true });
  });

  it('the room display shows a QR code per seat until the seats are taken', async () => {
    await display.locator('[data-testid="phone-lobby"] img').first().waitFor({ timeout: 10_000 });
    expect(await display.locator('[data-testid="phone-lobby"] img').count()).toBe(4);
    await display.screenshot({ path: join(SHOTS, 'phones-display-qr-1280x800.png') });
  });

  it('four phones join their seats from their links and see who they are', async () => {
    for (let seat = 0; seat < 4; seat++) {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'fr-FR' });
      contexts.push(ctx);
      const p = await ctx.newPage();
      watch(p, PLAYERS[seat]!);
      await p.goto(table.seatUrl(seat));
      await p.locator('[data-testid="seat-who"]').waitFor({ timeout: 10_000 });
      phones.push(p);
    }
    expect(await phone(2).locator('[data-testid="seat-who"]').innerText()).toMatch(/Maite, équipe Gorriak[\s\S]*Partenaire : Ane/);
    // every seat taken: the QR codes leave the room display
    await display.locator('[data-testid="phone-lobby"]').waitFor({ state: 'detached', timeout: 5000 });
    // the page's source holds no token
    const html = await phone(0).content();
    for (let s = 0; s < 4; s++) expect(html).not.toContain(new URL(table.seatUrl(s)).hash.slice(3));
  });

  it('the mus rounds and the dialogue from the phones, only the legal acts on the seat to speak', async () => {
    expect(await phone(1).locator('[data-act]').count()).toBe(0);
    await phone(0).screenshot({ path: join(SHOTS, 'phones-seat-dialogue-360x640.png') });
    for (let s = 0; s < 4; s++) await say(s, 'mus');
    // the discards: each seat chooses how many, then Écarte
    for (let s = 0; s < 4; s++) {
      await phone(s).locator('[role="group"] button', { hasText: String(s % 4 + 1) }).first().tap();
      await say(s, 'discard');
    }
    await say(0, 'cut'); // mintza: grande opens
    await say(0, 'bet'); // imido 2
    await phone(1).locator('[data-act="see"]').waitFor();
    expect(log()).toBe(10);
    // undo by agreement: Ane asks, her partner cannot accept, Peio (the other team) does
    await phone(0).locator('[data-testid="seat-undo-ask"]').tap();
    await phone(2).locator('[data-testid="seat-undo"]').waitFor();
    expect(await phone(2).locator('[data-testid="seat-undo-accept"]').count()).toBe(0);
    await phone(1).locator('[data-testid="seat-undo-accept"]').tap();
    await phone(0).locator('[data-act="bet"]').waitFor();
    expect(log()).toBe(9);
    const undone = readFileSync(join(table.matchesDir, `${table.host.current!.id}.musj`), 'utf8').trim().split('\n').map((l) => JSON.parse(l.slice(9))).filter((r) => r.t === 'undo').at(-1);
    expect(undone).toMatchObject({ source: 'phone:1', agreed: { asked: 0, accepted: 1 } });
    await say(0, 'bet'); // imido 2 again
    await phone(1).locator('[data-act="see"]').waitFor();
    await phone(3).locator('[data-act="see"]').waitFor();
    await say(1, 'see'); // iduki
    // Xan's phone, a moment late: told who answered
    const late = await phone(3).evaluate(async (token) => {
      const r = await fetch('/api/seat/act', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ act: 'fold', tap: 'late-tap-1', join: 1, seen: 10 }) });
      return (await r.json()) as { error?: { code: string } };
    }, new URL(table.seatUrl(3)).hash.slice(3));
    expect(late.error?.code).toBe('phones/already-said');
    for (const s of [0, 1, 2, 3]) await say(s, 'pass'); // chica
    await say(0, 'ba');
    for (const s of [1, 2, 3]) await say(s, 'ez'); // pares: Ane only
    for (const s of [0, 1, 2, 3]) await say(s, 'ez'); // juego: nobody
    for (const s of [0, 1, 2, 3]) await say(s, 'pass'); // punto
    expect(table.host.current!.match.view.current!.state.stage).toBe('showdown');
  });

  it('every hand from its own phone, with a confirm step; a phone reloaded mid-showdown keeps its cards', async () => {
    await phone(0).locator('[data-testid="seat-pad"]').waitFor();
    await pickCards(0, HANDS[0]!);
    await phone(0).screenshot({ path: join(SHOTS, 'phones-seat-showdown-360x640.png') });
    await phone(0).locator('[data-testid="seat-confirm"]').tap();
    await phone(0).locator('[data-testid="seat-confirm-yes"]').tap();
    await phone(0).locator('[data-testid="seat-shown"]').waitFor();
    for (const s of [1, 3]) {
      await phone(s).locator('[data-testid="seat-pad"]').waitFor();
      await pickCards(s, HANDS[s]!);
      await phone(s).locator('[data-testid="seat-confirm"]').tap();
      await phone(s).locator('[data-testid="seat-confirm-yes"]').tap();
      await phone(s).locator('[data-testid="seat-shown"]').waitFor();
    }
    // the room display says which hands are in
    await display.locator('[data-seat="0"]', { hasText: 'Ane ☎ · 🂠 main montrée' }).waitFor({ timeout: 5000 });
    await display.locator('[data-seat="3"]', { hasText: 'Xan ☎ · 🂠 main montrée' }).waitFor({ timeout: 5000 });
    expect(await display.locator('[data-seat="2"]').innerText()).toBe('Maite ☎ · main attendue');
    await display.screenshot({ path: join(SHOTS, 'phones-display-showdown-1280x800.png') });
    await pickCards(2, HANDS[2]!.slice(0, 2));
    await phone(2).reload();
    await phone(2).locator('[data-testid="seat-picked"]').waitFor();
    expect(await phone(2).locator('[data-testid="seat-picked"]').innerText()).toBe('as, quatre');
    expect(table.host.current!.match.view.deals.length).toBe(0);
    await pickCards(2, HANDS[2]!.slice(2));
    await phone(2).locator('[data-testid="seat-confirm"]').tap();
    await phone(2).locator('[data-testid="seat-confirm-yes"]').tap();
    await phone(2).locator('[data-testid="seat-turn"]', { hasText: 'Donne 2' }).waitFor();
    const view = table.host.current!.match.view;
    expect(view.deals.length).toBe(1);
    await phone(2).locator('[data-testid="seat-turn"]', { hasText: 'Donne 2' }).waitFor();
    expect(await phone(2).locator('[data-testid="seat-score-A"]').innerText()).toContain(String(view.score.A));
    await display.waitForFunction((w) => Number(document.querySelector('[data-testid="score-A"]')?.textContent) === w, view.score.A, { timeout: 5000 });
    await display.locator('[data-testid="phone-lobby"]').waitFor({ state: 'detached', timeout: 5000 });
    await display.screenshot({ path: join(SHOTS, 'phones-display-after-deal-1280x800.png') });
    const journal = readFileSync(join(table.matchesDir, `${table.host.current!.id}.musj`), 'utf8');
    expect(journal.match(/"source":"phone:[0-3]"/g)?.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('a seat moved to another phone by rescanning its QR: the old phone is told it lost the seat', async () => {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    contexts.push(ctx);
    const p = await ctx.newPage();
    watch(p, 'Xan (new phone)');
    await p.goto(table.seatUrl(3));
    await p.locator('[data-testid="seat-who"]').waitFor();
    await phone(3).locator('[data-testid="seat-lost"]').waitFor({ timeout: 5000 });
    expect(await phone(3).locator('[data-testid="seat-lost"]').innerText()).toMatch(/prise par un autre téléphone/);
    expect(problems).toEqual([]);
  });
});
