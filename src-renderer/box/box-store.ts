/**
 * The button box's signals for the control window: the bridge state pushed by main
 * (`bridge.box.onState`), the port list, and the calls of the panel. Changes go through the bridge
 * (`BoxBridge`, `box-contract.ts`); nothing is decided here. In a browser `available` is false and
 * nothing is asked of the bridge.
 */
import { signal } from '@preact/signals';
import type { EngineError, Result } from '../../shared/index.js';
import type { BoxBridge, BoxConnectRequest } from '../../shared/bridge/box/box-contract.js';
import type { PortListing } from '../../shared/bridge/box/box-contract.js';
import type { BridgeState } from '../../shared/bridge/box/box-state.js';

/** The box store of one window. */
export type BoxStore = ReturnType<typeof createBoxStore>;

/**
 * Creates the store and subscribes it to `box.onState` (and asks for the current state once).
 * `box` may be missing (an old bridge): the store is then unavailable, like in a browser.
 * Call `dispose()` to unsubscribe.
 */
export function createBoxStore(box: BoxBridge | undefined) {
  const available = box?.available === true;
  /** The latest bridge state (null: no connection requested). */
  const state = signal<BridgeState | null>(null);
  /** Listed ports (null: not listed yet). */
  const ports = signal<PortListing[] | null>(null);
  /** The last refusal of a call (bad request, list failed), shown in the panel. */
  const error = signal<EngineError | null>(null);
  /** A call is in progress (connect, disconnect, list). */
  const busy = signal(false);
  let pushed = false;

  const unsubscribe = available && box ? box.onState((s) => {
    pushed = true;
    state.value = s;
  }) : () => {};
  if (available && box) {
    void box.getState().then((r) => {
      if (!pushed && r.ok) state.value = r.value; // a pushed state is newer
    }, () => {});
  }

  async function run<T>(call: () => Promise<Result<T>>): Promise<T | null> {
    if (!available) return null;
    busy.value = true;
    try {
      const r = await call();
      if (!r.ok) {
        error.value = r.error;
        return null;
      }
      error.value = null;
      return r.value;
    } catch (e) {
      error.value = { code: 'box/failed', message: (e as Error).message };
      return null;
    } finally {
      busy.value = false;
    }
  }

  return {
    available,
    state,
    ports,
    error,
    busy,
    /** Lists the serial ports again. */
    async refresh(): Promise<void> {
      const list = await run(() => box!.listPorts());
      if (list) ports.value = list;
    },
    /** Asks main to connect. @returns whether the request was accepted. */
    async connect(req: BoxConnectRequest): Promise<boolean> {
      await run(() => box!.connect(req));
      return error.value === null;
    },
    /** Asks main to disconnect. */
    async disconnect(): Promise<void> {
      await run(() => box!.disconnect());
    },
    /** Shows a problem found in the page itself (an unreadable key map file). */
    fail(e: EngineError | null): void {
      error.value = e;
    },
    dispose(): void {
      unsubscribe();
    },
  };
}
