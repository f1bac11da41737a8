import { defineConfig } from 'vitest/config';

/** The tests of the journal writer's mutation run (`stryker.journal.config.mjs`; docs/testing.md). */
export default defineConfig({
  test: {
    include: ['test/src-main/journal/durability.test.ts', 'test/src-main/journal/mutants*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
