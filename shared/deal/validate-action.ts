/**
 * Structural check of one action before the rules look at it (spec "Deal record": the table of acts).
 * Catches wrong types and out-of-range fields with a message naming the field.
 */
import type { Action, EngineError, RuleOptions } from '../types.js';

const PHASES = new Set(['mus', 'grande', 'chica', 'pares', 'juego', 'punto']);
const ACTS = new Set(['pass', 'bet', 'raise', 'ordago', 'see', 'fold', 'declare', 'mus', 'cut', 'discard', 'misdeal']);
/** Largest amount accepted for a bet or a raise, in tantos (a manche is at most 50). */
export const MAX_AMOUNT = 99;

function err(code: string, path: string, message: string): EngineError {
  return { code, path, message: `${path}: ${message}` };
}

/**
 * @returns null when `a` has the shape of an {@link Action} for a table of `rules.players` seats,
 *   else an `action/malformed`-family error naming the field.
 */
export function checkActionShape(a: unknown, rules: RuleOptions, path: string): EngineError | null {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return err('action/malformed', path, 'an action must be an object {phase, seat, act}');
  const o = a as Record<string, unknown>;
  if (typeof o.phase !== 'string' || !PHASES.has(o.phase)) {
    return err('action/bad-phase', `${path}.phase`, `${JSON.stringify(o.phase)} is not a phase (mus, grande, chica, pares, juego, punto)`);
  }
  if (!Number.isInteger(o.seat) || (o.seat as number) < 0 || (o.seat as number) >= rules.players) {
    return err('action/bad-seat', `${path}.seat`, `${JSON.stringify(o.seat)} is not a seat of this ${rules.players}-player table (0-${rules.players - 1})`);
  }
  if (typeof o.act !== 'string' || !ACTS.has(o.act)) {
    return err('action/bad-act', `${path}.act`, `${JSON.stringify(o.act)} is not an act (pass bet raise ordago see fold declare mus cut discard misdeal)`);
  }
  const act = o.act as Action['act'];
  switch (act) {
    case 'bet':
      if (o.amount !== undefined && (!Number.isInteger(o.amount) || (o.amount as number) > MAX_AMOUNT || (o.amount as number) < 0)) {
        return err('action/bad-amount', `${path}.amount`, `${JSON.stringify(o.amount)} is not a whole number of tantos from 2 to ${MAX_AMOUNT}`);
      }
      if (o.both !== undefined && typeof o.both !== 'boolean') return err('action/bad-field', `${path}.both`, 'must be true or false');
      return null;
    case 'raise':
      if (!Number.isInteger(o.amount) || (o.amount as number) < 0 || (o.amount as number) > MAX_AMOUNT) {
        return err('action/bad-amount', `${path}.amount`, `${JSON.stringify(o.amount)} is not a whole number of tantos from ${rules.raiseMin} to ${MAX_AMOUNT}`);
      }
      return null;
    case 'ordago':
      if (o.both !== undefined && typeof o.both !== 'boolean') return err('action/bad-field', `${path}.both`, 'must be true or false');
      return null;
    case 'declare':
      if (typeof o.has !== 'boolean') return err('action/bad-field', `${path}.has`, 'a declaration says has: true (ba) or has: false (ez)');
      if (o.phase !== 'pares' && o.phase !== 'juego') return err('action/wrong-phase', `${path}.phase`, 'declarations (ba/ez) are made at pares and juego only');
      return null;
    case 'mus':
    case 'cut':
      if (o.phase !== 'mus') return err('action/wrong-phase', `${path}.phase`, `"${act}" is said in the mus rounds (phase "mus")`);
      return null;
    case 'discard':
      if (o.phase !== 'mus') return err('action/wrong-phase', `${path}.phase`, 'discards are made in the mus rounds (phase "mus")');
      if (!Number.isInteger(o.count) || (o.count as number) < 1 || (o.count as number) > 4) {
        return err('action/bad-field', `${path}.count`, 'a discard is 1 to 4 cards (FFMus art. 8)');
      }
      return null;
    case 'pass':
    case 'see':
    case 'fold':
    case 'misdeal':
      return null;
    default: {
      const never: never = act;
      return err('action/bad-act', `${path}.act`, `unknown act ${String(never)}`);
    }
  }
}
