/**
 * IPC handlers of the table, one per channel of its declaration ({@link TABLE_BRIDGE}), registered
 * by `serveBridge` (`../ipc-registrar.ts`): sender first (the class the declaration gives;
 * mutating channels: the control window only), then the payload; anything else is ignored with an `ipc/…` error and never reaches the session.
 */
import type { Result } from '../../../shared/types.js';
import { TABLE_BRIDGE, type DisplayInfo, type OpenDisplayRequest, type Settings } from '../../../shared/bridge/table/table-contract.js';
import { checkCommandRequest, checkNothing, checkOpenDisplay, checkSettings, checkSetup } from '../../../shared/bridge/table/table-validate.js';
import { handle, serveBridge, type IpcMainLike, type SenderGuard } from '../ipc-registrar.js';
import type { SessionHost } from '../../../shared/session/session-host.js';

export type { IpcMainLike } from '../ipc-registrar.js';

/** What the table handlers act on (and the sender check's window ids and page base). */
export interface IpcDeps extends SenderGuard {
  host: SessionHost;
  /** Ids of the windows allowed to change things (the control window). */
  controlIds(): ReadonlySet<number>;
  /** Ids of every app window (control and display), allowed to read the state. */
  allIds(): ReadonlySet<number>;
  appBase: string;
  settings: { load(): Settings; save(s: Settings): void };
  /** Called after settings were saved (main sends them to every window). */
  settingsChanged?(s: Settings): void;
  displays: { list(): DisplayInfo[]; open(req: OpenDisplayRequest): Result<null> };
}

/**
 * Registers every handler.
 * @returns the function that removes them.
 */
export function registerIpc(ipc: IpcMainLike, d: IpcDeps): () => void {
  return serveBridge(ipc, d, TABLE_BRIDGE, {
    getState: handle(checkNothing, () => ({ ok: true, value: d.host.snapshot() })),
    command: handle(checkCommandRequest, (r) => d.host.command(r.command, r.source)),
    newMatch: handle(checkSetup, (setup) => d.host.newMatch(setup)),
    closeMatch: handle(checkNothing, () => d.host.closeMatch()),
    getSettings: handle(checkNothing, () => ({ ok: true, value: d.settings.load() })),
    saveSettings: handle(checkSettings, (s) => {
      d.settings.save(s);
      d.settingsChanged?.(s);
      return { ok: true, value: null };
    }),
    listDisplays: handle(checkNothing, () => ({ ok: true, value: d.displays.list() })),
    openDisplay: handle(checkOpenDisplay, (req) => d.displays.open(req)),
    getNotices: handle(checkNothing, () => ({ ok: true, value: d.host.notices() })),
  });
}
