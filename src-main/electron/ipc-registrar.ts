/**
 * The one registrar of every IPC module (table, library, box, share), typed from the bridge's
 * channel map (`shared/bridge/ipc-map.ts`). Every handler, in this order:
 * 1. checks the sender — one of our windows, its main frame, showing one of our pages; `control`
 *    channels accept the control window only (Electron Fiddle's rule: IPC from unknown senders is
 *    ignored, answered `ipc/untrusted-sender`);
 * 2. validates the payload with its checker (refusal: the checker's `ipc/…` error naming the field);
 * 3. runs, and answers a `Result`; a throw or a rejected promise becomes `ipc/failed`.
 * A wrong request or reply type for a channel fails `tsc`. `dispose()` removes exactly the
 * handlers this registrar registered.
 */
import type { IpcMainInvokeEvent } from 'electron';
import type { Result } from '../../shared/types.js';
import type { ChannelMap, ReplyOf, RequestOf } from '../../shared/bridge/ipc-map.js';
import { isTrustedSender } from './security.js';

/** The part of `ipcMain` the handlers use. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/** Who may send on a channel: the control window only, or any app window (control and display). */
export type SenderClass = 'control' | 'any';

/** The sender check every handler goes through (window ids and the app's page base). */
export interface SenderGuard {
  controlIds(): ReadonlySet<number>;
  allIds(): ReadonlySet<number>;
  appBase: string;
}

/** The reply to a message from a sender that is not one of our pages. */
export const UNTRUSTED: Result<never> = { ok: false, error: { code: 'ipc/untrusted-sender', message: 'message from an unknown sender ignored' } };

/** A registrar for the channels of map `M`. */
export interface Registrar<M extends ChannelMap> {
  /**
   * Registers `channel`: sender class `who`, payload checker `check`, handler `run` (its result may
   * be a promise; Electron awaits it). The checker may fill in defaults (`V`), as long as what it
   * gives is still a request of the channel.
   */
  on<C extends keyof M & string, V extends RequestOf<M, C>>(
    channel: C,
    who: SenderClass,
    check: (x: unknown) => Result<V>,
    run: (req: V, event: IpcMainInvokeEvent) => ReplyOf<M, C> | Promise<ReplyOf<M, C>>,
  ): void;
  /** Removes every handler registered through this registrar, and only those. */
  dispose(): void;
}

/** Makes a {@link Registrar} for the channels of `M` on `ipc`, guarded by `guard`. */
export function typedRegistrar<M extends ChannelMap>(ipc: IpcMainLike, guard: SenderGuard): Registrar<M> {
  const registered: string[] = [];
  const failed = (e: unknown): Result<never> => ({ ok: false, error: { code: 'ipc/failed', message: e instanceof Error ? e.message : String(e) } });
  return {
    on(channel, who, check, run) {
      ipc.handle(channel, (event, payload) => {
        const ids = who === 'control' ? guard.controlIds() : guard.allIds();
        if (!isTrustedSender(event, ids, guard.appBase)) return UNTRUSTED;
        const c = check(payload);
        if (!c.ok) return c;
        try {
          const r = run(c.value, event);
          return r instanceof Promise ? r.catch(failed) : r;
        } catch (e) {
          return failed(e);
        }
      });
      registered.push(channel);
    },
    dispose() {
      for (const ch of registered.splice(0)) ipc.removeHandler(ch);
    },
  };
}
