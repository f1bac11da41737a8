/**
 * Names, dates, scores and numbers too large (issue 25 §4): the rules of `shared/format/fields.ts`
 * and the gate's messages, which show the value given.
 */
import { describe, expect, it } from 'vitest';
import { dateProblem, dateTimeProblem, nameProblem, shown } from '../../../shared/format/fields.js';
import { gateFile } from '../../../shared/format/gate.js';
import { checkFile } from '../../../shared/format/check.js';

const deal = (patch: Record<string, unknown>) => ({ format: 'mus-deal/1', actions: [], ...patch });

describe('names', () => {
  it('accepts 1 to 100 characters of any script, emoji included', () => {
    for (const n of ['Peio', 'Peña / Ñuñez', 'Лаза', '伊里戈', 'Ane 🂡', 'x'.repeat(100), ' Padded ']) expect(nameProblem(n), n).toBeNull();
  });

  it('refuses empty, blank, too long, controls, bidi controls and lone surrogates, showing the value', () => {
    expect(nameProblem('')?.message).toBe('"" is empty: a name is a text of 1 to 100 characters, without control or writing-direction characters');
    expect(nameProblem(' \t ')?.code).toBe('format/bad-name');
    expect(nameProblem('x'.repeat(101))?.message).toContain('has 101 characters');
    expect(nameProblem('\u0000=1+1')?.message).toBe('"\\u0000=1+1" holds U+0000, a control character, at character 1: a name is a text of 1 to 100 characters, without control or writing-direction characters');
    expect(nameProblem('a\u000bb')?.message).toContain('holds U+000B, a control character, at character 2');
    expect(nameProblem('a\u001f')?.message).toContain('U+001F');
    expect(nameProblem('a\u0085')?.message).toContain('U+0085, a control character');
    expect(nameProblem('\u202easaL')?.message).toBe('"\\u202easaL" holds U+202E, a writing-direction (bidi) control, at character 1: a name is a text of 1 to 100 characters, without control or writing-direction characters');
    expect(nameProblem('a\u2066b\u2069')?.message).toContain('U+2066');
    expect(nameProblem('a\u2028b')?.message).toContain('a line separator');
    expect(nameProblem('Lasa \ud800')?.message).toBe('"Lasa \\ud800" holds U+D800, a lone surrogate (half of a character), at character 6: a name is a text of 1 to 100 characters, without control or writing-direction characters');
    expect(nameProblem('\udc00x')?.message).toContain('U+DC00');
    expect(nameProblem(5)?.message).toContain('5 is not a name');
    expect(nameProblem('x'.repeat(150), 200)).toBeNull();
    expect(shown('y'.repeat(70))).toBe(`"${'y'.repeat(60)}…"`);
  });
});

describe('dates', () => {
  it('a day YYYY-MM-DD is a real one from 1970 to 2199', () => {
    for (const d of ['2026-11-27', '2024-02-29', '1970-01-01', '2199-12-31', '2000-02-29']) expect(dateProblem(d), d).toBeNull();
    for (const d of ['2026-02-30', '2023-02-29', '1900-02-29', '1969-12-31', '2200-01-01', '0000-01-01', '2026-13-01', '2026-11-27x', '27/11/2026', 20261127]) {
      expect(dateProblem(d)?.code, String(d)).toBe('format/bad-date');
    }
    expect(dateProblem('2026-02-30')?.message).toBe('"2026-02-30" is not a date: a real day YYYY-MM-DD from 1970 to 2199');
  });

  it('a date and time is ISO 8601 on a real day, a real time, an offset up to 14 hours', () => {
    for (const d of ['2026-11-27T20:30:00Z', '2026-11-27T20:30Z', '2026-11-27T20:30:00.123Z', '2026-11-27T20:30:00+01:00', '1970-01-01T00:00:00.000Z', '2199-12-31T23:59:59-14:00']) {
      expect(dateTimeProblem(d), d).toBeNull();
    }
    for (const d of ['2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-11-27T24:00:00Z', '2026-11-27T20:60:00Z', '2026-11-27T20:30:60Z', '2026-11-27T20:30:00+15:00', '2026-11-27 20:30:00Z', '2026-11-27T20:30:00']) {
      expect(dateTimeProblem(d)?.code, d).toBe('format/bad-date');
    }
    expect(dateTimeProblem('9999-12-31T23:59:59Z')?.message).toBe('"9999-12-31T23:59:59Z" is not a date and time: ISO 8601 (e.g. "2026-11-27T20:30:00Z"), a real day from 1970 to 2199');
  });
});

describe('the gate', () => {
  it('a number too large is refused as written, at its path (not "null is not a seat")', () => {
    const r = gateFile('{"format":"mus-deal/1","esku":1e400,"actions":[]}');
    expect(r.ok ? null : r.error.problems).toEqual([{ path: 'esku', code: 'format/bad-number', message: 'esku: 1e400 (too large: no field of the format holds a number that size)', detail: { key: 'format/bad-number', params: { value: '1e400' } } }]);
    const r2 = gateFile(`{"format":"mus-deal/1","actions":[{"phase":"grande","seat":0,"act":"bet","amount":-${'9'.repeat(400)}}]}`);
    expect(r2.ok ? null : r2.error.problems[0].message).toBe(`actions[0].amount: -${'9'.repeat(39)}… (too large: no field of the format holds a number that size)`);
    expect(gateFile('{"format":"mus-deal/1","esku":1e300,"actions":[]}').ok).toBe(false); // finite: the schema's (a seat)
    expect(gateFile('{"format":"mus-deal/1","esku":1.5e2,"actions":[]}').ok).toBe(false);
  });

  it('a score gives both teams: one left out is refused, never taken as 0', () => {
    expect(checkFile(deal({ score: { A: 10 } }))).toEqual([{ path: 'score.B', code: 'schema/required', message: 'score.B: is missing', detail: { key: 'schema/required' } }]);
    expect(checkFile(deal({ score: { B: 3 } }))[0]!.path).toBe('score.A');
  });

  it('a JSON value that is not an object, or another format, is named', () => {
    expect(checkFile([1, 2])).toEqual([{ path: '$', code: 'record/not-an-object', message: '$: a file of the formats is a JSON object {"format": …}, not a list', detail: { key: 'record/not-an-object#list' } }]);
    expect(checkFile({ format: 'mus-tournament/1' })[0]!.message).toBe('format: "mus-tournament/1" is not a known format (mus-deal/1, mus-match/1)');
  });
});
