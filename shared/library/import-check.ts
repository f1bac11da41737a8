/**
 * Checking a `mus-match/1` file before it enters the library (pure, total: never throws, never
 * hangs on hostile input). Every problem comes back with the JSON path of the field, e.g.
 * `deals[3].actions[7].amount`; `$` is the whole file.
 *
 * Order: size and nesting limits on the text, JSON parse, a walk that refuses reserved keys
 * (`__proto__`, `constructor`…), non-finite numbers and huge strings, the storage limits (names,
 * number of actions), then `checkMatchFile` (`shared/format/check.ts`: every structural problem by
 * JSON path, then the first rule problem of the replay), then the live engine (`fromMatchRecord`),
 * which also accepts a match whose last deal is still in progress (an export of an unfinished match).
 */
import { PRESETS, fromMatchRecord, type Action, type LiveMatch, type MatchDeal, type MatchRecord } from '../index.js';
import { checkMatchFile } from '../format/check.js';
import { decodeUtf8, gateText, INPUT_LIMITS, nestingBeyond } from '../format/input-gate.js';
import { inNamespace, type ErrorCode } from '../errors/index.js';

export { nestingBeyond };

/** A problem with an imported file. */
export interface ImportProblem {
  /** JSON path (`$` = the whole file). */
  path: string;
  /** Namespaced code: `import/…`, `format/…`, `schema/…`, or the engine's (`action/…`, `record/…`, `rules/…`, `hands/…`). */
  code: ErrorCode;
  message: string;
}

/**
 * Limits on imported files (a full FFMus match is about 26 kB, 400 actions, depth 6). Size, depth
 * and string length are the input gate's (`shared/format/input-gate.ts`, the same for every reader).
 */
export const IMPORT_LIMITS = {
  /** Bytes of the file (characters of a text already decoded). */
  chars: INPUT_LIMITS.bytes,
  /** Nesting of arrays and objects. */
  depth: INPUT_LIMITS.depth,
  /** Characters of any string. */
  string: INPUT_LIMITS.string,
  /** Characters of a team or player name. */
  name: 100,
  /** Deals of a match. */
  deals: 1_000,
  /** Actions over all deals (replay time grows with the square of the log). */
  actions: 10_000,
  /** Problems listed. */
  problems: 50,
} as const;

/** A checked import: the match, the record as it will be stored (unknown fields dropped), and its `created` time if it had one. */
export type ImportCheck =
  | { ok: true; match: LiveMatch; record: MatchRecord; created: string | null }
  | { ok: false; problems: ImportProblem[] };

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const RESERVED = (k: string): boolean => k === '__proto__' || Object.prototype.hasOwnProperty.call(Object.prototype, k);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Appends a key or an index to a JSON path. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent === '$' ? '' : parent}[${key}]`;
  const k = IDENT.test(key) ? key : `[${JSON.stringify(key)}]`;
  if (parent === '$') return k.startsWith('[') ? `$${k}` : k;
  return k.startsWith('[') ? `${parent}${k}` : `${parent}.${k}`;
}

/** Walks parsed JSON without recursion: reserved keys, non-finite numbers, huge strings. */
function walk(root: unknown, problems: ImportProblem[]): void {
  const stack: { v: unknown; path: string }[] = [{ v: root, path: '$' }];
  while (stack.length && problems.length < IMPORT_LIMITS.problems) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'number' && !Number.isFinite(v)) problems.push({ path, code: 'import/bad-number', message: `${path}: the number is too large to be stored` });
    else if (typeof v === 'string' && v.length > IMPORT_LIMITS.string) {
      problems.push({ path, code: 'import/string-too-long', message: `${path}: a text of ${v.length} characters (at most ${IMPORT_LIMITS.string})` });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: childPath(path, i) });
    } else if (isObj(v)) {
      for (const k of Object.keys(v)) {
        const p = childPath(path, k);
        if (RESERVED(k)) problems.push({ path: p, code: 'import/reserved-key', message: `${p}: the key ${JSON.stringify(k)} is not allowed in a match file` });
        else stack.push({ v: v[k], path: p });
      }
    }
  }
}

function checkName(v: unknown, path: string, problems: ImportProblem[]): void {
  if (typeof v !== 'string' || v.trim() === '' || v.length > IMPORT_LIMITS.name) {
    problems.push({ path, code: 'import/bad-name', message: `${path}: a name is a text of 1 to ${IMPORT_LIMITS.name} characters` });
  }
}

/** Structural checks of a match record: every problem, with its path. */
function checkStructure(j: Record<string, unknown>, problems: ImportProblem[]): void {
  const add = (path: string, code: ErrorCode, message: string) => problems.push({ path, code, message: `${path}: ${message}` });
  if (j.format !== 'mus-match/1') add('format', 'import/bad-format', `expected "mus-match/1", found ${JSON.stringify(j.format) ?? 'nothing'}`);
  if (j.rules !== undefined) {
    if (typeof j.rules === 'string') {
      if (!own(PRESETS, j.rules)) add('rules', 'rules/unknown-preset', `unknown rule preset ${JSON.stringify(j.rules)} (known: ${Object.keys(PRESETS).join(', ')})`);
    } else if (!isObj(j.rules)) add('rules', 'import/bad-rules', 'rules are a preset name or an object');
    else if (j.rules.preset !== undefined && (typeof j.rules.preset !== 'string' || !own(PRESETS, j.rules.preset))) {
      add('rules.preset', 'rules/unknown-preset', `unknown rule preset ${JSON.stringify(j.rules.preset)} (known: ${Object.keys(PRESETS).join(', ')})`);
    }
  }
  if (j.teams !== undefined) {
    if (!isObj(j.teams)) add('teams', 'import/bad-teams', 'teams is an object {"A": name, "B": name}');
    else {
      checkName(j.teams.A, 'teams.A', problems);
      checkName(j.teams.B, 'teams.B', problems);
    }
  }
  if (j.players !== undefined) {
    if (!Array.isArray(j.players) || j.players.length > 6) add('players', 'import/bad-players', 'players is a list of 4 or 6 names, by seat');
    else j.players.forEach((p, i) => checkName(p, `players[${i}]`, problems));
  }
  if (j.esku !== undefined && !Number.isInteger(j.esku)) add('esku', 'import/bad-esku', 'the esku is a seat number');
  if (j.created !== undefined && (typeof j.created !== 'string' || !isIsoTime(j.created))) add('created', 'import/bad-created', 'created is an ISO-8601 date and time');
  if (!Array.isArray(j.deals)) {
    add('deals', 'record/bad-deals', 'deals must be a list');
    return;
  }
  if (j.deals.length > IMPORT_LIMITS.deals) add('deals', 'import/too-many-deals', `${j.deals.length} deals (at most ${IMPORT_LIMITS.deals})`);
  let actions = 0;
  j.deals.slice(0, IMPORT_LIMITS.deals).forEach((d, i) => {
    const p = `deals[${i}]`;
    if (!isObj(d)) return add(p, 'record/bad-deal', 'a deal is an object {actions, hands}');
    if (!Array.isArray(d.actions)) return add(`${p}.actions`, 'record/bad-deal', 'actions must be a list');
    actions += d.actions.length;
    d.actions.forEach((a, k) => {
      if (!isObj(a)) add(`${p}.actions[${k}]`, 'action/malformed', 'an action must be an object {phase, seat, act}');
    });
    if (d.hands !== undefined && (!Array.isArray(d.hands) || !d.hands.every((h) => h === null || (Array.isArray(h) && h.every((c) => typeof c === 'string'))))) {
      add(`${p}.hands`, 'hands/malformed', 'hands is a list, by seat, of lists of cards (or null for a seat out of the deal)');
    }
  });
  if (actions > IMPORT_LIMITS.actions) add('deals', 'import/too-many-actions', `${actions} actions in all (at most ${IMPORT_LIMITS.actions})`);
}

/** Whether a text is an ISO-8601 date-time the clock could have written. */
export function isIsoTime(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s));
}

const ACTION_KEYS = ['phase', 'seat', 'act', 'amount', 'both', 'has', 'count'] as const;

/** The record as stored: known fields only (the spec lets readers ignore the others). */
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
      problems.push({ path: `deals[${i}].esku`, code: 'record/esku-mismatch', message: `deals[${i}].esku: the esku of this deal is seat ${esku} (it moves one seat each deal), not ${JSON.stringify(d.esku)}` });
    }
    if (d.score !== undefined && before && !state) {
      const s = d.score as Record<string, unknown>;
      for (const k of ['A', 'B'] as const) {
        if (!isObj(s) || (s[k] !== undefined && s[k] !== before[k])) {
          problems.push({ path: `deals[${i}].score.${k}`, code: 'record/score-mismatch', message: `deals[${i}].score.${k}: team ${k} has ${before[k]} tantos before this deal, not ${JSON.stringify(isObj(s) ? s[k] : s)}` });
        }
      }
    }
  });
}

const gateProblem = (p: { path: string; code: ErrorCode; message: string }): ImportProblem => ({ path: p.path, code: p.code, message: p.message });

/** Options of {@link checkImportText}. */
export interface ImportCheckOptions {
  /**
   * The file checker of step 5 (default `checkMatchFile`: every structural problem, then the
   * replay). Its validators are generated ahead of time (no eval), so the default runs everywhere,
   * the browser included; tests may pass another.
   */
  checkFile?: (json: unknown) => ImportProblem[];
}

/**
 * Checks a `mus-match/1` file: its bytes (strict UTF-8) or its text, through the input gate first
 * (`format/too-large`, `format/bad-utf8` with the byte offset, `format/too-deep`, `format/bad-json`;
 * one leading BOM is accepted), then as described at the top of this module.
 * @returns the match and the clean record, or every problem found (at most {@link IMPORT_LIMITS}.problems).
 */
export function checkImportText(input: string | Uint8Array, opts: ImportCheckOptions = {}): ImportCheck {
  const fail = (path: string, code: ErrorCode, message: string): ImportCheck => ({ ok: false, problems: [{ path, code, message: `${path}: ${message}` }] });
  let text: string;
  if (input instanceof Uint8Array) {
    const d = decodeUtf8(input);
    if (!d.ok) return { ok: false, problems: [gateProblem(d.problem)] };
    text = d.text;
  } else text = input;
  const g = gateText(text);
  if (!g.ok) return { ok: false, problems: [gateProblem(g.problem)] };
  const json = g.value;
  if (!isObj(json)) return fail('$', 'record/not-an-object', 'a match record is a JSON object');
  const problems: ImportProblem[] = [];
  walk(json, problems);
  if (problems.length === 0) checkStructure(json, problems);
  if (problems.length) return { ok: false, problems: problems.slice(0, IMPORT_LIMITS.problems) };
  let checked: ImportProblem[];
  try {
    checked = (opts.checkFile ?? checkMatchFile)(json);
  } catch (e) {
    return fail('$', 'import/check-failed', `the file checker failed: ${(e as Error).message}`);
  }
  const structural = checked.filter((p) => inNamespace(p.code, 'schema') || inNamespace(p.code, 'format'));
  if (structural.length) return { ok: false, problems: structural.slice(0, IMPORT_LIMITS.problems) };
  const record = cleanRecord(json);
  let r: ReturnType<typeof fromMatchRecord>;
  try {
    r = fromMatchRecord(record);
  } catch (e) {
    return fail('$', 'import/engine-failed', `the engine could not read the match: ${(e as Error).message}`);
  }
  if (!r.ok) {
    if (checked.length) return { ok: false, problems: checked.slice(0, IMPORT_LIMITS.problems) };
    const path = r.error.path ?? '$';
    return { ok: false, problems: [{ path, code: r.error.code, message: r.error.message.startsWith(path) ? r.error.message : `${path}: ${r.error.message}` }] };
  }
  // The replay of checkMatchFile wants every deal complete; a match in progress ends on an open deal.
  const last = record.deals.length - 1;
  const cur = r.value.view.current;
  const openLast = cur !== null && cur.index === last;
  const rule = checked.filter((p) => !(openLast && (p.path === `deals[${last}]` || p.path.startsWith(`deals[${last}].`) || p.path.startsWith(`deals[${last}][`))));
  if (rule.length) return { ok: false, problems: rule };
  checkGiven(json, r.value, problems);
  if (problems.length) return { ok: false, problems };
  return { ok: true, match: r.value, record, created: typeof json.created === 'string' ? new Date(json.created).toISOString() : null };
}
