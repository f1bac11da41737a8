/**
 * A file's problem as the library's import lists it beside its JSON path: its sentence and the file
 * gate's detail (`Problem.detail`: the limit, the types, the values, a syntax error's line and column)
 * in the language on screen. The details come with each language's error sentences, in the same chunk
 * (`shared/i18n/errors/fr.ts` … re-export `details/`), loaded on first use: neither the control page
 * nor the room display carries them at start.
 */
import type { EngineError } from '../../shared/types.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { ProblemDetail } from '../../shared/format/problem-detail.js';
import { detailIn, type DetailTexts } from '../../shared/format/detail-words.js';
import { errorText } from '../app/texts.js';
import { perLanguage } from '../app/per-language.js';

const DETAILS = perLanguage<DetailTexts>({
  fr: () => import('../../shared/i18n/errors/fr.js').then((m) => m.FR_DETAILS),
  en: () => import('../../shared/i18n/errors/en.js').then((m) => m.EN_DETAILS),
  es: () => import('../../shared/i18n/errors/es.js').then((m) => m.ES_DETAILS),
  eu: () => import('../../shared/i18n/errors/eu.js').then((m) => m.EU_DETAILS),
});

/** Loads a language's detail texts (once; a failed load is forgotten, so the next use tries again). */
export function loadDetailTexts(lang: Lang): Promise<DetailTexts> {
  return DETAILS.load(lang);
}

/**
 * A file's problem in the language on screen: its sentence ({@link errorText}) and, when the gate
 * gave its detail as data, that detail: « Ce nombre est trop grand — doit valoir au plus 5 ». Until
 * the language's details have arrived, the sentence alone (the view is painted again when they do).
 */
export function fileProblemText(p: Pick<EngineError, 'code' | 'seats'> & { detail?: ProblemDetail }, lang: Lang): string {
  const sentence = errorText({ code: p.code, seats: p.seats }, lang);
  if (!p.detail) return sentence;
  const t = DETAILS.get(lang);
  if (!t) return sentence;
  return `${sentence} — ${detailIn(t, p.detail)}`;
}
