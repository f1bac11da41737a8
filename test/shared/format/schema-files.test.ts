/**
 * The JSON Schemas published in docs/schemas/ (docs/formats.md): each committed file is exactly
 * what `npm run gen:validators` makes from shared/format/schemas.ts now, and a program that knows
 * nothing of this code — a plain draft 2020-12 validator — accepts the fixtures with them and
 * refuses broken copies, naming the field.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { generateSchemaFiles } from '../../../scripts/validators-source.js';

const root = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
const json = (p: string): unknown => JSON.parse(readFileSync(root(p), 'utf8'));

describe('published JSON Schemas (docs/schemas)', () => {
  it('are fresh: the committed files are what the generator makes now (npm run gen:validators)', () => {
    for (const [path, text] of generateSchemaFiles()) {
      expect(readFileSync(root(path), 'utf8') === text, `${path} is stale: run npm run gen:validators`).toBe(true);
    }
  });

  it('validate the fixtures with a plain draft 2020-12 validator, and refuse a broken copy by path', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const deal = ajv.compile(json('docs/schemas/mus-deal-1.schema.json') as object);
    const match = ajv.compile(json('docs/schemas/mus-match-1.schema.json') as object);
    const deals = readdirSync(root('test/fixtures/deals')).filter((f) => f.endsWith('.json'));
    expect(deals.length).toBeGreaterThan(5);
    for (const f of deals) expect(deal(json(`test/fixtures/deals/${f}`)), f).toBe(true);
    expect(match(json('test/fixtures/match-ffmus-full.record.json'))).toBe(true);

    const broken = json('test/fixtures/deals/memo-v-iduki-40.json') as { actions: { amount?: unknown }[] };
    const i = broken.actions.findIndex((a) => 'amount' in a);
    broken.actions[i]!.amount = 'two';
    expect(deal(broken)).toBe(false);
    expect(deal.errors!.map((e) => e.instancePath)).toContain(`/actions/${i}/amount`);
  });
});
