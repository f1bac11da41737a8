/**
 * Every problem the file gate can give is read in the person's language: the codes are collected
 * from the gate's sources (`shared/format/*.ts`: every `'format/…'` and `'record/…'` it writes, and
 * every keyword the generated validators report), each is provoked by a bad file, and each problem
 * found must carry its detail as data, said in French, Basque and Spanish with words of their own —
 * never the English sentence, never an English word of the templates, never a JSON path inside the
 * sentence (the file itself is checked here: the path is shown beside it, the sentence around it is
 * translated). Numbers with a noun take their plural form (`detail-words.ts`, `PLURAL_BY`).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import type { ErrorObject } from 'ajv';
import { gateBytes, gateText } from '../../../shared/format/input-gate.js';
import { gateFile, gateValue, type FileFormat } from '../../../shared/format/gate.js';
import { RECORD_WORDS, structuralProblems, type Problem } from '../../../shared/format/schema-problems.js';
import type { GeneratedValidator } from '../../../shared/format/validators.generated.js';
import { PLURAL_BY, detailTemplate, type DetailTexts } from '../../../shared/format/detail-words.js';
import type { DetailKey, ProblemDetail } from '../../../shared/format/problem-detail.js';
import type { ErrorCode, SchemaKeyword } from '../../../shared/errors/index.js';
import { detailEn } from '../../../shared/format/detail-en.js';
import { errorSentence, errorText, problemDetail } from '../../../shared/i18n/errors.js';
import { EN_DETAILS } from '../../../shared/i18n/errors/details/en.js';
import { FR_DETAILS } from '../../../shared/i18n/errors/details/fr.js';
import { ES_DETAILS } from '../../../shared/i18n/errors/details/es.js';
import { EU_DETAILS } from '../../../shared/i18n/errors/details/eu.js';
import { CORPUS, MATCH, nightWith } from '../../helpers/hostile-corpus.js';

const dir = new URL('../../../shared/format/', import.meta.url);
const sources = readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.d.ts')).map((n) => readFileSync(new URL(n, dir), 'utf8'));

/** Every `format/…` and `record/…` code the gate's sources write (a detail key, `'format/bad-name#char'`, is not a code). */
const EMITTED = new Set(sources.flatMap((s) => [...s.matchAll(/'((?:format|record)\/[a-z-]+)'/g)].map((m) => m[1]!)));
/** Every keyword the generated validators report (`anyOf`: its branches' errors are given instead). */
const KEYWORDS = [...new Set([...readFileSync(new URL('validators.generated.js', dir), 'utf8').matchAll(/keyword:"(\w+)"/g)].map((m) => m[1]!))].filter((k) => k !== 'anyOf');

const enc = (s: string) => new TextEncoder().encode(s);
const problemsOf = (r: { ok: true } | { ok: false; error: { problems: readonly Problem[] } }): readonly Problem[] => (r.ok ? [] : r.error.problems);
const gateProblem = (r: { ok: true } | { ok: false; error: Problem }): readonly Problem[] => (r.ok ? [] : [r.error]);
const file = (text: string | Uint8Array, formats?: readonly FileFormat[]) => problemsOf(gateFile(text, formats));
const match = (patch: Record<string, unknown>) => JSON.stringify({ ...MATCH, ...patch });
const night = (patch: (t: Record<string, unknown>) => Record<string, unknown>) => file(JSON.stringify(patch(JSON.parse(nightWith(JSON.stringify(MATCH))) as Record<string, unknown>)), ['mus-tournament/1']);
const tiny = { bytes: 10, depth: 32 };

/** Bad files beyond the hostile corpus, by what they provoke. */
const CASES: { name: string; problems: () => readonly Problem[] }[] = [
  ...CORPUS.filter((f) => f.code !== null).map((f) => ({ name: f.name, problems: () => file(f.bytes) })),
  { name: 'bytes that are not bytes', problems: () => gateProblem(gateBytes(5 as unknown as Uint8Array)) },
  { name: 'a text that is not text', problems: () => gateProblem(gateText(5 as unknown as string)) },
  { name: 'bytes over the limit', problems: () => gateProblem(gateBytes(enc('{"a": 12345}'), tiny)) },
  { name: 'a text over the limit', problems: () => gateProblem(gateText('{"a": 12345}', tiny)) },
  { name: 'a UTF-16 file', problems: () => file(new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])) },
  { name: 'an empty file', problems: () => file('  ') },
  { name: 'a syntax error', problems: () => file('{"format": "mus-match/1",}') },
  { name: 'a list', problems: () => file('[1, 2]') },
  { name: 'a number', problems: () => file('5') },
  { name: 'no format', problems: () => file('{"deals": []}') },
  { name: 'an unknown format', problems: () => file('{"format": "mus-night/1"}') },
  { name: 'a journal', problems: () => file('0badc0de {"format":"mus-journal/1","id":"x"}\n') },
  { name: '10,200 actions in all', problems: () => file(match({ deals: Array.from({ length: 6 }, () => ({ actions: Array.from({ length: 1700 }, (_, i) => ({ phase: 'mus', seat: i % 4, act: 'mus' })) })) })) },
  { name: 'a night on 30 February', problems: () => night((t) => ({ ...t, date: '2026-02-30' })) },
  { name: 'a night named with a line separator', problems: () => night((t) => ({ ...t, name: 'Gau\u2028a' })) },
  { name: 'a night named 201 characters long', problems: () => night((t) => ({ ...t, name: 'x'.repeat(201) })) },
  { name: 'an act that is none', problems: () => file(match({ deals: [{ actions: [{ phase: 'mus', seat: 0, act: 'jump' }] }] })) },
  { name: 'a seat out of the table', problems: () => file(match({ esku: 9 })) },
  { name: 'a card not of the deck', problems: () => file(JSON.stringify({ format: 'mus-deal/1', esku: 0, actions: [], hands: [['13', '1', '1', '1'], ['1', '1', '1', '1'], ['1', '1', '1', '1'], ['1', '1', '1', '1']] })) },
];

/** What Ajv gives for each keyword (the generated validators' errors), reported by a validator that fails with it. */
const AJV: Record<string, Partial<ErrorObject>> = {
  type: { instancePath: '/esku', params: { type: 'integer' } },
  required: { instancePath: '/score', params: { missingProperty: 'B' } },
  enum: { instancePath: '/rules/target', params: { allowedValues: [30, 40, 50] } },
  const: { instancePath: '/format', params: { allowedValue: 'mus-deal/1' } },
  minimum: { instancePath: '/esku', params: { comparison: '>=', limit: 0 } },
  maximum: { instancePath: '/esku', params: { comparison: '<=', limit: 5 } },
  minItems: { instancePath: '/hands', params: { limit: 4 } },
  maxItems: { instancePath: '/players', params: { limit: 1 } },
  minLength: { instancePath: '/teams/B', params: { limit: 1 } },
  maxLength: { instancePath: '/teams/A', params: { limit: 100 } },
  pattern: { instancePath: '/hands/0/1', params: { pattern: '^…$' } },
  discriminator: { instancePath: '/actions/3', params: { tag: 'act', tagValue: 'jump' } },
  additionalProperties: { instancePath: '/deals/2', params: { additionalProperty: 'amuont' } },
};
const reporting = (keyword: SchemaKeyword): GeneratedValidator =>
  Object.assign(() => false, { errors: [{ keyword, schemaPath: '#', params: {}, ...AJV[keyword] } as ErrorObject] });

const OTHERS = { fr: FR_DETAILS, eu: EU_DETAILS, es: ES_DETAILS } as const;
const wordsOf = (s: string) => s.replace(/\{\{\w+\}\}/g, ' ').toLowerCase().match(/[a-z]{3,}/g) ?? [];
const textsOf = (t: DetailTexts) => Object.values(t as Readonly<Record<string, string>>);
/** The English words of the templates that a language does not use itself (`JSON`, `UTF`, `null`, `bidi` are everyone's). */
const ENGLISH_ONLY = Object.fromEntries(Object.entries(OTHERS).map(([lang, t]) => {
  const own = new Set(textsOf(t).flatMap(wordsOf));
  return [lang, new Set(textsOf(EN_DETAILS).flatMap(wordsOf).filter((w) => !own.has(w)))];
})) as Record<keyof typeof OTHERS, Set<string>>;

/** The detail's text with the file's own values taken out (a name, a key, a number as written: not words of the language). */
function withoutValues(s: string, d: ProblemDetail): string {
  let out = s;
  for (const v of Object.values(d.params ?? {})) if (typeof v === 'string' && v.length > 1) out = out.split(v).join(' ');
  return out;
}

/** Every problem of every case, once per case. */
const FOUND = CASES.map((c) => ({ name: c.name, problems: c.problems() }));

describe('every problem of the file gate is said in French, Basque and Spanish', () => {
  it('the codes the gate writes are all provoked by a bad file', () => {
    expect(EMITTED.size).toBeGreaterThanOrEqual(15);
    const got = new Set(FOUND.flatMap((c) => c.problems.map((p) => p.code)));
    for (const f of FOUND) expect(f.problems.length, `${f.name}: refused`).toBeGreaterThan(0);
    expect([...EMITTED].filter((c) => !got.has(c as ErrorCode)), 'codes no case provokes').toEqual([]);
  });

  it.each(FOUND)('$name: the detail as data, its English the message, its words translated, no path inside', ({ problems }) => {
    for (const p of problems) {
      expect(p.detail, `${p.code} ${p.message}: no detail`).toBeDefined();
      if (!p.detail) continue;
      expect(p.message).toBe(`${p.path}: ${detailEn(p.detail)}`);
      expectTranslated(p);
    }
  });

  it.each(KEYWORDS)('schema keyword %s: said in every language', (keyword) => {
    expect(AJV[keyword], `an Ajv error for ${keyword}`).toBeDefined();
    const [p] = structuralProblems(reporting(keyword as SchemaKeyword), {}, RECORD_WORDS);
    expect(p?.detail).toBeDefined();
    if (p) expectTranslated(p);
  });
});

/** A problem read in French, Basque and Spanish: its sentence and its detail, as the library lists it beside the path. */
function expectTranslated(p: Problem): void {
  const d = p.detail!;
  const en = problemDetail(d, 'en');
  for (const lang of ['fr', 'eu', 'es'] as const) {
    const said = problemDetail(d, lang);
    const where = `${lang} ${p.code} ${d.key}: ${said}`;
    expect(said, where).not.toBe(en);
    expect(said, where).not.toMatch(/\{\{|undefined|NaN/);
    const english = wordsOf(withoutValues(said, d)).filter((w) => ENGLISH_ONLY[lang].has(w));
    expect(english, `${where}: English words`).toEqual([]);
    // the path is shown beside the sentence, never inside it (a key's own name is a value of the file)
    if (/[.[]/.test(p.path)) expect(said, where).not.toContain(p.path);
    expect(withoutValues(said, d), where).not.toMatch(/\b[a-z]+\[\d+\]|\b(deals|actions|teams|players|events)\./);
    const sentence = errorSentence(p.code, lang);
    expect(sentence, `${lang} ${p.code}`).not.toBe(errorSentence(p.code, 'en'));
    if (/[.[]/.test(p.path)) expect(errorText({ code: p.code }, lang)).not.toContain(p.path);
  }
}

describe('a number with a noun takes its plural form', () => {
  const KEYS = Object.keys(PLURAL_BY) as (keyof typeof PLURAL_BY)[];
  /** A detail of `key` with every number `n` (and values for its other placeholders). */
  const at = (key: DetailKey, n: number): ProblemDetail => ({ key, params: { limit: n, depth: n, size: n, count: n, line: 3, col: 7, value: '"x"', max: 100 } });
  const form = (t: DetailTexts, key: DetailKey, n: number) => detailTemplate(t, at(key, n));

  it.each(KEYS)('%s: French says 0 and 1 in the singular, Spanish and English 1 only; Basque one form for all', (key) => {
    // French: one for 0 and 1, other from 2 on
    expect(form(FR_DETAILS, key, 0)).toBe(form(FR_DETAILS, key, 1));
    expect(form(FR_DETAILS, key, 1)).not.toBe(form(FR_DETAILS, key, 2));
    expect(form(FR_DETAILS, key, 2)).toBe(form(FR_DETAILS, key, 25));
    for (const t of [ES_DETAILS, EN_DETAILS]) {
      expect(form(t, key, 1), `${t['#lang']} ${key}`).not.toBe(form(t, key, 0));
      expect(form(t, key, 1)).not.toBe(form(t, key, 2));
      expect(form(t, key, 0)).toBe(form(t, key, 2));
      expect(form(t, key, 2)).toBe(form(t, key, 25));
    }
    // Basque: a noun after a number keeps one form (« 1 karaktere », « 5 karaktere »)
    for (const n of [0, 1, 2, 25]) expect(form(EU_DETAILS, key, n)).toBe(form(EU_DETAILS, key, 2));
  });

  it('0, 1, 2 and many characters, items and deals in each language', () => {
    const said = (key: DetailKey, lang: 'fr' | 'es' | 'en' | 'eu', n: number) => problemDetail(at(key, n), lang);
    expect([0, 1, 2, 40].map((n) => said('schema/minLength', 'fr', n))).toEqual([
      'doit avoir au moins 0 caractère', 'doit avoir au moins 1 caractère', 'doit avoir au moins 2 caractères', 'doit avoir au moins 40 caractères']);
    expect([0, 1, 2, 40].map((n) => said('schema/minLength', 'es', n))).toEqual([
      'debe tener al menos 0 caracteres', 'debe tener al menos 1 carácter', 'debe tener al menos 2 caracteres', 'debe tener al menos 40 caracteres']);
    expect([0, 1, 2, 40].map((n) => said('schema/minLength', 'en', n))).toEqual([
      'must NOT have fewer than 0 characters', 'must NOT have fewer than 1 character', 'must NOT have fewer than 2 characters', 'must NOT have fewer than 40 characters']);
    expect([0, 1, 2, 40].map((n) => said('schema/minLength', 'eu', n))).toEqual([
      'gutxienez 0 karaktere izan behar ditu', 'gutxienez 1 karaktere izan behar ditu', 'gutxienez 2 karaktere izan behar ditu', 'gutxienez 40 karaktere izan behar ditu']);
    expect(said('schema/maxItems', 'fr', 1)).toBe('doit avoir au plus 1 élément');
    expect(said('schema/maxItems', 'es', 1)).toBe('debe tener como mucho 1 elemento');
    // the gate's limits with the language's digit grouping; a million is French « many »: the plural
    expect(problemDetail({ key: 'format/too-many-deals', params: { count: 1001, limit: 1000 } }, 'fr')).toBe('1\u202f001 donnes (au plus 1\u202f000)');
    expect(problemDetail({ key: 'format/too-many-deals', params: { count: 1_000_000, limit: 1000 } }, 'fr')).toBe('1\u202f000\u202f000 donnes (au plus 1\u202f000)');
    expect(problemDetail({ key: 'format/too-many-deals', params: { count: 1001, limit: 1000 } }, 'es')).toBe('1001 repartos (como mucho 1000)');
    expect(problemDetail({ key: 'format/too-many-actions', params: { count: 10_200, limit: 10_000 } }, 'eu')).toBe('10.200 jokaldi guztira (gehienez 10.000)');
    expect(problemDetail({ key: 'format/too-many-actions', params: { count: 10_200, limit: 10_000 } }, 'en')).toBe('10,200 actions in all (at most 10,000)');
  });
});
