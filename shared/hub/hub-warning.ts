/**
 * A warning of the running tournament hub about one table, for the organizer's Tournoi screen (the
 * desktop's hub panel): what it is about and what was found, as codes and numbers — no sentence — so
 * that the screen words it in its own language (`src-renderer/tournament/hub-warnings.ts`). The
 * hub keeps its English lines for its log and the command line (`HubStore.warnings`).
 */
import type { JournalNotice } from '../library/journal-notice.js';

/** What a {@link HubWarning} is about. */
export type HubWarningKind =
  /** Opening the hub's copy of the table's journal repaired something (a torn last line cut, a stale lock taken over…): nothing acknowledged is lost. */
  | 'repaired'
  /** The hub's copy of the table's journal cannot be written: the table's records are refused until it is mended. */
  | 'unwritable'
  /** The table's match, won on the hub, could not be entered as its result in the night: the organizer enters it by hand. */
  | 'not-entered'
  /**
   * A correction record of the table's match holds a `who` or `when` that does not check
   * (`judge/bad-who`, `judge/bad-when`; params `seq`, `line`, `field`): kept as written — the match
   * depends on it and the table is not locked out — for the organizer and the judge to look at.
   */
  | 'flagged'
  /**
   * The table's records were refused as another version of its match (`hub/conflict`; params `say`
   * `differs`, `two-computers`, `two-matches`, with the action, the deal, the match ids and the count
   * the hub holds): the hub kept its own records; the organizer sees which table and why.
   */
  | 'conflict';

/** One warning of the hub about a table of a round. */
export interface HubWarning {
  kind: HubWarningKind;
  /** The round (1-based) and table (1-based) it is about. */
  round: number;
  table: number;
  /**
   * What was found, as a code and its parameters: the journal's notice (`journal/torn-tail` with its
   * `line`, `journal/taken-over` with its `pid`…), the journal's or the hub's problem
   * (`journal/bad-checksum`, `hub/gap`…), or the night's refusal (`tournament/…`).
   */
  notice: JournalNotice;
}
