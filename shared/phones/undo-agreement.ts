/**
 * Undo by agreement (issue 26): a phone asks to take back the last act of the match; it is taken
 * back only when a player of the other team accepts on their phone. The request stands for the
 * match log as it was when asked: any new entry (or an undo made elsewhere) withdraws it. Pure.
 */
import type { Seat } from '../types.js';
import { teamOf } from '../rules/presets.js';

/** A request standing: who asked, and the length of the match log it is about. */
export interface UndoRequest {
  askedBy: Seat;
  logLength: number;
}

/** Why an ask or an accept is refused. */
export type UndoRefusal = 'phones/nothing-to-undo' | 'phones/no-undo-asked' | 'phones/same-team' | 'phones/undo-withdrawn';

/** The request standing now, or null when the log moved since it was asked. */
export function standing(r: UndoRequest | null, logLength: number): UndoRequest | null {
  return r && r.logLength === logLength ? r : null;
}

/** Asks to take back the last entry. @returns the request, or `phones/nothing-to-undo` at the start of the match. */
export function askUndo(seat: Seat, logLength: number): { ok: true; value: UndoRequest } | { ok: false; code: UndoRefusal } {
  if (logLength <= 0) return { ok: false, code: 'phones/nothing-to-undo' };
  return { ok: true, value: { askedBy: seat, logLength } };
}

/**
 * Accepts the request standing, from `seat`.
 * @returns who asked and who accepted, or `phones/no-undo-asked`, `phones/undo-withdrawn` (the log
 * moved since), `phones/same-team` (only the other team may accept: FFMus, a word said is said).
 */
export function acceptUndo(r: UndoRequest | null, seat: Seat, logLength: number): { ok: true; value: { askedBy: Seat; acceptedBy: Seat } } | { ok: false; code: UndoRefusal } {
  if (!r) return { ok: false, code: 'phones/no-undo-asked' };
  if (r.logLength !== logLength) return { ok: false, code: 'phones/undo-withdrawn' };
  if (teamOf(seat) === teamOf(r.askedBy)) return { ok: false, code: 'phones/same-team' };
  return { ok: true, value: { askedBy: r.askedBy, acceptedBy: seat } };
}
