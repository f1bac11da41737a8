/**
 * File validation for `mus check`, imports and the judge: every structural problem (JSON Schema,
 * Ajv with allErrors) with its JSON path, then — when the structure is sound — the first rule
 * problem found by replaying the record through the engine.
 *
 * The schemas (`schemas.ts`) are compiled ahead of time by Ajv's standalone code generation into
 * `validators.generated.js` (`npm run gen:validators`): nothing is compiled at run time, so no
 * `new Function`, and the check runs in a page whose CSP forbids eval (the browser library).
 */
import type { ErrorObject } from 'ajv';
import { validateDeal, validateMatch, type GeneratedValidator } from './validators.generated.js';
import { settleRecord, type SettledDeal } from '../settle/record.js';
import { replayMatch } from '../match/replay.js';
import type { MatchDealResult, MatchResult } from '../match/replay.js';
import type { Result } from '../types.js';
import type { ErrorCode, SchemaCode, SchemaKeyword } from '../errors/index.js';

/** One problem in a file. */
export interface Problem {
  /** JSON path, e.g. `deals[3].actions[7].amount` (`$` for the whole document). */
  path: string;
  message: string;
  /** `schema/<keyword>` for structure (`format/unknown-field` for a key not in the format), or the engine's code (`action/…`, `hands/…`, `record/…`). */
  code: ErrorCode;
}

/** `/deals/3/actions/7` → `deals[3].actions[7]`. */
export function toJsonPath(pointer: string): string {
  if (!pointer) return '$';
  let out = '';
  for (const raw of pointer.split('/').slice(1)) {
    const p = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  }
  return out;
}

/**
 * The words of a format for the two schema errors whose sentence depends on the format: an unknown
 * value of a discriminating tag (`act`, `type`…) and a string that does not match its pattern.
 */
export interface SchemaWords {
  /** `"x" is not …`: the value of the tag `tag` is none of the format's (the path names the tag). */
  unknownTag(tag: string, value: unknown): string;
  /** What a string at this JSON pointer (`/deals/0/hands/0/1`) should be. */
  pattern(pointer: string): string;
}

/** The words of `mus-deal/1` and `mus-match/1`. */
const RECORD_WORDS: SchemaWords = {
  unknownTag: (_tag, value) => `${JSON.stringify(value)} is not an act (pass bet raise ordago see fold declare mus cut discard misdeal)`,
  pattern: () => 'is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)',
};

function describe(e: ErrorObject, words: SchemaWords): Problem {
  let path = toJsonPath(e.instancePath);
  let message = e.message ?? 'is not valid';
  switch (e.keyword) {
    case 'required': {
      const f = (e.params as { missingProperty: string }).missingProperty;
      path = path === '$' ? f : `${path}.${f}`;
      message = 'is missing';
      break;
    }
    case 'const':
      message = `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
      break;
    case 'enum':
      message = `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
      break;
    case 'discriminator': {
      const p = e.params as { tag: string; tagValue?: unknown };
      path = `${path}.${p.tag}`;
      message = words.unknownTag(p.tag, p.tagValue);
      break;
    }
    case 'additionalProperties': {
      const f = (e.params as { additionalProperty: string }).additionalProperty;
      const key = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(f) ? f : `[${JSON.stringify(f)}]`;
      path = path === '$' ? (key.startsWith('[') ? `$${key}` : key) : key.startsWith('[') ? `${path}${key}` : `${path}.${key}`;
      return { path, message: `${path}: unknown field (a misspelt field is refused, not ignored; extensions start with "x-")`, code: 'format/unknown-field' };
    }
    case 'pattern':
      message = words.pattern(e.instancePath);
      break;
    default:
      break;
  }
  // the generated validators report only the keywords of SCHEMA_KEYWORDS (shared/errors/format.ts)
  const code: SchemaCode = `schema/${e.keyword as SchemaKeyword}`;
  return { path, message: `${path}: ${message}`, code };
}

/**
 * Every structural problem of a document against a generated validator (empty when it is sound),
 * each with its JSON path, worded by `words`; at most 200, none said twice.
 */
export function structuralProblems(v: GeneratedValidator, json: unknown, words: SchemaWords): Problem[] {
  if (v(json)) return [];
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const e of v.errors ?? []) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') continue; // the branch errors say more
    const p = describe(e, words);
    if (seen.has(p.message)) continue;
    seen.add(p.message);
    out.push(p);
    if (out.length >= 200) break;
  }
  return out;
}

/**
 * What the check ran the engine to, handed back so that a caller (the `mus` command) need not run it
 * a second time: filled in only when the structure was sound and the engine ran.
 */
export interface EngineRun {
  /** Set by {@link checkDealFile}: the settlement, or the engine's refusal. */
  settled?: Result<SettledDeal>;
  /** Set by {@link checkMatchFile}: the replay, or the engine's refusal. */
  replayed?: Result<MatchResult>;
  /** Given to `replayMatch` by {@link checkMatchFile}: each deal is handed to it and not kept (`replayed.value.deals` stays empty). */
  onDeal?: (d: MatchDealResult) => void;
}

/** Every problem of a `mus-deal/1` document (empty when it settles); the settlement goes to `run.settled`. */
export function checkDealFile(json: unknown, run?: EngineRun): Problem[] {
  const s = structuralProblems(validateDeal, json, RECORD_WORDS);
  if (s.length) return s;
  const r = settleRecord(json);
  if (run) run.settled = r;
  return r.ok ? [] : [{ path: r.error.path ?? '$', message: r.error.message, code: r.error.code }];
}

/** Every problem of a `mus-match/1` document (empty when it replays); the replay goes to `run.replayed`. */
export function checkMatchFile(json: unknown, run?: EngineRun): Problem[] {
  const s = structuralProblems(validateMatch, json, RECORD_WORDS);
  if (s.length) return s;
  const r = replayMatch(json, run?.onDeal);
  if (run) run.replayed = r;
  return r.ok ? [] : [{ path: r.error.path ?? '$', message: r.error.message, code: r.error.code }];
}

/** Checks a document of either format, by its `format` field; what the engine gave goes to `run`. */
export function checkFile(json: unknown, run?: EngineRun): Problem[] {
  const f = typeof json === 'object' && json !== null ? (json as { format?: unknown }).format : undefined;
  if (f === 'mus-match/1') return checkMatchFile(json, run);
  if (f === 'mus-deal/1') return checkDealFile(json, run);
  return [{ path: 'format', message: `format: ${JSON.stringify(f)} is not a known format (mus-deal/1, mus-match/1)`, code: 'record/bad-format' }];
}
