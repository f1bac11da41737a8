/**
 * Structural check of one action before the rules look at it (spec "Deal record": the table of acts).
 * Catches wrong types and out-of-range fields with a message naming the field.
 */
import type { Act, Action, EngineError, Phase, RuleOptions, Seat } from '../types.js';
import { DEFAULT_RAISE } from '../types.js';
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
/**
 * The place of each act's block in {@link SAID} within a variant (`act * 8 * 6`, acts in the order
 * pass bet raise ordago see fold declare mus cut discard misdeal): `readAction` adds `seat * 6 + phase`.
 */
const ACT_BET = 1 * 48;
const ACT_RAISE = 2 * 48;
const ACT_ORDAGO = 3 * 48;
const ACT_SEE = 4 * 48;
const ACT_FOLD = 5 * 48;
const ACT_DECLARE = 6 * 48;
const ACT_MUS = 7 * 48;
const ACT_CUT = 8 * 48;
const ACT_DISCARD = 9 * 48;
const ACT_MISDEAL = 10 * 48;
/** Largest amount accepted for a bet or a raise, in tantos (a manche is at most 50). */
export const MAX_AMOUNT = 99;

/** True for an amount a bet or a raise may name: a whole number of tantos from 0 to {@link MAX_AMOUNT} (the rules check the least). */
function isAmount(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_AMOUNT;
}

/** A refusal of the reader, with the names and figures its message gives (`params`, said by its `code#…` sentence: `shared/i18n/errors/`). */
function err(code: ActionCode, path: string, message: string, params?: EngineError['params']): EngineError {
  const e: EngineError = { code, path, message: `${path}: ${message}` };
  if (params) e.params = params;
  return e;
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
 * - `raise`: `amount` in tantos (left out under `pagat`: 2, {@link unsaidRaise}).
 * - `ordago`: `both`: biak hordago.
 * - `declare` (at pares or juego): `has`, ba (true) or ez (false).
 * - `discard` (in the mus rounds): `count`, 1 to 4 cards (Memo Mus ch. II « de 1 à 4 cartes »; Pagat « Deal and Mus »).
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
 * seat and amount are small (see {@link SAID}), else a fresh one (made by {@link newSaid}).
 * @param variant what tells apart two actions of the same phase, seat and act (see {@link SAID_VARIANTS}), -1 for none kept
 * @param key `(act * 8 + seat) * 6 + phase` by their indices: the place of the action among those of its variant
 * @param pi the phase's index in {@link PHASE_NAMES}
 */
function said(variant: number, key: number, pi: number, seat: Seat, act: Act, amount: number | undefined, has: boolean, both: boolean, count: number): Said {
  if (variant >= 0 && seat < SAID_SEATS) {
    const known = SAID[variant * 11 * SAID_SEATS * 6 + key];
    if (known !== undefined) return known;
  }
  return newSaid(variant, key, pi, seat, act, amount, has, both, count);
}

/** {@link said} the first time it meets an action (kept in {@link SAID}), or for one too large to keep (fresh). */
function newSaid(variant: number, key: number, pi: number, seat: Seat, act: Act, amount: number | undefined, has: boolean, both: boolean, count: number): Said {
  // the engine's own text of the phase (not the record's copy of it): the rules compare it with their constants by identity
  const phase = PHASE_NAMES[pi];
  if (phase === undefined) throw new RangeError(`not a phase index: ${pi}`);
  // every act has the same fields in the same order (see `Said`); the union is the caller's to keep
  if (variant < 0 || seat >= SAID_SEATS) return { phase, seat, act, amount, has, both, count } as Said;
  const value = Object.freeze({ phase, seat, act, amount, has, both, count }) as Said;
  SAID[variant * 11 * SAID_SEATS * 6 + key] = value;
  return value;
}

/** The variant of {@link said} for an amount (bet, raise): `1 + amount`, 0 when none is said, -1 when too large to keep. */
function amountVariant(amount: number | undefined): number {
  if (amount === undefined) return 0;
  return amount < SAID_AMOUNTS ? 1 + amount : -1;
}

/** Phase indices (see {@link phaseIndex}) of the phases where ba/ez is said. */
const PARES = 3;
const JUEGO = 4;
/** Phase index of the mus rounds. */
const MUS = 0;

/**
 * Reads and checks the shape of an action for a table of `rules.players` seats. What it returns is
 * data only (often a value shared with every other reading of the same action: never change it); the
 * action itself is what a log keeps.
 *
 * The acts said most (pass, see, fold, ba/ez) are read here, a bet by {@link readBet}, the others by
 * {@link readOther}, and every refusal's message is made by a function of its own: this function
 * stays under TurboFan's inlining limit (bytecode 363 of 460), so the reducer reads an action
 * without a call (`applyCore`).
 * @returns the action read, or an `action/…` error naming the field.
 */
export function readAction(a: unknown, rules: RuleOptions, path: string): Said | EngineError {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return malformed(path);
  const o = a as Record<string, unknown>;
  const givenPhase = o.phase;
  const seat = o.seat;
  const givenAct = o.act;
  const pi = typeof givenPhase === 'string' ? phaseIndex(givenPhase) : -1;
  if (pi < 0 || typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= rules.players) {
    return badPhaseOrSeat(givenPhase, seat, pi, rules, path);
  }
  // the place of this phase and seat in `SAID` (see `said`: `(act * 8 + seat) * 6 + phase`); each
  // case adds its act's block
  const at = seat * 6 + pi;
  // pass, see, fold and ba/ez: their act's block in `SAID`, then one call of `said` for the four
  // (a call site per act was inlined only where it ran most, pass and ba/ez: see and fold paid a
  // call of nine arguments each; one site is inlined once, for all four)
  let block: number;
  let act: 'pass' | 'see' | 'fold' | 'declare';
  let has = false;
  switch (givenAct) {
    case 'pass': block = 0; act = 'pass'; break;
    case 'bet': return readBet(o, at, pi, seat, path);
    case 'see': block = ACT_SEE; act = 'see'; break;
    case 'fold': block = ACT_FOLD; act = 'fold'; break;
    case 'declare': {
      const given = o.has;
      if (typeof given !== 'boolean' || (pi !== PARES && pi !== JUEGO)) return badDeclaration(given, path);
      block = ACT_DECLARE;
      act = 'declare';
      has = given;
      break;
    }
    default: return readOther(o, givenAct, at, pi, seat, rules, path);
  }
  return said(has ? 1 : 0, block + at, pi, seat, act, undefined, has, false, 0);
}

/** A bet (imido): its `amount` (left out: `DEFAULT_BET`) and `both` (biak imido). */
function readBet(o: Record<string, unknown>, at: number, pi: number, seat: Seat, path: string): Said | EngineError {
  const amount = o.amount;
  if (amount !== undefined && !isAmount(amount)) {
    return err('action/bad-amount', `${path}.amount`, `${JSON.stringify(amount)} is not a whole number of tantos from 2 to ${MAX_AMOUNT}`, { value: String(JSON.stringify(amount)), min: 2, max: MAX_AMOUNT });
  }
  const both = o.both;
  if (both !== undefined && typeof both !== 'boolean') return badBoth(path);
  const v = amountVariant(amount);
  return said(v < 0 ? -1 : v * 2 + (both === true ? 1 : 0), ACT_BET + at, pi, seat, 'bet', amount, false, both === true, 0);
}

/**
 * The raise a record may say without an amount, in tantos, by preset; undefined where the amount is
 * required. `pagat`: 2 — Pagat « The Betting »: « Raising is a proposal to increase the stake further,
 * by at least 2. If no number is stated, 2 is assumed ». `ffmus`: required — the FFMus texts always
 * name the raise (art. 17, *Relances*: « Lau gehiago (+ 4) », « Bigehiago (+2) »). docs/formats.md,
 * "Acts".
 */
export function unsaidRaise(rules: RuleOptions): number | undefined {
  return rules.preset === 'pagat' ? DEFAULT_RAISE : undefined;
}

/** The acts said less often than those {@link readAction} reads itself (raise, ordago, mus, cut, discard, misdeal), and a name that is no act. */
function readOther(o: Record<string, unknown>, givenAct: unknown, at: number, pi: number, seat: Seat, rules: RuleOptions, path: string): Said | EngineError {
  switch (givenAct) {
    case 'raise': {
      // left out: Pagat's 2 under pagat; under ffmus refused below as before (« undefined is not … »)
      const amount = o.amount === undefined ? unsaidRaise(rules) : o.amount;
      if (!isAmount(amount)) {
        return err('action/bad-amount', `${path}.amount`, `${JSON.stringify(amount)} is not a whole number of tantos from ${rules.raiseMin} to ${MAX_AMOUNT}`, amount === undefined ? { form: 'missing', min: rules.raiseMin, max: MAX_AMOUNT } : { value: String(JSON.stringify(amount)), min: rules.raiseMin, max: MAX_AMOUNT });
      }
      return said(amountVariant(amount), ACT_RAISE + at, pi, seat, 'raise', amount, false, false, 0);
    }
    case 'ordago': {
      const both = o.both;
      if (both !== undefined && typeof both !== 'boolean') return badBoth(path);
      return said(both === true ? 1 : 0, ACT_ORDAGO + at, pi, seat, 'ordago', undefined, false, both === true, 0);
    }
    case 'mus':
    case 'cut':
      if (pi !== MUS) return err('action/wrong-phase', `${path}.phase`, `"${givenAct}" is said in the mus rounds (phase "mus")`, { form: 'musOnly', act: givenAct, phase: 'mus' });
      return givenAct === 'mus'
        ? said(0, ACT_MUS + at, pi, seat, 'mus', undefined, false, false, 0)
        : said(0, ACT_CUT + at, pi, seat, 'cut', undefined, false, false, 0);
    case 'discard': {
      if (pi !== MUS) return err('action/wrong-phase', `${path}.phase`, 'discards are made in the mus rounds (phase "mus")', { form: 'musOnly', act: 'discard', phase: 'mus' });
      const count = o.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 4) {
        // art. 8 says « le nombre de cartes désiré »; the bounds are the Memo's (ch. II « de 1 à 4
        // cartes ») and Pagat's (« Deal and Mus »: « discards from one to four cards »)
        const rule = rules.preset === 'pagat' ? 'Pagat « Deal and Mus »' : 'Memo Mus ch. II';
        return { code: 'action/bad-field', path: `${path}.count`, message: `${path}.count: a discard is 1 to 4 cards (${rule})`, rule, params: { form: 'count', min: 1, max: 4 } };
      }
      return said(count, ACT_DISCARD + at, pi, seat, 'discard', undefined, false, false, count);
    }
    case 'misdeal': return said(0, ACT_MISDEAL + at, pi, seat, 'misdeal', undefined, false, false, 0);
    default:
      return err('action/bad-act', `${path}.act`, `${JSON.stringify(givenAct)} is not an act (pass bet raise ordago see fold declare mus cut discard misdeal)`, { value: String(JSON.stringify(givenAct)) });
  }
}

/** The refusal of an action that is not an object. */
function malformed(path: string): EngineError {
  return err('action/malformed', path, 'an action must be an object {phase, seat, act}');
}

/** The refusal of an action whose phase is not one (checked first), or whose seat is not one of the table. */
function badPhaseOrSeat(givenPhase: unknown, seat: unknown, pi: number, rules: RuleOptions, path: string): EngineError {
  if (pi < 0) return err('action/bad-phase', `${path}.phase`, `${JSON.stringify(givenPhase)} is not a phase (${PHASES.join(', ')})`, { value: String(JSON.stringify(givenPhase)), phases: PHASES.join(', ') });
  return err('action/bad-seat', `${path}.seat`, `${JSON.stringify(seat)} is not a seat of this ${rules.players}-player table (0-${rules.players - 1})`, { value: String(JSON.stringify(seat)), players: rules.players, max: rules.players - 1 });
}

/** The refusal of a ba/ez without its `has` (checked first), or said at another phase than pares and juego. */
function badDeclaration(has: unknown, path: string): EngineError {
  if (typeof has !== 'boolean') return err('action/bad-field', `${path}.has`, 'a declaration says has: true (ba) or has: false (ez)', { form: 'has' });
  return err('action/wrong-phase', `${path}.phase`, 'declarations (ba/ez) are made at pares and juego only', { form: 'declare', phase: 'pares', phase2: 'juego' });
}

/** The refusal of a biak (`both`) that is not true or false. */
function badBoth(path: string): EngineError {
  return err('action/bad-field', `${path}.both`, 'must be true or false');
}

/** True when {@link readAction} returned an error (an `action/…` code, spec "Deal record"). */
export function isError(x: Said | EngineError): x is EngineError {
  // an error has no act; every action read has one (a field of the one shape of `Said`, where
  // `code` would be a property looked for and missed)
  return (x as { act?: unknown }).act === undefined;
}
