/**
 * A correction's `who` and `when` (docs/formats.md, `mus-journal/1`): checked where a correction is
 * made (`TableSession.correct`: refused, naming the field, nothing journaled), and flagged — not
 * refused — where a journal already holding one is reopened (`TableSession.recover`): the match
 * depends on the correction, and the table is not locked out of its own data.
 */
import { describe, expect, it } from 'vitest';
import { TableSession, type JournalSink } from '../../../shared/session/table-session.js';
import type { JournalInput, JournalRecord } from '../../../shared/session/journal-records.js';
import { correctionFieldsProblem } from '../../../shared/session/correction-fields.js';
import { errorText } from '../../../shared/i18n/errors.js';
import type { MatchEntry } from '../../../shared/index.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };
const CUT: MatchEntry = { type: 'action', action: { phase: 'mus', seat: 0, act: 'cut' } };
const WHEN = '2026-11-27T20:30:00.000Z';

function session() {
  const written: JournalInput[] = [];
  const sink: JournalSink = { append: (r) => void written.push(r) };
  const s = TableSession.create(SETUP, { id: 'm', created: '2026-11-27T20:00:00.000Z', journal: sink });
  expect(s.entry(CUT, 'test').ok).toBe(true);
  return { s, written };
}

describe('making a correction checks who and when', () => {
  const BAD: { name: string; who: string; when: string; code: string; path: string; shown: string }[] = [
    { name: 'a NUL in who', who: 'Etx\u0000art', when: WHEN, code: 'judge/bad-who', path: 'who', shown: 'U+0000, a control character, at character 4' },
    { name: 'a right-to-left override in who', who: 'Ma\u202eite', when: WHEN, code: 'judge/bad-who', path: 'who', shown: 'U+202E, a writing-direction (bidi) control, at character 3' },
    { name: 'who over 100 characters', who: 'x'.repeat(101), when: WHEN, code: 'judge/bad-who', path: 'who', shown: 'has 101 characters' },
    { name: 'when "nope"', who: 'Etxart', when: 'nope', code: 'judge/bad-when', path: 'when', shown: '"nope" is not a date and time' },
    { name: 'when on 30 February', who: 'Etxart', when: '2026-02-30T10:00:00Z', code: 'judge/bad-when', path: 'when', shown: 'is not a date and time' },
  ];
  for (const b of BAD) {
    it(`${b.name}: refused naming the field, nothing journaled, the match unchanged`, () => {
      const { s, written } = session();
      const before = written.length;
      const told: string[] = [];
      s.subscribe((_x, e) => told.push(e.error?.code ?? 'change'));
      const r = s.correct(0, [CUT], { who: b.who, when: b.when, why: 'a typing slip' });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect({ code: r.error.code, path: r.error.path }).toEqual({ code: b.code, path: b.path });
      expect(r.error.message.startsWith(`${b.path}: `)).toBe(true);
      expect(r.error.message).toContain(b.shown);
      // the value is shown escaped: the control is seen, not obeyed
      expect(r.error.message).not.toMatch(/[\u0000\u202e]/);
      expect(written.length).toBe(before);
      expect(s.match.log).toEqual([CUT]);
      expect(told).toEqual([]);
    });
  }

  it('the error names the field in the four languages', () => {
    for (const code of ['judge/bad-who', 'judge/bad-when'] as const) {
      const field = code === 'judge/bad-who' ? '(who)' : '(when)';
      for (const lang of ['fr', 'eu', 'es', 'en'] as const) expect(errorText({ code }, lang), `${code} ${lang}`).toContain(field);
    }
  });

  it('a name as a player’s and the time the app writes are taken', () => {
    const { s, written } = session();
    const r = s.correct(0, [CUT], { who: 'Jean-Pierre Etxeberri', when: new Date(Date.UTC(2026, 10, 27, 20, 30)).toISOString(), why: 'a typing slip' });
    expect(r.ok).toBe(true);
    expect(written.at(-1)).toMatchObject({ t: 'correction', who: 'Jean-Pierre Etxeberri', when: '2026-11-27T20:30:00.000Z' });
    expect(correctionFieldsProblem('Maite', '2026-11-27T21:30:00+01:00')).toBeNull();
  });

  it('an empty who is still judge/who-missing', () => {
    const { s } = session();
    const r = s.correct(0, [CUT], { who: '  ', when: WHEN, why: 'x' });
    expect(r.ok ? null : r.error.code).toBe('judge/who-missing');
  });
});

describe('reopening a journal that holds a correction with a bad who or when', () => {
  const records = (who: string, when: string): JournalRecord[] => [
    { seq: 0, t: 'setup', setup: SETUP, id: 'm', created: '2026-11-27T20:00:00.000Z' },
    { seq: 1, t: 'entry', entry: CUT, source: 'test' },
    { seq: 2, t: 'correction', from: 0, entries: [CUT], who, when, why: 'written before the check' },
    { seq: 3, t: 'correction', from: 0, entries: [CUT], who: 'Etxart', when, why: 'again' },
  ];

  it('the match is recovered as written, with a notice naming the record and the field', () => {
    const r = TableSession.recover(records('Ma\u202eite', 'nope'), null);
    expect(r.error).toBeNull();
    expect(r.session?.match.log).toEqual([CUT]);
    expect(r.notices).toEqual([
      { code: 'judge/bad-who', params: { seq: 2, line: 4, field: 'who' } },
      { code: 'judge/bad-when', params: { seq: 3, line: 5, field: 'when' } },
    ]);
    expect(r.warnings[0]).toMatch(/^record 2 \(line 4\), a correction: who: "Ma\\u202eite" holds U\+202E.*\(judge\/bad-who\); kept as written/);
    expect(r.warnings[1]).toMatch(/^record 3 \(line 5\), a correction: when: "nope" is not a date and time/);
  });

  it('a clean journal has no notice', () => {
    const r = TableSession.recover(records('Etxart', WHEN), null);
    expect(r.session).not.toBeNull();
    expect([r.notices, r.warnings]).toEqual([[], []]);
  });
});
