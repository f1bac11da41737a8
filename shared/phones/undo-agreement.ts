/**
 * Undo by agreement (issue 26): a phone asks to take back the last act of the match; it is taken
 * back only when a player of the other team accepts on their phone. The request stands for the
 * match log as it was when asked: any new entry (or an undo made elsewhere) withdraws it. The
 * request names what it would take back, so the phones that may accept it show it. Pure.
 */
import type { Act, Action, EngineError, Result, Seat } from '../types.js';
import type { MatchEntry } from '../match/live.js';
import { teamOf } from '../rules/presets.js';
import { actsOfLog, seesOrdago } from '../i18n/act-text.js';

/** An act said at the table as a phone names it: who said it, the act, the amount of an imido or gehiago, the count of a discard, whether a declaration was ba, biak, whether a see answered a hordago. */
export interface SaidAct {
  type: 'action';
  seat: Seat;
  act: Act;
  amount?: number;
  count?: number;
  has?: boolean;
  both?: true;
  /** A see answering a standing hordago: « kanta », not « iduki » (`seesOrdago`). */
  kanta?: true;
}

/** What an undo takes back: an act said at the table, or the hands shown at the showdown. */
export type UndoTarget = SaidAct | { type: 'hands' };

/** A request standing: who asked, the length of the match log it is about, and what it takes back. */
export interface UndoRequest {
  askedBy: Seat;
  logLength: number;
  last: UndoTarget;
}

/** Why an ask or an accept is refused. */
export type UndoRefusal = 'phones/nothing-to-undo' | 'phones/no-undo-asked' | 'phones/same-team' | 'phones/undo-withdrawn';

/** A refused ask or accept: one of the {@link UndoRefusal} codes with its English message. */
export interface UndoError extends EngineError {
  code: UndoRefusal;
}

const MESSAGES: Record<UndoRefusal, string> = {
  'phones/nothing-to-undo': 'nothing to take back: this is the start of the match',
  'phones/no-undo-asked': 'no undo is asked now',
  'phones/undo-withdrawn': 'the undo asked was withdrawn: the match moved on since',
  'phones/same-team': 'a player of the other team accepts the undo',
};

const refuse = (code: UndoRefusal): { ok: false; error: UndoError } => ({ ok: false, error: { code, message: MESSAGES[code] } });

/** `a` as a phone names it. */
export function saidAct(a: Action): SaidAct {
  const t: SaidAct = { type: 'action', seat: a.seat, act: a.act };
  if ((a.act === 'bet' || a.act === 'raise') && a.amount !== undefined) t.amount = a.amount;
  if (a.act === 'discard') t.count = a.count;
  if (a.act === 'declare') t.has = a.has;
  if ((a.act === 'bet' || a.act === 'ordago') && a.both) t.both = true;
  return t;
}

/**
 * What taking back `entry` would take back.
 * @param kanta true when the entry is a see answering a standing hordago (`seesOrdago` on the log)
 */
export function undoTarget(entry: MatchEntry, kanta = false): UndoTarget {
  if (entry.type === 'hands') return { type: 'hands' };
  const said = saidAct(entry.action);
  if (kanta && said.act === 'see') said.kanta = true;
  return said;
}

/** The request standing now, or null when the log moved since it was asked. */
export function standing(r: UndoRequest | null, logLength: number): UndoRequest | null {
  return r && r.logLength === logLength ? r : null;
}

/**
 * Asks to take back the last entry of `log` (the match log).
 * @returns the request, or `phones/nothing-to-undo` at the start of the match.
 */
export function askUndo(seat: Seat, log: readonly MatchEntry[]): Result<UndoRequest, UndoError> {
  const last = log.at(-1);
  if (!last) return refuse('phones/nothing-to-undo');
  return { ok: true, value: { askedBy: seat, logLength: log.length, last: undoTarget(last, seesOrdago(actsOfLog(log), log.length - 1)) } };
}

/**
 * Accepts the request standing, from `seat`.
 * @returns who asked and who accepted, or `phones/no-undo-asked`, `phones/undo-withdrawn` (the log
 * moved since), `phones/same-team` (only the other team may accept: FFMus, a word said is said).
 */
export function acceptUndo(r: UndoRequest | null, seat: Seat, logLength: number): Result<{ askedBy: Seat; acceptedBy: Seat }, UndoError> {
  if (!r) return refuse('phones/no-undo-asked');
  if (r.logLength !== logLength) return refuse('phones/undo-withdrawn');
  if (teamOf(seat) === teamOf(r.askedBy)) return refuse('phones/same-team');
  return { ok: true, value: { askedBy: r.askedBy, acceptedBy: seat } };
}
