/**
 * The race chart in the judge's view: the manche of the step shown, the credits reached so far
 * drawn in full and the rest faint, the current credit ringed. A click on a point, or the arrow
 * keys then Enter, go to the step of that credit (`race-steps.ts`). Printed with the deal (the
 * print style keeps it, black on white: solid and dashed lines, A and B at the ends, ★).
 */
import type { MatchView } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { RaceChart } from '../chart/RaceChart.js';
import type { JudgeStore } from './judge-store.js';
import { reachedAt, stepOfCredit, type JudgeRaces } from './race-steps.js';

/** The judge's race panel: the chart of manche `manche`, tied to the steps of `jr`. */
export function JudgeRace({ js, jr, view, manche, t }: { js: JudgeStore; jr: JudgeRaces; view: MatchView; manche: number; t: T }) {
  const model = js.model.value!;
  const race = jr.races[manche];
  if (!race) return null;
  const reached = reachedAt(jr, race, js.step.value);
  return (
    <section class="judge-box judge-race" aria-labelledby="judge-race-title" data-testid="judge-race" data-reached={reached}>
      <RaceChart
        race={race}
        teams={view.setup.teams}
        variant="judge"
        t={t}
        id="judge-race"
        reached={reached}
        onPick={(s) => js.go(stepOfCredit(jr, model, s))}
      />
      <p class="muted judge-noprint judge-race-hint">{t('chart.judgeHint')}</p>
    </section>
  );
}
