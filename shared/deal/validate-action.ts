/**
 * Structural check of one action before the rules look at it (spec "Deal record": the table of acts).
 * Catches wrong types and out-of-range fields with a message naming the field.
 */
import type { Act, Action, EngineError, Phase, RuleOptions, Seat } from '../types.js';
import { PHASES } from '../types.js';
import type { ActionCode } from '../errors/index.js';

/**
 * Index of a phase name, in the order of {@link PHASES}; -1 when `x` is not one (a switch: faster
 * than a list or Set lookup on the replay path).
 */
function phaseIndex(x: string): number {
  switch (x) {
    case 'mus': return 0;
    case 'grande': return 1;
    case 'chica': return 2;
    case 'pares': return 3;
    case 'juego': return 4;
    case 'punto': return 5;
    default: return -1;
  }
}

/** The phase names by {@link phaseIndex}, the engine's own texts. */
const PHASE_NAMES: readonly Phase[] = ['mus', 'grande', 'chica', 'pares', 'juego', 'punto'];
/** The act names by {@link actIndex}. */
const ACT_NAMES: readonly Act[] = ['pass', 'bet', 'raise', 'ordago', 'see', 'fold', 'declare', 'mus', 'cut', 'discard', 'misdeal'];

/** Index of an act name (0-10); -1 when `x` is not one. */
function actIndex(x: string): number {
  switch (x) {
    case 'pass': return 0;
    case 'bet': return 1;
    case 'raise': return 2;
    case 'ordago': return 3;
    case 'see': return 4;
    case 'fold': return 5;
    case 'declare': return 6;
    case 'mus': return 7;
    case 'cut': return 8;
    case 'discard': return 9;
    case 'misdeal': return 10;
    default: return -1;
  }
}
/** Largest amount accepted for a bet or a raise, in tantos (a manche is at most 50). */
export const MAX_AMOUNT = 99;

/** True for an amount a bet or a raise may name: a whole number of tantos from 0 to {@link MAX_AMOUNT} (the rules check the least). */
function isAmount(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_AMOUNT;
}

function err(code: ActionCode, path: string, message: string): EngineError {
  return { code, path, message: `${path}: ${message}` };
}

/** What every act read has: its phase and its seat. */
interface Spoken {
  phase: Phase;
  seat: Seat;
}

/**
 * An action read once, by act (spec "Deal record": the table of acts). Every act has the same
 * fields, in the same order, so that the reducer's property reads stay monomorphic whatever the
 * shape of the input objects; a field an act does not take is its constant (`amount: undefined`,
 * `has: false`, `both: false`, `count: 0`).
 * - `bet`: `amount` in tantos, undefined when not said (then `DEFAULT_BET`); `both`: biak imido.
 * - `raise`: `amount` in tantos.
 * - `ordago`: `both`: biak hordago.
 * - `declare` (at pares or juego): `has`, ba (true) or ez (false).
 * - `discard` (in the mus rounds): `count`, 1 to 4 cards.
 */
export type Said = Spoken & (
  | { act: 'bet'; amount: number | undefined; has: false; both: boolean; count: 0 }
  | { act: 'raise'; amount: number; has: false; both: false; count: 0 }
  | { act: 'ordago'; amount: undefined; has: false; both: boolean; count: 0 }
  | { act: 'declare'; phase: 'pares' | 'juego'; amount: undefined; has: boolean; both: false; count: 0 }
  | { act: 'discard'; phase: 'mus'; amount: undefined; has: false; both: false; count: number }
  | { act: 'mus' | 'cut'; phase: 'mus'; amount: undefined; has: false; both: false; count: 0 }
  | { act: 'pass' | 'see' | 'fold' | 'misdeal'; amount: undefined; has: false; both: false; count: 0 }
);

/** Seats and amounts kept in {@link SAID} (a larger one gets a fresh object). */
const SAID_SEATS = 8;
const SAID_AMOUNTS = 16;
/** Variants of an act in {@link SAID}: a bet's amount (none, 0-15) and biak, a raise's amount, biak, ba/ez, a discard's count. */
const SAID_VARIANTS = (SAID_AMOUNTS + 1) * 2;

/**
 * Actions read, as shared frozen values by `((variant * 11 + act) * 8 + seat) * 6 + phase`, each
 * built on first use and never changed: a `Said` is pure data (the action itself is not in it), so a
 * replay reads its actions without an object per action. A list of all its slots from the start (a
 * list filled lazily at scattered indices is kept by V8 as a dictionary).
 */
const SAID: (Said | undefined)[] = new Array<Said | undefined>(SAID_VARIANTS * 11 * SAID_SEATS * 6).fill(undefined);

/**
 * The action read, `{phase, seat, act, amount, has, both, count}`, as a shared frozen value when its
 * seat and amount are small (see {@link SAID}), else a fresh one.
 * @param variant what tells apart two actions of the same phase, seat and act (see {@link SAID_VARIANTS}), -1 for none kept
 * @param key `(act * 8 + seat) * 6 + phase` by their indices: the place of the action among those of its variant
 */
function said(variant: number, key: number, phase: Phase, seat: Seat, act: Act, amount: number | undefined, has: boolean, both: boolean, count: number): Said {
  // every act has the same fields in the same order (see `Said`); the union is the caller's to keep
  if (variant < 0 || seat >= SAID_SEATS) return { phase, seat, act, amount, has, both, count } as Said;
  const k = variant * 11 * SAID_SEATS * 6 + key;
  const known = SAID[k];
  if (known !== undefined) return known;
  const value = Object.freeze({ phase, seat, act, amount, has, both, count }) as Said;
  SAID[k] = value;
  return value;
}

/** The variant of {@link said} for an amount (bet, raise): `1 + amount`, 0 when none is said, -1 when too large to keep. */
function amountVariant(amount: number | undefined): number {
  if (amount === undefined) return 0;
  return amount < SAID_AMOUNTS ? 1 + amount : -1;
}

/**
 * Reads and checks the shape of an action for a table of `rules.players` seats. What it returns is
 * data only (often a value shared with every other reading of the same action: never change it); the
 * action itself is what a log keeps.
 * @returns the action read, or an `action/…` error naming the field.
 */
export function readAction(a: unknown, rules: RuleOptions, path: string): Said | EngineError {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return err('action/malformed', path, 'an action must be an object {phase, seat, act}');
  const o = a as Record<string, unknown>;
  const givenPhase = o.phase;
  const seat = o.seat;
  const givenAct = o.act;
  const pi = typeof givenPhase === 'string' ? phaseIndex(givenPhase) : -1;
  // the engine's own text of the name (not the record's copy of it): the rules compare it with their
  // constants by identity
  const phase = pi < 0 ? undefined : PHASE_NAMES[pi];
  if (phase === undefined) {
    return err('action/bad-phase', `${path}.phase`, `${JSON.stringify(givenPhase)} is not a phase (${PHASES.join(', ')})`);
  }
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= rules.players) {
    return err('action/bad-seat', `${path}.seat`, `${JSON.stringify(seat)} is not a seat of this ${rules.players}-player table (0-${rules.players - 1})`);
  }
  const ai = typeof givenAct === 'string' ? actIndex(givenAct) : -1;
  const act = ai < 0 ? undefined : ACT_NAMES[ai];
  if (act === undefined) {
    return err('action/bad-act', `${path}.act`, `${JSON.stringify(givenAct)} is not an act (pass bet raise ordago see fold declare mus cut discard misdeal)`);
  }
  // the place of this phase, seat and act in `SAID` (see `said`)
  const key = (ai * SAID_SEATS + seat) * 6 + pi;
  switch (act) {
    case 'bet': {
      const amount = o.amount;
      if (amount !== undefined && !isAmount(amount)) {
        return err('action/bad-amount', `${path}.amount`, `${JSON.stringify(amount)} is not a whole number of tantos from 2 to ${MAX_AMOUNT}`);
      }
      const both = o.both;
      if (both !== undefined && typeof both !== 'boolean') return err('action/bad-field', `${path}.both`, 'must be true or false');
      const v = amountVariant(amount);
      return said(v < 0 ? -1 : v * 2 + (both === true ? 1 : 0), key, phase, seat, act, amount, false, both === true, 0);
    }
    case 'raise': {
      const amount = o.amount;
      if (!isAmount(amount)) {
        return err('action/bad-amount', `${path}.amount`, `${JSON.stringify(amount)} is not a whole number of tantos from ${rules.raiseMin} to ${MAX_AMOUNT}`);
      }
      return said(amountVariant(amount), key, phase, seat, act, amount, false, false, 0);
    }
    case 'ordago': {
      const both = o.both;
      if (both !== undefined && typeof both !== 'boolean') return err('action/bad-field', `${path}.both`, 'must be true or false');
      return said(both === true ? 1 : 0, key, phase, seat, act, undefined, false, both === true, 0);
    }
    case 'declare': {
      const has = o.has;
      if (typeof has !== 'boolean') return err('action/bad-field', `${path}.has`, 'a declaration says has: true (ba) or has: false (ez)');
      if (phase !== 'pares' && phase !== 'juego') return err('action/wrong-phase', `${path}.phase`, 'declarations (ba/ez) are made at pares and juego only');
      return said(has ? 1 : 0, key, phase, seat, act, undefined, has, false, 0);
    }
    case 'mus':
    case 'cut':
      if (phase !== 'mus') return err('action/wrong-phase', `${path}.phase`, `"${act}" is said in the mus rounds (phase "mus")`);
      return said(0, key, phase, seat, act, undefined, false, false, 0);
    case 'discard': {
      if (phase !== 'mus') return err('action/wrong-phase', `${path}.phase`, 'discards are made in the mus rounds (phase "mus")');
      const count = o.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 4) {
        return err('action/bad-field', `${path}.count`, 'a discard is 1 to 4 cards (FFMus art. 8)');
      }
      return said(count, key, phase, seat, act, undefined, false, false, count);
    }
    case 'pass':
    case 'see':
    case 'fold':
    case 'misdeal':
      return said(0, key, phase, seat, act, undefined, false, false, 0);
    default: {
      const never: never = act;
      return err('action/bad-act', `${path}.act`, `unknown act ${String(never)}`);
    }
  }
}

/** True when {@link readAction} returned an error (an `action/…` code, spec "Deal record"). */
export function isError(x: Said | EngineError): x is EngineError {
  // an error has no act; every action read has one (a field of the one shape of `Said`, where
  // `code` would be a property looked for and missed)
  return (x as { act?: unknown }).act === undefined;
}
