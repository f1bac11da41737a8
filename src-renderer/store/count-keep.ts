/**
 * The count on screen survives a reload (a crash, a closed tab, F5): which settled deal's count the
 * control window shows (the count with « Donne suivante »), kept under one key of the window's
 * storage (`mus.count`: `{ "matchId": string, "deal": number }`, the deal's index from 0). The
 * match itself is in the journal; only this screen state is kept here. Nothing kept, a damaged
 * value or a full or refused storage just means no count is put back: nothing else is lost.
 */

/** The storage key of the count on screen. */
export const COUNT_KEY = 'mus.count';

/** Where what a reload keeps is kept (the count, the screen, the digits typed): the part of a `Storage` used. */
export type KeepStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the count on screen is kept. */
export type CountStorage = KeepStorage;

/** Reads and writes the count on screen of a match. */
export interface CountKeep {
  /** Keeps the index of the deal whose count `matchId` shows, or forgets it (`deal` null). */
  save(matchId: string | null, deal: number | null): void;
  /** The deal whose count `matchId` showed when the window went away, or null. */
  load(matchId: string): number | null;
}

/** A {@link CountKeep} over `storage` (null: nothing is kept, e.g. a window with no storage). */
export function countKeep(storage: CountStorage | null): CountKeep {
  return {
    save(matchId, deal) {
      try {
        if (matchId !== null && deal !== null) storage?.setItem(COUNT_KEY, JSON.stringify({ matchId, deal }));
        else storage?.removeItem(COUNT_KEY);
      } catch {
        // storage full or refused: the count stays on screen, only a reload would not bring it back
      }
    },
    load(matchId) {
      try {
        const raw = storage?.getItem(COUNT_KEY);
        if (!raw) return null;
        const v = JSON.parse(raw) as { matchId?: unknown; deal?: unknown } | null;
        return v && v.matchId === matchId && Number.isInteger(v.deal) && (v.deal as number) >= 0 ? (v.deal as number) : null;
      } catch {
        return null;
      }
    },
  };
}
