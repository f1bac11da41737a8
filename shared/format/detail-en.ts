/**
 * The file gate's problem details in English: the words of the gate's messages (`mus check`, `--lang
 * en`, the JSON outputs' `message` = path + the English detail), so the English a person reads and
 * the message are the same words (the texts: `shared/i18n/errors/details/en.ts`).
 */
import type { ProblemDetail } from './problem-detail.js';
import { detailIn } from './detail-words.js';
import { EN_DETAILS as DETAIL_EN } from '../i18n/errors/details/en.js';

export { DETAIL_EN };

/** A detail in English: the words of the gate's message after the path. */
export const detailEn = (d: ProblemDetail): string => detailIn(DETAIL_EN, d);
