/**
 * One declaration per bridge (issue 24, as electron-toolkit's typed-ipc). A bridge's contract
 * declares its channels ONCE, as a map `method key → entry`:
 *
 *   export const BOX_BRIDGE = {
 *     connect: invoke('mus:box:connect', 'control', takes<BoxConnectRequest>(), answers<Result<null>>()),
 *     state: push('mus:box:state', sends<BridgeState | null>()),
 *   } as const;
 *
 * and everything else is derived from that map, generically:
 * - the channel names (`CHANNELS`, `BOX_CHANNELS`, …): {@link ChannelNames};
 * - the wire types main's registrar and the preload are checked against: {@link WireOf}, {@link EventsOf};
 * - the bridge type the renderer talks to (`BoxBridge`, …): {@link BridgeOf} (invoke entries become
 *   methods answering a `Promise<Result>`; push entry `state` becomes `onState(cb) → unsubscribe`);
 * - the preload object (`preloadBridge` in `src-main/electron/preload-invoke.ts`) and main's
 *   handlers (`serveBridge` in `src-main/electron/ipc-registrar.ts`), which walk the map.
 *
 * The entries carry no validator: main names it beside the handler (`handle(check, run)`), so the
 * sandboxed preload bundle and the renderer's first chunk stay free of the validators and what they
 * import (the rules engine, i18n), and the contract does not import its validators (which import
 * the contract's types: no import circle). A handler map missing a channel, or a validator whose
 * value is not the channel's request, fails `tsc`.
 */
import type { Result } from '../types.js';

/** Who may send on a channel: the control window only, or any app window (control and display). */
export type SenderClass = 'control' | 'any';

/** A type carried by a map entry for the type checker only (its value is an empty object). */
export interface Is<T> {
  readonly __type?: T;
}

/** The request a channel takes (a channel that takes nothing declares {@link nothing} instead). Type only; see {@link invoke}. */
export const takes = <T>(): Is<T> => ({});
/** The reply a channel answers, a {@link Result}. Type only; see {@link invoke}. */
export const answers = <R extends Result<unknown>>(): Is<R> => ({});
/** What main sends on a push channel. Type only; see {@link push}. */
export const sends = <T>(): Is<T> => ({});

/**
 * An invoke channel (renderer → main, answered with a `Result`): channel `C`, the method's
 * arguments `A`, the request `Q` sent on the wire, the reply `R`.
 */
export interface InvokeEntry<C extends string = string, A extends unknown[] = never, Q = unknown, R extends Result<unknown> = Result<unknown>, O extends boolean = boolean> {
  readonly kind: 'invoke';
  readonly channel: C;
  readonly who: SenderClass;
  /** The method's arguments → the request on the wire; null: the request is the first argument, or nothing for a `void` request. */
  readonly pack: ((...args: A) => Q) | null;
  /** True when the request is `void`: the preload sends no payload at all. */
  readonly none: boolean;
  /** True when a bridge may lack this method (e.g. `getNotices` in a browser). */
  readonly optional: O;
  readonly types: Is<{ args: A; req: Q; reply: R }>;
}

/** A push channel (main → windows): channel `C`, payload `P`. Key `state` gives the method `onState`. */
export interface PushEntry<C extends string = string, P = unknown> {
  readonly kind: 'push';
  readonly channel: C;
  readonly types: Is<P>;
}

/** A bridge's one declaration: method key → entry. */
export type BridgeMap = { readonly [key: string]: AnyInvoke | PushEntry };

/** Any invoke entry (what {@link BridgeMap} accepts and the generic builders walk). */
export interface AnyInvoke {
  readonly kind: 'invoke';
  readonly channel: string;
  readonly who: SenderClass;
  readonly pack: ((...args: never) => unknown) | null;
  readonly none: boolean;
  readonly optional: boolean;
  readonly types: Is<unknown>;
}

/** The request of a channel that takes nothing: `invoke(channel, who, nothing, answers<…>())`. */
export const nothing: Is<void> = {};

/** The default arguments of a method: none for a `void` request, else the request. */
type ArgsFor<Q> = [Q] extends [void] ? [] : [req: Q];

/**
 * Declares an invoke channel. `pack` turns the method's arguments into the request when they
 * differ (`(id) => ({ id })`); without it the method takes the request itself (or nothing).
 * `optional`: the bridge may lack the method.
 */
export function invoke<C extends string, Q, R extends Result<unknown>, A extends unknown[] = ArgsFor<Q>, O extends boolean = false>(
  channel: C,
  who: SenderClass,
  _req: Is<Q>,
  _reply: Is<R>,
  opts: { pack?: (...args: A) => Q; optional?: O } = {},
): InvokeEntry<C, A, Q, R, O> {
  return { kind: 'invoke', channel, who, pack: opts.pack ?? null, none: _req === nothing, optional: (opts.optional ?? false) as O, types: {} };
}

/** Declares a push channel (main → every window). */
export function push<C extends string, P>(channel: C, _payload: Is<P>): PushEntry<C, P> {
  return { kind: 'push', channel, types: {} };
}

type Parts<E> = E extends { kind: 'invoke'; types: Is<infer T extends { args: unknown[]; req: unknown; reply: unknown }> } ? T : never;
type InvokeKeys<B> = { [K in keyof B]: B[K] extends AnyInvoke ? K : never }[keyof B];
type PushKeys<B> = { [K in keyof B]: B[K] extends PushEntry ? K : never }[keyof B];
type OptionalKeys<B> = { [K in InvokeKeys<B>]: B[K] extends { optional: true } ? K : never }[InvokeKeys<B>];

/** The channel names of a bridge, by key (`BOX_CHANNELS.connect === 'mus:box:connect'`). */
export type ChannelNames<B extends BridgeMap> = { readonly [K in keyof B]: B[K]['channel'] };

/** Derives the channel names of a bridge from its map (the `CHANNELS` constants). */
export function channelNames<B extends BridgeMap>(b: B): ChannelNames<B> {
  const out: Record<string, string> = {};
  for (const [k, e] of Object.entries(b)) out[k] = e.channel;
  return out as ChannelNames<B>;
}

/** The invoke channels of a bridge on the wire: channel → `(request) => reply` (an `ipc-map.ts` ChannelMap). */
export type WireOf<B extends BridgeMap> = { [K in InvokeKeys<B> as B[K]['channel']]: (req: Parts<B[K]>['req']) => Parts<B[K]>['reply'] };

/** The push channels of a bridge on the wire: channel → payload (an `ipc-map.ts` EventMap). */
export type EventsOf<B extends BridgeMap> = { [K in PushKeys<B> as B[K]['channel']]: B[K] extends PushEntry<string, infer P> ? P : never };

/** The method a push entry `key` gives: `state` → `onState`. */
export type ListenerName<K extends string> = `on${Capitalize<K>}`;

/** The runtime name of {@link ListenerName}. */
export function listenerName(key: string): string {
  return `on${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

/** The methods of a bridge: one per invoke entry (answering a `Promise` of its reply), one `onX(cb)` per push entry. */
export type BridgeOf<B extends BridgeMap> = {
  [K in Exclude<InvokeKeys<B>, OptionalKeys<B>>]: (...args: Parts<B[K]>['args']) => Promise<Parts<B[K]>['reply']>;
} & {
  [K in OptionalKeys<B>]?: (...args: Parts<B[K]>['args']) => Promise<Parts<B[K]>['reply']>;
} & {
  [K in PushKeys<B> & string as ListenerName<K>]: (cb: (payload: B[K] extends PushEntry<string, infer P> ? P : never) => void) => () => void;
};

/** The request of invoke entry `K` of bridge `B`. */
export type RequestAt<B extends BridgeMap, K extends keyof B> = Parts<B[K]>['req'];

/** The reply of invoke entry `K` of bridge `B`. */
export type ReplyAt<B extends BridgeMap, K extends keyof B> = Parts<B[K]>['reply'];

/** The keys of a bridge's invoke entries. */
export type InvokeKeysOf<B extends BridgeMap> = InvokeKeys<B>;
