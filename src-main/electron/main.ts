/**
 * Entry of the Electron main process (`out/main/index.js`): security settings, the session host,
 * the IPC handlers and the control window. The room display opens on request.
 * Services (journal, serial box) are wired through `services.ts`.
 */
import { app, ipcMain, session } from 'electron';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registerIpc } from './ipc-handlers.js';
import { CSP, CSP_DEV, hardenSession } from './security.js';
import { MatchLibrary } from '../library/library.js';
import { resolveDataDir } from '../journal/data-dir.js';
import { createAppServices, newMatchId } from './app-services.js';
import { SessionHost } from './session-host.js';
import { SettingsStore } from './settings-store.js';
import { WindowManager, listDisplays, type AppPaths } from './windows.js';

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

// every webContents, even one we did not create, gets the navigation and window.open rules
app.on('web-contents-created', (_e, wc) => {
  wc.setWindowOpenHandler(() => ({ action: 'deny' }));
  wc.on('will-attach-webview', (ev) => ev.preventDefault());
});

void app.whenReady().then(() => {
  const paths = appPaths();
  hardenSession(session.defaultSession, process.env.ELECTRON_RENDERER_URL ? CSP_DEV : CSP);
  const windows = new WindowManager(paths);
  // one library for the app and `mus library`: MUS_DATA_DIR, else the per-user data folder (docs/storage.md)
  const library = new MatchLibrary(resolveDataDir());
  const services = createAppServices({ library });
  const host = new SessionHost({ broadcast: (s) => windows.broadcast(s), services, newId: newMatchId });
  const settings = new SettingsStore(join(app.getPath('userData'), 'settings.json'));
  registerIpc(ipcMain, {
    host,
    controlIds: () => windows.controlIds(),
    allIds: () => windows.allIds(),
    appBase: paths.appBase,
    settings,
    settingsChanged: (s) => windows.broadcastSettings(s),
    displays: { list: listDisplays, open: (req) => windows.openDisplay(req) },
  });
  const recovered = services.recover();
  if (recovered) host.adopt(recovered.session, 'journal', recovered.warnings);
  app.on('will-quit', () => services.closeAll());
  windows.openControl();
  app.on('activate', () => windows.openControl());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
