/**
 * The screen on show survives a reload (a crash, Ctrl+R, F5): the library, the Tournoi screen, or
 * the judge's view of a match at the step on show, kept under one key of the window's storage
 * (`mus.screen`: a {@link Screen}, e.g. `{ "name": "judge", "id": string, "step": number }`, the
 * step an index into the judge's steps from 0). The table keeps nothing (it is where a window opens).
 * Only which screen is kept, never what it did: putting a screen back re-applies nothing. Nothing
 * kept, a damaged value or a full or refused storage just means the window opens at the table.
 * A kept screen is put back only if it can still be shown ({@link screenToReopen}): a match deleted
 * in the meantime falls back to the library, a hub no longer running to the Tournoi screen (or the
 * table), a window without a tournament to the table.
 */
import type { MusBridge } from '../../shared/bridge/table/table-contract.js';
import { tournamentOf } from '../../shared/bridge/tournament/tournament-contract.js';
import type { KeepStorage } from './count-keep.js';

/** The storage key of the screen on show. */
export const SCREEN_KEY = 'mus.screen';

/**
 * The screens. The judge's view shows a match of the library (`id`), or, with `hub`, the copy a
 * running tournament hub holds of a table's match (read-only; back goes to the Tournoi screen);
 * `step`, when given, is the step it opens at (a reload), else its last step.
 */
export type Screen =
  | { name: 'table' }
  | { name: 'library' }
  | { name: 'judge'; id: string; hub?: { round: number; table: number }; step?: number }
  | { name: 'tournament' };

/** Reads and writes the screen on show. */
export interface ScreenKeep {
  /** Keeps `screen` (the table: forgets the one kept). */
  save(screen: Screen): void;
  /** The screen on show when the window went away, as kept (checked by {@link screenToReopen}), or null. */
  load(): Screen | null;
}

const isIndex = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;

/** `v` read back as a screen, or null when it is not one (a damaged or older value). */
function screenOf(v: unknown): Screen | null {
  if (typeof v !== 'object' || v === null) return null;
  const s = v as { name?: unknown; id?: unknown; hub?: unknown; step?: unknown };
  if (s.name === 'library' || s.name === 'tournament') return { name: s.name };
  if (s.name !== 'judge' || typeof s.id !== 'string' || !s.id) return null;
  const step = isIndex(s.step) ? { step: s.step } : {};
  if (s.hub === undefined) return { name: 'judge', id: s.id, ...step };
  const hub = s.hub as { round?: unknown; table?: unknown } | null;
  if (typeof hub !== 'object' || hub === null || !isIndex(hub.round) || !isIndex(hub.table)) return null;
  return { name: 'judge', id: s.id, hub: { round: hub.round, table: hub.table }, ...step };
}

/** A {@link ScreenKeep} over `storage` (null: nothing is kept, e.g. a window with no storage). */
export function screenKeep(storage: KeepStorage | null): ScreenKeep {
  return {
    save(screen) {
      try {
        if (screen.name === 'table') storage?.removeItem(SCREEN_KEY);
        else storage?.setItem(SCREEN_KEY, JSON.stringify(screen));
      } catch {
        // storage full or refused: the screen stays on show, only a reload would not bring it back
      }
    },
    load() {
      try {
        const raw = storage?.getItem(SCREEN_KEY);
        return raw ? screenOf(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The screen to open at after a reload, given the one `kept`: itself when it can still be shown,
 * else where its « back » leads. The judge's view needs its match (`library.open`, or the hub's
 * `tournament.hubJudge`): a match deleted in the meantime gives the library, a hub's table no longer
 * there the Tournoi screen; the Tournoi screen needs a window with a tournament, else the table.
 * Never fails: a bridge that throws counts as the match not being there.
 */
export async function screenToReopen(bridge: MusBridge, kept: Screen | null): Promise<Screen> {
  if (!kept || kept.name === 'table' || kept.name === 'library') return kept ?? { name: 'table' };
  const tournament = tournamentOf(bridge);
  if (kept.name === 'tournament') return tournament ? kept : { name: 'table' };
  const { hub } = kept;
  if (hub && !tournament) return { name: 'table' };
  const opened = await (hub && tournament ? tournament.hubJudge(hub.round, hub.table) : bridge.library.open(kept.id)).then((r) => r.ok, () => false);
  if (opened) return kept;
  return hub ? { name: 'tournament' } : { name: 'library' };
}
