/**
 * `format/…` and `schema/…`: a file refused before or while its structure is checked — the input
 * gate (`format/input-gate.ts`) and the JSON Schemas (`format/check.ts`, docs/formats.md).
 */
export type FormatCode =
  | 'format/not-text' // the input is not bytes of a file
  | 'format/unreadable' // the file cannot be read at all (not found, no permission: the command line's readers)
  | 'format/too-large' // more than 16 MiB
  | 'format/bad-utf8' // not strict UTF-8 (the message names the byte offset)
  | 'format/too-deep' // nested deeper than the gate allows
  | 'format/bad-json' // not JSON (line and column of the first syntax error)
  | 'format/unknown-field' // a key the format does not list (extensions start with `x-`)
  | 'format/bad-number' // a number too large to be read (`1e400`: the message shows it as written)
  | 'format/duplicate-key' // a key given twice in one object (the parse would keep the last and drop the first)
  | 'format/bad-name' // a name empty, too long, or with a control, bidi-override or lone-surrogate character
  | 'format/bad-date' // a date (or date and time) that is not a real one, or out of 1970-2199
  | 'format/reserved-key' // a key that is never allowed (`__proto__`, `constructor`…)
  | 'format/string-too-long' // a text longer than any field of the formats holds
  | 'format/too-many-deals' // more deals in a match than a reader takes
  | 'format/too-many-actions'; // more actions over a match's deals than a reader takes

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
