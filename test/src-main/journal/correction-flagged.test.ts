/**
 * A journal file already on disk holding a correction whose `who` or `when` does not check (written
 * before they were checked, or by hand) is the club's data: it opens to write, the match as written,
 * with a warning and a notice naming the record, its line and the field — never a refusal that
 * locks the table out.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { JournalWriter } from '../../../src-main/journal/journal-writer.js';
import { JOURNAL_FORMAT } from '../../../src-main/journal/codec.js';
import { openJournal } from '../../../src-main/journal/open-journal.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { fullMatch, plan, removeTempDirs, tempDir } from './helpers.js';
import { itemAt } from '../../helpers/item-at.js';

afterAll(removeTempDirs);

/** A journal of the example match's first 12 entries, then a correction record written as given (the last entry put back as it was), then 3 more entries. */
function journalWith(who: string, when: string): string {
  const path = join(tempDir('mus-corr-'), 'm1.musj');
  const created = '2026-11-22T10:00:00.000Z';
  const w = JournalWriter.create(path, { format: JOURNAL_FORMAT, id: 'm1', created }, { sync: 'none' });
  const s = TableSession.create(fullMatch.setup, { id: 'm1', created, journal: w });
  for (let i = 0; i < 12; i++) expect(s.entry(itemAt(plan, i), 'test').ok).toBe(true);
  // the writer takes the record as it is: what an older app (or a hand) wrote
  w.append({ t: 'correction', from: 11, entries: [itemAt(plan, 11)], who, when, why: 'written before who and when were checked' });
  for (let i = 12; i < 15; i++) expect(s.entry(itemAt(plan, i), 'test').ok).toBe(true);
  w.close();
  return path;
}

describe('opening a journal that holds a correction with a bad who or when', () => {
  it('a NUL in who: opens to write, the match as written, a notice naming record 13 (line 15) and who', () => {
    const o = openJournal(journalWith('Etx\u0000art', '2026-11-22T11:00:00.000Z'), { mode: 'write', sync: 'none' });
    try {
      expect(o.problems).toEqual([]);
      expect(o.readOnly).toBe(false);
      expect(o.session?.match.log).toEqual(plan.slice(0, 15));
      expect(o.notices).toEqual([{ code: 'judge/bad-who', params: { seq: 13, line: 15, field: 'who' } }]);
      expect(o.warnings).toHaveLength(1);
      expect(o.warnings[0]).toContain('record 13 (line 15), a correction: who: "Etx\\u0000art" holds U+0000');
      expect(o.warnings[0]).not.toContain('\u0000');
      // the table goes on: the next entry is journaled after it
      expect(o.session?.entry(itemAt(plan, 15), 'test').ok).toBe(true);
    } finally {
      o.close();
    }
  });

  it('a right-to-left override in who and when "nope": read, one notice for the record (who first), the when named by the check', () => {
    const o = openJournal(journalWith('Ma\u202eite', 'nope'), { mode: 'read' });
    expect(o.problems).toEqual([]);
    expect(o.session?.match.log).toHaveLength(15);
    expect(o.notices).toEqual([{ code: 'judge/bad-who', params: { seq: 13, line: 15, field: 'who' } }]);
    const onlyWhen = openJournal(journalWith('Maite', 'nope'), { mode: 'read' });
    expect(onlyWhen.notices).toEqual([{ code: 'judge/bad-when', params: { seq: 13, line: 15, field: 'when' } }]);
    expect(onlyWhen.warnings[0]).toContain('when: "nope" is not a date and time');
  });

  it('a clean correction gives no notice', () => {
    const o = openJournal(journalWith('Maite', '2026-11-22T11:00:00.000Z'), { mode: 'read' });
    expect([o.problems, o.notices, o.warnings]).toEqual([[], [], []]);
  });
});
