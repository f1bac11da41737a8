/**
 * Championship night end to end, as the desktop app shows it (test/e2e/desktop-rig.ts: the main
 * process under Node, the control windows in headless Chromium through the app's own preload):
 * the organizer creates the night, registers four pairs, pairs round 1 and starts the hub, and
 * sees a card per table with its code and QR code; a table's app joins with the code typed in the
 * join form, its match starts with the pairing's teams and the bar says the hub holds every
 * record; the hub goes away and comes back (the chip says so, then catches up); the match is won
 * at the table and the organizer's standings get the result by themselves; the room's board page
 * shows the finished table; the table's folder copied to another computer, its journal 3 records
 * short, is refused by the hub, and that computer's bar says why on a line under its chip. No console
 * error, no axe violation. Screenshots in test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('../../src-main/electron/electron-mock.js')).electronMock());
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../harness.js';
import { violations } from '../axe.js';
import type { DesktopApp } from '../desktop-rig.js';
import { useDesktopSession } from '../desktop-session.js';
import { createNight } from '../tournament-night.js';
import { TOURNAMENT_CHANNELS as T } from '../../../shared/bridge/tournament/tournament-contract.js';
import { onFreshPort, portFront, type PortFront } from '../../helpers/ports.js';
import { FULL, ROTATIONS, variant } from '../../src-main/hub/fixtures.js';
import { tempDir } from '../../src-main/journal/helpers.js';

const SHOTS = join(ROOT, 'test-artifacts');
const PAIRS = [
  { team: 'Etxeberri / Dufau', players: ['Peio', 'Battitt'] },
  { team: 'Lasa / Irigoien', players: ['Maite', 'Xan'] },
  { team: 'Arrieta / Bidart', players: ['Ane', 'Jon'] },
  { team: 'Garat / Oçafrain', players: ['Miren', 'Unai'] },
];


describe('championship night in the desktop app (two apps, one hub)', () => {
  const desktop = useDesktopSession('desktop');
  let org: DesktopApp;
  let table: DesktopApp;
  /** The hub's port (the organizer types it; 1024-65535, so not 0: {@link startHub}). */
  let port = 0;
  /** The address the table joins: a port held for the whole file, relayed to the hub's port of the moment. */
  let front: PortFront;
  /** The table's data folder (its journal and the journal's hub link). */
  let tableDir = '';

  /**
   * Types `at` in the hub's port field and starts the hub from the organizer's screen: the hub's
   * answer (its view, or `hub/port-in-use` when another process took the port since it was found free).
   */
  const startHub = async (at: number) => {
    const page = org.page;
    const reply = org.nextReply(T.hubStart);
    await page.fill('input[name=tn-hub-port]', String(at));
    await page.click('[data-testid=tournament-hub-start]');
    const r = await reply;
    if (r.ok) await page.waitForSelector('[data-testid=tournament-hub-url]');
    return r;
  };

  beforeAll(async () => {
    front = await portFront();
    org = await desktop().open(tempDir('mus-e2e-org-'), { label: 'org' });
    tableDir = tempDir('mus-e2e-table-');
    table = await desktop().open(tableDir, { label: 'table', hubShipper: { retryMs: 50, maxRetryMs: 300, timeoutMs: 2_000 } });
  });
  afterAll(() => front?.close());


  it('the organizer creates the night, pairs round 1 and starts the hub: a card with a code and a QR code per table', async () => {
    const page = org.page;
    // the join form is offered to a table's app too (this one is the organizer's)
    await createNight(page, 1, PAIRS, () => page.waitForSelector('[data-testid=tournament-join]'));
    await page.click('[data-testid=tournament-pair-round]');
    await page.waitForSelector('[data-testid=tournament-round][data-round="1"]');
    ({ port } = await onFreshPort(startHub, { host: '0.0.0.0' }));
    front.to(port);
    await page.waitForSelector('[data-testid=tournament-hub-card][data-table="2"]');
    expect(await page.textContent('[data-testid=tournament-hub-url]')).toContain(`:${port}`);
    const cards = await page.locator('[data-testid=tournament-hub-card]').evaluateAll((lis) => lis.map((li) => ({
      table: li.getAttribute('data-table'),
      code: li.querySelector('code')?.textContent ?? '',
      qr: !!li.querySelector('svg[role=img] path'),
      join: li.querySelector('.tn-join')?.textContent ?? '',
    })));
    expect(cards.map((c) => c.table)).toEqual(['1', '2']);
    for (const c of cards) {
      expect(c.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{3}-[2-9A-HJKMNP-TV-Z]{3}$/);
      expect(c.qr).toBe(true);
      expect(c.join).toMatch(new RegExp(`:${port}/join#${c.code.replace('-', '')}$`));
    }
    await page.locator('[data-testid=tournament-hub]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'desktop-tournament-hub-1366x768.png') });
    expect(await violations(page), 'axe: the hub panel').toEqual([]);
  });

  it('a table joins with its code: the pairing\'s match starts and the bar says the hub holds it; a hub outage shows, then catches up; the won match is entered at the organizer\'s by itself', async () => {
    const code = await org.page.locator('[data-testid=tournament-hub-card][data-table="1"] code').textContent();
    const page = table.page;
    await page.waitForSelector('[data-testid=setup-form]');
    await page.click('[data-testid=open-tournament]');
    const form = page.locator('[data-testid=tournament-join]');
    await form.waitFor();
    // a wrong code is refused in the table's language, and nothing starts
    await form.locator('input[name=tn-join-url]').fill(`127.0.0.1:${front.port}`);
    await form.locator('input[name=tn-join-code]').fill(code === 'ZZZ-ZZZ' ? 'YYY-YYY' : 'ZZZ-ZZZ');
    await form.locator('button[type=submit]').click();
    await page.waitForSelector('[data-testid=tournament-status].tn-error');
    expect(await page.textContent('[data-testid=tournament-status]')).toContain('Aucune table du tournoi n’a ce code : vérifiez-le sur la carte de la table');
    expect(table.app.host.current).toBeNull();
    expect(await violations(page), 'axe: the join form').toEqual([]);
    await form.locator('input[name=tn-join-code]').fill(code!.toLowerCase());
    await form.locator('button[type=submit]').click();
    // the table screen, with the pairing's teams and the tournament's chip
    const chip = page.locator('[data-testid=hub-link]');
    await page.waitForSelector('[data-testid=hub-link][data-state=synced]');
    expect(await chip.textContent()).toContain('Gau handia · tour 1 · table 1');
    expect(await chip.textContent()).toContain('au hub');
    const session = table.app.host.current!;
    expect(Object.values(session.match.setup.teams).sort()).toEqual([PAIRS[0]!.team, PAIRS[1]!.team].sort());
    await page.screenshot({ path: join(SHOTS, 'desktop-tournament-table-1366x768.png') });
    expect(await violations(page), 'axe: the table with its hub chip').toEqual([]);

    // the match of the pairing, built from the example's deals
    const setup = session.match.setup;
    const k = ROTATIONS.find((r) => ((FULL.esku ?? 0) + r) % 4 === setup.esku)!;
    const plan = variant(k, { rules: setup.rules, teams: setup.teams, players: setup.players });
    const half = Math.floor(plan.log.length / 2);
    // entries applied in a batch (TableSession.entries): each checked and journaled, then one change
    // event for the windows (a command at the table sends one per key; the rig's windows get each
    // snapshot through the browser, too slow for one per entry of half a match)
    const play = (from: number, to: number) => {
      expect(session.entries(plan.log.slice(from, to), 'test')).toMatchObject({ ok: true });
    };
    play(0, half);
    await page.waitForSelector('[data-testid=hub-link][data-state=synced]');
    await page.waitForFunction((n) => (document.querySelector('main')?.textContent ?? '').includes(`Donnes jouées (${n})`), session.match.view.deals.length);

    // the organizer stops the hub: the table plays on, the chip says the records wait
    await org.page.click('[data-testid=tournament-hub-stop]');
    await org.page.waitForSelector('[data-testid=tournament-hub-start]');
    front.to(null);
    play(half, half + 4);
    await page.waitForSelector('[data-testid=hub-link][data-state=offline]');
    expect(await chip.textContent()).toMatch(/hub injoignable : \d+ en attente$/);
    await page.screenshot({ path: join(SHOTS, 'desktop-tournament-offline-1366x768.png') });
    // started again on the port it had (or, were that port taken since, on another: the table's
    // address is the front, which follows the hub)
    expect(await org.page.inputValue('input[name=tn-hub-port]')).toBe(String(port));
    ({ port } = await onFreshPort(startHub, { first: port, host: '0.0.0.0' }));
    front.to(port);
    await page.waitForSelector('[data-testid=hub-link][data-state=synced]', { timeout: 15_000 });

    // the rest of the match: won at the table
    play(half + 4, plan.log.length);
    expect(session.match.view.current).toBeNull();
    const winner = session.match.view.winner === 'A' ? setup.teams.A : setup.teams.B;
    await page.waitForFunction(() => {
      const c = document.querySelector('[data-testid=hub-link]');
      return c?.getAttribute('data-state') === 'synced' && !/attente/.test(c.textContent ?? '');
    });
    await page.screenshot({ path: join(SHOTS, 'desktop-tournament-won-1366x768.png') });

    // the organizer's screen: the table's result arrives by itself, the standings follow
    const op = org.page;
    await op.waitForSelector('[data-testid=tournament-table][data-table="1"][data-result=yes]', { timeout: 15_000 });
    expect(await op.textContent('[data-testid=tournament-status]')).toMatch(/Résultat reçu du hub : 1 partie gagnée/);
    const first = await op.locator('[data-testid=tournament-standing]').first().textContent();
    expect(first).toContain(winner);
    await op.screenshot({ path: join(SHOTS, 'desktop-tournament-result-1366x768.png'), fullPage: true });
    expect(await violations(op), 'axe: the organizer after the result').toEqual([]);

    // the judge opens table 1's match from the hub: the judge's view, read-only, then back
    await op.click('[data-testid=tournament-table][data-table="1"] [data-testid=tournament-hub-judge]');
    await op.waitForSelector('[data-testid=judge-position]');
    expect(await op.textContent('main')).toContain('lecture seule');
    await op.keyboard.press('Home');
    await op.waitForSelector('[data-testid=judge-position][data-step="0"]');
    await op.screenshot({ path: join(SHOTS, 'desktop-tournament-judge-1366x768.png') });
    expect(await violations(op), 'axe: the judge on the hub\'s copy').toEqual([]);
    await op.click('[data-testid=judge-back]');
    await op.waitForSelector('[data-testid=tournament-table][data-table="1"][data-result=yes]');

    // the room's board, served by the app's hub: the table is finished
    const board = await desktop().browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await board.goto(`http://127.0.0.1:${port}/`);
    await board.waitForSelector('[data-testid="table-1"][data-state=finished]');
    expect(await board.textContent('[data-testid="board-title"]')).toBe('Gau handia');
    await board.screenshot({ path: join(SHOTS, 'desktop-tournament-board-1920x1080.png') });
    await board.close();
    expect(org.errors).toEqual([]);
    expect(table.errors).toEqual([]);
  });

  it('the table\'s folder copied to another computer, its journal short of the last 3 records: the hub keeps its own, and that computer\'s bar says so on a line anyone reads, not only in a tooltip', async () => {
    const dir = tempDir('mus-e2e-copy-');
    cpSync(tableDir, dir, { recursive: true });
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    for (const f of files.filter((n) => n.endsWith('.lock'))) rmSync(join(dir, f));
    const journal = join(dir, files.find((n) => n.endsWith('.musj'))!);
    const lines = readFileSync(journal, 'utf8').split('\n').filter(Boolean);
    writeFileSync(journal, `${lines.slice(0, -3).join('\n')}\n`);
    const other = await desktop().open(dir, { label: 'copy', hubShipper: { retryMs: 50, maxRetryMs: 300, timeoutMs: 2_000 } });
    const page = other.page;
    await page.waitForSelector('[data-testid=hub-link][data-state=refused]');
    const chip = await page.textContent('[data-testid=hub-link]');
    expect(chip).toContain('refusé par le hub');
    expect(chip).not.toMatch(/la partie continue/);
    const line = page.locator('[data-testid=hub-refusal][role=alert]');
    expect(await line.textContent()).toMatch(/^⚠ Le hub a \d+ coups de cette partie \(table 1, tour 1\), cette table \d+ : son journal a perdu ici ses 3 derniers \(une panne\), et le hub les garde — rien n’est perdu\. Ne jouez pas plus loin à cette table/);
    expect(await line.isVisible()).toBe(true);
    expect(await line.getAttribute('tabindex')).toBe('0');
    await page.screenshot({ path: join(SHOTS, 'desktop-tournament-refused-1366x768.png') });
    expect(await violations(page), 'axe: the bar with the hub\'s refusal').toEqual([]);
    expect(other.errors).toEqual([]);
  });
});
