/**
 * The preloads' side of typed IPC: `invoker<M>(ipc)` sends on the channels of one bridge's map
 * (`shared/bridge/ipc-map.ts`) and is typed from it — the request a channel takes, the `Result` it
 * answers; `listener<E>(ipc)` subscribes to a bridge's push channels. Bundled into the sandboxed
 * preload; takes `ipcRenderer` as a parameter so it can be unit-tested. `preloadBridge(decl, ipc)`
 * builds a whole bridge's preload object from its one declaration.
 */
import type { IpcRenderer } from 'electron';
import type { ChannelMap, EventMap, InvokeArgs, ReplyOf } from '../../shared/bridge/ipc-map.js';
import { listenerName, type BridgeMap, type BridgeOf } from '../../shared/bridge/bridge-map.js';
import type { Result } from '../../shared/types.js';

/** Sends one invoke on channel `C` of map `M` and resolves to its reply. */
export type Invoke<M extends ChannelMap> = <C extends keyof M & string>(channel: C, ...req: InvokeArgs<M, C>) => Promise<ReplyOf<M, C>>;

/**
 * A typed `invoke` for the channels of `M`. A reply that is not a `Result` (it cannot happen with
 * our handlers; a rejected `invoke`, e.g. no handler) becomes `ipc/failed`, so callers see one
 * error style.
 */
export function invoker<M extends ChannelMap>(ipc: Pick<IpcRenderer, 'invoke'>): Invoke<M> {
  return (async (channel: string, ...req: unknown[]) => {
    try {
      return await ipc.invoke(channel, ...req);
    } catch (e) {
      return { ok: false, error: { code: 'ipc/failed', message: e instanceof Error ? e.message : String(e) } };
    }
  }) as Invoke<M>;
}

/** Subscribes `cb` to push channel `C` of map `E`; returns the unsubscribe function. */
export type Listen<E extends EventMap> = <C extends keyof E & string>(channel: C, cb: (payload: E[C]) => void) => () => void;

/** A typed subscription to the push channels of `E`. */
export function listener<E extends EventMap>(ipc: Pick<IpcRenderer, 'on' | 'removeListener'>): Listen<E> {
  return (channel, cb) => {
    const l = (_e: unknown, payload: unknown) => cb(payload as E[typeof channel]);
    ipc.on(channel, l);
    return () => {
      ipc.removeListener(channel, l);
    };
  };
}

/**
 * The preload object of one bridge, built from its declaration (`shared/bridge/bridge-map.ts`):
 * each invoke entry becomes a method sending its one fixed channel (the arguments packed into the
 * request by the entry's `pack`, the request itself, or nothing for a `void` request), each push
 * entry `x` a method `onX(cb)` listening to its channel. The page never gets `ipc` itself.
 */
export function preloadBridge<B extends BridgeMap>(decl: B, ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): BridgeOf<B> {
  const send = invoker<ChannelMap>(ipc) as (channel: string, ...req: unknown[]) => Promise<Result<unknown>>;
  const listen = listener<EventMap>(ipc);
  const out: Record<string, unknown> = {};
  for (const [key, e] of Object.entries(decl)) {
    if (e.kind === 'push') {
      out[listenerName(key)] = (cb: (payload: unknown) => void) => listen(e.channel, cb);
      continue;
    }
    const pack = e.pack as ((...args: unknown[]) => unknown) | null;
    out[key] = pack ? (...args: unknown[]) => send(e.channel, pack(...args)) : e.none ? () => send(e.channel) : (req: unknown) => send(e.channel, req);
  }
  return out as BridgeOf<B>;
}
