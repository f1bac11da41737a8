/**
 * The race charts of the judge's view, tied to the steps (pure: no DOM, no store). The races are
 * those of the whole match as recorded (`raceOfMatch` on the last step's view, with the credits
 * drawn in a deal left unfinished); each credit is tied to the step where it appears: a credit of
 * the count (`showdown`) at the step that settled its deal, a credit drawn in the dialogue (a tira
 * paid at once, FFMus art. 17) at the action that drew it.
 */
import { raceOfMatch, type MancheRace, type RaceStep } from '../../shared/display/race.js';
import type { Credit } from '../../shared/index.js';
import { clampStep, type StepModel } from '../../shared/judge/steps.js';

/** The races of a judged match and where each credit appears among the steps. */
export interface JudgeRaces {
  /** One race per manche (`shared/display/race.ts`). */
  races: MancheRace[];
  /** `deal:credit` → the step (entries applied) at which that credit is on the table. */
  stepOf: Map<string, number>;
}

const key = (s: Pick<RaceStep, 'deal' | 'credit'>) => `${s.deal}:${s.credit}`;

/** Drawn at once and worth something: what a race counts of a deal in progress. */
const drawn = (c: Credit) => c.counted && c.applied !== 0 && c.phase !== 'mus' && c.when === 'dialogue';

/**
 * The races of the match of `model` and the step of each credit.
 * @param model the judge's step model (`buildSteps`)
 */
export function judgeRaces(model: StepModel): JudgeRaces {
  const end = model.steps[model.steps.length - 1]!.match.view;
  const cur = end.current;
  const races = raceOfMatch(end.deals, end.rules, cur ? { index: cur.index, manche: cur.manche, credits: cur.state.credits } : null);
  const stepOf = new Map<string, number>();
  const base = model.steps[0]!.index;
  for (const race of races) {
    let dealSeen = -1;
    let dialogue = 0;
    for (const s of race.steps) {
      if (s.deal !== dealSeen) {
        dealSeen = s.deal;
        dialogue = 0;
      }
      const span = model.deals.find((d) => d.deal === s.deal);
      if (!span) continue;
      let at = span.end;
      if (s.when === 'dialogue') {
        const n = dialogue++;
        for (let k = span.start + 1; k <= span.end; k++) {
          const st = model.steps[k - base];
          if (!st) break;
          if (st.settled) {
            at = k;
            break;
          }
          const credits = st.match.view.current?.state.credits ?? [];
          if (credits.filter(drawn).length > n) {
            at = k;
            break;
          }
        }
      }
      stepOf.set(key(s), at);
    }
  }
  return { races, stepOf };
}

/** The step of a credit of the races (its deal's end when unknown). */
export function stepOfCredit(jr: JudgeRaces, model: StepModel, s: RaceStep): number {
  return clampStep(model, jr.stepOf.get(key(s)) ?? model.deals.find((d) => d.deal === s.deal)?.end ?? 0);
}

/** How many credits of `race` are on the table at step `k` (the points the chart draws as reached). */
export function reachedAt(jr: JudgeRaces, race: MancheRace, k: number): number {
  let n = 0;
  for (const s of race.steps) {
    if ((jr.stepOf.get(key(s)) ?? Infinity) <= k) n = s.step;
    else break;
  }
  return n;
}
