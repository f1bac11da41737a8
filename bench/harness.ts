/**
 * Bench harness: every `bench/*.bench.ts` exports `run(): Promise<BenchRow[]>`. `npm run bench`
 * runs them all and prints one table. Figures are medians over repeated samples of CPU time (the
 * machine is shared: wall time says more about the neighbours than about the code); ratios are
 * against a baseline measured in the same process, or, for whole processes, against a baseline
 * process run in turn with it (A B A B …, {@link paired}). Each group prints the load average.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { itemAt } from '../test/helpers/item-at.js';

/** One measured figure. */
export interface BenchRow {
  /** What was measured, e.g. "engine: deals evaluated (five phases)". */
  name: string;
  /** The median value. */
  value: number;
  /** Unit, e.g. "deals/s", "ms", "kB". */
  unit: string;
  /** The goal, as text, e.g. "≥ 2,000,000". */
  goal?: string;
  /** Whether the goal is met (omit when there is no goal). */
  met?: boolean;
  /** Ratio against a baseline measured in the same run, with the baseline's name. */
  ratio?: { value: number; against: string };
  /** Anything a reader needs (p99, sample count…). */
  note?: string;
}

/** Median of numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? itemAt(s, m) : (itemAt(s, m - 1) + itemAt(s, m)) / 2;
}

/** Percentile (0-100) of numbers, nearest rank. */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  const x = s[i];
  if (x === undefined) throw new RangeError('percentile of no numbers');
  return x;
}

/**
 * CPU time of this process in milliseconds (user + system). Benchmarks of pure computation use it
 * rather than wall time, so that other processes on the machine do not skew them.
 */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Runs `fn` for `samples` samples of about `ms` milliseconds of CPU time each and returns the median
 * rate of `fn`'s work units per CPU second (`fn` returns how many units it did).
 */
export function rate(fn: () => number, samples = 7, ms = 200): number {
  const rates: number[] = [];
  fn(); // warm-up
  for (let i = 0; i < samples; i++) {
    let units = 0;
    const t0 = cpuMs();
    let t = t0;
    while (t - t0 < ms) {
      units += fn();
      t = cpuMs();
    }
    rates.push(units / ((t - t0) / 1000));
  }
  return median(rates);
}

/** The load average (1, 5, 15 minutes) as text, e.g. "load 3.1 2.4 1.9": how busy the machine was. */
export function loadText(): string {
  return `load ${loadavg().map((x) => x.toFixed(1)).join(' ')}`;
}

/**
 * What a whole process cost: CPU time (user + system, its own), peak memory and wall time; and, where
 * the system tells it (Linux), the CPU time of its main thread (the JavaScript) and of its other
 * threads together (V8's optimizing compiler and parallel GC, libuv's pool), -1 elsewhere.
 */
export interface ProcessCost {
  cpuMs: number;
  maxRssKb: number;
  wallMs: number;
  mainMs: number;
  othersMs: number;
}

const USAGE = join(fileURLToPath(new URL('.', import.meta.url)), 'usage.cjs');

/**
 * Runs `node ARGS` to its end (standard output thrown away) and measures it: its own CPU time and
 * peak memory, reported by `bench/usage.cjs` preloaded into it, and the wall time.
 * @throws when the process fails.
 */
export function nodeCost(args: string[], opts: { cwd: string; input?: string | Buffer; env?: NodeJS.ProcessEnv }): ProcessCost {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['-r', USAGE, ...args], { cwd: opts.cwd, input: opts.input, env: { ...process.env, ...opts.env }, stdio: ['pipe', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
  const wallMs = Number(process.hrtime.bigint() - t) / 1e6;
  const err = String(r.stderr);
  const m = /usage cpu_ms ([\d.]+) maxrss_kb (\d+) main_ms (-?[\d.]+) others_ms (-?[\d.]+)/.exec(err);
  if (r.status !== 0 || !m) throw new Error(`node ${args.join(' ')}: exit ${r.status}: ${err.slice(0, 300)}`);
  return { cpuMs: Number(m[1]), maxRssKb: Number(m[2]), wallMs, mainMs: Number(m[3]), othersMs: Number(m[4]) };
}

/**
 * Runs the measures in turn, `rounds` times (A B C A B C …), so that each meets the same machine
 * load, and gives each one's medians: the ratio of two medians is a paired comparison.
 */
export function paired<K extends string>(measures: Record<K, () => ProcessCost>, rounds: number): Record<K, ProcessCost> {
  const keys = Object.keys(measures) as K[];
  const xs = Object.fromEntries(keys.map((k) => [k, [] as ProcessCost[]])) as Record<K, ProcessCost[]>;
  for (let i = 0; i < rounds; i++) for (const k of keys) xs[k].push(measures[k]());
  return Object.fromEntries(keys.map((k) => [k, {
    cpuMs: median(xs[k].map((x) => x.cpuMs)),
    maxRssKb: median(xs[k].map((x) => x.maxRssKb)),
    wallMs: median(xs[k].map((x) => x.wallMs)),
    mainMs: median(xs[k].map((x) => x.mainMs)),
    othersMs: median(xs[k].map((x) => x.othersMs)),
  }])) as Record<K, ProcessCost>;
}
