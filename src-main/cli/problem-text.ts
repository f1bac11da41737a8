/**
 * A problem of a file (the gate's or the engine's) as the command line prints it, in the language of
 * `--lang`. In English, the detail as the gate or the engine wrote it: `path: detail (rule) (code)`.
 * In French (the default), Basque or Spanish, the same line — the JSON path first, so that a list of
 * problems reads by path, and nothing the detail names (the value given, the line and column, whose
 * turn it was) is lost — then the code's sentence in that language (the one the app shows beside a
 * JSON path, `shared/i18n/errors/`):
 * `actions[1]: seat 2 cannot raise: … (action/not-your-turn) — Ce n’est pas à ce joueur de parler`.
 */
import { errorSentence } from '../../shared/i18n/errors.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { ErrorCode } from '../../shared/errors/index.js';

/** A problem as the readers give it: its message (the JSON path first, `$: ` for the whole file) and its code. */
export interface ProblemLike {
  message: string;
  code: ErrorCode | string;
}

/** One problem as one line (no file name): the detail and the code once, then the sentence in `lang` unless English. */
export function problemText(p: ProblemLike, lang: Lang): string {
  const detail = p.message.includes(`(${p.code})`) ? p.message : `${p.message} (${p.code})`;
  return lang === 'en' ? detail : `${detail} — ${errorSentence(p.code, lang)}`;
}
