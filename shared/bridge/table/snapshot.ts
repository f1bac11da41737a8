/**
 * The table's snapshot, the one state every window draws from. On its own so that the contracts
 * that carry it (the table's, the room display's feed in the share contract) do not import each
 * other.
 */
import type { EngineError, InputPad, MatchView } from '../../index.js';

/**
 * Everything a window needs to draw the table: the match view (scores, deals, current deal state),
 * the input pad (typed digits, cards), undo/redo availability, and the last error said by the session.
 * Plain data (structured-clone safe). `seq` grows by one per change so windows can drop stale copies.
 */
export interface Snapshot {
  seq: number;
  matchId: string;
  view: MatchView;
  pad: InputPad;
  canUndo: boolean;
  canRedo: boolean;
  /** Error of the last command, if it was refused (`input/…`, `action/…`, `hands/…` codes). */
  error: EngineError | null;
  /** Who sent the last command: keyboard, ui, box, judge, test. */
  source: string;
}
