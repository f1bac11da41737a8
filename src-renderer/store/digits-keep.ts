/**
 * The digits typed for an amount survive a reload (a crash, Ctrl+R, F5): « 1 » « 2 » typed for an
 * imido of 12, not yet confirmed, kept under one key of the window's storage (`mus.digits`:
 * `{ "matchId": string, "deal": number, "said": number, "digits": string }`: the deal in progress
 * (its index from 0), how many acts it had when they were typed, and the one or two digits). They
 * are put back only at that very point of that match, and only into an empty pad: once an act is
 * said (the amount confirmed, a pass, an undo past it) they no longer match and are dropped, so an
 * amount is never said twice and nothing said is lost. Digits only fill the pad; nothing is said
 * until the scorer confirms. A damaged value or a full or refused storage: no digits come back.
 */
import type { Snapshot } from '../../shared/bridge/table/table-contract.js';
import type { KeepStorage } from './count-keep.js';

/** The storage key of the digits typed. */
export const DIGITS_KEY = 'mus.digits';

/** Reads and writes the digits typed for an amount. */
export interface DigitsKeep {
  /** Keeps the digits of the pad of `s` (none, or no match: forgets them). */
  save(s: Snapshot | null): void;
  /** The digits typed at the point where `s` stands, to type again into its pad (empty), or null. */
  load(s: Snapshot): string | null;
}

/** Where a snapshot's match stands: the deal in progress and the acts said in it, or null when won. */
function pointOf(s: Snapshot): { deal: number; said: number } | null {
  const cur = s.view.current;
  return cur ? { deal: cur.index, said: cur.state.log.length } : null;
}

/** A {@link DigitsKeep} over `storage` (null: nothing is kept, e.g. the room display). */
export function digitsKeep(storage: KeepStorage | null): DigitsKeep {
  return {
    save(s) {
      const at = s ? pointOf(s) : null;
      try {
        if (s && at && s.pad.digits) storage?.setItem(DIGITS_KEY, JSON.stringify({ matchId: s.matchId, ...at, digits: s.pad.digits }));
        else storage?.removeItem(DIGITS_KEY);
      } catch {
        // storage full or refused: the digits stay in the pad, only a reload would lose them
      }
    },
    load(s) {
      const at = pointOf(s);
      if (!storage || !at || s.pad.digits) return null;
      try {
        const raw = storage.getItem(DIGITS_KEY);
        if (!raw) return null;
        const v = JSON.parse(raw) as { matchId?: unknown; deal?: unknown; said?: unknown; digits?: unknown } | null;
        const here = v && v.matchId === s.matchId && v.deal === at.deal && v.said === at.said;
        return here && typeof v.digits === 'string' && /^[0-9]{1,2}$/.test(v.digits) ? v.digits : null;
      } catch {
        return null;
      }
    },
  };
}
