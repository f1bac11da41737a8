/**
 * Where the browser's library keeps its matches: one localStorage key per match,
 * `mus:library:<id>`, holding a {@link StoredMatch} (shared/library/stored-match.ts), and what the
 * page needs of it at start: keeping the match being played when it is put away
 * ({@link archiveLiveMatch}). The library itself (`web-library.ts` over the shared
 * `stored-library.ts`) is loaded on first use.
 */
import type { MatchStore } from '../../shared/library/stored-library.js';
import { storedMatchOf } from '../../shared/library/stored-match.js';
import type { TableSession } from '../../shared/session/table-session.js';
import { StorageJournal } from './storage-journal.js';

export type { StoredMatch } from '../../shared/library/stored-match.js';

/** Prefix of the storage keys of the library's matches (distinct from the web bridge's `mus.journal.*` and `mus.settings`). */
export const LIBRARY_PREFIX = 'mus:library:';

/** The library's matches in a `Storage`: `mus:library:<id>` keys. `write` throws when the storage is full. */
export function storageMatchStore(storage: Storage): MatchStore {
  const keyOf = (id: string) => `${LIBRARY_PREFIX}${id}`;
  return {
    ids() {
      const ids: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i);
        if (k?.startsWith(LIBRARY_PREFIX)) ids.push(k.slice(LIBRARY_PREFIX.length));
      }
      return ids;
    },
    read: (id) => storage.getItem(keyOf(id)),
    write: (id, text) => storage.setItem(keyOf(id), text),
    remove: (id) => storage.removeItem(keyOf(id)),
  };
}

/**
 * Keeps the match being played in the page in the library before the web bridge drops its journal
 * (a new match, or "close"): stored with its start time and the judge's corrections read from the
 * journal, so a finished (or abandoned) match stays listed, exportable and judgeable. A match with
 * no entry yet is not kept. Does nothing if the id is already stored.
 */
export function archiveLiveMatch(storage: Storage, s: TableSession, now: Date): void {
  const store = storageMatchStore(storage);
  if (store.read(s.id) !== null) return;
  const stored = storedMatchOf(s, new StorageJournal(storage).load(), now);
  if (stored) store.write(s.id, JSON.stringify(stored));
}
