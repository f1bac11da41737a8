/**
 * The quick verdicts of the generated validators (`quickDeal`, `quickMatch`, made by
 * `scripts/verdict-source.ts`): "sound" only when Ajv's validator says valid and the gate's values
 * step finds nothing (no reserved key, no text too long, no number that is not finite), on random
 * legal deals, the fixtures and thousands of broken copies of them (fixed seed); every sound document
 * without extensions gets the quick "sound" (so the gate skips the walk and Ajv for it); a schema the
 * generator cannot prove stops it.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { quickDeal, quickMatch, validateDeal, validateMatch } from '../../../shared/format/validators.generated.js';
import { generateVerdictsSource } from '../../../scripts/verdict-source.js';
import { mulberry32, randomDeal } from '../../helpers/random-deal.js';
import { PRESETS } from '../../../shared/index.js';
import { RESERVED_KEYS } from '../../../shared/format/input-gate.js';

const root = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
const read = (p: string): unknown => JSON.parse(readFileSync(root(p), 'utf8'));
const deals = readdirSync(root('test/fixtures/deals')).filter((f) => f.endsWith('.json')).map((f) => read(`test/fixtures/deals/${f}`));
const match = read('test/fixtures/match-ffmus-full.record.json');

/** Values that break a schema in many ways (types, ranges, reserved and unknown keys, long texts, Infinity). */
const JUNK: unknown[] = [
  null, -1, 6, 100, 1.5, Infinity, -Infinity, NaN, 'x', '', '13o', true, [], {}, { a: 1 }, { constructor: 1 }, 'pass', 'bet', 'x'.repeat(41), 'x'.repeat(10_001),
  [1, 2, 3, 4, 5, 6, 7, 8, 9], [null, null, null, null], ['1', '2', '3', '4'],
];
const KEYS = ['x-club', 'zz', 'constructor', '__proto__', 'toString', 'amount', 'has', 'count', 'both', 'act', 'phase', 'seat', 'format', 'rules', 'A', 'preset'];

/** The gate's values step, written out: no reserved key, no text over 10,000 characters, every number finite. */
function valuesPass(v: unknown): boolean {
  if (typeof v === 'string') return v.length <= 10_000;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(valuesPass);
  if (typeof v === 'object' && v !== null) return Object.keys(v).every((k) => !RESERVED_KEYS.has(k) && valuesPass((v as Record<string, unknown>)[k]));
  return true;
}

/** A copy of `v` with one change somewhere inside: a value replaced, a key removed or added, an item added. */
function mutate(v: unknown, rng: () => number): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
  if (Array.isArray(v)) {
    const c = [...v];
    if (c.length && rng() < 0.7) {
      const i = Math.floor(rng() * c.length);
      c[i] = mutate(c[i], rng);
    } else c.push(pick(JUNK));
    return c;
  }
  if (typeof v === 'object' && v !== null) {
    const c: Record<string, unknown> = { ...v };
    const keys = Object.keys(c);
    const k = pick(keys);
    const r = rng();
    if (keys.length === 0 || r < 0.1) c[pick(KEYS)] = pick(JUNK);
    else if (r < 0.2) delete c[k];
    else if (r < 0.4) c[k] = pick(JUNK);
    else c[k] = mutate(c[k], rng);
    return c;
  }
  return pick(JUNK);
}

describe('quick verdicts', () => {
  it('say valid on every sound deal and match (random legal deals, the fixtures)', () => {
    const rng = mulberry32(27);
    const sound = [...deals, ...Array.from({ length: 300 }, (_v, i) => randomDeal(rng, { rules: i % 3 ? PRESETS.ffmus : PRESETS.pagat, randomScore: true }))];
    for (const d of sound) {
      expect(validateDeal(d)).toBe(true);
      expect(quickDeal(d)).toBe(true);
    }
    expect(quickMatch(match)).toBe(true);
    // an extension is free JSON: the quick verdict leaves it to the values walk and Ajv
    const extended = { ...(deals[0] as object), 'x-club': { constructor: 'x'.repeat(20_000) } };
    expect(quickDeal(extended)).toBe(false);
    expect(validateDeal(extended)).toBe(true);
  });

  it('never say sound where the validator or the values step does not (broken copies, fixed seed)', () => {
    const rng = mulberry32(2026);
    let refused = 0;
    const cases: [unknown, typeof quickDeal, typeof validateDeal][] = [];
    for (let n = 0; n < 4000; n++) {
      const isMatch = n % 4 === 0;
      let doc = isMatch ? match : deals[n % deals.length];
      for (let k = 1 + Math.floor(rng() * 3); k > 0; k--) doc = mutate(doc, rng);
      cases.push(isMatch ? [doc, quickMatch, validateMatch] : [doc, quickDeal, validateDeal]);
    }
    for (const junk of JUNK) cases.push([junk, quickDeal, validateDeal], [junk, quickMatch, validateMatch]);
    for (const [doc, quick, validate] of cases) {
      const valid = validate(doc);
      if (!valid) refused++;
      if (quick(doc)) expect(valid && valuesPass(doc), JSON.stringify(doc).slice(0, 500)).toBe(true);
    }
    expect(refused).toBeGreaterThan(2000);
  });

  it('the generator stops on a schema it cannot prove (so no verdict can differ from the gate\'s unseen)', () => {
    expect(() => generateVerdictsSource({ quick: { $ref: 'mus-match-1.schema.json' } })).toThrow(/\$ref/);
    expect(() => generateVerdictsSource({ quick: { oneOf: [{ type: 'string' }, { type: 'null' }] } })).toThrow(/discriminator/);
    expect(() => generateVerdictsSource({ quick: { type: 'object', additionalProperties: { type: 'string' } } })).toThrow(/additionalProperties|closed/);
    expect(() => generateVerdictsSource({ quick: { type: 'object', properties: { a: {} }, additionalProperties: false } })).toThrow(/any value/);
    expect(() => generateVerdictsSource({ quick: { type: 'object', properties: { constructor: { type: 'null' } }, additionalProperties: false } })).toThrow(/reserved/);
    expect(() => generateVerdictsSource({ quick: { type: 'object', patternProperties: { '^t': {} }, additionalProperties: false } })).toThrow(/reserved/);
    expect(() => generateVerdictsSource({ quick: { type: 'array' } })).toThrow(/items/);
    expect(() => generateVerdictsSource({ quick: { enum: [{ a: 1 }] } })).toThrow(/enum/);
    expect(generateVerdictsSource({ quick: { type: 'string' } })).toContain('d.length > 10000');
  });
});
