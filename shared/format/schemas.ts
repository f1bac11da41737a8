/**
 * JSON Schemas (draft 2020-12 subset, as Ajv reads them) of the shared formats `mus-deal/1` and
 * `mus-match/1` (docs/formats.md; published as docs/schemas/*.schema.json by `npm run gen:validators`).
 * Unknown fields are allowed: readers ignore fields they do not know (docs/formats.md, "Extensions").
 */

const seat = { type: 'integer', minimum: 0, maximum: 5 };
const phase = { enum: ['mus', 'grande', 'chica', 'pares', 'juego', 'punto'] };
const amount = { type: 'integer', minimum: 0, maximum: 99 };

const act = (name: string, props: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'object',
  required: ['phase', 'seat', 'act', ...required],
  properties: { phase, seat, act: { const: name }, ...props },
});

/** One action of a deal (the spec's table of acts, plus the `misdeal` extension). */
export const actionSchema = {
  type: 'object',
  required: ['act'],
  discriminator: { propertyName: 'act' },
  oneOf: [
    act('pass'),
    act('bet', { amount, both: { type: 'boolean' } }),
    act('raise', { amount }, ['amount']),
    act('ordago', { both: { type: 'boolean' } }),
    act('see'),
    act('fold'),
    act('declare', { has: { type: 'boolean' } }, ['has']),
    act('mus'),
    act('cut'),
    act('discard', { count: { type: 'integer', minimum: 1, maximum: 4 } }, ['count']),
    act('misdeal'),
  ],
};

const card = { type: 'string', pattern: '^(1|2|3|4|5|6|7|10|11|12)[oceb]?$' };
const hands = {
  type: 'array', minItems: 4, maxItems: 6,
  items: { type: ['array', 'null'], maxItems: 8, items: card },
};
const score = {
  type: 'object',
  properties: { A: { type: 'integer', minimum: 0, maximum: 49 }, B: { type: 'integer', minimum: 0, maximum: 49 } },
};
const rules = {
  anyOf: [
    { type: 'string', maxLength: 40 },
    {
      type: 'object',
      properties: {
        preset: { type: 'string', maxLength: 40 },
        players: { enum: [4, 6] },
        kings: { enum: [8, 4] },
        juegoReal: { enum: ['off', 'any', 'oros'] },
        target: { enum: [30, 40, 50] },
        duples: { enum: ['ffmus', 'old'] },
        manchesToWin: { type: 'integer', minimum: 1, maximum: 9999 },
        dentro: { anyOf: [{ type: 'integer', minimum: 1, maximum: 99 }, { type: 'null' }] },
        raiseMin: { type: 'integer', minimum: 1, maximum: 99 },
      },
    },
  ],
};

/** A deal record, `mus-deal/1`. */
export const dealSchema = {
  type: 'object',
  required: ['format', 'actions'],
  properties: {
    format: { const: 'mus-deal/1' },
    rules,
    esku: seat,
    score,
    actions: { type: 'array', maxItems: 2000, items: actionSchema },
    hands,
  },
};

/** A match record, `mus-match/1`. */
export const matchSchema = {
  type: 'object',
  required: ['format', 'deals'],
  properties: {
    format: { const: 'mus-match/1' },
    rules,
    teams: { type: 'object', properties: { A: { type: 'string', maxLength: 200 }, B: { type: 'string', maxLength: 200 } } },
    players: { type: 'array', maxItems: 6, items: { type: 'string', maxLength: 200 } },
    esku: seat,
    deals: {
      type: 'array', maxItems: 100000,
      items: {
        type: 'object',
        required: ['actions'],
        properties: { esku: seat, score, actions: { type: 'array', maxItems: 2000, items: actionSchema }, hands },
      },
    },
  },
};
