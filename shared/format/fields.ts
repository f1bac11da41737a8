/**
 * The rules of the free-text and date fields of every format (docs/formats.md, "Names and dates"):
 * one definition, used by the file gate (`gate.ts`: `mus check`, `settle`, `replay`, the library's
 * import, tournament files), by the hub's record intake and by the table when it reopens a journal,
 * so the same name or date gets the same answer everywhere. Pure and total.
 *
 * Every message shows the value given (escaped, so a control character is seen, not obeyed).
 */
import type { FormatCode } from '../errors/index.js';

/** Characters of a person's, a team's or a club's name. */
export const NAME_MAX = 100;

/** The years a date may fall in (inclusive): the clock of a machine that scored a game of mus. */
export const YEARS = { min: 1970, max: 2199 } as const;

/**
 * Characters no name may hold: C0 and C1 controls (NUL, U+000B, U+001F, DEL…), the line and
 * paragraph separators, the bidi marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069: a right-to-left override turns "Lasa" into "asaL" on a sheet), and
 * a lone surrogate (half of a character, which no font draws and no file can be saved with).
 */
export const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What a forbidden character is, for the message. */
function kindOf(c: number): string {
  if (c >= 0xd800 && c <= 0xdfff) return 'a lone surrogate (half of a character)';
  if (c <= 0x1f || (c >= 0x7f && c <= 0x9f)) return 'a control character';
  if (c === 0x2028 || c === 0x2029) return 'a line separator';
  return 'a writing-direction (bidi) control';
}

const hex = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * A value as the user typed it, for a message: JSON-quoted, every control, bidi and lone-surrogate
 * character written `\uXXXX`, cut after 60 characters.
 */
export function shown(v: unknown): string {
  if (typeof v !== 'string') return JSON.stringify(v) ?? String(v);
  const cut = v.length > 60 ? `${v.slice(0, 60)}…` : v;
  return JSON.stringify(cut).replace(new RegExp(FORBIDDEN.source, 'g'), (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A problem with a field: its code and the sentence after `path: `. */
export interface FieldProblem {
  code: Extract<FormatCode, 'format/bad-name' | 'format/bad-date'>;
  message: string;
}

/**
 * Why a name is refused, or null: a text of 1 to `max` characters, not only spaces, without a
 * control, bidi-control or lone-surrogate character.
 */
export function nameProblem(v: unknown, max: number = NAME_MAX): FieldProblem | null {
  const rule = `a name is a text of 1 to ${max} characters, without control or writing-direction characters`;
  if (typeof v !== 'string') return { code: 'format/bad-name', message: `${shown(v)} is not a name: ${rule}` };
  if (v.trim() === '') return { code: 'format/bad-name', message: `${shown(v)} is empty: ${rule}` };
  if (v.length > max) return { code: 'format/bad-name', message: `${shown(v)} has ${v.length} characters: ${rule}` };
  const m = FORBIDDEN.exec(v);
  if (m) {
    const c = v.charCodeAt(m.index);
    return { code: 'format/bad-name', message: `${shown(v)} holds ${hex(c)}, ${kindOf(c)}, at character ${m.index + 1}: ${rule}` };
  }
  return null;
}

/** Whether a text holds a character no name may hold (see {@link nameProblem}): a control, a bidi control, a lone surrogate. */
export function hasForbiddenChar(v: string): boolean {
  return FORBIDDEN.test(v);
}

/**
 * Why the names and the creation time of a match's setup (a journal's first record, as the table
 * reopens it and as the hub takes it in) are refused, or null: the same rules as in a match file.
 * Shapes are the reader's to check; only strings are looked at here.
 */
export function setupFieldsProblem(setup: unknown, created: unknown): (FieldProblem & { path: string }) | null {
  const s = (typeof setup === 'object' && setup !== null ? setup : {}) as { teams?: unknown; players?: unknown };
  const teams = (typeof s.teams === 'object' && s.teams !== null ? s.teams : {}) as Record<string, unknown>;
  for (const k of ['A', 'B']) {
    const p = typeof teams[k] === 'string' ? nameProblem(teams[k]) : null;
    if (p) return { ...p, path: `setup.teams.${k}` };
  }
  if (Array.isArray(s.players)) {
    for (const [i, n] of s.players.entries()) {
      const p = typeof n === 'string' ? nameProblem(n) : null;
      if (p) return { ...p, path: `setup.players[${i}]` };
    }
  }
  const d = created === undefined || created === null ? null : dateTimeProblem(created);
  return d ? { ...d, path: 'created' } : null;
}

/** Whether year, month, day make a day of the calendar within {@link YEARS}. */
function realDay(y: number, mo: number, d: number): boolean {
  if (y < YEARS.min || y > YEARS.max || mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = mo === 2 ? (leap ? 29 : 28) : mo === 4 || mo === 6 || mo === 9 || mo === 11 ? 30 : 31;
  return d <= days;
}

/** Whether the year, month and day digits matched (`undefined` when a group did not) make a {@link realDay}. */
function realDayOf(y: string | undefined, mo: string | undefined, d: string | undefined): boolean {
  return y !== undefined && mo !== undefined && d !== undefined && realDay(+y, +mo, +d);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** Why a date `YYYY-MM-DD` is refused, or null: a real day from 1970-01-01 to 2199-12-31. */
export function dateProblem(v: unknown): FieldProblem | null {
  const m = typeof v === 'string' ? DATE_ONLY.exec(v) : null;
  if (m && realDayOf(m[1], m[2], m[3])) return null;
  return { code: 'format/bad-date', message: `${shown(v)} is not a date: a real day YYYY-MM-DD from ${YEARS.min} to ${YEARS.max}` };
}

/**
 * Why a date and time (ISO 8601, `2026-11-27T20:30:00Z`, seconds and fraction optional, `Z` or an
 * offset up to ±14:00) is refused, or null: a real day from 1970 to 2199, hours 00-23, minutes and
 * seconds 00-59.
 */
export function dateTimeProblem(v: unknown): FieldProblem | null {
  const m = typeof v === 'string' ? DATE_TIME.exec(v) : null;
  if (m && dateTimeOk(m)) return null;
  return { code: 'format/bad-date', message: `${shown(v)} is not a date and time: ISO 8601 (e.g. "2026-11-27T20:30:00Z"), a real day from ${YEARS.min} to ${YEARS.max}` };
}

/** The day, hours 00-23, minutes and seconds 00-59 and an offset up to ±14:00 of a {@link DATE_TIME} match. */
function dateTimeOk([, y, mo, d, h, min, sec, zone, , offH, offM]: RegExpExecArray): boolean {
  if (!realDayOf(y, mo, d) || h === undefined || +h > 23 || min === undefined || +min > 59 || (sec !== undefined && +sec > 59)) return false;
  return zone === 'Z' || (offH !== undefined && offM !== undefined && +offH * 60 + +offM <= 14 * 60 && +offM <= 59);
}
