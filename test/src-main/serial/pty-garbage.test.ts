/**
 * Bad input over a real pty pair: line noise, a wrong baud rate, overlong lines, malformed lines,
 * unknown keys, floods. The score never changes, nothing crashes, every kind is counted, and the
 * line keeps working afterwards.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { recordKeys } from '../../../src-main/serial/sim/record-keys.js';
import { expectDealsMatchRecord, FULL, waitFor, within } from './helpers.js';
import { ptyRig, type PtyRig } from './pty-rig.js';

let rig: PtyRig | null = null;
afterEach(async () => {
  await rig?.close();
  rig = null;
});

/** Deterministic bytes (xorshift), as a wrong baud rate or a noisy line would deliver them. */
function noise(n: number, seed: number): Buffer {
  const b = Buffer.alloc(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    b[i] = (x >>> 0) & 0xff;
  }
  return b;
}

/** What the text "K 12 PASS\r\n" looks like when a box sends it at 9600 baud to a port set to 115200. */
function wrongBaud(lines: number): Buffer {
  const out: number[] = [];
  for (let i = 0; i < lines; i++) out.push(0x80, 0xf8, 0x00, 0x78, 0x80, 0xe0, 0xf8, 0x1e, 0x80, 0x00, 0xfe, 0x0a);
  return Buffer.from(out);
}

function keysOf(deals: number[]): string[] {
  const r = recordKeys(FULL, deals);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.flatMap((d) => d.keys);
}

describe('bad input on the line (pty)', () => {
  it('noise, wrong baud, overlong and malformed lines, unknown and illegal keys: counted, score unchanged', async () => {
    rig = await ptyRig();
    const keys = keysOf([0]);
    const half = 30;
    rig.sim.pressAll(keys.slice(0, half));
    await within(rig.sim.idle(), 'first keys');
    const before = { match: rig.session.match, pad: rig.session.pad, score: { ...rig.session.match.view.score } };
    expect(before.score).not.toEqual({ A: 0, B: 0 });
    const w0 = rig.bridge.state.warnings;

    await rig.sim.writeRaw(noise(8192, 0x2545f491));
    await rig.sim.writeRaw(wrongBaud(50));
    await rig.sim.writeRaw(`${'9'.repeat(5000)}\n`); // one overlong line
    await rig.sim.writeRaw(Buffer.alloc(3000)); // NULs without a newline…
    await rig.sim.writeRaw('\n'); // …ended at last
    await rig.sim.writeRaw('K\nK 1\nK -3 PASS\nHELLO\nHELLO MUSBOX x y z w\nRESET\nPASS\n');
    // all of it is in; a harmless line after it tells us the bridge has read everything
    await rig.sim.writeRaw('PING\n');
    await waitFor(() => rig!.bridge.state.warnings.badHello >= w0.badHello + 2, 'the bad hellos');
    // unknown keys and keys that are not legal now, sent by the box itself (acknowledged, blinked)
    rig.sim.pressAll(['JUMP', 'SEAT9', 'CABALLO', 'NEXT', 'SEAT5']);
    await within(rig.sim.idle(), 'the wrong keys to be acknowledged');

    const w = rig.bridge.state.warnings;
    expect(w.garbage).toBeGreaterThan(w0.garbage);
    expect(w.overlong).toBeGreaterThanOrEqual(w0.overlong + 2);
    expect(w.badLine).toBeGreaterThanOrEqual(w0.badLine + 4);
    expect(w.badHello).toBeGreaterThanOrEqual(w0.badHello + 2);
    expect(w.unknownKey).toBe(w0.unknownKey + 2); // JUMP, SEAT9 (there are six seats at most)
    expect(rig.bridge.state.keys.refused).toBe(3); // CABALLO, NEXT, SEAT5: not legal now
    expect(rig.sim.display.errors.map((e) => e.code)).toEqual(['serial/unknown-key', 'serial/unknown-key', 'input/not-showdown', 'input/not-showdown', 'input/not-your-turn']);
    expect(rig.session.match).toBe(before.match);
    expect(rig.session.pad).toBe(before.pad);
    expect(rig.session.match.view.score).toEqual(before.score);
    expect(rig.bridge.state.status).toBe('connected');
    expect(rig.bridge.state.disconnects).toBe(0);

    // the line still works: finish the deal, which must settle as recorded
    rig.sim.pressAll(keys.slice(half));
    await within(rig.sim.idle(), 'the rest of the deal');
    expectDealsMatchRecord(rig.session, FULL, 1);
  });

  it('a bouncing switch and a flood from a plain keypad: debounced and rate-limited, score unchanged', async () => {
    const clock = { t: 0 }; // the test decides what "at once" means
    rig = await ptyRig({ mode: 'keypad', now: () => clock.t }, { keypad: true });
    const score = { ...rig.session.match.view.score };
    // a switch bouncing 200 times: one press
    await rig.sim.writeRaw(`${Array(200).fill('SEAT0').join('\n')}\n`);
    await waitFor(() => rig!.bridge.state.keys.received === 200, 'the bounces');
    expect(rig.bridge.state.warnings.debounced).toBe(199);
    expect(rig.bridge.state.keys.applied).toBe(1);
    expect(rig.session.pad.speaker).toBe(0);
    // a stuck keypad repeating keys: the burst (10) gets through, the rest is dropped, as over the
    // rate or (a repeat of the last key taken, the clock standing still) as a bounce
    clock.t += 10_000;
    await rig.sim.writeRaw(`${Array(300).fill(0).map((_, i) => ['D1', 'BACK', 'SEAT0'][i % 3]).join('\n')}\n`);
    await waitFor(() => rig!.bridge.state.keys.received === 500, 'the flood');
    expect(rig.bridge.state.keys.applied).toBe(1 + 10);
    expect(rig.bridge.state.warnings.rateLimited).toBeGreaterThan(0);
    expect(rig.bridge.state.warnings.rateLimited + rig.bridge.state.warnings.debounced).toBe(199 + 290);
    expect(rig.session.match.log).toHaveLength(0);
    expect(rig.session.match.view.score).toEqual(score);
    // later, a normal press is taken again
    clock.t += 10_000;
    rig.sim.press('PASS');
    await waitFor(() => rig!.session.match.log.length === 1, 'a normal press');
    expect(rig.session.match.view.score).toEqual(score);
  });
});

describe('lines ended by CR only, NULs and bytes that are not UTF-8, over a real pty (hardening)', () => {
  it('each CR-ended line is read and refused naming it; NULs and invalid UTF-8 are garbage; keys after them still count', async () => {
    rig = await ptyRig();
    const w0 = rig.bridge.state.warnings;
    await rig.sim.writeRaw('RESET\rJUMP 1 2\r');
    await waitFor(() => rig!.bridge.state.warnings.badLine === w0.badLine + 2, 'two CR-ended bad lines');
    expect(rig.bridge.state.lastError).toMatchObject({ code: 'serial/unknown-line' });
    expect(rig.bridge.state.lastError?.message).toContain('"JUMP 1 2"');
    expect(rig.bridge.state.warnings.overlong).toBe(w0.overlong);
    await rig.sim.writeRaw(Buffer.from([0x4b, 0x00, 0x31, 0x0d, 0xc3, 0x28, 0xa0, 0xa1, 0x0a]));
    await waitFor(() => rig!.bridge.state.warnings.garbage === w0.garbage + 2, 'two garbage lines');
    expect(rig.bridge.state.lastError).toMatchObject({ code: 'serial/garbage' });
    const keys = keysOf([0]).slice(0, 5);
    rig.sim.pressAll(keys);
    await within(rig.sim.idle(), 'the keys after the bad lines');
    expect(rig.bridge.state.keys.applied).toBe(5);
    expect(rig.session.match.log.length).toBeGreaterThan(0);
  });
});
