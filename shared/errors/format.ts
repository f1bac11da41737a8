/**
 * `format/…` and `schema/…`: a file refused before or while its structure is checked — the input
 * gate (`format/input-gate.ts`) and the JSON Schemas (`format/check.ts`, docs/formats.md).
 */
export type FormatCode =
  | 'format/not-text' // the input is not bytes of a file
  | 'format/too-large' // more than 16 MiB
  | 'format/bad-utf8' // not strict UTF-8 (the message names the byte offset)
  | 'format/too-deep' // nested deeper than the gate allows
  | 'format/bad-json' // not JSON (line and column of the first syntax error)
  | 'format/unknown-field'; // a key the format does not list (extensions start with `x-`)

/**
 * The JSON Schema keywords the generated validators (`format/validators.generated.js`) can report
 * as failed — every `keyword:"…"` in that file (`additionalProperties` is reported to the user as
 * `format/unknown-field`). Regenerating the validators with a new keyword means adding it here.
 */
export const SCHEMA_KEYWORDS = [
  'type', 'required', 'enum', 'const', 'minimum', 'maximum', 'minItems', 'maxItems', 'minLength',
  'maxLength', 'pattern', 'anyOf', 'discriminator', 'additionalProperties',
] as const;

/** A JSON Schema keyword of {@link SCHEMA_KEYWORDS}. */
export type SchemaKeyword = (typeof SCHEMA_KEYWORDS)[number];

/** `schema/<keyword>`: a field not shaped as the schema says, by the keyword that failed (`mus check`). */
export type SchemaCode = `schema/${SchemaKeyword}`;
