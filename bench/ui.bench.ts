/**
 * UI figures, measured on the built renderer (web mode) in headless Chromium:
 * - renderer JS size, gzipped (goal ≤ 90 kB for the control page; each language's error sentences are a
 *   chunk loaded on first use);
 * - median time from a bid key press (tira: points drawn at once) to the scoreboard painted,
 *   measured in the page with performance.now() and requestAnimationFrame (goal ≤ 16 ms); baseline:
 *   the same measure for a key that does nothing (the wait for the next frame alone);
 * - time to first paint of the table screen on opening the app with a match in progress
 *   (goal ≤ 300 ms); baseline: first paint of an empty page from the same server;
 * - the room display page's JS, gzipped (its own budget: ≤ 75 kB, the race chart included);
 * - a new credit → the race chart repainted on the room display (goal ≤ 16 ms), at 1920×1080 on
 *   a match resumed in its second manche: from the snapshot's arrival in the display tab to the
 *   next frame with the new point drawn; baseline: the same for a word that adds no credit (an
 *   imido: the ladder changes, the chart does not).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { buildWeb, launchChromium, ROOT, serveStatic } from '../test/e2e/harness.js';
import { fromMatchRecord, replayMatch, type MatchRecord } from '../shared/index.js';
import { median, percentile, type BenchRow } from './harness.js';
import { PAGE_BUDGETS, jsSize, pageJs } from '../test/e2e/page-weight.js';
import { itemAt } from '../test/helpers/item-at.js';

const SAMPLES = 60;
const LOADS = 9;

async function startMatch(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid=setup-form]');
  for (const [i, n] of ['Peio', 'Maite', 'Battitt', 'Xan'].entries()) await page.fill(`input[name=player-${i}]`, n);
  await page.click('[data-testid=start]');
  await page.waitForSelector('[data-testid=phase]');
}

/*
 * The in-page code is given as text: tsx (esbuild keepNames) would otherwise add `__name` calls
 * that do not exist in the page.
 */
const IN_PAGE = `
window.__frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
window.__task = () => new Promise((ok) => { const c = new MessageChannel(); c.port1.onmessage = () => ok(); c.port2.postMessage(0); });
window.__press = (k) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
window.__score = () => document.querySelector('[data-testid=score-A]')?.textContent + '/' + document.querySelector('[data-testid=score-B]')?.textContent;
// a key press lands anywhere in a frame: a fixed-seed sequence of delays in [0, 16.7) ms
let seed = 12345;
window.__phase = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return (seed / 2147483648) * 16.7; };
window.__keyToPaint = async (key, n, changes) => {
  const dom = [];
  const paint = [];
  for (let i = 0; i < n; i++) {
    if (changes) __press('i'); // imido 2 by the esku (not measured)
    await __frame();
    await new Promise((ok) => setTimeout(ok, __phase()));
    const before = __score();
    const t0 = performance.now();
    __press(key);
    await __task(); // the handler, the engine and the render are done
    const t1 = performance.now();
    await __frame(); // and painted
    const t2 = performance.now();
    if (changes && __score() === before) throw new Error('the scoreboard did not change after ' + key);
    dom.push(t1 - t0);
    paint.push(t2 - t0);
    if (changes) {
      __press('u'); // undo the tira and the imido (not measured)
      __press('u');
      await __frame();
    }
  }
  return { dom, paint };
};
`;

/** In the page: for each sample, key `key` then wait for the next frame to be painted. */
async function keyToPaint(page: Page, key: string, n: number, changes: boolean): Promise<{ dom: number[]; paint: number[] }> {
  await page.evaluate(IN_PAGE);
  return page.evaluate(`window.__keyToPaint(${JSON.stringify(key)}, ${n}, ${changes})`) as Promise<{ dom: number[]; paint: number[] }>;
}

const TABLE_PAINTED = `
const obs = new MutationObserver(() => {
  if (document.querySelector('[data-testid=phase]')) {
    obs.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__tablePainted = performance.now(); }, 0));
  }
});
obs.observe(document, { childList: true, subtree: true });
`;

/** In the display tab: the wall-clock time (timeOrigin + now) of each paint after team A's score changed. */
const DISPLAY_WATCH = `
window.__paints = [];
const watch = () => {
  const el = document.querySelector('[data-testid=score-A]');
  if (!el) return setTimeout(watch, 20);
  new MutationObserver(() => {
    requestAnimationFrame(() => setTimeout(() => window.__paints.push(performance.timeOrigin + performance.now()), 0));
  }).observe(el, { childList: true, characterData: true, subtree: true });
};
watch();
`;

/** Opens the page and returns when the table screen is painted (ms since navigation start). */
async function tablePaint(page: Page, url: string): Promise<number> {
  await page.addInitScript(TABLE_PAINTED);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __tablePainted?: number }).__tablePainted !== undefined);
  return page.evaluate('window.__tablePainted') as Promise<number>;
}

async function firstContentfulPaint(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(`new Promise((ok) => {
    new PerformanceObserver((l) => {
      const e = l.getEntries().find((x) => x.name === 'first-contentful-paint');
      if (e) ok(e.startTime);
    }).observe({ type: 'paint', buffered: true });
  })`) as Promise<number>;
}

export async function run(): Promise<BenchRow[]> {
  const out = join(ROOT, `test-artifacts/bench-web-${process.pid}`);
  await buildWeb(out);
  const rows: BenchRow[] = [];
  const control = pageJs(out, 'index.html');
  const display = pageJs(out, 'display.html');
  const css = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.css')).reduce((t, f) => t + gzipSync(readFileSync(join(out, 'assets', f)), { level: 9 }).length, 0);
  // chunks loaded on first use only (library, judge's view, import check)
  const lazy = jsSize(out, readdirSync(join(out, 'assets')).map((f) => `assets/${f}`).filter((f) => f.endsWith('.js') && !control.files.has(f) && !display.files.has(f)));
  rows.push({
    name: 'ui: room display page JS, gzipped (what display.html loads)', value: display.gz / 1000, unit: 'kB', goal: `≤ ${PAGE_BUDGETS.display / 1000}`, met: display.gz <= PAGE_BUDGETS.display,
    note: `${(display.raw / 1000).toFixed(1)} kB raw; the race chart (d3-shape, d3-array) is part of its first screen`,
  });
  rows.push({
    name: 'ui: control page JS, gzipped (what the page loads at start)', value: control.gz / 1000, unit: 'kB', goal: `≤ ${PAGE_BUDGETS.control / 1000}`, met: control.gz <= PAGE_BUDGETS.control,
    note: `${(control.raw / 1000).toFixed(1)} kB raw; lazy chunks (library, judge, import check) ${(lazy.gz / 1000).toFixed(1)} kB gz more; display page ${(display.gz / 1000).toFixed(1)} kB gz; all CSS ${(css / 1000).toFixed(1)} kB gz`,
  });

  writeFileSync(join(out, 'blank.html'), '<!doctype html><html><body><p>blank</p></body></html>');
  const server = await serveStatic(out);
  const browser = await launchChromium();
  try {
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}index.html`);
    await startMatch(page);
    await keyToPaint(page, 't', 5, true); // warm-up
    const tira = await keyToPaint(page, 't', SAMPLES, true);
    const noop = await keyToPaint(page, 'q', SAMPLES, false);
    const m = median(tira.paint);
    rows.push({
      name: 'ui: bid key (tira) → scoreboard painted', value: m, unit: 'ms', goal: '≤ 16', met: m <= 16,
      ratio: { value: m / median(noop.paint), against: 'a key that does nothing → next frame' },
      note: `p90 ${percentile(tira.paint, 90).toFixed(1)} ms; no-op key ${median(noop.paint).toFixed(1)} ms; key at a random point of the frame; ${SAMPLES} samples, headless Chromium, web mode`,
    });
    const w = median(tira.dom);
    rows.push({
      name: 'ui: bid key (tira) → DOM updated (handler + engine + render)', value: w, unit: 'ms',
      ratio: { value: w / median(noop.dom), against: 'a key that does nothing' },
      note: `p90 ${percentile(tira.dom, 90).toFixed(2)} ms; no-op key ${median(noop.dom).toFixed(2)} ms`,
    });

    // the display tab follows the control tab: key press in one page → score painted in the other
    const display = await ctx.newPage();
    await display.goto(`${server.url}display.html`);
    await display.waitForSelector('[data-testid=display]');
    await display.evaluate(DISPLAY_WATCH);
    const follow: number[] = [];
    for (let i = 0; i < 30; i++) {
      await page.evaluate(`(async () => { __press('i'); await __frame(); await new Promise((ok) => setTimeout(ok, __phase())); })()`);
      const n = (await display.evaluate('window.__paints.length')) as number;
      const t0 = (await page.evaluate(`(() => { const t = performance.timeOrigin + performance.now(); __press('t'); return t; })()`)) as number;
      await display.waitForFunction((k) => (window as unknown as { __paints: number[] }).__paints.length > k, n);
      const t1 = (await display.evaluate(`window.__paints[${n}]`)) as number;
      follow.push(t1 - t0);
      await page.evaluate(`(async () => { __press('u'); __press('u'); await __frame(); })()`);
      await display.waitForFunction((k) => (window as unknown as { __paints: number[] }).__paints.length > k, n + 1);
    }
    await display.close();
    const f = median(follow);
    rows.push({
      name: 'ui: control key (tira) → display tab painted', value: f, unit: 'ms', goal: '≤ one frame after the control', met: f <= m + 16.7,
      ratio: { value: f / m, against: 'the control tab itself' },
      note: `p90 ${percentile(follow, 90).toFixed(1)} ms; BroadcastChannel, 30 samples`,
    });

    // opening the app on a match in progress (resumed from the localStorage journal)
    const table: number[] = [];
    const blank: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const p = await ctx.newPage();
      table.push(await tablePaint(p, `${server.url}index.html`));
      await p.close();
      const q = await ctx.newPage();
      blank.push(await firstContentfulPaint(q, `${server.url}blank.html`));
      await q.close();
    }
    const t = median(table);
    rows.push({
      name: 'ui: open the app → table screen painted', value: t, unit: 'ms', goal: '≤ 300', met: t <= 300,
      ratio: { value: t / median(blank), against: 'first paint of an empty page' },
      note: `${LOADS} loads; empty page median ${median(blank).toFixed(1)} ms`,
    });
    rows.push(...(await chartRepaint(browser.newContext.bind(browser), server.url)));
  } finally {
    await browser.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
  return rows;
}

/**
 * In the display tab, before the app's own channel exists (so its listener runs first): the arrival
 * time of each snapshot; then, once the page's DOM has changed after it (the app's render), the next
 * frame painted, with the number of chart points then. (The app's message task may come after a
 * frame of its own: the paint measured is the first one after the DOM changed, not merely after the
 * arrival.)
 */
const CHART_WATCH = `
window.__arrivals = [];
let pending = null;
const bc = new BroadcastChannel('mus-table');
bc.onmessage = (e) => {
  if (!e.data || e.data.type !== 'state') return;
  pending = { t0: performance.now(), t2: 0, pts: -1 };
  window.__arrivals.push(pending);
};
const paintAfter = (rec) => requestAnimationFrame(() => setTimeout(() => {
  rec.t2 = performance.now();
  rec.pts = document.querySelectorAll('[data-testid=race-display] .race-pt').length;
}, 0));
const watch = () => {
  const app = document.getElementById('app');
  if (!app) return setTimeout(watch, 10);
  new MutationObserver(() => {
    const rec = pending;
    if (!rec) return;
    pending = null;
    paintAfter(rec);
  }).observe(app, { childList: true, subtree: true, characterData: true, attributes: true });
};
watch();
`;

/**
 * A new credit → the race chart repainted on the room display, against a word that adds no credit.
 * Its own browser context: a match resumed from a journal written into the page's storage (the
 * example match, into its second manche), the display at 1920×1080.
 */
async function chartRepaint(newContext: () => Promise<BrowserContext>, url: string): Promise<BenchRow[]> {
  const record = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/match-ffmus-full.record.json'), 'utf8')) as MatchRecord;
  const r = replayMatch(record);
  if (!r.ok) throw new Error(r.error.message);
  const partial = { ...record, deals: record.deals.slice(0, r.value.deals.findIndex((d) => d.winner !== null) + 3) };
  const m = fromMatchRecord(partial);
  if (!m.ok) throw new Error(m.error.message);
  const records = [{ seq: 0, t: 'setup', setup: m.value.setup, id: 'bench-chart', created: '2026-11-20T20:30:00.000Z' }, ...m.value.log.map((entry, i) => ({ seq: i + 1, t: 'entry', entry }))];
  const ctx = await newContext();
  try {
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${url}index.html`);
    await page.evaluate((recs) => {
      recs.forEach((x, i) => localStorage.setItem(`mus.journal.${i}`, JSON.stringify(x)));
      localStorage.setItem('mus.journal.count', String(recs.length));
    }, records);
    await page.reload();
    await page.waitForSelector('[data-testid=phase]');
    await page.evaluate(IN_PAGE);
    const display = await ctx.newPage();
    await display.setViewportSize({ width: 1920, height: 1080 });
    await display.addInitScript(CHART_WATCH);
    await display.goto(`${url}display.html`);
    await display.waitForSelector('[data-testid=race-display] .race-pt');
    const points = (await display.evaluate(`document.querySelectorAll('[data-testid=race-display] .race-pt').length`)) as number;
    type Arrival = { t0: number; t2: number; pts: number };
    /** Presses `keys` in the control tab (at a random point of the frame); the display's records of the snapshots they caused. */
    const press = async (keys: string[]): Promise<Arrival[]> => {
      const n = (await display.evaluate('window.__arrivals.length')) as number;
      await page.evaluate(`(async () => { await __frame(); await new Promise((ok) => setTimeout(ok, __phase())); ${keys.map((k) => `__press(${JSON.stringify(k)});`).join(' ')} })()`);
      const settled = (k: number) => display.waitForFunction((k2) => {
        // runs in the page: only its own globals (no import of this file reaches it)
        const a = (window as unknown as { __arrivals: Arrival[] }).__arrivals;
        const last = a.at(-1);
        return a.length > k2 && last !== undefined && last.t2 > 0;
      }, k);
      await settled(n);
      await display.waitForTimeout(50); // any later snapshot of the same keys
      await settled(n);
      return display.evaluate(`window.__arrivals.slice(${n})`) as Promise<Arrival[]>;
    };
    const credit: number[] = [];
    const word: number[] = [];
    let skipped = 0;
    for (let i = 0; credit.length < 30 && i < 80; i++) {
      const w = (await press(['i'])).filter((x) => x.t2 > 0); // imido 2: the ladder changes, no credit
      const c = (await press(['t'])).filter((x) => x.t2 > 0); // refused: the bettors draw 1 at once, a new step on the chart
      if (w.length === 0 || w.some((x) => x.pts !== points)) throw new Error(`the imido changed the chart (${w.map((x) => x.pts).join(',')} points, ${points} before)`);
      const drawn = c.find((x) => x.pts === points + 1);
      if (!drawn) {
        // an unrelated change of the page (a moment leaving the screen) may come first: not a sample
        skipped++;
        await press(['u', 'u']);
        continue;
      }
      if (i >= 3) {
        word.push(itemAt(w, 0).t2 - itemAt(w, 0).t0);
        credit.push(drawn.t2 - drawn.t0);
      }
      await press(['u', 'u']);
    }
    if (credit.length < 30) throw new Error(`the tira did not add its point in ${skipped} of ${credit.length + skipped + 3} tries`);
    const med = median(credit);
    return [{
      name: 'ui: new credit → race chart repainted on the room display (1920×1080)', value: med, unit: 'ms', goal: '≤ 16', met: med <= 16,
      ratio: { value: med / median(word), against: 'a word that adds no credit (imido) → next frame' },
      note: `p90 ${percentile(credit, 90).toFixed(1)} ms; imido ${median(word).toFixed(1)} ms; snapshot arrival in the display tab → the first frame after its DOM changed; a chart of ${points} points; 30 samples${skipped ? `, ${skipped} tries not counted` : ''}`,
    }];
  } finally {
    await ctx.close();
  }
}
