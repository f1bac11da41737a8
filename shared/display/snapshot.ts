/**
 * Builds the {@link Snapshot} every window draws from a {@link TableSession}. Pure and free of
 * Electron, so the browser bridge (web mode) uses it too.
 */
import type { EngineError } from '../index.js';
import type { TableSession } from '../session/table-session.js';
import type { Snapshot } from '../bridge/table/table-contract.js';

/**
 * The snapshot a room display needs: the same, with only the last settled deal (the display shows
 * the last settlement, never the whole history). Keeps the copy sent on every key press small.
 */
export function forDisplay(s: Snapshot | null): Snapshot | null {
  if (!s || s.view.deals.length <= 1) return s;
  return { ...s, view: { ...s.view, deals: s.view.deals.slice(-1) } };
}

/**
 * @param seq change counter (one more per change)
 * @param why what the session said with the change: its source and the error, if refused
 */
export function snapshotOf(session: TableSession, seq: number, why: { source: string; error?: EngineError }): Snapshot {
  return {
    seq,
    matchId: session.id,
    view: session.match.view,
    pad: session.pad,
    canUndo: session.canUndo,
    canRedo: session.canRedo,
    error: why.error ?? null,
    source: why.source,
  };
}
