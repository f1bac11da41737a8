/**
 * The details of the file gate's problems as data, said in four languages
 * (`shared/format/problem-detail.ts`, `detail-words.ts`, `shared/i18n/errors/details/`): every schema
 * keyword and every syntax error, a literal expectation in French and English, and the English words
 * always those of the message (the JSON outputs and `--lang en` are unchanged).
 */
import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { structuralProblems, RECORD_WORDS } from '../../../shared/format/schema-problems.js';
import type { GeneratedValidator } from '../../../shared/format/validators.generated.js';
import { gateText } from '../../../shared/format/input-gate.js';
import { gateValue } from '../../../shared/format/gate.js';
import { SYNTAX_ERRORS, type ProblemDetail } from '../../../shared/format/problem-detail.js';
import { detailEn } from '../../../shared/format/detail-en.js';
import { problemDetail } from '../../../shared/i18n/errors.js';
import { LANGS } from '../../../shared/i18n/index.js';

/** A validator that reports exactly these Ajv errors (the shapes Ajv gives for each keyword). */
const reporting = (errors: Partial<ErrorObject>[]): GeneratedValidator =>
  Object.assign(() => false, { errors: errors.map((e) => ({ instancePath: '', schemaPath: '#', params: {}, ...e }) as ErrorObject) });

/** One case per keyword: Ajv's error, the path, and the detail in English and French. */
const KEYWORDS: { keyword: string; error: Partial<ErrorObject>; path: string; en: string; fr: string }[] = [
  { keyword: 'maximum', error: { keyword: 'maximum', instancePath: '/esku', params: { comparison: '<=', limit: 5 }, message: 'must be <= 5' }, path: 'esku', en: 'must be <= 5', fr: 'doit valoir au plus 5' },
  { keyword: 'minimum', error: { keyword: 'minimum', instancePath: '/actions/0/seat', params: { comparison: '>=', limit: 0 } }, path: 'actions[0].seat', en: 'must be >= 0', fr: 'doit valoir au moins 0' },
  { keyword: 'type', error: { keyword: 'type', instancePath: '/esku', params: { type: 'integer' } }, path: 'esku', en: 'must be integer', fr: 'doit être un nombre entier' },
  { keyword: 'type (two at once)', error: { keyword: 'type', instancePath: '/hands/0', params: { type: 'array,null' } }, path: 'hands[0]', en: 'must be array,null', fr: 'doit être une liste ou null' },
  { keyword: 'required', error: { keyword: 'required', instancePath: '/score', params: { missingProperty: 'B' } }, path: 'score.B', en: 'is missing', fr: 'manque : ce champ est obligatoire' },
  { keyword: 'enum', error: { keyword: 'enum', instancePath: '/rules/target', params: { allowedValues: [30, 40, 50] } }, path: 'rules.target', en: 'must be one of 30, 40, 50', fr: 'doit être l’une de ces valeurs : 30, 40, 50' },
  { keyword: 'const', error: { keyword: 'const', instancePath: '/format', params: { allowedValue: 'mus-deal/1' } }, path: 'format', en: 'must be "mus-deal/1"', fr: 'doit valoir "mus-deal/1"' },
  { keyword: 'additionalProperties', error: { keyword: 'additionalProperties', instancePath: '/deals/2', params: { additionalProperty: 'amuont' } }, path: 'deals[2].amuont', en: 'unknown field (a misspelt field is refused, not ignored; extensions start with "x-")', fr: 'champ inconnu (un champ mal écrit est refusé, pas ignoré ; une extension commence par « x- »)' },
  { keyword: 'pattern', error: { keyword: 'pattern', instancePath: '/hands/0/1', params: { pattern: '^…$' } }, path: 'hands[0][1]', en: 'is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)', fr: 'n’est pas une carte du jeu espagnol (1-7, 10, 11, 12, couleur o c e b facultative)' },
  { keyword: 'maxLength', error: { keyword: 'maxLength', instancePath: '/teams/A', params: { limit: 100 } }, path: 'teams.A', en: 'must NOT have more than 100 characters', fr: 'doit avoir au plus 100 caractères' },
  { keyword: 'minLength', error: { keyword: 'minLength', instancePath: '/teams/B', params: { limit: 1 } }, path: 'teams.B', en: 'must NOT have fewer than 1 character', fr: 'doit avoir au moins 1 caractère' },
  { keyword: 'maxItems', error: { keyword: 'maxItems', instancePath: '/players', params: { limit: 6 } }, path: 'players', en: 'must NOT have more than 6 items', fr: 'doit avoir au plus 6 éléments' },
  { keyword: 'minItems', error: { keyword: 'minItems', instancePath: '/hands', params: { limit: 4 } }, path: 'hands', en: 'must NOT have fewer than 4 items', fr: 'doit avoir au moins 4 éléments' },
  { keyword: 'discriminator', error: { keyword: 'discriminator', instancePath: '/actions/3', params: { tag: 'act', tagValue: 'jump' } }, path: 'actions[3].act', en: '"jump" is not an act (pass bet raise ordago see fold declare mus cut discard misdeal)', fr: '"jump" n’est pas un coup (pass bet raise ordago see fold declare mus cut discard misdeal)' },
];

/** A detail said in every language: words of its own (nothing left to fill), not the English ones but in English. */
function expectSaid(d: ProblemDetail): void {
  for (const lang of LANGS) {
    const s = problemDetail(d, lang);
    expect(s, `${d.key} ${lang}`).not.toMatch(/\{\{|undefined/);
    expect(s.length, `${d.key} ${lang}`).toBeGreaterThan(0);
    if (lang !== 'en') expect(s, `${d.key} ${lang}`).not.toBe(problemDetail(d, 'en'));
  }
}

describe('the detail of a schema problem, in four languages', () => {
  it.each(KEYWORDS)('$keyword: the path stays, the detail is data, said in French and English', ({ error, path, en, fr }) => {
    const [p, ...rest] = structuralProblems(reporting([error]), {}, RECORD_WORDS);
    expect(rest).toEqual([]);
    expect(p?.path).toBe(path);
    expect(p?.message).toBe(`${path}: ${en}`);
    const d = p?.detail;
    expect(d).toBeDefined();
    if (!d) return;
    expect(problemDetail(d, 'en')).toBe(en);
    expect(problemDetail(d, 'fr')).toBe(fr);
    expectSaid(d);
  });

  it('the types of one value said together, in each language: `rules: must be string or object`', () => {
    const [p] = structuralProblems(reporting([
      { keyword: 'type', instancePath: '/rules', params: { type: 'string' }, message: 'must be string' },
      { keyword: 'type', instancePath: '/rules', params: { type: 'object' }, message: 'must be object' },
    ]), {}, RECORD_WORDS);
    expect(p?.message).toBe('rules: must be string or object');
    expect(p?.detail).toEqual({ key: 'schema/type', params: { types: ['string', 'object'] } });
    if (!p?.detail) return;
    expect(problemDetail(p.detail, 'fr')).toBe('doit être un texte ou un objet');
    expect(problemDetail(p.detail, 'es')).toBe('debe ser un texto o un objeto');
    expect(problemDetail(p.detail, 'eu')).toBe('testu bat edo objektu bat izan behar du');
  });

  it('a real file through the gate: the limit in the detail, the English message its English words', () => {
    const g = gateValue({ format: 'mus-deal/1', esku: 9, actions: [] }, ['mus-deal/1']);
    expect(g.ok).toBe(false);
    if (g.ok) return;
    const [p] = g.error.problems;
    expect(p.detail).toEqual({ key: 'schema/maximum', params: { limit: 5 } });
    expect(p.message).toBe(`esku: ${detailEn(p.detail ?? { key: 'schema/maximum' })}`);
    expect(problemDetail(p.detail ?? { key: 'schema/maximum' }, 'es')).toBe('debe valer como mucho 5');
    expect(problemDetail(p.detail ?? { key: 'schema/maximum' }, 'eu')).toBe('gehienez 5 izan behar du');
  });

  it('a tournament file: its pattern words (a date, a pair id) and its tags, in each language', () => {
    for (const d of [
      { key: 'schema/pattern#date', fr: 'n’est pas une date AAAA-MM-JJ', en: 'is not a date YYYY-MM-DD' },
      { key: 'schema/pattern#pairId', fr: 'n’est pas un identifiant de paire (1 à 32 lettres, chiffres, « . », « _ » ou « - »)', en: 'is not a pair id (1 to 32 letters, digits, ".", "_" or "-")' },
      { key: 'schema/discriminator', params: { value: '"x"', list: 'match hand forfeit' }, fr: '"x" n’est aucun de ceux-ci : match hand forfeit', en: '"x" is not one of: match hand forfeit' },
    ] as const) {
      const detail: ProblemDetail = { key: d.key, ...('params' in d ? { params: d.params } : {}) };
      expect(problemDetail(detail, 'en')).toBe(d.en);
      expect(problemDetail(detail, 'fr')).toBe(d.fr);
      expectSaid(detail);
    }
  });
});

describe('the detail of a syntax error, in four languages', () => {
  it('line and column in every language; the character named', () => {
    const g = gateText('{"format": nope}');
    expect(g.ok).toBe(false);
    if (g.ok) return;
    const d = g.error.detail;
    expect(d).toEqual({ key: 'format/bad-json#at', params: { line: 1, col: 12, syntax: 'InvalidSymbol', char: '"n"' } });
    if (!d) return;
    expect(g.error.message).toBe(`$: ${problemDetail(d, 'en')}`);
    expect(problemDetail(d, 'en')).toBe('not valid JSON at line 1, column 12: a character that JSON does not allow here ("n")');
    expect(problemDetail(d, 'fr')).toBe('JSON non valable à la ligne 1, colonne 12 : un caractère que JSON ne permet pas ici ("n")');
    expect(problemDetail(d, 'es')).toBe('JSON no válido en la línea 1, columna 12: un carácter que JSON no permite aquí ("n")');
    expect(problemDetail(d, 'eu')).toBe('JSON baliogabea 1. lerroan, 12. zutabean: JSONek hemen onartzen ez duen karaktere bat ("n")');
  });

  it('a second byte-order mark, an empty file, nesting too deep: said in each language', () => {
    const bom = gateText('\uFEFF\uFEFF{}');
    const empty = gateText('  ');
    const deep = gateText('['.repeat(40), { bytes: 1000, depth: 32 });
    for (const g of [bom, empty, deep]) {
      expect(g.ok).toBe(false);
      if (g.ok || !g.error.detail) throw new Error('a detail was expected');
      expect(g.error.message).toBe(`$: ${problemDetail(g.error.detail, 'en')}`);
      expectSaid(g.error.detail);
    }
    if (bom.ok || !bom.error.detail) return;
    expect(problemDetail(bom.error.detail, 'fr')).toBe('JSON non valable à la ligne 1, colonne 1 : un caractère que JSON ne permet pas ici (U+FEFF, une marque d’ordre des octets : une seule, tout au début)');
    if (deep.ok || !deep.error.detail) return;
    expect(problemDetail(deep.error.detail, 'fr')).toBe('imbriqué sur plus de 32 niveaux (ligne 1, colonne 33) ; un fichier de partie en a environ 6');
    expect(problemDetail(deep.error.detail, 'en')).toBe('nested deeper than 32 levels (line 1, column 33); a match file is about 6 levels deep');
  });

  it.each([...SYNTAX_ERRORS])('%s: its own words in every language', (syntax) => {
    expectSaid({ key: 'format/bad-json#at', params: { line: 2, col: 3, syntax } });
  });
});
