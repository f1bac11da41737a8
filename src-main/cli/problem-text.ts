/**
 * A problem of a file (the gate's or the engine's) as the command line prints it, in the language of
 * `--lang`: the detail as the gate or the engine wrote it — the JSON path first, so that a list of
 * problems reads by path, and nothing the detail names (the value given, the line and column, the
 * seat numbers of the file) is lost — then the sentence in that language (the one the app shows
 * beside a JSON path, `shared/i18n/errors/`): `path: detail (rule) (code) — sentence`.
 * An action refused about seats (the engine's `seats`) names them as the screens do — the player's
 * name when the record has `players`, else the place counted from 1 — in every language, English
 * too: `actions[0]: seat 2 cannot speak: it is seat 0's turn at grande (FFMus art. 9)
 * (action/not-your-turn) — La place 3 ne peut pas parler : c’est à la place 1 de parler`; in
 * English, `… — Seat 3 cannot speak: it is seat 1’s turn`. Any other problem in English is the
 * detail alone (the code's English sentence would only repeat it).
 */
import { errorSeatSentence } from '../../shared/i18n/errors.js';
import type { Lang, SeatNames } from '../../shared/i18n/index.js';
import type { ErrorCode } from '../../shared/errors/index.js';
import type { ErrorSeats } from '../../shared/types.js';

/** A problem as the readers give it: its message (the JSON path first, `$: ` for the whole file), its code, and the seats it is about (the engine's). */
export interface ProblemLike {
  message: string;
  code: ErrorCode | string;
  seats?: ErrorSeats;
}

/**
 * One problem as one line (no file name): the detail and the code once, then the sentence in `lang`
 * (in English only when it names seats).
 * @param names the players' names by seat (mus-match/1 `players`), to name the seats a problem is about
 */
export function problemText(p: ProblemLike, lang: Lang, names?: SeatNames): string {
  const detail = p.message.includes(`(${p.code})`) ? p.message : `${p.message} (${p.code})`;
  return lang === 'en' && !p.seats ? detail : `${detail} — ${errorSeatSentence(p, lang, names)}`;
}

/**
 * A problem without its `seats`, for the JSON outputs (`settle --json -` lines, `library import
 * --json`): their errors stay `{path, message, code, rule?}` (docs/formats.md); the seat numbers are
 * in the message.
 */
export function withoutSeats<P extends { seats?: ErrorSeats }>(p: P): Omit<P, 'seats'> {
  if (p.seats === undefined) return p;
  const { seats: _seats, ...rest } = p;
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
