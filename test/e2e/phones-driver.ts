/**
 * A table played from phones in headless Chromium, for the phones' journeys (issue 26): `mus serve`
 * in process (a real journal in a temporary data folder, `sync: 'none'`, the built web pages), one
 * Chromium, the room display in a desktop context and one mobile context per phone (360×640,
 * `isMobile`, `hasTouch`): the phones act by `tap()` only. The helpers read like the table's story:
 * `ane.say('bet', 3)`, `xan.show([7, 5, 4, 2])`, `peio.askUndo()`. Every helper waits for the event
 * it causes (the table's log growing, a button offered), never for the wall clock.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { MatchSetup } from '../../shared/index.js';
import type { Lang } from '../../shared/i18n/index.js';
import { startServe, type ServedTable } from '../../src-main/cli/serve-command.js';
import { launchChromium, ROOT, webBuild } from './harness.js';

/** Where the journeys' screenshots go. */
export const SHOTS = join(ROOT, 'test-artifacts');

/** How long a helper waits for what a tap causes (the machine is shared: generous). */
const WAIT = 10_000;

/** A table served to phones, with its room display open. */
export interface PhonesRig {
  browser: Browser;
  table: ServedTable;
  display: Page;
  /** Console errors and page errors of every page, `who: message`. */
  problems: string[];
  /** Opens a seat's page on a new phone (a new mobile context) and waits for the seat to be taken. */
  phone(seat: number, name?: string): Promise<Phone>;
  /** Every page open (the display first, then the phones in the order they joined). */
  pages: { who: string; page: Page }[];
  /** Screenshots every page as `test-artifacts/failure-<name>-<who>.png` (for an `afterEach` on failure). */
  shootFailure(name: string): Promise<void>;
  /** The number of entries of the match log (the table's side: for waiting, not for asserting). */
  logLength(): number;
  /** The records of the match's journal, parsed (`t`, `entry`, `source`…). */
  journal(): { t: string; source?: string; entry?: unknown }[];
  close(): Promise<void>;
}

/** Options of {@link openPhonesTable}: the table's language (`--lang`, default `fr`) and the screens' sizes (px). */
export interface PhonesRigOptions {
  lang?: Lang;
  /** The room display's viewport (default 1280×800). */
  display?: { width: number; height: number };
  /** Each phone's viewport (default 360×640). */
  phone?: { width: number; height: number };
}

/** Opens the table: `mus serve` on 127.0.0.1, one Chromium, the room display (1280×800 by default) with its key. */
export async function openPhonesTable(setup: MatchSetup, opts: PhonesRigOptions = {}): Promise<PhonesRig> {
  const locale = LOCALES[opts.lang ?? 'fr'];
  mkdirSync(SHOTS, { recursive: true });
  const data = mkdtempSync(join(tmpdir(), 'mus-phones-journey-'));
  const pages = await webBuild();
  const table = await startServe({ setup, host: '127.0.0.1', port: 0, dataDir: data, pages, sync: 'none', ...(opts.lang ? { lang: opts.lang } : {}), print: () => {}, maxConnectionsPerAddress: 128, joinsPerMinute: 1000, tapsPerMinute: 10_000 });
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  const watch = (p: Page, who: string) => {
    // a refused tap (409) or a lost seat (401/409) is said on the page: not a problem
    p.on('console', (m) => { if (m.type() === 'error' && !/status of 409|status of 401/.test(m.text())) problems.push(`${who}: ${m.text()}`); });
    p.on('pageerror', (e) => problems.push(`${who}: ${e.message}`));
  };
  const dctx = await browser.newContext({ viewport: opts.display ?? { width: 1280, height: 800 }, locale });
  contexts.push(dctx);
  const display = await dctx.newPage();
  watch(display, 'display');
  await display.goto(table.displayUrl);
  const opened: { who: string; page: Page }[] = [{ who: 'display', page: display }];
  const rig: PhonesRig = {
    browser, table, display, problems, pages: opened,
    async shootFailure(name) {
      const slug = (x: string) => x.replace(/[^\w-]+/g, '-').slice(0, 60);
      for (const o of opened) await o.page.screenshot({ path: join(SHOTS, `failure-${slug(name)}-${slug(o.who)}.png`) }).catch(() => {});
    },
    async phone(seat, name) {
      const ctx = await browser.newContext({ viewport: opts.phone ?? { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale });
      ctx.setDefaultTimeout(WAIT);
      contexts.push(ctx);
      const page = await ctx.newPage();
      const who = name ?? table.host.current?.match.view.setup.players[seat] ?? `seat ${seat}`;
      watch(page, who);
      opened.push({ who, page });
      await page.goto(table.seatUrl(seat));
      await page.locator('[data-testid="seat-who"]').waitFor();
      return new Phone(page, seat, who, rig);
    },
    logLength: () => table.host.current?.match.log.length ?? 0,
    journal() {
      const id = table.host.current?.id ?? '';
      return readFileSync(join(table.matchesDir, `${id}.musj`), 'utf8').trim().split('\n').slice(1)
        .map((l) => JSON.parse(l.slice(9)) as { t: string; source?: string; entry?: unknown });
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
      await table.stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
  return rig;
}

/** The browser locale of each language's screens. */
const LOCALES: Record<Lang, string> = { fr: 'fr-FR', eu: 'eu-ES', es: 'es-ES', en: 'en-GB' };

/** One player's phone on the seat page. */
export class Phone {
  constructor(readonly page: Page, readonly seat: number, readonly name: string, private readonly rig: PhonesRig) {}

  /** Waits until the table's log has grown past `before` (what a tap was for). */
  private async grown(before: number): Promise<void> {
    await expect.poll(() => this.rig.logLength(), { timeout: WAIT }).toBeGreaterThan(before);
  }

  /**
   * Says an act (`data-act`: mus, cut, pass, bet, raise, ordago, see, fold, ba, ez): waits for its
   * button, sets the amount of an imido / gehiago with − and + first, taps it, and waits for the
   * table to take it.
   */
  async say(act: string, amount?: number): Promise<void> {
    const button = this.page.locator(`[data-act="${act}"]`);
    await button.waitFor();
    if (amount !== undefined) await this.setAmount(amount);
    const before = this.rig.logLength();
    await button.tap();
    await this.grown(before);
  }

  /** Sets the imido / gehiago amount with the − and + buttons (tantos). */
  private async setAmount(n: number): Promise<void> {
    const shown = this.page.locator('[data-testid="seat-amount"]');
    for (let i = 0; i < 99; i++) {
      const now = Number(await shown.innerText());
      if (now === n) return;
      await this.page.locator('.seat-stepper button', { hasText: now < n ? '+' : '−' }).tap();
      await expect.poll(async () => Number(await shown.innerText())).toBe(now < n ? now + 1 : now - 1);
    }
  }

  /** Discards `count` cards: the count, then « Écarter ». */
  async discard(count: number): Promise<void> {
    await this.page.locator('[data-act="discard"]').waitFor();
    await this.page.locator('.seat-stepper button', { hasText: String(count) }).tap();
    await expect.poll(() => this.page.locator('.seat-stepper button[aria-pressed="true"]').innerText()).toBe(String(count));
    await this.say('discard');
  }

  /** The act buttons offered now (their `data-act`). */
  async acts(): Promise<string[]> {
    return this.page.locator('[data-act]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-act') ?? ''));
  }

  /** Taps cards on the showdown pad (ranks as on the cards: 1…7, 10, 11, 12). */
  async pick(cards: readonly number[]): Promise<void> {
    await this.page.locator('[data-testid="seat-pad"]').waitFor();
    for (const n of cards) await this.page.locator(`[data-card="${n}"]`).tap();
  }

  /** Confirms the four cards picked (the confirm step included) and waits for the hand to be shown confirmed, or for the deal to be counted. */
  async confirm(): Promise<void> {
    await this.page.locator('[data-testid="seat-confirm"]').tap();
    const deals = this.rig.table.host.current?.match.view.deals.length ?? 0;
    await this.page.locator('[data-testid="seat-confirm-yes"]').tap();
    await expect.poll(async () => (await this.page.locator('[data-testid="seat-shown"]').count()) > 0 || (this.rig.table.host.current?.match.view.deals.length ?? 0) > deals, { timeout: WAIT }).toBe(true);
  }

  /** Enters this seat's four cards on the pad and confirms them. */
  async show(cards: readonly number[]): Promise<void> {
    await this.pick(cards);
    await this.confirm();
  }

  /** Asks to take back the last act. */
  async askUndo(): Promise<void> {
    await this.page.locator('[data-testid="seat-undo-ask"]').tap();
    await this.page.locator('[data-testid="seat-undo"]').waitFor();
  }

  /** Accepts the undo asked by the other team; waits for the table to take the act back. */
  async acceptUndo(): Promise<void> {
    const before = this.rig.logLength();
    await this.page.locator('[data-testid="seat-undo-accept"]').tap();
    await expect.poll(() => this.rig.logLength(), { timeout: WAIT }).toBeLessThan(before);
  }

  /** Reloads the page (the phone slept, or its browser was reloaded) and waits for the seat to be back. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.page.locator('[data-testid="seat-who"]').waitFor();
  }

  /** Screenshots the phone's screen as `test-artifacts/<name>.png`. */
  async shoot(name: string): Promise<void> {
    await this.page.screenshot({ path: join(SHOTS, `${name}.png`) });
  }

  /** The buttons and selects on screen smaller than a 48 × 48 px touch target, or cut by the screen's width: `text w×h`. */
  async smallTargets(): Promise<string[]> {
    return this.page.locator('button, select').evaluateAll((els) => els.flatMap((e) => {
      const r = e.getBoundingClientRect();
      const cut = r.right > document.documentElement.clientWidth + 0.5 || e.scrollWidth > e.clientWidth + 1;
      return r.width < 47.5 || r.height < 47.5 || cut ? [`${(e.textContent ?? '').trim()} ${Math.round(r.width)}×${Math.round(r.height)}${cut ? ' cut' : ''}`] : [];
    }));
  }

  /** Text of a `data-testid` element of the page. */
  text(testid: string): Promise<string> {
    return this.page.locator(`[data-testid="${testid}"]`).innerText();
  }
}

/** The room display's score of a team: the number (tantos) and the tokens in words (hamarrekos, tantos). */
export async function displayedScore(display: Page, team: 'A' | 'B'): Promise<{ tantos: number; tokens: string }> {
  const figure = display.locator(`[data-team="${team}"] .team-score`);
  return {
    tantos: Number(await figure.locator(`[data-testid="score-${team}"]`).getAttribute('data-score')),
    tokens: await figure.locator('.tokens-text').innerText(),
  };
}

/** Waits until the room display shows `score` (tantos) for both teams. */
export async function displayShows(display: Page, score: { A: number; B: number }): Promise<void> {
  await display.waitForFunction(
    (s) => ['A', 'B'].every((k) => document.querySelector(`[data-testid="score-${k}"]`)?.getAttribute('data-score') === String(s[k as 'A' | 'B'])),
    score, { timeout: WAIT },
  );
}
