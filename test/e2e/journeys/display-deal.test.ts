/**
 * The room display through one whole deal, at a bar's screens (1024×768, 1280×720, 1920×1080, a 5:4
 * 1280×1024 and portrait 768×1024 and 1080×1920), in the four languages, at four players with short names and at
 * six with the longest ones (60 units, test/helpers/display-match.ts): the mus round, a hordago
 * waiting for its answer after two bets, the kanta (the deal goes to the showdown: whose hands are
 * awaited, and each phase's outcome) and the deal settled after the showdown. At each, no text of the display overflows its
 * region, every region is visible, inside the viewport and clear of the others, the scoreboard's
 * player names are whole words (the first names here; test/e2e/layout-check.ts), and the race chart's ★ never lies on its target's label. Screenshots: `test-artifacts/display-deal-<lang>-<players>-<state>-<w>x<h>.png`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { MatchEntry, MatchSetup } from '../../../shared/index.js';
import type { Lang } from '../../../shared/i18n/index.js';
import { loadMatch, openControlPage, openDisplay, ROOT, twoFrames, type ControlRig } from '../harness.js';
import { DISPLAY_REGIONS, layoutProblems, roomReadingProblems } from '../layout-check.js';
import { A, H, LONG_NAMES, longest, longSetup } from '../../helpers/display-match.js';

const SHOTS = join(ROOT, 'test-artifacts');
const SIZES = [[1024, 768], [1280, 720], [1920, 1080], [1280, 1024], [768, 1024], [1080, 1920]] as const;
const LANGS: Lang[] = ['fr', 'eu', 'es', 'en'];

const SHORT: MatchSetup = { rules: 'ffmus', teams: { A: 'Baiona', B: 'Hazparne' }, players: ['Maite', 'Xabi', 'Peio', 'Ane'], esku: 0 };
const SIX: MatchSetup = { ...longSetup({ preset: 'ffmus', players: 6 }), players: [...LONG_NAMES.players, longest('Itziar Olaizola-Urrutia Garaikoetxea '), longest('Beñat Ithurralde-Etxegarai Haramboure ')] };
/** The scoreboard's player line, team A then B: each name shown (whole words) and its title (the full name). */
const SHORT_LINE = [0, 2, 1, 3].map((s) => [SHORT.players[s], SHORT.players[s]]);
const SIX_LINE = [0, 2, 4, 1, 3, 5].map((s, k) => [['Maïté', 'Battittë', 'Itziar', 'Xabier', 'Jean-Mixel', 'Beñat'][k], SIX.players[s]]);

/** The states of one deal, by seat count: its log so far and what the display waits for. */
const DEAL: Record<4 | 6, { state: string; log: MatchEntry[]; ready: string }[]> = {
  4: [
    { state: 'mus', log: A('m: 0m 1m 2m'), ready: '[data-testid=ladder-display]' },
    { state: 'hordago', log: A('m: 0c | g: 0b2 1r2 2o'), ready: '[data-testid=tira-pays-display]' },
    { state: 'kanta', log: A('m: 0c | g: 0b2 1r2 2o 3s'), ready: '[data-testid=display-outcomes]' },
    { state: 'settled', log: [...A('m: 0c | g: 0b2 1r2 2o 3s'), H('12 12 11 1 / 11 7 5 1 / 10 6 5 4 / 11 6 4 1')], ready: '[data-testid=display-last]' },
  ],
  6: [
    { state: 'mus', log: A('m: 0m 1m 2m 3m 4m'), ready: '[data-testid=ladder-display]' },
    { state: 'hordago', log: A('m: 0c | g: 0p 1b2 2r2 3o'), ready: '[data-testid=tira-pays-display]' },
    { state: 'kanta', log: A('m: 0c | g: 0p 1b2 2r2 3o 4s'), ready: '[data-testid=display-outcomes]' },
    { state: 'settled', log: [...A('m: 0c | g: 0p 1b2 2r2 3o 4s'), H('12 12 11 1 / 11 7 5 1 / 10 6 5 4 / 11 6 4 1 / 7 6 5 4 / 7 5 4 1')], ready: '[data-testid=display-last]' },
  ],
};

describe('the room display through a whole deal, at a bar\'s screens, in four languages', () => {
  let rig: ControlRig;
  let page: Page;
  let display: Page;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'display-deal-', consoleErrors: true });
    page = rig.page;
    await loadMatch(page, { setup: SHORT, log: [], id: 'deal' }, { lang: 'fr', setup: null });
    display = await openDisplay(rig.ctx, page, rig.pageErrors);
  }, 120_000);

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail') await rig.shootFailure(c.task.name);
  });

  afterAll(async () => {
    await rig?.close();
  });

  for (const lang of LANGS) {
    for (const players of [4, 6] as const) {
      it(`${lang}, ${players} players: the mus, a hordago, the kanta, the deal settled`, async () => {
        for (const { state, log, ready } of DEAL[players]) {
          await loadMatch(page, { setup: players === 4 ? SHORT : SIX, log, id: `deal-${lang}-${players}-${state}` }, { lang, setup: null });
          await display.waitForFunction((l) => document.documentElement.lang === l, lang);
          await display.waitForSelector(ready);
          // the scoreboard's player line: first names, whole (« Maïté Oy… · Battittë… · Itziar Ol… » at six
          // before), each full name in its title; the layout check looks at them at every size
          const line = await display.$$eval('.scoreboard-display .team-player', (ps) => ps.map((p) => [(p.querySelector('[aria-hidden=true]') ?? p).textContent, p.getAttribute('title')]));
          expect(line, `${lang} ${players} ${state}`).toEqual(players === 4 ? SHORT_LINE : SIX_LINE);
          // the showdown: what the hands decide, the grande's hordago seen (« Abattage » over an empty box before)
          if (state === 'kanta') expect(await display.textContent('[data-testid=display-outcomes] dd')).toBe({ fr: 'hordago kanta', eu: 'hordago kanta', es: 'órdago querido', en: 'hordago seen' }[lang]);
          for (const [w, h] of SIZES) {
            await display.setViewportSize({ width: w, height: h });
            await twoFrames(display);
            await display.screenshot({ path: join(SHOTS, `display-deal-${lang}-${players}-${state}-${w}x${h}.png`) });
            expect(await layoutProblems(display, DISPLAY_REGIONS), `${lang} ${players} ${state} ${w}×${h}`).toEqual([]);
            // read at 4 m (a TV on its side too): no word too small, each team's name in whole words
            expect(await roomReadingProblems(display), `${lang} ${players} ${state} ${w}×${h}`).toEqual([]);
            // the ★ of the credit that took the target never lies on the target's label (« objectif 4★ » at 1024×768)
            const starOnLabel = await display.evaluate(() => {
              const star = document.querySelector('[data-testid=race-display] [data-testid=race-star]')?.getBoundingClientRect();
              const label = document.querySelector('[data-testid=race-display] [data-mark=target] text')?.getBoundingClientRect();
              return !!star && !!label && star.left < label.right && label.left < star.right && star.top < label.bottom && label.top < star.bottom;
            });
            expect(starOnLabel, `${lang} ${players} ${state} ${w}×${h}: the ★ on the target's label`).toBe(false);
          }
        }
      }, 90_000);
    }
  }

  it('no page error', () => {
    expect(rig.pageErrors).toEqual([]);
  });
});
