/**
 * The quick verdicts of `shared/format/validators.generated.js` (`quickDeal`, `quickMatch`): each
 * format's JSON Schema (`shared/format/schemas.ts`) compiled ahead of time into small functions that
 * answer `true` only when the document is valid for the Ajv validator beside them, and `false` when it
 * is not valid or when they cannot tell. The gate (`shared/format/gate.ts`) asks them first: a sound
 * document (nearly every one) is then never run through Ajv's long generated functions, whose V8
 * compiling alone cost a `settle -` of 20,000 lines about a tenth of a second; any other document goes
 * to Ajv, which gives the verdict and lists the problems. So the gate's verdicts and problems are Ajv's.
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

type Schema = Record<string, unknown>;

/** Keywords that say nothing about validity. */
const ANNOTATIONS = new Set(['$schema', '$id', '$comment', '$defs', 'title', 'description', 'default', 'examples']);
const KNOWN = new Set([
  'type', 'properties', 'patternProperties', 'additionalProperties', 'required', 'const', 'enum', 'minimum', 'maximum',
  'minLength', 'maxLength', 'pattern', 'items', 'minItems', 'maxItems', 'anyOf', 'oneOf', 'discriminator',
]);

const isSchema = (s: unknown): s is Schema => typeof s === 'object' && s !== null && !Array.isArray(s);
const isPlain = (v: unknown): boolean => v === null || ['string', 'number', 'boolean'].includes(typeof v);
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
    const out: string[] = [];
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
    }
    if (s.const !== undefined) {
      if (!isPlain(s.const)) throw new Error('verdicts: const of an object');
      out.push(`if (d !== ${lit(s.const)}) return false;`);
    }
    if (s.enum !== undefined) {
      if (!Array.isArray(s.enum) || !s.enum.every(isPlain)) throw new Error('verdicts: enum of objects');
      out.push(`if (!(${s.enum.map((v) => `d === ${lit(v)}`).join(' || ')})) return false;`);
    }
    const min = num('minimum');
    const max = num('maximum');
    if (min !== undefined || max !== undefined) {
      const range = [min === undefined ? null : `d >= ${min}`, max === undefined ? null : `d <= ${max}`].filter(Boolean).join(' && ');
      out.push(`if (typeof d === "number" && !(${range})) return false;`);
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
      out.push(`if (typeof d === "string" && (${tests.join(' || ')})) return false;`);
    }
    const minItems = num('minItems');
    const maxItems = num('maxItems');
    const items = s.items === undefined ? null : this.check(s.items);
    if (minItems !== undefined || maxItems !== undefined || items) {
      const inner: string[] = [];
      if (minItems !== undefined) inner.push(`if (d.length < ${minItems}) return false;`);
      if (maxItems !== undefined) inner.push(`if (d.length > ${maxItems}) return false;`);
      if (items) inner.push(`for (let i = 0; i < d.length; i++) if (!${items}(d[i])) return false;`);
      out.push(`if (Array.isArray(d)) {\n${inner.join('\n')}\n}`);
    }
    out.push(...this.object(s));
    if (s.anyOf !== undefined) {
      if (!Array.isArray(s.anyOf)) throw new Error('verdicts: anyOf');
      const branches = s.anyOf.map((b) => this.check(b));
      // a branch that takes every value makes anyOf take every value
      if (!branches.includes(null)) out.push(`if (!(${branches.map((b) => `${b}(d)`).join(' || ')})) return false;`);
    }
    if (s.oneOf !== undefined || s.discriminator !== undefined) out.push(this.discriminated(s));
    return out;
  }

  /** `required`, `properties`, `patternProperties` and `additionalProperties: false`, on objects only. */
  private object(s: Schema): string[] {
    const props = s.properties ?? {};
    const patterns = s.patternProperties ?? {};
    const required = s.required ?? [];
    if (!isSchema(props) || !isSchema(patterns) || !Array.isArray(required) || !required.every((r) => typeof r === 'string')) throw new Error('verdicts: object keywords');
    if (s.additionalProperties !== undefined && s.additionalProperties !== false) throw new Error('verdicts: additionalProperties other than false');
    const inner: string[] = [];
    for (const r of required) inner.push(`if (d[${lit(r)}] === undefined) return false;`);
    for (const [k, sub] of Object.entries(props)) {
      const c = this.check(sub);
      if (c) inner.push(`if (d[${lit(k)}] !== undefined && !${c}(d[${lit(k)}])) return false;`);
    }
    const keyTests = [...Object.keys(props).map((k) => `k === ${lit(k)}`), ...Object.keys(patterns).map((p) => `${this.regexp(p)}.test(k)`)];
    if (s.additionalProperties === false) inner.push(`for (const k in d) if (!(${keyTests.join(' || ') || 'false'})) return false;`);
    for (const [p, sub] of Object.entries(patterns)) {
      const c = this.check(sub);
      if (c) inner.push(`for (const k in d) if (${this.regexp(p)}.test(k) && !${c}(d[k])) return false;`);
    }
    return inner.length ? [`if (${IS_OBJECT}) {\n${inner.join('\n')}\n}`] : [];
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
