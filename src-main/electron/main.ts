/**
 * Entry of the Electron main process (`out/main/index.js`): the sandbox, the navigation and
 * window.open rules, the session's CSP and permissions, then {@link bootApp} (library, journals,
 * session host, button box, IPC, control window). The room display opens on request.
 */
import { app, dialog, ipcMain, session } from 'electron';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CSP, CSP_DEV, hardenAllWebContents, hardenSession } from './security.js';
import { defaultDataDir, resolveDataDir } from '../journal/data-dir.js';
import { bootApp, type BootedApp } from './boot.js';
import { claimSingleInstance } from './single-instance.js';
import { makePrintPdf } from './library/print-pdf.js';
import type { AppPaths } from './windows.js';

/** Paths of the built app: `out/main/index.js` next to `out/preload` and `out/renderer`. */
function appPaths(): AppPaths {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const preload = join(here, '../preload/preload.cjs');
  const dev = process.env.ELECTRON_RENDERER_URL;
  if (dev && !app.isPackaged) {
    const base = new URL('/', dev).href;
    return { preload, appBase: base, controlUrl: new URL('index.html', base).href, displayUrl: new URL('display.html', base).href };
  }
  const rendererDir = join(here, '../renderer/');
  const base = pathToFileURL(rendererDir).href;
  return { preload, appBase: base, controlUrl: new URL('index.html', base).href, displayUrl: new URL('display.html', base).href };
}

app.enableSandbox();

const paths = appPaths();
// every webContents, even one we did not create, gets the navigation and window.open rules
hardenAllWebContents(app, paths.appBase);

// one library for the app and `mus library`: MUS_DATA_DIR, else the per-user data folder (docs/storage.md)
const dataDir = resolveDataDir();
let booted: BootedApp | null = null;
// One app per data folder: a second launch on it quits at once (opening nothing) and the running
// app's window comes to the front; MUS_DATA_DIR elsewhere is another app (single-instance.ts).
const primary = claimSingleInstance(app, { dataDir, defaultDataDir: defaultDataDir(), onSecondLaunch: () => booted?.windows.focusControl() });
if (!primary) app.quit();
else void app.whenReady().then(() => {
  hardenSession(session.defaultSession, process.env.ELECTRON_RENDERER_URL ? CSP_DEV : CSP);
  const b = bootApp({
    ipcMain,
    paths,
    dataDir,
    userData: app.getPath('userData'),
    printPdf: makePrintPdf({
      dialog,
      webContentsOf: (event) => event.sender,
      writeFile: (path, data) => writeFile(path, data),
      defaultDir: () => app.getPath('documents'),
    }),
  });
  booted = b;
  app.on('will-quit', () => void b.shutdown());
  app.on('activate', () => b.windows.openControl());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
