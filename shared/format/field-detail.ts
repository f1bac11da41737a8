/**
 * What the field rules (`fields.ts`) say of a name or a date they refuse, as data for a person's
 * language (`format/bad-name#…`, `format/bad-date#…`: `problem-detail.ts`; their English words are
 * the messages of `fields.ts`, the same rules taken in the same order). A module of its own, used by
 * the file gate (`gate.ts`), so that the readers of names that load at start (the table's session,
 * the setup) carry none of it.
 */
import type { NameCharKind, ProblemDetail } from './problem-detail.js';
import { FORBIDDEN, NAME_MAX, shown, YEARS } from './fields.js';

/** What a forbidden character is (the same kinds as the messages of `fields.ts`). */
function kindOf(c: number): NameCharKind {
  if (c >= 0xd800 && c <= 0xdfff) return 'surrogate';
  if (c <= 0x1f || (c >= 0x7f && c <= 0x9f)) return 'control';
  return c === 0x2028 || c === 0x2029 ? 'separator' : 'bidi';
}

/**
 * What `nameProblem` says of a value it refuses, as data: the rule it breaks first (not a text,
 * empty, too long, a forbidden character: its code point, kind and place from 1), the value as shown.
 */
export function nameDetail(v: unknown, max: number = NAME_MAX): ProblemDetail {
  const params: Record<string, string | number> = { value: shown(v), max };
  if (typeof v !== 'string') return { key: 'format/bad-name#type', params };
  if (v.trim() === '') return { key: 'format/bad-name#empty', params };
  if (v.length > max) return { key: 'format/bad-name#long', params: { ...params, count: v.length } };
  const at = FORBIDDEN.exec(v)?.index ?? 0;
  const c = v.charCodeAt(at);
  return { key: 'format/bad-name#char', params: { ...params, char: `U+${c.toString(16).toUpperCase().padStart(4, '0')}`, kind: kindOf(c), at: at + 1 } };
}

/** What `dateProblem` (`time` false) or `dateTimeProblem` (`time` true) says of a value they refuse, as data. */
export function dateDetail(v: unknown, time: boolean): ProblemDetail {
  return { key: time ? 'format/bad-date#time' : 'format/bad-date#date', params: { value: shown(v), ...YEARS } };
}
