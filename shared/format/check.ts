/**
 * File validation for `mus check`, `mus settle`, `mus replay`, imports and the judge: the file gate
 * (`gate.ts`: the input gate, numbers, reserved keys, every structural problem against the JSON
 * Schema with its JSON path, names, dates, a match's totals), then — when the gate lets the file
 * through — the first rule problem found by replaying the record through the engine.
 *
 * The schemas (`schemas.ts`) are compiled ahead of time by Ajv's standalone code generation into
 * `validators.generated.js` (`npm run gen:validators`): nothing is compiled at run time, so no
 * `new Function`, and the check runs in a page whose CSP forbids eval (the browser library).
 */
import { settleRecord, type SettledDeal } from '../settle/record.js';
import { replayMatch, type MatchResult } from '../match/replay.js';
import { gateFile, gateValue, RECORD_FORMATS, type FileFormat } from './gate.js';
import type { Result } from '../types.js';
import type { Problem } from './schema-problems.js';
import { refused, type ProblemsError } from './refusal.js';

export { toJsonPath, structuralProblems, type Problem, type SchemaWords } from './schema-problems.js';
export { hasProblems, type ProblemsError } from './refusal.js';

const engineProblem = (e: { path?: string; message: string; code: Problem['code']; rule?: string; seats?: Problem['seats']; params?: Problem['params'] }): [Problem] =>
  [{ path: e.path ?? '$', message: e.message, code: e.code, ...(e.rule === undefined ? {} : { rule: e.rule }), ...(e.seats === undefined ? {} : { seats: e.seats }), ...(e.params === undefined ? {} : { params: e.params }) }];

/** A deal file through the gate and settled once: the settlement, or every problem (gate) or the first (engine). */
export type CheckedDeal = Result<SettledDeal, ProblemsError>;

/** A `mus-deal/1` document through the gate, then settled (one settlement: `mus settle` prints it, `mus check` says ok). */
export function settleDealFile(json: unknown): CheckedDeal {
  const g = gateValue(json, ['mus-deal/1']);
  if (!g.ok) return g;
  const r = settleRecord(json);
  return r.ok ? r : refused(engineProblem(r.error));
}

/** A match file through the gate, then replayed (`onDeal`: see `replayMatch`): the result, or every problem (gate) or the first (engine). */
export type CheckedMatch = Result<MatchResult, ProblemsError>;

/** A `mus-match/1` document through the gate, then replayed. */
export function replayMatchFile(json: unknown, onDeal?: Parameters<typeof replayMatch>[1]): CheckedMatch {
  const g = gateValue(json, ['mus-match/1']);
  if (!g.ok) return g;
  const r = replayMatch(json, onDeal);
  return r.ok ? r : refused(engineProblem(r.error));
}

/** Every problem of a `mus-deal/1` document (empty when it settles). */
export function checkDealFile(json: unknown): Problem[] {
  const r = settleDealFile(json);
  return r.ok ? [] : r.error.problems;
}

/** Every problem of a `mus-match/1` document (empty when it replays). */
export function checkMatchFile(json: unknown): Problem[] {
  const r = replayMatchFile(json);
  return r.ok ? [] : r.error.problems;
}

/** The engine's check of a document the gate let through: settled or replayed. */
function engineCheck(json: unknown, format: FileFormat): Problem[] {
  const r = format === 'mus-match/1' ? replayMatch(json) : settleRecord(json);
  return r.ok ? [] : engineProblem(r.error);
}

/** Checks a document of either record format, by its `format` field. */
export function checkFile(json: unknown): Problem[] {
  const g = gateValue(json, RECORD_FORMATS);
  return g.ok ? engineCheck(json, g.value) : g.error.problems;
}

/**
 * Checks the bytes (or text) of a record file: the whole gate (the input gate first: size, UTF-8,
 * depth, syntax, numbers too large), then the engine.
 * @returns the parsed document when it went through the gate, and every problem (empty when valid).
 */
export function checkBytes(input: string | Uint8Array): { json: unknown; format: FileFormat | null; problems: Problem[] } {
  const g = gateFile(input, RECORD_FORMATS);
  if (!g.ok) return { json: undefined, format: null, problems: g.error.problems };
  return { json: g.value.json, format: g.value.format, problems: engineCheck(g.value.json, g.value.format) };
}
