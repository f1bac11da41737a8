/**
 * Settlement of a deal: the dialogue's tira points in the order they were drawn, then at the
 * showdown the count in the order grande, chica, pares, juego or punto, stopping the instant a team
 * reaches the target.
 *
 * Sources: FFMus règlement art. 17 (the count and the *Relances* table), art. 10 (hordago kanta);
 * Memo Mus ch. V (base values), ch. IX (the race to the 40th point); Pagat "The Showdown and Scoring".
 */
import { BET_PHASES, type AnnouncementError, type BetPhase, type Credit, type EngineError, type Hand, type Reason, type Result, type Settlement, type Team } from '../types.js';
import { cardsOfIndices, checkHands, readHands, type ParsedCard } from '../cards/cards.js';
import { baseValue, bestSeatIn, evalCardIndices, pointsOf, tablesFor, type EvalHand, type Tables } from '../cards/evaluate.js';
import { teamOf } from '../rules/presets.js';
import { bettingRule, scoringRule } from '../rules/citations.js';
import { dialogueOf, listOf, stagePhase, type DealState, type Dialogue } from '../deal/state.js';
import { teamSeats } from '../deal/declare.js';
import { count, countDraft, type Tally } from '../score/ledger.js';
import { isVoided, planErrors, shownSeats, validMask, type ErrorPlan } from './announcements.js';
import { beatenBy, undecidedSuit, undecidedSuitIn, withJuegoReal, type UndecidedSuit } from './juego-real.js';
import { BASE_PUNTO_TEAM, basePuntoReason, baseReason, cancelVoidedReason, errorReason, idukiReason, ordagoWonReason, pasoReason } from '../score/reasons.js';

/** {@link BET_PHASES} in counting order, as a list of its own: iterating a frozen list is slower (see `sharedOrder` in `deal/state.ts`). */
const PHASES: readonly BetPhase[] = BET_PHASES.slice();
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
    const bad = checkShownHands(s, hands, path);
    if (bad) return { ok: false, error: bad };
    return {
      ok: true,
      value: {
        scoreBefore: s.scoreBefore, scoreAfter: s.score, winner: s.winner, ledger: s.credits.slice(), esku: s.esku,
        end: 'dialogue', errors: NO_ERRORS, out: s.out.length ? s.out.slice() : NO_SEATS,
      },
    };
  }
  if (s.stage !== 'showdown') return { ok: false, error: unfinished(s) };
  // the cards of the seats in the deal by their indices, four by seat (see `readHands`)
  const cards = s.rules.players <= 6 ? HAND_CARDS : new Int8Array(4 * s.rules.players);
  const bad = readHands(hands, s.rules.players, s.out, path, cards);
  if (bad) return { ok: false, error: bad };
  const shown = hands as (Hand | null)[];
  const evals: (EvalHand | null)[] = listOf<EvalHand | null>(shown.length, null);
  for (let seat = 0; seat < shown.length; seat++) {
    if (!shown[seat] || (s.out.length > 0 && s.out.includes(seat))) continue;
    const i = 4 * seat;
    // `readHands` wrote four cards for every seat with a hand
    evals[seat] = evalCardIndices(cards[i] ?? -1, cards[i + 1] ?? -1, cards[i + 2] ?? -1, cards[i + 3] ?? -1, s.rules);
  }
  const counted = countShowdown(s, evals);
  // a sota written without its suit must not decide the deal (Juego Real with the sota of oros)
  if (s.rules.juegoReal === 'oros') {
    const undecided = undecidedSuitIn(s, shown, cardsOfIndices(cards, s.rules.players, s.out, new Array<ParsedCard>(4 * s.rules.players)), evals, (h) => countShowdown(s, h), path, counted);
    if (undecided) return { ok: false, error: undecided.error };
  }
  return { ok: true, value: counted };
}

/**
 * The card indices `settleDeal` reads the hands into: one typed list for every settlement of a table
 * of up to six seats, written whole for the seats in the deal before it is read, and read
 * before `settleDeal` returns (nothing else holds it).
 */
const HAND_CARDS = new Int8Array(4 * 6);

/**
 * The first sota of a deal at its showdown whose suit, not written, decides the deal (Juego Real
 * with the sota of oros: `settle/juego-real.ts`), or null: the showdown asks for it before counting.
 * @param hands the hands as typed (`"10"`, `"10o"`…); null too when they are not valid hands yet.
 */
export function suitNeeded(s: DealState, hands: unknown, path = 'hands'): UndecidedSuit | null {
  return undecidedSuit(s, hands, (h) => countShowdown(s, h), path);
}

/**
 * The hands of a deal that ended in the dialogue (a manche won on a tira): they may be left out
 * (`undefined` or `null`), but when given they must be hands a Spanish deck can deal — four known
 * cards each, no card more often than the deck holds it — so that `settle`, `check`, the library's
 * import and the table give a file the same verdict.
 * @returns the first problem (`hands/…`, with its JSON path under `path`), or null.
 */
export function checkShownHands(s: DealState, hands: unknown, path = 'hands'): EngineError | null {
  if (hands === undefined || hands === null) return null;
  return checkHands(hands, s.rules.players, s.out, path);
}

/** Explains where an unfinished deal stands. */
export function unfinished(s: DealState): EngineError {
  return {
    code: 'record/deal-unfinished',
    message: `actions: the record stops at ${s.stage} before the dialogue is over; a settlement needs the whole deal`,
    path: 'actions',
    params: { phase: stagePhase(s.stage) },
  };
}

/** The count at the showdown, from evaluated hands (seats out of the deal: null). */
export function countShowdown(s: DealState, hands: readonly (EvalHand | null)[]): Settlement {
  const t = tablesFor(s.rules);
  // the seats with a hand in the deal, as a bit mask by seat (bit x: seat x)
  const active = shownSeats(s, hands);
  const plan = planErrors(s, hands, t, active);
  // the tally is this count's own (no object shared between counts)
  const tally: Tally = { score: s.score, target: s.rules.target, winner: null, ledger: s.credits.slice() };
  let end: Settlement['end'] = 'showdown';
  let errors: readonly AnnouncementError[] = plan.errors.length ? plan.errors : NO_ERRORS;
  const voided = plan.voided !== 0;
  if (s.ordago && !isVoided(plan, s.ordago.phase)) {
    // A hordago seen (kanta): "Après un Hordago Kanta aucun point (tantto) ne sera tiré" (FFMus
    // art. 10); "le jeu s'arrête et le meilleur gagne la manche sur cette phase" (Memo Mus ch. IV-2-D).
    // So nothing is drawn at the showdown — no error tira, no give-back, no base value, no stake —
    // and the loser keeps the score it had when the hordago was seen (tira points drawn before it in
    // the dialogue stay: they were drawn "au fur et à mesure", art. 17). Errors matter only for who
    // wins that phase: a denied hand never wins (arts. 14, 16); an error voiding the hordago's phase
    // voids the hordago (the other branch).
    end = 'ordago';
    const phase = s.ordago.phase;
    const best = bestSeatIn(phase, hands, s.order, eligible(phase, active, plan), t);
    if (best >= 0 && tally.winner === null) {
      const team = teamOf(best);
      const why = realNote(s, phase, best, hands, eligible(phase, active, plan), t, ordagoWonReason(phase, best));
      count(tally, team, s.rules.target - (team === 'A' ? tally.score.A : tally.score.B), phase, 'showdown', 'ordago', bettingRule(s.rules, 'FFMus art. 10'), why, best);
    }
    // the errors are still reported, with what they did here: nothing drawn
    if (plan.errors.length) errors = plan.errors.map((e) => ({ ...e, effect: errorReason('error.afterKanta', e.seat) }));
  } else {
    // an accepted hordago voided with its phase's bets (arts. 13 a/b, 15 a/c/d, 16 a): said on the error that voided it
    if (s.ordago && voided) errors = withVoidedOrdago(plan.errors, s.ordago.phase);
    // When the hands are shown: the points of voided dialogues go back, the error tiras are drawn.
    // A tira its team already lost to a misdeal found after it (FFMus art. 5: the team's points of
    // the deal are cancelled) is not given back a second time.
    const misdealt = voided ? lastMisdealCancel(s.credits) : null;
    if (misdealt) for (let i = 0; i < s.credits.length; i++) {
      const c = s.credits[i];
      // the team's place read by name, not `misdealt[c.team]` (a keyed read by 'A' and 'B' is a lookup, see `lastMisdealCancel`)
      if (c !== undefined && c.kind === 'tira' && c.counted && c.applied > 0 && isVoided(plan, c.phase as BetPhase) && i > (c.team === 'A' ? misdealt.A : misdealt.B)) {
        count(tally, c.team, -c.applied, c.phase, 'showdown', 'cancel', voidRule(plan, c.phase as BetPhase), cancelVoidedReason(c.phase, c.applied));
      }
    }
    for (let i = 0; i < plan.start.length; i++) {
      const d = plan.start[i];
      if (d) countDraft(tally, d);
    }
    // the phases in counting order (FFMus art. 17). A hordago seen here was voided by an error: no
    // phase after it was played (its dialogue was never opened), but an error's awards there still
    // count — the point du Pontua of art. 15 a after a voided juego hordago
    // awards come only with an error (a deal without one has the shared empty plan)
    const awards = plan.awards;
    for (const phase of PHASES) {
      const d = dialogueOf(s.dialogues, phase);
      if (d && !isVoided(plan, phase)) countPhase(tally, s, d, hands, active, plan, t);
      for (let i = 0; i < awards.length; i++) {
        const a = awards[i];
        if (a !== undefined && a.phase === phase) countDraft(tally, a);
      }
    }
  }
  const settlement: Settlement = {
    // the count's own list (not copied to its exact size: a match replay keeps its own exact copy,
    // `kept` in `match/replay.ts`)
    scoreBefore: s.scoreBefore, scoreAfter: tally.score, winner: tally.winner, ledger: tally.ledger, esku: s.esku,
    end, errors, out: s.out.length ? s.out.slice() : NO_SEATS,
  };
  return settlement;
}

/**
 * The seats whose hand may win a phase, as a bit mask by seat: at pares and juego the hands held
 * and declared (a denied hand never wins, FFMus arts. 14, 16); at the punto every hand but those
 * with juego (a hidden 31 is no punto: Memo Mus ch. III-5, glossary "Pundua : le Point (moins de 31
 * points)"; art. 16 a "Le jeu non annoncé ne comptera pas"); at grande and chica every hand.
 */
function eligible(phase: BetPhase, active: number, plan: ErrorPlan): number {
  if (phase === 'pares' || phase === 'juego') return active & validMask(plan, phase);
  if (phase === 'punto') return active & ~plan.juegoHolders;
  return active;
}

/** The phase whose bets each error case voids (`announcements.ts`: arts. 13 a/b, 15 a/c/d, 16 a). */
const VOIDS: Readonly<Record<string, BetPhase>> = {
  'error.13a': 'pares', 'error.13b': 'pares', 'error.15a': 'juego', 'error.15c': 'juego', 'error.15d': 'juego', 'error.16a': 'punto',
  'error.15a-same': 'juego', 'error.16a-same': 'punto',
};

/**
 * The errors with the voided hordago said on those that voided it: `ordago` (its phase) added to
 * the effect's params, rendered after its text (`ordago.voided`). The others as they are.
 */
function withVoidedOrdago(errors: readonly AnnouncementError[], phase: BetPhase): readonly AnnouncementError[] {
  return errors.map((e) => (VOIDS[e.effect.key] === phase ? { ...e, effect: { key: e.effect.key, params: { ...(e.effect.params ?? {}), ordago: phase } } } : e));
}

/**
 * The article a give-back (`cancel`) of `phase` cites: that of the first error, in speaking order,
 * whose effect voided the bets of `phase` ({@link VOIDS}: arts. 13 a/b, 15 a/c/d, 16 a). An error of
 * the same phase that voids nothing (arts. 15 b, 16 b, 16 c, 14, the unwritten cases) is not the one
 * that took the points back, even when it was found first (a hidden juego under art. 16 b before an
 * opponent's false ba under art. 15 c: the juego tira goes back under art. 15 c).
 */
function voidRule(plan: ErrorPlan, phase: BetPhase): string {
  for (const x of plan.errors) {
    if (VOIDS[x.effect.key] === phase) return x.rule;
  }
  return 'FFMus arts. 13-16';
}

/**
 * Base values of a team's valid hands at a phase (pares, juego) or the punto point: FFMus art. 17
 * « Paires : … 1 point (paires) 2 points (mediak) ou 3 points (doubles) … Le Jeu : … 2 points (jeu) ou 3
 * (pour le 31) »; the same values as Memo Mus ch. V. The article named is the règlement's (it wins for
 * the `ffmus` preset; until 27 November pares and juego named Memo Mus ch. V, the punto point art. 17).
 * Under `pagat` the credits cite Pagat « Scoring the Pares » / « Scoring the Juego or Punto » ({@link scoringRule}).
 * @param seats the seats whose hand counts, as a bit mask by seat; visited in speaking order.
 * @param best the seat whose hand won the phase (-1: no hand compared, a tira): the juego's Juego Real
 * note, the seat the punto point names.
 */
function baseValues(tally: Tally, s: DealState, phase: BetPhase, team: Team, seats: number, hands: readonly (EvalHand | null)[], t: Tables, best = -1): void {
  if (phase === 'punto') {
    countPunto(tally, s, team, best);
    return;
  }
  // the team's seats among those whose hand counts (no text compared per seat)
  const counted = seats & teamSeats(team);
  for (const x of s.order) {
    const h = hands[x];
    if (!h || !(counted & (1 << x))) continue;
    const v = baseValue(phase, h, t);
    if (v > 0) count(tally, team, v, phase, 'showdown', 'base', scoringRule(s.rules, phase), x === best ? realNote(s, phase, x, hands, seats, t, baseReason(phase, x, v)) : baseReason(phase, x, v), x);
  }
}

/**
 * The punto point (FFMus art. 17, 1 tanto; under `pagat` Pagat « Scoring the Juego or Punto », see
 * {@link scoringRule}) to `team`: its reason names `best`, the seat whose punto
 * won (after an iduki at the punto, or no bet), or the team when no hand was compared (a tira at the
 * punto: `best` -1).
 */
function countPunto(tally: Tally, s: DealState, team: Team, best: number): void {
  count(tally, team, 1, 'punto', 'showdown', 'base', scoringRule(s.rules, 'punto'), best >= 0 ? basePuntoReason(best) : BASE_PUNTO_TEAM[team]);
}

/**
 * The reason of the credit that gives the juego to `best`, with the Juego Real note when its Juego
 * Real beat a plain 31 that speaks before it (Pagat « Juego Real »): the ledger says why a 31 beat
 * another. Any other phase, or no such 31: the reason as it is.
 */
function realNote(s: DealState, phase: BetPhase, best: number, hands: readonly (EvalHand | null)[], seats: number, t: Tables, why: Reason): Reason {
  if (phase !== 'juego' || s.rules.juegoReal === 'off') return why;
  const beaten = beatenBy(best, hands, s.order, seats, (h) => pointsOf(h, t));
  return beaten < 0 ? why : withJuegoReal(why, s.rules.juegoReal, beaten);
}

/**
 * The count of one phase (FFMus art. 17 "On compte alors le Grand, puis le Petit, …").
 * @param active the seats with a hand in the deal, as a bit mask by seat.
 */
function countPhase(tally: Tally, s: DealState, d: Dialogue, hands: readonly (EvalHand | null)[], active: number, plan: ErrorPlan, t: Tables): void {
  const phase = d.phase;
  const combo = phase === 'pares' || phase === 'juego';
  const seats = eligible(phase, active, plan);
  switch (d.result) {
    case 'folded': {
      // grande/chica: nothing more ("Si le Grand a été laissé après un Embido, on ne tire rien")
      if (combo || phase === 'punto') baseValues(tally, s, phase, d.foldedBy === 'A' ? 'B' : 'A', seats, hands, t);
      return;
    }
    case 'passed': {
      const best = bestSeatIn(phase, hands, s.order, seats, t);
      if (best < 0) return;
      if (combo) baseValues(tally, s, phase, teamOf(best), seats, hands, t, best);
      else count(tally, teamOf(best), 1, phase, 'showdown', 'paso', scoringRule(s.rules, phase), pasoReason(phase, best), best);
      return;
    }
    case 'seen': {
      const best = bestSeatIn(phase, hands, s.order, seats, t);
      if (best < 0) return;
      count(tally, teamOf(best), d.stake, phase, 'showdown', 'iduki', scoringRule(s.rules, phase), realNote(s, phase, best, hands, seats, t, idukiReason(phase, best, d.stake, d.bets)), best);
      // the punto point names the seat that won it (a pares or juego base value names its own seat)
      if (phase === 'punto') countPunto(tally, s, teamOf(best), best);
      else if (combo) baseValues(tally, s, phase, teamOf(best), seats, hands, t);
      return;
    }
    case 'none': {
      const best = bestSeatIn(phase, hands, s.order, seats, t);
      if (best >= 0) baseValues(tally, s, phase, teamOf(best), seats, hands, t, best);
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

/**
 * Where each team's last misdeal cancellation stands in the deal's credits (-1: none). FFMus art. 5
 * takes back every point the misdealt seat's team drew in the deal so far (a `cancel` credit of the
 * phase `deal`): a credit of that team before it is already cancelled.
 */
function lastMisdealCancel(credits: readonly Credit[]): Record<Team, number> {
  const at = { A: -1, B: -1 };
  for (let i = 0; i < credits.length; i++) {
    const c = credits[i];
    if (c !== undefined && c.kind === 'cancel' && c.phase === 'deal') {
      // by name: a keyed write `at[c.team]` that sees both names is answered by a lookup (megamorphic)
      if (c.team === 'A') at.A = i;
      else at.B = i;
    }
  }
  return at;
}
