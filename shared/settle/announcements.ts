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
import { teamSeats } from '../deal/declare.js';
import { declaredAt, type DealState } from '../deal/state.js';
import type { CreditDraft } from '../score/ledger.js';
import { baseReason, errorReason, penaltyPuntoReason, penaltyTiraReason } from '../score/reasons.js';

/** What the errors change in the count. */
export interface ErrorPlan {
  errors: readonly AnnouncementError[];
  /**
   * Phases whose bets are voided, as a bit mask by phase (see {@link phaseBit}; read it with
   * {@link isVoided}): their dialogue points are given back and their normal count skipped.
   */
  voided: number;
  /** Penalty tira points, drawn when the hands are shown. */
  start: readonly CreditDraft[];
  /**
   * Credits counted at a phase's place (the draft's own `phase`), after (or instead of, when voided)
   * its normal count; in the order they were given. One list: the count reads each phase's own.
   */
  awards: readonly CreditDraft[];
  /**
   * Hands that count at pares and at juego, as bit masks (bit `x` set: seat `x`'s hand counts):
   * held and declared (a denied hand counts for nothing, FFMus art. 14). See {@link validMask}.
   */
  validPares: number;
  validJuego: number;
  /**
   * Seats holding juego (31 or more), declared or not, as a bit mask. At the punto — played only
   * when nobody declared juego — every one of them denied it, and a hand with juego is no punto
   * hand: it never wins the punto nor counts in it (Memo Mus ch. III-5 and glossary "Pundua : le
   * Point (moins de 31 points)"; FFMus art. 16 a "Le jeu non annoncé ne comptera pas").
   */
  juegoHolders: number;
}

/** The seats whose hand counts at pares or juego, as a bit mask by seat. */
export function validMask(plan: ErrorPlan, phase: 'pares' | 'juego'): number {
  return phase === 'pares' ? plan.validPares : plan.validJuego;
}

/** Shared empty parts of a plan: about 95 deals in 100 have no announcement error. */
const NONE: readonly never[] = Object.freeze([]);

/**
 * A betting phase as one bit (grande 1, chica 2, pares 4, juego 8, punto 16), for the phases an
 * error voids ({@link ErrorPlan}'s `voided`): a switch, not a keyed read (see `dialogueOf`).
 */
export function phaseBit(phase: BetPhase): number {
  switch (phase) {
    case 'grande': return 1;
    case 'chica': return 2;
    case 'pares': return 4;
    case 'juego': return 8;
    default: return 16;
  }
}

/** True when an error voided the bets of `phase` (arts. 13 a/b, 15 a/c/d, 16 a). */
export function isVoided(plan: ErrorPlan, phase: BetPhase): boolean {
  return plan.voided !== 0 && (plan.voided & phaseBit(phase)) !== 0;
}

/**
 * Shared frozen plans without an error, by `validPares * 64 + validJuego` (see {@link errorFree}): a
 * list of its 4,096 slots from the start (filled lazily at scattered indices, an empty list is kept by
 * V8 as a dictionary, a hash lookup per deal). Each slot is written once, with a frozen plan that
 * depends on its index only.
 */
const ERROR_FREE: (ErrorPlan | undefined)[] = new Array<ErrorPlan | undefined>(4096).fill(undefined);

/**
 * The plan of a deal without an announcement error, given its valid hands (bit masks by seat): a
 * shared frozen object, built on first use (seats 0-5: 4,096 masks at most).
 */
function errorFree(validPares: number, validJuego: number): ErrorPlan {
  const shared = validPares < 64 && validJuego < 64;
  const k = validPares * 64 + validJuego;
  const known = shared ? ERROR_FREE[k] : undefined;
  if (known) return known;
  // without an error nobody hides juego: at the punto (nobody declared juego) nobody holds it
  const plan: ErrorPlan = Object.freeze({ errors: NONE, voided: 0, start: NONE, awards: NONE, validPares, validJuego, juegoHolders: 0 });
  if (shared) ERROR_FREE[k] = plan;
  return plan;
}

/** Per-deal context of the error rules: the plan being built. */
interface Ctx {
  errors: AnnouncementError[];
  /** As in {@link ErrorPlan}. */
  voided: number;
  start: CreditDraft[];
  awards: CreditDraft[];
  /** Valid hands at pares and at juego, bit masks by seat (as in {@link ErrorPlan}; two fields, not one object keyed by the phase's name, whose keyed read is a lookup). */
  validPares: number;
  validJuego: number;
  /** The (phase, team, rule) already settled, one bit each (see {@link once}). */
  seen: number;
  /**
   * The teams whose opponents already drew the tira of the punto and the point du Pontua (arts. 15 a
   * / 16 a), bit 1 team A, bit 2 team B: see {@link puntoPenalty}.
   */
  puntoPaid: number;
  /** The speaking order (the seats with a hand shown are those of the valid masks and of `planErrors`' `shown`: no list of them is made). */
  order: readonly Seat[];
  hands: readonly (EvalHand | null)[];
  t: ReturnType<typeof tablesFor>;
}

/** A credit counted at its phase's place (`d.phase`). */
function award(c: Ctx, d: CreditDraft): void {
  c.awards.push(d);
}

function voids(c: Ctx, phase: BetPhase): void {
  c.voided |= phaseBit(phase);
}

/** The base values of a team's valid hands at pares or juego, given by an error rule. */
function baseAward(c: Ctx, phase: 'pares' | 'juego', team: Team, rule: string): void {
  // a valid hand is one shown (see `planErrors`)
  const valid = phase === 'pares' ? c.validPares : c.validJuego;
  for (const x of c.order) {
    const h = c.hands[x];
    if (!h || teamOf(x) !== team || !(valid & (1 << x))) continue;
    const v = baseValue(phase, h, c.t);
    if (v > 0) award(c, { team, points: v, phase, when: 'showdown', kind: 'penalty', seat: x, rule, why: baseReason(phase, x, v) });
  }
}

/** A penalty tira (1 tanto), drawn when the hands are shown. */
function tira(c: Ctx, phase: BetPhase, team: Team, rule: string, seat: Seat): void {
  c.start.push({ team, points: 1, phase, when: 'showdown', kind: 'penalty', seat, rule, why: penaltyTiraReason(phase, seat) });
}

/** The punto point given by arts. 15 a / 16 a, counted last. */
function puntoPoint(c: Ctx, team: Team, rule: string, seat: Seat): void {
  award(c, { team, points: 1, phase: 'punto', when: 'showdown', kind: 'penalty', seat, rule, why: penaltyPuntoReason(seat) });
}

function note(c: Ctx, phase: 'pares' | 'juego', seat: Seat, kind: AnnouncementError['kind'], rule: string, effect: Reason): void {
  c.errors.push({ phase, seat, team: teamOf(seat), kind, rule, effect });
}

/**
 * The index (0-7) of an article whose penalty is settled once per team and phase (see {@link once}),
 * -1 for any other text.
 */
function onceRule(rule: string): number {
  switch (rule) {
    case 'FFMus art. 13 a': return 0;
    case 'FFMus art. 13 b': return 1;
    case 'FFMus art. 14': return 2;
    case 'FFMus art. 15 a': return 3;
    case 'FFMus art. 15 c': return 4;
    case 'FFMus art. 15 d': return 5;
    case 'FFMus art. 16 a': return 6;
    case 'FFMus art. 16 c': return 7;
    default: return -1;
  }
}

/**
 * True the first time a (phase, team, rule) is settled: one team's error is settled once. The pairs
 * seen are bits of `c.seen` (phase pares/juego × team A/B × the eight articles of {@link onceRule}).
 */
function once(c: Ctx, phase: 'pares' | 'juego', team: Team, rule: string): boolean {
  const r = onceRule(rule);
  if (r < 0) throw new Error(`once: ${rule} is not an article settled once`);
  const bit = 1 << (((phase === 'pares' ? 0 : 2) + (team === 'A' ? 0 : 1)) * 8 + r);
  if (c.seen & bit) return false;
  c.seen |= bit;
  return true;
}

/**
 * The seats with a hand shown in the deal (a hand, and not out after a misdeal), as a bit mask by
 * seat (bit `x`: seat `x`).
 */
export function shownSeats(s: DealState, hands: readonly (EvalHand | null)[]): number {
  let shown = 0;
  for (const x of s.order) if (hands[x] && !(s.out.length > 0 && s.out.includes(x))) shown |= 1 << x;
  return shown;
}

/**
 * Finds and settles the announcement errors of a deal.
 * @param hands evaluated hands by seat (null for seats out of the deal).
 * @param t the evaluation tables of the deal's rules, when the caller has them.
 * @param shown the seats with a hand shown ({@link shownSeats}), when the caller has them.
 */
export function planErrors(s: DealState, hands: readonly (EvalHand | null)[], t = tablesFor(s.rules), shown = shownSeats(s, hands)): ErrorPlan {
  // by seat, as bit masks (bit x: seat x): holds pares / juego, and holds and declared it
  let hasP = 0;
  let hasJ = 0;
  let validP = 0;
  let validJ = 0;
  let wrong = false;
  const dp = s.declared.pares;
  const dj = s.declared.juego;
  for (const x of s.order) {
    const h = hands[x];
    if (!h || !(shown & (1 << x))) continue;
    const p = hasPares(h, t);
    const j = hasJuego(h, t);
    // the masks by arithmetic on 0 and 1, not by `if (p)`: whether a hand holds pares or juego is as
    // random as the cards, and the processor mispredicts a branch on it about as often as not (see
    // `holderSeats` in `deal/flow.ts`)
    const pBit = Number(p) << x;
    const jBit = Number(j) << x;
    hasP |= pBit;
    hasJ |= jBit;
    validP |= pBit & (Number(dp[x] === true) << x);
    validJ |= jBit & (Number(dj[x] === true) << x);
    if ((dp[x] !== null && dp[x] !== p) || (dj[x] !== null && dj[x] !== j)) wrong = true;
  }
  if (!wrong) return errorFree(validP, validJ);
  const c: Ctx = { errors: [], voided: 0, start: [], awards: [], validPares: validP, validJuego: validJ, seen: 0, puntoPaid: 0, order: s.order, hands, t };
  for (const phase of PHASES2) {
    const actual = phase === 'pares' ? hasP : hasJ;
    // who "has" pares or juego for the articles' cases: a hand held AND declared. A denied hand
    // counts for nothing (art. 14: "ne valent ni pour taper, ni pour tenir, ni pour les compter";
    // art. 16 a: "Le jeu non annoncé ne comptera pas"), so two partners who both deny are each
    // "without a partner who has" — one penalty for the team (`once`), as art. 14 / 16 a give it.
    const counts = phase === 'pares' ? validP : validJ;
    const declaredBy = declaredAt(s, phase);
    for (const x of s.order) {
      if (!(shown & (1 << x))) continue;
      const declared = declaredBy[x];
      if (declared === null || declared === undefined) continue; // null: the phase was never reached (a hordago ended the deal)
      const has = (actual & (1 << x)) !== 0;
      if (declared === has) continue;
      const team = teamOf(x);
      const opp = otherTeam(team);
      // `counts` holds only seats with a hand shown: a partner who has, an opponent who has
      const partnerHas = (counts & teamSeats(team) & ~(1 << x)) !== 0;
      const oppHas = (counts & teamSeats(opp)) !== 0;
      settleOne(c, phase, x, declared, team, opp, partnerHas, oppHas);
    }
  }
  return { errors: c.errors, voided: c.voided, start: c.start, awards: c.awards, validPares: validP, validJuego: validJ, juegoHolders: hasJ };
}

const PHASES2 = ['pares', 'juego'] as const;

/**
 * Arts. 15 a and 16 a, once per team and article ({@link once}): the bets of `voided` are voided
 * (juego for 15 a, the punto for 16 a) and the opponents « tireront le Tira du point, et le point du
 * Pontua ». Both articles give the same two points — THE tira of the punto and THE point du Pontua, of
 * which a deal has one — so a team whose one partner says a false ba and the other hides juego (each
 * finds that nobody else « a le jeu »: the hidden juego counts for nothing) pays them once, under the
 * article of the error settled first in speaking order: 2, not 4 (docs/announcement-errors.md « One
 * punto per deal »). Returns the key of the error's effect: `error.15a`/`error.16a`, or
 * `error.15a-same`/`error.16a-same` when the partner's error already paid the punto.
 */
function puntoPenalty(c: Ctx, team: Team, opp: Team, rule: 'FFMus art. 15 a' | 'FFMus art. 16 a', x: Seat): string {
  const key = rule === 'FFMus art. 15 a' ? 'error.15a' : 'error.16a';
  if (!once(c, 'juego', team, rule)) return `${key}-same`;
  voids(c, rule === 'FFMus art. 15 a' ? 'juego' : 'punto');
  const bit = team === 'A' ? 1 : 2;
  if (c.puntoPaid & bit) return `${key}-same`;
  c.puntoPaid |= bit;
  tira(c, 'punto', opp, rule, x);
  puntoPoint(c, opp, rule, x);
  return key;
}

/** One seat's error, by the article's cases. */
function settleOne(c: Ctx, phase: 'pares' | 'juego', x: Seat, declared: boolean, team: Team, opp: Team, partnerHas: boolean, oppHas: boolean): void {
  if (phase === 'pares' && declared) {
    if (!partnerHas) {
      const rule = 'FFMus art. 13 a';
      note(c, phase, x, 'false-ba', rule, errorReason('error.13a', x, opp));
      if (once(c, phase, team, rule)) { voids(c, 'pares'); baseAward(c, 'pares', opp, rule); }
    } else if (oppHas) {
      const rule = 'FFMus art. 13 b';
      note(c, phase, x, 'false-ba', rule, errorReason('error.13b', x, opp));
      if (once(c, phase, team, rule)) { voids(c, 'pares'); tira(c, 'pares', opp, rule, x); baseAward(c, 'pares', opp, rule); }
    } else {
      note(c, phase, x, 'false-ba', 'FFMus art. 13 (case not written: as art. 15 b)', errorReason('error.13-unwritten', x));
    }
  } else if (phase === 'pares') {
    if (!partnerHas && oppHas) {
      const rule = 'FFMus art. 14';
      note(c, phase, x, 'denied', rule, errorReason('error.14-tira', x, opp));
      if (once(c, phase, team, rule)) tira(c, 'pares', opp, rule, x);
    } else {
      note(c, phase, x, 'denied', 'FFMus art. 14', errorReason('error.14', x));
    }
  } else if (declared) {
    if (!partnerHas && !oppHas) {
      const rule = 'FFMus art. 15 a';
      note(c, phase, x, 'false-ba', rule, errorReason(puntoPenalty(c, team, opp, rule, x), x, opp));
    } else if (partnerHas && !oppHas) {
      note(c, phase, x, 'false-ba', 'FFMus art. 15 b', errorReason('error.15b', x));
    } else if (!partnerHas) {
      const rule = 'FFMus art. 15 c';
      note(c, phase, x, 'false-ba', rule, errorReason('error.15c', x, opp));
      if (once(c, phase, team, rule)) { voids(c, 'juego'); baseAward(c, 'juego', opp, rule); }
    } else {
      const rule = 'FFMus art. 15 d';
      note(c, phase, x, 'false-ba', rule, errorReason('error.15d', x, opp));
      if (once(c, phase, team, rule)) { voids(c, 'juego'); tira(c, 'juego', opp, rule, x); baseAward(c, 'juego', opp, rule); }
    }
  } else if (!partnerHas && !oppHas) {
    const rule = 'FFMus art. 16 a';
    note(c, phase, x, 'denied', rule, errorReason(puntoPenalty(c, team, opp, rule, x), x, opp));
  } else if (partnerHas && !oppHas) {
    note(c, phase, x, 'denied', 'FFMus art. 16 b', errorReason('error.16b', x));
  } else if (!partnerHas) {
    const rule = 'FFMus art. 16 c';
    note(c, phase, x, 'denied', rule, errorReason('error.16c', x, opp));
    if (once(c, phase, team, rule)) tira(c, 'juego', opp, rule, x);
  } else {
    note(c, phase, x, 'denied', 'FFMus art. 16 (case not written: as art. 14)', errorReason('error.16-unwritten', x));
  }
}
