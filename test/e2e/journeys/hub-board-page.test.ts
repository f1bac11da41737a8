/**
 * The room's board page served by the hub, end to end in headless Chromium (test/e2e's launcher:
 * MUS_CHROMIUM, a system Chromium, or the @sparticuz package; nothing downloaded), on 127.0.0.1:
 * the page loads under the hub's CSP with no console error, shows every table of the round as
 * waiting, then follows the records the tables ship (scores and manches equal to the hub's board,
 * a finished match marked, the standings), a hostile team name shown as text, no axe violation.
 * Screenshot: test-artifacts/hub-board-1920x1080.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser.js';
import { violations } from '../axe.js';
import { ROOT } from '../harness.js';
import { HubServer, sourceBoardFiles } from '../../../src-main/hub/hub-server.js';
import type { BoardSnapshot } from '../../../shared/hub/board.js';
import { removeTempDirs, tempDir } from '../../src-main/journal/helpers.js';
import { recordsOf, ROTATIONS, setupOf, tournament, variant } from '../../src-main/hub/fixtures.js';
import { http } from '../../src-main/hub/http.js';

const EVIL = '<img src=x onerror="window.__owned=1">';

describe('the hub\'s board page in a browser', () => {
  let browser: Browser;
  let hub: HubServer;
  let port = 0;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await hub?.stop();
    await browser?.close();
    removeTempDirs();
  });

  it('shows the round\'s tables and follows what the tables ship', async () => {
    const tour = tournament(4);
    const p3 = tour.pairings.find((p) => p.round === 1 && p.table === 3)!;
    p3.teams = { ...p3.teams, A: EVIL };
    hub = new HubServer({ dir: tempDir('mus-hub-page-'), tournament: tour, board: sourceBoardFiles() });
    const r = await hub.start({ host: '127.0.0.1', port: 0 });
    if (!r.ok) throw new Error(r.error.message);
    port = r.value.port;
    hub.showRound(1);
    const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'fr-FR' });
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${r.value.url}/`);
    await page.waitForSelector('[data-testid="table-4"]');
    expect(await page.textContent('[data-testid="board-title"]')).toBe('Open de Mus 2026');
    expect(await page.textContent('[data-testid="board-round"]')).toBe('Tour 1');
    expect(await page.$$eval('.board-table', (els) => els.map((e) => (e as HTMLElement).dataset.state))).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
    expect(await page.textContent('[data-testid="table-3"]')).toContain(EVIL);

    // table 1 plays its whole match, table 2 part of one, table 3 a little
    const ship = async (table: number, upTo: number) => {
      const p = tour.pairings.find((x) => x.round === 1 && x.table === table)!;
      const v = variant(ROTATIONS[table - 1]!, { rules: 'ffmus', teams: p.teams, players: p.players });
      const recs = recordsOf(setupOf(p), v.log, `m${table}`, 11).slice(0, upTo);
      const token = hub.credentials().find((c) => c.round === 1 && c.table === table)!.token;
      for (let i = 0; i < recs.length; i += 64) {
        const a = await http(port, '/api/records', { body: { round: 1, table, token, seq: i, records: recs.slice(i, i + 64) } });
        expect(a.status).toBe(200);
      }
    };
    await ship(1, 10_000);
    await ship(2, 150);
    await ship(3, 40);
    const board = (await http(port, '/api/board')).json as BoardSnapshot;
    await page.waitForFunction(() => document.querySelector('[data-testid="table-1"]')?.getAttribute('data-state') === 'finished');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="board-standings"] tbody tr').length === n, board.standings.length);
    for (const t of board.tables) {
      for (const side of ['A', 'B'] as const) {
        await page.waitForFunction(
          ([sel, want]) => document.querySelector(sel as string)?.textContent === want,
          [`[data-testid="score-${t.table}-${side}"]`, `${t.manchesWon[side]} · ${t.score[side]}`],
          { timeout: 5000 },
        );
      }
    }
    expect(await page.$$eval('.board-table', (els) => els.map((e) => (e as HTMLElement).dataset.state))).toEqual(['finished', 'playing', 'playing', 'waiting']);
    const rows = await page.$$eval('[data-testid="board-standings"] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual(board.standings.map((s) => [String(s.rank), s.name, String(s.victories), String(s.manchesWon), String(s.pointsInLostManches)]));
    expect(await page.textContent('[data-testid="board-status"]')).toBe('en direct');
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    expect(await page.$('.board img')).toBeNull();
    expect(await violations(page)).toEqual([]);
    mkdirSync(join(ROOT, 'test-artifacts'), { recursive: true });
    await page.screenshot({ path: join(ROOT, 'test-artifacts/hub-board-1920x1080.png') });
    expect(problems).toEqual([]);
    // the board in the room's language, asked in its address
    const eu = await ctx.newPage();
    await eu.goto(`${r.value.url}/?lang=eu`);
    await eu.waitForSelector('[data-testid="table-1"][data-state=finished]');
    expect(await eu.textContent('[data-testid="board-round"]')).toBe('1. itzulia');
    expect(await eu.textContent('#standings-title')).toBe('Sailkapena');
    expect(await eu.textContent('[data-testid="table-1"] .t-state')).toBe('bukatua');
    expect(await eu.getAttribute('html', 'lang')).toBe('eu');
    await eu.close();
    // only the listed files are served
    expect((await http(port, '/styles/app.css')).status).toBe(404);
    expect((await http(port, '/board.js')).headers['content-type']).toContain('javascript');
    await ctx.close();
  });

  it('the join page a table\'s QR code opens: the hub\'s address and the code, in the reader\'s language, no console error, no axe violation', async () => {
    const code = hub.credentials().find((c) => c.round === 1 && c.table === 2)!.code;
    const url = `http://127.0.0.1:${port}`;
    for (const [locale, title] of [['fr-FR', 'Rejoindre le tournoi'], ['eu-ES', 'Txapelketara sartu'], ['es-ES', 'Unirse al torneo'], ['en-GB', 'Join the tournament']] as const) {
      const ctx = await browser.newContext({ viewport: { width: 412, height: 915 }, locale });
      const page = await ctx.newPage();
      const problems: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${url}/join#${code}`);
      await page.waitForFunction((t) => document.querySelector('[data-testid="join-title"]')?.textContent === t, title);
      expect(await page.textContent('[data-testid="join-code"]')).toBe(`${code.slice(0, 3)}-${code.slice(3)}`);
      expect(await page.textContent('[data-testid="join-url"]')).toBe(url);
      expect(await page.getAttribute('html', 'lang')).toBe(locale.slice(0, 2));
      if (locale === 'fr-FR') {
        expect(await violations(page)).toEqual([]);
        await page.screenshot({ path: join(ROOT, 'test-artifacts/hub-join-412x915.png') });
      }
      expect(problems).toEqual([]);
      await ctx.close();
    }
    // the code never reaches the server (it is after #): the page is the same file for every table
    expect((await http(port, '/join')).headers['content-type']).toContain('text/html');
    expect((await http(port, '/join.js')).headers['content-type']).toContain('javascript');
  });
});
