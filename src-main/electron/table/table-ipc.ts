/**
 * IPC handlers of the table ({@link CHANNELS}, typed by `TableChannels`), registered through the
 * guarded registrar (`../ipc-registrar.ts`): sender first (mutating channels: the control window
 * only), then the payload; anything else is ignored with an `ipc/…` error and never reaches the session.
 */
import type { Result } from '../../../shared/types.js';
import type { DisplayInfo, OpenDisplayRequest, Settings, TableChannels } from '../../../shared/bridge/table/table-contract.js';
import { CHANNELS } from '../../../shared/bridge/table/table-contract.js';
import { checkCommandRequest, checkNothing, checkOpenDisplay, checkSettings, checkSetup } from '../../../shared/bridge/table/table-validate.js';
import { typedRegistrar, type IpcMainLike, type SenderGuard } from '../ipc-registrar.js';
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
  const { on, dispose } = typedRegistrar<TableChannels>(ipc, d);
  on(CHANNELS.getState, 'any', checkNothing, () => ({ ok: true, value: d.host.snapshot() }));
  on(CHANNELS.command, 'control', checkCommandRequest, (r) => d.host.command(r.command, r.source));
  on(CHANNELS.newMatch, 'control', checkSetup, (setup) => d.host.newMatch(setup));
  on(CHANNELS.closeMatch, 'control', checkNothing, () => d.host.closeMatch());
  on(CHANNELS.getSettings, 'any', checkNothing, () => ({ ok: true, value: d.settings.load() }));
  on(CHANNELS.saveSettings, 'control', checkSettings, (s) => {
    d.settings.save(s);
    d.settingsChanged?.(s);
    return { ok: true, value: null };
  });
  on(CHANNELS.listDisplays, 'control', checkNothing, () => ({ ok: true, value: d.displays.list() }));
  on(CHANNELS.openDisplay, 'control', checkOpenDisplay, (req) => d.displays.open(req));
  on(CHANNELS.getNotices, 'control', checkNothing, () => ({ ok: true, value: d.host.notices() }));
  return dispose;
}
