/**
 * Builds the {@link Snapshot} every window draws from a {@link TableSession}. Pure and free of
 * Electron, so the browser bridge (web mode) uses it too.
 */
import type { EngineError } from '../index.js';
import type { TableSession } from '../session/table-session.js';
import type { Snapshot } from '../bridge/table/table-contract.js';

/**
 * The snapshot a room display needs: the same, with only the deals of the manche of the last
 * settled deal (the display shows the last settlement and the race of that manche,
 * `shared/display/race.ts`, never the whole history); the deals before the last carry their ledger
 * only (no actions, no hands). Keeps the copy sent on every key press small.
 */
export function forDisplay(s: Snapshot | null): Snapshot | null {
  if (!s || s.view.deals.length <= 1) return s;
  const deals = s.view.deals;
  const manche = deals.at(-1)?.manche;
  let from = deals.length - 1;
  while (from > 0 && typeof manche === 'number' && deals[from - 1]?.manche === manche) from--;
  const kept = deals.slice(from).map((d, i, a) => (i === a.length - 1 ? d : { ...d, actions: [], hands: null }));
  return { ...s, view: { ...s.view, deals: kept } };
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
