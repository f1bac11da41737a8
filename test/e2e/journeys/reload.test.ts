/**
 * A reload in the middle of a match (a crash, a closed tab, F5) brings the scorer back to the same
 * screen: in the browser build (the web journal and the page's storage, test/e2e/harness.ts) and in
 * the desktop app (its journal on disk; closed and reopened, test/e2e/desktop-rig.ts). At each stage
 * of a deal played by keys — mus rounds, a bet standing, declarations, the showdown with some hands
 * typed, the count shown (« Donne suivante » with the focus), the count of a manche won, the match
 * over — the page after the reload says exactly what it said before, the focus is where it was on a
 * count, and the journal holds the same records (nothing lost, nothing applied twice).
 * Before the fix, a count on screen did not come back: the table opened at the next deal.
 * The digits typed for an amount (« 1 » « 2 », not confirmed) come back in the pad, and confirmed
 * after the reload the imido of 12 is said once. The screen on show comes back: the library, the
 * judge's view of the same match at the same step, the Tournoi screen; a match deleted in the
 * meantime opens the library, with no error. Before that fix, every reload opened the table with
 * an empty pad.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('../../src-main/electron/electron-mock.js')).electronMock());
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { buildSteps } from '../../../shared/judge/steps.js';
import { fromMatchRecord, type MatchRecord } from '../../../shared/index.js';
import type { Page } from 'playwright-core';
import { loadMatch, openControlPage, ROOT, twoFrames, type ControlRig } from '../harness.js';
import type { DesktopApp } from '../desktop-rig.js';
import { useDesktopSession } from '../desktop-session.js';
import { tempDir } from '../../src-main/journal/helpers.js';
import { CHANNELS } from '../../../shared/bridge/table/table-contract.js';
import type { MatchSetup, RulesSpec } from '../../../shared/index.js';
import { A, TO_WIN } from '../../helpers/display-match.js';

const SHOTS = join(ROOT, 'test-artifacts');
const FIXTURE = join(ROOT, 'test/fixtures/match-ffmus-full.record.json');
/** How many steps the judge's view of the fixture has (its log's entries, and the start). */
const FIXTURE_STEPS = (() => {
  const m = fromMatchRecord(JSON.parse(readFileSync(FIXTURE, 'utf8')) as MatchRecord);
  const s = m.ok ? buildSteps(m.value.setup, m.value.log) : null;
  if (!s?.ok) throw new Error('fixture does not replay');
  return s.value.steps.length;
})();
const setup = (manchesToWin: number): MatchSetup => ({
  rules: { preset: 'ffmus', target: 30, manchesToWin } as RulesSpec,
  teams: { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'],
  esku: 0,
});

/**
 * What a fresh load must bring back of a screen: all of it, but for the focus left on the turn's
 * heading after an action (focus-keeper.ts): a page just loaded has its focus nowhere, as any page
 * (the count's « Donne suivante » is focused again: the count's own focus).
 */
function afterLoad(before: { text: string; focus: string | null }): { text: string; focus: string | null } {
  return before.focus === 'phase' ? { ...before, focus: null } : before;
}

/** What the scorer sees: the page's text, the element with the focus (on a count: « Donne suivante »). */
async function screenOf(page: Page): Promise<{ text: string; focus: string | null }> {
  return page.evaluate(() => ({
    text: (document.querySelector('.app') as HTMLElement | null)?.innerText ?? '',
    focus: (document.activeElement as HTMLElement | null)?.dataset?.testid ?? null,
  }));
}

async function keys(page: Page, ks: string): Promise<void> {
  for (const k of ks.split(' ')) await page.keyboard.press(k === '⏎' ? 'Enter' : k);
}

/** The showdown of TO_WIN's first deal, by keys in speaking order (esku Peio): 11 7 5 1 / 12 11 7 1 / 10 6 5 4 / 11 6 4 1. */
const HANDS1 = ['c 7 5 1 r c', '7 1 s 6 5 4 c 6 4 1'];
/** TO_WIN's last deal by keys (esku Maite), its hands in speaking order: 6 7 4 1 / 11 7 5 1 / 12 12 5 4 / 12 11 10 1. */
const DEAL2 = 'x p p p p p p p p e b b e p p e e e e p p p p';
const HANDS2 = '6 7 4 1 c 7 5 1 r r 5 4 r c s 1';

describe('a reload in the middle of a match, in the browser', () => {
  let rig: ControlRig;
  let page: Page;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'reload-', consoleErrors: true });
    page = rig.page;
  }, 120_000);

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail') await rig.shootFailure(c.task.name);
    expect(rig.pageErrors).toEqual([]);
  });

  afterAll(async () => {
    await rig?.close();
  });

  /** Reloads the page (F5) and checks the scorer finds the same screen and the journal unchanged. */
  async function reloadSame(ready: string): Promise<void> {
    const journal = () => page.evaluate(() => localStorage.getItem('mus.journal.count'));
    await twoFrames(page); // the screen as the scorer sees it: its focus moved, its frames painted
    const before = await screenOf(page);
    const records = await journal();
    await page.reload();
    await page.waitForSelector(ready);
    await twoFrames(page);
    await expect.poll(() => screenOf(page), { message: `after a reload at ${ready}`, timeout: 8000 }).toEqual(afterLoad(before));
    expect(await journal()).toBe(records);
  }

  /** TO_WIN's last hands typed and counted (the manche won), then a reload: the count comes back, « Donne suivante » focused. */
  async function countedThenReloaded(): Promise<void> {
    await keys(page, `${HANDS2} ⏎`);
    await page.waitForSelector('[data-testid=count] .badge-win');
    await expect.poll(async () => (await screenOf(page)).focus).toBe('next-deal');
    await reloadSame('[data-testid=count] .badge-win');
    expect((await screenOf(page)).focus).toBe('next-deal');
  }

  it('each stage of a deal, then the count, then the count of a manche won', async () => {
    await loadMatch(page, { setup: setup(2), log: [], id: 'match-reload' });
    // mus rounds: two mus said, then three discards made
    await keys(page, 'm m');
    await reloadSame('[data-testid=phase][data-phase=mus]');
    await keys(page, 'm m 2 d 1 d 3 d');
    await reloadSame('[data-testid=phase][data-phase=mus]');
    await keys(page, '4 d x');
    // an imido of 25 standing at grande, waiting for its answer
    await page.waitForSelector('[data-testid=phase][data-phase=grande]');
    await keys(page, '2 5 ⏎');
    await reloadSame('[data-testid=phase][data-phase=grande]');
    // iduki; chica passed; two ez said at pares
    await keys(page, 'k p p p p e e');
    await page.waitForSelector('[data-testid=phase][data-phase=pares]');
    await reloadSame('[data-testid=phase][data-phase=pares]');
    await keys(page, 'e e e e e e p p p p');
    // the showdown, one hand and a half typed: the cards typed come back
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await keys(page, HANDS1[0]!);
    // the showdown's entry is a chunk of its own (keys work before it comes): the screen compared is the one with it
    await page.waitForFunction(() => document.querySelectorAll('.slots .slot.filled').length === 6);
    await reloadSame('.slots .slot.filled');
    expect(await page.locator('.slots .slot.filled').count()).toBe(6);
    await keys(page, HANDS1[1]!);
    await keys(page, '⏎');
    // the count, « Donne suivante » with the focus: it comes back as it was, once
    await page.waitForSelector('[data-testid=count]');
    await expect.poll(async () => (await screenOf(page)).focus).toBe('next-deal');
    await reloadSame('[data-testid=count]');
    await page.screenshot({ path: join(SHOTS, 'reload-count-1366x768.png') });
    await keys(page, '⏎');
    await page.waitForSelector('[data-testid=phase][data-phase=mus]');
    // once dismissed, a reload opens the next deal (no count again)
    await reloadSame('[data-testid=phase][data-phase=mus]');
    expect(await page.locator('[data-testid=count]').count()).toBe(0);
    // the next deal wins the manche: its count, with the manche's badge, comes back too
    await keys(page, DEAL2);
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await countedThenReloaded();
    await keys(page, '⏎');
    await page.waitForSelector('[data-testid=phase][data-phase=mus]');
    expect(await page.locator('[data-testid=count]').count()).toBe(0);
  });

  it('the digits typed for an amount come back in the pad; confirmed after the reload, the imido is said once', async () => {
    await loadMatch(page, { setup: setup(2), log: [], id: 'match-reload-digits' });
    await keys(page, 'x');
    await page.waitForSelector('[data-testid=phase][data-phase=grande]');
    await keys(page, '1 2');
    await expect.poll(() => page.textContent('[data-testid=pad-digits]')).toBe('12');
    await reloadSame('[data-testid=phase][data-phase=grande]');
    await expect.poll(() => page.textContent('[data-testid=pad-digits]')).toBe('12');
    await page.screenshot({ path: join(SHOTS, 'reload-digits-1366x768.png') });
    const records = Number(await page.evaluate(() => localStorage.getItem('mus.journal.count')));
    await keys(page, '⏎');
    // the imido of 12 is said once: one record more, the answer awaited, the pad empty
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mus.journal.count'))).toBe(String(records + 1));
    await expect.poll(() => page.textContent('[data-testid=pad-digits]')).toBe('—');
    const bet = await page.evaluate((n) => JSON.parse(localStorage.getItem(`mus.journal.${n}`) ?? 'null'), records);
    expect(bet).toMatchObject({ t: 'entry', entry: { type: 'action', action: { phase: 'grande', act: 'bet', amount: 12 } } });
    await reloadSame('[data-testid=phase][data-phase=grande]');
    await expect.poll(() => page.textContent('[data-testid=pad-digits]')).toBe('—');
  });

  /** The library's list, once loaded (its matches or « none »), and its standings. */
  const LIBRARY = 'main.library :is([data-testid=library-table], [data-testid=library-empty])';
  async function libraryShown(): Promise<void> {
    await page.waitForSelector(LIBRARY);
    await page.waitForSelector('main.library :is([data-testid=library-standings], [data-testid=library-standings-empty])');
  }

  it('the screen on show: the library, the judge’s view at its step, the Tournoi screen; a match deleted since opens the library', async () => {
    await loadMatch(page, { setup: setup(2), log: [], id: 'match-reload-screens' });
    await page.click('[data-testid=open-library]');
    await libraryShown();
    await reloadSame(LIBRARY);
    await libraryShown();
    // the judge's view of an imported match, stepped back to the third deal
    await page.setInputFiles('[data-testid=library-import]', FIXTURE);
    await page.waitForSelector('[data-testid=library-row].lib-new');
    const id = (await page.getAttribute('[data-testid=library-row].lib-new', 'data-id'))!;
    await page.click(`[data-testid=library-row][data-id="${id}"] [data-testid=library-judge]`);
    await page.waitForSelector(`[data-testid=judge-position][data-step="${FIXTURE_STEPS - 1}"]`);
    await page.click('[data-testid=judge-first]');
    await page.waitForSelector('[data-testid=judge-position][data-step="0"]');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // the keys, from the page
    await keys(page, 'PageDown PageDown ArrowRight ArrowRight ArrowRight');
    await expect.poll(() => page.getAttribute('[data-testid=judge-position]', 'data-deal')).toBe('2');
    const step = await page.getAttribute('[data-testid=judge-position]', 'data-step');
    expect(Number(step)).toBeGreaterThan(0);
    await reloadSame(`main.judge[data-match="${id}"] [data-testid=judge-position][data-step="${step}"]`);
    await page.screenshot({ path: join(SHOTS, 'reload-judge-1366x768.png') });
    // the keys step on from there
    await keys(page, 'ArrowRight');
    await page.waitForSelector(`[data-testid=judge-position][data-step="${Number(step) + 1}"]`);
    // the match deleted in the meantime (another tab): the library opens, with no error
    await page.evaluate((key) => localStorage.removeItem(key), `mus:library:${id}`);
    await page.reload();
    await libraryShown();
    await expect.poll(() => page.locator(`[data-testid=library-row][data-id="${id}"]`).count()).toBe(0);
    expect(await page.locator('[data-testid=judge-error], main.judge').count()).toBe(0);
    // the Tournoi screen
    await page.click('[data-testid=open-tournament]');
    // the screen loaded its night (the create form or the night), not « Chargement… » still
    const TOURNAMENT = '[data-testid=tournament] :is([data-testid=tournament-create], [data-testid=tournament-name])';
    await page.waitForSelector(TOURNAMENT);
    await reloadSame(TOURNAMENT);
    await page.screenshot({ path: join(SHOTS, 'reload-tournament-1366x768.png') });
    // back at the table: a reload opens the table
    await page.click('[data-testid=open-table]');
    await page.waitForSelector('[data-testid=phase][data-phase=mus]');
    // (the bar gives its focus back to « Bibliothèque »: a focus that a fresh page does not have)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await reloadSame('[data-testid=phase][data-phase=mus]');
  });

  it('the match over: the last count, then the end of the match', async () => {
    await loadMatch(page, { setup: setup(1), log: [...TO_WIN.first, ...TO_WIN.last.slice(0, -1)], id: 'match-reload-over' });
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await countedThenReloaded();
    await keys(page, '⏎');
    // the end of the match with its report (a part loaded on first use)
    const over = '[data-testid=stats-players]';
    await page.waitForSelector(over);
    await reloadSame(over);
    expect(await page.locator('[data-testid=count]').count()).toBe(0);
  });
});

describe('a reload in the middle of a match, in the desktop app (closed and reopened)', () => {
  const desktop = useDesktopSession('reload-desktop');
  let app: DesktopApp | null = null;
  const dir = tempDir('mus-e2e-reload-');

  /** Closes the app and opens it again on the same folder (and the window's storage): the same screen. */
  async function reopenSame(ready: string): Promise<void> {
    if (!app) throw new Error('no app open');
    await twoFrames(app.page);
    const before = await screenOf(app.page);
    const log = app.app.host.current?.match.log.length;
    const storageState = await app.ctx.storageState();
    await app.close();
    app = await desktop().open(dir, { storageState });
    await app.page.waitForSelector(ready);
    await twoFrames(app.page);
    // the bar's lazily loaded parts (the share and phones buttons) come a moment after the table
    const page = app.page;
    await expect.poll(() => screenOf(page), { message: `after reopening at ${ready}`, timeout: 8000 }).toEqual(afterLoad(before));
    expect(app.app.host.current?.match.log.length).toBe(log);
    expect(app.errors).toEqual([]);
  }

  it('a bet standing, the showdown with hands typed, the count of a manche won', async () => {
    app = await desktop().open(dir);
    await app.page.waitForSelector('[data-testid=setup-form]');
    expect(await app.call(CHANNELS.newMatch, setup(2))).toMatchObject({ ok: true });
    expect(app.app.host.current!.entries(A('m: 0c | g: 0b25'), 'test')).toMatchObject({ ok: true });
    await app.page.waitForSelector('[data-testid=phase][data-phase=grande]');
    await reopenSame('[data-testid=phase][data-phase=grande]');
    expect(app.app.host.current!.entries(TO_WIN.first.slice(2, -1), 'test')).toMatchObject({ ok: true });
    await app.page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await keys(app.page, HANDS1[0]!);
    await app.page.waitForFunction(() => document.querySelectorAll('.slots .slot.filled').length === 6);
    await reopenSame('[data-testid=phase][data-phase=showdown]');
    await keys(app.page, `${HANDS1[1]!} ⏎`);
    await app.page.waitForSelector('[data-testid=count]');
    await keys(app.page, '⏎');
    await app.page.waitForSelector('[data-testid=phase][data-phase=mus]');
    expect(app.app.host.current!.entries(TO_WIN.last.slice(0, -1), 'test')).toMatchObject({ ok: true });
    await app.page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await keys(app.page, `${HANDS2} ⏎`);
    await app.page.waitForSelector('[data-testid=count] .badge-win');
    const shown = app.page;
    await expect.poll(async () => (await screenOf(shown)).focus).toBe('next-deal');
    await reopenSame('[data-testid=count] .badge-win');
    await keys(app.page, '⏎');
    await app.page.waitForSelector('[data-testid=phase][data-phase=mus]');
    await reopenSame('[data-testid=phase][data-phase=mus]');
  });

  it('the digits typed for an amount, and the library on show, come back; the imido is said once', async () => {
    if (!app) throw new Error('no app open');
    expect(await app.call(CHANNELS.newMatch, setup(2))).toMatchObject({ ok: true });
    await app.page.waitForSelector('[data-testid=phase][data-phase=mus]');
    await keys(app.page, 'x');
    await app.page.waitForSelector('[data-testid=phase][data-phase=grande]');
    await keys(app.page, '1 2');
    const typed = app.page;
    await expect.poll(() => typed.textContent('[data-testid=pad-digits]')).toBe('12');
    await reopenSame('[data-testid=phase][data-phase=grande]');
    const reopened = app.page;
    await expect.poll(() => reopened.textContent('[data-testid=pad-digits]')).toBe('12');
    const said = app.app.host.current?.match.log.length ?? -1;
    await keys(app.page, '⏎');
    await expect.poll(() => app?.app.host.current?.match.log.length).toBe(said + 1);
    expect(app.app.host.current?.match.log.at(-1)).toMatchObject({ type: 'action', action: { phase: 'grande', act: 'bet', amount: 12 } });
    await expect.poll(() => reopened.textContent('[data-testid=pad-digits]')).toBe('—');
    // the library on show comes back too (its list loaded), then the pad is still empty at the table
    await app.page.click('[data-testid=open-library]');
    await app.page.waitForSelector('main.library :is([data-testid=library-standings], [data-testid=library-standings-empty])');
    await reopenSame('main.library :is([data-testid=library-standings], [data-testid=library-standings-empty])');
    await app.page.click('[data-testid=open-table]');
    const back = app.page;
    await expect.poll(() => back.textContent('[data-testid=pad-digits]')).toBe('—');
    expect(app.app.host.current?.match.log.length).toBe(said + 1);
  });
});
