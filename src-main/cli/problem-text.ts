/**
 * A problem of a file (the gate's or the engine's) as the command line prints it, in the language of
 * `--lang`. Most problems: the detail — the JSON path first, so that a list of problems reads by
 * path, and nothing the detail names (the value given, the line and column) is lost; the gate's
 * detail in that language when it gave it as data (`detail`: a schema keyword's limit, a syntax
 * error's line and column), else as the gate or the engine wrote it — then the sentence in that language (the one the app shows beside a JSON path,
 * `shared/i18n/errors/`): `path: detail (rule) (code) — sentence`; in English the detail alone (the
 * code's English sentence would only repeat it).
 *
 * The engine's refusal of a file without seats (`action/bet-too-small`, `record/score-mismatch`…):
 * in fr, eu, es the JSON path, the sentence in that language (saying the figures the English message
 * gave: the error's `params`, its `code#names` sentence), the rule and the code — `actions[4].amount:
 * Une ouverture (imido) vaut au moins 2 tantos, pas 1 (FFMus Le dialogue) (action/bet-too-small)`;
 * in English the message as it is (`path: detail (rule) (code)`).
 *
 * An action refused about seats (the engine's `seats`) leads with the sentence in that language,
 * naming the seats as the screens do — the player's name when the record has `players`, else the
 * place counted from 1 — then the rule and the code, then the file's own value, labelled as such
 * (the action's `"seat"`, or the deal's `"esku"`, counted from 0 as the format counts it): the engine's English detail, which
 * numbers the seats from 0 (« seat 2 cannot speak: it is seat 0's turn »), is not shown beside a
 * sentence saying « place 3 » and « place 1 »: a judge read two different players. A hand's problem
 * (`hands[0][3]`: a fifth card, a sota's suit needed) has the file's index in its path: no tail.
 * `actions[0]: La place 3 ne peut pas parler : c’est à la place 1 de parler (FFMus art. 9)
 * (action/not-your-turn) — dans le fichier : "seat": 2`; in English `actions[0]: Seat 3 cannot speak:
 * it is seat 1’s turn (FFMus art. 9) (action/not-your-turn) — in the file: "seat": 2`.
 */
import { errorSeatSentence, problemDetail } from '../../shared/i18n/errors.js';
import type { ProblemDetail } from '../../shared/format/problem-detail.js';
import type { Lang, SeatNames } from '../../shared/i18n/index.js';
import type { ErrorCode } from '../../shared/errors/index.js';
import type { ErrorSeats } from '../../shared/types.js';
import { cliT } from './labels.js';

/**
 * A problem as the readers give it: its message (the JSON path first, `$: ` for the whole file), its
 * code, and, for the engine's, the JSON path, the rule and the seats it is about.
 */
export interface ProblemLike {
  message: string;
  code: ErrorCode | string;
  /** The JSON path of the field at fault (`actions[0]`), when the reader gives it apart. */
  path?: string;
  /** The rule that forbids it (`FFMus art. 9`), when the reader gives it apart. */
  rule?: string;
  seats?: ErrorSeats;
  /** The names or figures it is about (`EngineError.params`), said by its `code#names` sentence. */
  params?: Readonly<Record<string, string | number>>;
  /** The gate's detail as data (`shared/format/problem-detail.ts`): the message's English words after the path, said in `lang`. */
  detail?: ProblemDetail;
}

/**
 * One problem as one line (no file name): in `lang`, see the module's comment. A problem about seats
 * with its JSON path: `path: sentence (rule) (code) — in the file: "seat": N`; the engine's other
 * refusals with their JSON path and no detail as data, in fr, eu, es: `path: sentence (rule) (code)`,
 * the sentence saying the figures of the English message (`params`: the least, the amount, the team),
 * which is not shown; a tournament's, a hub's or the library's refusal carrying `params` the same,
 * its lead the option typed or the file, or none; any other: the detail and the code once, then the sentence (in English only
 * when it names seats).
 * @param names the players' names by seat (mus-match/1 `players`), to name the seats a problem is about
 */
export function problemText(p: ProblemLike, lang: Lang, names?: SeatNames): string {
  const message = messageIn(p, lang);
  const detail = message.includes(`(${p.code})`) ? message : `${message} (${p.code})`;
  if (p.seats && p.path) {
    const rule = p.rule ? ` (${p.rule})` : '';
    // a hand's path (`hands[0][3]`) is the file's own index already: no field to quote
    const inFile = HAND_PATH.test(p.path) ? '' : ` — ${cliT(lang)('inFile', { value: fileValue(p.path, p.seats.seat) })}`;
    return `${p.path}: ${errorSeatSentence(p, lang, names)}${rule} (${p.code})${inFile}`;
  }
  if (lang !== 'en' && !p.detail && !p.seats && (engineRefusal(p) || (Boolean(p.params) && NAMED_CODE.test(p.code)))) {
    // the sentence says the figures the English message gave (`params`), and the message is not said
    // beside it; the lead is the problem's path (the JSON path, the option typed, the file), none for
    // a command's refusal as a whole
    const rule = p.rule ? ` (${p.rule})` : '';
    return `${p.path ? `${p.path}: ` : ''}${errorSeatSentence(p, lang, names)}${rule} (${p.code})`;
  }
  return lang === 'en' && !p.seats ? detail : `${detail} — ${errorSeatSentence(p, lang, names)}`;
}

/**
 * True for the engine's refusal of a file: no detail as data, and its message leads with its JSON path
 * (not a caller's own words, as `--rules: …`).
 */
function engineRefusal(p: ProblemLike): boolean {
  return Boolean(p.path) && ENGINE_CODE.test(p.code) && p.message.startsWith(`${p.path}: `);
}

/**
 * A tournament's, a hub's or the library's refusal codes: they say what they are about as `params`
 * (the pair ids, team names, round and table numbers, counts; a `code#say` or `code#names` sentence),
 * not as English words.
 */
const NAMED_CODE = /^(tournament|hub|library)\//;

/**
 * A problem's message in `lang`: the gate's detail (`detail`) said in that language after what leads
 * it (the JSON path, `deals[0].esku: `, or nothing); the message as it is in English, or when it
 * carries no detail (the engine's, a reader's own).
 */
function messageIn(p: ProblemLike, lang: Lang): string {
  if (!p.detail || lang === 'en') return p.message;
  const english = problemDetail(p.detail, 'en');
  if (!p.message.endsWith(english)) return p.message;
  return `${p.message.slice(0, p.message.length - english.length)}${problemDetail(p.detail, lang)}`;
}

/**
 * The rules engine's codes (`shared/errors/`: an action, the hands, the record, the rules, the match):
 * their sentences say all their message says (with `params`); a tournament's, a hub's… may not yet.
 */
const ENGINE_CODE = /^(action|hands|record|rules|match)\//;

/** A path that ends at a hand or one of its cards (`deals[1].hands[2]`, `hands[0][3]`): the seat is the hand's index in the file. */
const HAND_PATH = /hands\[\d+\](\[\d+\])?$/;

/**
 * The file's own value a problem about seats is at, as JSON writes it: the field its path ends with
 * (`deals[1].esku` → `"esku": 2`), else the `"seat"` of the action at that path (`actions[0]` →
 * `"seat": 2`): the seat numbers of the file, counted from 0.
 */
function fileValue(path: string, seat: number): string {
  const field = /\.([A-Za-z]\w*)$/.exec(path)?.[1] ?? 'seat';
  return `"${field}": ${seat}`;
}

/**
 * A problem without its `seats`, its `detail` and its `params` (the data of its sentence in a person's language),
 * for the JSON outputs (`settle --json -` lines, `library import --json`): their errors stay `{path,
 * message, code, rule?}` (docs/formats.md); the seat numbers and the detail are in the message.
 */
export function withoutSeats<P extends { seats?: ErrorSeats; detail?: ProblemDetail; params?: unknown }>(p: P): Omit<P, 'seats' | 'detail' | 'params'> {
  if (p.seats === undefined && p.detail === undefined && p.params === undefined) return p;
  const { seats: _seats, detail: _detail, params: _params, ...rest } = p;
  return rest;
}

/**
 * The players' names of a record as read, before or after the gate (`players` of mus-match/1), to
 * name the seats of its problems: a value that is not a string names no seat; none when the record
 * has no such list.
 */
export function playersOf(record: unknown): SeatNames | undefined {
  const players = record !== null && typeof record === 'object' ? (record as { players?: unknown }).players : undefined;
  return Array.isArray(players) ? players.map((n: unknown) => (typeof n === 'string' ? n : undefined)) : undefined;
}
