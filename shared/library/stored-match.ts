/**
 * A match kept in a key-value store (a browser's library: `mus:library:<id>` in localStorage):
 * its format ({@link StoredMatch}: the setup and the effective log, not the journal) and how the
 * match being played is kept when it is put away ({@link storedMatchOf}). Light: a page loads it at
 * start; reading stored matches back is `stored-load.ts`, loaded with the library. Pure.
 */
import type { MatchEntry, MatchSetup } from '../index.js';
import type { CorrectionInfo } from '../bridge/library/library-contract.js';
import type { JournalRecord } from '../session/journal-records.js';
import type { TableSession } from '../session/table-session.js';
import { copy, correctionsOf } from './judge-view.js';

/** One stored match (the value kept under its id, JSON). */
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

/** A stored match's id (the store key's tail): letters, digits, `.`, `_`, `-`, at most 64. */
export const STORED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The match being played as it is kept when put away (a new match, "close"): its start time and
 * the judge's corrections read from its journal `records` (when they are this match's), at time
 * `at`. Null when it has no entry yet (not kept) or its id cannot be a stored id.
 */
export function storedMatchOf(s: TableSession, records: readonly JournalRecord[], at: Date): StoredMatch | null {
  if (s.match.log.length === 0 || !STORED_ID.test(s.id)) return null;
  const first = records[0];
  const mine = first?.t === 'setup' && first.id === s.id ? first : null;
  const when = at.toISOString();
  return {
    v: 1, id: s.id, created: mine ? mine.created : when, imported: when,
    setup: copy(s.match.setup), log: copy(s.match.log), corrections: mine ? correctionsOf(records) : [],
  };
}
