import { defineConfig } from 'vitest/config';

/**
 * `npm run test:firmware`: the reference firmware run in a simulated AVR against the app
 * (test/firmware). Needs Debian packages (simavr, libsimavr-dev, gcc, the AVR toolchain), so it is
 * not part of `npm test`; `.ci/run` runs it after building the firmware.
 */
export default defineConfig({
  test: {
    include: ['test/firmware/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
