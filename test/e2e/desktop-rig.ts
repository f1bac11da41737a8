/**
 * The desktop app without the Electron binary, for end-to-end tests of what only the desktop app
 * shows (the tournament hub panel, the join form, the table's hub chip): the main process is
 * `bootApp` under Node with the mocked `electron` (test/main/electron-mock.ts: the test file calls
 * `vi.mock('electron', …)`), the control window is the built web renderer in headless Chromium, and
 * between them runs the app's real preload (bundled with test/e2e/electron-page-shim.ts in place of
 * `electron`): every click goes through the same typed channels, sender checks and validators as in
 * the app; every `webContents.send` of main reaches the page in order.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import type { IpcMainInvokeEvent } from 'electron';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROOT } from './harness.js';
import { bootApp, type BootedApp } from '../../src-main/electron/boot.js';
import type { IpcMainLike } from '../../src-main/electron/ipc-registrar.js';
import { FakeBrowserWindow } from '../main/electron-mock.js';

const PATHS = {
  preload: '/app/out/preload/preload.cjs',
  appBase: 'file:///app/out/renderer/',
  controlUrl: 'file:///app/out/renderer/index.html',
  displayUrl: 'file:///app/out/renderer/display.html',
};

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
  call<V = unknown>(channel: string, payload?: unknown): Promise<{ ok: boolean; value?: V; error?: { code: string; message: string } }>;
  close(): Promise<void>;
}

/**
 * Boots an app on `dataDir` and opens its control window (the web renderer served at `appUrl`) in
 * a new context of `browser`, at laptop size.
 */
export async function openDesktopApp(browser: Browser, appUrl: string, dataDir: string, o: { hubShipper?: Parameters<typeof bootApp>[0]['hubShipper'] } = {}): Promise<DesktopApp> {
  type Handler = (e: IpcMainInvokeEvent, ...a: unknown[]) => unknown;
  const handlers = new Map<string, Handler>();
  const ipcMain: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: (ch) => void handlers.delete(ch) };
  const before = FakeBrowserWindow.created.length;
  const app = bootApp({
    ipcMain, paths: PATHS, dataDir, userData: dataDir, sync: 'none',
    printPdf: async () => ({ ok: true, value: null }),
    ...(o.hubShipper ? { hubShipper: o.hubShipper } : {}),
  });
  const control = FakeBrowserWindow.created[before]!;
  const from = { sender: { id: control.webContents.id }, senderFrame: { url: PATHS.controlUrl, parent: null } } as unknown as IpcMainInvokeEvent;
  const call = async (channel: string, payload?: unknown) => {
    const h = handlers.get(channel);
    if (!h) return { ok: false, error: { code: 'ipc/failed', message: `no handler for ${channel}` } };
    return (await h(from, payload)) as { ok: boolean; value?: never; error?: { code: string; message: string } };
  };
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  ctx.setDefaultTimeout(8000);
  await ctx.exposeBinding('__musInvoke', (_source, channel: string, payload: unknown) => call(channel, payload));
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
    async close() {
      await ctx.close();
      await app.shutdown();
    },
  };
}
