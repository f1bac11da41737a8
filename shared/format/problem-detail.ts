/**
 * The detail of a file gate's problem as data (what the English `message` says after the JSON path:
 * `must be <= 5`, `not valid JSON at line 3, column 7: …`), so that a person reads it in their
 * language (`shared/i18n/errors/details/`, `problemDetail` in `shared/i18n/errors.ts`, the library
 * screen's `src-renderer/library/problem-text.ts`). The English
 * texts of the keys say exactly what the message says. Never written in JSON outputs (their errors
 * keep `{path, message, code, rule}`: docs/formats.md).
 */

/**
 * Which detail, by the keyword or step that refused (its text in each language: `DetailTexts`,
 * `detail-words.ts`). Placeholders, filled from {@link ProblemDetail.params}:
 * - `schema/type` `{{types}}`: the JSON types allowed (`params.types`: each entry one schema's types, comma-joined
 *   as Ajv gives them, `array,null`; each type named in the language by its `type#…` text, joined by `type#or`
 *   between entries and `type#comma` within one);
 * - `schema/required`: the missing field (its name ends the JSON path);
 * - `schema/enum` `{{values}}`, `schema/const` `{{value}}`: the values allowed, as JSON writes them;
 * - `schema/minimum`, `schema/maximum`, `schema/minItems`, `schema/maxItems`, `schema/minLength`,
 *   `schema/maxLength` `{{limit}}`: the schema's limit;
 * - `schema/pattern#card`, `#date`, `#pairId`: what a string at that place should be;
 * - `schema/discriminator#act` `{{value}}`, `schema/discriminator` `{{value}}` `{{list}}`: a tag's
 *   value that is none of the format's (the list as the format writes its values);
 * - `format/unknown-field`: a key not in the format (its name ends the JSON path);
 * - `format/bad-json#at` `{{line}}` `{{col}}` `{{what}}`: a syntax error (`params.syntax`, jsonc-parser's
 *   name of it, said by its `syntax#…` text; `params.char`, the character there as JSON writes it or
 *   its code point `U+00A0`, `bom` for a second byte-order mark, said by `syntax#bom`);
 * - `format/bad-json#empty`: an empty file;
 * - `format/too-deep` `{{depth}}` `{{line}}` `{{col}}`: nesting beyond the limit, where it starts.
 */
export type DetailKey =
  | 'schema/type' | 'schema/required' | 'schema/enum' | 'schema/const'
  | 'schema/minimum' | 'schema/maximum' | 'schema/minItems' | 'schema/maxItems' | 'schema/minLength' | 'schema/maxLength'
  | 'schema/pattern#card' | 'schema/pattern#date' | 'schema/pattern#pairId'
  | 'schema/discriminator#act' | 'schema/discriminator'
  | 'format/unknown-field'
  | 'format/bad-json#at' | 'format/bad-json#empty' | 'format/too-deep';

/** The JSON types a schema names (`schema/type`), each with its words in every language. */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/**
 * The syntax errors of jsonc-parser's scanner (`printParseErrorCode`), each with its sentence in every
 * language (`syntax#…`). A name not listed (a new version of the parser) is shown as it is.
 */
export const SYNTAX_ERRORS = [
  'InvalidSymbol', 'InvalidNumberFormat', 'PropertyNameExpected', 'ValueExpected', 'ColonExpected',
  'CommaExpected', 'CloseBraceExpected', 'CloseBracketExpected', 'EndOfFileExpected', 'InvalidCommentToken',
  'UnexpectedEndOfComment', 'UnexpectedEndOfString', 'UnexpectedEndOfNumber', 'InvalidUnicode',
  'InvalidEscapeCharacter', 'InvalidCharacter',
] as const;

/** A syntax error's name of {@link SYNTAX_ERRORS}. */
export type JsonSyntaxError = (typeof SYNTAX_ERRORS)[number];

/** A problem's detail as data: its key and the values it names (limits, types, values, line and column). */
export interface ProblemDetail {
  key: DetailKey;
  params?: Readonly<Record<string, string | number | readonly string[]>>;
}
