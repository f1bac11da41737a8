/**
 * Announcement errors at pares and juego, found by comparing the ba/ez declarations with the hands
 * shown (FFMus règlement arts. 13-16; Memo Mus ch. VI). Every case the articles write is settled as
 * written; the cases they leave out are settled as documented in `docs/announcement-errors.md`.
 *
 * Where the penalties fall in the count: the tira points an error gives are tira points, drawn when
 * the hands are shown, before the count (Memo Mus ch. IX counts tira first); the points of the voided
 * dialogue are given back at the same moment; base values and the punto point are counted at their
 * phase's place (Memo Mus ch. IX: "la valeur de base du Point ne sera créditée qu'en tout dernier").
 */
import type { AnnouncementError, BetPhase, Reason, Seat, Team } from '../types.js';
import type { EvalHand } from '../cards/evaluate.js';
import { baseValue, hasJuego, hasPares, tablesFor } from '../cards/evaluate.js';
import { otherTeam, teamOf } from '../rules/presets.js';
import { listOf, type DealState } from '../deal/state.js';
import type { CreditDraft } from './ledger.js';

/** What the errors change in the count. */
export interface ErrorPlan {
  errors: AnnouncementError[];
  /** Phases whose bets are voided: their dialogue points are given back and their normal count skipped. */
  voided: BetPhase[];
  /** Penalty tira points, drawn when the hands are shown. */
  start: CreditDraft[];
  /** Credits counted at a phase's place, after (or instead of, when voided) its normal count. */
  awards: Partial<Record<BetPhase, CreditDraft[]>>;
  /** Hands that count at pares/juego: held and declared (a denied hand counts for nothing, FFMus art. 14). */
  valid: { pares: boolean[]; juego: boolean[] };
}

/** Per-deal context of the error rules. */
interface Ctx {
  plan: ErrorPlan;
  seen: Set<string>;
  seats: Seat[];
  hands: readonly (EvalHand | null)[];
  t: ReturnType<typeof tablesFor>;
}

function award(plan: ErrorPlan, phase: BetPhase, d: CreditDraft): void {
  const list = plan.awards[phase];
  if (list) list.push(d);
  else plan.awards[phase] = [d];
}

function voids(plan: ErrorPlan, phase: BetPhase): void {
  if (!plan.voided.includes(phase)) plan.voided.push(phase);
}

/** The base values of a team's valid hands at pares or juego, given by an error rule. */
function baseAward(c: Ctx, phase: 'pares' | 'juego', team: Team, rule: string): void {
  for (const x of c.seats) {
    if (teamOf(x) !== team || !c.plan.valid[phase][x]) continue;
    const v = baseValue(phase, c.hands[x]!, c.t);
    if (v > 0) award(c.plan, phase, { team, points: v, phase, when: 'showdown', kind: 'penalty', seat: x, rule, why: { key: `base.${phase}`, params: { seat: x, value: v } } });
  }
}

/** A penalty tira (1 tanto), drawn when the hands are shown. */
function tira(c: Ctx, phase: BetPhase, team: Team, rule: string, seat: Seat): void {
  c.plan.start.push({ team, points: 1, phase, when: 'showdown', kind: 'penalty', seat, rule, why: { key: 'penalty.tira', params: { phase, seat } } });
}

/** The punto point given by arts. 15 a / 16 a, counted last. */
function puntoPoint(c: Ctx, team: Team, rule: string, seat: Seat): void {
  award(c.plan, 'punto', { team, points: 1, phase: 'punto', when: 'showdown', kind: 'penalty', seat, rule, why: { key: 'penalty.punto', params: { seat } } });
}

function note(c: Ctx, phase: 'pares' | 'juego', seat: Seat, kind: AnnouncementError['kind'], rule: string, effect: Reason): void {
  c.plan.errors.push({ phase, seat, team: teamOf(seat), kind, rule, effect });
}

/** True the first time a (phase, team, rule) is settled: one team's error is settled once. */
function once(c: Ctx, phase: string, team: Team, rule: string): boolean {
  const k = `${phase}|${team}|${rule}`;
  if (c.seen.has(k)) return false;
  c.seen.add(k);
  return true;
}

/**
 * Finds and settles the announcement errors of a deal.
 * @param hands evaluated hands by seat (null for seats out of the deal).
 */
export function planErrors(s: DealState, hands: readonly (EvalHand | null)[]): ErrorPlan {
  const t = tablesFor(s.rules);
  const n = s.rules.players;
  // by seat, sized once (filled out of order: seats come in speaking order)
  const vp = listOf(n, false);
  const vj = listOf(n, false);
  const ap = listOf(n, false);
  const aj = listOf(n, false);
  const seats: Seat[] = [];
  let wrong = false;
  const dp = s.declared.pares;
  const dj = s.declared.juego;
  for (let i = 0; i < n; i++) {
    const x = s.order[i];
    const h = hands[x];
    if (!h || (s.out.length > 0 && s.out.includes(x))) continue;
    seats.push(x);
    const p = hasPares(h, t);
    const j = hasJuego(h, t);
    ap[x] = p;
    aj[x] = j;
    vp[x] = p && dp[x] === true;
    vj[x] = j && dj[x] === true;
    if ((dp[x] !== null && dp[x] !== p) || (dj[x] !== null && dj[x] !== j)) wrong = true;
  }
  const plan: ErrorPlan = { errors: [], voided: [], start: [], awards: {}, valid: { pares: vp, juego: vj } };
  if (!wrong) return plan;
  const c: Ctx = { plan, seen: new Set(), seats, hands, t };
  for (const phase of PHASES2) {
    const actual = phase === 'pares' ? ap : aj;
    for (const x of seats) {
      const declared = s.declared[phase][x];
      if (declared === null) continue; // the phase was never reached (a hordago ended the deal)
      const has = actual[x];
      if (declared === has) continue;
      const team = teamOf(x);
      const opp = otherTeam(team);
      let partnerHas = false;
      let oppHas = false;
      for (const y of seats) {
        if (!actual[y]) continue;
        if (teamOf(y) === opp) oppHas = true;
        else if (y !== x) partnerHas = true;
      }
      settleOne(c, phase, x, declared, team, opp, partnerHas, oppHas);
    }
  }
  return plan;
}

const PHASES2 = ['pares', 'juego'] as const;

/** One seat's error, by the article's cases. */
function settleOne(c: Ctx, phase: 'pares' | 'juego', x: Seat, declared: boolean, team: Team, opp: Team, partnerHas: boolean, oppHas: boolean): void {
  const plan = c.plan;
  if (phase === 'pares' && declared) {
    if (!partnerHas) {
      const rule = 'FFMus art. 13 a';
      note(c, phase, x, 'false-ba', rule, { key: 'error.13a', params: { seat: x, opp } });
      if (once(c, phase, team, rule)) { voids(plan, 'pares'); baseAward(c, 'pares', opp, rule); }
    } else if (oppHas) {
      const rule = 'FFMus art. 13 b';
      note(c, phase, x, 'false-ba', rule, { key: 'error.13b', params: { seat: x, opp } });
      if (once(c, phase, team, rule)) { voids(plan, 'pares'); tira(c, 'pares', opp, rule, x); baseAward(c, 'pares', opp, rule); }
    } else {
      note(c, phase, x, 'false-ba', 'FFMus art. 13 (case not written: as art. 15 b)', { key: 'error.13-unwritten', params: { seat: x } });
    }
  } else if (phase === 'pares') {
    if (!partnerHas && oppHas) {
      const rule = 'FFMus art. 14';
      note(c, phase, x, 'denied', rule, { key: 'error.14-tira', params: { seat: x, opp } });
      if (once(c, phase, team, rule)) tira(c, 'pares', opp, rule, x);
    } else {
      note(c, phase, x, 'denied', 'FFMus art. 14', { key: 'error.14', params: { seat: x } });
    }
  } else if (declared) {
    if (!partnerHas && !oppHas) {
      const rule = 'FFMus art. 15 a';
      note(c, phase, x, 'false-ba', rule, { key: 'error.15a', params: { seat: x, opp } });
      if (once(c, phase, team, rule)) { voids(plan, 'juego'); tira(c, 'punto', opp, rule, x); puntoPoint(c, opp, rule, x); }
    } else if (partnerHas && !oppHas) {
      note(c, phase, x, 'false-ba', 'FFMus art. 15 b', { key: 'error.15b', params: { seat: x } });
    } else if (!partnerHas) {
      const rule = 'FFMus art. 15 c';
      note(c, phase, x, 'false-ba', rule, { key: 'error.15c', params: { seat: x, opp } });
      if (once(c, phase, team, rule)) { voids(plan, 'juego'); baseAward(c, 'juego', opp, rule); }
    } else {
      const rule = 'FFMus art. 15 d';
      note(c, phase, x, 'false-ba', rule, { key: 'error.15d', params: { seat: x, opp } });
      if (once(c, phase, team, rule)) { voids(plan, 'juego'); tira(c, 'juego', opp, rule, x); baseAward(c, 'juego', opp, rule); }
    }
  } else if (!partnerHas && !oppHas) {
    const rule = 'FFMus art. 16 a';
    note(c, phase, x, 'denied', rule, { key: 'error.16a', params: { seat: x, opp } });
    if (once(c, phase, team, rule)) { voids(plan, 'punto'); tira(c, 'punto', opp, rule, x); puntoPoint(c, opp, rule, x); }
  } else if (partnerHas && !oppHas) {
    note(c, phase, x, 'denied', 'FFMus art. 16 b', { key: 'error.16b', params: { seat: x } });
  } else if (!partnerHas) {
    const rule = 'FFMus art. 16 c';
    note(c, phase, x, 'denied', rule, { key: 'error.16c', params: { seat: x, opp } });
    if (once(c, phase, team, rule)) tira(c, 'juego', opp, rule, x);
  } else {
    note(c, phase, x, 'denied', 'FFMus art. 16 (case not written: as art. 14)', { key: 'error.16-unwritten', params: { seat: x } });
  }
}
