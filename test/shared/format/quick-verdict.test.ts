/**
 * The quick verdicts of the generated validators (`quickDeal`, `quickMatch`, made by
 * `scripts/verdict-source.ts`): "valid" only when Ajv's validator says valid too, on random legal
 * deals, the fixtures and thousands of broken copies of them (fixed seed); every sound document gets
 * the quick "valid" (so the gate skips Ajv for it); a schema keyword they do not know stops the generator.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { quickDeal, quickMatch, validateDeal, validateMatch } from '../../../shared/format/validators.generated.js';
import { generateVerdictsSource } from '../../../scripts/verdict-source.js';
import { mulberry32, randomDeal } from '../../helpers/random-deal.js';
import { PRESETS } from '../../../shared/index.js';

const root = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
const read = (p: string): unknown => JSON.parse(readFileSync(root(p), 'utf8'));
const deals = readdirSync(root('test/fixtures/deals')).filter((f) => f.endsWith('.json')).map((f) => read(`test/fixtures/deals/${f}`));
const match = read('test/fixtures/match-ffmus-full.record.json');

/** Values that break a schema in many ways (types, ranges, reserved and unknown keys, long texts, Infinity). */
const JUNK: unknown[] = [null, -1, 6, 100, 1.5, Infinity, NaN, 'x', '', '13o', true, [], {}, { a: 1 }, 'pass', 'bet', 'x'.repeat(41), [1, 2, 3, 4, 5, 6, 7, 8, 9], [null, null, null, null]];
const KEYS = ['x-club', 'zz', 'constructor', 'amount', 'has', 'count', 'both', 'act', 'phase', 'seat', 'format', 'rules', 'A'];

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
    expect(quickDeal({ ...(deals[0] as object), 'x-club': { constructor: 'x'.repeat(20_000) } })).toBe(true);
    expect(quickMatch(match)).toBe(true);
  });

  it('never say valid where the validator does not (broken copies, fixed seed)', () => {
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
      if (quick(doc)) expect(valid, JSON.stringify(doc).slice(0, 500)).toBe(true);
    }
    expect(refused).toBeGreaterThan(2000);
  });

  it('the generator stops on a keyword it does not know (so no verdict can differ from Ajv unseen)', () => {
    expect(() => generateVerdictsSource({ quick: { $ref: 'mus-match-1.schema.json' } })).toThrow(/\$ref/);
    expect(() => generateVerdictsSource({ quick: { oneOf: [{ type: 'string' }, { type: 'null' }] } })).toThrow(/discriminator/);
    expect(() => generateVerdictsSource({ quick: { additionalProperties: { type: 'string' } } })).toThrow(/additionalProperties/);
  });
});
