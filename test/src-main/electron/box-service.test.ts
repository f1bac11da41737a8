/**
 * The app's button-box service over `@serialport/binding-mock`: a connection asked for before any
 * match is remembered (the state says a match is needed), a match attached starts the bridge and
 * box keys change it, a new match takes the bridge over, a closed match keeps the request,
 * disconnect stops it, detection by hello, keypad mode with a key map, bad requests refused with
 * the field named, and every state reaches `onState`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MockBinding, type MockPortBinding } from '@serialport/binding-mock';
import { BoxService } from '../../../src-main/electron/box/box-service.js';
import type { BoxConnectRequest } from '../../../shared/bridge/box/box-contract.js';
import type { BridgeState } from '../../../shared/bridge/box/box-state.js';
import { mockBinding, newSession, waitFor } from '../serial/helpers.js';
import { itemAt } from '../../helpers/item-at.js';

const PATH = '/dev/ttyMUSBOX0';
const OTHER = '/dev/ttyMUSBOX1';
const REQ: BoxConnectRequest = { path: PATH, baudRate: 115200, mode: 'box', keymap: null };

interface Rig {
  box: BoxService;
  states: (BridgeState | null)[];
  opened: { path: string; port: MockPortBinding }[];
  /** The port opened last on `path`. */
  port(path?: string): MockPortBinding;
  written(path?: string): string[];
  expectLine(line: string, path?: string): Promise<void>;
  handshake(hello?: string, path?: string): Promise<void>;
}

let rig: Rig | null = null;

function makeRig(extraPaths: string[] = []): Rig {
  const opened: { path: string; port: MockPortBinding }[] = [];
  const binding = {
    list: () => mockBinding.list(),
    open: async (o: never) => {
      const p = await mockBinding.open(o);
      opened.push({ path: (o as { path: string }).path, port: p });
      return p;
    },
  };
  const states: (BridgeState | null)[] = [];
  const box = new BoxService({
    binding, throttleMs: 0, extraPaths, onState: (s) => states.push(s),
    tuning: { retryMs: 10, maxRetryMs: 20, helloTimeoutMs: 3000 },
  });
  const port = (path = PATH) => opened.filter((o) => o.path === path).at(-1)!.port;
  const written = (path = PATH) => port(path).recording.toString('latin1').split('\n').filter(Boolean);
  const expectLine = (line: string, path = PATH) =>
    waitFor(() => opened.some((o) => o.path === path) && written(path).includes(line), `the app to send ${JSON.stringify(line)} on ${path}`);
  const r: Rig = {
    box, states, opened, port, written, expectLine,
    async handshake(hello = 'HELLO MUSBOX 1 box1 beef 0', path = PATH) {
      await expectLine('WHO', path);
      port(path).emitData(`${hello}\r\n`);
      await waitFor(() => box.state()?.status === 'connected', 'connected');
    },
  };
  rig = r;
  return r;
}

beforeEach(() => {
  MockBinding.reset();
  MockBinding.createPort(PATH, { record: true });
});

afterEach(async () => {
  await rig?.box.stop();
  rig = null;
});

describe('BoxService (mock port)', () => {
  it('remembers a connection asked for before any match; a match attached starts the bridge and box keys change it', async () => {
    const r = makeRig();
    expect(r.box.state()).toBeNull();
    expect(await r.box.connect(REQ)).toEqual({ ok: true, value: null });
    expect(r.opened).toHaveLength(0); // no match: the port is not opened
    expect(r.box.state()).toMatchObject({ status: 'idle', path: PATH, baudRate: 115200, mode: 'box', lastError: { code: 'box/no-match' } });
    expect(r.states.at(-1)).toBe(r.box.state());

    const session = newSession();
    r.box.attach(session);
    await r.box.settled();
    expect(r.box.state()?.status).toBe('handshake');
    await r.handshake();
    expect(r.written()).toEqual(['WHO', 'WELCOME 1 4', 'TURN 0', 'PHASE mus mus', 'SCORE 0 0 0 0', 'PAD -', 'ACK 0']);
    expect(r.box.state()?.box).toEqual({ id: 'box1', session: 'beef', version: 1 });

    r.port().emitData('K 1 BET\nK 2 FOLD\n');
    await r.expectLine('ACK 2');
    expect(session.match.log).toHaveLength(2);
    expect(session.match.view.score).toEqual({ A: 1, B: 0 });
    await waitFor(() => r.box.state()?.keys.applied === 2, 'two keys applied');
    expect(r.box.state()?.lastKey).toMatchObject({ key: 'FOLD', seq: 2, result: 'applied' });

    // every state went through onState, as plain data, in order
    const statuses = r.states.map((s) => s?.status);
    expect(statuses[0]).toBe('idle');
    expect(statuses).toContain('handshake');
    expect(statuses.at(-1)).toBe('connected');
    expect(statuses.indexOf('handshake')).toBeLessThan(statuses.indexOf('connected'));
    expect(JSON.parse(JSON.stringify(r.states.at(-1)))).toEqual(r.states.at(-1));
  });

  it('moves the bridge to a new match, keeps the request when the match is closed, and disconnects', async () => {
    const r = makeRig();
    const first = newSession();
    const detachFirst = r.box.attach(first);
    await r.box.connect(REQ);
    await r.handshake();
    r.port().emitData('K 1 BET\n');
    await r.expectLine('ACK 1');
    expect(first.match.log).toHaveLength(1);

    // a new match made current: the old bridge stops, a new one opens the port on the new session
    detachFirst();
    const second = newSession();
    const detachSecond = r.box.attach(second);
    await r.box.settled();
    expect(r.opened).toHaveLength(2);
    expect(itemAt(r.opened, 0).port.isOpen).toBe(false);
    await r.expectLine('WHO');
    r.port().emitData('HELLO MUSBOX 1 box1 beef 1\n'); // same box session, last ack 1
    await r.expectLine('ACK 1');
    r.port().emitData('K 2 PASS\n');
    await r.expectLine('ACK 2');
    expect(second.match.log).toHaveLength(1);
    expect(second.match.log[0]).toEqual({ type: 'action', action: { phase: 'grande', seat: 0, act: 'pass' } });
    expect(first.match.log).toHaveLength(1); // the old match no longer hears the box
    // the stopping bridge's "stopped" state is not forwarded while moving
    expect(r.states.map((s) => s?.status)).not.toContain('stopped');

    // the match is closed: the port is closed, the request kept, the state says a match is needed
    detachSecond();
    await r.box.settled();
    expect(r.port().isOpen).toBe(false);
    expect(r.box.state()).toMatchObject({ status: 'idle', lastError: { code: 'box/no-match' } });
    expect(r.box.state()?.keys.applied).toBe(1); // the counts stay on show

    // a recovered match: the bridge comes back by itself
    const third = newSession();
    r.box.attach(third);
    await r.box.settled();
    expect(r.opened).toHaveLength(3);
    await r.handshake('HELLO MUSBOX 1 box1 beef 2');

    expect(await r.box.disconnect()).toEqual({ ok: true, value: null });
    expect(r.port().isOpen).toBe(false);
    expect(r.box.state()?.status).toBe('stopped');
    expect(r.states.at(-1)?.status).toBe('stopped');
    // disconnected: a new match does not reconnect
    r.box.attach(newSession());
    await r.box.settled();
    expect(r.opened).toHaveLength(3);
  });

  it('connecting again replaces the connection (other port, same match)', async () => {
    MockBinding.createPort(OTHER, { record: true });
    const r = makeRig();
    const session = newSession();
    r.box.attach(session);
    await r.box.connect(REQ);
    await r.handshake();
    await r.box.connect({ ...REQ, path: OTHER });
    expect(r.port(PATH).isOpen).toBe(false);
    await r.handshake('HELLO MUSBOX 1 box2 cafe 0', OTHER);
    expect(r.box.state()).toMatchObject({ path: OTHER, box: { id: 'box2' } });
    r.port(OTHER).emitData('K 1 BET\n');
    await r.expectLine('ACK 1', OTHER);
    expect(session.match.log).toHaveLength(1);
  });

  it('detects the box by its hello when no path is given', async () => {
    MockBinding.createPort(OTHER, { record: true });
    const r = makeRig();
    const session = newSession();
    r.box.attach(session);
    const connecting = r.box.connect({ ...REQ, path: null });
    // both listed ports are asked WHO; only OTHER answers
    await r.expectLine('WHO', OTHER);
    await r.expectLine('WHO', PATH);
    r.port(OTHER).emitData('HELLO MUSBOX 1 found 1234 0\n');
    expect(await connecting).toEqual({ ok: true, value: null });
    expect(r.box.state()).toMatchObject({ status: 'connected', path: OTHER, box: { id: 'found' } });
    expect(r.port(PATH).isOpen).toBe(false);
    r.port(OTHER).emitData('K 1 BET\n');
    await r.expectLine('ACK 1', OTHER);
    expect(session.match.log).toHaveLength(1);
  });

  it('keypad mode with a key map read from text', async () => {
    const r = makeRig();
    const session = newSession();
    r.box.attach(session);
    const keymap = JSON.stringify({ format: 'mus-keymap/1', keys: { A: 'BET', D: 'FOLD' } });
    expect(await r.box.connect({ ...REQ, mode: 'keypad', keymap })).toEqual({ ok: true, value: null });
    expect(r.box.state()).toMatchObject({ status: 'connected', activeMode: 'keypad' });
    r.port().emitData('a\n');
    await waitFor(() => session.match.log.length === 1, 'the mapped key to be applied');
    expect(r.box.state()?.lastKey).toMatchObject({ key: 'BET', deviceKey: 'a', result: 'applied' });
    expect(r.written()).toEqual([]); // nothing is sent to a plain keypad
  });

  it('refuses bad requests with the field named, and changes nothing', async () => {
    const r = makeRig();
    r.box.attach(newSession());
    const cases: [unknown, string, string][] = [
      [{ ...REQ, baudRate: 1234 }, 'box/bad-request', 'req.baudRate'],
      [{ ...REQ, mode: 'turbo' }, 'box/bad-request', 'req.mode'],
      [{ ...REQ, path: '' }, 'box/bad-request', 'req.path'],
      [{ ...REQ, path: '/dev/tty\u0000x' }, 'box/bad-request', 'req.path'],
      [{ ...REQ, path: null, mode: 'keypad' }, 'box/bad-request', 'req.path'],
      [{ ...REQ, keymap: 'x'.repeat(64 * 1024 + 1) }, 'box/bad-request', 'req.keymap'],
      [{ ...REQ, keymap: '{"keys": ' }, 'keymap/not-json', 'keymap'],
      [{ ...REQ, keymap: '{"keys": {"A": "JUMP"}}' }, 'keymap/invalid', 'keymap.keys["A"]'],
      [{ ...REQ, keymap: '{"format": "other/2", "keys": {}}' }, 'keymap/invalid', 'keymap.format'],
    ];
    for (const [req, code, path] of cases) {
      const res = await r.box.connect(req as BoxConnectRequest);
      expect(res.ok, JSON.stringify(req).slice(0, 80)).toBe(false);
      if (res.ok) continue;
      expect(res.error.code).toBe(code);
      expect(res.error.path).toBe(path);
      expect(res.error.message.startsWith(`${path}: `)).toBe(true);
    }
    expect(r.opened).toHaveLength(0);
    expect(r.box.state()).toBeNull();
    expect(r.states).toEqual([]);
  });

  it('lists ports as data; a failing list is an error value', async () => {
    const r = makeRig();
    const listed = await r.box.listPorts();
    expect(listed.ok && listed.value.map((p) => p.path)).toEqual([PATH]);
    const failing = new BoxService({ binding: { list: () => Promise.reject(new Error('spawn udevadm ENOENT')), open: () => Promise.reject(new Error('no')) }, onState: () => {} });
    const res = await failing.listPorts();
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('serial/list-failed');
  });

  it('a port that will not open: connect still answers, the bridge keeps trying and says why', async () => {
    const r = makeRig();
    r.box.attach(newSession());
    expect(await r.box.connect({ ...REQ, path: '/dev/ttyNOTHERE' })).toEqual({ ok: true, value: null });
    expect(r.box.state()).toMatchObject({ status: 'reconnecting', lastError: { code: 'serial/open-failed' } });
    MockBinding.createPort('/dev/ttyNOTHERE', { record: true });
    await r.handshake(undefined, '/dev/ttyNOTHERE');
    expect(r.box.state()?.reconnects).toBe(1);
  });
});
