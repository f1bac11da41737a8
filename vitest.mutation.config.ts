import { defineConfig } from 'vitest/config';

/**
 * The tests of the mutation run (`npm run mutation`, `stryker.config.json`): the in-process tests
 * of the engine in `shared/` and of the journal writer. Left out: end-to-end, command line (child
 * processes never see a mutant), serial/pty, crash and lock-race tests (slow, and they test
 * processes, not the engine), the firmware. Stryker's vitest runner runs these in one thread.
 */
export default defineConfig({
  test: {
    include: [
      'test/rules/**/*.test.ts',
      'test/unit/**/*.test.ts',
      'test/property/**/*.test.ts',
      'test/journal/durability.test.ts',
      'test/journal/recovery.test.ts',
      'test/journal/mutants*.test.ts',
    ],
    exclude: [
      '**/node_modules/**',
      // not the engine: the generated validators and the schema files are checked by `npm test`
      'test/unit/validators-fresh.test.ts',
      'test/unit/schema-files.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
