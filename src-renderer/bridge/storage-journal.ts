/**
 * The match journal of web mode: one localStorage key per record (`mus.journal.<n>`), so appending
 * costs the same at the first action and the thousandth, and a reload of the control tab resumes
 * the match where it was.
 */
import type { JournalSink } from '../../shared/session/table-session.js';
import type { JournalInput, JournalRecord } from '../../shared/session/journal-records.js';

const PREFIX = 'mus.journal';

/** A {@link JournalSink} in a `Storage` (localStorage). `append` throws when the storage is full. */
export class StorageJournal implements JournalSink {
  private n: number;

  constructor(private readonly storage: Storage) {
    this.n = Number(storage.getItem(`${PREFIX}.count`) ?? 0) || 0;
  }

  /** Drops every record (a new match starts). */
  reset(): void {
    for (let i = 0; i < this.n; i++) this.storage.removeItem(`${PREFIX}.${i}`);
    this.n = 0;
    this.storage.setItem(`${PREFIX}.count`, '0');
  }

  append(record: JournalInput): void {
    const rec = { ...record, seq: this.n } as JournalRecord;
    this.storage.setItem(`${PREFIX}.${this.n}`, JSON.stringify(rec));
    this.n++;
    this.storage.setItem(`${PREFIX}.count`, String(this.n));
  }

  /** The records saved so far (a damaged record ends the list). */
  load(): JournalRecord[] {
    const out: JournalRecord[] = [];
    for (let i = 0; i < this.n; i++) {
      const raw = this.storage.getItem(`${PREFIX}.${i}`);
      if (!raw) break;
      try {
        out.push(JSON.parse(raw) as JournalRecord);
      } catch {
        break;
      }
    }
    return out;
  }
}
