/**
 * The match library through the real UI (web mode, headless Chromium): from the table, open the
 * library; import the full FFMus match through the file input and see it listed as finished with
 * the engine's winner; search; a broken file's problems by JSON path; export (a real download whose
 * text re-checks as the same match); club standings and their CSV download; the judge's view and
 * back; delete with the confirmation dialog (Escape cancels, Tab stays in it). Screenshot:
 * `test-artifacts/library-1366x768.png`.
 */
import { violations } from '../axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fromMatchRecord, replayMatch, toMatchRecord, type MatchRecord } from '../../../shared/index.js';
import { checkImportText } from '../../../shared/library/import-check.js';
import { openControlPage, ROOT, type ControlRig } from '../harness.js';
import { itemAt } from '../../helpers/item-at.js';

const SHOTS = join(ROOT, 'test-artifacts');
const FIXTURE = join(ROOT, 'test/fixtures/match-ffmus-full.record.json');
const RECORD = JSON.parse(readFileSync(FIXTURE, 'utf8')) as MatchRecord;
const EXPECT = (JSON.parse(readFileSync(join(ROOT, 'test/fixtures/match-ffmus-full.json'), 'utf8')) as { expect: { winner: 'A' | 'B'; manchesWon: { A: number; B: number } } }).expect;

describe('the match library in a browser (web mode, headless Chromium)', () => {
  let page: Page;
  let pageErrors: string[] = [];
  let imported = '';

  const rows = () => page.locator('[data-testid=library-row]');
  const rowIds = () => rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  const row = (id: string) => page.locator(`[data-testid=library-row][data-id="${id}"]`);
  let rig: ControlRig;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'library-', consoleErrors: true, acceptDownloads: true });
    page = rig.page;
    pageErrors = rig.pageErrors;
  });

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail' && page) await rig.shootFailure(c.task.name);
  });

  afterAll(async () => {
    await rig?.close();
  });

  it('starts a match at the table, then opens the library from the bar', async () => {
    await page.waitForSelector('[data-testid=setup-form]');
    await page.fill('input[name=team-A]', 'Gorriak');
    await page.fill('input[name=team-B]', 'Berdeak');
    for (const [i, n] of ['Ane', 'Jon', 'Miren', 'Unai'].entries()) await page.fill(`input[name=player-${i}]`, n);
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=phase][data-phase=mus]');
    await page.click('[data-testid=open-library]');
    await page.waitForSelector('[data-testid=library-import]');
    // the match at the table is listed, in progress, and cannot be deleted
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=library-row]').length === 1);
    const live = rows().first();
    expect(await live.getAttribute('data-status')).toBe('in-progress');
    await expect(live.textContent()).resolves.toContain('Gorriak');
    expect(await live.locator('[data-testid=library-delete]').isDisabled()).toBe(true);
    // its "to the table" action goes back to the match in progress
    await live.locator('[data-testid=library-resume]').click();
    await page.waitForSelector('[data-testid=phase][data-phase=mus]');
    await page.click('[data-testid=open-library]');
    await page.waitForSelector('[data-testid=library-import]');
  });

  it('imports the full FFMus match through the file input: listed as finished, with the engine’s winner', async () => {
    // the picker speaks the page's language (the browser's own said « Choose File · No file chosen »),
    // and the keyboard reaches it with its focus shown
    expect(await page.textContent('.lib-import .file-pick-face')).toBe('Choisir un fichier…');
    expect(await page.$eval('[data-testid=library-import]', (i) => i.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await page.focus('[data-testid=library-import]');
    expect(await page.$eval('.lib-import .file-pick-face', (f) => getComputedStyle(f).outlineStyle)).toBe('solid');
    await page.setInputFiles('[data-testid=library-import]', FIXTURE);
    await page.waitForSelector('[data-testid=library-row].lib-new');
    imported = (await page.getAttribute('[data-testid=library-row].lib-new', 'data-id'))!;
    expect(imported).toMatch(/^\d{8}-\d{6}-[0-9a-f]{6}$/);
    const r = replayMatch(RECORD);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.winner).toBe(EXPECT.winner);
    const winner = RECORD.teams![EXPECT.winner];
    const the = row(imported);
    expect(await the.getAttribute('data-status')).toBe('finished');
    const result = await the.locator('[data-testid=library-result]').textContent();
    expect(result).toContain(`${EXPECT.manchesWon.A}-${EXPECT.manchesWon.B}`);
    expect(result).toContain(winner);
    expect(await the.locator('td.num').textContent()).toBe(String(r.value.deals.length));
    await expect(page.textContent('[data-testid=library-status]')).resolves.toContain('Etxeberri / Dufau');
    expect(await rowIds()).toHaveLength(2);
  });

  it('searches: words, accents and case ignored, quoted phrases; status filter', async () => {
    const search = async (text: string, want: string[]) => {
      await page.fill('[data-testid=library-search]', text);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=library-row]').length === n, want.length);
      expect((await rowIds()).sort()).toEqual([...want].sort());
    };
    const liveId = (await rowIds()).find((i) => i !== imported)!;
    await search('DÚFAU peio', [imported]);
    await search('"Lasa / Irigoien"', [imported]);
    await search('berdeak', [liveId]);
    await search('nobody', []);
    await expect(page.isVisible('[data-testid=library-empty]')).resolves.toBe(true);
    await search('', [imported, liveId]);
    await page.selectOption('[data-testid=library-status-filter]', 'finished');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=library-row]').length === 1);
    expect(await rowIds()).toEqual([imported]);
    await page.selectOption('[data-testid=library-status-filter]', 'all');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=library-row]').length === 2);
  });

  it('writes the dates in Basque, or in numbers where the browser has no Basque dates (never « Nov 27, 2026, 8:49 AM »)', async () => {
    await page.selectOption('[data-testid=lang]', 'eu');
    await page.waitForFunction(() => document.documentElement.lang === 'eu');
    const dates = await page.locator('[data-testid=library-row] .lib-date').allTextContents();
    expect(dates.length).toBe(2);
    for (const d of dates) {
      expect(d).toMatch(/\d{4}/);
      expect(d).not.toMatch(/\b(AM|PM|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    }
    await page.selectOption('[data-testid=lang]', 'fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
  });

  it('refuses a broken file and lists each problem with its JSON path', async () => {
    const broken = { format: 'mus-match/1', teams: { A: '', B: 'B' }, deals: [{ actions: [{ phase: 'grande', seat: 0, act: 'bet', amount: 1e400 }] }] };
    const text = JSON.stringify(broken).replace('null', '1e400'); // JSON.stringify writes Infinity as null
    await page.setInputFiles('[data-testid=library-import]', { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    const alert = page.locator('[data-testid=library-problems]');
    await alert.waitFor();
    expect(await alert.getAttribute('role')).toBe('alert');
    await expect(alert.textContent()).resolves.toContain('broken.json');
    const items = await page.locator('[data-testid=library-problem]').allTextContents();
    expect(items.some((t) => t.includes('deals[0].actions[0].amount') && t.includes('format/bad-number'))).toBe(true);
    // the other problems are reported after the walk: fix the number, and the empty name shows
    await page.setInputFiles('[data-testid=library-import]', { name: 'broken2.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...broken, deals: [] })) });
    await page.waitForFunction(() => document.querySelector('[data-testid=library-problems]')?.textContent?.includes('broken2.json'));
    const items2 = await page.locator('[data-testid=library-problem]').allTextContents();
    expect(items2.some((t) => t.includes('teams.A') && t.includes('format/bad-name'))).toBe(true);
    expect(await rowIds()).toHaveLength(2); // nothing imported
    await page.screenshot({ path: join(SHOTS, 'library-1366x768.png') });
    expect(await violations(page), 'axe: library-1366x768.png').toEqual([]);
  });

  it('lists every structural problem by JSON path: the full check runs under the CSP (no eval)', async () => {
    const bad = structuredClone(RECORD) as unknown as { deals: { actions: Record<string, unknown>[] }[] };
    itemAt(itemAt(bad.deals, 0).actions, 0).act = 'shout';
    itemAt(itemAt(bad.deals, 1).actions, 2).amount = 'two';
    await page.setInputFiles('[data-testid=library-import]', { name: 'two-problems.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await page.waitForFunction(() => document.querySelector('[data-testid=library-problems]')?.textContent?.includes('two-problems.json'));
    const items = await page.locator('[data-testid=library-problem]').allTextContents();
    expect(items.some((t) => t.includes('deals[0].actions[0].act') && t.includes('schema/discriminator'))).toBe(true);
    expect(items.some((t) => t.includes('deals[1].actions[2].amount') && t.includes('schema/type'))).toBe(true);
    // the same list as the check in Node
    const c = checkImportText(JSON.stringify(bad));
    expect(c.ok).toBe(false);
    if (!c.ok) expect(items).toHaveLength(c.error.problems.length);
    expect(await rowIds()).toHaveLength(2); // nothing imported
    expect(pageErrors.filter((e) => /eval|Content Security Policy|unsafe-eval/i.test(e))).toEqual([]);
  });

  it('a duplicate import is refused, with an "import anyway" choice', async () => {
    await page.setInputFiles('[data-testid=library-import]', FIXTURE);
    await page.waitForFunction(() => document.querySelector('[data-testid=library-problems]')?.textContent?.includes('import/duplicate'));
    expect(await rowIds()).toHaveLength(2);
  });

  it('exports the match: the downloaded file re-checks as the same match', async () => {
    const [dl] = await Promise.all([page.waitForEvent('download'), row(imported).locator('[data-testid=library-export]').click()]);
    expect(dl.suggestedFilename()).toBe(`mus-match-${imported}.json`);
    const text = readFileSync((await dl.path())!, 'utf8');
    const c = checkImportText(text);
    if (!c.ok) throw new Error(JSON.stringify(c.error.problems));
    const orig = fromMatchRecord(RECORD);
    if (!orig.ok) throw new Error(orig.error.message);
    expect(toMatchRecord(c.value.match)).toEqual(toMatchRecord(orig.value));
  });

  it('shows the club standings (FFMus art. 2) and downloads them as CSV', async () => {
    const table = page.locator('[data-testid=library-standings]');
    await table.waitFor();
    const lines = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    const r = replayMatch(RECORD);
    if (!r.ok) throw new Error(r.error.message);
    const st = r.value.standings!;
    const played = r.value.manchesWon.A + r.value.manchesWon.B;
    expect(lines).toEqual([
      ['1', 'Etxeberri / Dufau', '1', '1', String(st.A.manchesWon), String(st.A.pointsInLostManches)],
      ['2', 'Lasa / Irigoien', '1', '0', String(st.B.manchesWon), String(st.B.pointsInLostManches)],
    ]);
    // the match at the table (in progress) is not counted, and says so
    await expect(page.locator('.lib-standings').textContent()).resolves.toMatch(/1 partie non terminée/);
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=library-csv]')]);
    expect(dl.suggestedFilename()).toBe('club-standings.csv');
    expect(readFileSync((await dl.path())!, 'utf8')).toBe(
      `rank,team,matches,victories,manches_won,points_in_lost_manches,manches_won_all,manches_played\r\n1,Etxeberri / Dufau,1,1,${st.A.manchesWon},${st.A.pointsInLostManches},${r.value.manchesWon.A},${played}\r\n2,Lasa / Irigoien,1,0,${st.B.manchesWon},${st.B.pointsInLostManches},${r.value.manchesWon.B},${played}\r\n`,
    );
    // checking the live match only: nothing finished to rank
    const liveId = (await rowIds()).find((i) => i !== imported)!;
    await row(liveId).locator('input[type=checkbox]').check();
    await page.waitForSelector('[data-testid=library-standings-empty]');
    await row(liveId).locator('input[type=checkbox]').uncheck();
    await table.waitFor();
  });

  it('opens the judge’s view of a match, and goes back to the table and the library', async () => {
    await row(imported).locator('[data-testid=library-judge]').click();
    await page.waitForSelector('[data-testid=open-table]');
    expect(await page.locator('[data-testid=library-import]').count()).toBe(0);
    await page.click('[data-testid=open-table]');
    await page.waitForSelector('[data-testid=phase][data-phase=mus]');
    await page.click('[data-testid=open-library]');
    await row(imported).waitFor();
    // a finished match cannot be played on: no resume action
    expect(await row(imported).locator('[data-testid=library-resume]').count()).toBe(0);
  });

  it('deletes with a confirmation dialog: Escape cancels, Tab stays in it, confirm deletes', async () => {
    const del = row(imported).locator('[data-testid=library-delete]');
    await del.click();
    const dialog = page.locator('[data-testid=library-dialog]');
    await dialog.waitFor();
    expect(await dialog.getAttribute('role')).toBe('alertdialog');
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect(dialog.textContent()).resolves.toContain('Etxeberri / Dufau — Lasa / Irigoien');
    await page.screenshot({ path: join(SHOTS, 'library-delete-1366x768.png') });
    expect(await violations(page), 'axe: library-delete-1366x768.png').toEqual([]);
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid=library-dialog]'));
    expect(await inDialog()).toBe(true);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await rowIds()).toContain(imported);
    await page.waitForFunction((id) => document.activeElement?.getAttribute('data-id') === id, imported);

    await del.click();
    await page.click('[data-testid=library-delete-confirm]');
    await row(imported).waitFor({ state: 'detached' });
    expect(await rowIds()).toHaveLength(1);
    await expect(page.textContent('[data-testid=library-status]')).resolves.toContain('Etxeberri / Dufau');
    // the page's storage holds no library key any more; the match at the table is still there
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mus:library:')));
    expect(keys).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
