/**
 * The reasons (`Credit.why`) that repeat from deal to deal, built once and frozen.
 *
 * A match replay keeps every credit of every deal; most of them carry one of a few reasons (a base
 * value, a paso point, a tira on the opening bet, a hordago won). Sharing those objects keeps a
 * replay small. Each function returns exactly the object the credit would otherwise build, with the
 * same key and the same params in the same order. Reasons are data and are never mutated. Values
 * outside the tables (a seat past 7, an amount past 99, a ladder of three bets or more) get a fresh,
 * unfrozen object, so the tables stay small.
 *
 * Rules: these only name the reason; the points are decided where the rule is applied
 * (`settle/settle.ts` for the count, `deal/dialogue.ts` for the tira).
 */
import type { BetPhase, Reason, Team } from '../types.js';

/**
 * Index of a betting phase (grande 0 … punto 4), -1 for any other text. A switch, not a keyed read
 * of an object by the phase's name: a site that reads five names by key is answered by a lookup.
 */
function phaseIndex(phase: string): number {
  switch (phase) {
    case 'grande': return 0;
    case 'chica': return 1;
    case 'pares': return 2;
    case 'juego': return 3;
    case 'punto': return 4;
    default: return -1;
  }
}
/** The message key of a phase's base value (a switch, as {@link phaseIndex}). */
function baseKey(phase: BetPhase): string {
  switch (phase) {
    case 'grande': return 'base.grande';
    case 'chica': return 'base.chica';
    case 'pares': return 'base.pares';
    case 'juego': return 'base.juego';
    case 'punto': return 'base.punto';
  }
}

/** The message key of a phase's paso point (a switch, as {@link phaseIndex}). */
function pasoKey(phase: BetPhase): string {
  switch (phase) {
    case 'grande': return 'paso.grande';
    case 'chica': return 'paso.chica';
    case 'pares': return 'paso.pares';
    case 'juego': return 'paso.juego';
    case 'punto': return 'paso.punto';
  }
}

/** Seats and small values kept in the tables (larger ones get a fresh object). */
const SEATS = 8;
const VALUES = 8;
const AMOUNTS = 100;

const bases: (Reason | undefined)[] = [];
const pasos: (Reason | undefined)[] = [];
const ordagos: (Reason | undefined)[] = [];
const tiraOpenings: (Reason | undefined)[] = [];

function frozen(key: string, params: Record<string, string | number>): Reason {
  return Object.freeze({ key, params: Object.freeze(params) });
}

function small(x: number | undefined, limit: number): x is number {
  return x !== undefined && Number.isInteger(x) && x >= 0 && x < limit;
}

/** `base.<phase>` {seat, value}: the base value of a seat's hand (Memo Mus ch. V). */
export function baseReason(phase: BetPhase, seat: number, value: number): Reason {
  if (!small(seat, SEATS) || !small(value, VALUES)) return { key: baseKey(phase), params: { seat, value } };
  const k = (phaseIndex(phase) * SEATS + seat) * VALUES + value;
  return bases[k] ?? (bases[k] = frozen(baseKey(phase), { seat, value }));
}

/** `paso.<phase>` {seat}: the point of a phase passed by all (FFMus art. 17). */
export function pasoReason(phase: BetPhase, seat: number): Reason {
  if (!small(seat, SEATS)) return { key: pasoKey(phase), params: { seat } };
  const k = phaseIndex(phase) * SEATS + seat;
  return pasos[k] ?? (pasos[k] = frozen(pasoKey(phase), { seat }));
}

/** `ordago.won` {phase, seat}: the manche won on a hordago kanta (FFMus art. 10). */
export function ordagoWonReason(phase: BetPhase, seat: number): Reason {
  if (!small(seat, SEATS)) return { key: 'ordago.won', params: { phase, seat } };
  const k = phaseIndex(phase) * SEATS + seat;
  return ordagos[k] ?? (ordagos[k] = frozen('ordago.won', { phase, seat }));
}

/** `tira.opening` {paid: 1, bet}: the opening bet refused pays 1 (FFMus art. 17). */
export function tiraOpeningReason(bet: number): Reason {
  if (!small(bet, AMOUNTS)) return { key: 'tira.opening', params: { paid: 1, bet } };
  return tiraOpenings[bet] ?? (tiraOpenings[bet] = frozen('tira.opening', { paid: 1, bet }));
}

/** `tira.ordagoOpening` {paid: 1}: a hordago that opened, refused, pays 1 (FFMus art. 17). */
export const TIRA_ORDAGO_OPENING: Reason = frozen('tira.ordagoOpening', { paid: 1 });

const puntoSeats: (Reason | undefined)[] = [];

/**
 * `base.punto` {seat}: the punto point to the best punto hand, `seat` (0-based), after the punto was
 * seen (iduki) or when no one bet on it (FFMus art. 17).
 */
export function basePuntoReason(seat: number): Reason {
  if (!small(seat, SEATS)) return { key: 'base.punto', params: { seat } };
  return puntoSeats[seat] ?? (puntoSeats[seat] = frozen('base.punto', { seat }));
}

/**
 * `base.punto` {team}: the punto point to `team` after the other team refused its bet at the punto
 * (tira): no hand is compared, the credit is the team's, not one seat's (FFMus art. 17). The same key
 * as {@link basePuntoReason}'s (a program finds every punto point by it); the text names the team
 * (`shared/i18n` renders it by `base.puntoTeam`).
 */
export const BASE_PUNTO_TEAM: Readonly<Record<Team, Reason>> = Object.freeze({
  A: frozen('base.punto', { team: 'A' }),
  B: frozen('base.punto', { team: 'B' }),
});

/**
 * A number naming a short list of bets (one or two amounts from 0 to 99: nearly every ladder), or
 * -1 for a longer one, whose reason is then built afresh.
 */
function betsKey(bets: readonly number[]): number {
  const first = bets[0];
  if (bets.length === 1) return small(first, AMOUNTS) ? first : -1;
  const second = bets[1];
  if (bets.length === 2) return small(first, AMOUNTS) && small(second, AMOUNTS) ? AMOUNTS + first * AMOUNTS + second : -1;
  return -1;
}
/** Number of values {@link betsKey} can take. */
const BETS_KEYS = AMOUNTS + AMOUNTS * AMOUNTS;

const idukis = new Map<number, Reason>();
const tiraRaises = new Map<number, Reason>();
const tiraOrdagos = new Map<number, Reason>();
const penaltyTiras: (Reason | undefined)[] = [];
const penaltyPuntos: (Reason | undefined)[] = [];
const voidedCancels = new Map<number, Reason>();
const errors = new Map<string, (Reason | undefined)[]>();

/**
 * `iduki` {phase, seat, stake, bets}: a seen bet won at the showdown (FFMus art. 17).
 * @param bets the opening bet then each raise, tantos (`bets` in the reason is them joined by "+").
 */
export function idukiReason(phase: BetPhase, seat: number, stake: number, bets: readonly number[]): Reason {
  const b = betsKey(bets);
  const shareable = b >= 0 && small(seat, SEATS) && stake === sumOf(bets);
  const k = (phaseIndex(phase) * SEATS + seat) * BETS_KEYS + b;
  const known = shareable ? idukis.get(k) : undefined;
  if (known) return known;
  const params = { phase, seat, stake, bets: bets.join('+') };
  if (!shareable) return { key: 'iduki', params };
  const r = frozen('iduki', params);
  idukis.set(k, r);
  return r;
}

/** `tira.raises` {paid, bets, raises}: a raised bet refused pays all but the last raise (FFMus art. 17). */
export function tiraRaisesReason(paid: number, bets: readonly number[], raises: number): Reason {
  const b = betsKey(bets);
  const last = bets[bets.length - 1];
  const shareable = b >= 0 && last !== undefined && raises === bets.length - 1 && paid === sumOf(bets) - last;
  const known = shareable ? tiraRaises.get(b) : undefined;
  if (known) return known;
  const params = { paid, bets: bets.join('+'), raises };
  if (!shareable) return { key: 'tira.raises', params };
  const r = frozen('tira.raises', params);
  tiraRaises.set(b, r);
  return r;
}

/** `tira.ordagoAfterBets` {paid, bets}: a hordago after bets, refused, pays the bets (FFMus *Le dialogue*). */
export function tiraOrdagoAfterBetsReason(paid: number, bets: readonly number[]): Reason {
  const b = betsKey(bets);
  const shareable = b >= 0 && paid === sumOf(bets);
  const known = shareable ? tiraOrdagos.get(b) : undefined;
  if (known) return known;
  const params = { paid, bets: bets.join('+') };
  if (!shareable) return { key: 'tira.ordagoAfterBets', params };
  const r = frozen('tira.ordagoAfterBets', params);
  tiraOrdagos.set(b, r);
  return r;
}

/** `penalty.tira` {phase, seat}: the tira an announcement error gives (FFMus arts. 13-16). */
export function penaltyTiraReason(phase: BetPhase, seat: number): Reason {
  if (!small(seat, SEATS)) return { key: 'penalty.tira', params: { phase, seat } };
  const k = phaseIndex(phase) * SEATS + seat;
  return penaltyTiras[k] ?? (penaltyTiras[k] = frozen('penalty.tira', { phase, seat }));
}

/** `penalty.punto` {seat}: the punto point of FFMus arts. 15 a / 16 a. */
export function penaltyPuntoReason(seat: number): Reason {
  if (!small(seat, SEATS)) return { key: 'penalty.punto', params: { seat } };
  return penaltyPuntos[seat] ?? (penaltyPuntos[seat] = frozen('penalty.punto', { seat }));
}

/** `cancel.voided` {phase, points}: the points of a voided dialogue given back (FFMus arts. 13-16). */
export function cancelVoidedReason(phase: string, points: number): Reason {
  const pi = phaseIndex(phase);
  if (pi < 0 || !small(points, AMOUNTS)) return { key: 'cancel.voided', params: { phase, points } };
  const k = pi * AMOUNTS + points;
  let r = voidedCancels.get(k);
  if (!r) voidedCancels.set(k, (r = frozen('cancel.voided', { phase, points })));
  return r;
}

/**
 * `error.<case>` {seat, opp} or {seat}: what the engine did about an announcement error
 * (FFMus arts. 13-16; `opp` is left out by the cases that give the other team nothing).
 */
export function errorReason(key: string, seat: number, opp?: 'A' | 'B'): Reason {
  let byKey = errors.get(key);
  if (!byKey) errors.set(key, (byKey = []));
  const k = seat * 3 + (opp === undefined ? 0 : opp === 'A' ? 1 : 2);
  const known = small(seat, SEATS) ? byKey[k] : undefined;
  if (known) return known;
  const params: Record<string, string | number> = opp === undefined ? { seat } : { seat, opp };
  if (!small(seat, SEATS)) return { key, params };
  return (byKey[k] = frozen(key, params));
}

function sumOf(xs: readonly number[]): number {
  let t = 0;
  for (const x of xs) t += x;
  return t;
}
