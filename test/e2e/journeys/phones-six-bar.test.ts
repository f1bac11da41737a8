/**
 * A bar's table in Spanish: `mus serve --lang es`, six players on six phones (360×740), the room
 * display on a 1920×1080 TV and on a 1366×768 one. A mus round (six « Mus »), the discards, a bet
 * and its raise seen, the declarations, the showdown. What a bar read wrong: during the discards
 * the display said « Mus ▶ Ane » under six « Mus » (it says « Descarte »), and at the showdown its
 * headline was cut, « Se enseñan las car… », on both TVs (it takes two lines). Each step waits for
 * the screen (expect.poll), then screenshots both TVs: `test-artifacts/bar-es-<moment>-<w>x<h>.png`.
 * The six ba/ez of a round all stay on the ladder, the esku's first (only the last five were kept).
 * The small tests: test/src-renderer/display/phase-headline.test.ts and phase-title.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { itemAt } from '../../helpers/item-at.js';
import { openPhonesTable, SHOTS, type Phone, type PhonesRig } from '../phones-driver.js';

const PLAYERS = ['Ane', 'Peio', 'Maite', 'Xan', 'Irati', 'Mikel'];
const HANDS = [[12, 12, 5, 6], [11, 11, 11, 4], [1, 4, 5, 7], [10, 10, 7, 6], [12, 10, 7, 1], [2, 4, 6, 7]];
const PARES = [true, true, false, true, false, false];
const JUEGO = [true, true, false, true, false, false];
const SEATS = [0, 1, 2, 3, 4, 5];

/** The headline of a display: its words, and whether any of them is cut (an ellipsis, a clamp). */
function headline(page: Page): Promise<{ text: string; cut: boolean }> {
  return page.locator('[data-testid="display-phase"]').evaluate((el) => ({
    text: (el.textContent ?? '').trim(),
    cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  }));
}

describe('a bar in Spanish: six phones, two TVs', () => {
  let rig: PhonesRig;
  let tv1366: Page;
  const phones: Phone[] = [];
  const p = (seat: number) => itemAt(phones, seat);
  const tvs = () => [{ page: rig.display, size: '1920x1080' }, { page: tv1366, size: '1366x768' }];
  /** Waits until both TVs show `text` whole, then screenshots them. */
  const bothShow = async (text: string, moment: string) => {
    for (const tv of tvs()) {
      await expect.poll(() => headline(tv.page), { timeout: 10_000 }).toEqual({ text, cut: false });
      await tv.page.screenshot({ path: join(SHOTS, `bar-es-${moment}-${tv.size}.png`) });
    }
  };

  beforeAll(async () => {
    rig = await openPhonesTable({ rules: { preset: 'ffmus', players: 6 }, teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 },
      { lang: 'es', display: { width: 1920, height: 1080 }, phone: { width: 360, height: 740 } });
    const ctx = await rig.browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'es-ES' });
    tv1366 = await ctx.newPage();
    await tv1366.goto(rig.table.displayUrl);
    rig.pages.push({ who: 'display 1366x768', page: tv1366 });
  }, 120_000);

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail') await rig.shootFailure(`bar-es-${c.task.name}`);
  });

  afterAll(async () => {
    await rig?.close();
  });

  it('six phones take their seats; six « Mus »: both TVs say the discard, not « Mus »', async () => {
    for (const seat of SEATS) phones.push(await rig.phone(seat));
    await rig.display.locator('[data-testid="phone-lobby"]').waitFor({ state: 'detached' });
    await bothShow('Mus', 'mus');
    for (const seat of SEATS) await p(seat).say('mus');
    await bothShow('Descarte', 'discard');
    for (const seat of SEATS) await p(seat).discard(1);
    await bothShow('Mus', 'mus-again');
  });

  it('a bet, its raise seen, the declarations: the phase named whole', async () => {
    await p(0).say('cut');
    await p(0).say('bet', 2);
    await p(1).say('raise', 2);
    await bothShow('Grande', 'raise');
    await p(2).say('see');
    for (const seat of SEATS) await p(seat).say('pass');
    for (const seat of SEATS) await p(seat).say(PARES[seat] ? 'ba' : 'ez');
    await bothShow('Pares', 'declarations');
    // the whole ba/ez round stays on both TVs, the esku's « Sí » first (it dropped off: five lines were kept)
    for (const tv of tvs()) {
      const lines = tv.page.locator('[data-testid="ladder-display"] li');
      await expect.poll(() => lines.count()).toBe(6);
      expect(await lines.first().innerText()).toContain('Ane');
      const inside = await lines.last().evaluate((li) => {
        const bottom = li.getBoundingClientRect().bottom;
        for (let el = li.parentElement; el && el !== document.body; el = el.parentElement) if (bottom > el.getBoundingClientRect().bottom + 1) return false;
        return bottom <= window.innerHeight;
      });
      expect(inside).toBe(true);
    }
    for (const seat of [0, 1, 3]) await p(seat).say('pass');
    for (const seat of SEATS) await p(seat).say(JUEGO[seat] ? 'ba' : 'ez');
    for (const seat of [0, 1, 3]) await p(seat).say('pass');
  });

  it('the showdown: « Se enseñan las cartas » whole on both TVs; the deal counted in amarrakos', async () => {
    await bothShow('Se enseñan las cartas', 'showdown');
    for (const seat of SEATS) await p(seat).show(itemAt(HANDS, seat));
    // grande seen at 4 and chica (Maite's 1-4-5-7), juego (Ane's 31): Gorriak 8; pares (Peio's medias, Xan's pair): Urdinak 3
    for (const tv of tvs()) {
      await expect.poll(() => tv.page.locator('[data-testid="display-last"]').innerText(), { timeout: 10_000 }).toBe('Reparto 1: A 0→8 · B 0→3');
      expect(await tv.page.locator('[data-team="A"] .tokens-text').innerText()).toMatch(/^1 amarrako,\s+3 piedras$/);
      await tv.page.screenshot({ path: join(SHOTS, `bar-es-counted-${tv.size}.png`) });
    }
    expect(rig.problems).toEqual([]);
  });
});
