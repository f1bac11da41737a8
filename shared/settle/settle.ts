/**
 * Settlement of a deal: the dialogue's tira points in the order they were drawn, then at the
 * showdown the count in the order grande, chica, pares, juego or punto, stopping the instant a team
 * reaches the target.
 *
 * Sources: FFMus règlement art. 17 (the count and the *Relances* table), art. 10 (hordago kanta);
 * Memo Mus ch. V (base values), ch. IX (the race to the 40th point); Pagat "The Showdown and Scoring".
 */
import type { BetPhase, Credit, EngineError, Hand, Result, Seat, Settlement, Team } from '../types.js';
import { checkHands } from '../cards/cards.js';
import { baseValue, bestSeat, evalHand, tablesFor, type EvalHand } from '../cards/evaluate.js';
import { teamOf } from '../rules/presets.js';
import type { DealState, Dialogue } from '../deal/state.js';
import { count, type Tally } from './ledger.js';
import { planErrors, validMask, type ErrorPlan } from './announcements.js';
import { BASE_PUNTO, baseReason, cancelVoidedReason, idukiReason, ordagoWonReason, pasoReason } from './reasons.js';

const PHASES: readonly BetPhase[] = ['grande', 'chica', 'pares', 'juego', 'punto'];
/** Shared empty lists: most deals have no error and nobody out (fewer objects kept by a replay). */
const NO_ERRORS: readonly never[] = Object.freeze([]);
const NO_SEATS: readonly never[] = Object.freeze([]);

/**
 * Settles a finished deal.
 * @param hands the hands shown, by seat; may be left out when the manche was won during the dialogue.
 * @returns the settlement, or `record/deal-unfinished` / `hands/…` errors.
 */
export function settleDeal(s: DealState, hands: unknown, path = 'hands'): Result<Settlement> {
  if (s.stage === 'over') {
    return {
      ok: true,
      value: {
        scoreBefore: s.scoreBefore, scoreAfter: s.score, winner: s.winner, ledger: s.credits.slice(), esku: s.esku,
        end: 'dialogue', errors: NO_ERRORS, out: s.out.length ? s.out.slice() : NO_SEATS,
      },
    };
  }
  if (s.stage !== 'showdown') return { ok: false, error: unfinished(s) };
  const bad = checkHands(hands, s.rules.players, s.out, path);
  if (bad) return { ok: false, error: bad };
  const shown = hands as (Hand | null)[];
  const evals: (EvalHand | null)[] = [];
  for (let seat = 0; seat < shown.length; seat++) {
    const h = shown[seat];
    evals.push(!h || (s.out.length > 0 && s.out.includes(seat)) ? null : evalHand(h, s.rules));
  }
  return { ok: true, value: countShowdown(s, evals) };
}

/** Explains where an unfinished deal stands. */
export function unfinished(s: DealState): EngineError {
  return {
    code: 'record/deal-unfinished',
    message: `actions: the record stops at ${s.stage} before the dialogue is over; a settlement needs the whole deal`,
    path: 'actions',
  };
}

/** The count at the showdown, from evaluated hands (seats out of the deal: null). */
export function countShowdown(s: DealState, hands: readonly (EvalHand | null)[]): Settlement {
  const t = tablesFor(s.rules);
  const plan = planErrors(s, hands);
  const tally: Tally = { score: s.score, target: s.rules.target, winner: null, ledger: s.credits.slice() };
  // When the hands are shown: the points of voided dialogues go back, the error tiras are drawn.
  if (plan.voided.length) for (const c of s.credits) {
    if (c.kind === 'tira' && c.counted && c.applied > 0 && plan.voided.includes(c.phase as BetPhase)) {
      count(tally, {
        team: c.team, points: -c.applied, phase: c.phase, when: 'showdown', kind: 'cancel', rule: voidRule(plan, c.phase as BetPhase),
        why: cancelVoidedReason(c.phase, c.applied),
      });
    }
  }
  for (const d of plan.start) count(tally, d);
  const active: Seat[] = [];
  for (const x of s.order) if (hands[x] && !(s.out.length > 0 && s.out.includes(x))) active.push(x);
  let end: Settlement['end'] = 'showdown';
  const voided = plan.voided.length > 0;
  if (s.ordago && !(voided && plan.voided.includes(s.ordago.phase))) {
    end = 'ordago';
    const phase = s.ordago.phase;
    const seats = phase === 'pares' || phase === 'juego' ? validSeats(active, validMask(plan, phase)) : active;
    const best = bestSeat(phase, hands, seats, t);
    if (best >= 0 && tally.winner === null) {
      const team = teamOf(best);
      count(tally, {
        team, points: s.rules.target - tally.score[team], phase, when: 'showdown', kind: 'ordago', seat: best, rule: 'FFMus art. 10',
        why: ordagoWonReason(phase, best),
      });
    }
  } else {
    const last = s.ordago ? PHASES.indexOf(s.ordago.phase) : PHASES.length - 1;
    for (let i = 0; i <= last; i++) {
      const phase = PHASES[i];
      const d = s.dialogues[phase];
      if (d && !(voided && plan.voided.includes(phase))) countPhase(tally, s, d, hands, active, plan, t);
      const awards = plan.awards[phase];
      if (awards) for (const a of awards) count(tally, a);
    }
  }
  return {
    // the ledger is copied to an exact-size list: a match replay keeps every deal's ledger
    scoreBefore: s.scoreBefore, scoreAfter: tally.score, winner: tally.winner, ledger: tally.ledger.slice(), esku: s.esku,
    end, errors: plan.errors.length ? plan.errors : NO_ERRORS, out: s.out.length ? s.out.slice() : NO_SEATS,
  };
}

function voidRule(plan: ErrorPlan, phase: BetPhase): string {
  const e = plan.errors.find((x) => (x.phase === phase || (phase === 'punto' && x.phase === 'juego')) && /art\. 1[3-6] [a-d]$/.test(x.rule));
  return e?.rule ?? 'FFMus arts. 13-16';
}

/** The seats whose hand counts at pares or juego (held and declared), from a bit mask by seat. */
function validSeats(active: readonly Seat[], valid: number): Seat[] {
  const out: Seat[] = [];
  for (const x of active) if (valid & (1 << x)) out.push(x);
  return out;
}

/** Base values of a team's valid hands at a phase (pares, juego) or the punto point (Memo Mus ch. V). */
function baseValues(tally: Tally, phase: BetPhase, team: Team, seats: readonly Seat[], hands: readonly (EvalHand | null)[], t: ReturnType<typeof tablesFor>): void {
  if (phase === 'punto') {
    count(tally, { team, points: 1, phase, when: 'showdown', kind: 'base', rule: 'FFMus art. 17', why: BASE_PUNTO });
    return;
  }
  for (const x of seats) {
    if (teamOf(x) !== team) continue;
    const v = baseValue(phase, hands[x]!, t);
    if (v > 0) count(tally, { team, points: v, phase, when: 'showdown', kind: 'base', seat: x, rule: 'Memo Mus ch. V', why: baseReason(phase, x, v) });
  }
}

/** The count of one phase (FFMus art. 17 "On compte alors le Grand, puis le Petit, …"). */
function countPhase(tally: Tally, s: DealState, d: Dialogue, hands: readonly (EvalHand | null)[], active: Seat[], plan: ErrorPlan, t: ReturnType<typeof tablesFor>): void {
  const phase = d.phase;
  const combo = phase === 'pares' || phase === 'juego';
  const seats = combo ? validSeats(active, validMask(plan, phase)) : active;
  switch (d.result) {
    case 'folded': {
      // grande/chica: nothing more ("Si le Grand a été laissé après un Embido, on ne tire rien")
      if (combo || phase === 'punto') baseValues(tally, phase, d.foldedBy === 'A' ? 'B' : 'A', seats, hands, t);
      return;
    }
    case 'passed': {
      const best = bestSeat(phase, hands, seats, t);
      if (best < 0) return;
      if (combo) baseValues(tally, phase, teamOf(best), seats, hands, t);
      else count(tally, { team: teamOf(best), points: 1, phase, when: 'showdown', kind: 'paso', seat: best, rule: 'FFMus art. 17', why: pasoReason(phase, best) });
      return;
    }
    case 'seen': {
      const best = bestSeat(phase, hands, seats, t);
      if (best < 0) return;
      count(tally, { team: teamOf(best), points: d.stake, phase, when: 'showdown', kind: 'iduki', seat: best, rule: 'FFMus art. 17', why: idukiReason(phase, best, d.stake, d.bets) });
      if (combo || phase === 'punto') baseValues(tally, phase, teamOf(best), seats, hands, t);
      return;
    }
    case 'none': {
      const best = bestSeat(phase, hands, seats, t);
      if (best >= 0) baseValues(tally, phase, teamOf(best), seats, hands, t);
      return;
    }
    case 'ordago-seen':
    case 'skipped':
    case null:
      return;
    default: {
      const never: never = d.result;
      throw new Error(`unknown dialogue result ${String(never)}`);
    }
  }
}

/** Credits of a ledger that were counted. */
export function countedCredits(ledger: readonly Credit[]): Credit[] {
  return ledger.filter((c) => c.counted);
}
