/**
 * A tournament night made through the Tournoi screen, as a director does: the screen opened from
 * the bar, the night created, each pair registered by its form (Enter in its last field). Used by
 * the e2e files that need a night to look at (long names, the desktop hub).
 */
import type { Page } from 'playwright-core';

/** A pair as typed in the screen's form; `club` left out: the field stays empty. */
export interface PairTyped {
  team: string;
  players: readonly [string, string] | readonly string[];
  club?: string;
}

/**
 * Opens the Tournoi screen from the setup form, creates the night « Gau handia » of 27 November with
 * `rounds` rounds, and registers `pairs` in order (ids p01, p02…), each waited for on the screen.
 * @param before what to check once the screen is open, before anything is typed
 */
export async function createNight(page: Page, rounds: number, pairs: readonly PairTyped[], before?: () => Promise<unknown>): Promise<void> {
  await page.waitForSelector('[data-testid=setup-form]');
  await page.click('[data-testid=open-tournament]');
  await page.waitForSelector('[data-testid=tournament-create]');
  await before?.();
  await page.fill('input[name=tn-name]', 'Gau handia');
  await page.fill('input[name=tn-date]', '2026-11-27');
  await page.fill('input[name=tn-rounds]', String(rounds));
  await page.click('[data-testid=tournament-create-submit]');
  await page.waitForSelector('[data-testid=tournament-name]');
  for (const [i, p] of pairs.entries()) {
    await page.fill('input[name=tn-team]', p.team);
    await page.fill('input[name=tn-player1]', p.players[0] ?? '');
    await page.fill('input[name=tn-player2]', p.players[1] ?? '');
    const last = p.club === undefined ? 'input[name=tn-player2]' : 'input[name=tn-club]';
    if (p.club !== undefined) await page.fill(last, p.club);
    await page.press(last, 'Enter');
    await page.waitForSelector(`[data-testid=tournament-pair][data-id="p${String(i + 1).padStart(2, '0')}"]`);
  }
}
