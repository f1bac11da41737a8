/**
 * Structural check of one action before the rules look at it (spec "Deal record": the table of acts).
 * Catches wrong types and out-of-range fields with a message naming the field.
 */
import type { Action, EngineError, RuleOptions } from '../types.js';
import type { ActionCode } from '../errors/index.js';

/** True for a phase name (a switch: faster than a Set lookup on the replay path). */
function isPhase(x: string): boolean {
  switch (x) {
    case 'grande': case 'chica': case 'pares': case 'juego': case 'punto': case 'mus': return true;
    default: return false;
  }
}

/** True for an act name. */
function isAct(x: string): boolean {
  switch (x) {
    case 'pass': case 'bet': case 'raise': case 'ordago': case 'see': case 'fold': case 'declare':
    case 'mus': case 'cut': case 'discard': case 'misdeal': return true;
    default: return false;
  }
}
/** Largest amount accepted for a bet or a raise, in tantos (a manche is at most 50). */
export const MAX_AMOUNT = 99;

function err(code: ActionCode, path: string, message: string): EngineError {
  return { code, path, message: `${path}: ${message}` };
}

/**
 * An action read once into a fixed shape (so that the reducer's property reads stay monomorphic
 * whatever the shape of the input objects), with the original kept for the log.
 */
export interface Said {
  phase: Action['phase'];
  seat: number;
  act: Action['act'];
  /** `bet` (default 2 when absent) and `raise` amounts, tantos. */
  amount: number | undefined;
  /** `declare`: ba (true) or ez (false). */
  has: boolean;
  /** `bet`/`ordago`: biak. */
  both: boolean;
  /** `discard`: cards. */
  count: number;
  /** The action as given, appended to the log. */
  raw: Action;
}

/** A blank {@link Said}, to be filled by {@link readAction}. */
export function blankSaid(): Said {
  return { phase: 'mus', seat: 0, act: 'pass', amount: undefined, has: false, both: false, count: 0, raw: null as unknown as Action };
}

/**
 * Reads and checks the shape of an action for a table of `rules.players` seats.
 * @param into the object to fill (the reducer passes one scratch object for every action, so that
 *   replaying a record allocates nothing per action); a new one when left out.
 * @returns `into`, filled with the action, or an `action/…` error naming the field.
 */
export function readAction(a: unknown, rules: RuleOptions, path: string, into: Said = blankSaid()): Said | EngineError {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return err('action/malformed', path, 'an action must be an object {phase, seat, act}');
  const o = a as Record<string, unknown>;
  const phase = o.phase;
  const seat = o.seat;
  const act = o.act;
  if (typeof phase !== 'string' || !isPhase(phase)) {
    return err('action/bad-phase', `${path}.phase`, `${JSON.stringify(phase)} is not a phase (mus, grande, chica, pares, juego, punto)`);
  }
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= rules.players) {
    return err('action/bad-seat', `${path}.seat`, `${JSON.stringify(seat)} is not a seat of this ${rules.players}-player table (0-${rules.players - 1})`);
  }
  if (typeof act !== 'string' || !isAct(act)) {
    return err('action/bad-act', `${path}.act`, `${JSON.stringify(act)} is not an act (pass bet raise ordago see fold declare mus cut discard misdeal)`);
  }
  const said = into;
  said.phase = phase as Said['phase'];
  said.seat = seat;
  said.act = act as Said['act'];
  said.amount = undefined;
  said.has = false;
  said.both = false;
  said.count = 0;
  said.raw = a as Action;
  const k = act as Action['act'];
  switch (k) {
    case 'bet': {
      const amount = o.amount;
      if (amount !== undefined && (typeof amount !== 'number' || !Number.isInteger(amount) || amount > MAX_AMOUNT || amount < 0)) {
        return err('action/bad-amount', `${path}.amount`, `${JSON.stringify(amount)} is not a whole number of tantos from 2 to ${MAX_AMOUNT}`);
      }
      const both = o.both;
      if (both !== undefined && typeof both !== 'boolean') return err('action/bad-field', `${path}.both`, 'must be true or false');
      said.amount = amount as number | undefined;
      said.both = both === true;
      return said;
    }
    case 'raise': {
      const amount = o.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT) {
        return err('action/bad-amount', `${path}.amount`, `${JSON.stringify(amount)} is not a whole number of tantos from ${rules.raiseMin} to ${MAX_AMOUNT}`);
      }
      said.amount = amount;
      return said;
    }
    case 'ordago': {
      const both = o.both;
      if (both !== undefined && typeof both !== 'boolean') return err('action/bad-field', `${path}.both`, 'must be true or false');
      said.both = both === true;
      return said;
    }
    case 'declare': {
      const has = o.has;
      if (typeof has !== 'boolean') return err('action/bad-field', `${path}.has`, 'a declaration says has: true (ba) or has: false (ez)');
      if (phase !== 'pares' && phase !== 'juego') return err('action/wrong-phase', `${path}.phase`, 'declarations (ba/ez) are made at pares and juego only');
      said.has = has;
      return said;
    }
    case 'mus':
    case 'cut':
      if (phase !== 'mus') return err('action/wrong-phase', `${path}.phase`, `"${k}" is said in the mus rounds (phase "mus")`);
      return said;
    case 'discard': {
      if (phase !== 'mus') return err('action/wrong-phase', `${path}.phase`, 'discards are made in the mus rounds (phase "mus")');
      const count = o.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 4) {
        return err('action/bad-field', `${path}.count`, 'a discard is 1 to 4 cards (FFMus art. 8)');
      }
      said.count = count;
      return said;
    }
    case 'pass':
    case 'see':
    case 'fold':
    case 'misdeal':
      return said;
    default: {
      const never: never = k;
      return err('action/bad-act', `${path}.act`, `unknown act ${String(never)}`);
    }
  }
}

/** True when {@link readAction} returned an error. */
export function isError(x: Said | EngineError): x is EngineError {
  return (x as EngineError).code !== undefined;
}
