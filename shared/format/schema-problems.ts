/**
 * Structural problems of a document against its JSON Schema (Ajv with allErrors, compiled ahead of
 * time into `validators.generated.js`): every problem with its JSON path, worded for people.
 * Used by the file gate (`gate.ts`).
 */
import type { ErrorObject } from 'ajv';
import type { GeneratedValidator } from './validators.generated.js';
import type { ErrorCode, SchemaCode, SchemaKeyword } from '../errors/index.js';
import type { ErrorSeats } from '../types.js';
import type { ProblemDetail } from './problem-detail.js';
import { detailEn } from './detail-en.js';

/** One problem in a file. */
export interface Problem {
  /** JSON path, e.g. `deals[3].actions[7].amount` (`$` for the whole document). */
  path: string;
  message: string;
  /** `schema/<keyword>` for structure (`format/unknown-field` for a key not in the format), or the engine's code (`action/…`, `hands/…`, `record/…`). */
  code: ErrorCode;
  /** The rule that forbids it (an engine problem's `rule`, e.g. "FFMus art. 17"), when there is one. */
  rule?: string;
  /**
   * The seats an engine problem is about (its `seats`, 0-based), for the sentence that names them in
   * a person's language. Not written in JSON outputs (`mus settle --json` lines keep `{path, message, code, rule}`).
   */
  seats?: ErrorSeats;
  /**
   * What the message says after the path, as data (the keyword's limit, the types, the values, a
   * syntax error's line and column), for the detail in a person's language (`problemDetail`,
   * `shared/i18n/errors.ts`). Not written in JSON outputs, like `seats`.
   */
  detail?: ProblemDetail;
  /**
   * The figures or names an engine problem's message gives (its `params`: a minimum and the amount
   * given, a team's tantos…), for its `code#names` sentence in a person's language
   * (`shared/i18n/errors/*.ts`). Not written in JSON outputs, like `seats`.
   */
  params?: Readonly<Record<string, string | number>>;
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

/** A detail in English as the message says it, and as data for the other languages ({@link ProblemDetail}). */
export interface WordedDetail {
  message: string;
  detail: ProblemDetail;
}

/**
 * The words of a format for the two schema errors whose sentence depends on the format: an unknown
 * value of a discriminating tag (`act`, `type`…) and a string that does not match its pattern.
 */
export interface SchemaWords {
  /** `"x" is not …`: the value of the tag `tag` is none of the format's (the path names the tag). */
  unknownTag(tag: string, value: unknown): WordedDetail;
  /** What a string at this JSON pointer (`/deals/0/hands/0/1`) should be. */
  pattern(pointer: string): WordedDetail;
}

/** The acts of the record formats, as the format writes them. */
const ACTS = 'pass bet raise ordago see fold declare mus cut discard misdeal';

/** A detail and its English words ({@link detailEn}). */
export const worded = (detail: ProblemDetail): WordedDetail => ({ message: detailEn(detail), detail });

/** The words of `mus-deal/1` and `mus-match/1`. */
export const RECORD_WORDS: SchemaWords = {
  unknownTag: (_tag, value) => worded({ key: 'schema/discriminator#act', params: { value: JSON.stringify(value), list: ACTS } }),
  pattern: () => worded({ key: 'schema/pattern#card' }),
};


function describe(e: ErrorObject, words: SchemaWords): Problem {
  let path = toJsonPath(e.instancePath);
  let detail: ProblemDetail | undefined;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const f = params.missingProperty as string;
      path = path === '$' ? f : `${path}.${f}`;
      detail = { key: 'schema/required' };
      break;
    }
    case 'const':
      detail = { key: 'schema/const', params: { value: JSON.stringify(params.allowedValue) } };
      break;
    case 'enum':
      detail = { key: 'schema/enum', params: { values: (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ') } };
      break;
    case 'discriminator': {
      const p = params as { tag: string; tagValue?: unknown };
      path = `${path}.${p.tag}`;
      detail = words.unknownTag(p.tag, p.tagValue).detail;
      break;
    }
    case 'additionalProperties': {
      const f = params.additionalProperty as string;
      const key = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(f) ? f : `[${JSON.stringify(f)}]`;
      path = path === '$' ? (key.startsWith('[') ? `$${key}` : key) : key.startsWith('[') ? `${path}${key}` : `${path}.${key}`;
      detail = { key: 'format/unknown-field' };
      return { path, message: `${path}: ${detailEn(detail)}`, code: 'format/unknown-field', detail };
    }
    case 'pattern':
      detail = words.pattern(e.instancePath).detail;
      break;
    case 'type':
      detail = { key: 'schema/type', params: { types: [String(params.type)] } };
      break;
    case 'minimum': case 'maximum': case 'minItems': case 'maxItems': case 'minLength': case 'maxLength':
      detail = { key: `schema/${e.keyword}`, params: { limit: Number(params.limit) } };
      break;
    default:
      break;
  }
  // the generated validators report only the keywords of SCHEMA_KEYWORDS (shared/errors/format.ts)
  const code: SchemaCode = `schema/${e.keyword as SchemaKeyword}`;
  if (!detail) return { path, message: `${path}: ${e.message ?? 'is not valid'}`, code };
  return { path, message: `${path}: ${detailEn(detail)}`, code, detail };
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
  return typesTogether(out);
}

/**
 * The types a value may have (the branches of an `anyOf`) said in one problem: `rules: must be
 * string or object`, not one problem per branch.
 */
function typesTogether(problems: Problem[]): Problem[] {
  const out: Problem[] = [];
  const typeAt = new Map<string, Problem>();
  for (const p of problems) {
    if (p.code !== 'schema/type') { out.push(p); continue; }
    const first = typeAt.get(p.path);
    const type = /: must be (\w+)$/.exec(p.message)?.[1];
    if (first && type) {
      first.message += ` or ${type}`;
      const types = first.detail?.params?.types;
      if (first.detail && Array.isArray(types)) first.detail = { key: first.detail.key, params: { types: [...(types as readonly string[]), type] } };
      continue;
    }
    const copy = { ...p };
    typeAt.set(p.path, copy);
    out.push(copy);
  }
  return out;
}
