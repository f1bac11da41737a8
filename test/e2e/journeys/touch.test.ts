/**
 * A tablet at the table, by touch alone (issue 10 part 6): at 1280×800 landscape with touch events
 * only (Chromium's touch emulation), a whole deal is played — mus, bets with amounts, ba/ez, the
 * showdown by tapping the cards, an undo — with every target at least 44×44 CSS px and nothing to
 * scroll during the dialogue. The score is the engine's. Then the partner who says mintza is chosen
 * (keyboard, then touch) and the journal credits the cut to him (FFMus art. 7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, serveAndLaunch, type ServedChromium } from '../harness.js';
import { violations } from '../axe.js';
import { settleRecord } from '../../../shared/index.js';

const SHOTS = join(ROOT, 'test-artifacts');
let served: ServedChromium;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  served = await serveAndLaunch();
  const ctx = await served.browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
  ctx.setDefaultTimeout(8000);
  page = await ctx.newPage();
  await page.goto(`${served.server.url}index.html`);
}, 120_000);

afterAll(async () => {
  await served?.close();
});

/** Every enabled button on screen is at least 44×44 CSS px (WCAG 2.5.5). */
async function smallTargets(): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('main button:not([disabled])')]
    .map((b) => ({ b, r: b.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 44 - 0.5 || r.height < 44 - 0.5))
    .map(({ b, r }) => `${(b as HTMLElement).dataset.cmd ?? (b as HTMLElement).dataset.slot ?? (b as HTMLElement).dataset.card ?? b.textContent?.trim().slice(0, 20)} ${Math.round(r.width)}×${Math.round(r.height)}`));
}
/** The page does not scroll: everything of the dialogue is on the screen. */
const scrolls = () => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);
const tap = (sel: string) => page.tap(sel);

describe('a tablet at the table, by touch alone (1280×800)', () => {
  it('plays a whole deal: mus, bets with amounts, ba/ez, the cards tapped, an undo', async () => {
    await page.waitForSelector('[data-testid=setup-form]');
    for (const [i, n] of ['Peio', 'Maite', 'Battitt', 'Xan'].entries()) await page.fill(`input[name=player-${i}]`, n); // the tablet's own keyboard
    await tap('[data-testid=start]');
    await page.waitForSelector('[data-testid=phase][data-phase=mus]');
    await page.screenshot({ path: join(SHOTS, 'touch-1280x800-mus.png') });
    expect(await smallTargets()).toEqual([]);
    expect(await scrolls()).toBe(false);
    // mus by all four, then each discards by tapping
    for (let i = 0; i < 4; i++) await tap('button[data-cmd=mus]:not([disabled])');
    for (const n of [2, 1, 3, 4]) await tap(`button[data-cmd=discard-${n}]`);
    // then everyone cuts... the esku (Peio) says mintza
    await tap('button[data-cmd=cut]:not([disabled])');
    await page.waitForSelector('[data-testid=phase][data-phase=grande]');
    expect(await smallTargets()).toEqual([]);
    expect(await scrolls()).toBe(false);
    // grande: Peio bets 5 on the number pad, Maite sees
    await tap('.pad-key >> text="5"');
    await tap('button.pad-enter');
    await tap('button[data-cmd=see]:not([disabled])');
    // chica: a quick bet of 3 by Peio, then taken back (undo) and passed by everyone
    await page.waitForSelector('[data-testid=phase][data-phase=chica]');
    await tap('button[data-quick="3"]');
    await tap('[data-testid=undo]');
    for (let i = 0; i < 4; i++) await tap('button[data-cmd=pass]:not([disabled])');
    // pares and juego: ba/ez by tapping
    await page.waitForSelector('[data-testid=phase][data-phase=pares]');
    expect(await smallTargets()).toEqual([]);
    expect(await scrolls()).toBe(false);
    for (const c of ['ba', 'ez', 'ez', 'ez']) await tap(`button[data-cmd=${c}]:not([disabled])`);
    await page.waitForSelector('[data-testid=phase][data-phase=juego]');
    for (const c of ['ez', 'ez', 'ez', 'ez']) await tap(`button[data-cmd=${c}]:not([disabled])`);
    await page.waitForSelector('[data-testid=phase][data-phase=punto]');
    for (let i = 0; i < 4; i++) await tap('button[data-cmd=pass]:not([disabled])');
    // the showdown: the cards tapped, one wrong card tapped again and replaced
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    expect(await smallTargets()).toEqual([]);
    const hands = [[12, 12, 7, 5], [11, 6, 4, 1], [10, 7, 6, 2], [7, 5, 4, 1]];
    for (const h of hands) for (const n of h) await tap(`button[data-card="${n}"]`);
    await tap('[data-slot="3-0"]'); // Xan's 7 was meant to be a 6
    await tap('button[data-card="6"]');
    hands[3]![0] = 6;
    await page.screenshot({ path: join(SHOTS, 'touch-1280x800-showdown.png') });
    expect(await violations(page), 'axe: touch showdown').toEqual([]);
    await tap('button.count-btn');
    await page.waitForSelector('[data-testid=count]');
    // the score is the engine's for the same deal
    const rec = {
      format: 'mus-deal/1', rules: 'ffmus', esku: 0,
      actions: [
        ...[0, 1, 2, 3].map((seat) => ({ phase: 'mus', seat, act: 'mus' })),
        ...[[0, 2], [1, 1], [2, 3], [3, 4]].map(([seat, count]) => ({ phase: 'mus', seat, act: 'discard', count })),
        { phase: 'mus', seat: 0, act: 'cut' },
        { phase: 'grande', seat: 0, act: 'bet', amount: 5 }, { phase: 'grande', seat: 1, act: 'see' },
        ...[0, 1, 2, 3].map((seat) => ({ phase: 'chica', seat, act: 'pass' })),
        ...[true, false, false, false].map((has, seat) => ({ phase: 'pares', seat, act: 'declare', has })),
        ...[0, 1, 2, 3].map((seat) => ({ phase: 'juego', seat, act: 'declare', has: false })),
        ...[0, 1, 2, 3].map((seat) => ({ phase: 'punto', seat, act: 'pass' })),
      ],
      hands: hands.map((h) => h.map(String)),
    };
    const direct = settleRecord(rec);
    if (!direct.ok) throw new Error(direct.error.message);
    expect(Number(await page.textContent('[data-testid=score-A]'))).toBe(direct.value.settlement.scoreAfter.A);
    expect(Number(await page.textContent('[data-testid=score-B]'))).toBe(direct.value.settlement.scoreAfter.B);
    await page.screenshot({ path: join(SHOTS, 'touch-1280x800-count.png') });
  }, 120_000);

  it('the partner who says mintza is chosen by touch, and the cut is recorded for him (FFMus art. 7)', async () => {
    await tap('[data-testid=next-deal]');
    await page.waitForSelector('[data-testid=phase][data-phase=mus]');
    // deal 2: Maite is esku; her team may cut: Maite (chosen by default) or Xan, named as the seats show them
    const choice = page.locator('[data-testid=seat-choice-cut]');
    await expect.poll(() => choice.getAttribute('aria-labelledby')).toBe('seat-choice-label');
    await expect.poll(() => page.textContent('#seat-choice-label')).toBe('Qui dit mintza :');
    const pressed = () => choice.locator('button.seat-btn').evaluateAll((bs) => bs.map((b) => `${b.textContent?.replace(/\s+/g, ' ').trim()} ${b.getAttribute('aria-pressed')} ${b.getAttribute('aria-keyshortcuts')}`));
    await expect.poll(pressed).toEqual(['▶ Maite (B) Alt+2 true Alt+2', 'Xan (B) Alt+4 false Alt+4']);
    // by the keyboard: Alt+4 chooses Xan, Alt+2 Maite again (the buttons say so)
    await page.keyboard.press('Alt+Digit4');
    await expect.poll(pressed).toEqual(['Maite (B) Alt+2 false Alt+2', '▶ Xan (B) Alt+4 true Alt+4']);
    await page.keyboard.press('Alt+Digit2');
    await expect.poll(pressed).toEqual(['▶ Maite (B) Alt+2 true Alt+2', 'Xan (B) Alt+4 false Alt+4']);
    await expect.poll(() => page.isDisabled('button[data-cmd=mus]')).toBe(false);
    // by touch: Xan's button
    await tap('[data-testid=seat-choice-cut] button[data-seat="3"]');
    await expect.poll(pressed).toEqual(['Maite (B) Alt+2 false Alt+2', '▶ Xan (B) Alt+4 true Alt+4']);
    // Xan may only cut: mus and the grande words are Maite's
    await expect.poll(() => page.isDisabled('button[data-cmd=mus]')).toBe(true);
    await expect.poll(() => page.isDisabled('button[data-cmd=pass]')).toBe(true);
    await expect.poll(() => page.isDisabled('button[data-cmd=cut]')).toBe(false);
    expect(await smallTargets()).toEqual([]);
    expect(await scrolls()).toBe(false);
    expect(await violations(page), 'axe: the partner who cuts').toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'touch-1280x800-mintza-partner.png') });
    await tap('button[data-cmd=cut]:not([disabled])');
    await page.waitForSelector('[data-testid=phase][data-phase=grande]');
    // the journal credits Xan (seat 4, index 3) with the cut, not Maite
    const lastAction = () => page.evaluate(() => {
      const n = Number(localStorage.getItem('mus.journal.count') ?? 0);
      for (let i = n - 1; i >= 0; i--) {
        const r = JSON.parse(localStorage.getItem(`mus.journal.${i}`) ?? 'null') as { entry?: { action?: unknown } } | null;
        if (r?.entry?.action) return r.entry.action;
      }
      return null;
    });
    await expect.poll(lastAction).toEqual({ phase: 'mus', seat: 3, act: 'cut' });
    await expect.poll(() => choice.count()).toBe(0);
  }, 60_000);
});
