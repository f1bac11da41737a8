// Mutation testing of the journal writer (issue 16), the second half of `npm run mutation`.
// Not part of `npm test`. How to run it, the scope, the score and the triage: docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // the tests of the run: the journal's durability tests
  vitest: { configFile: 'vitest.mutation.journal.config.ts' },
  // no type checker: vitest strips types, a mutant that would not type-check simply runs
  checkers: [],
  // each mutant runs only the tests that reached it in the dry run
  coverageAnalysis: 'perTest',
  // mutants reached only while a module loads (tables, presets, key maps) would each run every
  // test: not run, reported as Ignored (docs/testing.md lists them)
  ignoreStatic: true,
  // a shared 2-core machine: at most 2 vitest workers (`-c 1` on the command line for one)
  concurrency: 2,
  timeoutMS: 5000,
  timeoutFactor: 2,
  mutate: ['src-main/journal/journal-writer.ts'],
  ignorePatterns: ['test-artifacts', 'out', 'dist', 'dist-web', 'bench/results', 'firmware', 'reports'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // results of unchanged mutants and tests are reused from the last run (`--force` to run them all)
  incremental: true,
  incrementalFile: 'reports/stryker-incremental-journal.json',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation-journal/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-journal/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
};
