/**
 * The reasons (`Credit.why`) that repeat from deal to deal, built once and frozen.
 *
 * A match replay keeps every credit of every deal; most of them carry one of a few reasons (a base
 * value, a paso point, a tira on the opening bet, a hordago won). Sharing those objects keeps a
 * replay small. Each function returns exactly the object the credit would otherwise build, with the
 * same key and the same params in the same order. Reasons are data and are never mutated.
 *
 * Rules: these only name the reason; the points are decided where the rule is applied
 * (`settle/settle.ts` for the count, `deal/reducer.ts` for the tira).
 */
import type { BetPhase, Reason } from '../types.js';

const PHASE_INDEX: Record<BetPhase, number> = { grande: 0, chica: 1, pares: 2, juego: 3, punto: 4 };
/** Message keys by phase. */
const BASE_KEY: Record<BetPhase, string> = { grande: 'base.grande', chica: 'base.chica', pares: 'base.pares', juego: 'base.juego', punto: 'base.punto' };
const PASO_KEY: Record<BetPhase, string> = { grande: 'paso.grande', chica: 'paso.chica', pares: 'paso.pares', juego: 'paso.juego', punto: 'paso.punto' };

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

function small(x: number, limit: number): boolean {
  return Number.isInteger(x) && x >= 0 && x < limit;
}

/** `base.<phase>` {seat, value}: the base value of a seat's hand (Memo Mus ch. V). */
export function baseReason(phase: BetPhase, seat: number, value: number): Reason {
  if (!small(seat, SEATS) || !small(value, VALUES)) return { key: BASE_KEY[phase], params: { seat, value } };
  const k = (PHASE_INDEX[phase] * SEATS + seat) * VALUES + value;
  return bases[k] ?? (bases[k] = frozen(BASE_KEY[phase], { seat, value }));
}

/** `paso.<phase>` {seat}: the point of a phase passed by all (FFMus art. 17). */
export function pasoReason(phase: BetPhase, seat: number): Reason {
  if (!small(seat, SEATS)) return { key: PASO_KEY[phase], params: { seat } };
  const k = PHASE_INDEX[phase] * SEATS + seat;
  return pasos[k] ?? (pasos[k] = frozen(PASO_KEY[phase], { seat }));
}

/** `ordago.won` {phase, seat}: the manche won on a hordago kanta (FFMus art. 10). */
export function ordagoWonReason(phase: BetPhase, seat: number): Reason {
  if (!small(seat, SEATS)) return { key: 'ordago.won', params: { phase, seat } };
  const k = PHASE_INDEX[phase] * SEATS + seat;
  return ordagos[k] ?? (ordagos[k] = frozen('ordago.won', { phase, seat }));
}

/** `tira.opening` {paid: 1, bet}: the opening bet refused pays 1 (FFMus art. 17). */
export function tiraOpeningReason(bet: number): Reason {
  if (!small(bet, AMOUNTS)) return { key: 'tira.opening', params: { paid: 1, bet } };
  return tiraOpenings[bet] ?? (tiraOpenings[bet] = frozen('tira.opening', { paid: 1, bet }));
}

/** `tira.ordagoOpening` {paid: 1}: a hordago that opened, refused, pays 1 (FFMus art. 17). */
export const TIRA_ORDAGO_OPENING: Reason = frozen('tira.ordagoOpening', { paid: 1 });

/** `base.punto` {}: the punto point (FFMus art. 17). */
export const BASE_PUNTO: Reason = frozen('base.punto', {});
