/**
 * The host page of `mus serve` as a bar's owner meets it, on their own phone (360×640, headless
 * Chromium, by the keyboard only): the table served in process with its room display open
 * (`phones-driver.ts`); the host page opened at the address `mus serve` prints (the key in the
 * fragment) shows the four seats; Peio's phone takes seat 2 and the page says so at once (pushed);
 * « Nouveau lien » for seat 2 asks first (the focus on « Annuler »; Escape answers it too, the focus
 * back on the button), then cuts Peio's phone off (it is told), shows the seat's new QR code and
 * link, the focus back on the seat's button; the old link is refused, a new phone takes the seat
 * with the new one; the match closed, the page says there is none. The same page without its key,
 * or with the room display's, refuses. axe finds nothing at each step.
 * Screenshots: `test-artifacts/host-page-*-360x640.png`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openPhonesTable, SHOTS, type PhonesRig } from '../phones-driver.js';
import { violations } from '../axe.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: ['Ane', 'Peio', 'Maite', 'Xan'], esku: 0 };
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'fr-FR' };

/** Presses Tab until the focus is on `testid` inside seat `seat`'s card (at most 30 times): the keyboard's way there. */
async function tabTo(page: Page, seat: number, testid: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const at = await page.evaluate(() => {
      const el = document.activeElement;
      return { testid: el?.getAttribute('data-testid') ?? '', seat: el?.closest('li')?.getAttribute('data-seat') ?? '' };
    });
    if (at.testid === testid && at.seat === String(seat)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testid} of seat ${seat}`);
}

const focused = (page: Page) => page.evaluate(() => ({ testid: document.activeElement?.getAttribute('data-testid') ?? '', seat: document.activeElement?.closest('li')?.getAttribute('data-seat') ?? '' }));

describe('mus serve: the host page on the owner\'s phone', () => {
  let rig: PhonesRig;
  let host: Page;
  let failed = '';

  beforeAll(async () => {
    rig = await openPhonesTable(SETUP);
  }, 120_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') {
      failed = ctx.task.name;
      await rig.shootFailure(failed);
      await host?.screenshot({ path: join(SHOTS, 'failure-host-page.png') }).catch(() => {});
    }
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('shows the seats, follows the phones, renews a seat by the keyboard only; the old phone is told', async () => {
    const ctx = await rig.browser.newContext(PHONE);
    ctx.setDefaultTimeout(10_000);
    host = await ctx.newPage();
    host.on('pageerror', (e) => rig.problems.push(`host: ${e.message}`));
    host.on('console', (m) => { if (m.type() === 'error') rig.problems.push(`host: ${m.text()}`); });
    await host.goto(rig.table.hostUrl);
    const seat = (n: number) => host.locator(`[data-testid=host-seat][data-seat="${n}"]`);
    await seat(3).waitFor();
    expect(await host.locator('h1').textContent()).toBe('Page de l’hôte');
    expect(await host.locator('[data-testid=host-seat] h2').allTextContents()).toEqual(['Place 1 — Ane', 'Place 2 — Peio', 'Place 3 — Maite', 'Place 4 — Xan']);
    expect(await seat(1).getAttribute('data-joined')).toBe('no');
    expect(await violations(host)).toEqual([]);
    await host.screenshot({ path: join(SHOTS, 'host-page-seats-360x640.png') });

    // Peio's phone takes seat 2: the page says so at once (pushed, not polled)
    const peio = await rig.phone(1);
    const oldLink = rig.table.seatUrl(1);
    await host.locator('[data-testid=host-seat][data-seat="1"][data-joined="yes"]').waitFor();
    expect(await seat(1).textContent()).toMatch(/place prise par son téléphone/);
    expect(await seat(1).locator('[data-testid=host-link]').count()).toBe(0); // a taken seat: no QR code

    // « Nouveau lien » for seat 2, by the keyboard: asked first, the focus on « Annuler »; Escape says no
    await tabTo(host, 1, 'host-new-link');
    await host.keyboard.press('Enter');
    await seat(1).locator('[data-testid=host-ask]').waitFor();
    expect(await seat(1).locator('[data-testid=host-ask]').textContent()).toMatch(/Couper le téléphone de Peio et faire un nouveau lien \?/);
    expect(await focused(host)).toEqual({ testid: 'host-new-link-no', seat: '1' });
    expect(await violations(host)).toEqual([]);
    await seat(1).scrollIntoViewIfNeeded();
    await host.screenshot({ path: join(SHOTS, 'host-page-ask-360x640.png') });
    await host.keyboard.press('Escape');
    await host.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'host-new-link' && document.activeElement.closest('li')?.getAttribute('data-seat') === '1');
    expect(rig.table.seatUrl(1)).toBe(oldLink);

    // asked again and confirmed (Tab to « Oui, nouveau lien », Enter)
    await host.keyboard.press('Enter');
    await seat(1).locator('[data-testid=host-ask]').waitFor();
    await host.keyboard.press('Tab');
    expect(await focused(host)).toEqual({ testid: 'host-new-link-yes', seat: '1' });
    await host.keyboard.press('Enter');
    // Peio's phone is told it lost the seat; the page shows the seat's new QR code and link, the focus back on its button
    await peio.page.locator('[data-testid=seat-lost]').waitFor();
    await seat(1).locator('[data-testid=host-new-link-done]').waitFor();
    await host.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'host-new-link' && document.activeElement.closest('li')?.getAttribute('data-seat') === '1');
    const newLink = rig.table.seatUrl(1);
    expect(newLink).not.toBe(oldLink);
    expect(await seat(1).locator('.host-url').textContent()).toBe(newLink);
    expect(await seat(1).locator('[data-testid=host-link]').getAttribute('open')).not.toBeNull();
    expect(await seat(1).locator('img').getAttribute('alt')).toBe('QR code de la place de Peio');
    expect(await seat(1).locator('[data-testid=host-new-link-done]').textContent()).toBe('Nouveau lien pour Peio : scannez ce QR code avec le nouveau téléphone.');
    expect(await violations(host)).toEqual([]);
    await seat(1).locator('h2').evaluate((h) => h.scrollIntoView());
    await host.screenshot({ path: join(SHOTS, 'host-page-new-link-360x640.png') });

    // the old link is refused; a new phone takes the seat with the new one
    const stale = await (await rig.browser.newContext(PHONE)).newPage();
    await stale.goto(oldLink);
    await stale.locator('.seat-note[role=alert]').waitFor();
    expect(await stale.locator('[data-testid=seat-who]').count()).toBe(0);
    const fresh = await (await rig.browser.newContext(PHONE)).newPage();
    await fresh.goto(newLink);
    await fresh.locator('[data-testid=seat-who]').waitFor();
    await host.locator('[data-testid=host-seat][data-seat="1"][data-joined="yes"]').waitFor();
    expect(await seat(1).locator('[data-testid=host-new-link-done]').count()).toBe(0);

    // the match closed at the table: the page says there is none, with no seat and no button
    const closed = rig.table.host.closeMatch();
    expect(closed.ok).toBe(true);
    await host.locator('[data-testid=host-notice]', { hasText: 'Aucune partie en cours' }).waitFor();
    expect(await host.locator('[data-testid=host-seat]').count()).toBe(0);
    expect(await violations(host)).toEqual([]);
    expect(rig.problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
  });

  it('refuses a page without the key, or with the room display\'s key, and says how to open it', async () => {
    const ctx = await rig.browser.newContext(PHONE);
    const page = await ctx.newPage();
    await page.goto(`${rig.table.base}/host.html`);
    expect(await page.locator('[data-testid=host-no-key]').textContent()).toMatch(/mus serve/);
    const displayKey = new URL(rig.table.displayUrl).searchParams.get('key') ?? '';
    await page.goto(`${rig.table.base}/host.html#k=${displayKey}`);
    await page.reload();
    // said in the page's language (the table's English message only until its sentences arrive)
    await page.locator('[data-testid=host-bad-key]', { hasText: 'pas la bonne clé' }).waitFor();
    expect(await page.locator('[data-testid=host-seat]').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'host-page-bad-key-360x640.png') });
    await ctx.close();
  });
});
