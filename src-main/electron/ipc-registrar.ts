/**
 * The one registrar of every IPC module (table, library, box, share), typed from the bridge's
 * channel map (`shared/bridge/ipc-map.ts`). Every handler, in this order:
 * 1. checks the sender — one of our windows, its main frame, showing one of our pages; `control`
 *    channels accept the control window only (Electron Fiddle's rule: IPC from unknown senders is
 *    ignored, answered `ipc/untrusted-sender`);
 * 2. validates the payload with its checker (refusal: the checker's `ipc/…` error naming the field);
 * 3. runs, and answers a `Result`; a throw or a rejected promise becomes `ipc/failed`.
 * A wrong request or reply type for a channel fails `tsc`. `dispose()` removes exactly the
 * handlers this registrar registered. `serveBridge(ipc, guard, decl, handlers)` registers a whole
 * bridge from its one declaration (`shared/bridge/bridge-map.ts`): every invoke channel of the
 * map, with the sender class the map gives it and the validator its handler names.
 */
import type { IpcMainInvokeEvent } from 'electron';
import type { Result } from '../../shared/types.js';
import type { ChannelMap, ReplyOf, RequestOf } from '../../shared/bridge/ipc-map.js';
import type { BridgeMap, InvokeKeysOf, ReplyAt, RequestAt, SenderClass } from '../../shared/bridge/bridge-map.js';
import { isTrustedSender } from './security.js';

export type { SenderClass } from '../../shared/bridge/bridge-map.js';

/** The part of `ipcMain` the handlers use. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

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

/**
 * The handler of one channel: its payload validator and what runs on the checked request. Made by
 * {@link handle}, which ties the two (the validator may fill in defaults: `V` is what `run` gets).
 */
export interface Handler<Q, R> {
  readonly check: (x: unknown) => Result<Q>;
  readonly run: (req: never, event: IpcMainInvokeEvent) => R | Promise<R>;
}

/** A {@link Handler}: validator `check`, then `run` on what it gives (sync or async; a throw becomes `ipc/failed`). */
export function handle<V, R>(check: (x: unknown) => Result<V>, run: (req: V, event: IpcMainInvokeEvent) => R | Promise<R>): Handler<V, R> {
  return { check, run };
}

/** One handler per invoke channel of bridge `B` (a missing or extra channel fails `tsc`). */
export type Handlers<B extends BridgeMap> = { readonly [K in InvokeKeysOf<B>]: Handler<RequestAt<B, K>, ReplyAt<B, K>> };

/**
 * Registers every invoke channel of the bridge declared by `decl`: the sender class from the
 * declaration, the validator and the handler from `handlers`.
 * @returns the function that removes them (and only them).
 */
export function serveBridge<B extends BridgeMap>(ipc: IpcMainLike, guard: SenderGuard, decl: B, handlers: Handlers<B>): () => void {
  const { on, dispose } = typedRegistrar<ChannelMap>(ipc, guard);
  const all = handlers as unknown as Record<string, Handler<unknown, Result<unknown>> | undefined>;
  for (const [key, e] of Object.entries(decl)) {
    if (e.kind !== 'invoke') continue;
    const h = all[key];
    if (!h) throw new Error(`no handler for ${e.channel}`);
    on(e.channel, e.who, h.check as (x: unknown) => Result<never>, h.run as (req: never, event: IpcMainInvokeEvent) => Result<unknown>);
  }
  return dispose;
}
