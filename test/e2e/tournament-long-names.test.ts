/**
 * The Tournoi screen with a club's real names (web mode, headless Chromium, 1366×768): accents, an
 * apostrophe, a long team name and long Basque surnames. Every pair's buttons stay inside the Paires
 * panel (a long player name used to push them out, cut at "Retir"), the names are shown whole, and
 * the round's tables and standings show them too. Screenshot `tournament-long-names-1366x768.png`.
 * In `npm test` (not a long journey): the layout bug is a screen bug, caught by the everyday suite.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openControlPage, ROOT, type ControlRig } from './harness.js';
import { createNight } from './tournament-night.js';

const SHOTS = join(ROOT, 'test-artifacts');
const LONG = "Les Amis du Pays Basque de Saint-Jean-Pied-de-Port et d'Uhart-Cize réunis";
const PAIRS = [
  { team: 'Etxeberri / Dufau', players: ['Peio', 'Battitt'], club: 'Baiona' },
  { team: 'López / Iñaki', players: ['Begoña', 'Iñaki'], club: 'Donostia' },
  { team: "D'Arcangues / Élissalde", players: ['Jean-Baptiste', 'Maïté'], club: 'Ainhoa' },
  { team: LONG, players: ['Xabier Etxeberriagoikoetxea', 'Mikel Arrizabalaga-Goñi'], club: 'Garazi' },
  { team: "O'Connor / Çelik", players: ['Seán', 'Ümit'], club: '' },
  { team: 'Bérard / Urrutia', players: ['Éric', 'Ñoño'], club: 'Hendaia' },
];

describe('the Tournoi screen with long names, accents and an apostrophe', () => {
  let page: Page;
  let rig: ControlRig;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'tournament-long-names-', consoleErrors: true });
    page = rig.page;
  });
  afterEach(async (c) => {
    if (c.task.result?.state === 'fail' && page) await rig.shootFailure(c.task.name);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('keeps every pair\'s buttons inside the Paires panel, and shows every name whole', async () => {
    await createNight(page, 3, PAIRS);
    const region = (await page.locator('.tn-pairs .tn-scroll').boundingBox())!;
    const buttons = page.locator('[data-testid=tournament-pair] [data-testid=tournament-withdraw]');
    expect(await buttons.count()).toBe(PAIRS.length);
    for (const b of await buttons.all()) {
      const box = (await b.boundingBox())!;
      expect(box.x + box.width, await b.getAttribute('aria-label') ?? '').toBeLessThanOrEqual(region.x + region.width);
    }
    // the region has nothing hidden to scroll to
    expect(await page.locator('.tn-pairs .tn-scroll').evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    const teams = await page.locator('[data-testid=tournament-pair] th').allTextContents();
    expect(teams).toEqual(PAIRS.map((p) => p.team));
    await page.click('[data-testid=tournament-pair-round]');
    await page.waitForSelector('[data-testid=tournament-round][data-round="1"]');
    const tables = await page.locator('[data-testid=tournament-table] td strong').allTextContents();
    expect(tables).toEqual(PAIRS.map((p) => p.team));
    expect(await page.locator('[data-testid=tournament-standing]').count()).toBe(PAIRS.length);
    await page.screenshot({ path: join(SHOTS, 'tournament-long-names-1366x768.png'), fullPage: true });
  });
});
