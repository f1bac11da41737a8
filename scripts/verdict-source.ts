/**
 * The quick verdicts of `shared/format/validators.generated.js` (`quickDeal`, `quickMatch`): each
 * format's JSON Schema (`shared/format/schemas.ts`) compiled ahead of time into small functions that
 * answer `true` only when the document is valid for the Ajv validator beside them AND every value in
 * it passes the gate's values step (no reserved key, no text over `INPUT_LIMITS.string`, no number
 * that is not finite), and `false` when not, or when they cannot tell: a document with an `x-`
 * extension (free JSON, for the values walk) is always "cannot tell". The gate (`gate.ts`) asks them
 * first: a sound document (nearly every one) is then neither walked for its values nor run through
 * Ajv's long generated functions (whose V8 compiling alone cost a `settle -` of 20,000 lines about a
 * tenth of a second); any other document goes through every step as before, so the gate's verdicts
 * and problems do not change.
 *
 * The values step is proved here, schema by schema, or the generator stops: every object is closed
 * (`additionalProperties: false`, or `oneOf`/`anyOf` branches that each are) with no reserved key among its properties (and no reserved key can
 * match its patterns), every array says its `items`, every other value has a `type`, a `const` or an
 * `enum` (or `anyOf`/`oneOf` branches that each do), texts are bounded (a check is added where the
 * schema has no `maxLength` within the limit), numbers are finite (`integer` and `number` are finite
 * here), and `const`/`enum` values are sound.
 *
 * Known keywords, each with Ajv's meaning (options `allErrors`, `discriminator`) or a stricter one:
 * `type`, `properties`, `patternProperties`, `additionalProperties: false`, `required`, `const` and
 * `enum` of plain values, `minimum`, `maximum`, `minLength`, `maxLength` (code points, as Ajv),
 * `pattern` (a `u` RegExp, as Ajv), `items` (one schema), `minItems`, `maxItems`, `anyOf`, and `oneOf`
 * with a `discriminator` whose branches each give the tag a `const`. Any other keyword (`$ref`…) is an
 * error here, so a schema change the verdicts cannot follow stops `npm run gen:validators`. Stricter
 * where simpler: an `integer` or a `number` is finite here (Ajv's `integer` takes Infinity).
 *
 * Used by `scripts/validators-source.ts`. Node only; not part of the app bundle.
 */

import { INPUT_LIMITS, RESERVED_KEYS } from '../shared/format/input-gate.js';

type Schema = Record<string, unknown>;

/** Keywords that say nothing about validity. */
const ANNOTATIONS = new Set(['$schema', '$id', '$comment', '$defs', 'title', 'description', 'default', 'examples']);
const KNOWN = new Set([
  'type', 'properties', 'patternProperties', 'additionalProperties', 'required', 'const', 'enum', 'minimum', 'maximum',
  'minLength', 'maxLength', 'pattern', 'items', 'minItems', 'maxItems', 'anyOf', 'oneOf', 'discriminator',
]);

const isSchema = (s: unknown): s is Schema => typeof s === 'object' && s !== null && !Array.isArray(s);
/** A value a `const` or an `enum` may give: one the values step lets through. */
const isPlain = (v: unknown): boolean =>
  v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= INPUT_LIMITS.string);
const lit = (v: unknown): string => JSON.stringify(v);

const IS_OBJECT = 'typeof d === "object" && d !== null && !Array.isArray(d)';
const TYPES: Record<string, string> = {
  object: `(${IS_OBJECT})`,
  array: 'Array.isArray(d)',
  string: 'typeof d === "string"',
  boolean: 'typeof d === "boolean"',
  null: 'd === null',
  integer: 'Number.isInteger(d)',
  number: '(typeof d === "number" && Number.isFinite(d))',
};

/** The module text being made: functions named `q0`, `q1`… (one per distinct body) and RegExps `re0`… */
class Emitter {
  private readonly bodies = new Map<string, string>();
  private readonly regexps = new Map<string, string>();
  readonly lines: string[] = [];

  /** The name of a RegExp of the module for `pattern` (with the `u` flag, as Ajv). */
  regexp(pattern: string): string {
    let name = this.regexps.get(pattern);
    if (!name) {
      name = `re${this.regexps.size}`;
      this.regexps.set(pattern, name);
      this.lines.push(`const ${name} = new RegExp(${lit(pattern)}, "u");`);
    }
    return name;
  }

  /** The name of a function checking `schema`, or null when every value is valid for it (`{}`). */
  check(schema: unknown): string | null {
    const body = this.statements(schema);
    if (!body.length) return null;
    const text = body.join('\n');
    let name = this.bodies.get(text);
    if (!name) {
      name = `q${this.bodies.size}`;
      this.bodies.set(text, name);
      this.lines.push(`function ${name}(d) {\n${text}\nreturn true;\n}`);
    }
    return name;
  }

  private statements(schema: unknown): string[] {
    if (!isSchema(schema)) throw new Error(`verdicts: not a schema: ${lit(schema)}`);
    for (const k of Object.keys(schema)) if (!KNOWN.has(k) && !ANNOTATIONS.has(k)) throw new Error(`verdicts: keyword ${k} is not known`);
    const s = schema;
    if (s.type === undefined && s.const === undefined && s.enum === undefined && s.anyOf === undefined && s.oneOf === undefined) {
      throw new Error(`verdicts: a schema that takes any value: ${lit(s)}`);
    }
    const out: string[] = [];
    // the one type the value has past the type test, when there is one: its keywords need no test of
    // their own, and other types' keywords none at all
    const only = typeof s.type === 'string' ? (s.type === 'integer' ? 'number' : s.type) : null;
    const guard = (type: 'number' | 'string' | 'array' | 'object', test: string, then: string): string | null =>
      only === null ? `if (${test}) ${then}` : only === type ? then : null;
    const push = (x: string | null) => { if (x !== null) out.push(x); };
    const num = (k: string): number | undefined => {
      const n = s[k];
      if (n !== undefined && typeof n !== 'number') throw new Error(`verdicts: ${k} ${lit(n)}`);
      return n;
    };
    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? s.type : [s.type];
      const tests = types.map((t) => {
        const test = typeof t === 'string' ? TYPES[t] : undefined;
        if (!test) throw new Error(`verdicts: type ${lit(t)}`);
        return test;
      });
      out.push(`if (!(${tests.join(' || ')})) return false;`);
      // an object is closed, or is one of branches (on the same object) that are each checked as this one
      if (types.includes('object') && s.additionalProperties !== false && s.oneOf === undefined && s.anyOf === undefined) throw new Error('verdicts: an object that is not closed');
      if (types.includes('array') && s.items === undefined) throw new Error('verdicts: an array without items');
      // maxLength counts code points, each at most two of the values step's UTF-16 characters
      const maxLength = s.maxLength;
      if (types.includes('string') && !(typeof maxLength === 'number' && 2 * maxLength <= INPUT_LIMITS.string)) {
        push(guard('string', 'typeof d === "string"', `if (d.length > ${INPUT_LIMITS.string}) return false;`));
      }
    }
    if (s.const !== undefined) {
      if (!isPlain(s.const)) throw new Error('verdicts: const of an object or of an unsound value');
      out.push(`if (d !== ${lit(s.const)}) return false;`);
    }
    if (s.enum !== undefined) {
      if (!Array.isArray(s.enum) || !s.enum.every(isPlain)) throw new Error('verdicts: enum of objects or of unsound values');
      out.push(`if (!(${s.enum.map((v) => `d === ${lit(v)}`).join(' || ')})) return false;`);
    }
    const min = num('minimum');
    const max = num('maximum');
    if (min !== undefined || max !== undefined) {
      const range = [min === undefined ? null : `d >= ${min}`, max === undefined ? null : `d <= ${max}`].filter(Boolean).join(' && ');
      push(guard('number', 'typeof d === "number"', `if (!(${range})) return false;`));
    }
    const minLength = num('minLength');
    const maxLength = num('maxLength');
    if (s.pattern !== undefined && typeof s.pattern !== 'string') throw new Error('verdicts: pattern');
    if (minLength !== undefined || maxLength !== undefined || s.pattern !== undefined) {
      const tests: string[] = [];
      // a text's code points are at most its length: counted only when the length cannot tell
      if (maxLength !== undefined) tests.push(`(d.length > ${maxLength} && codePoints(d) > ${maxLength})`);
      if (minLength !== undefined) tests.push(`d.length < ${minLength} || codePoints(d) < ${minLength}`);
      if (typeof s.pattern === 'string') tests.push(`!${this.regexp(s.pattern)}.test(d)`);
      push(guard('string', 'typeof d === "string"', `if (${tests.join(' || ')}) return false;`));
    }
    const minItems = num('minItems');
    const maxItems = num('maxItems');
    const items = s.items === undefined ? null : this.check(s.items);
    if (s.items !== undefined && !items) throw new Error('verdicts: items that take any value');
    if (minItems !== undefined || maxItems !== undefined || items) {
      const inner: string[] = [];
      if (minItems !== undefined) inner.push(`if (d.length < ${minItems}) return false;`);
      if (maxItems !== undefined) inner.push(`if (d.length > ${maxItems}) return false;`);
      if (items) inner.push(`for (let i = 0; i < d.length; i++) if (!${items}(d[i])) return false;`);
      push(guard('array', 'Array.isArray(d)', `{\n${inner.join('\n')}\n}`));
    }
    const object = this.object(s);
    if (object.length) push(guard('object', IS_OBJECT, `{\n${object.join('\n')}\n}`));
    if (s.anyOf !== undefined) {
      if (!Array.isArray(s.anyOf)) throw new Error('verdicts: anyOf');
      const branches = s.anyOf.map((b) => this.check(b));
      out.push(`if (!(${branches.map((b) => `${b ?? '(() => true)'}(d)`).join(' || ')})) return false;`);
    }
    if (s.oneOf !== undefined || s.discriminator !== undefined) out.push(this.discriminated(s));
    return out;
  }

  /**
   * The checks of `required`, `properties` and `additionalProperties: false` (on objects only: the
   * caller tests the type when the schema does not say it). A key matching
   * `patternProperties` (an `x-` extension, free JSON) makes the verdict "cannot tell": its value is
   * the values walk's and Ajv's to check.
   */
  private object(s: Schema): string[] {
    const props = s.properties ?? {};
    const patterns = s.patternProperties ?? {};
    const required = s.required ?? [];
    if (!isSchema(props) || !isSchema(patterns) || !Array.isArray(required) || !required.every((r) => typeof r === 'string')) throw new Error('verdicts: object keywords');
    if (s.additionalProperties !== undefined && s.additionalProperties !== false) throw new Error('verdicts: additionalProperties other than false');
    for (const k of Object.keys(props)) if (RESERVED_KEYS.has(k)) throw new Error(`verdicts: the reserved key ${k} is a property`);
    for (const p of Object.keys(patterns)) {
      const re = new RegExp(p, 'u');
      for (const k of RESERVED_KEYS) if (re.test(k)) throw new Error(`verdicts: the reserved key ${k} matches ${p}`);
    }
    const inner: string[] = [];
    for (const r of required) inner.push(`if (d[${lit(r)}] === undefined) return false;`);
    for (const [k, sub] of Object.entries(props)) {
      const c = this.check(sub);
      if (c) inner.push(`if (d[${lit(k)}] !== undefined && !${c}(d[${lit(k)}])) return false;`);
    }
    const keyTests = Object.keys(props).map((k) => `k === ${lit(k)}`);
    if (s.additionalProperties === false) inner.push(`for (const k in d) if (!(${keyTests.join(' || ') || 'false'})) return false;`);
    return inner;
  }

  /** `oneOf` chosen by a `discriminator` (Ajv's option): the branch named by the tag's `const` must be valid. */
  private discriminated(s: Schema): string {
    const d = s.discriminator;
    const tag = isSchema(d) ? d.propertyName : undefined;
    if (typeof tag !== 'string' || !Array.isArray(s.oneOf)) throw new Error('verdicts: oneOf without a discriminator');
    const cases = s.oneOf.map((b) => {
      const value = isSchema(b) && isSchema(b.properties) && isSchema(b.properties[tag]) ? b.properties[tag].const : undefined;
      if (typeof value !== 'string') throw new Error('verdicts: a discriminator branch without a const tag');
      const c = this.check(b);
      return `case ${lit(value)}: return ${c ? `${c}(d)` : 'true'};`;
    });
    // stricter than Ajv's, which also refuses a value that is not an object when its type is not said
    return `if (!(${IS_OBJECT})) return false;\nswitch (d[${lit(tag)}]) {\n${cases.join('\n')}\ndefault: return false;\n}`;
  }
}

/**
 * The module text of the quick verdicts: one exported function per entry of `schemas` (name →
 * schema), deterministic (the same schemas give the same text).
 */
export function generateVerdictsSource(schemas: Record<string, unknown>): string {
  const e = new Emitter();
  const exports = Object.entries(schemas).map(([name, schema]) => `export const ${name} = ${e.check(schema) ?? '() => true'};`);
  return [
    '// the quick verdicts (scripts/verdict-source.ts): true only when the Ajv validator says valid too',
    'function codePoints(s) {\nlet n = 0;\nfor (const _c of s) n++;\nreturn n;\n}',
    ...e.lines,
    ...exports,
  ].join('\n');
}
