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
 * - `format/too-deep` `{{depth}}` `{{line}}` `{{col}}`: nesting beyond the limit, where it starts;
 * - `format/bad-json#other` `{{what}}`: a syntax error the scanner did not place (the parser's own words);
 * - `format/not-text#bytes`, `#text`: what was given is not bytes, not a text;
 * - `format/too-large#bytes`, `#chars` `{{size}}` `{{limit}}`: bytes (characters) of the file, at most;
 * - `format/bad-utf8`, `#utf16` `{{offset}}` `{{bytes}}`: the byte offset of the first bad sequence, its
 *   bytes in hex (`#utf16`: the file starts with the mark of a UTF-16 file);
 * - `format/bad-number` `{{value}}`: the number as written (cut after 40 characters);
 * - `format/duplicate-key`, `format/reserved-key` `{{key}}`: the key, as JSON writes it;
 * - `format/string-too-long` `{{count}}` `{{limit}}`: characters of the text, at most;
 * - `format/bad-name#type`, `#empty`, `#long`, `#char` `{{value}}` `{{max}}` (`#long` `{{count}}`, `#char`
 *   `{{char}}` `{{kind}}` `{{at}}`): a name refused (`fields.ts`), the value shown, the longest name;
 *   `params.kind` (`control`, `surrogate`, `separator`, `bidi`) said by its `char#…` text;
 * - `format/bad-date#date`, `#time` `{{value}}` `{{min}}` `{{max}}`: a date (and time) refused, the years;
 * - `format/too-many-deals`, `format/too-many-actions` `{{count}}` `{{limit}}`;
 * - `record/not-an-object#list`, `#value` `{{value}}`: the document is a list, or that value;
 * - `record/bad-format#missing`, `#unknown` `{{value}}` (both `{{list}}`, the formats taken), `#journal`.
 *
 * A text that says a number with a noun has a form for each plural category of its language
 * (`key_one`, `key_other`, as i18next names them; `PLURAL_BY` in `detail-words.ts` says which
 * number chooses).
 */
export type DetailKey =
  | 'schema/type' | 'schema/required' | 'schema/enum' | 'schema/const'
  | 'schema/minimum' | 'schema/maximum' | 'schema/minItems' | 'schema/maxItems' | 'schema/minLength' | 'schema/maxLength'
  | 'schema/pattern#card' | 'schema/pattern#date' | 'schema/pattern#pairId'
  | 'schema/discriminator#act' | 'schema/discriminator'
  | 'format/unknown-field'
  | 'format/bad-json#at' | 'format/bad-json#empty' | 'format/bad-json#other' | 'format/too-deep'
  | 'format/not-text#bytes' | 'format/not-text#text' | 'format/too-large#bytes' | 'format/too-large#chars'
  | 'format/bad-utf8' | 'format/bad-utf8#utf16' | 'format/bad-number' | 'format/duplicate-key' | 'format/reserved-key'
  | 'format/string-too-long' | 'format/bad-name#type' | 'format/bad-name#empty' | 'format/bad-name#long' | 'format/bad-name#char'
  | 'format/bad-date#date' | 'format/bad-date#time' | 'format/too-many-deals' | 'format/too-many-actions'
  | 'record/not-an-object#list' | 'record/not-an-object#value'
  | 'record/bad-format#missing' | 'record/bad-format#unknown' | 'record/bad-format#journal';

/** What a character refused in a name is (`format/bad-name#char`), each said by its `char#…` text. */
export type NameCharKind = 'control' | 'surrogate' | 'separator' | 'bidi';

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
