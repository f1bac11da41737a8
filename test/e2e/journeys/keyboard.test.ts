/**
 * A club scorer with the keyboard only (and a screen reader checking names), in French then in
 * English: the setup form, a mus round where the esku's partner is chosen to say mintza (Alt+n), a
 * bet typed, a raise, a hordago seen, the cards typed, the count closed by Escape, an undo. After
 * every action the focus is somewhere (never dropped to <body>: it goes back to the turn's heading,
 * or stays on « Annuler » when that was the control pressed),
 * the turn line names who is about to speak (the partner chosen to cut, not the next seat), and the
 * score's live region says names, scores and manches in the reader's language.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openControlPage, ROOT, type ControlRig } from '../harness.js';
import { violations } from '../axe.js';

const SHOTS = join(ROOT, 'test-artifacts');
let rig: ControlRig;
let page: Page;

beforeAll(async () => {
  rig = await openControlPage({ shots: SHOTS, prefix: 'keyboard-' });
  page = rig.page;
}, 120_000);

afterEach(async (c) => {
  if (c.task.result?.state === 'fail' && page) await rig.shootFailure(c.task.name);
  expect(rig.pageErrors).toEqual([]);
});

afterAll(async () => {
  await rig?.close();
});

/** What has the focus: `body`, or the element's tag and id / data-cmd. */
const focused = () => page.evaluate(() => {
  const a = document.activeElement as HTMLElement | null;
  if (!a || a === document.body) return 'body';
  return `${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''}${a.dataset.cmd ? `[${a.dataset.cmd}]` : ''}${a.dataset.testid ? `[${a.dataset.testid}]` : ''}`;
});
const keys = async (...ks: string[]) => {
  for (const k of ks) await page.keyboard.press(k);
};
/** Tab until `selector` has the focus (at most 60 presses): the path a keyboard user takes. */
/**
 * Ctrl+Y brings the count back; it takes the focus (its « next deal ») once painted, and Escape —
 * pressed only then — closes it onto the next deal's mus round.
 */
async function redoThenClose(): Promise<void> {
  await keys('Control+y');
  await page.waitForSelector('[data-testid=count]');
  await expect.poll(focused).toBe('button[next-deal]');
  await keys('Escape');
  await page.waitForSelector('[data-testid=phase][data-phase=mus]');
}

async function tabTo(selector: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}
const turnText = () => page.evaluate(() => document.querySelector('[data-testid=turn] .turn-text')?.textContent?.trim() ?? '');
const maySay = () => page.evaluate(() => document.querySelector('[data-testid=may-say] strong')?.textContent ?? '');
const scoreLive = () => page.evaluate(() => document.querySelector('.scoreboard-control [role=status]')?.textContent ?? '');
/** Enabled controls on the table with no accessible name a screen reader could say. */
const unnamed = () => page.evaluate(() => [...document.querySelectorAll('main button:not([disabled]), main input, main select')]
  .filter((e) => {
    const el = e as HTMLElement;
    const own = [...el.childNodes].filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent ?? '').join('').trim();
    return !(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.getAttribute('title') || (el as HTMLInputElement).labels?.length || own);
  })
  .map((e) => e.outerHTML.slice(0, 100)));

describe('a deal by the keyboard only (French, then English)', () => {
  it('the setup form, the partner chosen to cut named on the turn line, a bet typed, a hordago, the cards, Escape, an undo', async () => {
    await page.waitForSelector('[data-testid=setup-form]');
    for (const [i, n] of ['Peio', 'Maite', 'Battitt', 'Xan'].entries()) {
      await tabTo(`input[name=player-${i}]`);
      await keys('Control+A');
      await page.keyboard.type(n);
    }
    await tabTo('[data-testid=start]');
    await keys('Enter');
    await page.waitForSelector('[data-testid=phase][data-phase=mus]');
    // the form's button is gone: the focus is on the turn's heading, not dropped to <body>
    await expect.poll(focused).toBe('h2#turn-phase[phase]');
    await expect.poll(turnText).toBe('▶ Peio (place 1) : mus ou mintza ?');
    expect(await unnamed()).toEqual([]);
    await expect.poll(scoreLive).toBe('A : 0, manches gagnées : 0 sur 3. B : 0, manches gagnées : 0 sur 3');
    // Peio and Maite say mus; Battitt's turn: his partner Peio is chosen to cut (Alt+1): the turn
    // line names Peio, who may only say mintza; Alt+3 gives the word back to Battitt
    await keys('m', 'm');
    await expect.poll(turnText).toBe('▶ Battitt (place 3) : mus ou mintza ?');
    await keys('Alt+Digit1');
    await expect.poll(turnText).toBe('▶ Peio (place 1) : mintza ?');
    await expect.poll(maySay).toBe('Mintza');
    await page.screenshot({ path: join(SHOTS, 'keyboard-partner-cuts.png') });
    await keys('Alt+Digit3');
    await expect.poll(turnText).toBe('▶ Battitt (place 3) : mus ou mintza ?');
    await keys('m', 'm', '2', 'd', '1', 'd', '3', 'd', '4', 'd');
    await page.waitForSelector('[data-testid=mus-rounds]');
    // Tab to « Mintza » and Enter: the button is disabled at grande, the focus goes to the heading
    await tabTo('button[data-cmd=cut]');
    await keys('Enter');
    await page.waitForSelector('[data-testid=phase][data-phase=grande]');
    await expect.poll(focused).toBe('h2#turn-phase[phase]');
    // imido 3 typed, 2 gehiago typed, hordago, kanta
    await keys('3', 'i', '2', 'g', 'h');
    await expect.poll(turnText).toContain('répond');
    await keys('k');
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await expect.poll(focused).not.toBe('body');
    await keys(...'r r c 1 7 7 5 4 1 4 5 6 1 5 6 7'.split(' '));
    await expect.poll(() => page.isDisabled('button.count-btn')).toBe(false);
    expect(await unnamed()).toEqual([]);
    await keys('Enter');
    await page.waitForSelector('[data-testid=count]');
    await expect.poll(focused).toBe('button[next-deal]');
    // the manche won is said by the live region, not only « 0, 0 »
    await expect.poll(scoreLive).toBe('A : 0, manches gagnées : 1 sur 3. B : 0, manches gagnées : 0 sur 3');
    // Escape closes the count: deal 2, the focus on the turn's heading
    await keys('Escape');
    await page.waitForSelector('[data-testid=count]', { state: 'detached' });
    await expect.poll(focused).toBe('h2#turn-phase[phase]');
    await expect.poll(turnText).toBe('▶ Maite (place 2) : mus ou mintza ?');
    expect(await violations(page), 'axe: deal 2 by the keyboard').toEqual([]);
    // an undo goes back into deal 1 (the hands typed): the focus stays on the table
    await keys('Control+z');
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await expect.poll(focused).not.toBe('body');
    await expect.poll(scoreLive).toBe('A : 0, manches gagnées : 0 sur 3. B : 0, manches gagnées : 0 sur 3');
    // redo: the count again, closed by Escape onto deal 2
    await redoThenClose();
    await expect.poll(focused).toBe('h2#turn-phase[phase]');
    // « Annuler » reached by Tab and pressed by Enter: the focus stays on it, as in any editor
    await tabTo('[data-testid=undo]');
    await keys('Enter');
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await expect.poll(focused).toBe('button[undo]');
    await redoThenClose();
    // pressed by a screen reader (a click without the focus) while « Mus » had it: « Mus » is gone
    // with the undo, the focus goes to « Annuler », the control used, not to the turn's heading
    await tabTo('button[data-cmd=mus]');
    await page.evaluate(() => (document.querySelector('[data-testid=undo]') as HTMLButtonElement).click());
    await page.waitForSelector('[data-testid=phase][data-phase=showdown]');
    await expect.poll(focused).toBe('button[undo]');
    await redoThenClose();
    await expect.poll(focused).toBe('h2#turn-phase[phase]');
  }, 120_000);

  it('in English: names, the partner who cuts named, Escape nothing lost', async () => {
    await page.selectOption('[data-testid=lang]', 'en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.focus('#turn-phase');
    await expect.poll(turnText).toBe('▶ Maite (seat 2): mus or cut (mintza)?');
    await keys('Alt+Digit4');
    await expect.poll(turnText).toBe('▶ Xan (seat 4): cut (mintza)?');
    // only the cut is his: not the biak words, which are the esku's
    await expect.poll(() => page.textContent('[data-testid=may-say]')).toBe('May say: Cut (mintza)');
    await expect.poll(() => page.getAttribute('[data-testid=seat-choice-cut] button[data-seat="3"]', 'aria-pressed')).toBe('true');
    // its name is the player's, without the arrow drawn for the eyes (aria-pressed says it is chosen)
    expect(await page.getByRole('button', { name: 'Xan (B) Alt+4', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await unnamed()).toEqual([]);
    await expect.poll(scoreLive).toBe('A: 0, manches won: 1 of 3. B: 0, manches won: 0 of 3');
    await page.screenshot({ path: join(SHOTS, 'keyboard-en-partner-cuts.png') });
    await keys('x');
    await page.waitForSelector('[data-testid=phase][data-phase=grande]');
    await expect.poll(focused).toBe('h2#turn-phase[phase]');
    // the cut is Xan's (seat index 3), by the journal
    const last = await page.evaluate(() => {
      const n = Number(localStorage.getItem('mus.journal.count') ?? 0);
      for (let i = n - 1; i >= 0; i--) {
        const r = JSON.parse(localStorage.getItem(`mus.journal.${i}`) ?? 'null') as { entry?: { action?: { seat?: number; act?: string } } } | null;
        if (r?.entry?.action) return r.entry.action;
      }
      return null;
    });
    expect(last).toMatchObject({ seat: 3, act: 'cut' });
  }, 60_000);
});
