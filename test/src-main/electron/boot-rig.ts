/**
 * The main process booted for a test (`bootApp` under Node): the test file mocks `electron` first
 * (`vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock())`), then
 * boots as many apps as it needs, each on its own data folder, and calls their channels as their
 * control window would. Also: a polling wait. (A port for a server the app must be told: `onFreshPort`,
 * test/helpers/ports.ts: a port found free and then bound may be taken in between.)
 */
import type { IpcMainInvokeEvent } from 'electron';
import { FakeBrowserWindow } from './electron-mock.js';
import { bootApp, type BootDeps } from '../../../src-main/electron/boot.js';
import { CHANNELS, type Snapshot } from '../../../shared/bridge/table/table-contract.js';
import type { IpcMainLike } from '../../../src-main/electron/ipc-registrar.js';
import { HANG_MS } from '../../helpers/patience.js';

/** The app's paths as a packaged app has them (nothing is read from there). */
export const PATHS = {
  preload: '/app/out/preload/preload.cjs',
  appBase: 'file:///app/out/renderer/',
  controlUrl: 'file:///app/out/renderer/index.html',
  displayUrl: 'file:///app/out/renderer/display.html',
};

type Handler = (e: IpcMainInvokeEvent, ...a: unknown[]) => unknown;
/** A channel's reply, loosely typed for tests. */
export type AnyReply<V = unknown> = { ok: boolean; value?: V; error?: { code: string; message: string; path?: string } };

/**
 * Boots the app on `dataDir` (at `o.paths`, default {@link PATHS}; journals not flushed: `sync: 'none'`; printing answers "no file").
 * @returns the app; its IPC handlers; its control window; `call` (as the control window, or as
 * the sender `id`); `value` (the reply's value, or throws its error); `lastState` (the last snapshot
 * sent to the control window).
 */
export function bootForTest(dataDir: string, o: Pick<Partial<BootDeps>, 'serialBinding' | 'hubShipper' | 'paths'> = {}) {
  const paths = o.paths ?? PATHS;
  const handlers = new Map<string, Handler>();
  const ipcMain: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: (ch) => void handlers.delete(ch) };
  const before = FakeBrowserWindow.created.length;
  const app = bootApp({
    ipcMain, paths, dataDir, userData: dataDir, sync: 'none', printPdf: async () => ({ ok: true, value: null }),
    ...(o.serialBinding ? { serialBinding: o.serialBinding } : {}),
    ...(o.hubShipper ? { hubShipper: o.hubShipper } : {}),
  });
  const control = FakeBrowserWindow.created[before]!;
  const from = (id: number) => ({ sender: { id }, senderFrame: { url: paths.controlUrl, parent: null } }) as unknown as IpcMainInvokeEvent;
  const call = async <V = unknown>(ch: string, payload?: unknown, id = control.webContents.id) => (await handlers.get(ch)!(from(id), payload)) as AnyReply<V>;
  const value = async <V = unknown>(ch: string, payload?: unknown): Promise<V> => {
    const r = await call<V>(ch, payload);
    if (!r.ok) throw new Error(`${ch}: ${JSON.stringify(r.error)}`);
    return r.value as V;
  };
  const lastState = () => control.webContents.sent.filter((m) => m.channel === CHANNELS.state).at(-1)?.payload as Snapshot | null | undefined;
  return { app, handlers, control, call, value, lastState };
}

/** Waits until `f` is true (polling every 20 ms), or fails after `ms` naming `what` (a hang guard: {@link HANG_MS}). */
export async function until(what: string, f: () => boolean | Promise<boolean>, ms = HANG_MS): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await f()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}
