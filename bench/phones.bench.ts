/**
 * A table scored from six phones (issue 26, `docs/phones.md`), on loopback:
 * - tap on a phone → room display painted: `mus serve` in process (the journal flushed as in use,
 *   `fdatasync`), one headless Chromium with six phone pages (mobile, touch) and two room displays
 *   following the table. Each sample is one `tap()` on the seat page's act button (or the last
 *   « Oui, confirmer » of a showdown, the tap that counts the deal), from the phone page's
 *   `touchstart` to the first frame painted on the first room display after its DOM shows the
 *   change (a MutationObserver, then `requestAnimationFrame` + a task); both times are
 *   `performance.timeOrigin + performance.now()`, one clock for every page of the browser. Median
 *   and p99 (goals ≤ 50 ms and ≤ 200 ms); the second display's median in the note.
 * - `mus serve` start to first QR: from spawning `node bin/mus.mjs serve` to the first QR code on
 *   its output (goal ≤ 1 s).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { median, percentile, type BenchRow } from './harness.js';
import { buildWeb, launchChromium } from '../test/e2e/harness.js';
import { startServe } from '../src-main/cli/serve-command.js';
import { seatChoices } from '../shared/phones/index.js';
import { itemAt } from '../test/helpers/item-at.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TAPS = Number(process.env.MUS_PHONES_BENCH_TAPS ?? 120);
const WARM_UP = 5;
/** Six hands without pares or juego (8 kings): every deal ends at the punto. */
const HANDS = [[1, 4, 5, 6], [1, 4, 5, 7], [1, 4, 6, 7], [1, 5, 6, 7], [2, 4, 6, 10], [2, 5, 7, 11]];

/*
 * The in-page code is given as text: tsx (esbuild keepNames) would otherwise add `__name` calls
 * that do not exist in the page.
 */
/** In a phone page: the time of the last touch (the tap's start). */
const PHONE_WATCH = `
window.__tapAt = 0;
addEventListener('touchstart', () => { window.__tapAt = performance.timeOrigin + performance.now(); }, { capture: true });
`;
/**
 * In a room display: what the room reads of the table (the scores, the phase, who speaks, the
 * ladder, the last deal; not the phones strip, which has its own poll), and each frame painted after
 * a change of the page's DOM, with what it showed then.
 */
const DISPLAY_WATCH = `
window.__shown = () => ['.scoreboard', '.display-lower'].map((q) => document.querySelector(q)?.textContent ?? '').join('|');
window.__paints = [];
const start = () => {
  if (!document.querySelector('.scoreboard')) return setTimeout(start, 20);
  new MutationObserver(() => {
    requestAnimationFrame(() => setTimeout(() => window.__paints.push({ t: performance.timeOrigin + performance.now(), shown: window.__shown() }), 0));
  }).observe(document.body, { childList: true, characterData: true, subtree: true, attributes: true });
};
start();
`;

/** The first paint of `display` after paint number `from` that shows something else than `before`: its time. */
async function paintedAfter(display: Page, from: number, before: string): Promise<number> {
  const h = await display.waitForFunction(
    ([k, b]) => (window as unknown as { __paints: { t: number; shown: string }[] }).__paints.slice(k as number).find((p) => p.shown !== b)?.t ?? false,
    [from, before] as const, { timeout: 15_000, polling: 5 },
  );
  return (await h.jsonValue()) as number;
}

async function tapToPaint(): Promise<{ first: number[]; second: number[] }> {
  const pages = mkdtempSync(join(tmpdir(), 'mus-phones-bench-web-'));
  const data = mkdtempSync(join(tmpdir(), 'mus-phones-bench-data-'));
  await buildWeb(pages);
  const table = await startServe({ setup: { rules: { preset: 'ffmus', players: 6 }, teams: { A: 'A', B: 'B' }, players: ['a', 'b', 'c', 'd', 'e', 'f'], esku: 0 }, host: '127.0.0.1', port: 0, dataDir: data, pages, print: () => {}, maxConnectionsPerAddress: 128, tapsPerMinute: 100_000, joinsPerMinute: 1000 });
  const browser = await launchChromium();
  const view = () => {
    const v = table.host.current?.match.view;
    if (!v) throw new Error('mus serve has no match');
    return v;
  };
  const logLength = () => table.host.current?.match.log.length ?? 0;
  try {
    const displays: Page[] = [];
    for (let d = 0; d < 2; d++) {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      await page.addInitScript(DISPLAY_WATCH);
      await page.goto(table.displayUrl);
      displays.push(page);
    }
    const phones: Page[] = [];
    for (let s = 0; s < 6; s++) {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
      ctx.setDefaultTimeout(15_000);
      const page = await ctx.newPage();
      await page.addInitScript(PHONE_WATCH);
      await page.goto(table.seatUrl(s));
      await page.locator('[data-testid="seat-who"]').waitFor();
      phones.push(page);
    }
    await itemAt(displays, 0).locator('[data-testid="phone-lobby"]').waitFor({ state: 'detached' });
    const out = { first: [] as number[], second: [] as number[] };
    for (let n = 0; out.first.length < TAPS; n++) {
      const v = view();
      if (!v.current) throw new Error('the match ended before the bench had its taps');
      let last: { phone: Page; button: string };
      if (v.current.state.stage === 'showdown') {
        // every hand on its phone's pad; the last « Oui, confirmer » counts the deal: that tap is timed
        const left = table.phones.viewOf(0).showdown?.need ?? [];
        const lastSeat = itemAt(left, left.length - 1);
        for (const seat of left) {
          const phone = itemAt(phones, seat);
          for (const c of itemAt(HANDS, seat)) await phone.locator(`[data-card="${c}"]`).tap();
          await phone.locator('[data-testid="seat-confirm"]').tap();
          if (seat !== lastSeat) {
            await phone.locator('[data-testid="seat-confirm-yes"]').tap();
            await phone.locator('[data-testid="seat-shown"]').waitFor();
          }
        }
        last = { phone: itemAt(phones, lastSeat), button: '[data-testid="seat-confirm-yes"]' };
      } else {
        let seat = 0;
        while (!seatChoices(v, seat).acts.length) seat++;
        const acts = seatChoices(v, seat).acts;
        const act = acts.includes('cut') ? 'cut' : acts.includes('ez') ? 'ez' : acts.includes('pass') ? 'pass' : 'see';
        last = { phone: itemAt(phones, seat), button: `[data-act="${act}"]` };
      }
      const button = last.phone.locator(last.button);
      await button.waitFor();
      const before = await Promise.all(displays.map((d) => d.evaluate('[window.__paints.length, window.__shown()]') as Promise<[number, string]>));
      const logBefore = logLength();
      await last.phone.evaluate('window.__tapAt = 0');
      await button.tap();
      const tapAt = (await last.phone.evaluate('window.__tapAt')) as number;
      if (!(tapAt > 0)) throw new Error(`no touchstart on the phone for ${last.button}`);
      const painted = await Promise.all(displays.map((d, i) => paintedAfter(d, ...itemAt(before, i))));
      // the phone's own answer before the next tap (its buttons follow the table)
      while (logLength() === logBefore) await new Promise((r) => setImmediate(r));
      if (n < WARM_UP) continue;
      out.first.push(itemAt(painted, 0) - tapAt);
      out.second.push(itemAt(painted, 1) - tapAt);
    }
    return out;
  } finally {
    await browser.close();
    await table.stop();
    rmSync(pages, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
}

async function startToQr(): Promise<number> {
  const data = mkdtempSync(join(tmpdir(), 'mus-phones-bench-serve-'));
  const pages = mkdtempSync(join(tmpdir(), 'mus-phones-bench-pages-'));
  writeFileSync(join(pages, 'display.html'), '<html><head></head></html>');
  writeFileSync(join(pages, 'seat.html'), '<html></html>');
  try {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['bin/mus.mjs', 'serve', '--host', '127.0.0.1', '--port', '0', '--data-dir', data, '--pages', pages, '--quiet'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const ms = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => { if (d.toString('utf8').includes('▄')) resolve(performance.now() - t0); });
      child.on('exit', (c) => reject(new Error(`mus serve exited (${c}) before its QR codes`)));
    });
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    return ms;
  } finally {
    rmSync(data, { recursive: true, force: true });
    rmSync(pages, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  const { first: lat, second } = await tapToPaint();
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) starts.push(await startToQr());
  const med = median(lat);
  const p99 = percentile(lat, 99);
  const qr = median(starts);
  return [
    { name: `phones: tap on a phone → room display painted, median (${lat.length} taps, 6 phones, 2 displays)`, value: med, unit: 'ms', goal: '≤ 50', met: med <= 50, note: `p90 ${percentile(lat, 90).toFixed(1)} ms; the second display: median ${median(second).toFixed(1)} ms, p99 ${percentile(second, 99).toFixed(1)} ms; journal fdatasync; headless Chromium, loopback` },
    { name: 'phones: tap on a phone → room display painted, p99', value: p99, unit: 'ms', goal: '≤ 200', met: p99 <= 200 },
    { name: 'phones: mus serve start to first QR (median of 3)', value: qr, unit: 'ms', goal: '≤ 1000', met: qr <= 1000 },
  ];
}
