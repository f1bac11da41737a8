/**
 * One process of the engine bench's replay figure (`bench/engine.bench.ts`): a process that reads a
 * match record from a file and replays it, as `mus replay` or the app opening a match does, without
 * the bench's other figures having run in it first (they change how V8 handles the replay's
 * objects: see the figure's note).
 *   node --import tsx bench/replay-child.ts MATCH keep|drop [TIMED]
 * `keep`: `replayMatch(match)`, every deal's settlement kept (the normal call); `drop`: the same
 * replay handing each deal to an `onDeal` that keeps nothing. Two replays first (compilation), then
 * `TIMED` replays (9 by default), each timed in CPU time (user + system of the whole process, the
 * collector's helper threads included) and in the collector's pauses on the main thread (ms).
 * Prints one line of JSON: `{"cpuMs": [...], "gcPauseMs": [...], "manches": n, "credits": n}` (`credits`:
 * counted by the `onDeal` of `drop`, 0 for `keep`).
 */
import { readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { replayMatch } from '../shared/index.js';
import { cpuMs } from './harness.js';

const [file, mode = 'keep', timedText = '9'] = process.argv.slice(2);
if (!file || (mode !== 'keep' && mode !== 'drop')) throw new Error('usage: replay-child.ts MATCH keep|drop [TIMED]');
const match: unknown = JSON.parse(readFileSync(file, 'utf8'));

let paused = 0;
new PerformanceObserver((list) => { for (const e of list.getEntries()) paused += e.duration; }).observe({ entryTypes: ['gc'] });
/** Lets the collector's entries of the replay just done reach the observer. */
const settle = async () => { for (let i = 0; i < 2; i++) await new Promise((done) => setImmediate(done)); };

const cpu: number[] = [];
const gcPause: number[] = [];
let manches = 0;
let credits = 0;
const timed = Number(timedText);
for (let i = 0; i < 2 + timed; i++) {
  await settle();
  const p0 = paused;
  const t0 = cpuMs();
  const r = mode === 'keep' ? replayMatch(match) : replayMatch(match, (d) => { credits += d.ledger.length; });
  const t = cpuMs() - t0;
  if (!r.ok) throw new Error(r.error.message);
  await settle();
  if (i >= 2) {
    cpu.push(t);
    gcPause.push(paused - p0);
  }
  manches = r.value.manches.length;
}
process.stdout.write(`${JSON.stringify({ cpuMs: cpu, gcPauseMs: gcPause, manches, credits })}\n`);
