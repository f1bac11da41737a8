/**
 * The seed of every property test (fast-check's `seed`), from `MUS_PROPERTY_SEED`:
 * - unset: each property's own fixed seed (the everyday `npm test`: the same inputs every run);
 * - `random`: a fresh seed (CI and `npm run test:stress`): `vitest.config.ts` draws it once for the
 *   whole run and prints it, so that every worker uses the same one;
 * - a whole number: that seed, to replay a run: `MUS_PROPERTY_SEED=<n> npx vitest run <file>`.
 * fast-check names the seed in its failure message (`{ seed: <n>, path: … }`); when the seed came
 * from `MUS_PROPERTY_SEED`, the message says how to replay it (docs/testing.md, "Property tests").
 */
import fc from 'fast-check';

/** A whole number from `MUS_PROPERTY_SEED`; `random` draws one (printed); unset: null. */
export function envPropertySeed(env: string | undefined = process.env.MUS_PROPERTY_SEED): number | null {
  const v = env?.trim();
  if (!v) return null;
  if (v === 'random') {
    const n = (Math.random() * 2 ** 31) | 0;
    console.info(`[property seed] MUS_PROPERTY_SEED=${n} (drawn: replay with MUS_PROPERTY_SEED=${n})`);
    return n;
  }
  if (!/^-?\d+$/.test(v)) throw new Error(`MUS_PROPERTY_SEED: "${v}" is neither "random" nor a whole number`);
  return Number(v) | 0;
}

let fromEnv: number | null | undefined;

/** fast-check's own default number of runs. */
const DEFAULT_RUNS = 100;
/** `npm run test:stress` (`MUS_STRESS=1`) runs every property four times as long. */
export const STRESS_FACTOR = process.env.MUS_STRESS === '1' ? 4 : 1;

/** The seed a property runs with: `MUS_PROPERTY_SEED`'s when set, else `fixed` (the property's own). */
export function propertySeed(fixed: number): number {
  if (fromEnv === undefined) fromEnv = envPropertySeed();
  return fromEnv ?? fixed;
}

/**
 * fast-check parameters for a property: {@link propertySeed}, `numRuns` (fast-check's 100 when not
 * given; four times as many under `MUS_STRESS=1`), and, when the seed came from the environment, a
 * failure message that names it for the replay.
 */
export function propertyRuns<Ts = unknown>(fixed: number, numRuns = DEFAULT_RUNS): fc.Parameters<Ts> {
  const seed = propertySeed(fixed);
  const p: fc.Parameters<Ts> = { seed, numRuns: numRuns * STRESS_FACTOR };
  if (fromEnv !== null) {
    p.reporter = (r) => {
      if (!r.failed) return;
      const why = r.errorInstance instanceof Error ? r.errorInstance.message : String(r.errorInstance);
      throw new Error(`property failed with MUS_PROPERTY_SEED=${seed} (replay: MUS_PROPERTY_SEED=${seed} npx vitest run <this file>)\n${fc.defaultReportMessage(r)}\n${why}`, { cause: r.errorInstance });
    };
  }
  return p;
}
