/** Finding a box by its hello among several ports (pty), listing ports, and the Electron-side attach helper. */
import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { MockBinding } from '@serialport/binding-mock';
import { attachBoxBridge } from '../../../src-main/serial/attach.js';
import type { BridgeState } from '../../../shared/bridge/box/box-state.js';
import { SerialBridge } from '../../../src-main/serial/bridge.js';
import { listPorts } from '../../../src-main/serial/ports.js';
import { BoxSimulator } from '../../../src-main/serial/sim/box-simulator.js';
import { startPtyPair, tempPtyPaths } from '../../../src-main/serial/sim/pty-pair.js';
import { mockBinding, newSession, waitFor } from './helpers.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function pair() {
  const { a, b, dir } = tempPtyPaths('mus-detect-test-');
  const p = await startPtyPair(a, b);
  cleanups.push(async () => { await p.stop(); rmSync(dir, { recursive: true, force: true }); });
  return p;
}

describe('finding the box', () => {
  it('detects the box by its hello among candidate ports (ptys are never listed)', async () => {
    const silent = await pair(); // a port where nothing answers
    const withBox = await pair();
    const sim = new BoxSimulator({ path: withBox.b, id: 'table-3' });
    await sim.open();
    cleanups.push(() => sim.close());
    const bridge = new SerialBridge(newSession(), { auto: true, candidates: [silent.a, withBox.a], helloTimeoutMs: 5000 });
    cleanups.push(() => bridge.stop());
    await bridge.start();
    await waitFor(() => bridge.state.status === 'connected', 'the detected box to be connected');
    expect(bridge.state.path).toBe(withBox.a);
    expect(bridge.state.box?.id).toBe('table-3');
    sim.press('BET');
    await sim.idle();
    expect(bridge.state.keys.applied).toBe(1);
    // unplugged and plugged back: found again on the same port
    await withBox.stop();
    await waitFor(() => bridge.state.status === 'reconnecting', 'the loss to be noticed');
    await withBox.restart();
    await waitFor(() => bridge.state.status === 'connected' && sim.ready, 'the box to be back');
    expect(bridge.state.path).toBe(withBox.a);
    sim.press('FOLD');
    await sim.idle();
    expect(bridge.state.keys.applied).toBe(2);
  });

  it('lists ports as data, never throwing', async () => {
    MockBinding.reset();
    MockBinding.createPort('/dev/ttyUSB7', { manufacturer: 'FTDI' });
    const r = await listPorts(mockBinding);
    expect(r).toEqual({ ok: true, value: [{ path: '/dev/ttyUSB7', manufacturer: 'FTDI', serialNumber: '1', vendorId: undefined, productId: undefined }] });
    const failing = await listPorts({ list: () => Promise.reject(new Error('spawn udevadm ENOENT')), open: () => Promise.reject(new Error('no')) });
    expect(failing.ok).toBe(false);
    if (!failing.ok) {
      expect(failing.error.code).toBe('serial/list-failed');
      expect(failing.error.message).toContain('install the udev package');
    }
    const real = await listPorts(); // the system's own list (may be empty here); must not throw
    expect(typeof real.ok).toBe('boolean');
  });
});

describe('attachBoxBridge (for the Electron main process)', () => {
  it('forwards plain state snapshots, throttled, and detaches', async () => {
    MockBinding.reset();
    MockBinding.createPort('/dev/ttyMUS1', { record: true });
    const states: BridgeState[] = [];
    const a = await attachBoxBridge(newSession(), { path: '/dev/ttyMUS1', binding: mockBinding, mode: 'box', onState: (s) => states.push(s), throttleMs: 0 });
    await waitFor(() => states.some((s) => s.status === 'handshake'), 'a handshake state');
    expect(JSON.parse(JSON.stringify(states.at(-1)))).toEqual(states.at(-1)); // IPC-safe
    await a.detach();
    expect(states.at(-1)?.status).toBe('stopped');
  });
});
