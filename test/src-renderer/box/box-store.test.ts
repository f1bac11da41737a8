/**
 * The button box's store (src-renderer/box/box-store.ts): it follows the bridge state main pushes,
 * keeps the last refusal of a call for the panel, says when a call is in progress, and asks nothing
 * in a browser (docs/button-box.md; docs/app.md, "Architecture").
 */
import { describe, expect, it } from 'vitest';
import { createBoxStore } from '../../../src-renderer/box/box-store.js';
import type { BoxBridge, PortListing } from '../../../shared/bridge/box/box-contract.js';
import { noWarnings, type BridgeState } from '../../../shared/bridge/box/box-state.js';
import type { EngineError, Result } from '../../../shared/index.js';

/** A bridge state of `status` on /dev/ttyACM0. */
function state(status: BridgeState['status'], over: Partial<BridgeState> = {}): BridgeState {
  return {
    status, mode: 'auto', activeMode: 'box', path: '/dev/ttyACM0', baudRate: 115200, box: null, lastKey: null, lastError: null,
    warnings: noWarnings(), warningTotal: 0, keys: { received: 0, applied: 0, refused: 0, duplicates: 0 }, disconnects: 0, reconnects: 0, ...over,
  };
}

/** A promise and the function that settles it, to answer a call when the test says so. */
function deferred<T>() {
  let resolve: (v: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A fake box bridge: records the calls and the listeners; each call answers with `replies`' function. */
function fakeBox(replies: Partial<{ [K in 'listPorts' | 'connect' | 'disconnect' | 'getState']: () => Promise<unknown> }> = {}) {
  const listeners = new Set<(s: BridgeState | null) => void>();
  const calls: string[] = [];
  const ok = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });
  const box: BoxBridge = {
    available: true,
    listPorts: () => (calls.push('listPorts'), (replies.listPorts?.() ?? ok([])) as Promise<Result<PortListing[]>>),
    connect: (req) => (calls.push(`connect ${req.path}`), (replies.connect?.() ?? ok(null)) as Promise<Result<null>>),
    disconnect: () => (calls.push('disconnect'), (replies.disconnect?.() ?? ok(null)) as Promise<Result<null>>),
    getState: () => (calls.push('getState'), (replies.getState?.() ?? ok(null)) as Promise<Result<BridgeState | null>>),
    onState: (cb) => (listeners.add(cb), () => void listeners.delete(cb)),
  };
  const push = (s: BridgeState | null) => { for (const cb of listeners) cb(s); };
  return { box, calls, listeners, push };
}

const refusal: EngineError = { code: 'ipc/bad-payload', message: 'baudRate must be one of 9600, 19200, 57600, 115200' };
const req = { path: '/dev/ttyACM0', baudRate: 115200, mode: 'auto' as const, keymap: null };

describe('box store', () => {
  it('in a browser (or with an old bridge without a box) is unavailable and asks the bridge nothing', async () => {
    const f = fakeBox();
    const store = createBoxStore({ ...f.box, available: false });
    await store.refresh();
    await store.connect(req);
    await store.disconnect();
    expect(f.calls).toEqual([]);
    expect(f.listeners.size).toBe(0);
    expect(store.state.value).toBeNull();
    expect(createBoxStore(undefined).available).toBe(false);
  });

  it('shows each state main pushes, in order, and stops following after dispose()', () => {
    const f = fakeBox();
    const store = createBoxStore(f.box);
    f.push(state('detecting'));
    expect(store.state.value?.status).toBe('detecting');
    f.push(state('connected', { box: { id: 'MUSBOX-7', session: 's1', version: 1 } }));
    expect(store.state.value?.box?.id).toBe('MUSBOX-7');
    store.dispose();
    expect(f.listeners.size).toBe(0);
    f.push(state('reconnecting'));
    expect(store.state.value?.status).toBe('connected');
  });

  it('takes the state it asked for at start, unless a newer one was pushed meanwhile', async () => {
    const asked = deferred<Result<BridgeState | null>>();
    const f = fakeBox({ getState: () => asked.promise });
    const store = createBoxStore(f.box);
    expect(f.calls).toEqual(['getState']);
    f.push(state('connected'));
    asked.resolve({ ok: true, value: state('idle') });
    await asked.promise;
    await Promise.resolve();
    expect(store.state.value?.status).toBe('connected');

    const g = fakeBox({ getState: () => Promise.resolve({ ok: true, value: state('idle') }) });
    const fresh = createBoxStore(g.box);
    await Promise.resolve();
    await Promise.resolve();
    expect(fresh.state.value?.status).toBe('idle');
  });

  it('lists the ports on refresh(), and keeps the old list when the listing is refused', async () => {
    let reply: Result<PortListing[]> = { ok: true, value: [{ path: '/dev/ttyACM0', manufacturer: 'Arduino' }] };
    const f = fakeBox({ listPorts: () => Promise.resolve(reply) });
    const store = createBoxStore(f.box);
    expect(store.ports.value).toBeNull();
    await store.refresh();
    expect(store.ports.value).toEqual([{ path: '/dev/ttyACM0', manufacturer: 'Arduino' }]);
    reply = { ok: false, error: { code: 'box/failed', message: 'no serial port support' } };
    await store.refresh();
    expect(store.ports.value).toEqual([{ path: '/dev/ttyACM0', manufacturer: 'Arduino' }]);
    expect(store.error.value?.code).toBe('box/failed');
  });

  it('connect(): a refusal is kept as the panel error and answers false; the next accepted call clears it', async () => {
    let reply: Result<null> = { ok: false, error: refusal };
    const f = fakeBox({ connect: () => Promise.resolve(reply) });
    const store = createBoxStore(f.box);
    expect(await store.connect(req)).toBe(false);
    expect(store.error.value).toEqual(refusal);
    reply = { ok: true, value: null };
    expect(await store.connect(req)).toBe(true);
    expect(store.error.value).toBeNull();
    expect(f.calls.filter((c) => c.startsWith('connect'))).toEqual(['connect /dev/ttyACM0', 'connect /dev/ttyACM0']);
  });

  it('is busy while a call is in progress, and not after, even when the call throws (box/failed, with its message)', async () => {
    const answer = deferred<Result<null>>();
    const f = fakeBox({ disconnect: () => answer.promise, connect: () => Promise.reject(new Error('IPC channel closed')) });
    const store = createBoxStore(f.box);
    const done = store.disconnect();
    expect(store.busy.value).toBe(true);
    answer.resolve({ ok: true, value: null });
    await done;
    expect(store.busy.value).toBe(false);
    expect(await store.connect(req)).toBe(false);
    expect(store.busy.value).toBe(false);
    expect(store.error.value).toEqual({ code: 'box/failed', message: 'IPC channel closed' });
  });

  it('fail() shows a problem found in the page (an unreadable key map) and fail(null) clears it', () => {
    const store = createBoxStore(fakeBox().box);
    store.fail({ code: 'box/keymap-unreadable', message: 'Fichier illisible' });
    expect(store.error.value?.code).toBe('box/keymap-unreadable');
    store.fail(null);
    expect(store.error.value).toBeNull();
  });
});
