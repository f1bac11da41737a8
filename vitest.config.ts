import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * `MUS_PROPERTY_SEED=random` (CI, `npm run test:stress`): one fresh seed for the whole run, drawn
 * here and printed, so that every worker's property tests use it and a failure replays with
 * `MUS_PROPERTY_SEED=<n>` (test/helpers/property-seed.ts; docs/testing.md, "Property tests").
 */
if (process.env.MUS_PROPERTY_SEED?.trim() === 'random') {
  process.env.MUS_PROPERTY_SEED = String((Math.random() * 2 ** 31) | 0);
  console.info(`[property seed] the property tests run with MUS_PROPERTY_SEED=${process.env.MUS_PROPERTY_SEED} (drawn for this run)`);
}

const INCLUDE = ['test/**/*.test.ts', 'test/**/*.test.tsx'];
// the firmware in a simulated AVR needs Debian packages: `npm run test:firmware` (run by .ci/run)
const EXCLUDE = ['test/firmware/**', '**/node_modules/**'];
/**
 * The long journeys: a match, a tournament night, the judge, the charts, the library, touch, the
 * shared display, played through the UI in headless Chromium; the hub with table processes, a killed
 * hub process and the board page (`hub-*.test.ts`). `npm run test:e2e`, run by CI beside `npm test`. The end-to-end files left in `test/e2e/` (the scoreboard checked by hand, the
 * box chip, the web bridge) stay in `npm test`, so it drives Chromium too.
 */
const JOURNEYS = 'test/e2e/journeys/**';

/**
 * Test files that keep a fresh process of their own (vitest's `isolate`), found by what they
 * contain when the config loads:
 * - a module mock or stub (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`) or fake timers: a
 *   mock applies to modules loaded after it, so it needs a module graph of its own, and must not
 *   leak into the next file;
 * - an import of the renderer's code (`src-renderer/`): its features register their texts when
 *   their modules load, and a file must not pass thanks to texts another file loaded;
 * - `@vitest-isolate` written anywhere in the file: a file that asks for it.
 * Every other file runs in a worker process that runs several files one after the other with one
 * module graph (`isolate: false`): the engine, the journal, the command line, the hub, the serial
 * and e2e helpers are loaded once per worker instead of once per file (a fork, a vitest runtime and
 * the imports: about half the CPU of the whole run; docs/testing.md, "How long `npm test` takes").
 */
const ISOLATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|(from\s*|import\s*\(\s*)['"][^'"]*src-renderer\/|@vitest-isolate/;
const isolated = readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
  .map((f) => `test/${f.replaceAll('\\', '/')}`)
  .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('test/firmware/'))
  .filter((f) => ISOLATE.test(readFileSync(join(ROOT, f), 'utf8')))
  .sort();

/**
 * The order files are handed to the workers: the longest first (by the durations vitest keeps from
 * the last run; a file it has not seen yet first, the largest first), whatever their project.
 * Vitest's own order runs one project after the other: the isolated files, each a fork of its own,
 * first, with a worker often idle between two of them, and the long end-to-end files after.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const key = (f: TestSpecification) => `${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`;
    const known = (f: TestSpecification) => cache.getFileTestResults(key(f));
    return [...files].sort((a, b) => {
      const ra = known(a);
      const rb = known(b);
      if (!ra || !rb) {
        if (ra || rb) return ra ? 1 : -1; // not seen yet: first
        return (cache.getFileStats(key(b))?.size ?? 0) - (cache.getFileStats(key(a))?.size ?? 0);
      }
      if (ra.failed !== rb.failed) return ra.failed ? -1 : 1;
      return rb.duration - ra.duration;
    });
  }
}

export default defineConfig({
  test: {
    // (include and exclude are each project's: a project's lists are added to the root's)
    environment: 'node',
    // the property seed drawn above, for every worker
    env: process.env.MUS_PROPERTY_SEED ? { MUS_PROPERTY_SEED: process.env.MUS_PROPERTY_SEED } : {},
    // guards against a hang, not speed targets (those are `npm run bench`'s): the suite runs on a
    // shared two-core machine whose load goes from 0 to 20, where a test takes 20 to 40 times as
    // long as alone (a 3 s test took 61 s at load 19-27); a wait inside a test gives up before, naming
    // what it waited for (test/helpers/patience.ts)
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // names the folder where the first e2e file builds the web renderer for the run's others
    globalSetup: ['test/e2e/global-setup.ts'],
    pool: 'forks',
    // both cores: most of the suite waits on child processes, ptys and Chromium, not on the CPU
    // (vitest's default leaves one core idle on a two-core machine)
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // `npm test` runs the first two, `npm run test:e2e` the journeys (docs/testing.md, "The commands")
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: [...EXCLUDE, JOURNEYS, ...isolated], isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated, exclude: [...EXCLUDE, JOURNEYS], isolate: true } },
      { extends: true, test: { name: 'journeys', include: [JOURNEYS], exclude: [...EXCLUDE, ...isolated], isolate: false } },
      { extends: true, test: { name: 'journeys-isolated', include: isolated.filter((f) => f.startsWith('test/e2e/journeys/')), exclude: EXCLUDE, isolate: true } },
    ],
  },
});
