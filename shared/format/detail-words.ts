/**
 * The shape of one language's texts of the file gate's problem details (`problem-detail.ts`), and the
 * one function that renders a detail from any language's texts. The English texts are the gate's own
 * (`detail-en.ts`: the gate writes its messages with them); French, Basque and Spanish sit in
 * `shared/i18n/errors/details/` (each loaded with that language's error sentences). Holds no text, so
 * a page that renders details carries only the language it shows.
 */
import type { DetailKey, JsonSyntaxError, JsonType, ProblemDetail } from './problem-detail.js';

/**
 * One language's texts of the details: each {@link DetailKey}, each JSON type (`type#string`…) and
 * how types are joined (`type#or` between a value's allowed schemas, `type#comma` within one), each
 * syntax error (`syntax#ValueExpected`…) and a byte-order mark met twice (`syntax#bom`).
 */
export type DetailTexts = Record<DetailKey, string> & Record<`type#${JsonType}` | 'type#or' | 'type#comma', string>
  & Record<`syntax#${JsonSyntaxError}` | 'syntax#bom', string>;

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
