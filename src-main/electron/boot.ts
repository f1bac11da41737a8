/**
 * The app's main-process wiring once Electron is ready, apart from Electron's own globals so it
 * can be tested under Node with a mocked `electron`: the match library and journals, the session
 * host, the button box, the IPC handlers of the table, the library and the box, the recovery of
 * the unfinished match, and the control window. The room display shared on the local network
 * (`display-server.ts`) is off until the control window asks for it; it is fed the same snapshots
 * and settings as the windows. "Téléphones aux places" shares it with the players' phones
 * (`src-main/phones/attach-phones.ts`, as `mus serve` does): their panel is pushed to the control window.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IpcMainInvokeEvent } from 'electron';
import { MatchLibrary } from '../library/library.js';
import type { SyncMode } from '../journal/journal-writer.js';
import { createAppServices, idSuffix } from '../session/app-services.js';
import { registerIpc } from './table/table-ipc.js';
import type { IpcMainLike } from './ipc-registrar.js';
import { registerLibraryIpc } from './library/library-ipc.js';
import { registerBoxIpc } from './box/box-ipc.js';
import { DisplayServer, rendererDirOf } from '../net/display-server.js';
import { registerShareIpc, type ShareListen } from './share/share-ipc.js';
import { attachPhones, type AttachedPhones } from '../phones/attach-phones.js';
import { registerTournamentIpc } from './tournament/tournament-ipc.js';
import { TournamentStore } from './tournament/tournament-store.js';
import { TournamentHub } from './tournament/tournament-hub.js';
import { boardFiles } from '../hub/hub-server.js';
import { TableLinks, type TableLinksOptions, linkPathOf, loadLink, saveLink, HUB_LINK_FORMAT } from '../hub/table-link.js';
import { isMatchId } from '../../shared/library/match-id.js';
import { BoxService } from './box/box-service.js';
import type { BindingInterface } from '../serial/ports.js';
import type { Result } from '../../shared/types.js';
import { SessionHost } from '../../shared/session/session-host.js';
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
  printPdf(event: IpcMainInvokeEvent, title: string): Promise<Result<{ path: string } | null>>;
  /** The serial binding (default the platform's; tests pass `@serialport/binding-mock`). */
  serialBinding?: BindingInterface;
  /** Journal flushes (default `fdatasync`; tests pass `none`). */
  sync?: SyncMode;
  /**
   * The room display on the local network: the folder it serves (default the renderer folder of
   * `paths.appBase` when it is a `file:` URL; none with the dev server: starting then answers
   * `share/no-display-page`) and where it listens when the request does not say (default `0.0.0.0:8740`).
   */
  share?: { root?: string; defaults?: ShareListen };
  /** Options of the shippers of a table that joined a tournament hub (tests: short retries). */
  hubShipper?: TableLinksOptions['shipper'];
}

/** The running app's parts (for the entry point and the tests). */
export interface BootedApp {
  host: SessionHost;
  library: MatchLibrary;
  windows: WindowManager;
  box: BoxService;
  /** The read-only display server for TVs on the local network (stopped until asked). */
  share: DisplayServer;
  /** This app's links to tournament hubs, as a table (the shipping of its tournament matches). */
  links: TableLinks;
  /** Closes the journals, the serial port and the display server; call on quit. */
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
  // a table of a tournament ships its match to the hub (the state is asked by the table's screen)
  const links = new TableLinks(d.hubShipper ? { shipper: d.hubShipper } : {});
  const services = createAppServices({ library, attachBox: (s) => box.attach(s), links, ...(d.sync ? { sync: d.sync } : {}) });
  // the display server keeps the last snapshot even while stopped (a reference: nothing is
  // serialized until a TV listens), so a TV that connects gets the state at once
  const pages = d.share?.root ?? rendererDirOf(d.paths.appBase) ?? join(d.userData, 'no-renderer');
  const share = new DisplayServer({ root: pages, bodyLimit: 2048 });
  let phones: AttachedPhones | null = null;
  const host = new SessionHost({
    broadcast: (s) => {
      windows.broadcast(s);
      share.publish(s);
      // the phones follow the table only while the display is shared with them (no tokens made otherwise)
      if (share.extended) phones?.phones.changed();
    },
    services,
    suffix: idSuffix,
  });
  phones = attachPhones({ host, matchesDir: library.paths.matches, pages, displayKey: () => share.displayKey });
  phones.watch((p) => {
    if (!share.extended) return;
    share.publishLobby(p);
    windows.sendPhones(p);
  });
  const settings = new SettingsStore(join(d.userData, 'settings.json'));
  share.publishSettings(settings.load());
  const guard = { controlIds: () => windows.controlIds(), allIds: () => windows.allIds(), appBase: d.paths.appBase };
  registerIpc(d.ipcMain, {
    host,
    ...guard,
    settings,
    settingsChanged: (s) => {
      windows.broadcastSettings(s);
      share.publishSettings(s);
    },
    displays: { list: listDisplays, open: (req) => windows.openDisplay(req) },
  });
  const resume = (id: string): Result<null> => {
    const r = services.resume(id);
    if (!r.ok) return r;
    host.adopt(r.value.session, 'ui', r.value.warnings);
    return { ok: true, value: null };
  };
  registerLibraryIpc(d.ipcMain, { guard, library, host, printPdf: d.printPdf, resume });
  registerBoxIpc(d.ipcMain, { guard, box });
  registerShareIpc(d.ipcMain, { guard, server: share, phones, sendPhones: (p) => windows.sendPhones(p), ...(d.share?.defaults ? { defaults: d.share.defaults } : {}) });
  const tournaments = new TournamentStore(d.dataDir, { sync: d.sync !== 'none' });
  const hub = new TournamentHub({
    dataDir: d.dataDir,
    night: () => tournaments.get(),
    // a match won at a table is entered as its result at once (the organizer can annul it)
    enter: (result) => tournaments.apply({ type: 'result', result }),
    // the Tournoi screen follows the hub by what main pushes (a table ships records, a code locks…)
    onView: (v) => windows.sendHub(v),
    hub: { board: boardFiles(), ...(d.sync === 'none' ? { sync: 'none' as const } : {}) },
  });
  const rejoin = (id: string, link: Parameters<TableLinks['offer']>[0]): Result<null> => {
    if (!isMatchId(id)) return { ok: false, error: { code: 'library/no-such-match', message: `no match ${id}` } };
    const path = library.journalPath(id);
    if (!existsSync(path)) return { ok: false, error: { code: 'library/no-such-match', message: `no match ${id} on this machine` } };
    const held = loadLink(linkPathOf(path));
    if (!held || 'error' in held) {
      try {
        saveLink(linkPathOf(path), { ...link, format: HUB_LINK_FORMAT });
      } catch (e) {
        return { ok: false, error: { code: 'share/failed', message: `the match cannot be linked to the hub: ${(e as Error).message}` } };
      }
    }
    if (host.current?.id === id) host.closeMatch(); // opened again with its link
    return resume(id);
  };
  const disposeTournament = registerTournamentIpc(d.ipcMain, {
    guard, store: tournaments, hub,
    table: { links, current: () => host.current?.id ?? null, rejoin },
  });
  // every recovery warning reaches the screen: with the resumed match, or as a start-up notice
  host.resume();
  // finished tournament matches whose last records never reached the hub: sent in the background
  links.catchUp(library.paths.matches, (id) => {
    if (!isMatchId(id)) return null;
    const r = library.open(id, 'read');
    if (!r.ok) return null;
    const records = r.value.parsed.records;
    r.value.close();
    return records;
  }, host.current?.id ?? null);
  windows.openControl();
  return {
    host,
    library,
    windows,
    box,
    share,
    links,
    async shutdown() {
      disposeTournament();
      host.closeMatch();
      services.closeAll();
      await Promise.all([box.stop(), share.stop(), hub.stop(), links.close()]);
    },
  };
}
