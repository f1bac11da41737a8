/**
 * The texts of a file gate's problem details (`problem-detail.ts`), one record per language, and the
 * one function that renders a detail from any language's record. The English record is here: the
 * gate writes its messages with it (`message` = path + the English detail), so the English a person
 * reads and the message of the JSON outputs are the same words. French, Basque and Spanish sit in
 * `shared/i18n/errors/details/` (each loaded with that language's error sentences).
 */
import type { DetailKey, JsonSyntaxError, JsonType, ProblemDetail } from './problem-detail.js';

/**
 * One language's texts of the details: each {@link DetailKey}, each JSON type (`type#string`…) and
 * how types are joined (`type#or` between a value's allowed schemas, `type#comma` within one), each
 * syntax error (`syntax#ValueExpected`…) and a byte-order mark met twice (`syntax#bom`).
 */
export type DetailTexts = Record<DetailKey, string> & Record<`type#${JsonType}` | 'type#or' | 'type#comma', string>
  & Record<`syntax#${JsonSyntaxError}` | 'syntax#bom', string>;

/** The English texts: the words of the gate's messages (`mus check`, the JSON outputs' `message`). */
export const DETAIL_EN: DetailTexts = {
  'schema/type': 'must be {{types}}',
  'schema/required': 'is missing',
  'schema/enum': 'must be one of {{values}}',
  'schema/const': 'must be {{value}}',
  'schema/minimum': 'must be >= {{limit}}',
  'schema/maximum': 'must be <= {{limit}}',
  'schema/minItems': 'must NOT have fewer than {{limit}} items',
  'schema/maxItems': 'must NOT have more than {{limit}} items',
  'schema/minLength': 'must NOT have fewer than {{limit}} characters',
  'schema/maxLength': 'must NOT have more than {{limit}} characters',
  'schema/pattern#card': 'is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)',
  'schema/pattern#date': 'is not a date YYYY-MM-DD',
  'schema/pattern#pairId': 'is not a pair id (1 to 32 letters, digits, ".", "_" or "-")',
  'schema/discriminator#act': '{{value}} is not an act ({{list}})',
  'schema/discriminator': '{{value}} is not one of: {{list}}',
  'format/unknown-field': 'unknown field (a misspelt field is refused, not ignored; extensions start with "x-")',
  'format/bad-json#at': 'not valid JSON at line {{line}}, column {{col}}: {{what}}',
  'format/bad-json#empty': 'not valid JSON: the file is empty',
  'format/too-deep': 'nested deeper than {{depth}} levels (line {{line}}, column {{col}}); a match file is about 6 levels deep',
  'type#string': 'string',
  'type#number': 'number',
  'type#integer': 'integer',
  'type#boolean': 'boolean',
  'type#object': 'object',
  'type#array': 'array',
  'type#null': 'null',
  'type#or': ' or ',
  'type#comma': ',',
  'syntax#InvalidSymbol': 'a character that JSON does not allow here',
  'syntax#InvalidNumberFormat': 'a number badly written',
  'syntax#PropertyNameExpected': 'a field name in double quotes was expected (a comma too many?)',
  'syntax#ValueExpected': 'a value was expected (a number, a text in double quotes, true, false, null, a list or an object)',
  'syntax#ColonExpected': 'a colon ":" was expected after the field name',
  'syntax#CommaExpected': 'a comma "," was expected',
  'syntax#CloseBraceExpected': 'a closing brace "}" was expected',
  'syntax#CloseBracketExpected': 'a closing bracket "]" was expected',
  'syntax#EndOfFileExpected': 'the end was expected: something follows the JSON value (two documents in one?)',
  'syntax#InvalidCommentToken': 'a comment: JSON has none',
  'syntax#UnexpectedEndOfComment': 'a comment never closed: JSON has none',
  'syntax#UnexpectedEndOfString': 'a text without its closing double quote',
  'syntax#UnexpectedEndOfNumber': 'a number cut short',
  'syntax#InvalidUnicode': 'a \\u escape without its four hexadecimal digits',
  'syntax#InvalidEscapeCharacter': 'a backslash escape that JSON does not know',
  'syntax#InvalidCharacter': 'a control character inside a text (a tab or a line break is written \\t, \\n)',
  'syntax#bom': 'a byte-order mark: one only, at the very start',
};

const text = (t: DetailTexts, key: string): string | undefined => (t as Readonly<Record<string, string | undefined>>)[key];

/** `{{key}}` filled from `p` (a missing value leaves nothing). */
const fill = (s: string, p: Readonly<Record<string, string | number>>) => s.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(p[k] ?? ''));

/** The types of a `schema/type` detail in words: `array,null or string` in English. */
function typesIn(t: DetailTexts, types: readonly string[]): string {
  const word = (type: string) => text(t, `type#${type}`) ?? type;
  return types.map((one) => one.split(',').map(word).join(t['type#comma'])).join(t['type#or']);
}

/** What a syntax error is, with the character there: `a character that JSON does not allow here ("n")`. */
function syntaxIn(t: DetailTexts, syntax: string, char: string | undefined): string {
  const what = text(t, `syntax#${syntax}`) ?? syntax;
  if (char === undefined) return what;
  return `${what} (${char === 'bom' ? `U+FEFF, ${t['syntax#bom']}` : char})`;
}

/**
 * A problem's detail in one language's texts (`must be <= 5`, « doit valoir au plus 5 »): its
 * text with its values filled in, the types and the syntax error named in that language.
 */
export function detailIn(t: DetailTexts, d: ProblemDetail): string {
  const raw = d.params ?? {};
  const p: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string' || typeof v === 'number') p[k] = v;
  if (d.key === 'schema/type') p.types = typesIn(t, Array.isArray(raw.types) ? (raw.types as readonly string[]) : []);
  if (d.key === 'format/bad-json#at') p.what = syntaxIn(t, String(raw.syntax ?? ''), typeof raw.char === 'string' ? raw.char : undefined);
  return fill(t[d.key], p);
}

/** A detail in English: the words of the gate's message after the path. */
export const detailEn = (d: ProblemDetail): string => detailIn(DETAIL_EN, d);
