/**
 * Engine, input and file errors in the table's language. The codes are the closed list of
 * `shared/errors/`; this turns a code into a sentence in French (with the Basque table words), Basque, Spanish or English, and adds what
 * the screen knows: the player and the card row at fault as the screen shows them, and what may be
 * said instead. No JSON path is ever put in these sentences: where a file is checked, the caller shows
 * the path beside the sentence.
 *
 * The sentences sit in one module per language (`errors/fr.ts`, `en.ts`, `es.ts`, `eu.ts`; a new
 * code gets its sentence in each of the four) and the framing in `errors/frame.ts`; this module holds
 * all four languages at once. The renderer loads only the language it shows (`src-renderer/app/texts.ts`).
 */
import type { EngineError } from '../types.js';
import type { ErrorCode } from '../errors/index.js';
import type { Lang, SeatNames } from './index.js';
import type { ErrorSentences } from './errors/sentences.js';
import { framedError, seatSentenceIn, sentenceIn, type ErrorScene } from './errors/frame.js';
import { FR, FR_DETAILS } from './errors/fr.js';
import { EN, EN_DETAILS } from './errors/en.js';
import { ES, ES_DETAILS } from './errors/es.js';
import { EU, EU_DETAILS } from './errors/eu.js';
import { detailIn, type DetailTexts } from '../format/detail-words.js';
import type { ProblemDetail } from '../format/problem-detail.js';

export { placeOf, type ErrorScene } from './errors/frame.js';
export type { ErrorSentences } from './errors/sentences.js';

const TEXTS: Record<Lang, ErrorSentences> = { fr: FR, en: EN, es: ES, eu: EU };
const DETAILS: Record<Lang, DetailTexts> = { fr: FR_DETAILS, en: EN_DETAILS, es: ES_DETAILS, eu: EU_DETAILS };

/**
 * The detail of a file gate's problem in a language (what follows its JSON path): « doit valoir au
 * plus 5 », « JSON non valable à la ligne 3, colonne 7 : une virgule « , » était attendue ». In
 * English, the words of the problem's message (`shared/format/detail-words.ts`).
 */
export function problemDetail(d: ProblemDetail, lang: Lang): string {
  return detailIn(DETAILS[lang], d);
}

/**
 * The sentence of an error code in a language (the namespace's fallback, else the general one).
 * Never the engine's English text. Takes any text: a code may come from outside (a box's `NOPE` line).
 */
export function errorSentence(code: ErrorCode | string, lang: Lang): string {
  return sentenceIn(TEXTS[lang], code);
}

/** Every code that has its own sentence (the fallbacks and the sentences naming seats, `code#…`, excluded), for tests. */
export function codesWithSentences(lang: Lang): string[] {
  return Object.keys(TEXTS[lang]).filter((k) => k !== '_' && !k.endsWith('/_') && !k.includes('#'));
}

/**
 * The sentence of an error in a language, naming the seats it is about when it carries them
 * (`EngineError.seats`; the player's name in `names`, else the place counted from 1, as the screens
 * say it), or naming the names it carries (`EngineError.params`, a `code#names` sentence), else the
 * code's sentence ({@link errorSentence}). E.g. « La place 3 ne peut pas parler : c’est à la place 1
 * de parler ».
 */
export function errorSeatSentence(e: { code: ErrorCode | string; seats?: EngineError['seats']; params?: EngineError['params'] }, lang: Lang, names?: SeatNames): string {
  return seatSentenceIn(TEXTS[lang], e, lang, names);
}

/**
 * An error as the table says it: the code's sentence in `lang` (naming the seats it carries, by
 * `scene.names` or their places: {@link errorSeatSentence}), the player and card row at fault,
 * the rule article, and what may be said now. E.g. « Une main a quatre cartes — main de Maite
 * (place 2) (FFMus art. 5). Maintenant : Effacer pour corriger ».
 */
export function errorText(e: Pick<EngineError, 'code' | 'rule' | 'seats' | 'params'>, lang: Lang, scene: ErrorScene = {}): string {
  // the frame names the hand at fault (`scene.player`): the sentence does not name it again
  return framedError(scene.player === undefined ? errorSeatSentence(e, lang, scene.names) : errorSentence(e.code, lang), e, lang, scene);
}
