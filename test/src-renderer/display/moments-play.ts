/** Plays entries through the engine and collects the room display's moments with the view each was found in. */
import { applyEntry, startMatch, type LiveMatch, type MatchEntry, type MatchView, type RulesSpec } from '../../../shared/index.js';
import { momentsBetween, type Moment } from '../../../shared/display/moments.js';
import { longSetup } from '../../helpers/display-match.js';

/** Every view of the match, from its start, one per entry (the longest names of the setup). */
export function viewsOf(entries: MatchEntry[], rules: RulesSpec = 'ffmus'): MatchView[] {
  const m = startMatch(longSetup(rules));
  if (!m.ok) throw new Error(m.error.message);
  let match: LiveMatch = m.value;
  const views = [match.view];
  for (const e of entries) {
    const r = applyEntry(match, e);
    if (!r.ok) throw new Error(r.error.message);
    match = r.value.match;
    views.push(match.view);
  }
  return views;
}

/** The moments of the entries, each with the view it was found in. */
export function momentsOf(entries: MatchEntry[], rules: RulesSpec = 'ffmus'): { m: Moment; view: MatchView }[] {
  const views = viewsOf(entries, rules);
  return views.slice(1).flatMap((v, i) => momentsBetween(views[i]!, v).map((m) => ({ m, view: v })));
}
