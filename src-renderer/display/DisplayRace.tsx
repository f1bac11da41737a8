/**
 * The race to the target point on the room display: the chart of the manche being played, redrawn
 * with every credit (a tira paid at once shows at once). Between the last deal of a manche and the
 * first credit of the next, the manche just won stays on screen with its winner. The display's
 * snapshot carries the deals of the last settled deal's manche (`forDisplay`), which is all the
 * race needs.
 */
import { useMemo } from 'preact/hooks';
import type { MatchView } from '../../shared/index.js';
import { displayedRace } from './displayed-race.js';
import type { T } from '../i18n/index.js';
import { RaceChart } from '../chart/RaceChart.js';

/** The display's race panel ({@link displayedRace}), or nothing before the first manche exists. */
export function DisplayRace({ view, t }: { view: MatchView; t: T }) {
  const race = useMemo(() => displayedRace(view), [view]);
  if (!race) return null;
  return (
    <section class="display-race" aria-label={t('chart.perManche')} data-testid="display-race">
      <RaceChart race={race} teams={view.setup.teams} variant="display" t={t} id="display-race" level={2} />
    </section>
  );
}
