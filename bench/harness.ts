/**
 * Bench harness: every `bench/*.bench.ts` exports `run(): Promise<BenchRow[]>`. `npm run bench`
 * runs them all and prints one table. Figures are medians over repeated samples; ratios are against
 * a baseline measured in the same process.
 */

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
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Percentile (0-100) of numbers, nearest rank. */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[i];
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
