/**
 * The English texts of the file gate's problem details: the words of the gate's messages (`mus check`,
 * `--lang en`, the JSON outputs' `message` = path + the English detail), so the English a person reads
 * and the message are the same words. The other languages: `shared/i18n/errors/details/`.
 */
import type { ProblemDetail } from './problem-detail.js';
import { detailIn, type DetailTexts } from './detail-words.js';

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

/** A detail in English: the words of the gate's message after the path. */
export const detailEn = (d: ProblemDetail): string => detailIn(DETAIL_EN, d);
