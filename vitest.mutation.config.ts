import { defineConfig } from 'vitest/config';

/**
 * The tests of the engine's mutation run (`npm run mutation`, `stryker.config.mjs`; docs/testing.md):
 * in-process tests of the engine's folders of test/shared/ only. Left out:
 * - end-to-end, command line (a child process never sees a mutant), serial/pty, crash, lock race,
 *   firmware: slow, and they test processes rather than the rules;
 * - tests that run the engine outside a test (at the top of the file or of a `describe`): Stryker
 *   cannot tell which test reached a mutant there, so it would mark most of the engine "static" and
 *   run every test for each of its mutants (test/shared/display/race, library/match-stats, the journal
 *   tests; the journal writer has its own run, `vitest.mutation.journal.config.ts`);
 * - tests of other layers (display, library, renderer store, i18n texts, generated validators).
 */
export default defineConfig({
  test: {
    include: [
      // the engine's folders (test/ mirrors the source layout)
      'test/shared/{cards,deal,settle,score,match,rules,input}/**/*.test.ts',
      'test/shared/examples.test.ts',
      // the judge's rule cases, worked by hand from the rule texts
      'test/judge/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'test/shared/format/input-gate.test.ts'],
    environment: 'node',
    // isolate stays on: the engine memoises (hand evaluations, scores, reasons, error-free plans);
    // with one module graph across runs a mutant's code would never run again after the dry run
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
