/**
 * Serial button box benchmarks, over a real pty pair (node-pty) with the box simulator and the bridge
 * in this process:
 * - latency from a key line written on the box's end to the session updated (median, p99), against
 *   the same commands applied directly to a TableSession;
 * - sustained key rate with no key lost (the whole example match, checked against its record);
 * - time to reconnect after a replug (the pty pair closed and made again).
 */
import { readFileSync, rmSync } from 'node:fs';
import { boxKeyToCommand, type MatchRecord } from '../shared/index.js';
import { TableSession } from '../shared/session/table-session.js';
import { SerialBridge, type BridgeOptions } from '../src-main/serial/bridge.js';
import { BoxSimulator } from '../src-main/serial/sim/box-simulator.js';
import { recordKeys } from '../src-main/serial/sim/record-keys.js';
import { startPtyPair, tempPtyPaths, type PtyPair } from '../src-main/serial/sim/pty-pair.js';
import { median, percentile, type BenchRow } from './harness.js';

const FULL: MatchRecord = JSON.parse(readFileSync(new URL('../test/fixtures/match-ffmus-full.json', import.meta.url), 'utf8')).record;

function newSession(): TableSession {
  return TableSession.create({ rules: FULL.rules ?? 'ffmus', teams: FULL.teams!, players: FULL.players!, esku: FULL.esku ?? 0 }, { id: 'bench', created: '2026-01-01T00:00:00Z' });
}

function allKeys(): string[] {
  const r = recordKeys(FULL);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.flatMap((d) => d.keys);
}

async function until(cond: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setImmediate(r));
  }
}

interface Rig {
  pair: PtyPair;
  session: TableSession;
  bridge: SerialBridge;
  sim: BoxSimulator;
  close(): Promise<void>;
}

async function rig(bridgeOpts: BridgeOptions = {}, window = 1): Promise<Rig> {
  const { a, b, dir } = tempPtyPaths('mus-serial-bench-');
  const pair = await startPtyPair(a, b);
  const session = newSession();
  const bridge = new SerialBridge(session, { path: a, mode: 'box', ...bridgeOpts });
  await bridge.start();
  const sim = new BoxSimulator({ path: b, window });
  await sim.open();
  await until(() => sim.ready && bridge.state.status === 'connected', 'the handshake');
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

/** Per key: write the key line on the box's end, time until the session says it changed. */
async function latency(keys: string[]): Promise<number[]> {
  const r = await rig();
  const out: number[] = [];
  let t0 = 0;
  let got = -1;
  r.session.subscribe(() => {
    got = performance.now() - t0;
  });
  try {
    for (const k of keys) {
      got = -1;
      t0 = performance.now();
      r.sim.press(k);
      await r.sim.idle();
      if (got < 0) throw new Error(`key ${k} did not change the session`);
      out.push(got);
    }
    if (keys.length === allKeys().length && r.session.match.view.winner !== 'A') throw new Error('the match did not end as recorded');
  } finally {
    await r.close();
  }
  return out;
}

/** The same commands applied directly to a session (no serial line), per command. */
function direct(keys: string[]): number[] {
  const s = newSession();
  const out: number[] = [];
  for (const k of keys) {
    const t0 = performance.now();
    const res = s.command(boxKeyToCommand(k)!, 'test');
    out.push(performance.now() - t0);
    if (!res.ok) throw new Error(res.error.message);
  }
  return out;
}

/** The whole match pressed at once with `window` keys in flight; keys per second, and a check that none was lost. */
async function sustained(keys: string[], window: number, bridgeOpts: BridgeOptions): Promise<{ rate: number; resends: number }> {
  const r = await rig(bridgeOpts, window);
  try {
    const t0 = performance.now();
    r.sim.pressAll(keys);
    await r.sim.idle();
    const dt = performance.now() - t0;
    if (r.bridge.state.keys.applied !== keys.length) throw new Error(`${r.bridge.state.keys.applied} keys applied of ${keys.length}`);
    if (r.session.match.view.winner !== 'A' || r.session.match.view.deals.length !== FULL.deals.length) throw new Error('keys were lost: the match differs from its record');
    return { rate: keys.length / (dt / 1000), resends: r.sim.stats.resends };
  } finally {
    await r.close();
  }
}

/** Replug `n` times: time from the pair being back to the box welcomed again, and from the unplug to the bridge noticing. */
async function replugs(n: number): Promise<{ back: number[]; noticed: number[] }> {
  const r = await rig();
  const back: number[] = [];
  const noticed: number[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await r.pair.stop();
      await until(() => r.bridge.state.status === 'reconnecting', 'the bridge to notice');
      noticed.push(performance.now() - t0);
      await new Promise((res) => setTimeout(res, 50 + 37 * i)); // unplugged for a while (varied)
      await r.pair.restart();
      const t1 = performance.now();
      await until(() => r.bridge.state.status === 'connected' && r.sim.ready, 'the reconnection');
      back.push(performance.now() - t1);
      r.sim.press('SEAT0'); // the line works again
      await r.sim.idle();
    }
  } finally {
    await r.close();
  }
  return { back, noticed };
}

/** Runs the serial benchmarks. */
export async function run(): Promise<BenchRow[]> {
  const keys = allKeys();
  direct(keys); // warm-up
  const base = direct(keys);
  await latency(keys.slice(0, 200)); // warm-up
  const lat = await latency(keys);
  const m = median(lat);
  const p99 = percentile(lat, 99);
  const baseM = median(base);

  const ahead = await sustained(keys, 8, {});
  const stopWait = await sustained(keys, 1, {});
  const re = await replugs(10);
  const reM = median(re.back);

  return [
    { name: 'serial: key line on the pty → session updated (median)', value: m, unit: 'ms', goal: '≤ 2', met: m <= 2, ratio: { value: m / baseM, against: 'same command applied directly to TableSession' }, note: `p99 ${percentile(lat, 99).toFixed(3)} ms, ${lat.length} keys (the whole example match), stop-and-wait` },
    { name: 'serial: key line on the pty → session updated (p99)', value: p99, unit: 'ms', goal: '≤ 10', met: p99 <= 10 },
    { name: 'baseline: command applied directly to TableSession (median)', value: baseM, unit: 'ms', note: `p99 ${percentile(base, 99).toFixed(3)} ms` },
    { name: 'serial: sustained keys, none lost (stop-and-wait, as the firmware)', value: stopWait.rate, unit: 'keys/s', goal: '≥ 500', met: stopWait.rate >= 500, note: `${keys.length} keys (the whole example match, checked against its record); ${stopWait.resends} resends` },
    { name: 'serial: sustained keys, none lost (8 keys in flight)', value: ahead.rate, unit: 'keys/s', goal: '≥ 500', met: ahead.rate >= 500, note: `${ahead.resends} resends` },
    { name: 'serial: replug → box welcomed again (median)', value: reM, unit: 'ms', goal: '≤ 1000', met: reM <= 1000, note: `max ${Math.max(...re.back).toFixed(0)} ms over ${re.back.length} replugs; retry 100 ms doubling to 400 ms` },
    { name: 'serial: unplug → bridge notices (median)', value: median(re.noticed), unit: 'ms', note: `max ${Math.max(...re.noticed).toFixed(0)} ms (read error, or the 200 ms device watch)` },
  ];
}
