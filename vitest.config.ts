import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // the firmware in a simulated AVR needs Debian packages: `npm run test:firmware` (run by .ci/run)
    exclude: ['test/firmware/**', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // names the folder where the first e2e file builds the web renderer for the run's others
    globalSetup: ['test/e2e/global-setup.ts'],
    pool: 'forks',
    // both cores: most of the suite waits on child processes, ptys and Chromium, not on the CPU
    // (vitest's default leaves one core idle on a two-core machine)
    maxWorkers: 2,
  },
});
