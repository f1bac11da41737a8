/**
 * An error sentence framed as the table says it, in any language, without the sentences themselves
 * (they sit in one module per language, `fr.ts` `en.ts` `es.ts` `eu.ts`: a page loads only the one
 * it shows). `shared/i18n/errors.ts` puts the two together for callers that hold every language.
 */
import type { EngineError } from '../../types.js';
import type { ErrorCode } from '../../errors/index.js';
import { nameOf, seatText, type Lang, type SeatNames } from '../index.js';
import type { ErrorSentences } from './sentences.js';
import { WORDS } from '../table-words.js';

/** What the screen adds to an error: names as it shows them. All optional. */
export interface ErrorScene {
  /** The player the error is about (a hand's owner), e.g. "Maite (place 2)". */
  player?: string;
  /** The card row in that hand, 1 to 4. */
  row?: number;
  /** Who is to speak now, e.g. "Battitt (place 3)". */
  who?: string;
  /** The phase now, as the screen names it, e.g. "Haundia (grand)". */
  phase?: string;
  /** What may be said now, as the screen's buttons say it, e.g. "paso, imido, hordago". */
  allowed?: string;
  /** The players' names by seat, to name the seats an action error carries (`EngineError.seats`). */
  names?: SeatNames;
}

/** The frames around the sentence, by language. */
const FRAMES: Record<Lang, { hand: string; row: string; now: string; nowWho: string }> = {
  fr: { hand: 'main de {{player}}', row: 'carte {{row}}', now: 'Maintenant : {{allowed}}', nowWho: 'Maintenant, {{who}} peut dire : {{allowed}}' },
  en: { hand: '{{player}}’s hand', row: 'card {{row}}', now: 'Now: {{allowed}}', nowWho: 'Now {{who}} may say: {{allowed}}' },
  es: { hand: 'mano de {{player}}', row: 'carta {{row}}', now: 'Ahora: {{allowed}}', nowWho: 'Ahora {{who}} puede decir: {{allowed}}' },
  eu: { hand: '{{player}}(r)en eskua', row: '{{row}}. karta', now: 'Orain: {{allowed}}', nowWho: 'Orain {{who}}: {{allowed}}' },
};

const fill = (s: string, p: Record<string, string | number | undefined>) => s.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(p[k] ?? ''));

/**
 * The sentence of an error code in one language's sentences (the namespace's fallback, else the
 * general one). Takes any text: a code may come from outside (a box's `NOPE` line).
 */
export function sentenceIn(t: ErrorSentences, code: ErrorCode | string): string {
  const s = t as Readonly<Record<string, string | undefined>>;
  return s[code] ?? s[`${code.split('/')[0]}/_`] ?? s._!;
}

/** The article before a seat's place in a sentence (« la place 2 », « el sitio 2 »); a name goes alone. */
const PLACE_ARTICLE: Record<Lang, string> = { fr: 'la ', es: 'el ', en: '', eu: '' };

/** A seat as a sentence says it: the player's name (`names`), else its place with its article. */
function seatWords(seat: number, lang: Lang, names: SeatNames | undefined): string {
  return nameOf(names, seat) ?? `${PLACE_ARTICLE[lang]}${seatText(seat, lang)}`;
}

/**
 * The sentence of an error in one language's sentences, naming the seats it is about when it carries
 * them (`EngineError.seats`, a `code#variant` sentence): « La place 3 ne peut pas parler : c’est à la
 * place 1 de parler », « Maite ne peut pas parler : c’est à Peio de parler ». An error carrying the
 * names or figures it is about (`params`) says them: with seats, its `code#variant@form` sentence
 * (`params.form`, when there is one) or its `code#variant` one, the params filled in too; without
 * seats, its `code#form` sentence (`form`, or a tournament refusal's `say`; `code#names` when the params give neither; a refusal carried inside, `cause`, said by its own sentence). Else the code's
 * sentence ({@link sentenceIn}). Seats are named as the screens name them: the player's name in
 * `names`, else the place counted from 1 (`seatText`); the phases and acts the params carry as ids
 * (`phase`, `said`, `phase2`: `grande`…; `act`: `bet`, `biakOrdago`…) as the table's buttons and
 * headings say them in `lang` (`table-words.ts`: « Tipia (petit) », « imido », es « envido »).
 * @param names the players' names by seat (mus-match/1 `players`, the table's setup), when known
 */
export function seatSentenceIn(t: ErrorSentences, e: { code: ErrorCode | string; seats?: EngineError['seats']; params?: EngineError['params'] }, lang: Lang, names?: SeatNames): string {
  const all = t as Readonly<Record<string, string | undefined>>;
  const seats = e.seats;
  const form = formOf(e.params);
  const filled = filledParams(t, e.params ?? {}, lang);
  if (seats) {
    const variant = seats.bettor !== undefined ? 'bettor' : seats.team && seats.turn !== undefined ? 'team' : seats.turn !== undefined ? 'turn' : 'seat';
    const template = (form === undefined ? undefined : all[`${e.code}#${variant}@${form}`]) ?? all[`${e.code}#${variant}`];
    if (template !== undefined) {
      const words = (seat: number | undefined) => (seat === undefined ? undefined : seatWords(seat, lang, names));
      let text = fill(template, { ...filled, seat: words(seats.seat), turn: words(seats.turn), bettor: words(seats.bettor) });
      // Spanish contracts « a el » before a place: « le toca al sitio 1 »
      if (lang === 'es') text = text.replace(/\ba el (sitio)\b/g, 'al $1');
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
  const named = e.params ? all[`${e.code}#${form ?? 'names'}`] : undefined;
  if (named === undefined) return sentenceIn(t, e.code);
  const text = fill(named, filled);
  // a sentence led by an act or a phase (« biak imido … ») starts with a capital; a name stays as typed
  return /^\{\{(act|phase)\}\}/.test(named) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The params that name a phase (its id: `grande`, `pares`, `showdown`…). */
const PHASE_PARAMS = new Set(['phase', 'said', 'phase2']);

/**
 * An error's params with the phases and the act they name said as the screen says them in `lang`:
 * a phase by its heading (« Haundia (grand) », es « Grande »), an act by its button, in small letters
 * (« imido », « kanta », es « no quiero »); an id the table's words do not know stays as it is.
 */
function tableWords(params: Readonly<Record<string, string | number>>, lang: Lang): Record<string, string | number> {
  const w = WORDS[lang];
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) {
    if (PHASE_PARAMS.has(k)) out[k] = (w.phase as Readonly<Record<string, string>>)[String(v)] ?? v;
    else if (k === 'act') out[k] = ((w.act as Readonly<Record<string, string>>)[String(v)] ?? String(v)).toLowerCase();
    else out[k] = v;
  }
  return out;
}

/** The form of an error's sentence its params pick (`form` for the engine's, `say` for a tournament's), if any. */
function formOf(params: Readonly<Record<string, string | number>> | undefined): string | undefined {
  if (typeof params?.form === 'string') return params.form;
  return typeof params?.say === 'string' ? params.say : undefined;
}

/** An error's params ready to fill its sentence: the table's words ({@link tableWords}), and the sentence of the refusal it carries inside (`cause`). */
function filledParams(t: ErrorSentences, params: Readonly<Record<string, string | number>>, lang: Lang): Record<string, string | number> {
  const out = tableWords(params, lang);
  if (typeof params.cause === 'string') out.cause = causeSentenceIn(t, params.cause, params, lang);
  return out;
}

/**
 * The sentence of the refusal a refusal carries inside it (`params.cause`, its code; its own params
 * under `cause.` keys: `cause.say`, `cause.amount`…): a match the rules refuse for a table, said by the
 * engine's own sentence in the same language. Without a stop at the end, to sit inside a sentence.
 */
function causeSentenceIn(t: ErrorSentences, code: string, params: Readonly<Record<string, string | number>>, lang: Lang): string {
  const inner: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) if (k.startsWith('cause.')) inner[k.slice('cause.'.length)] = v;
  const template = Object.keys(inner).length ? (t as Readonly<Record<string, string | undefined>>)[`${code}#${formOf(inner) ?? 'names'}`] : undefined;
  const said = template === undefined ? sentenceIn(t, code) : fill(template, tableWords(inner, lang));
  return said.replace(/[.。]$/, '');
}

/**
 * An error as the table says it, around its sentence: the player and card row at fault, the rule
 * article, and what may be said now. E.g. « Une main a quatre cartes — main de Maite (place 2)
 * (FFMus art. 5). Maintenant : Effacer pour corriger ».
 */
export function framedError(sentence: string, e: Pick<EngineError, 'rule'>, lang: Lang, scene: ErrorScene = {}): string {
  const f = FRAMES[lang];
  let s = sentence;
  const where: string[] = [];
  if (scene.player) where.push(fill(f.hand, { player: scene.player }));
  if (scene.row) where.push(fill(f.row, { row: scene.row }));
  if (where.length) s += ` — ${where.join(', ')}`;
  if (e.rule) s += ` (${e.rule})`;
  if (scene.allowed) s += `. ${fill(scene.who ? f.nowWho : f.now, { who: scene.who, allowed: scene.allowed })}`;
  return s;
}

/**
 * The seat and card row an error's JSON path points at (`…hands[S][C]`, rows counted from 1), or
 * nothing: the caller names the seat as its screen does.
 */
export function placeOf(path: string | undefined): { seat?: number; row?: number } {
  if (!path) return {};
  const m = /hands\[(\d+)\](?:\[(\d+)\])?/.exec(path);
  if (!m) return {};
  return m[2] === undefined ? { seat: Number(m[1]) } : { seat: Number(m[1]), row: Number(m[2]) + 1 };
}
