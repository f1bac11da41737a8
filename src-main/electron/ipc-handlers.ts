/**
 * IPC handlers of the main process. Every handler first checks the sender (one of our windows, its
 * main frame, showing one of our pages; mutating channels: the control window only), then validates
 * the payload; anything else is ignored with an `ipc/…` error and never reaches the session.
 */
import type { IpcMainInvokeEvent } from 'electron';
import type { DisplayInfo, OpenDisplayRequest, Reply, Settings } from './ipc-contract.js';
import { CHANNELS } from './ipc-contract.js';
import { checkCommandRequest, checkNothing, checkOpenDisplay, checkSettings, checkSetup, type Checked } from './ipc-validate.js';
import { isTrustedSender } from './security.js';
import type { SessionHost } from './session-host.js';

/** The part of `ipcMain` the handlers use. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/** What the handlers act on. */
export interface IpcDeps {
  host: SessionHost;
  /** Ids of the windows allowed to change things (the control window). */
  controlIds(): ReadonlySet<number>;
  /** Ids of every app window (control and display), allowed to read the state. */
  allIds(): ReadonlySet<number>;
  appBase: string;
  settings: { load(): Settings; save(s: Settings): void };
  /** Called after settings were saved (main sends them to every window). */
  settingsChanged?(s: Settings): void;
  displays: { list(): DisplayInfo[]; open(req: OpenDisplayRequest): Reply<null> };
}

const UNTRUSTED: Reply<never> = { ok: false, error: { code: 'ipc/untrusted-sender', message: 'message from an unknown sender ignored' } };

/** Who may send on a channel: the control window only, or any app window (control and display). */
export type SenderClass = 'control' | 'any';

/** The sender check every handler goes through (window ids and the app's page base). */
export interface SenderGuard {
  controlIds(): ReadonlySet<number>;
  allIds(): ReadonlySet<number>;
  appBase: string;
}

/**
 * Makes the registrar used by every IPC module (table, library, button box): each handler first
 * checks the sender, then validates the payload with `check`, then runs; a throw becomes an
 * `ipc/failed` reply. The result of `run` may be a promise (Electron awaits it; a rejection becomes `ipc/failed`).
 */
export function guardedRegistrar(ipc: IpcMainLike, g: SenderGuard) {
  return <T>(channel: string, who: SenderClass, check: (x: unknown) => Checked<T>, run: (v: T, event: IpcMainInvokeEvent) => unknown) => {
    const failed = (e: unknown) => ({ ok: false, error: { code: 'ipc/failed', message: (e as Error).message } });
    ipc.handle(channel, (event, payload) => {
      const ids = who === 'control' ? g.controlIds() : g.allIds();
      if (!isTrustedSender(event, ids, g.appBase)) return UNTRUSTED;
      const c = check(payload);
      if (!c.ok) return c;
      try {
        const r = run(c.value, event);
        return r instanceof Promise ? r.catch(failed) : r;
      } catch (e) {
        return failed(e);
      }
    });
  };
}

/**
 * Registers every handler.
 * @returns the function that removes them.
 */
export function registerIpc(ipc: IpcMainLike, d: IpcDeps): () => void {
  const on = guardedRegistrar(ipc, d);
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
  return () => {
    for (const ch of Object.values(CHANNELS)) if (ch !== CHANNELS.state && ch !== CHANNELS.settings) ipc.removeHandler(ch);
  };
}
