/**
 * One deal of a {@link StepModel} as a judge reads it at a terminal (`mus replay --deal N --steps`),
 * pure: each action in the order the table said it, with the credits that action drew at once (a
 * tira, a misdeal's cancellation: FFMus art. 17 « les points laissés TIRA se tirent au fur et à
 * mesure », art. 5) and the running score after it; then the count at the showdown credit by credit
 * (Memo Mus ch. V: the iduki, paso and base values only once the hands are shown), and the score
 * after the deal. Built on the judge screen's own steps (`buildSteps`, `dealStateAt`): the same
 * credits at the same steps as the screen shows them.
 */
import type { Action, Credit, Hand, Score, Seat, Team } from '../types.js';
import type { MatchDealResult } from '../match/replay.js';
import { answersOrdago, dealStateAt, type StepModel } from './steps.js';

/** One action of the deal and what it drew at once. */
export interface DealActionStep {
  /** The action's number in the deal, from 1 (the judge screen's « action n/… »). */
  n: number;
  /** The judge screen's step (entries of the match log applied, this one included). */
  step: number;
  /** The action as recorded (seats 0-based). */
  action: Action;
  /**
   * True when the action sees a standing hordago (a `see` at the prompt `answer-ordago`): the
   * table says « Kanta » (FFMus art. 10 « Hordago Kanta »; `act.seeOrdago`, as the table's button),
   * not the « Iduki » that sees an imido ({@link answersOrdago} of `steps.ts`).
   */
  answersOrdago: boolean;
  /** Credits this action drew during the dialogue (tira, misdeal cancellation), in order; often none. */
  credits: Credit[];
  /** The manche's score in tantos after the action (at the action that ended the deal: the deal's final score). */
  score: Score;
}

/** One deal stepped through: its actions, then its count at the showdown. */
export interface DealSteps {
  /** The deal's index in the match, 0-based (people count from 1: `deal + 1`). */
  deal: number;
  /** The manche's index, 0-based. */
  manche: number;
  esku: Seat;
  /** The manche's score in tantos before the deal. */
  scoreBefore: Score;
  steps: DealActionStep[];
  /** True when the hands were shown (the log holds the deal's `hands` entry). */
  handsShown: boolean;
  /**
   * The hands shown at the showdown, by seat as the record gives them (a hand: four cards in the
   * record's order; `null` for a seat out after a misdeal, FFMus art. 5); null when not shown.
   */
  hands: (Hand | null)[] | null;
  /**
   * The credits of the count at the showdown, in the ledger's order: the tiras of announcement errors
   * (FFMus arts. 13-16) and the cancellations of points drawn first, as tira points (Memo Mus ch.
   * IX), then phase order (grande, chica, pares, juego, punto).
   */
  showdown: Credit[];
  /** The deal's settlement, null when the log stops before the deal is settled. */
  settled: MatchDealResult | null;
  /** The manche's score in tantos after the deal (or after its last action when not settled). */
  scoreAfter: Score;
  /** The team that won the manche with this deal, if any. */
  winner: Team | null;
}

/** The deals of a model that hold at least one entry (a deal of the record), by their 0-based index. */
export function recordedDeals(model: StepModel): number[] {
  return model.deals.filter((s) => s.end > s.start).map((s) => s.deal);
}

/**
 * Deal `d` (0-based) of `model`, step by step.
 * @returns the deal, or null when `d` is not one of {@link recordedDeals} (the caller names what
 *   asked for it: `--deal` for the command line).
 */
export function dealSteps(model: StepModel, d: number): DealSteps | null {
  const span = model.deals.find((s) => s.deal === d && s.end > s.start);
  if (!span) return null;
  // the step before the deal's first entry: the deal is the match's deal in progress there
  const before = model.steps[span.start - model.steps[0].index]?.match.view.current?.state;
  if (!before) return null; // never for a deal with entries: the match had it in progress
  const scoreBefore = before.scoreBefore;
  const steps: DealActionStep[] = [];
  let drawn = 0;
  let settled: MatchDealResult | null = null;
  let handsShown = false;
  let hands: (Hand | null)[] | null = null;
  let score = scoreBefore;
  for (let k = span.start + 1; k <= span.end; k++) {
    const st = model.steps[k - model.steps[0].index];
    if (!st) break;
    if (st.settled) settled = st.settled;
    if (st.entry?.type !== 'action') {
      handsShown = true;
      if (st.entry) hands = st.entry.hands;
      continue;
    }
    const credits = dealStateAt(model, k)?.credits ?? [];
    score = st.settled ? st.settled.scoreAfter : st.match.view.score;
    steps.push({ n: k - span.start, step: k, action: st.entry.action, answersOrdago: answersOrdago(model, k), credits: credits.slice(drawn), score });
    drawn = credits.length;
  }
  return {
    deal: d, manche: span.manche, esku: before.esku, scoreBefore, steps, handsShown, hands,
    showdown: settled ? settled.ledger.filter((c) => c.when === 'showdown') : [],
    settled, scoreAfter: settled?.scoreAfter ?? score, winner: settled?.winner ?? null,
  };
}
