/**
 * The shape of one language's error sentences (`shared/i18n/errors/fr.ts`, `en.ts`, `es.ts`,
 * `eu.ts`): one per error code (a code without its own sentence fails `tsc`), the namespaces'
 * fallbacks (`action/_` …, for a code that comes from outside, e.g. a box's `NOPE` line) and the
 * general one (`_`). Each language sits in its own module so that a page loads only its own (the
 * renderer loads them on first use: `src-renderer/app/texts.ts`).
 */
import type { ErrorCode, ErrorNamespace } from '../../errors/index.js';

/** One language's sentences, by error code. */
export type ErrorSentences = Record<ErrorCode, string> & Partial<Record<`${ErrorNamespace}/_`, string>> & { _: string };
