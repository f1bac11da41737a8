/**
 * The error sentences of the language on screen, loaded on first use: each language's sentences are
 * a chunk of their own (`shared/i18n/errors/fr.ts` …, about 18 kB each), so that neither the control
 * page nor the room display carries the four languages in the JS they load at start. The app store
 * asks for its language as soon as it knows it (`loadErrorSentences`), long before an error can be
 * said; a view that says an error before its language has arrived shows the code, and is painted
 * again with the sentence when it arrives (it reads the `arrived` signal).
 */
import type { Lang } from '../../shared/i18n/index.js';
import type { ErrorSentences } from '../../shared/i18n/errors/sentences.js';
import { perLanguage } from './per-language.js';

const SENTENCES = perLanguage<ErrorSentences>({
  fr: () => import('../../shared/i18n/errors/fr.js').then((m) => m.FR),
  en: () => import('../../shared/i18n/errors/en.js').then((m) => m.EN),
  es: () => import('../../shared/i18n/errors/es.js').then((m) => m.ES),
  eu: () => import('../../shared/i18n/errors/eu.js').then((m) => m.EU),
});

/**
 * Loads a language's error sentences (once; later calls get the same promise). A failed load (the
 * chunk could not be fetched) is forgotten, so the next use tries again.
 */
export function loadErrorSentences(lang: Lang): Promise<ErrorSentences> {
  return SENTENCES.load(lang);
}

/** A language's error sentences if they have arrived; otherwise asks for them and gives undefined. */
export function errorSentencesOf(lang: Lang): ErrorSentences | undefined {
  return SENTENCES.get(lang);
}
