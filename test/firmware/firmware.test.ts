/**
 * The compiled reference firmware (firmware/mus-box) against the app, in a simulated ATmega328P
 * (simavr, `firmware/sim/avr-box.c`): its UART is a pseudo-terminal the app's BoxService opens like a
 * USB port, its keypad matrix is pressed key by key. Run by `npm run test:firmware` (needs Debian's
 * simavr, libsimavr-dev, gcc and the AVR toolchain; `.ci/run` installs them), not by `npm test`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settleRecord, type DealRecord, type MatchSetup, type Settlement } from '../../shared/index.js';
import { BoxService } from '../../src-main/electron/box/box-service.js';
import { defaultServices } from '../../shared/session/services.js';
import { SessionHost } from '../../shared/session/session-host.js';
import { recordKeys } from '../../src-main/serial/sim/record-keys.js';
import { AvrBox, buildAll, cleanup, keyAt, type SimEvent } from './avr-box.js';

const FIXTURE = 'art17-hiru-lau-iduki.json';
const RECORD: DealRecord = JSON.parse(readFileSync(new URL(`../fixtures/deals/${FIXTURE}`, import.meta.url), 'utf8'));
const SETUP: MatchSetup = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: RECORD.esku ?? 0 };
const fields = (s: Settlement) => ({ esku: s.esku, scoreBefore: s.scoreBefore, scoreAfter: s.scoreAfter, winner: s.winner, end: s.end, errors: s.errors, out: s.out, ledger: s.ledger });

let built: ReturnType<typeof buildAll>;
beforeAll(() => {
  built = buildAll();
}, 120_000);
afterAll(() => cleanup(built.dir));

const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const s of stops.splice(0).reverse()) await s();
});

async function waitFor(cond: () => boolean, what: string, ms = 30_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A simulated box, and the app's box service and session host on its pseudo-terminal. */
async function rig(name: string) {
  const link = join(built.dir, `${name}.tty`);
  const box = new AvrBox(built.harness, built.elf, link);
  stops.push(() => box.stop());
  await box.until((e) => e.kind === 'ready', 'the pseudo-terminal');
  const service = new BoxService({ onState: () => {}, throttleMs: 0, tuning: { retryMs: 50, maxRetryMs: 200 } });
  stops.push(() => service.stop());
  const host = new SessionHost({ broadcast: () => {}, services: { ...defaultServices, attachServices: (s) => service.attach(s) } });
  return { box, service, host, link };
}

async function connect(r: Awaited<ReturnType<typeof rig>>) {
  expect(await r.service.connect({ path: r.link, baudRate: 115200, mode: 'box', keymap: null })).toEqual({ ok: true, value: null });
  expect(r.host.newMatch(SETUP)).toEqual({ ok: true, value: null });
  await r.service.settled();
  await waitFor(() => r.service.state()?.status === 'connected', 'the app to welcome the box');
}

const kLines = (box: AvrBox) => box.sent().filter((l) => l.startsWith('K '));

describe('the reference firmware in a simulated AVR, against the app', () => {
  it('power-on: HELLO MUSBOX 1 every second until the app’s WELCOME; the app shows the box connected', async () => {
    const r = await rig('power');
    await r.box.until((e) => e.kind === 'tx' && e.text.startsWith('HELLO'), 'a first HELLO');
    const second = await r.box.until((e) => e.kind === 'tx' && e.text.startsWith('HELLO'), 'a second HELLO', r.box.events.findIndex((e) => e.kind === 'tx') + 1);
    const first = r.box.events.find((e) => e.kind === 'tx')!;
    expect(first.text).toMatch(/^HELLO MUSBOX 1 box1 [0-9a-f]{4} 0$/);
    expect(second.t - first.t).toBeGreaterThan(900_000); // about one simulated second apart
    await connect(r);
    const welcome = await r.box.until((e) => e.kind === 'rx' && e.text.startsWith('WELCOME'), 'the WELCOME reaching the firmware');
    expect(r.service.state()).toMatchObject({ status: 'connected', box: { id: 'box1' } });
    // welcomed: no more hellos
    await new Promise((res) => setTimeout(res, 1500));
    expect(r.box.events.filter((e) => e.kind === 'tx' && e.text.startsWith('HELLO') && e.t > welcome.t + 10_000)).toEqual([]);
  }, 60_000);

  it(`plays ${FIXTURE} key by key through the matrix, layers included: the app's state equals settling the record`, async () => {
    const r = await rig('deal');
    await connect(r);
    const script = recordKeys(RECORD);
    if (!script.ok) throw new Error(script.error.message);
    const keys = script.value[0]!.keys;
    const layers = new Set(keys.map((k) => keyAt(k).layer));
    expect(layers.size).toBeGreaterThan(1); // the deal needs the layer key (FN)
    const latency: number[] = [];
    for (const k of keys) {
      const from = r.box.events.length;
      await r.box.key(k);
      const press = r.box.events.slice(from).filter((e) => e.kind === 'press').at(-1)!;
      const sent = await r.box.until((e) => e.kind === 'tx' && e.text.startsWith('K ') && e.text.endsWith(` ${k}`), `K … ${k}`, from);
      latency.push(sent.t - press.t);
    }
    await waitFor(() => r.host.snapshot()?.view.deals.length === 1, 'the deal to be settled');
    const direct = settleRecord(RECORD);
    if (!direct.ok) throw new Error(direct.error.message);
    const played = r.host.snapshot()!.view.deals[0]!;
    expect(played.actions).toEqual(RECORD.actions);
    expect(fields(played)).toEqual(fields(direct.value.settlement));
    expect(r.service.state()?.keys).toMatchObject({ received: keys.length, applied: keys.length, refused: 0 });
    latency.sort((a, b) => a - b);
    console.log(`firmware: key press → K line, simulated: median ${(latency[latency.length >> 1]! / 1000).toFixed(1)} ms, max ${(latency.at(-1)! / 1000).toFixed(1)} ms over ${latency.length} keys`);
  }, 180_000);

  it('a bouncing key counts once; TURN lights the speaker’s seat LED; ERR blinks the seat LEDs', async () => {
    const r = await rig('bounce');
    await connect(r);
    // TURN: the esku's LED (seat 0) is lit once the app says whose turn it is
    await r.box.until((e) => e.kind === 'rx' && e.text.startsWith('TURN'), 'a TURN line');
    await r.box.until((e) => e.kind === 'led' && e.text.startsWith(`seat=${'1000'}`), 'seat 0’s LED');
    // the esku cuts (mintza) with a switch that chatters six times before it settles
    await r.box.toLayer(keyAt('CUT').layer);
    const before = kLines(r.box).length;
    const applied0 = r.service.state()!.keys.applied;
    const from = r.box.events.length;
    r.box.send(`bounce ${keyAt('CUT').index} 6 60`);
    await r.box.until((e) => e.kind === 'release', 'the bouncing key released', from);
    await waitFor(() => r.service.state()!.keys.applied === applied0 + 1, 'the cut applied');
    await new Promise((res) => setTimeout(res, 500));
    expect(kLines(r.box).length - before).toBe(1);
    expect(r.service.state()!.keys.applied).toBe(applied0 + 1);
    expect(r.host.snapshot()!.view.current!.state.stage).toBe('grande');
    // an illegal key: iduki with nothing to answer → ERR → the four LEDs blink
    const errFrom = r.box.events.length;
    await r.box.key('SEE');
    await r.box.until((e) => e.kind === 'rx' && e.text.startsWith('ERR'), 'the ERR line', errFrom);
    await r.box.until((e) => e.kind === 'led' && e.text.startsWith('seat=1111'), 'all seat LEDs on', errFrom);
    await r.box.until((e) => e.kind === 'led' && e.text.startsWith('seat=0000'), 'all seat LEDs off (blinking)', errFrom);
  }, 60_000);

  it('a dropped ACK: the firmware sends the key again with the same number, and the app applies it once', async () => {
    const r = await rig('ack');
    await connect(r);
    const applied0 = r.service.state()!.keys.applied;
    // the welcome ends with "ACK 0": let it reach the firmware first, or on a busy machine it is the
    // ACK dropped, not the one of the key below
    await r.box.until((e) => e.kind === 'rx' && e.text.startsWith('ACK '), 'the welcome’s ACK reaching the firmware');
    // a HELLO the firmware sent just before the WELCOME arrived is answered with a second WELCOME
    // and ACK 0: let the line go quiet for 1.5 simulated seconds (more than the HELLO period)
    const quiet = r.box.events.length;
    r.box.send('wait 1500');
    await r.box.until((e) => e.kind === 'waited', 'a quiet line', quiet);
    r.box.send('drop-acks 1');
    const from = r.box.events.length;
    await r.box.key('CUT'); // the esku cuts (mintza): play starts
    expect((await r.box.until((e) => e.kind === 'dropped', 'the ACK dropped', from)).text).toBe('ACK 1');
    const lines = kLines(r.box).filter((l) => l.endsWith(' CUT'));
    await waitFor(() => kLines(r.box).filter((l) => l.endsWith(' CUT')).length >= 2, 'the key sent again');
    const again = kLines(r.box).filter((l) => l.endsWith(' CUT'));
    expect(again[0]).toBe(again[1]); // same sequence number
    expect(lines.length).toBeGreaterThanOrEqual(1);
    await waitFor(() => (r.service.state()?.keys.duplicates ?? 0) >= 1, 'the app to drop the duplicate');
    expect(r.service.state()!.keys.applied).toBe(applied0 + 1);
    expect(r.host.snapshot()!.view.current!.state.stage).toBe('grande');
  }, 60_000);

  it('unplugged and plugged back mid-deal, with a key pressed while unplugged: nothing lost, nothing twice', async () => {
    const r = await rig('replug');
    await connect(r);
    const script = recordKeys(RECORD);
    if (!script.ok) throw new Error(script.error.message);
    const keys = script.value[0]!.keys;
    const half = keys.length >> 1;
    for (const k of keys.slice(0, half)) await r.box.key(k);
    await waitFor(() => r.service.state()!.keys.applied === half, 'the first half applied');
    r.box.send('unplug');
    await r.box.until((e) => e.kind === 'unplugged', 'the unplug');
    await waitFor(() => r.service.state()?.status !== 'connected', 'the app to notice');
    for (const k of keys.slice(half, half + 3)) await r.box.key(k); // pressed while unplugged: queued in the box
    r.box.send('replug');
    await waitFor(() => r.service.state()?.status === 'connected', 'the app to reconnect', 60_000);
    for (const k of keys.slice(half + 3)) await r.box.key(k);
    await waitFor(() => r.host.snapshot()?.view.deals.length === 1, 'the deal to be settled', 60_000);
    const direct = settleRecord(RECORD);
    if (!direct.ok) throw new Error(direct.error.message);
    expect(fields(r.host.snapshot()!.view.deals[0]!)).toEqual(fields(direct.value.settlement));
    expect(r.service.state()!.keys.applied).toBe(keys.length);
  }, 180_000);

  it('stop-and-wait throughput: 15 keys held at once are queued and sent one by one, each after the ACK of the one before', async () => {
    const r = await rig('rate');
    await connect(r);
    const from = r.box.events.length;
    // every key of layer 0 but FN, pressed together: the scan queues 15 presses in one debounce window
    for (let k = 0; k < 15; k++) r.box.send(`press ${k} 40`);
    const sent = () => r.box.events.slice(from).filter((e: SimEvent) => e.kind === 'tx' && e.text.startsWith('K '));
    await waitFor(() => sent().length >= 15 && r.service.state()!.keys.received >= 15, 'the 15 keys to cross');
    const ks = sent();
    const seqs = ks.map((e) => Number(e.text.split(' ')[1]));
    expect(new Set(seqs).size).toBe(15); // in order, none lost (a resend would repeat a number)
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBe(seqs[i - 1]! + 1);
    const acks = r.box.events.slice(from).filter((e) => e.kind === 'rx' && e.text.startsWith('ACK '));
    // stop-and-wait: each K line after the ACK of the one before
    for (let i = 1; i < ks.length; i++) {
      const ackPrev = acks.find((a) => Number(a.text.split(' ')[1]) >= seqs[i - 1]!);
      expect(ackPrev && ackPrev.t <= ks[i]!.t).toBe(true);
    }
    const seconds = (ks.at(-1)!.t - ks[0]!.t) / 1e6;
    const rate = (ks.length - 1) / seconds;
    const bytesPerKey = ks.reduce((n, e) => n + e.text.length + 2, 0) / ks.length + acks.reduce((n, e) => n + e.text.length + 1, 0) / Math.max(1, acks.length);
    const limit = 11520 / bytesPerKey; // 115200 baud, 10 bits a byte, one K line and its ACK a key
    console.log(`firmware: stop-and-wait ${rate.toFixed(0)} keys/s (simulated time), line limit ${limit.toFixed(0)} keys/s for ${bytesPerKey.toFixed(1)} bytes a key (K line + ACK); ×${(rate / limit).toFixed(2)}`);
    expect(rate).toBeGreaterThan(0);
  }, 60_000);
});
