/**
 * The setup every desktop journey shares: the web renderer served, Chromium launched, and desktop
 * apps opened on it (`desktop-rig.ts`: the main process under Node, the control window in a page
 * through the app's own preload). One `close` ends it all, the apps still open first.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ROOT, serveAndLaunch } from './harness.js';
import { openDesktopApp, type DesktopApp, type DesktopAppOptions } from './desktop-rig.js';
import { removeTempDirs } from '../src-main/journal/helpers.js';

/** Where the journeys put their screenshots (failures included). */
const SHOTS = join(ROOT, 'test-artifacts');

/** A served web build and a browser, and the desktop apps opened on them. */
export interface DesktopSession {
  browser: Browser;
  /**
   * Boots an app on `dataDir` and opens its control window ({@link openDesktopApp}); `label` names
   * it in failure screenshots when a test has several apps. Closing the app ends its part here.
   */
  open(dataDir: string, o?: DesktopAppOptions & { label?: string }): Promise<DesktopApp>;
  /**
   * For an `afterEach`: when the test `c` has failed, a screenshot of each app still open, as
   * `test-artifacts/failure-<prefix>[-<label>]-<test name>.png` (a failed screenshot is ignored).
   */
  shootFailure(c: { task: { name: string; result?: { state?: string } } }, prefix: string): Promise<void>;
  /**
   * Closes the apps still open (the last opened first), the browser and the server, and removes the
   * folders made by `tempDir` (test/src-main/journal/helpers.ts).
   */
  close(): Promise<void>;
}

/** Serves the web build and launches Chromium (`serveAndLaunch`); the screenshots' folder is made. */
export async function openDesktopSession(): Promise<DesktopSession> {
  mkdirSync(SHOTS, { recursive: true });
  const served = await serveAndLaunch();
  const open: { app: DesktopApp; label: string | undefined }[] = [];
  return {
    browser: served.browser,
    async open(dataDir, { label, ...o } = {}) {
      const app = await openDesktopApp(served.browser, served.server.url, dataDir, o);
      const entry = { app, label };
      open.push(entry);
      const close = app.close.bind(app);
      app.close = async () => {
        const i = open.indexOf(entry);
        if (i >= 0) open.splice(i, 1);
        await close();
      };
      return app;
    },
    async shootFailure(c, prefix) {
      if (c.task.result?.state !== 'fail') return;
      const name = c.task.name.slice(0, 30).replace(/\W+/g, '-');
      for (const { app, label } of open) {
        await app.page.screenshot({ path: join(SHOTS, `failure-${prefix}${label ? `-${label}` : ''}-${name}.png`) }).catch(() => {});
      }
    },
    async close() {
      for (const { app } of [...open].reverse()) await app.close();
      await served.close();
      removeTempDirs();
    },
  };
}

/**
 * A desktop session for the `describe` (or file) it is called in: opened before its tests, a failed
 * test's screenshots taken as `failure-<prefix>…` ({@link DesktopSession.shootFailure}), closed after
 * them (after the file's own `afterAll`s). Returns the session (it throws before the session is open).
 */
export function useDesktopSession(prefix: string): () => DesktopSession {
  let session: DesktopSession | undefined;
  beforeAll(async () => {
    session = await openDesktopSession();
  });
  afterEach(async (c) => {
    await session?.shootFailure(c, prefix);
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('the desktop session is not open (useDesktopSession opens it in a beforeAll)');
    return session;
  };
}
