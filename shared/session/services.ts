/**
 * What the session host asks of the other services of the main process: the journal of a new
 * match, the match to recover at start, and the services (the serial button box) attached to the
 * match being played. The app's implementation is `app-services.ts` (journals in the match
 * library, the box service); `defaultServices` plays without a journal (tests, the browser).
 */
import type { JournalSink, TableSession } from './table-session.js';
import type { MatchSetup } from '../match/live.js';
import type { ErrorCode } from '../errors/index.js';

/**
 * A match recovered from its journal at start, with what was dropped or repaired (a torn tail), and
 * what kept other matches from being resumed (damaged, locked, a data folder that cannot be written).
 * `session` is null when no match is playable: the warnings must still reach the screen.
 */
export interface RecoveredMatch {
  session: TableSession | null;
  /** In English (the log's words), each naming the match. */
  warnings: string[];
  /**
   * The code of each warning, one for one (`journal/torn-tail`, `journal/bad-checksum`,
   * `library/read-only-folder`…), for a reader to add its sentence in their language; absent where
   * a recovery has none to give.
   */
  codes?: ErrorCode[];
}

/** What the session host asks of the other services. */
export interface SessionServices {
  /**
   * The journal for a new match, or null to play without one. Its `append` is durable (flushed)
   * before it returns. `setup` is the new match's (a table that joined a tournament hub ships the
   * pairing's match there). @throws when the journal cannot be created (the match is then refused).
   */
  journalFor(id: string, created: string, setup?: MatchSetup): JournalSink | null;
  /**
   * Forgets the journal of a new match whose setup could not be journaled (a disk that filled up
   * after the header): closes it, releases its lock and removes it, so the library does not list a
   * match that never started. Nothing of it was acknowledged. Optional: services without journals
   * have nothing to forget.
   */
  abandon?(id: string): void;
  /** The match to resume at start-up (the newest unfinished one) and every recovery warning; null when there was nothing at all to say. */
  recover(): RecoveredMatch | null;
  /** Called with each session made current; returns the function that detaches the services. */
  attachServices(session: TableSession): () => void;
}

/** No journal, nothing to recover, nothing attached: for tests and for playing without storage. */
export const defaultServices: SessionServices = {
  journalFor: () => null,
  recover: () => null,
  attachServices: () => () => {},
};
