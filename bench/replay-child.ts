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
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { replayMatch } from '../shared/index.js';
import { cpuMs } from './harness.js';

const [file, mode = 'keep', timedText = '9'] = process.argv.slice(2);
if (!file || (mode !== 'keep' && mode !== 'drop')) throw new Error('usage: replay-child.ts MATCH keep|drop [TIMED]');
const match: unknown = JSON.parse(readFileSync(file, 'utf8'));

const gcs: { start: number; ms: number }[] = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) gcs.push({ start: e.startTime, ms: e.duration }); }).observe({ entryTypes: ['gc'] });

// the replays run one after the other without yielding to the event loop (as a user's one replay
// does): V8's collection tasks do not get to run between them, outside the timed windows
const cpu: number[] = [];
const windows: [number, number][] = [];
let manches = 0;
let credits = 0;
const timed = Number(timedText);
for (let i = 0; i < 2 + timed; i++) {
  const w0 = performance.now();
  const t0 = cpuMs();
  const r = mode === 'keep' ? replayMatch(match) : replayMatch(match, (d) => { credits += d.ledger.length; });
  const t = cpuMs() - t0;
  if (!r.ok) throw new Error(r.error.message);
  if (i >= 2) {
    cpu.push(t);
    windows.push([w0, performance.now()]);
  }
  manches = r.value.manches.length;
}
// the collector's entries reach the observer once the event loop turns
await new Promise((done) => setImmediate(done));
await new Promise((done) => setImmediate(done));
const gcPause = windows.map(([a, b]) => gcs.filter((g) => g.start >= a && g.start < b).reduce((x, g) => x + g.ms, 0));
process.stdout.write(`${JSON.stringify({ cpuMs: cpu, gcPauseMs: gcPause, manches, credits })}\n`);
