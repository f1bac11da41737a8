/**
 * For the Electron main process: attach a serial bridge to the session being played and forward
 * its state (for the UI, over IPC). The bridge sends every key through the table's front door
 * (`enterTable(session, cmd, 'box')`), so box keys reach the windows through the session host like
 * any other command.
 */
import type { TableSession } from '../../shared/session/table-session.js';
import { SerialBridge, type BridgeOptions } from './bridge.js';
import type { BridgeState } from '../../shared/bridge/box/box-state.js';

/** Options of {@link attachBoxBridge}. */
export interface AttachOptions extends BridgeOptions {
  /**
   * Called with the bridge state, at most once per `throttleMs` (a flood of junk changes the
   * warning counts thousands of times a second; the UI needs the latest only). Plain data: send
   * it over IPC as it is.
   */
  onState?: (state: BridgeState) => void;
  /** Minimum gap between two `onState` calls, in ms (default 50; 0 = every change). */
  throttleMs?: number;
}

/** An attached bridge. */
export interface AttachedBridge {
  bridge: SerialBridge;
  /** Stops the bridge and the forwarding. */
  detach(): Promise<void>;
}

/**
 * Starts a serial bridge on `session`. Resolves once the first connection attempt is over (the
 * bridge keeps retrying by itself when the box is not there yet).
 * @example
 *   const { detach } = await attachBoxBridge(session, { path: '/dev/ttyACM0', onState: (s) => win.webContents.send('mus:box', s) });
 */
export async function attachBoxBridge(session: TableSession, opts: AttachOptions = {}): Promise<AttachedBridge> {
  const { onState, throttleMs = 50, ...bridgeOpts } = opts;
  const bridge = new SerialBridge(session, bridgeOpts);
  let timer: NodeJS.Timeout | null = null;
  let lastSent = -Infinity;
  const forward = () => {
    timer = null;
    lastSent = performance.now();
    onState?.(bridge.state);
  };
  const unsubscribe = bridge.subscribe(() => {
    if (!onState || timer) return;
    const wait = throttleMs - (performance.now() - lastSent);
    if (wait <= 0) forward();
    else timer = setTimeout(forward, wait);
  });
  await bridge.start();
  return {
    bridge,
    async detach() {
      unsubscribe();
      if (timer) clearTimeout(timer);
      await bridge.stop();
      onState?.(bridge.state);
    },
  };
}
