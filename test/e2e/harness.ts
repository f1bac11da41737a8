/**
 * End-to-end helpers: build the renderer for the browser (vite, programmatically; once per test run,
 * see {@link webBuild}), serve it from a tiny static server on 127.0.0.1, and launch Chromium headless
 * through playwright-core (`browser.ts` says which one: `MUS_CHROMIUM`, else the machine's, else the
 * one inside `@sparticuz/chromium`). Used by the e2e tests and by `bench/ui.bench.ts`.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The repository root. */
export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/**
 * Builds the web renderer (`vite.web.config.ts`) into `outDir`, as `npm run build:web` builds it for
 * users: vitest sets NODE_ENV to "test", which would make Vite keep the libraries' development code
 * (Preact's debug hooks…), so the build runs with NODE_ENV "production" and the variable is put back.
 */
export async function buildWeb(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(ROOT, 'vite.web.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
}

/** The build of this process, once asked for. */
let built: Promise<string> | null = null;

/**
 * The web renderer, built once per `vitest run` and shared by every e2e file of the run (each file
 * built its own before: a vite build of several seconds, in nine files). The folder is the run's,
 * named by the global setup (`global-setup.ts`, which removes it when the run ends), so a run never
 * serves the build of another run or of an older tree. The first file to ask builds it while holding
 * a lock folder; a file in the other worker waits for the build to be complete. The files only read
 * it. Outside a vitest run with that setup, the process builds its own (removed at exit).
 */
export function webBuild(): Promise<string> {
  built ??= sharedBuild();
  return built;
}

async function sharedBuild(): Promise<string> {
  let dir: string | undefined;
  try {
    dir = (await import('vitest')).inject('musWebBuild');
  } catch {
    dir = undefined;
  }
  if (!dir) {
    const own = join(ROOT, `test-artifacts/e2e-web-${process.pid}`);
    process.once('exit', () => rmSync(own, { recursive: true, force: true }));
    await buildWeb(own);
    return own;
  }
  const complete = join(dir, '.complete');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (existsSync(complete)) return dir;
    try {
      mkdirSync(lock, { recursive: false });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (Date.now() > deadline) throw new Error(`the web build in ${dir} was never completed (${lock} still there)`);
      await new Promise((ok) => setTimeout(ok, 100)); // another file is building it
      continue;
    }
    try {
      if (!existsSync(complete)) {
        await buildWeb(dir);
        writeFileSync(complete, '');
      }
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true }); // a failed build: the next file tries again
    }
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

/** A static file server on 127.0.0.1 (a free port). */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(dir);
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        res.end(body);
      },
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** Chromium headless, offline (which one: `browser.ts`). */
export { launchChromium } from './browser.js';
import { launchChromium } from './browser.js';

/** The web renderer ({@link webBuild}) served on 127.0.0.1 and a headless Chromium to open it in. */
export interface ServedChromium {
  browser: Browser;
  /** The build's static server: `url` ends with `/` (the control page is `${url}index.html`). */
  server: { url: string; close: () => Promise<void> };
  /** Closes the browser, then the server (the build stays: {@link webBuild}). */
  close(): Promise<void>;
}

/**
 * Serves the web renderer ({@link webBuild}) from a static server ({@link serveStatic}) and launches
 * headless Chromium (`browser.ts`): the first two steps of every end-to-end file that opens the app's
 * pages (the control page, the desktop rig's windows: `desktop-session.ts`).
 */
export async function serveAndLaunch(): Promise<ServedChromium> {
  const server = await serveStatic(await webBuild());
  const browser = await launchChromium();
  return {
    browser, server,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** The control page of the built web renderer, open in headless Chromium (see {@link openControlPage}). */
export interface ControlRig extends ServedChromium {
  ctx: BrowserContext;
  page: Page;
  /** Uncaught page errors (and console errors when asked), in order. */
  pageErrors: string[];
  /** Screenshots the page as `failure-<prefix>-<test name>.png` in `shots` (for an `afterEach` on failure). */
  shootFailure(name: string): Promise<void>;
}

/**
 * Serves the web renderer ({@link webBuild}) and opens its control page at laptop size (1366×768,
 * 8 s default timeout) in headless Chromium. The rig of the UI end-to-end tests.
 */
export async function openControlPage(o: { shots: string; prefix: string; consoleErrors?: boolean; acceptDownloads?: boolean }): Promise<ControlRig> {
  mkdirSync(o.shots, { recursive: true });
  const served = await serveAndLaunch();
  const { browser, server } = served;
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, ...(o.acceptDownloads ? { acceptDownloads: true } : {}) });
  ctx.setDefaultTimeout(8000);
  const page = await ctx.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  if (o.consoleErrors) {
    page.on('console', (m) => {
      if (m.type() === 'error') pageErrors.push(`console: ${m.text()}`);
    });
  }
  await page.goto(`${server.url}index.html`);
  return {
    ...served, ctx, page, pageErrors,
    async shootFailure(name: string) {
      await page.screenshot({ path: join(o.shots, `failure-${o.prefix}${name.slice(0, 20).replace(/\W+/g, '-')}.png`) }).catch(() => {});
    },
  };
}

/** A match to load into the web app's storage: its setup and log (and the undone entries, if any). */
export interface StoredMatch {
  setup: import('../../shared/index.js').MatchSetup;
  log: import('../../shared/index.js').MatchEntry[];
  /** An id for the journal (one per test keeps the matches apart in the library). */
  id?: string;
}

/**
 * Puts the control page in a known state of its own, whatever the tests before did: clears the
 * page's localStorage (journal, settings, library, typed cards, the count on screen), writes `match` as the web mode's
 * journal (`mus.journal.<n>`, `src-renderer/bridge/storage-journal.ts`) and reloads, so the app
 * resumes that match exactly as after a restart; with `match` null the app opens on the setup form.
 * `settings` (e.g. the language) are written too when given. Waits for the table (or the form), or
 * for the selector `ready` when given (e.g. the end of a match won).
 */
export async function loadMatch(page: Page, match: StoredMatch | null, settings?: unknown, ready?: string): Promise<void> {
  const records: unknown[] = [];
  if (match) {
    records.push({ seq: 0, t: 'setup', setup: match.setup, id: match.id ?? 'match-e2e', created: '2026-01-01T10:00:00.000Z' });
    for (const entry of match.log) records.push({ seq: records.length, t: 'entry', entry, source: 'e2e' });
  }
  await page.evaluate(({ records, settings }) => {
    localStorage.clear();
    records.forEach((r, i) => localStorage.setItem(`mus.journal.${i}`, JSON.stringify(r)));
    localStorage.setItem('mus.journal.count', String(records.length));
    if (settings) localStorage.setItem('mus.settings', JSON.stringify(settings));
  }, { records, settings: settings ?? null });
  await page.reload();
  await page.waitForSelector(ready ?? (match ? '[data-testid=phase], [data-testid=count]' : '[data-testid=setup-form]'));
}

/**
 * Two animation frames of `page`: what it was last told (a new size, a state) is laid out, and the
 * renders that asks for are done (a chart measured by a ResizeObserver, drawn again at its size).
 */
export function twoFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))));
}

/**
 * Stops the context's clock (playwright's `clock`, installed) 10 s ahead of every page's time, the
 * timers due by then fired once: from then on the pages' time moves only when the test moves it
 * (`fastForward`, `runFor`) or `resume`s it. For a test that looks at something shown for a time
 * (a moment's banner): running, the clock could take it away while the test was still looking.
 * Call it while nothing timed is on screen; preact's effects wait for the clock too.
 */
export async function stopClock(ctx: BrowserContext): Promise<void> {
  const now = Math.max(...await Promise.all(ctx.pages().map((p) => p.evaluate(() => Date.now()))));
  await ctx.clock.pauseAt(now + 10_000);
}

/** Opens the room display tab from the control page (the "Écran de salle" button) and waits for it. */
export async function openDisplay(ctx: BrowserContext, page: Page, pageErrors?: string[]): Promise<Page> {
  const [d] = await Promise.all([ctx.waitForEvent('page'), page.click('[data-testid=open-display]')]);
  if (pageErrors) d.on('pageerror', (e) => pageErrors.push(`display: ${e.message}`));
  await d.waitForSelector('[data-testid=display]');
  return d;
}
