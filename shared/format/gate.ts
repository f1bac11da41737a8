/**
 * The one gate of every file reader (issue 25 §4): `mus check`, `mus settle` (files and `settle -`
 * lines), `mus replay`, the library's import (command line, app, browser) and every reader of a
 * tournament file go through {@link gateFile} (bytes or text) or {@link gateValue} (JSON already
 * parsed), so the same bytes get the same answer from each. Pure and total: never throws.
 *
 * In order, stopping at the first step that refuses:
 * 1. the input gate (`input-gate.ts`): size, strict UTF-8, one BOM, depth, JSON syntax;
 * 2. numbers: a number too large to be read (`1e400` parses to Infinity) is refused as written
 *    (`format/bad-number`); then a key given twice in one object (`format/duplicate-key`: the parse
 *    keeps the last and drops the first);
 * 3. every value: reserved keys (`__proto__`, `constructor`…: `format/reserved-key`) and texts
 *    over 10,000 characters (`format/string-too-long`);
 * 4. the format (`format`, one of those the reader takes: `record/bad-format`), then every
 *    structural problem against its JSON Schema (`schema/…`, `format/unknown-field`) and every
 *    field rule the schema cannot say (`fields.ts`): names, dates, a match's deals and actions in
 *    all (`format/bad-name`, `format/bad-date`, `format/too-many-deals`, `format/too-many-actions`).
 *    A field rule's problem replaces the schema's at the same path (it shows the value given).
 *
 *
 * What comes after the gate is the engine's: settling, replaying, folding a tournament's log.
 */
import { visit } from 'jsonc-parser';
import { validateDeal, validateMatch, validateTournament, type GeneratedValidator } from './validators.generated.js';
import { gateBytes, gateText, INPUT_LIMITS, RESERVED_KEYS } from './input-gate.js';
import { worded, RECORD_WORDS, structuralProblems, type Problem, type SchemaWords } from './schema-problems.js';
import { EVENT_TYPES } from '../tournament/types.js';
import { dateProblem as dateOnly, dateTimeProblem as dateTime, nameProblem as nameOnly, type FieldProblem } from './fields.js';
import { dateDetail, nameDetail } from './field-detail.js';
import { duplicateKeys } from './duplicate-keys.js';
import type { ErrorCode } from '../errors/index.js';
import type { Result } from '../types.js';
import { refused, refusedIfAny, type ProblemsError } from './refusal.js';
import type { ProblemDetail } from './problem-detail.js';
import { detailEn } from './detail-en.js';

/** The file formats the gate knows. */
export type FileFormat = 'mus-deal/1' | 'mus-match/1' | 'mus-tournament/1';

/** The record formats (`mus check`'s default). */
export const RECORD_FORMATS: readonly FileFormat[] = Object.freeze(['mus-deal/1', 'mus-match/1']);

/** The gate's limits beyond the input gate's (docs/formats.md). */
export const GATE_LIMITS = {
  /** Deals of a match (a full FFMus match has about 25). */
  deals: 1_000,
  /** Actions over all the deals of a match (replay time grows with the square of the log). */
  actions: 10_000,
  /** Characters of any text. */
  string: INPUT_LIMITS.string,
  /** Problems listed. */
  problems: 200,
} as const;

/**
 * A gated document ({@link gateValue}): its format (the document is the one given), or every problem
 * found by the first step that refused.
 */
export type GatedValue = Result<FileFormat, ProblemsError>;

/** A gated file ({@link gateFile}): the JSON and its format, or every problem found by the first step that refused. */
export type GatedFile = Result<{ json: unknown; format: FileFormat }, ProblemsError>;

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Appends a key or an index to a JSON path (`$` is the whole document): `deals[3].actions`, `$["x y"]`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent === '$' ? '' : parent}[${key}]`;
  const k = IDENT.test(key) ? key : `[${JSON.stringify(key)}]`;
  if (parent === '$') return k.startsWith('[') ? `$${k}` : k;
  return k.startsWith('[') ? `${parent}${k}` : `${parent}.${k}`;
}

const problem = (path: string, code: ErrorCode, message: string): Problem => ({ path, code, message: `${path}: ${message}` });

/** A problem said by its detail: the English words of the message ({@link detailEn}) and the detail as data, for a person's language. */
const detailed = (path: string, code: ErrorCode, detail: ProblemDetail): Problem => ({ path, code, message: `${path}: ${detailEn(detail)}`, detail });

/** A number as written in the file, for a message (cut after 40 characters). */
const written = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

/** The words of `mus-tournament/1` for an unknown tag and a string off its pattern. */
const TOURNAMENT_WORDS: SchemaWords = {
  unknownTag: (tag, value) => {
    const known: Record<string, string> = {
      type: EVENT_TYPES.join(' '), kind: 'match hand forfeit',
      act: 'pass bet raise ordago see fold declare mus cut discard misdeal',
    };
    return worded({ key: 'schema/discriminator', params: { value: JSON.stringify(value), list: known[tag] ?? '?' } });
  },
  pattern: (pointer) => worded({ key: /\/date$/.test(pointer) ? 'schema/pattern#date'
    : /\/(id|A|B|winner|pair|byes\/\d+)$/.test(pointer) ? 'schema/pattern#pairId' : 'schema/pattern#card' }),
};

/** Each format's validator and the words of its schema problems. */
const SCHEMAS: Record<FileFormat, { validate: GeneratedValidator; words: SchemaWords }> = {
  'mus-deal/1': { validate: validateDeal, words: RECORD_WORDS },
  'mus-match/1': { validate: validateMatch, words: RECORD_WORDS },
  'mus-tournament/1': { validate: validateTournament, words: TOURNAMENT_WORDS },
};

/**
 * What a number too large to be read needs in its text: a long exponent or 300 digits, both with
 * three digits in a row (tested first: most records have none, and it is the cheapest of the three).
 */
const THREE_DIGITS = /\d{3}/;
const LONG_EXPONENT = /[eE][+]?0*\d{3}/;
const LONG_DIGITS = /\d{300}/;

/**
 * The numbers of a JSON text too large to be read (JSON.parse makes them Infinity), as written,
 * with their paths. Only texts with a long exponent or a 300-digit number are scanned.
 */
function badNumbers(text: string): Problem[] {
  if (!THREE_DIGITS.test(text) || (!LONG_EXPONENT.test(text) && !LONG_DIGITS.test(text))) return [];
  const out: Problem[] = [];
  visit(text, {
    onLiteralValue: (value, offset, length, _l, _c, pathOf) => {
      if (typeof value !== 'number' || Number.isFinite(value) || out.length >= GATE_LIMITS.problems) return;
      const path = pathOf().reduce<string>((p, k) => childPath(p, k), '$');
      const raw = text.slice(offset, offset + length);
      out.push(detailed(path, 'format/bad-number', { key: 'format/bad-number', params: { value: written(raw) } }));
    },
  });
  return out;
}

/** True when a string, number, boolean or null has no problem of {@link valueProblems}. */
const leafSound = (v: unknown): boolean =>
  typeof v === 'string' ? v.length <= GATE_LIMITS.string : typeof v !== 'number' || Number.isFinite(v);

/**
 * True when no value of the document has a problem of {@link valueProblems} (no reserved key, no text
 * too long, no number that is not finite): the same walk without building paths, so a sound document
 * (nearly every one) costs no path strings. Walked without recursion; only arrays and objects are
 * stacked, every other value is checked where it is found.
 */
function valuesSound(root: unknown): boolean {
  if (typeof root !== 'object' || root === null) return leafSound(root);
  const stack: object[] = [root];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    if (Array.isArray(v)) {
      for (const x of v as unknown[]) {
        if (typeof x === 'object' && x !== null) stack.push(x);
        else if (!leafSound(x)) return false;
      }
      continue;
    }
    const keys = Object.keys(v);
    for (const k of keys) {
      if (RESERVED_KEYS.has(k)) return false;
      const x: unknown = (v as Record<string, unknown>)[k];
      if (typeof x === 'object' && x !== null) stack.push(x);
      else if (!leafSound(x)) return false;
    }
  }
  return true;
}

/** Reserved keys and texts too long, anywhere in the document (walked without recursion). */
function valueProblems(root: unknown): Problem[] {
  if (valuesSound(root)) return [];
  const out: Problem[] = [];
  const stack: { v: unknown; path: string }[] = [{ v: root, path: '$' }];
  while (stack.length && out.length < GATE_LIMITS.problems) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.length > GATE_LIMITS.string) out.push(detailed(path, 'format/string-too-long', { key: 'format/string-too-long', params: { count: v.length, limit: GATE_LIMITS.string } }));
    } else if (typeof v === 'number' && !Number.isFinite(v)) {
      out.push(detailed(path, 'format/bad-number', { key: 'format/bad-number', params: { value: String(v) } }));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: childPath(path, i) });
    } else if (isObj(v)) {
      const keys = Object.keys(v);
      for (const k of keys.reverse()) {
        const p = childPath(path, k);
        if (RESERVED_KEYS.has(k)) out.push(detailed(p, 'format/reserved-key', { key: 'format/reserved-key', params: { key: JSON.stringify(k) } }));
        else stack.push({ v: v[k], path: p });
      }
    }
  }
  return out;
}

/** A field's problem with its detail as data (`fields.ts` gives the two apart). */
type DetailedField = FieldProblem & { detail?: ProblemDetail };
const nameProblem = (v: unknown, max?: number): DetailedField | null => {
  const p = nameOnly(v, max);
  return p && { ...p, detail: nameDetail(v, max) };
};
const dateProblem = (v: unknown): DetailedField | null => { const p = dateOnly(v); return p && { ...p, detail: dateDetail(v, false) }; };
const dateTimeProblem = (v: unknown): DetailedField | null => { const p = dateTime(v); return p && { ...p, detail: dateDetail(v, true) }; };

type Add = (path: string, p: DetailedField | null) => void;

/** The field rules of a match record (also one embedded in a tournament), under `base`. */
function matchFields(m: Record<string, unknown>, base: string, add: Add, out: Problem[]): void {
  const at = (k: string | number, parent = base) => childPath(parent, k);
  if (isObj(m.teams)) for (const k of ['A', 'B'] as const) if (m.teams[k] !== undefined) add(at(k, at('teams')), nameProblem(m.teams[k]));
  if (Array.isArray(m.players)) m.players.forEach((p, i) => add(at(i, at('players')), nameProblem(p)));
  if (m.created !== undefined) add(at('created'), dateTimeProblem(m.created));
  if (!Array.isArray(m.deals)) return;
  if (m.deals.length > GATE_LIMITS.deals) {
    out.push(detailed(at('deals'), 'format/too-many-deals', { key: 'format/too-many-deals', params: { count: m.deals.length, limit: GATE_LIMITS.deals } }));
    return;
  }
  let actions = 0;
  for (const d of m.deals) if (isObj(d) && Array.isArray(d.actions)) actions += d.actions.length;
  if (actions > GATE_LIMITS.actions) out.push(detailed(at('deals'), 'format/too-many-actions', { key: 'format/too-many-actions', params: { count: actions, limit: GATE_LIMITS.actions } }));
}

/** The field rules of a tournament file: its name and date, the pairs' names, who did what, the matches embedded. */
function tournamentFields(t: Record<string, unknown>, add: Add, out: Problem[]): void {
  add('name', nameProblem(t.name, 200));
  add('date', dateProblem(t.date));
  if (!Array.isArray(t.events)) return;
  t.events.forEach((e, i) => {
    if (!isObj(e)) return;
    const ep = `events[${i}]`;
    if (e.who !== undefined) add(`${ep}.who`, nameProblem(e.who, 200));
    if (isObj(e.pair)) {
      const p = e.pair;
      add(`${ep}.pair.team`, nameProblem(p.team));
      if (Array.isArray(p.players)) p.players.forEach((n, k) => add(`${ep}.pair.players[${k}]`, nameProblem(n)));
      if (p.club !== undefined && p.club !== null) add(`${ep}.pair.club`, nameProblem(p.club));
    }
    const src = isObj(e.result) && isObj(e.result.source) ? e.result.source : null;
    if (!src) return;
    const sp = `${ep}.result.source`;
    if (src.who !== undefined) add(`${sp}.who`, nameProblem(src.who, 200));
    if (isObj(src.match)) matchFields(src.match, `${sp}.match`, add, out);
  });
}

/**
 * Gates a document already parsed (the app's channels, a test): steps 3 and 4 of this module.
 * @param formats the formats this reader takes (a `format` outside them is `record/bad-format`).
 */
export function gateValue(json: unknown, formats: readonly FileFormat[] = RECORD_FORMATS): GatedValue {
  const values = refusedIfAny(valueProblems(json));
  if (values) return values;
  if (!isObj(json)) {
    const detail: ProblemDetail = Array.isArray(json) ? { key: 'record/not-an-object#list' } : { key: 'record/not-an-object#value', params: { value: String(JSON.stringify(json)) } };
    return refused([detailed('$', 'record/not-an-object', detail)]);
  }
  const f = json.format;
  if (typeof f !== 'string' || !(formats as readonly string[]).includes(f)) {
    const list = formats.join(', ');
    const detail: ProblemDetail = f === undefined ? { key: 'record/bad-format#missing', params: { list } } : { key: 'record/bad-format#unknown', params: { value: JSON.stringify(f), list } };
    return refused([detailed('format', 'record/bad-format', detail)]);
  }
  const format = f as FileFormat;
  const schema = structuralProblems(SCHEMAS[format].validate, json, SCHEMAS[format].words);
  const fields: Problem[] = [];
  const add: Add = (path, p) => { if (p) fields.push({ ...problem(path, p.code, p.message), ...(p.detail ? { detail: p.detail } : {}) }); };
  const doc = json as Record<string, unknown>;
  if (format === 'mus-match/1') matchFields(doc, '$', add, fields);
  else if (format === 'mus-tournament/1') tournamentFields(doc, add, fields);
  if (!schema.length && !fields.length) return { ok: true, value: format };
  const replaced = new Set(fields.map((p) => p.path));
  return refusedIfAny([...schema.filter((p) => !replaced.has(p.path)), ...fields].slice(0, GATE_LIMITS.problems)) ?? { ok: true, value: format };
}

/**
 * Gates a file: its bytes (strict UTF-8) or its text, through every step of this module.
 * @param formats the formats this reader takes (default: `mus-deal/1` and `mus-match/1`).
 */
export function gateFile(input: string | Uint8Array, formats: readonly FileFormat[] = RECORD_FORMATS): GatedFile {
  const p = parseGated(input);
  if (!p.ok) return p;
  const g = gateValue(p.value, formats);
  return g.ok ? { ok: true, value: { json: p.value, format: g.value } } : g;
}

/**
 * Steps 1 and 2 of this module (the input gate, then numbers too large and keys given twice), for a reader that checks
 * the document itself afterwards (`mus tournament`, which folds it with {@link gateValue} first).
 */
export function parseGated(input: string | Uint8Array): Result<unknown, ProblemsError> {
  const g = input instanceof Uint8Array ? gateBytes(input) : gateText(input);
  if (!g.ok) return refused([g.error.code === 'format/bad-json' && isJournal(input) ? JOURNAL_GIVEN : g.error]);
  const { text, json } = g.value;
  return refusedIfAny(badNumbers(text)) ?? refusedIfAny(twiceGiven(text, json)) ?? { ok: true, value: json };
}

/**
 * Steps 1 to 3 of this module (the input gate, numbers too large, keys given twice, reserved keys and
 * texts too long), for a reader of JSON that is not a file of the formats: the hub's request bodies
 * (`src-main/hub/hub-server.ts`), so that the same bytes get the same `format/…` refusal there as in
 * every file reader. Pure and total.
 * @returns the parsed JSON, or every problem found by the first step that refused (by JSON path).
 */
export function gateJson(input: string | Uint8Array): Result<unknown, ProblemsError> {
  const p = parseGated(input);
  return p.ok ? (refusedIfAny(valueProblems(p.value)) ?? p) : p;
}

/** The first line of the app's journal (`mus-journal/1`: a checksum of 8 hex digits, then the header). */
const JOURNAL_LINE = /^\ufeff?[0-9a-f]{8} \{"format":"mus-journal\/1"/;

/** True when a text (or the start of its bytes) is a journal of the app, not a JSON file. */
function isJournal(input: string | Uint8Array): boolean {
  const head = typeof input === 'string' ? input.slice(0, 40) : new TextDecoder().decode(input.subarray(0, 40));
  return JOURNAL_LINE.test(head);
}

/**
 * A journal given where a file of the formats is read (the hub's copy of a table, `<id>.musj`):
 * `record/bad-format`, saying what it is, instead of a syntax error at line 1, column 2.
 */
const JOURNAL_GIVEN: Problem = detailed('$', 'record/bad-format', { key: 'record/bad-format#journal' });

/** Keys given twice in one object (`duplicate-keys.ts`), each at its path. */
function twiceGiven(text: string, json: unknown): Problem[] {
  return duplicateKeys(text, json, GATE_LIMITS.problems).map(({ at, key }) => {
    const path = childPath(at.reduce<string>((p, k) => childPath(p, k), '$'), key);
    return detailed(path, 'format/duplicate-key', { key: 'format/duplicate-key', params: { key: JSON.stringify(key) } });
  });
}
