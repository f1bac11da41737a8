/**
 * JSON Schema of `mus-tournament/1` (docs/formats.md, "mus-tournament/1"; docs/tournament.md):
 * the settings of the night and its append-only event log, with the `mus-match/1` record of every
 * match played embedded in its result, so one file carries the whole night. Published as
 * docs/schemas/mus-tournament-1.schema.json and compiled ahead of time into
 * `validators.generated.js` (`validateTournament`) by `npm run gen:validators`.
 *
 * As in the other formats every object is closed, with `x-` extensions allowed (schemas.ts).
 */
import { EXTENSION_KEY, matchSchema, nameSchema } from './schemas.js';

/** The embedded match record: the published `mus-match/1` schema, by reference (one validator, not two). */
export const MATCH_SCHEMA_REF = 'mus-match-1.schema.json';

const closed = <P extends Record<string, unknown>>(properties: P) => ({
  type: 'object', properties, patternProperties: { [EXTENSION_KEY]: {} }, additionalProperties: false,
});

const pairId = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,32}$' };
const name = { type: 'string', minLength: 1, maxLength: 200 };
const why = { type: 'string', minLength: 1, maxLength: 2000 };
const roundNo = { type: 'integer', minimum: 1, maximum: 99 };
const tableNo = { type: 'integer', minimum: 1, maximum: 1000 };
const system = { enum: ['round-robin', 'swiss', 'updown'] };
const manche = { ...closed({ A: { type: 'integer', minimum: 0, maximum: 50 }, B: { type: 'integer', minimum: 0, maximum: 50 } }), required: ['A', 'B'] };

/** A pair as registered. */
const pairEntry = {
  ...closed({ id: pairId, team: nameSchema, players: { type: 'array', minItems: 2, maxItems: 2, items: nameSchema }, club: { anyOf: [nameSchema, { type: 'null' }] } }),
  required: ['id', 'team', 'players'],
};

/** One table of a round. */
const pairing = {
  ...closed({ table: tableNo, A: pairId, B: pairId, token: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] } }),
  required: ['table', 'A', 'B'],
};

/** A round as paired. */
const round = {
  ...closed({ round: roundNo, system, tables: { type: 'array', maxItems: 1000, items: pairing }, byes: { type: 'array', maxItems: 1000, items: pairId } }),
  required: ['round', 'system', 'tables', 'byes'],
};

/** Where a result comes from: a match record (embedded), a hand entry, a forfeit. */
const source = {
  type: 'object',
  required: ['kind'],
  discriminator: { propertyName: 'kind' },
  oneOf: [
    { ...closed({ kind: { const: 'match' }, match: { $ref: MATCH_SCHEMA_REF }, journal: { type: 'string', maxLength: 64 } }), required: ['kind', 'match'] },
    { ...closed({ kind: { const: 'hand' }, who: name, why }), required: ['kind', 'who', 'why'] },
    { ...closed({ kind: { const: 'forfeit' }, who: name, why }), required: ['kind', 'who', 'why'] },
  ],
};

/** A table's result. */
const result = {
  ...closed({ round: roundNo, table: tableNo, winner: pairId, manches: { type: 'array', maxItems: 20000, items: manche }, source }),
  required: ['round', 'table', 'winner', 'manches', 'source'],
};

/** One event of the log. */
export const tournamentEventSchema = {
  type: 'object',
  required: ['type'],
  discriminator: { propertyName: 'type' },
  oneOf: [
    { ...closed({ type: { const: 'add-pair' }, pair: pairEntry }), required: ['type', 'pair'] },
    { ...closed({ type: { const: 'withdraw' }, pair: pairId, who: name, why }), required: ['type', 'pair', 'who', 'why'] },
    { ...closed({ type: { const: 'pair-round' }, round }), required: ['type', 'round'] },
    { ...closed({ type: { const: 'result' }, result }), required: ['type', 'result'] },
    { ...closed({ type: { const: 'annul-result' }, round: roundNo, table: tableNo, who: name, why }), required: ['type', 'round', 'table', 'who', 'why'] },
    { ...closed({ type: { const: 'reinstate' }, pair: pairId, who: name, why }), required: ['type', 'pair', 'who', 'why'] },
    { ...closed({ type: { const: 'remove-pair' }, pair: pairId, who: name, why }), required: ['type', 'pair', 'who', 'why'] },
  ],
};

/** A tournament file, `mus-tournament/1`. */
export const tournamentSchema = {
  ...closed({
    format: { const: 'mus-tournament/1' },
    name,
    date: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
    rules: matchSchema.properties.rules,
    rounds: roundNo,
    system,
    events: { type: 'array', maxItems: 100000, items: tournamentEventSchema },
  }),
  required: ['format', 'name', 'date', 'rules', 'rounds', 'system', 'events'],
};
