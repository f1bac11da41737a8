/**
 * The race to the target point on the room display: the chart of the manche being played, redrawn
 * with every credit (a tira paid at once shows at once). Between the last deal of a manche and the
 * first credit of the next, the manche just won stays on screen with its winner. The display's
 * snapshot carries the deals of the last settled deal's manche (`forDisplay`), which is all the
 * race needs.
 */
import { useMemo } from 'preact/hooks';
import { raceOfMatch, type MancheRace } from '../../shared/display/race.js';
import type { MatchView } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { RaceChart } from '../chart/RaceChart.js';

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

export function DisplayRace({ view, t }: { view: MatchView; t: T }) {
  const race = useMemo(() => displayedRace(view), [view]);
  if (!race) return null;
  return (
    <section class="display-race" aria-label={t('chart.perManche')} data-testid="display-race">
      <RaceChart race={race} teams={view.setup.teams} variant="display" t={t} id="display-race" level={2} />
    </section>
  );
}
