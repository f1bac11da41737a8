/** Shared helpers of the journal and library tests: the example match and real journals of it. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromMatchRecord, type LiveMatch, type MatchEntry, type MatchRecord } from '../../../shared/index.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { JournalWriter } from '../../../src-main/journal/journal-writer.js';
import { JOURNAL_FORMAT } from '../../../src-main/journal/codec.js';
import { itemAt } from '../../helpers/item-at.js';

/** The full example match record (FFMus, 24 deals, won 3-2 by team A). */
export const fullRecord: MatchRecord = (JSON.parse(readFileSync(new URL('../../fixtures/match-ffmus-full.json', import.meta.url), 'utf8')) as { record: MatchRecord }).record;

/** The full example match, live. */
export const fullMatch: LiveMatch = (() => {
  const m = fromMatchRecord(fullRecord);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
})();

/** Its log: 391 actions and 24 shown hands. */
export const plan: MatchEntry[] = fullMatch.log;

const made: string[] = [];

/** A fresh temporary folder, removed by {@link removeTempDirs}. */
export function tempDir(prefix = 'mus-test-'): string {
  const d = mkdtempSync(join(tmpdir(), prefix));
  made.push(d);
  return d;
}

/** Removes the temporary folders made by this test file (call in `afterAll`). */
export function removeTempDirs(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/**
 * Writes a real journal: the setup, then the first `entries` entries of the example match, with an
 * undo and a redo after every 10th entry.
 */
export function writeJournal(path: string, entries: number, id = 'm1', sync: 'fdatasync' | 'none' = 'none'): TableSession {
  const created = '2026-11-22T10:00:00.000Z';
  const w = JournalWriter.create(path, { format: JOURNAL_FORMAT, id, created }, { sync });
  const s = TableSession.create(fullMatch.setup, { id, created, journal: w });
  for (let i = 0; i < entries; i++) {
    const r = s.entry(itemAt(plan, i), 'test');
    if (!r.ok) throw new Error(r.error.message);
    if (i % 10 === 9) {
      s.undo('test');
      s.redo('test');
    }
  }
  w.close();
  return s;
}
