/**
 * The bridge over `@serialport/binding-mock`: handshake, acknowledgements, resent duplicates,
 * refused keys, bad input, floods (with a test clock), keypad mode, reconnection.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MockBinding, type MockPortBinding } from '@serialport/binding-mock';
import { MAX_BOX_MEMORIES, SerialBridge, type BridgeOptions } from '../../../src-main/serial/bridge.js';
import { parseKeyMap } from '../../../src-main/serial/keymap-file.js';
import type { TableSession } from '../../../shared/session/table-session.js';
import { mockBinding, newSession, waitFor } from './helpers.js';
import { itemAt } from '../../helpers/item-at.js';
import { errorSentence } from '../../../shared/i18n/errors.js';

const PATH = '/dev/ttyMUS0';

interface Rig {
  session: TableSession;
  bridge: SerialBridge;
  clock: { t: number };
  /** The binding of the port the bridge has open now. */
  port(): MockPortBinding;
  /** Sends bytes from the "box". */
  send(s: string | Buffer): void;
  /** Lines the app wrote on the current port. */
  written(): string[];
  /** Waits until the app wrote a line equal to `line`. */
  expectLine(line: string): Promise<void>;
}

let rig: Rig | null = null;

async function makeRig(opts: BridgeOptions = {}): Promise<Rig> {
  const opened: MockPortBinding[] = [];
  const binding = {
    list: () => mockBinding.list(),
    open: async (o: never) => {
      const p = await mockBinding.open(o);
      opened.push(p);
      return p;
    },
  };
  const session = newSession();
  const clock = { t: 1000 };
  const bridge = new SerialBridge(session, { path: PATH, binding, mode: 'box', now: () => clock.t, retryMs: 10, maxRetryMs: 20, ...opts });
  await bridge.start();
  const port = () => itemAt(opened, opened.length - 1);
  const written = () => port().recording.toString('latin1').split('\n').filter(Boolean);
  const r: Rig = {
    session, bridge, clock, port, written,
    send: (s) => port().emitData(s),
    expectLine: (line) => waitFor(() => written().includes(line), `the app to send ${JSON.stringify(line)}; it sent ${JSON.stringify(written())}`, 5000),
  };
  rig = r;
  return r;
}

async function handshake(r: Rig, hello = 'HELLO MUSBOX 1 box1 beef 0'): Promise<void> {
  await r.expectLine('WHO');
  r.send(`${hello}\r\n`);
  await r.expectLine('WELCOME 1 4');
  await waitFor(() => r.bridge.state.status === 'connected', 'connected');
}

beforeEach(() => {
  MockBinding.reset();
  MockBinding.createPort(PATH, { record: true });
});

afterEach(async () => {
  await rig?.bridge.stop();
  rig = null;
});

describe('serial bridge (mock port)', () => {
  it('answers a hello with the protocol version, the table state and the last ack', async () => {
    const r = await makeRig();
    expect(r.bridge.state.status).toBe('handshake');
    await handshake(r);
    expect(r.written()).toEqual(['WHO', 'WELCOME 1 4', 'TURN 0', 'PHASE mus mus', 'SCORE 0 0 0 0', 'PAD -', 'ACK 0']);
    expect(r.bridge.state.box).toEqual({ id: 'box1', session: 'beef', version: 1 });
  });

  it('applies a key once, acknowledges it, drops a resent duplicate and an out-of-order key', async () => {
    const r = await makeRig();
    await handshake(r);
    r.send('K 1 BET\n');
    await r.expectLine('ACK 1');
    expect(r.session.match.log).toHaveLength(1);
    expect(r.session.match.log[0]).toEqual({ type: 'action', action: { phase: 'grande', seat: 0, act: 'bet', amount: 2 } });
    expect(r.written()).toContain('TURN 13');
    expect(r.written()).toContain('PHASE grande answer');
    r.send('K 1 BET\n'); // the ack was lost: the box sends it again
    await waitFor(() => r.bridge.state.keys.duplicates === 1, 'a duplicate');
    expect(r.session.match.log).toHaveLength(1);
    r.send('K 3 FOLD\n'); // 2 is missing
    await waitFor(() => r.bridge.state.warnings.outOfOrder === 1, 'an out-of-order key');
    expect(r.session.match.log).toHaveLength(1);
    r.send('K 2 FOLD\n');
    await r.expectLine('ACK 2');
    expect(r.session.match.view.score).toEqual({ A: 1, B: 0 });
    expect(r.bridge.state.keys).toMatchObject({ applied: 2, duplicates: 1 });
    expect(r.bridge.state.lastKey).toMatchObject({ key: 'FOLD', seq: 2, result: 'applied' });
  });

  it('a key that is not legal now changes nothing: error blink, the state says why', async () => {
    const r = await makeRig();
    await handshake(r);
    const before = { match: r.session.match, pad: r.session.pad };
    r.send('K 1 CABALLO\n'); // a card during the dialogue
    await r.expectLine('ACK 1');
    expect(r.written()).toContain('ERR 1 input/not-showdown');
    r.send('K 2 SEAT1\n'); // seat 1 does not speak first (seat 2 may: to say mintza for the esku's team, FFMus art. 7)
    await r.expectLine('ACK 2');
    expect(r.written()).toContain('ERR 2 input/not-your-turn');
    expect(r.session.match).toBe(before.match);
    expect(r.session.pad).toBe(before.pad);
    expect(r.bridge.state.keys.refused).toBe(2);
    expect(r.bridge.state.lastKey).toMatchObject({ key: 'SEAT1', result: 'refused', error: { code: 'input/not-your-turn' } });
    expect(r.bridge.state.lastError?.code).toBe('input/not-your-turn');
  });

  it('unknown keys, garbage, overlong and malformed lines are counted and never change the match', async () => {
    const r = await makeRig({ maxLine: 40 });
    await handshake(r);
    const before = r.session.match;
    r.send('K 1 JUMP\n');
    await r.expectLine('ERR 1 serial/unknown-key');
    r.send(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x0a, 0x80, 0x81, 0x0d, 0x0a]));
    r.send(`${'X'.repeat(41)}\n`);
    r.send(`K 2 ${'P'.repeat(200)}`); // overlong, then the rest of it in the next chunk
    r.send(`${'P'.repeat(100)}\n`);
    r.send('K two PASS\nHELLO MUSBOX 1\nWHAT IS THIS\n# a comment\n\n');
    await waitFor(() => r.bridge.state.warnings.badLine === 2, 'two bad lines');
    expect(r.bridge.state.warnings).toMatchObject({ unknownKey: 1, garbage: 2, overlong: 2, badHello: 1, badLine: 2 });
    expect(r.bridge.state.warningTotal).toBe(8);
    expect(r.session.match).toBe(before);
    r.send('K 2 PASS\n'); // the line still works
    await r.expectLine('ACK 2');
    expect(r.session.match.log).toHaveLength(1);
  });

  it('keys sent before the hello are not taken: the app asks who is there', async () => {
    const r = await makeRig();
    await r.expectLine('WHO');
    r.send('K 1 PASS\n');
    await waitFor(() => r.written().filter((l) => l === 'WHO').length === 2, 'a second WHO');
    expect(r.session.match.log).toHaveLength(0);
    r.send('PING\n');
    await r.expectLine('PONG');
  });

  it('refuses another protocol version', async () => {
    const r = await makeRig();
    await r.expectLine('WHO');
    r.send('HELLO MUSBOX 2 box1 beef 0\n');
    await r.expectLine('NOPE serial/version');
    expect(r.bridge.state.status).toBe('handshake');
    expect(r.bridge.state.warnings.badHello).toBe(1);
    expect(r.bridge.state.lastError?.code).toBe('serial/version');
  });

  it('tells the box about changes made from the keyboard', async () => {
    const r = await makeRig();
    await handshake(r);
    r.session.command({ cmd: 'bet' }, 'keyboard');
    await r.expectLine('TURN 13');
    r.session.command({ cmd: 'digit', digit: 5 }, 'keyboard');
    await r.expectLine('PAD 5');
  });

  it('rate-limits a flood in box mode without acknowledging, so the box sends the key again', async () => {
    const r = await makeRig({ maxRate: 10, burst: 2 });
    await handshake(r);
    r.send('K 1 SEAT0\nK 2 D3\nK 3 BET\n'); // the clock stands still: only two tokens
    await r.expectLine('ACK 2');
    await waitFor(() => r.bridge.state.warnings.rateLimited === 1, 'a rate-limited key');
    expect(r.written()).not.toContain('ACK 3');
    expect(r.session.match.log).toHaveLength(0);
    r.clock.t += 1000; // a second later the bucket is full again
    r.send('K 3 BET\n');
    await r.expectLine('ACK 3');
    expect(r.session.match.log[0]).toEqual({ type: 'action', action: { phase: 'grande', seat: 0, act: 'bet', amount: 3 } });
  });

  it('debounces a bouncing key in box mode when asked to', async () => {
    const r = await makeRig({ debounceMs: 30 });
    await handshake(r);
    r.send('K 1 D1\nK 2 D1\n');
    await r.expectLine('ACK 2');
    expect(r.bridge.state.warnings.debounced).toBe(1);
    expect(r.session.pad.digits).toBe('1');
    r.clock.t += 100;
    r.send('K 3 D1\n');
    await r.expectLine('ACK 3');
    expect(r.session.pad.digits).toBe('11');
  });

  it('reconnects after the port vanishes, drops the partial line, and keeps the box session', async () => {
    const r = await makeRig();
    await handshake(r);
    r.send('K 1 BET\n');
    await r.expectLine('ACK 1');
    r.send('K 2 FO'); // the cable is pulled mid-line
    const midLine = () => Boolean((r.bridge as unknown as { conn: { reader: { midLine: boolean } } | null }).conn?.reader.midLine);
    await waitFor(() => midLine() && (r.port() as unknown as { pendingRead: unknown }).pendingRead !== null, 'the partial line to be read');
    const first = r.port();
    (first as unknown as { pendingRead: (e: Error) => void }).pendingRead(new Error('EIO: device unplugged'));
    await waitFor(() => r.bridge.state.disconnects === 1, 'the disconnect');
    expect(['reconnecting', 'handshake']).toContain(r.bridge.state.status);
    expect(r.bridge.state.warnings.partialLine).toBe(1);
    await waitFor(() => r.port() !== first && r.bridge.state.status === 'handshake', 'the port to be opened again');
    expect(r.bridge.state.reconnects).toBe(1);
    // the same box session says hello; it missed the ack of key 1 (last-acked 0)
    await handshake(r, 'HELLO MUSBOX 1 box1 beef 0');
    expect(r.written()).toContain('ACK 1'); // the app remembers key 1
    r.send('K 1 BET\n'); // resent: dropped
    r.send('K 2 FOLD\n');
    await r.expectLine('ACK 2');
    expect(r.session.match.log).toHaveLength(2);
    expect(r.bridge.state.keys.duplicates).toBe(1);
    expect(r.session.match.view.score).toEqual({ A: 1, B: 0 });
  });

  it('a box that restarted (new session) starts its numbers again', async () => {
    const r = await makeRig();
    await handshake(r);
    r.send('K 1 BET\n');
    await r.expectLine('ACK 1');
    r.send('HELLO MUSBOX 1 box1 f00d 0\n');
    await waitFor(() => r.bridge.state.box?.session === 'f00d', 'the new session');
    r.send('K 1 FOLD\n');
    await waitFor(() => r.session.match.log.length === 2, 'key 1 of the new session to be applied');
  });

  it('keeps trying when the port is not there, and connects once it is', async () => {
    MockBinding.reset();
    const opened: MockPortBinding[] = [];
    const binding = { list: () => mockBinding.list(), open: async (o: never) => { const p = await mockBinding.open(o); opened.push(p); return p; } };
    const bridge = new SerialBridge(newSession(), { path: PATH, binding, mode: 'box', retryMs: 5, maxRetryMs: 10 });
    await bridge.start();
    expect(bridge.state.status).toBe('reconnecting');
    expect(bridge.state.lastError?.code).toBe('serial/open-failed');
    MockBinding.createPort(PATH, { record: true });
    await waitFor(() => bridge.state.status === 'handshake', 'the port to open');
    await bridge.stop();
    expect(bridge.state.status).toBe('stopped');
  });
});

describe('plain keypad mode (mock port)', () => {
  const keymap = (() => {
    const k = parseKeyMap({ keys: { A: 'PASS', B: 'BET', '1': 'D1', '2': 'D2', '#': 'ENTER', '*': 'BACK' } });
    if (!k.ok) throw new Error(k.error.message);
    return k.value;
  })();

  it('maps device keys through the key map, with no handshake', async () => {
    const r = await makeRig({ mode: 'keypad', keymap });
    expect(r.bridge.state.status).toBe('connected');
    r.send('1\r\n2\r\nB\r\n');
    await waitFor(() => r.session.match.log.length === 1, 'the bet');
    expect(r.session.match.log[0]).toEqual({ type: 'action', action: { phase: 'grande', seat: 0, act: 'bet', amount: 12 } });
    expect(r.bridge.state.lastKey).toMatchObject({ key: 'BET', deviceKey: 'B', seq: null, result: 'applied' });
    expect(r.written()).toEqual([]); // no feedback to a plain keypad unless asked
  });

  it('debounces identical keys and rate-limits a flood (test clock)', async () => {
    const r = await makeRig({ mode: 'keypad', keymap });
    r.send(`${Array(50).fill('1').join('\n')}\n`); // a bouncing switch: 50 times "1" at once
    await waitFor(() => r.bridge.state.warnings.debounced === 49, '49 bounces');
    expect(r.session.pad.digits).toBe('1');
    r.clock.t += 1000;
    r.send(`${Array(40).fill(0).map((_, i) => (i % 2 ? 'A' : '*')).join('\n')}\n`); // 40 different presses at once
    await waitFor(() => r.bridge.state.keys.received === 90, 'the flood');
    // a burst of 10 gets through; of the 30 others, each "*" is over the rate and each "A" is also
    // a bounce of the last "A" taken (refused keys do not count as pressed)
    expect(r.bridge.state.warnings.rateLimited).toBe(15);
    expect(r.bridge.state.warnings.debounced).toBe(49 + 15);
    r.send('JUNK\n\u00ff\u00fe\n');
    await waitFor(() => r.bridge.state.warnings.garbage === 1 && r.bridge.state.warnings.unknownKey === 1, 'junk');
  });

  it('auto mode takes a known key name for a keypad and a hello for a box', async () => {
    const r = await makeRig({ mode: 'auto', keymap });
    await r.expectLine('WHO');
    r.send('B\n');
    await waitFor(() => r.bridge.state.activeMode === 'keypad' && r.session.match.log.length === 1, 'keypad mode');
    expect(r.bridge.state.status).toBe('connected');
  });
});

describe('line length', () => {
  it('takes a line of exactly the maximum length, with or without \\r', async () => {
    const r = await makeRig({ maxLine: 30 });
    await handshake(r);
    const line = (seq: number, key: string, len: number) => `K ${seq}${' '.repeat(len - 3 - String(seq).length - key.length)} ${key}`;
    expect(line(1, 'SEAT0', 30)).toHaveLength(30);
    r.send(`${line(1, 'SEAT0', 30)}\r\n`); // 30 characters, then \r\n: taken
    await r.expectLine('ACK 1');
    r.send(`${line(2, 'SEAT0', 31)}\n`); // 31 characters: overlong
    await waitFor(() => r.bridge.state.warnings.overlong === 1, 'an overlong line');
    r.send(`${line(2, 'SEAT0', 31)}\r\n`); // still overlong with its \r
    await waitFor(() => r.bridge.state.warnings.overlong === 2, 'a second overlong line');
    expect(r.session.pad.speaker).toBe(0);
    expect(r.bridge.state.keys.received).toBe(1);
  });
});

describe('replayed handshakes (hardening)', () => {
  /** Keys `from`..`to` (inclusive, wrapping after 65535), alternating D1 and BACK: each one is applied. */
  const keys = (from: number, count: number): string => {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const seq = ((from - 1 + i) % 65535) + 1;
      out.push(`K ${seq} ${i % 2 ? 'BACK' : 'D1'}`);
    }
    return `${out.join('\n')}\n`;
  };

  for (const n of [63, 64, 65, 71, 200, 40_000]) {
    it(`a replayed HELLO after ${n} keys gets the true last number, and resent keys are never applied again`, async () => {
      const r = await makeRig();
      await handshake(r);
      r.send(keys(1, n));
      await r.expectLine(`ACK ${n}`);
      expect(r.bridge.state.keys.applied).toBe(n);
      r.send('HELLO MUSBOX 1 box1 beef 0\n'); // the very same hello again
      await waitFor(() => r.written().filter((l) => l === 'WELCOME 1 4').length === 2, 'the second welcome');
      const afterHello = r.written().slice(r.written().lastIndexOf('WELCOME 1 4'));
      expect(afterHello.filter((l) => l.startsWith('ACK '))).toEqual([`ACK ${n}`]);
      r.send(keys(1, Math.min(n, 100))); // and resends keys it already sent
      await waitFor(() => r.bridge.state.keys.duplicates + r.bridge.state.warnings.outOfOrder === Math.min(n, 100), 'the resent keys');
      expect(r.bridge.state.keys.applied).toBe(n);
      r.send(keys(n + 1, 1));
      await r.expectLine(`ACK ${n + 1}`);
      expect(r.bridge.state.keys.applied).toBe(n + 1);
    });
  }

  it('a hello claiming a later ack than the app sent moves the app forward, never back', async () => {
    const r = await makeRig();
    await handshake(r);
    r.send(keys(1, 10));
    await r.expectLine('ACK 10');
    r.send('HELLO MUSBOX 1 box1 beef 500\n');
    await r.expectLine('ACK 500');
    r.send(keys(5, 1)); // behind: a duplicate
    r.send(keys(501, 1));
    await r.expectLine('ACK 501');
    expect(r.bridge.state.keys.applied).toBe(11);
  });

  it('20,000 keys across the sequence wrap, with stale hellos replayed on the way, are each applied once', async () => {
    const r = await makeRig();
    const start = 60_000;
    await handshake(r, `HELLO MUSBOX 1 box1 a1b2 ${start}`);
    let next = start + 1;
    let sent = 0;
    while (sent < 20_000) {
      const count = Math.min(1000, 20_000 - sent);
      r.send(keys(next, count));
      const last = ((next - 1 + count - 1) % 65535) + 1;
      await r.expectLine(`ACK ${last}`);
      // a stale hello (the session's first) and 50 keys resent
      r.send(`HELLO MUSBOX 1 box1 a1b2 ${start}\n`);
      r.send(keys(((last - 50 + 65535) % 65535) + 1, 50));
      sent += count;
      next = (last % 65535) + 1;
      await waitFor(() => r.bridge.state.keys.duplicates === (sent / 1000) * 50, 'the resent keys');
      expect(r.bridge.state.keys.applied).toBe(sent);
    }
    expect(next).toBe(((start + 20_000 - 1) % 65535) + 1 + 1);
    expect(r.bridge.state.warnings.outOfOrder).toBe(0);
  });
});

describe('hostile lines: each bad line says what is wrong (hardening)', () => {
  it('garbage, NULs, bytes that are not UTF-8, a malformed key, an unknown line, a bad hello, an overlong line: counted, named, worded in French', async () => {
    const r = await makeRig();
    await handshake(r);
    const cases: [string | Buffer, keyof typeof r.bridge.state.warnings, string, RegExp][] = [
      [Buffer.from([0x4b, 0x20, 0x31, 0x00, 0x0a]), 'garbage', 'serial/garbage', /not printable ASCII/],
      [Buffer.from([0xc3, 0x28, 0xff, 0x0a]), 'garbage', 'serial/garbage', /not printable ASCII/],
      ['K x PASS\n', 'badLine', 'serial/bad-key-line', /"K x PASS"/],
      ['RESET\n', 'badLine', 'serial/unknown-line', /"RESET"/],
      ['HELLO MUSBOX x y z w\n', 'badHello', 'serial/bad-hello', /HELLO MUSBOX x y z w/],
      [`${'9'.repeat(5000)}\n`, 'overlong', 'serial/overlong', /longer than 80 bytes/],
      ['K 5 PASS\n', 'outOfOrder', 'serial/out-of-order', /5 skipped ahead of 1/],
    ];
    for (const [bytes, kind, code, message] of cases) {
      const before = r.bridge.state.warnings[kind];
      r.send(bytes);
      await waitFor(() => r.bridge.state.warnings[kind] === before + 1, `the ${kind} warning`);
      expect(r.bridge.state.lastError?.code, kind).toBe(code);
      expect(r.bridge.state.lastError?.message, kind).toMatch(message);
      expect(errorSentence(code, 'fr'), code).not.toBe(errorSentence('serial/_', 'fr'));
    }
    expect(errorSentence('serial/overlong', 'fr')).toMatch(/ligne trop longue/);
    // nothing was taken, nothing acknowledged, and the line still works
    expect(r.session.match.log).toHaveLength(0);
    expect(r.written().filter((l) => l.startsWith('ACK '))).toEqual(['ACK 0', 'ACK 0']); // the hello's, the out-of-order key's
    r.send('K 1 BET\n');
    await r.expectLine('ACK 1');
    expect(r.session.match.log).toHaveLength(1);
  });

  it('a box that ends its lines with CR only is read: handshake, keys, acknowledgements', async () => {
    const r = await makeRig();
    await r.expectLine('WHO');
    r.send('HELLO MUSBOX 1 box1 beef 0\r');
    await r.expectLine('WELCOME 1 4');
    r.send('K 1 BET\rK 2 FO');
    r.send('LD\r');
    await r.expectLine('ACK 2');
    expect(r.session.match.log).toHaveLength(2);
    expect(r.bridge.state.warningTotal).toBe(0);
  });

  it('a flood of 5,000 keys in one write: each applied once, in order, every one acknowledged', async () => {
    const r = await makeRig();
    await handshake(r);
    r.send(Array.from({ length: 5000 }, (_, i) => `K ${i + 1} ${i % 2 ? 'BACK' : 'D1'}\r\n`).join(''));
    await r.expectLine('ACK 5000');
    expect(r.bridge.state.keys.applied).toBe(5000);
    expect(r.bridge.state.warningTotal).toBe(0);
    expect(r.session.pad.digits).toBe('');
  });
});

describe('a device that says hello under ever new ids (hardening)', () => {
  it('the bridge remembers at most 16 boxes, never the one on the line; that one keeps its count', async () => {
    const r = await makeRig();
    await handshake(r);
    r.send('K 1 D1\nK 2 BACK\n');
    await r.expectLine('ACK 2');
    r.send(Array.from({ length: 500 }, (_, i) => `HELLO MUSBOX 1 noise${i} ${(i + 1).toString(16)} 0\n`).join(''));
    await waitFor(() => r.bridge.state.box?.id === 'noise499', 'the last of the noisy hellos');
    expect(r.bridge.boxMemories).toBe(MAX_BOX_MEMORIES);
    // the real box comes back on the line: forgotten, it starts again from what it says it saw acknowledged
    r.send('HELLO MUSBOX 1 box1 beef 2\n');
    await waitFor(() => r.bridge.state.box?.id === 'box1', 'the real box again');
    expect(r.bridge.boxMemories).toBe(MAX_BOX_MEMORIES);
    r.send('K 2 BACK\nK 3 D1\n');
    await r.expectLine('ACK 3');
    expect(r.bridge.state.keys.applied).toBe(3);
    expect(r.bridge.state.keys.duplicates).toBe(1);
  });
});
