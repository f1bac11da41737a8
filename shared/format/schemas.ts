/**
 * JSON Schemas (draft 2020-12 subset, as Ajv reads them) of the shared formats `mus-deal/1` and
 * `mus-match/1` (docs/formats.md; published as docs/schemas/*.schema.json by `npm run gen:validators`).
 *
 * Every object is closed: a key that is neither listed here nor an extension is refused
 * (`format/unknown-field`), so one flipped bit in `"amount"` or `"rules"` cannot silently drop the
 * field and change the result. Extensions are keys starting with `x-` (e.g. `"x-club": "Baiona"`),
 * accepted anywhere an object is and ignored (docs/formats.md, "Unknown fields and extensions").
 */
import { PHASES } from '../types.js';

/** Keys of extensions: accepted and ignored by this app. */
export const EXTENSION_KEY = '^x-';

/** An object with exactly these properties, plus `x-` extensions. */
const closed = <P extends Record<string, unknown>>(properties: P) => ({
  type: 'object', properties, patternProperties: { [EXTENSION_KEY]: {} }, additionalProperties: false,
});

const seat = { type: 'integer', minimum: 0, maximum: 5 };
const phase = { enum: [...PHASES] };
const amount = { type: 'integer', minimum: 0, maximum: 99 };

const act = (name: string, props: Record<string, unknown> = {}, required: string[] = []) => ({
  ...closed({ phase, seat, act: { const: name }, ...props }),
  required: ['phase', 'seat', 'act', ...required],
});

/** One action of a deal (the table of acts of docs/formats.md, `misdeal` included). */
export const actionSchema = {
  type: 'object',
  required: ['act'],
  discriminator: { propertyName: 'act' },
  oneOf: [
    act('pass'),
    act('bet', { amount, both: { type: 'boolean' } }),
    // `amount` left out: 2 under pagat (« If no number is stated, 2 is assumed »), refused by the engine under ffmus (`unsaidRaise`)
    act('raise', { amount }),
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
/** Both teams' tantos: a score giving one team only is refused, never completed with a 0. */
const score = { ...closed({ A: { type: 'integer', minimum: 0, maximum: 49 }, B: { type: 'integer', minimum: 0, maximum: 49 } }), required: ['A', 'B'] };

/**
 * A person's, a team's or a club's name: 1 to 100 characters. The characters refused (controls,
 * bidi controls, lone surrogates) and a name of spaces only are the gate's (`fields.ts`).
 */
export const nameSchema = { type: 'string', minLength: 1, maxLength: 100 };
const rules = {
  anyOf: [
    { type: 'string', maxLength: 40 },
    closed({
        preset: { type: 'string', maxLength: 40 },
        players: { enum: [4, 6] },
        kings: { enum: [8, 4] },
        juegoReal: { enum: ['off', 'any', 'oros'] },
        target: { enum: [30, 40, 50] },
        duples: { enum: ['ffmus', 'old'] },
        manchesToWin: { type: 'integer', minimum: 1, maximum: 9999 },
        dentro: { anyOf: [{ type: 'integer', minimum: 1, maximum: 99 }, { type: 'null' }] },
        raiseMin: { type: 'integer', minimum: 1, maximum: 99 },
    }),
  ],
};

/** A deal record, `mus-deal/1`. */
export const dealSchema = {
  ...closed({
    format: { const: 'mus-deal/1' },
    rules,
    esku: seat,
    score,
    actions: { type: 'array', maxItems: 2000, items: actionSchema },
    hands,
  }),
  required: ['format', 'actions'],
};

/** A match record, `mus-match/1`. */
export const matchSchema = {
  ...closed({
    format: { const: 'mus-match/1' },
    /** When the match began (written by the app's export; ISO-8601). */
    created: { type: 'string', maxLength: 40 },
    rules,
    teams: { ...closed({ A: nameSchema, B: nameSchema }), required: ['A', 'B'] },
    players: { type: 'array', maxItems: 6, items: nameSchema },
    esku: seat,
    deals: {
      type: 'array', maxItems: 1000,
      items: {
        ...closed({ esku: seat, score, actions: { type: 'array', maxItems: 2000, items: actionSchema }, hands }),
        required: ['actions'],
      },
    },
  }),
  required: ['format', 'deals'],
};
