/**
 * The app's main-process wiring once Electron is ready, apart from Electron's own globals so it
 * can be tested under Node with a mocked `electron`: the match library and journals, the session
 * host, the button box, the IPC handlers of the table, the library and the box, the recovery of
 * the unfinished match, and the control window.
 */
import { join } from 'node:path';
import type { IpcMainInvokeEvent } from 'electron';
import { MatchLibrary } from '../library/library.js';
import type { SyncMode } from '../journal/journal-writer.js';
import { createAppServices, newMatchId } from './app-services.js';
import { registerIpc, type IpcMainLike } from './ipc-handlers.js';
import { registerLibraryIpc } from './library-ipc.js';
import { registerBoxIpc } from './box-ipc.js';
import { BoxService } from './box-service.js';
import type { BindingInterface } from '../serial/ports.js';
import type { Reply } from './ipc-contract.js';
import { SessionHost } from './session-host.js';
import { SettingsStore } from './settings-store.js';
import { WindowManager, listDisplays, type AppPaths } from './windows.js';

/** What {@link bootApp} needs from Electron and the machine. */
export interface BootDeps {
  ipcMain: IpcMainLike;
  paths: AppPaths;
  /** The match library's folder (`resolveDataDir()`: `MUS_DATA_DIR`, else the per-user data folder). */
  dataDir: string;
  /** Electron's `userData` folder (the remembered settings). */
  userData: string;
  /** Saves the sender's page as PDF (Electron `printToPDF` behind a save dialog). */
  printPdf(event: IpcMainInvokeEvent, title: string): Promise<Reply<{ path: string } | null>>;
  /** The serial binding (default the platform's; tests pass `@serialport/binding-mock`). */
  serialBinding?: BindingInterface;
  /** Journal flushes (default `fdatasync`; tests pass `none`). */
  sync?: SyncMode;
}

/** The running app's parts (for the entry point and the tests). */
export interface BootedApp {
  host: SessionHost;
  library: MatchLibrary;
  windows: WindowManager;
  box: BoxService;
  /** Closes the journals and the serial port; call on quit. */
  shutdown(): Promise<void>;
}

/**
 * Wires the app and opens the control window. The newest unfinished match is resumed with the
 * warnings of its recovery (a torn last record dropped, a stale lock taken over).
 */
export function bootApp(d: BootDeps): BootedApp {
  const windows = new WindowManager(d.paths);
  const library = new MatchLibrary(d.dataDir, d.sync ? { sync: d.sync } : {});
  const box = new BoxService({ ...(d.serialBinding ? { binding: d.serialBinding } : {}), onState: (s) => windows.broadcastBox(s) });
  const services = createAppServices({ library, attachBox: (s) => box.attach(s), ...(d.sync ? { sync: d.sync } : {}) });
  const host = new SessionHost({ broadcast: (s) => windows.broadcast(s), services, newId: newMatchId });
  const settings = new SettingsStore(join(d.userData, 'settings.json'));
  const guard = { controlIds: () => windows.controlIds(), allIds: () => windows.allIds(), appBase: d.paths.appBase };
  registerIpc(d.ipcMain, {
    host,
    ...guard,
    settings,
    settingsChanged: (s) => windows.broadcastSettings(s),
    displays: { list: listDisplays, open: (req) => windows.openDisplay(req) },
  });
  const resume = (id: string): Reply<null> => {
    const r = services.resume(id);
    if (!r.ok) return r;
    host.adopt(r.value.session, 'ui', r.value.warnings);
    return { ok: true, value: null };
  };
  registerLibraryIpc(d.ipcMain, { guard, library, host, printPdf: d.printPdf, resume });
  registerBoxIpc(d.ipcMain, { guard, box });
  const recovered = services.recover();
  if (recovered) host.adopt(recovered.session, 'journal', recovered.warnings);
  windows.openControl();
  return {
    host,
    library,
    windows,
    box,
    async shutdown() {
      host.closeMatch();
      services.closeAll();
      await box.stop();
    },
  };
}
