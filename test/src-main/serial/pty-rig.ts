/** A real serial line for the tests: a pty pair (node-pty, no system tool), the bridge on one end, the box simulator on the other. */
import { rmSync } from 'node:fs';
import { SerialBridge, type BridgeOptions } from '../../../src-main/serial/bridge.js';
import { BoxSimulator, type BoxSimOptions } from '../../../src-main/serial/sim/box-simulator.js';
import { startPtyPair, tempPtyPaths, type PtyPair } from '../../../src-main/serial/sim/pty-pair.js';
import type { TableSession } from '../../../shared/session/table-session.js';
import { newSession, waitFor } from './helpers.js';

/** Everything a pty test needs, and its cleanup. */
export interface PtyRig {
  pair: PtyPair;
  session: TableSession;
  bridge: SerialBridge;
  sim: BoxSimulator;
  close(): Promise<void>;
}

/** Starts the pty pair, the bridge (app end) and the simulator (box end), and waits for the handshake. */
export async function ptyRig(bridgeOpts: BridgeOptions = {}, simOpts: Partial<BoxSimOptions> = {}): Promise<PtyRig> {
  const { a, b, dir } = tempPtyPaths('mus-serial-test-');
  const pair = await startPtyPair(a, b);
  const session = newSession();
  const bridge = new SerialBridge(session, { path: a, mode: 'box', retryMs: 20, maxRetryMs: 100, ...bridgeOpts });
  await bridge.start();
  const sim = new BoxSimulator({ path: b, retryMs: 20, ...simOpts });
  await sim.open();
  await waitFor(() => sim.ready && bridge.state.status === 'connected', 'the box and the app to shake hands');
  return {
    pair, session, bridge, sim,
    async close() {
      await sim.close();
      await bridge.stop();
      await pair.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
