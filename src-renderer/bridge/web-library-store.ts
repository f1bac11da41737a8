/**
 * The browser library's storage shape and what the web bridge needs of it at start: keeping the
 * match being played when it is put away ({@link archiveLiveMatch}). The rest of the library
 * (`web-library.ts`: list, search, import, judge, standings) is loaded on first use.
 */
import type { MatchEntry, MatchSetup } from '../../shared/index.js';
import type { CorrectionInfo } from '../../shared/bridge/library/library-contract.js';
import type { TableSession } from '../../shared/session/table-session.js';
import { StorageJournal } from './storage-journal.js';

/** Prefix of the storage keys of the library's matches (distinct from the web bridge's `mus.journal.*` and `mus.settings`). */
export const LIBRARY_PREFIX = 'mus:library:';

/** One stored match (the value of `mus:library:<id>`, JSON). */
export interface StoredMatch {
  /** Format version of this value. */
  v: 1;
  id: string;
  /** ISO time the match started (the file's `created`), else when it was imported. */
  created: string;
  /** ISO time of the import. */
  imported: string;
  setup: MatchSetup;
  /** The effective match log (after corrections). */
  log: MatchEntry[];
  /** The judge's corrections, in order. */
  corrections: CorrectionInfo[];
}

/** A match id (the storage key's tail): letters, digits, `.`, `_`, `-`, at most 64. */
export const ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A deep copy of plain JSON data (requests come from the UI, stored values must not alias them). */
export const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/**
 * Keeps the match being played in the page in the library before the web bridge drops its journal
 * (a new match, or "close"): stored as `mus:library:<id>` with its start time and the judge's
 * corrections read from the journal, so a finished (or abandoned) match stays listed, exportable
 * and judgeable. A match with no entry yet is not kept. Does nothing if the id is already stored.
 */
export function archiveLiveMatch(storage: Storage, s: TableSession, now: Date): void {
  if (s.match.log.length === 0 || !ID.test(s.id)) return;
  const key = LIBRARY_PREFIX + s.id;
  if (storage.getItem(key) !== null) return;
  const recs = new StorageJournal(storage).load();
  const first = recs[0];
  const mine = first && first.t === 'setup' && first.id === s.id;
  const corrections: CorrectionInfo[] = [];
  if (mine) for (const r of recs) if (r.t === 'correction') corrections.push({ from: r.from, entries: r.entries.length, who: r.who, when: r.when, why: r.why });
  const at = now.toISOString();
  const stored: StoredMatch = {
    v: 1, id: s.id, created: mine && first.t === 'setup' ? first.created : at, imported: at,
    setup: copy(s.match.setup), log: copy(s.match.log), corrections,
  };
  storage.setItem(key, JSON.stringify(stored));
}
