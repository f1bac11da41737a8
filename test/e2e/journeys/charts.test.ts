/**
 * The race charts and the match statistics end to end, through the real UI in headless Chromium
 * (web mode, engine in the page):
 * - the room display, on a match resumed in the middle of its second manche (a journal written
 *   into the page's storage, as a reload resumes it): the chart of that manche, point for point
 *   equal to the engine's running scores (`replayMatch`, the ledger's `scoreAfter` of every counted
 *   credit), the points read back from where they are drawn; a tira paid at once adds its own step
 *   at once; every text at least 40 px at 1920×1080;
 * - the match-over panel on the whole example match: its statistics and one chart per manche;
 * - the library: a match's report (a chart per manche, credit for credit the engine's; the
 *   statistics of a three-deal match equal to counts written by hand; the CSV download);
 * - the judge's view: the chart follows the step; a click on a point goes to that credit; arrow
 *   keys move between points (the judge's own ← → wait) and Enter goes there; printed with the deal.
 * Screenshots at 1920×1080 and 1366×768 in test-artifacts/ (display-race-*, judge-race-*,
 * library-report-*, over-report-*); axe-core: 0 violations on each.
 */
import { violations } from '../axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fromMatchRecord, replayMatch, type MatchRecord } from '../../../shared/index.js';
import { COUNTED_DEALS } from '../../helpers/counted-match.js';
import { openControlPage, ROOT, twoFrames, type ControlRig } from '../harness.js';

/** This file's scratch folder (a file to import); per process: another run may be at work. */
const OUT = join(ROOT, `test-artifacts/e2e-charts-${process.pid}`);
const SHOTS = join(ROOT, 'test-artifacts');
const FIXTURE = join(ROOT, 'test/fixtures/match-ffmus-full.record.json');
const RECORD = JSON.parse(readFileSync(FIXTURE, 'utf8')) as MatchRecord;

/** The engine's running score of each manche, credit for credit (counted credits worth something). */
function engineRaces(record: MatchRecord): { A: number; B: number; deal: number; when: string; decisive: boolean }[][] {
  const r = replayMatch(record);
  if (!r.ok) throw new Error(r.error.message);
  const out: { A: number; B: number; deal: number; when: string; decisive: boolean }[][] = [];
  for (const d of r.value.deals) {
    out[d.manche] ??= [];
    for (const c of d.ledger) {
      if (c.counted && c.applied !== 0 && c.phase !== 'mus') out[d.manche]!.push({ ...c.scoreAfter, deal: d.index, when: c.when, decisive: c.decisive === true });
    }
  }
  return out;
}

/**
 * The points of one chart as drawn: their numbers (`data-*`), and the score read back from where
 * each is drawn (its y between the 0 line and the target line) on the line of its team.
 */
async function drawn(page: Page, chart: string) {
  return page.$eval(chart, (fig) => {
    const svg = fig.querySelector('svg.race-svg')!;
    const target = Number(svg.getAttribute('data-target'));
    const yT = Number(svg.querySelector('[data-mark=target] line')!.getAttribute('y1'));
    const zero = [...svg.querySelectorAll('.race-axes > g')].find((g) => g.querySelector('text')?.textContent === '0');
    const y0 = Number(zero!.querySelector('line')!.getAttribute('y1'));
    return [...svg.querySelectorAll('.race-pt')].map((p) => {
      const team = p.getAttribute('data-team') as 'A' | 'B';
      const y = Number(p.getAttribute('data-y'));
      return {
        step: Number(p.getAttribute('data-step')),
        deal: Number(p.getAttribute('data-deal')),
        A: Number(p.getAttribute('data-a')),
        B: Number(p.getAttribute('data-b')),
        team,
        when: p.getAttribute('data-when'),
        decisive: p.getAttribute('data-decisive') === 'true',
        /** tantos at the drawn height */
        at: Math.round(((y0 - y) / (y0 - yT)) * target * 100) / 100,
        tira: p.querySelector('rect') !== null,
      };
    });
  });
}

/** Checks a chart against the engine's race of one manche. */
async function expectChartIsEngine(page: Page, chart: string, want: { A: number; B: number; deal: number; when: string; decisive: boolean }[]): Promise<void> {
  const got = await drawn(page, chart);
  expect(got.map(({ A, B, deal, when, decisive }) => ({ A, B, deal, when, decisive }))).toEqual(want);
  for (const p of got) {
    expect(p.at, `point ${p.step} drawn at its team's score`).toBeCloseTo(p[p.team], 1);
    expect(p.tira, `point ${p.step}: a square for a credit drawn at once`).toBe(p.when === 'dialogue');
  }
  expect(got.map((p) => p.step)).toEqual(want.map((_, i) => i + 1));
}

/** Every visible text of the page at least `px` CSS pixels (SVG text scaled by its viewBox). */
async function smallestText(page: Page, root: string): Promise<{ px: number; text: string }> {
  return page.$eval(root, (el) => {
    let min = { px: Infinity, text: '' };
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      const parent = n.parentElement;
      if (!text || !parent || parent.closest('.sr-only, desc, title')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let px = parseFloat(getComputedStyle(parent).fontSize);
      const svg = parent.closest('svg');
      if (svg && svg.viewBox.baseVal && svg.viewBox.baseVal.width > 0) px *= svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      if (px < min.px) min = { px, text };
    }
    return min;
  });
}

/** Deal 1 to 3 of the hand-counted statistics (test/shared/library/match-stats.test.ts, which says why each count is what it is). */
const COUNTED = {
  format: 'mus-match/1' as const,
  rules: 'ffmus',
  esku: 0,
  teams: { A: 'Gorriak', B: 'Berdeak' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'],
  deals: COUNTED_DEALS,
};

/** Writes a journal of `record` into the page's storage and reloads: the web bridge resumes it. */
async function resumeRecord(page: Page, record: MatchRecord, id: string): Promise<void> {
  const m = fromMatchRecord(record);
  if (!m.ok) throw new Error(m.error.message);
  const records = [
    { seq: 0, t: 'setup', setup: m.value.setup, id, created: '2026-11-20T20:30:00.000Z' },
    ...m.value.log.map((entry, i) => ({ seq: i + 1, t: 'entry', entry })),
  ];
  await page.evaluate((recs) => {
    const n = Number(localStorage.getItem('mus.journal.count') ?? 0);
    for (let i = 0; i < n; i++) localStorage.removeItem(`mus.journal.${i}`);
    recs.forEach((r, i) => localStorage.setItem(`mus.journal.${i}`, JSON.stringify(r)));
    localStorage.setItem('mus.journal.count', String(recs.length));
    localStorage.removeItem('mus.screen'); // the table, not the screen on show before (a reload keeps it)
  }, records);
  await page.reload();
}

describe('race charts and match statistics (web mode, headless Chromium)', () => {
  let rig: ControlRig;
  let page: Page;
  let display: Page;
  const races = engineRaces(RECORD);
  // the second manche, two deals in
  const mancheEnd = (() => {
    const r = replayMatch(RECORD);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.deals.findIndex((d) => d.winner !== null);
  })();
  const partial: MatchRecord = { ...RECORD, deals: RECORD.deals.slice(0, mancheEnd + 3) };

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'charts-', acceptDownloads: true });
    page = rig.page;
  });

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail' && page) await rig.shootFailure(c.task.name);
  });

  afterAll(async () => {
    await rig?.close();
    rmSync(OUT, { recursive: true, force: true });
  });

  it('the room display draws the race of the manche being played, point for point the engine’s', async () => {
    await resumeRecord(page, partial, 'charts-live');
    await page.waitForSelector('[data-testid=phase]');
    const [d] = await Promise.all([rig.ctx.waitForEvent('page'), page.click('[data-testid=open-display]')]);
    display = d;
    display.on('pageerror', (e) => rig.pageErrors.push(`display: ${e.message}`));
    await display.setViewportSize({ width: 1920, height: 1080 });
    await display.waitForSelector('[data-testid=race-display] .race-pt');
    const want = engineRaces(partial)[1]!;
    expect(want.length).toBeGreaterThan(3);
    expect(await display.getAttribute('[data-testid=race-display]', 'data-manche')).toBe('1');
    await expectChartIsEngine(display, '[data-testid=race-display]', want);
    // the end labels: each team's score now
    const last = want.at(-1)!;
    expect(await display.textContent('[data-testid=race-end-A]')).toBe(`A ${last.A}`);
    expect(await display.textContent('[data-testid=race-end-B]')).toBe(`B ${last.B}`);
    // the text alternative: the same numbers as a table
    const rows = await display.$$eval('[data-testid=race-display] [data-testid=race-table] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(6, 8).map((td) => Number(td.textContent))));
    expect(rows).toEqual(want.map((p) => [p.A, p.B]));
    // readable across a bar: every text at least 40 px at 1920×1080 (the chart measured at that size)
    await twoFrames(display);
    const small = await smallestText(display, '[data-testid=display]');
    expect(small.px, `smallest text: "${small.text}"`).toBeGreaterThanOrEqual(40);
    await display.screenshot({ path: join(SHOTS, 'display-race-1920x1080.png') });
    expect(await violations(display), 'axe: display-race-1920x1080.png').toEqual([]);
  });

  it('a tira paid at once is its own step on the display, at once', async () => {
    const before = (await drawn(display, '[data-testid=race-display]')).length;
    await page.keyboard.press('i'); // imido 2 by the esku's side
    await page.keyboard.press('t'); // the others refuse: the bettors draw 1 at once (FFMus art. 17)
    await display.waitForFunction((n) => document.querySelectorAll('[data-testid=race-display] .race-pt').length === n + 1, before);
    const pts = await drawn(display, '[data-testid=race-display]');
    const tira = pts.at(-1)!;
    expect(tira.when).toBe('dialogue');
    expect(tira.tira).toBe(true);
    const score = { A: Number(await page.textContent('[data-testid=score-A]')), B: Number(await page.textContent('[data-testid=score-B]')) };
    expect({ A: tira.A, B: tira.B }).toEqual(score);
    expect(tira.at).toBeCloseTo(score[tira.team], 1);
    await display.setViewportSize({ width: 1366, height: 768 });
    await twoFrames(display);
    await display.screenshot({ path: join(SHOTS, 'display-race-1366x768.png') });
    expect(await violations(display), 'axe: display-race-1366x768.png').toEqual([]);
    await display.close();
  });

  it('the match-over panel shows the statistics and one chart per manche', async () => {
    await resumeRecord(page, RECORD, 'charts-over');
    await page.waitForSelector('[data-testid=match-winner]');
    // FFMus art. 2 as a person reads it: the winner (A, 3-2) counts one victory and nothing else, so
    // its manches are shown as played and won, with the note, never a bare 0
    const over = await page.locator('[data-testid=over-standings] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((c) => c.textContent)));
    expect(over).toEqual([
      ['1 victoire', '3 sur 5 · non comptées (art. 2)', 'non comptés (art. 2)'],
      ['0 victoire', '2 sur 5', '78'],
    ]);
    expect(await page.textContent('[data-testid=over-art2]')).toContain('le gagnant compte une victoire et rien d’autre');
    await page.locator('[data-testid=over-standings]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'over-standings-1366x768.png') });
    await page.waitForSelector('[data-testid=match-report] [data-testid=stats-teams]');
    expect(await page.locator('[data-testid=match-report] [data-testid=race-small]').count()).toBe(races.length);
    for (let m = 0; m < races.length; m++) await expectChartIsEngine(page, `[data-testid=match-report] [data-testid=race-small][data-manche="${m}"]`, races[m]!);
    await page.locator('[data-testid=match-report]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'over-report-1366x768.png') });
    expect(await violations(page), 'axe: over-report-1366x768.png').toEqual([]);
  });

  let fullId = '';
  it('the library shows a match’s report: a chart per manche, the engine’s credit for credit', async () => {
    await page.click('[data-testid=open-library]');
    await page.setInputFiles('[data-testid=library-import]', FIXTURE);
    await page.waitForSelector('[data-testid=library-row].lib-new');
    fullId = (await page.getAttribute('[data-testid=library-row].lib-new', 'data-id'))!;
    await page.click(`[data-testid=library-row][data-id="${fullId}"] [data-testid=library-stats]`);
    await page.waitForSelector('[data-testid=library-report][data-ready=true]');
    const charts = page.locator('[data-testid=library-report] [data-testid=race-small]');
    expect(await charts.count()).toBe(races.length);
    for (let m = 0; m < races.length; m++) await expectChartIsEngine(page, `[data-testid=library-report] [data-testid=race-small][data-manche="${m}"]`, races[m]!);
    // each finished manche: one ★, on its last credit
    for (let m = 0; m < races.length; m++) {
      const pts = await drawn(page, `[data-testid=library-report] [data-testid=race-small][data-manche="${m}"]`);
      expect(pts.filter((p) => p.decisive).map((p) => p.step)).toEqual([pts.length]);
    }
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.locator('[data-testid=library-report]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'library-report-1920x1080.png') });
    expect(await violations(page), 'axe: library-report-1920x1080.png').toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('the statistics shown are the counts worked out by hand; the CSV downloads with its guard', async () => {
    const file = join(OUT, 'counted.json');
    mkdirSync(OUT, { recursive: true });
    writeFileSync(file, JSON.stringify(COUNTED));
    await page.setInputFiles('[data-testid=library-import]', file);
    // the row of the match just imported (the full match imported before may still be marked new, and listed first)
    const imported = `[data-testid=library-row].lib-new:not([data-id="${fullId}"])`;
    await page.waitForSelector(imported);
    const id = (await page.getAttribute(imported, 'data-id'))!;
    await page.click(`[data-testid=library-row][data-id="${id}"] [data-testid=library-stats]`);
    await page.waitForSelector(`[data-testid=library-report][data-id="${id}"][data-ready=true]`);
    const cell = async (row: string) => {
      const tr = page.locator(`[data-testid=library-report] [data-testid=stats-teams] tr[data-row="${row}"]`);
      return [Number(await tr.locator('td[data-team=A]').textContent()), Number(await tr.locator('td[data-team=B]').textContent())];
    };
    // by hand (test/shared/library/match-stats.test.ts): phases won and how
    expect(await cell('won.phasesWon')).toEqual([9, 3]);
    expect(await cell('won.grande')).toEqual([2, 1]);
    expect(await cell('won.pares')).toEqual([3, 0]);
    expect(await cell('how.tira')).toEqual([3, 1]);
    expect(await cell('how.iduki')).toEqual([2, 0]);
    expect(await cell('how.paso')).toEqual([2, 2]);
    expect(await cell('how.base')).toEqual([1, 0]);
    expect(await cell('how.penalty')).toEqual([1, 0]);
    // tantos by phase
    expect(await cell('points.pointsTotal')).toEqual([16, 3]);
    expect(await cell('points.grande')).toEqual([6, 1]);
    expect(await cell('points.pares')).toEqual([5, 0]);
    expect(await cell('points.punto')).toEqual([3, 1]);
    // words said and their outcome
    expect(await cell('said.imido')).toEqual([2, 2]);
    expect(await cell('said.gehiago')).toEqual([1, 0]);
    expect(await cell('said.hordagoSaid')).toEqual([2, 0]);
    expect(await cell('bets.seen')).toEqual([2, 0]);
    expect(await cell('bets.seenWon')).toEqual([2, 0]);
    expect(await cell('bets.refused')).toEqual([3, 1]);
    expect(await cell('hordago.hRefused')).toEqual([2, 0]);
    expect(await cell('hordago.hWon')).toEqual([2, 0]);
    expect(await cell('errors.errors')).toEqual([0, 1]);
    // by player
    const rows = (which: string) => page.$$eval(`[data-testid=library-report] [data-testid=stats-players] tbody tr${which}`, (trs) =>
      trs.map((tr) => ['won', 'points', 'errors'].map((c) => Number(tr.querySelector(`td[data-col=${c}]`)!.textContent))));
    expect(await rows('[data-seat]')).toEqual([[3, 3, 0], [1, 1, 0], [6, 12, 0], [2, 2, 1]]);
    // each team's line of the points no player earned (A: the punto point), so the players plus it make the team
    expect(await rows('[data-team-line]')).toEqual([[0, 1, 0], [0, 0, 0]]);
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=library-report] [data-testid=stats-csv]')]);
    expect(dl.suggestedFilename()).toBe(`statistiques-${id}.csv`);
    const csv = readFileSync((await dl.path())!, 'utf8').trim().split(/\r?\n/);
    expect(csv).toHaveLength(9); // the header, two teams, four players, the teams' lines of points no player earned
    expect(csv[1]!.split(',').slice(0, 3)).toEqual(['A', 'Gorriak', '9']);
    expect(csv[5]!.split(',').slice(0, 3)).toEqual(['A3', 'Battitt', '6']);
    expect(csv[7]!.split(',')[0]).toBe('A team');
    expect(csv[8]!.split(',')[0]).toBe('B team');
    await page.locator('[data-testid=library-report]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'library-report-1366x768.png') });
    expect(await violations(page), 'axe: library-report-1366x768.png').toEqual([]);
    await page.click('[data-testid=library-report-close]');
    expect(await page.locator('[data-testid=library-report]').count()).toBe(0);
    // the focus goes back to the button that opened the report (after the close has rendered: polled,
    // a busy machine was seen to read it a moment too early)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('library-stats');
  });

  it('the judge’s chart follows the step; a click or the keyboard goes to a credit', async () => {
    await page.click(`[data-testid=library-row][data-id="${fullId}"] [data-testid=library-judge]`);
    await page.waitForSelector('[data-testid=judge-race] .race-pt');
    const last = races.length - 1;
    expect(await page.getAttribute('[data-testid=race-judge]', 'data-manche')).toBe(String(last));
    await expectChartIsEngine(page, '[data-testid=race-judge]', races[last]!);
    expect(Number(await page.getAttribute('[data-testid=judge-race]', 'data-reached'))).toBe(races[last]!.length);
    // to the first deal: manche 1's chart, nothing reached yet (or only what that step drew)
    await page.click('[data-testid=judge-first]');
    await page.waitForSelector('[data-testid=judge-position][data-step="0"]');
    expect(await page.getAttribute('[data-testid=race-judge]', 'data-manche')).toBe('0');
    expect(Number(await page.getAttribute('[data-testid=judge-race]', 'data-reached'))).toBe(0);
    await expectChartIsEngine(page, '[data-testid=race-judge]', races[0]!);
    // a click on a credit of the count: the step that settled its deal, with that deal's score
    const pts = await drawn(page, '[data-testid=race-judge]');
    const shown = pts.find((p) => p.when === 'showdown' && p.deal > 0)!;
    await page.click(`[data-testid=race-judge] .race-pt[data-step="${shown.step}"]`);
    await page.waitForFunction((deal) => document.querySelector('[data-testid=judge-position]')?.getAttribute('data-deal') === String(deal), shown.deal);
    expect(await page.getAttribute('[data-testid=judge-phase]', 'data-phase')).toBe('settled');
    expect(Number(await page.getAttribute('[data-testid=judge-race]', 'data-reached'))).toBeGreaterThanOrEqual(shown.step);
    // a credit drawn at once: the action that drew it, the score shown is that credit's
    const tira = pts.find((p) => p.when === 'dialogue');
    if (tira) {
      await page.click(`[data-testid=race-judge] .race-pt[data-step="${tira.step}"]`);
      await page.waitForFunction((deal) => document.querySelector('[data-testid=judge-position]')?.getAttribute('data-deal') === String(deal), tira.deal);
      expect(await page.getAttribute('[data-testid=judge-phase]', 'data-phase')).not.toBe('settled');
      expect([Number(await page.textContent('[data-testid=judge-score-A]')), Number(await page.textContent('[data-testid=judge-score-B]'))]).toEqual([tira.A, tira.B]);
    }
    // keyboard: the focused point moves with the arrows (the judge's step stays), Enter goes there
    const here = Number(await page.getAttribute('[data-testid=judge-position]', 'data-step'));
    const focusStep = () => page.evaluate(() => Number(document.activeElement?.getAttribute('data-step')));
    await page.focus(`[data-testid=race-judge] .race-pt[tabindex="0"]`);
    const from = await focusStep();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusStep()).toBe(Math.min(pts.length, from + 2));
    await page.keyboard.press('ArrowLeft');
    expect(await focusStep()).toBe(Math.min(pts.length, from + 2) - 1);
    expect(Number(await page.getAttribute('[data-testid=judge-position]', 'data-step'))).toBe(here);
    await page.keyboard.press('End');
    expect(await focusStep()).toBe(pts.length);
    await page.keyboard.press('Enter');
    // the last credit of manche 1 is its ★: the deal that won the manche, settled
    await page.waitForFunction((deal) => document.querySelector('[data-testid=judge-position]')?.getAttribute('data-deal') === String(deal), mancheEnd);
    expect(Number(await page.getAttribute('[data-testid=judge-race]', 'data-reached'))).toBe(pts.length);
    expect(await page.locator('[data-testid=race-judge] [data-testid=race-star]').count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'judge-race-1366x768.png'), fullPage: false });
    expect(await violations(page), 'axe: judge-race-1366x768.png').toEqual([]);
    // half-way through a manche: a point reached, a point not yet
    await page.click('[data-testid=judge-prev-deal]');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await twoFrames(page);
    await page.screenshot({ path: join(SHOTS, 'judge-race-1920x1080.png') });
    expect(await violations(page), 'axe: judge-race-1920x1080.png').toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('the judge’s print keeps the deal and the chart of its manche', async () => {
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.isVisible('[data-testid=judge-race] svg.race-svg')).toBe(true);
      expect(await page.isVisible('[data-testid=judge-ledger]')).toBe(true);
      expect(await page.isVisible('[data-testid=judge-whatif]')).toBe(false);
      await page.screenshot({ path: join(SHOTS, 'judge-race-print.png'), fullPage: true });
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('speaks the four languages', async () => {
    for (const [lang, word] of [['en', 'the race to 40'], ['es', 'la carrera a 40'], ['eu', '40erako lasterketa'], ['fr', 'la course aux 40']] as const) {
      await page.selectOption('[data-testid=lang]', lang);
      await page.waitForFunction((w) => document.querySelector('[data-testid=race-judge] .race-title')?.textContent?.includes(w), word);
    }
    expect(rig.pageErrors).toEqual([]);
  });

  it('"Nouvelle partie" on a match already won closes it without asking: nothing is abandoned', async () => {
    await resumeRecord(page, RECORD, 'charts-over-again');
    await page.waitForSelector('[data-testid=match-winner]');
    await page.click('[data-testid=new-match]');
    await page.waitForSelector('[data-testid=setup-form]');
    expect(await page.locator('[data-testid=new-match-confirm]').count()).toBe(0);
    expect(await page.locator('text=Abandonner cette partie ?').count()).toBe(0);
    expect(rig.pageErrors).toEqual([]);
  });
});
