/**
 * Typed IPC, end to end: every bridge (table, library, box, share, tournament) declares its
 * channels once (`bridge-map.ts`), from which its wire map is derived —
 * `{ 'mus:command': (req: CommandRequest) => CommandReply, … }` — and main's registrar
 * (`src-main/electron/ipc-registrar.ts`) and the preloads (`src-main/electron/preload-invoke.ts`)
 * are typed from it, so a wrong payload or reply type fails `tsc` on either side.
 *
 * One error style across the bridge: every invoke channel answers a {@link Result} — a value, or an
 * error as data (`ipc/…` for a refused sender or payload, the service's own codes otherwise). Nothing
 * throws across the bridge, and nothing answers a bare `null` for "it failed".
 */
import type { Result } from '../types.js';

export { ok } from '../types.js';

/**
 * A bridge's invoke channels: channel name → `(request) => reply`. A channel that takes nothing
 * declares `(req: void) => …`.
 */
export type ChannelMap = { [channel: string]: (req: never) => Result<unknown> };

/** A bridge's push channels (main → windows): channel name → what is sent. */
export type EventMap = { [channel: string]: unknown };

/** The request type of channel `C` of map `M`. */
export type RequestOf<M extends ChannelMap, C extends keyof M> = Parameters<M[C]>[0];

/** The reply type of channel `C` of map `M` (always a {@link Result}). */
export type ReplyOf<M extends ChannelMap, C extends keyof M> = ReturnType<M[C]>;

/** The arguments of an invoke on channel `C`: none for a `void` request, else the request. */
export type InvokeArgs<M extends ChannelMap, C extends keyof M> = [RequestOf<M, C>] extends [void] ? [] : [req: RequestOf<M, C>];

/** The reply's value, or `fallback` when it is an error (for reads where a default is right, e.g. no displays). */
export function valueOr<T>(r: Result<T>, fallback: T): T {
  return r.ok ? r.value : fallback;
}
