/**
 * Settling a `mus-deal/1` record: resolve the rules, replay every action through the reducer
 * (which checks each one), then count the showdown. Format: docs/formats.md.
 */
import type { Action, DealRecord, EngineError, Result, RuleOptions, Score, Settlement } from '../types.js';
import type { RecordCode } from '../errors/index.js';
import { resolveRules } from '../rules/presets.js';
import { applyRecorded } from '../deal/reducer.js';
import { MAX_AMOUNT } from '../deal/validate-action.js';
import { createDeal, type DealState } from '../deal/state.js';
import { basePath, type DealBase } from '../deal/paths.js';
import { settleDeal } from './settle.js';
import { scoreOf } from '../score/ledger.js';

/** A settled deal with the state it ended in. */
export interface SettledDeal {
  rules: RuleOptions;
  /** The state the deal ended in; its `log` is the record's own `actions` list (not a copy): read it, do not change it. */
  state: DealState;
  settlement: Settlement;
}

/** A record refused at `path`; `params`: the figures the message names, for its `code#names` sentence (`shared/i18n/errors/*.ts`). */
function fail(code: RecordCode, path: string, message: string, params?: EngineError['params']): { ok: false; error: EngineError } {
  return { ok: false, error: params ? { code, path, message: `${path}: ${message}`, params } : { code, path, message: `${path}: ${message}` } };
}

/** Checks a `score` field: tantos below the target for each team. */
export function checkScore(v: unknown, rules: RuleOptions, path: string): Result<Score> {
  if (v === undefined) return { ok: true, value: { A: 0, B: 0 } };
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail('record/bad-score', path, 'score must be an object {"A": tantos, "B": tantos}');
  const o = v as Record<string, unknown>;
  const a = o.A;
  const b = o.B;
  if (a !== undefined && !isTantos(a, rules)) return badTantos(a, rules, `${path}.A`);
  if (b !== undefined && !isTantos(b, rules)) return badTantos(b, rules, `${path}.B`);
  // a shared frozen score (see `scoreOf`): scores are never changed in place
  return { ok: true, value: scoreOf(a === undefined ? 0 : (a as number), b === undefined ? 0 : (b as number)) };
}

/** True for a whole number of tantos below the target. */
function isTantos(x: unknown, rules: RuleOptions): boolean {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) < rules.target;
}

function badTantos(x: unknown, rules: RuleOptions, path: string): { ok: false; error: EngineError } {
  return fail('record/bad-score', path, `${JSON.stringify(x)} is not a score in a manche to ${rules.target} (a whole number from 0 to ${rules.target - 1})`, { value: String(JSON.stringify(x)), target: rules.target, max: rules.target - 1 });
}

/** Checks an `esku` field: a seat of the table. */
export function checkEsku(v: unknown, players: number, path: string): Result<number> {
  if (v === undefined) return { ok: true, value: 0 };
  if (!Number.isInteger(v) || (v as number) < 0 || (v as number) >= players) return fail('record/bad-esku', path, `${JSON.stringify(v)} is not a seat (0-${players - 1})`, { value: String(JSON.stringify(v)), max: players - 1 });
  return { ok: true, value: v as number };
}

/**
 * A record's amount the file format does not hold — not a whole number, below 0, above 99
 * (`MAX_AMOUNT`; docs/rules.md « a file keeps each amount within 99 »: the format's limit, no rule of
 * the game) — refused as the file gate refuses it: `schema/type` « must be integer »,
 * `schema/minimum` « must be >= 0 », `schema/maximum` « must be <= 99 », at the same path. Every
 * reader of a file runs the gate first (`mus check`, `mus settle`, the library's import, a
 * tournament's match), so that is the answer a judge reads; `settleRecord` and `replayMatch` give
 * the same. An amount the format holds but the rules refuse (a raise left out under ffmus) keeps the
 * engine's `action/bad-amount`, and so does the table (`transition`).
 */
function asTheGateSays(e: EngineError, action: unknown): EngineError {
  const amount = (action as { amount?: unknown }).amount;
  const at = e.path ?? '';
  if (amount === undefined) return e;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return { code: 'schema/type', path: at, message: `${at}: must be integer` };
  if (amount < 0) return { code: 'schema/minimum', path: at, message: `${at}: must be >= 0` };
  if (amount > MAX_AMOUNT) return { code: 'schema/maximum', path: at, message: `${at}: must be <= ${MAX_AMOUNT}` };
  return e;
}

/**
 * Replays the actions of a deal on a fresh state and settles it.
 * @param base where the deal sits in its record, for the paths of errors (see `deal/paths.ts`).
 */
export function replayActions(
  rules: RuleOptions, esku: number, score: Score, actions: unknown, hands: unknown, base: DealBase = '',
): Result<SettledDeal> {
  if (!Array.isArray(actions)) return fail('record/bad-actions', `${basePath(base)}actions`, 'actions must be a list');
  const state = createDeal({ rules, esku, score });
  for (let i = 0; i < actions.length; i++) {
    const e = applyRecorded(state, actions[i], base, i);
    if (e) return { ok: false, error: e.code === 'action/bad-amount' ? asTheGateSays(e, actions[i]) : e };
  }
  // every action was accepted: the deal's log is the record's list itself (see `applyRecorded`)
  state.log = actions as Action[];
  const settled = settleDeal(state, hands, 'hands');
  if (!settled.ok) {
    // `hands…` and `actions` errors name their field from the deal: put the deal's place in front
    const prefix = basePath(base);
    if (prefix) settled.error = { ...settled.error, path: `${prefix}${settled.error.path}`, message: `${prefix}${settled.error.message}` };
    return settled;
  }
  return { ok: true, value: { rules, state, settlement: settled.value } };
}

/**
 * Settles a `mus-deal/1` record.
 * @returns the settlement, or the first problem with its JSON path (`record/…`, `rules/…`, `action/…`, `hands/…`).
 */
export function settleRecord(record: unknown): Result<SettledDeal> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return fail('record/not-an-object', '$', 'a deal record is a JSON object');
  const r = record as Partial<DealRecord>;
  if (r.format !== 'mus-deal/1') return fail('record/bad-format', 'format', `expected "mus-deal/1", found ${JSON.stringify(r.format)}`, { expected: 'mus-deal/1', value: String(JSON.stringify(r.format)) });
  const rules = resolveRules(r.rules);
  if (!rules.ok) return rules;
  const esku = checkEsku(r.esku, rules.value.players, 'esku');
  if (!esku.ok) return esku;
  const score = checkScore(r.score, rules.value, 'score');
  if (!score.ok) return score;
  return replayActions(rules.value, esku.value, score.value, r.actions, r.hands);
}
