/**
 * The match library in a browser (web mode): the {@link LibraryBridge} of the web bridge. The
 * library is the shared one (`shared/library/stored-library.ts`: list, search, import, the judge's
 * view and corrections, standings); this file only gives it the browser's storage — matches under
 * `mus:library:<id>` in localStorage ({@link storageMatchStore}), the page's journal
 * (`mus.journal.*`, read only) — and the two things only a page does: refusing to resume another
 * match, and printing.
 */
import type { LibraryBridge } from '../../shared/bridge/library/library-contract.js';
import type { JournalRecord } from '../../shared/session/journal-records.js';
import type { TableSession } from '../../shared/session/table-session.js';
import { createStoredLibrary } from '../../shared/library/stored-library.js';
import { StorageJournal } from './storage-journal.js';
import { storageMatchStore } from './web-library-store.js';
import { idSuffix } from './web-random.js';

export { archiveLiveMatch, LIBRARY_PREFIX, type StoredMatch } from './web-library-store.js';

/** Options of {@link createWebLibrary}. */
export interface WebLibraryOptions {
  /** Where matches are kept (the page's localStorage; tests pass a Map-backed fake). */
  storage: Storage;
  /** The match being played in the page, or null. */
  current: () => TableSession | null;
  /** The clock (new ids, import and correction times). Default `() => new Date()`. */
  now?: () => Date;
}

/** The browser's library: the shared library over the page's `Storage`. */
export function createWebLibrary(opts: WebLibraryOptions): LibraryBridge {
  const { storage, current } = opts;
  /** The live match's journal records (read only), when they belong to it. */
  const liveRecords = (): JournalRecord[] => {
    const s = current();
    const recs = s ? new StorageJournal(storage).load() : [];
    const setup = recs[0];
    return s && setup?.t === 'setup' && setup.id === s.id ? recs : [];
  };
  const shared = createStoredLibrary({ store: storageMatchStore(storage), current, liveRecords, now: opts.now ?? (() => new Date()), suffix: idSuffix });
  return {
    ...shared,
    /** In a browser only the match in the page can be played: resuming another is refused. */
    async resume(id: string) {
      const s = current();
      if (s && s.id === id) return { ok: true as const, value: null };
      return { ok: false as const, error: { code: 'library/resume-unavailable', message: 'in a browser only the match of this page can be played; use the desktop app to go on with another match' } };
    },
    async printPdf(title: string) {
      if (typeof document === 'undefined' || typeof window === 'undefined') return { ok: false as const, error: { code: 'library/no-print', message: 'printing needs a browser page' } };
      const before = document.title;
      document.title = String(title);
      try {
        window.print();
      } finally {
        document.title = before;
      }
      return { ok: true as const, value: null };
    },
  };
}
