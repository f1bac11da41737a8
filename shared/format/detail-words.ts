/**
 * The shape of one language's texts of the file gate's problem details (`problem-detail.ts`), and the
 * one function that renders a detail from any language's texts. The English texts are the gate's own
 * (`detail-en.ts`: the gate writes its messages with them); French, Basque and Spanish sit in
 * `shared/i18n/errors/details/` (each loaded with that language's error sentences). Holds no text, so
 * a page that renders details carries only the language it shows.
 */
import type { DetailKey, JsonSyntaxError, JsonType, NameCharKind, ProblemDetail } from './problem-detail.js';

const text = (t: DetailTexts, key: string): string | undefined => (t as Readonly<Record<string, string | undefined>>)[key];

/**
 * One language's texts of the details: its BCP 47 tag (`#lang`, for its plural rules), each
 * {@link DetailKey}, each JSON type (`type#string`…) and how types are joined (`type#or` between a
 * value's allowed schemas, `type#comma` within one), each syntax error (`syntax#ValueExpected`…), a
 * byte-order mark met twice (`syntax#bom`), each kind of character a name may not hold (`char#…`).
 *
 * Plurals: a key of {@link PLURAL_BY} may have a form per plural category of the language
 * (`schema/minLength_one`, `…_other`: the categories of `Intl.PluralRules`, i18next's suffixes); the
 * form of the number's category is used, else `_other`, else the key's own text (a language whose
 * noun does not change after a number, Basque, gives the key alone).
 */
export type DetailTexts = { '#lang': string } & Record<DetailKey, string> & Partial<Record<`${PluralKey}_${Intl.LDMLPluralRule}`, string>>
  & Record<`type#${JsonType}` | 'type#or' | 'type#comma', string>
  & Record<`syntax#${JsonSyntaxError}` | 'syntax#bom', string> & Record<`char#${NameCharKind}`, string>;

/**
 * The details that say a number with a noun, and the parameter whose number chooses the plural form
 * (« au moins 1 caractère », « au moins 2 caractères »).
 */
export const PLURAL_BY = {
  'schema/minItems': 'limit', 'schema/maxItems': 'limit', 'schema/minLength': 'limit', 'schema/maxLength': 'limit',
  'format/too-deep': 'depth', 'format/too-large#bytes': 'size', 'format/too-large#chars': 'size',
  'format/string-too-long': 'count', 'format/bad-name#long': 'count',
  'format/too-many-deals': 'count', 'format/too-many-actions': 'count',
} as const satisfies Partial<Record<DetailKey, string>>;

/** A detail with plural forms ({@link PLURAL_BY}). */
export type PluralKey = keyof typeof PLURAL_BY;

/**
 * The details whose numbers are written with the language's digit grouping (« 1 000 donnes »,
 * `1,000 deals`): the sizes and counts of the gate's limits. Other numbers (a limit of a schema, a
 * line, a column, a byte offset) are written as they are.
 */
const GROUPED: ReadonlySet<DetailKey> = new Set<DetailKey>(['format/too-large#bytes', 'format/too-large#chars', 'format/string-too-long', 'format/too-many-deals', 'format/too-many-actions']);

/** The plural rules of each language met (made once: building them is not free). */
const RULES = new Map<string, Intl.PluralRules>();
function category(lang: string, n: number): Intl.LDMLPluralRule {
  let r = RULES.get(lang);
  if (!r) RULES.set(lang, (r = new Intl.PluralRules(lang)));
  return r.select(n);
}

/**
 * The text of a detail's key before its values are filled in: for a key of {@link PLURAL_BY}, the
 * form of its number's plural category in that language, else `_other`, else the key's own.
 */
export function detailTemplate(t: DetailTexts, d: ProblemDetail): string {
  const p: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(d.params ?? {})) if (typeof v === 'string' || typeof v === 'number') p[k] = v;
  return pluralText(t, d.key, p);
}

function pluralText(t: DetailTexts, key: DetailKey, p: Readonly<Record<string, string | number>>): string {
  const by = (PLURAL_BY as Partial<Record<DetailKey, string>>)[key];
  const n = by === undefined ? undefined : p[by];
  if (typeof n !== 'number') return t[key];
  return text(t, `${key}_${category(t['#lang'], n)}`) ?? text(t, `${key}_other`) ?? t[key];
}


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
  if (typeof raw.kind === 'string') p.kind = text(t, `char#${raw.kind}`) ?? raw.kind;
  const form = pluralText(t, d.key, p);
  if (GROUPED.has(d.key)) {
    const nf = new Intl.NumberFormat(t['#lang']);
    for (const [k, v] of Object.entries(p)) if (typeof v === 'number') p[k] = nf.format(v);
  }
  return fill(form, p);
}
