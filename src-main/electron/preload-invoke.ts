/**
 * The preloads' side of typed IPC: `invoker<M>(ipc)` sends on the channels of one bridge's map
 * (`shared/bridge/ipc-map.ts`) and is typed from it — the request a channel takes, the `Result` it
 * answers; `listener<E>(ipc)` subscribes to a bridge's push channels. Bundled into the sandboxed
 * preload; takes `ipcRenderer` as a parameter so it can be unit-tested.
 */
import type { IpcRenderer } from 'electron';
import type { ChannelMap, EventMap, InvokeArgs, ReplyOf } from '../../shared/bridge/ipc-map.js';

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
