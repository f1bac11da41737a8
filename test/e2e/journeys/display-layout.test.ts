/**
 * The room display at any size, with any names (issue 28 §1): the longest names the setup accepts
 * (60 units each, test/helpers/display-match.ts), in the four languages, at 1280×720, 1920×1080 and
 * 3840×2160, on small laptops (1366×768, 1280×800: a 16:10 screen) and on a club's 4:3 and 5:4
 * monitors (1024×768, 1280×1024: sized on the height alone, the words were cut there) and portrait ones (768×1024, a TV on its side at 1080×1920), in four states — a deal with six bets and raises waiting for an answer (the total and
 * what a tira pays; every bet on screen, on two columns: only the last five were kept), a six-player
 * bidding of four passes and six bets and raises (the esku's « paso », the three others folded into
 * one line, every bet and raise), a hordago after three bets, and the match won after a deal with two announcement errors. At each, no text
 * of the display overflows its region, the ladder's names are whole words on one column and on two (cut to « M » at 1024×768 before, « Itziar Olaizola-Urr… » on one column), every region is visible, inside the viewport and clear of
 * the others, the chart's axis values never touch (test/e2e/layout-check.ts), no word is under 1.7 % of the screen's longer side and each team's name starts with a whole word (`roomReadingProblems`: « Etxeberri-Iñ… » before, 9 px tokens' words at 1080×1920), and axe finds
 * nothing (the experimental rules on). Screenshots: `test-artifacts/display-long-<lang>-<state>-<w>x<h>.png`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { MatchEntry } from '../../../shared/index.js';
import type { Lang } from '../../../shared/i18n/index.js';
import { loadMatch, openControlPage, openDisplay, ROOT, twoFrames, type ControlRig } from '../harness.js';
import { violations } from '../axe.js';
import { DISPLAY_REGIONS, layoutProblems, roomReadingProblems } from '../layout-check.js';
import { acts } from '../../helpers/dsl.js';
import { LONG_LADDER, LONG_NAMES, longest, longSetup, NAME_MAX, TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';

const SHOTS = join(ROOT, 'test-artifacts');
const SIZES = [[1280, 720], [1366, 768], [1280, 800], [1024, 768], [1280, 1024], [1920, 1080], [3840, 2160], [768, 1024], [1080, 1920]] as const;
const LANGS: Lang[] = ['fr', 'eu', 'es', 'en'];
/** Deal 1 at grande: imido 2, 2 gehiago, 5 gehiago, then a hordago waiting for its answer (a tira pays 9). */
const HORDAGO_ON_LADDER: MatchEntry[] = acts('m: 0c | g: 0b2 1r2 2r5 3o').map((action) => ({ type: 'action', action }));
/** Deal 2 of the match (esku: seat 1) at grande: six bets and raises, the last waiting for A's answer. */
const LADDER: MatchEntry[] = [...TO_WIN.first, ...LONG_LADDER.map((e) => (e.type === 'action' ? { ...e, action: { ...e.action, seat: (e.action.seat + 1) % 4 } } : e))];

/** Six players with the longest names: four passes, then six bets and raises, the last waiting for B's answer. */
const SIX_SETUP = { ...longSetup({ preset: 'ffmus', players: 6 }), players: [...LONG_NAMES.players, longest('Itziar Olaizola-Urrutia Garaikoetxea '), longest('Beñat Ithurralde-Etxegarai Haramboure ')] };
const SIX_BIDDING: MatchEntry[] = acts('m: 0c | g: 0p 1p 2p 3p 4b2 5r2 4r2 1r2 2r2 3r2').map((action) => ({ type: 'action', action }));

describe('the room display with the longest names, at every size, in four languages', () => {
  let rig: ControlRig;
  let page: Page;
  let display: Page;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'display-layout-', consoleErrors: true });
    page = rig.page;
    await loadMatch(page, { setup: longSetup(), log: LADDER, id: 'layout' }, { lang: 'fr', setup: null });
    display = await openDisplay(rig.ctx, page, rig.pageErrors);
  }, 120_000);

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail') await rig.shootFailure(c.task.name);
  });

  afterAll(async () => {
    await rig?.close();
  });

  it('uses names the setup accepts, each as long as it may be', () => {
    for (const n of [LONG_NAMES.teams.A, LONG_NAMES.teams.B, ...LONG_NAMES.players]) expect(n.length).toBe(NAME_MAX);
  });

  /** Checks the display now at the three sizes; screenshots each. */
  async function atEverySize(lang: Lang, state: string): Promise<void> {
    for (const [w, h] of SIZES) {
      await display.setViewportSize({ width: w, height: h });
      await twoFrames(display);
      await display.screenshot({ path: join(SHOTS, `display-long-${lang}-${state}-${w}x${h}.png`) });
      expect(await layoutProblems(display, DISPLAY_REGIONS), `${lang} ${state} ${w}×${h}`).toEqual([]);
      // read at 4 m: no word under 1.7 % of the screen's longer side, each team's name starting with a whole word
      expect(await roomReadingProblems(display), `${lang} ${state} ${w}×${h}`).toEqual([]);
    }
    expect(await violations(display, { experimental: true }), `axe: display-long-${lang}-${state}`).toEqual([]);
  }

  /**
   * The ladder's names at every size (`columns`: the two-column ladder, or the one-column one, whose
   * names are never cut): each the first words of its player's name (whole
   * words, the full name in its title), whole on a 4:3, 5:4 or portrait screen (the word under it);
   * on a wider one a name that does not fit keeps three letters' room at least before its ellipsis
   * (at 1024×768 they were cut to « M », « B.. »); the race chart's title beside it on one line.
   */
  async function namesAtEverySize(lang: Lang, state: string, columns: 1 | 2 = 2): Promise<void> {
    for (const [w, h] of SIZES) {
      await display.setViewportSize({ width: w, height: h });
      await twoFrames(display);
      const names = await display.$$eval(columns === 2 ? '[data-testid=ladder-display].two-columns li .who' : '[data-testid=ladder-display]:not(.two-columns) li .who', (ws) => ws.map((e) => ({
        full: e.getAttribute('title') ?? '',
        shown: e.querySelector('[aria-hidden=true]')?.textContent ?? e.textContent ?? '',
        cut: e.scrollWidth > e.clientWidth + 1,
        ems: e.clientWidth / parseFloat(getComputedStyle(e).fontSize),
      })));
      expect(names.length, `${lang} ${state} ${w}×${h}`).toBeGreaterThan(columns === 2 ? 5 : 2);
      // the race chart beside the wider ladder keeps its title on one line (« la course aux / 40 » at 1280×800)
      const title = await display.$eval('[data-testid=race-display] .race-title', (e) => e.clientHeight / (1.2 * parseFloat(getComputedStyle(e).fontSize)));
      expect(title, `${lang} ${state} ${w}×${h}: the race's title`).toBeLessThan(1.5);
      for (const n of names) {
        expect(`${n.full} `.startsWith(`${n.shown} `), `${lang} ${state} ${w}×${h}: « ${n.shown} » is not the first words of « ${n.full} »`).toBe(true);
        if (columns === 1 || w / h <= 1.5) expect(n.cut, `${lang} ${state} ${w}×${h}: « ${n.shown} » cut`).toBe(false);
        else if (n.cut) expect(n.ems, `${lang} ${state} ${w}×${h}: « ${n.shown} » cut to ${n.ems.toFixed(1)} em`).toBeGreaterThan(2.5);
      }
    }
  }

  for (const lang of LANGS) {
    it(`${lang}: six bets and raises waiting for an answer — every one on screen (two columns), its total and what a tira pays`, async () => {
      await loadMatch(page, { setup: longSetup(), log: LADDER, id: `layout-${lang}` }, { lang, setup: null });
      await display.waitForFunction((l) => document.documentElement.lang === l, lang);
      await display.waitForFunction(() => document.querySelectorAll('[data-testid=ladder-display] li').length === 6);
      await display.waitForSelector('[data-testid=tira-pays-display]');
      await atEverySize(lang, 'ladder');
      await namesAtEverySize(lang, 'ladder');
      // the amounts of every line are on screen, not cut (the first bet's 2 was off the screen: the last five were kept)
      const amounts = await display.locator('[data-testid=ladder-display] li .total').allTextContents();
      expect(amounts.map((a) => a.replace(/\D/g, ''))).toEqual(['2', '4', '9', '19', '21', '23']);
      expect(await display.textContent('[data-testid=total-display]')).toBe('23');
      expect(await display.textContent('[data-testid=tira-pays-display]')).toBe('21');
    }, 60_000);

    it(`${lang}: six players, four passes then six bets and raises — the esku's word, the passes folded, every bet and raise`, async () => {
      await loadMatch(page, { setup: SIX_SETUP, log: SIX_BIDDING, id: `six-${lang}` }, { lang, setup: null });
      await display.waitForFunction((l) => document.documentElement.lang === l, lang);
      await display.waitForFunction(() => document.querySelectorAll('[data-testid=ladder-display] li').length === 8);
      await display.waitForSelector('[data-testid=ladder-display-folded]');
      await atEverySize(lang, 'six');
      await namesAtEverySize(lang, 'six');
      const amounts = await display.locator('[data-testid=ladder-display] li .total').allTextContents();
      expect(amounts.map((a) => a.replace(/\D/g, ''))).toEqual(['2', '4', '6', '8', '10', '12']);
      expect(await display.getAttribute('[data-testid=ladder-display] li:first-child .who', 'title')).toBe(LONG_NAMES.players[0]);
      expect(await display.textContent('[data-testid=ladder-display-folded] .what')).toMatch(/×3$/);
    }, 60_000);

    it(`${lang}: the match won after a deal with two announcement errors`, async () => {
      await loadMatch(page, { setup: longSetup(TO_WIN_RULES), log: [...TO_WIN.first, ...TO_WIN.last], id: `won-${lang}` }, { lang, setup: null }, '[data-testid=match-winner]');
      await display.waitForFunction((l) => document.documentElement.lang === l, lang);
      await display.waitForSelector('[data-testid=display-winner]');
      await display.waitForSelector('[data-testid=display-errors]');
      await atEverySize(lang, 'won');
      // the race's title « Manche 1 : la course aux 30 — gagnée par B (…) » gets two lines: on one it
      // was cut after « — g… » at every size, even with short names
      for (const [w, h] of SIZES) {
        await display.setViewportSize({ width: w, height: h });
        await twoFrames(display);
        const title = await display.$eval('[data-testid=race-display] .race-title', (e) => ({ lines: e.clientHeight / parseFloat(getComputedStyle(e).lineHeight || '0') || e.clientHeight / (1.2 * parseFloat(getComputedStyle(e).fontSize)) }));
        expect(title.lines, `${lang} ${w}×${h}`).toBeGreaterThan(1.5);
        // the two errors' articles whole (cut to « FFMus art. 13 a · FFMus art. … » before)
        const errors = await display.$eval('[data-testid=display-errors]', (e) => ({ text: e.textContent, cut: e.scrollWidth > e.clientWidth + 1 }));
        expect(errors, `${lang} ${w}×${h}`).toEqual({ text: '⚠ FFMus art. 13 a · 16 a', cut: false });
      }
      // the winner's full name is on screen (it wraps, never cut mid-word before the verb)
      expect(await display.getAttribute('.display-winner-name', 'title')).toBe(LONG_NAMES.teams.B);
      // the scoreboard keeps the winning manche's final score (it showed the 0–0 its close left), marked
      // final, the winner's card badged; the winner's panel says that score too
      expect([await display.getAttribute('[data-testid=score-A]', 'data-score'), await display.getAttribute('[data-testid=score-B]', 'data-score')]).toEqual(['0', '30']);
      expect(await display.locator('[data-testid=score-B-final]').isVisible()).toBe(true);
      expect(await display.locator('[data-testid=score-won-B]').isVisible()).toBe(true);
      expect(await display.locator('[data-testid=score-won-A]').count()).toBe(0);
      expect(await display.textContent('[data-testid=display-final]')).toMatch(/A 0 – B 30$/);
    }, 60_000);
  }

  for (const lang of LANGS) {
    it(`${lang}: a hordago after three bets — "on the table" and "a tira would pay" whole, beside their figures`, async () => {
      await loadMatch(page, { setup: longSetup(), log: HORDAGO_ON_LADDER, id: `hordago-${lang}` }, { lang, setup: null });
      await display.waitForFunction((l) => document.documentElement.lang === l, lang);
      await display.waitForFunction(() => document.querySelectorAll('[data-testid=ladder-display] li').length === 4);
      await display.waitForSelector('[data-testid=tira-pays-display]');
      await atEverySize(lang, 'hordago');
      // one column: the names whole words too (« Itziar Olaizola-Urr… » was cut by the CSS)
      await namesAtEverySize(lang, 'hordago', 1);
      for (const [w, h] of SIZES) {
        await display.setViewportSize({ width: w, height: h });
        await twoFrames(display);
        // the labels were cut at 1280×720 and 1920×1080 (« Sur la tab… Hordago  Un tira paier… 9 »)
        const cut = await display.$$eval('[data-testid=ladder-sum-display] .sum-label', (ls) => ls.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
        expect(cut, `${lang} ${w}×${h}`).toEqual([]);
        // the race's title « Manche 1 : la course aux 40 » on one line: at 1024×768 it put « 40 » alone on a second
        const title = await display.$eval('[data-testid=race-display] .race-title', (e) => ({ text: e.textContent, lines: e.clientHeight / (1.2 * parseFloat(getComputedStyle(e).fontSize)) }));
        expect(title.text).toMatch(/40/);
        expect(title.lines, `${lang} ${w}×${h}`).toBeLessThan(1.5);
      }
      expect(await display.textContent('[data-testid=tira-pays-display]')).toBe('9');
    }, 60_000);
  }

  it('no page error', () => {
    expect(rig.pageErrors).toEqual([]);
  });
});
