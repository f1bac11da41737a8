/**
 * Checking a `mus-match/1` file before it enters the library (pure, total: never throws, never
 * hangs on hostile input). Every problem comes back with the JSON path of the field, e.g.
 * `deals[3].actions[7].amount`; `$` is the whole file.
 *
 * Order: the file gate (`shared/format/gate.ts`, the one every reader goes through: size, UTF-8,
 * depth, syntax, numbers too large, reserved keys, long texts, every structural problem by JSON
 * path, names, dates, deals and actions in all), then the replay (`replayMatch`: the first rule
 * problem), then the live engine (`fromMatchRecord`), which also accepts a match whose last deal is
 * still in progress (an export of an unfinished match).
 */
import { fromMatchRecord, replayMatch, type Action, type LiveMatch, type MatchDeal, type MatchRecord } from '../index.js';
import { gateFile, GATE_LIMITS } from '../format/gate.js';
import { dateTimeProblem, NAME_MAX } from '../format/fields.js';
import { INPUT_LIMITS, nestingBeyond } from '../format/input-gate.js';
import { inNamespace, type ErrorCode } from '../errors/index.js';
import { refused, refusedIfAny, type ProblemsError, type Refused } from '../format/refusal.js';
import type { Problem } from '../format/schema-problems.js';
import type { EngineError, Result } from '../types.js';
import type { MatchSummary } from './summary.js';

export { nestingBeyond };
export { childPath } from '../format/gate.js';

/**
 * A problem with an imported file: a {@link Problem} (JSON path, `$` = the whole file; a namespaced
 * code: `import/…`, `format/…`, `schema/…`, or the engine's: `action/…`, `record/…`, `rules/…`, `hands/…`).
 */
export type ImportProblem = Problem;

/**
 * Limits on imported files (a full FFMus match is about 26 kB, 400 actions, depth 6): the file
 * gate's, the same for every reader (`shared/format/gate.ts`, `input-gate.ts`, `fields.ts`).
 */
export const IMPORT_LIMITS = {
  /** Bytes of the file (characters of a text already decoded). */
  chars: INPUT_LIMITS.bytes,
  /** Nesting of arrays and objects. */
  depth: INPUT_LIMITS.depth,
  /** Characters of any string. */
  string: INPUT_LIMITS.string,
  /** Characters of a team or player name. */
  name: NAME_MAX,
  /** Deals of a match. */
  deals: GATE_LIMITS.deals,
  /** Actions over all deals (replay time grows with the square of the log). */
  actions: GATE_LIMITS.actions,
  /** Problems listed. */
  problems: 50,
} as const;

/** A file fit to import: the match, the record as it will be stored (unknown fields dropped), and its `created` time if it had one. */
export interface CheckedImport {
  match: LiveMatch;
  record: MatchRecord;
  created: string | null;
}

/** A checked import: the file fit to import, or refused with every problem found (at most {@link IMPORT_LIMITS}.problems). */
export type ImportCheck = Result<CheckedImport, ProblemsError>;

/** A match imported into the library: its new id and its summary. */
export interface ImportedMatch {
  id: string;
  summary: MatchSummary;
}

/**
 * What an import answers (the app's library, the browser's, `mus library import`): the new match, or
 * the file refused with every problem by JSON path (`import/duplicate`, `import/storage-full`… as
 * the one problem at `$` when the file is sound but cannot be stored).
 */
export type ImportReply = Result<ImportedMatch, ProblemsError>;

/** An import refused with one problem about the whole file (`$`): `import/duplicate`, `import/roundtrip`… */
export function importRefused(code: ErrorCode, message: string, path = '$'): Refused {
  return refused([{ path, code, message: `${path}: ${message}` }]);
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Whether a text is an ISO-8601 date-time the clock could have written: a real day from 1970 to 2199 (`fields.ts`). */
export function isIsoTime(s: string): boolean {
  return dateTimeProblem(s) === null;
}

const ACTION_KEYS = ['phase', 'seat', 'act', 'amount', 'both', 'has', 'count'] as const;

/** The record as stored: known fields only (`x-` extensions are accepted, not stored: docs/formats.md). */
function cleanRecord(j: Record<string, unknown>): MatchRecord {
  const rec: MatchRecord = { format: 'mus-match/1', deals: [] };
  if (j.rules !== undefined) rec.rules = isObj(j.rules) ? { ...(j.rules as object) } : (j.rules as string);
  if (isObj(j.teams)) rec.teams = { A: j.teams.A as string, B: j.teams.B as string };
  if (Array.isArray(j.players)) rec.players = [...(j.players as string[])];
  if (j.esku !== undefined) rec.esku = j.esku as number;
  for (const d of j.deals as Record<string, unknown>[]) {
    const deal: MatchDeal = {
      actions: (d.actions as Record<string, unknown>[]).map((a) => {
        const o: Record<string, unknown> = {};
        for (const k of ACTION_KEYS) if (own(a, k)) o[k] = a[k];
        return o as unknown as Action;
      }),
    };
    if (d.hands !== undefined) deal.hands = (d.hands as (string[] | null)[]).map((h) => (h ? [...h] : null));
    rec.deals.push(deal);
  }
  return rec;
}

/** Given per-deal `esku` and `score` must agree with the replay (spec: "if given they must agree"). */
function checkGiven(j: Record<string, unknown>, m: LiveMatch, problems: ImportProblem[]): void {
  const v = m.view;
  (j.deals as Record<string, unknown>[]).forEach((d, i) => {
    const settled = v.deals[i];
    const state = settled ? null : v.current && v.current.index === i ? v.current.state : null;
    const esku = settled ? settled.esku : state?.esku;
    const before = settled ? settled.scoreBefore : state ? v.score : undefined;
    if (d.esku !== undefined && esku !== undefined && d.esku !== esku) {
      const p: ImportProblem = { path: `deals[${i}].esku`, code: 'record/esku-mismatch', message: `deals[${i}].esku: the esku of this deal is seat ${esku} (it moves one seat each deal), not ${JSON.stringify(d.esku)}` };
      // the seats as data, for the sentence that names them (`--json` leaves them out)
      if (typeof d.esku === 'number') p.seats = { seat: d.esku, turn: esku };
      problems.push(p);
    }
    if (d.score !== undefined && before && !state) {
      const s = d.score as Record<string, unknown>;
      for (const k of ['A', 'B'] as const) {
        if (!isObj(s) || (s[k] !== undefined && s[k] !== before[k])) {
          problems.push({ path: `deals[${i}].score.${k}`, code: 'record/score-mismatch', message: `deals[${i}].score.${k}: team ${k} has ${before[k]} tantos before this deal, not ${JSON.stringify(isObj(s) ? s[k] : s)}`, params: { team: k, expected: before[k], given: String(JSON.stringify(isObj(s) ? s[k] : s)) } });
        }
      }
    }
  });
}

/**
 * An engine's refusal as an import problem at `path`: its code and message, and as data the `rule`
 * that forbids it when it has one (`FFMus art. 9`: `library import --json` writes it, the command
 * line prints it after the sentence).
 */
function engineProblem(e: EngineError, path: string, message = e.message): ImportProblem {
  return { path, code: e.code, message, ...(e.rule !== undefined ? { rule: e.rule } : {}), ...(e.params !== undefined ? { params: e.params } : {}) };
}

/** The replay's first rule problem (the gate has passed), as a list, with the seats it is about. */
function replayProblems(json: unknown): ImportProblem[] {
  const r = replayMatch(json);
  return r.ok ? [] : [{ ...engineProblem(r.error, r.error.path ?? '$'), ...(r.error.seats ? { seats: r.error.seats } : {}) }];
}

/** Options of {@link checkImportText}. */
export interface ImportCheckOptions {
  /**
   * The rule check after the gate (default: the replay, `replayMatch`: the first rule problem).
   * Tests may pass another.
   */
  checkFile?: (json: unknown) => ImportProblem[];
}

/**
 * Checks a `mus-match/1` file: its bytes (strict UTF-8) or its text, through the file gate first
 * (`shared/format/gate.ts`: every reader's), then as described at the top of this module.
 * @returns the match and the clean record, or every problem found (at most {@link IMPORT_LIMITS}.problems).
 */
export function checkImportText(input: string | Uint8Array, opts: ImportCheckOptions = {}): ImportCheck {
  const g = gateFile(input, ['mus-match/1']);
  // the gate's refusal, its list cut to the import's limit (never empty: the gate's is not)
  if (!g.ok) return refusedIfAny(g.error.problems.slice(0, IMPORT_LIMITS.problems)) ?? g;
  const json = g.value.json as Record<string, unknown>;
  const problems: ImportProblem[] = [];
  let checked: ImportProblem[];
  try {
    checked = (opts.checkFile ?? replayProblems)(json);
  } catch (e) {
    return importRefused('import/check-failed', `the file checker failed: ${(e as Error).message}`);
  }
  const structural = refusedIfAny(checked.filter((p) => inNamespace(p.code, 'schema') || inNamespace(p.code, 'format')).slice(0, IMPORT_LIMITS.problems));
  if (structural) return structural;
  const record = cleanRecord(json);
  let r: ReturnType<typeof fromMatchRecord>;
  try {
    r = fromMatchRecord(record);
  } catch (e) {
    return importRefused('import/engine-failed', `the engine could not read the match: ${(e as Error).message}`);
  }
  if (!r.ok) {
    const path = r.error.path ?? '$';
    return refusedIfAny(checked.slice(0, IMPORT_LIMITS.problems))
      ?? refused([engineProblem(r.error, path, r.error.message.startsWith(path) ? r.error.message : `${path}: ${r.error.message}`)]);
  }
  // The replay wants every deal complete; a match in progress ends on an open deal.
  const last = record.deals.length - 1;
  const cur = r.value.view.current;
  const openLast = cur !== null && cur.index === last;
  const rule = refusedIfAny(checked.filter((p) => !(openLast && (p.path === `deals[${last}]` || p.path.startsWith(`deals[${last}].`) || p.path.startsWith(`deals[${last}][`)))));
  if (rule) return rule;
  checkGiven(json, r.value, problems);
  return refusedIfAny(problems) ?? { ok: true, value: { match: r.value, record, created: typeof json.created === 'string' ? new Date(json.created).toISOString() : null } };
}
