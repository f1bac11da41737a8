/**
 * The desktop app without the Electron binary, for end-to-end tests of what only the desktop app
 * shows (the tournament hub panel, the join form, the table's hub chip): the main process is
 * `bootApp` under Node with the mocked `electron` (test/src-main/electron/electron-mock.ts: the test file calls
 * `vi.mock('electron', …)`), the control window is the built web renderer in headless Chromium, and
 * between them runs the app's real preload (bundled with test/e2e/electron-page-shim.ts in place of
 * `electron`): every click goes through the same typed channels, sender checks and validators as in
 * the app; every `webContents.send` of main reaches the page in order.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ROOT } from './harness.js';
import type { BootDeps, BootedApp } from '../../src-main/electron/boot.js';
import { bootForTest, type AnyReply } from '../src-main/electron/boot-rig.js';

let preloadScript: Promise<string> | null = null;

/** The app's preload bundled for a page (IIFE), `electron` replaced by the page shim. Built once. */
export function pagePreload(): Promise<string> {
  preloadScript ??= build({
    entryPoints: [join(ROOT, 'src-main/electron/preload.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    plugins: [{
      name: 'electron-in-a-page',
      setup(b) {
        b.onResolve({ filter: /^electron$/ }, () => ({ path: join(ROOT, 'test/e2e/electron-page-shim.ts') }));
      },
    }],
    logLevel: 'error',
  }).then((r) => r.outputFiles[0]!.text);
  return preloadScript;
}

/** One desktop app: its main process and its control window in a page. */
export interface DesktopApp {
  app: BootedApp;
  ctx: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors, in order. */
  errors: string[];
  /** Calls a channel as the control window would (for setting up state a test does not click through). */
  call<V = unknown>(channel: string, payload?: unknown): Promise<AnyReply<V>>;
  /** The next reply the window gets on `channel` (ask before the click that calls it): what a click did, without reading it off the screen. */
  nextReply<V = unknown>(channel: string): Promise<AnyReply<V>>;
  close(): Promise<void>;
}

/** How {@link openDesktopApp} opens an app: the hub shipper's timings, the window's storage of an app closed before. */
export type DesktopAppOptions = Pick<Partial<BootDeps>, 'hubShipper'> & { storageState?: BrowserContextOptions['storageState'] };

/**
 * Boots an app on `dataDir` and opens its control window (the web renderer served at `appUrl`) in
 * a new context of `browser`, at laptop size (with the window's storage of an app closed before when
 * `o.storageState` is given: close and reopen as the desktop app does).
 */
export async function openDesktopApp(browser: Browser, appUrl: string, dataDir: string, o: DesktopAppOptions = {}): Promise<DesktopApp> {
  const { app, control, call } = bootForTest(dataDir, o.hubShipper ? { hubShipper: o.hubShipper } : {});
  // `storageState`: the window's storage of an app closed before (Electron keeps it in the user data folder)
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 }, ...(o.storageState ? { storageState: o.storageState } : {}) });
  ctx.setDefaultTimeout(8000);
  const waiting = new Map<string, ((r: AnyReply) => void)[]>();
  await ctx.exposeBinding('__musInvoke', async (_source, channel: string, payload: unknown) => {
    const r = await call(channel, payload);
    const told = waiting.get(channel) ?? [];
    waiting.delete(channel);
    for (const tell of told) tell(r);
    return r;
  });
  await ctx.addInitScript({ content: await pagePreload() });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  // main → window, in order: each send waits for the one before it
  let chain: Promise<unknown> = Promise.resolve();
  const send = control.webContents.send.bind(control.webContents);
  control.webContents.send = (channel: string, payload: unknown) => {
    send(channel, payload);
    chain = chain.then(() => page.evaluate(([c, p]) => (window as unknown as { __musEmit?: (c: string, p: unknown) => void }).__musEmit?.(c as string, p), [channel, payload] as const)).catch(() => {}); // the page is gone (closing)
  };
  await page.goto(`${appUrl}index.html`);
  return {
    app, ctx, page, errors, call,
    nextReply: <V>(channel: string) => new Promise<AnyReply<V>>((ok) => {
      waiting.set(channel, [...(waiting.get(channel) ?? []), ok as (r: AnyReply) => void]);
    }),
    async close() {
      await ctx.close();
      await app.shutdown();
    },
  };
}
