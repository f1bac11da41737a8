/** Which race the room display draws (pure: no DOM). */
import { raceOfMatch, type MancheRace } from '../../shared/display/race.js';
import type { MatchView } from '../../shared/index.js';

/**
 * The race the room display shows: the manche in progress once it has a credit, else the manche
 * just finished (its last race), else the empty race of the manche in progress.
 * @param view the display's match view (deals of the last settled deal's manche, and the deal in progress)
 */
export function displayedRace(view: MatchView): MancheRace | null {
  const cur = view.current;
  const races = raceOfMatch(view.deals, view.rules, cur ? { index: cur.index, manche: cur.manche, credits: cur.state.credits } : null);
  if (races.length === 0) return null;
  const now = cur ? races[cur.manche] : races[races.length - 1];
  if (now && now.steps.length > 0) return now;
  const before = races.slice(0, cur ? cur.manche : races.length).reverse().find((r) => r.steps.length > 0);
  return before ?? now ?? null;
}

