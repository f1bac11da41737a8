/**
 * The importer against malformed and hostile `mus-match/1` files: every file is either rejected with
 * problems that name a JSON path, or accepted and stored exactly. Nothing throws, nothing hangs,
 * nothing pollutes prototypes. Handwritten cases plus fast-check (fixed seeds).
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '../../helpers/property-seed.js';
import { codesWithSentences } from '../../../shared/i18n/errors.js';
import { readdirSync } from 'node:fs';
import { toMatchRecord, type MatchRecord } from '../../../shared/index.js';
import { checkImportText, IMPORT_LIMITS, type ImportCheck } from '../../../shared/library/import-check.js';
import { MatchLibrary } from '../../../src-main/library/library.js';
import { fullRecord, tempDir, removeTempDirs } from '../journal/helpers.js';
import { itemAt } from '../../helpers/item-at.js';

const PATH = /^(\$|[A-Za-z_$][\w$]*|\$?\[".*"\])(\.[A-Za-z_$][\w$]*|\[\d+\]|\[".*"\])*$/;
const base: MatchRecord = { ...fullRecord, deals: fullRecord.deals.slice(0, 5) };
const inProgress: MatchRecord = { ...fullRecord, deals: [...fullRecord.deals.slice(0, 2), { actions: itemAt(fullRecord.deals, 2).actions.slice(0, 7) }] };
const text = (o: unknown) => JSON.stringify(o);
/** `base` as text with one field replaced by raw JSON text (for numbers JSON.stringify cannot write). */
const withRaw = (marker: string, raw: string, o: unknown) => text(o).replace(`"${marker}"`, raw);

/** Checks, and asserts the invariant: accepted exactly, or rejected with paths. */
function check(t: string): ImportCheck {
  let r!: ImportCheck;
  expect(() => { r = checkImportText(t); }).not.toThrow();
  if (r.ok) {
    // Accepted correctly: what is stored reads back as the same match.
    const again = checkImportText(JSON.stringify(r.value.record));
    expect(again.ok).toBe(true);
    if (again.ok) expect(toMatchRecord(again.value.match)).toEqual(toMatchRecord(r.value.match));
  } else {
    expect(r.error.problems.length).toBeGreaterThan(0);
    expect(r.error.problems.length).toBeLessThanOrEqual(IMPORT_LIMITS.problems);
    for (const p of r.error.problems) {
      expect(p.path).toMatch(PATH);
      // a code of the closed list, with its sentence (`schema/<keyword>` keeps the keyword's case: `schema/maxItems`)
      expect(p.code).toMatch(/^[a-z]+\/[a-zA-Z-]+$/);
      expect(KNOWN_CODES.has(p.code), p.code).toBe(true);
      expect(p.message.length).toBeGreaterThan(p.path.length);
    }
  }
  return r;
}

const KNOWN_CODES = new Set(codesWithSentences('en'));

function rejected(t: string, path: string, code?: string | RegExp): void {
  const r = check(t);
  expect(r.ok, t.slice(0, 200)).toBe(false);
  if (!r.ok) {
    expect(r.error.problems.map((p) => p.path)).toContain(path);
    if (code) expect(r.error.problems.find((p) => p.path === path)!.code).toMatch(code);
  }
}

const deep = (n: number, inner = '0') => '['.repeat(n) + inner + ']'.repeat(n);
const big = 'x'.repeat(10 * 1024 * 1024);
const act0 = (a: unknown) => ({ ...base, deals: [{ actions: [a] }] });

afterAll(removeTempDirs);

describe('importing mus-match/1 files', () => {
  it('accepts the example match, a match in progress, a BOM, and names in any script', () => {
    expect(check(text(fullRecord)).ok).toBe(true);
    expect(check(text(inProgress)).ok).toBe(true);
    expect(check(`\ufeff${text(base)}`).ok).toBe(true);
    const r = check(text({ ...base, teams: { A: 'Peña / Ñuñez 🂡', B: 'Лаза / 伊里戈 ᎠᏍᎦᏯ' }, 'x-notes': { any: ['thing', 1, null] } }));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.record).not.toHaveProperty('x-notes');
  });

  it('rejects what is not a match, saying where', () => {
    rejected('', '$', 'format/bad-json');
    rejected('{"format": "mus-match/1", deals: []}', '$', 'format/bad-json');
    rejected('null', '$', 'record/not-an-object');
    rejected('[1,2]', '$', 'record/not-an-object');
    rejected('"mus-match/1"', '$', 'record/not-an-object');
    rejected(text({ ...base, format: 'mus-deal/1' }), 'format');
    rejected(text({ ...base, format: 1 }), 'format');
  });

  it('refuses deep nesting before parsing it', () => {
    rejected(deep(100_000), '$', 'format/too-deep');
    rejected(text({ ...base, 'x-extra': 'HERE' }).replace('"HERE"', deep(40)), '$', 'format/too-deep');
    rejected(text({ ...base, deals: 'HERE' }).replace('"HERE"', deep(33, '{}')), '$', 'format/too-deep');
    // Brackets inside strings do not count.
    expect(check(text({ ...base, teams: { A: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[', B: '{{{"\\' } })).ok).toBe(true);
    expect(check(text({ ...base, 'x-extra': JSON.parse(deep(20)) })).ok).toBe(true);
  });

  it('refuses numbers too large to store, and wrong numbers, at their path', () => {
    rejected(withRaw('E', '1e400', { ...base, esku: 'E' }), 'esku', 'format/bad-number');
    rejected(withRaw('E', '-1e999', act0({ phase: 'grande', seat: 0, act: 'bet', amount: 'E' })), 'deals[0].actions[0].amount');
    rejected(text(act0({ phase: 'grande', seat: 0, act: 'bet', amount: 1e308 })), 'deals[0].actions[0].amount');
    rejected(text(act0({ phase: 'grande', seat: 2 ** 53 + 1, act: 'pass' })), 'deals[0].actions[0].seat');
    rejected(text(act0({ phase: 'grande', seat: -0.5, act: 'pass' })), 'deals[0].actions[0].seat');
    rejected(text({ ...base, esku: 1e308 }), 'esku');
    rejected(text({ ...base, deals: [{ score: { A: 1e308 }, actions: [] }] }), 'deals[0].score.A');
  });

  it('refuses wrong types, at their path', () => {
    rejected(text({ ...base, teams: 'A and B' }), 'teams');
    rejected(text({ ...base, teams: { A: 42, B: 'b' } }), 'teams.A');
    rejected(text({ ...base, teams: { A: '', B: 'b' } }), 'teams.A');
    rejected(text({ ...base, players: { 0: 'a' } }), 'players');
    rejected(text({ ...base, players: ['a', 'b', 'c', 7] }), 'players[3]');
    rejected(text({ ...base, deals: { 0: {} } }), 'deals');
    rejected(text({ ...base, deals: [{ actions: 'pass' }] }), 'deals[0].actions');
    rejected(text({ ...base, deals: [5] }), 'deals[0]');
    rejected(text(act0(5)), 'deals[0].actions[0]');
    rejected(text({ ...base, deals: [{ actions: [], hands: 'all' }] }), 'deals[0].hands');
    rejected(text({ ...base, rules: 7 }), 'rules');
    rejected(text({ ...base, rules: { preset: 'ffmus', target: 41 } }), 'rules.target');
  });

  it('refuses 10 MB strings wherever they are', () => {
    rejected(text({ ...base, teams: { A: big, B: 'b' } }), 'teams.A', 'format/string-too-long');
    rejected(text({ ...base, 'x-notes': big }), '$["x-notes"]', 'format/string-too-long');
    rejected(text({ ...base, deals: [{ ...base.deals[0], hands: [[big, '1', '1', '1'], ['1', '1', '1', '1'], ['1', '1', '1', '1'], ['1', '1', '1', '1']] }] }), 'deals[0].hands[0][0]');
    rejected(`{"format":"mus-match/1","deals":[],"pad":"${'y'.repeat(IMPORT_LIMITS.chars)}"}`, '$', 'format/too-large');
  });

  it('refuses unknown acts and phases, and illegal play, with the engine\'s path', () => {
    rejected(text(act0({ phase: 'grande', seat: 0, act: 'teleport' })), 'deals[0].actions[0].act');
    rejected(text(act0({ phase: 'poker', seat: 0, act: 'pass' })), 'deals[0].actions[0].phase');
    rejected(text(act0({ phase: 'grande', seat: 1, act: 'pass' })), 'deals[0].actions[0]', /^action\//);
    rejected(text({ ...fullRecord, deals: [...fullRecord.deals, fullRecord.deals[0]] }), 'deals[24]', 'record/match-over');
    rejected(text({ ...base, deals: base.deals.map((d, i) => (i === 3 ? { ...d, esku: 0 } : d)) }), 'deals[3].esku', 'record/esku-mismatch');
    rejected(text({ ...base, deals: [{ actions: itemAt(base.deals, 0).actions }, base.deals[1]] }), 'deals[0].hands');
  });

  it('one flipped bit in any key is refused (unknown field), never silently dropped; x- extensions pass', () => {
    const rec = { ...base, rules: { preset: 'ffmus', target: 40 }, deals: [{ ...base.deals[0], esku: 0, score: { A: 0, B: 0 } }, ...base.deals.slice(1)] };
    const t = text(rec);
    expect(check(t).ok).toBe(true);
    const keys = new Set<string>();
    for (const m of t.matchAll(/"([A-Za-z]+)":/g)) keys.add(itemAt(m, 1));
    let tried = 0;
    for (const k of keys) {
      for (let c = 0; c < k.length; c++) {
        for (let bit = 0; bit < 7; bit++) {
          const flipped = k.slice(0, c) + String.fromCharCode(k.charCodeAt(c) ^ (1 << bit)) + k.slice(c + 1);
          if (flipped === k || !/^[\x20-\x7e]+$/.test(flipped) || flipped.includes('"') || flipped.includes('\\')) continue;
          const r = check(t.split(`"${k}":`).join(`"${flipped}":`));
          tried++;
          expect(r.ok, `${k} -> ${flipped}`).toBe(false);
        }
      }
    }
    expect(tried).toBeGreaterThan(300);
    const ext = check(text({ ...rec, 'x-club': 'Baiona', teams: { ...base.teams, 'x-colour': 'red' }, deals: rec.deals.map((d) => ({ ...d, 'x-table': 3 })) }));
    expect(ext.ok).toBe(true);
  });

  it('refuses __proto__, constructor and other reserved names, and pollutes nothing', () => {
    const proto = (where: string) => text({ ...base, teams: { A: 'a', B: 'b' }, deals: [{ actions: [{ phase: 'grande', seat: 0, act: 'pass', x: 'P' }] }], y: 'Q' })
      .replace(where === 'action' ? '"x":"P"' : '"y":"Q"', '"__proto__":{"polluted":"yes","isAdmin":true}');
    rejected(proto('root'), '__proto__', 'format/reserved-key');
    rejected(proto('action'), 'deals[0].actions[0].__proto__', 'format/reserved-key');
    rejected(text({ ...base, teams: 'T' }).replace('"T"', '{"A":"a","B":"b","__proto__":null}'), 'teams.__proto__');
    rejected(text({ ...base, rules: { preset: 'ffmus', constructor: 1 } }), 'rules.constructor', 'format/reserved-key');
    rejected(text({ ...base, rules: { toString: 'x' } }), 'rules.toString', 'format/reserved-key');
    rejected(text({ ...base, rules: 'constructor' }), 'rules', 'rules/unknown-preset');
    rejected(text({ ...base, rules: '__proto__' }), 'rules', 'rules/unknown-preset');
    rejected(text({ ...base, rules: { preset: 'hasOwnProperty' } }), 'rules.preset', 'rules/unknown-preset');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses matches too long to replay quickly', () => {
    rejected(text({ ...base, deals: Array.from({ length: 1_001 }, () => ({ actions: [] })) }), 'deals', 'format/too-many-deals');
    const mus = Array.from({ length: 2_000 }, (_, i) => ({ phase: 'mus', seat: i % 4, act: 'mus' }));
    rejected(text({ ...base, deals: Array.from({ length: 6 }, () => ({ actions: mus })) }), 'deals', 'format/too-many-actions');
  });

  it('survives fast-check mutations of a real match (fixed seed)', () => {
    const hostile = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.5, -1, 99, 100, 1e21, Number.MIN_VALUE),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'teleport', 'grande', 'mus', 'pares', '12', '10o', '', 'x'.repeat(20_000)),
      fc.constantFrom(JSON.parse('{"__proto__":{"polluted":1}}') as unknown, { constructor: { prototype: { polluted: 1 } } }, JSON.parse(deep(30)) as unknown),
      fc.record({ phase: fc.constantFrom('mus', 'grande', 'chica', 'pares', 'juego', 'punto', 'x'), seat: fc.integer({ min: -1, max: 6 }), act: fc.constantFrom('pass', 'bet', 'raise', 'ordago', 'see', 'fold', 'declare', 'mus', 'cut', 'discard', 'misdeal', 'nope'), amount: fc.integer({ min: -2, max: 120 }), has: fc.boolean(), count: fc.integer({ min: 0, max: 5 }) }, { requiredKeys: ['phase', 'seat', 'act'] }),
    );
    /** Replaces the value at a random path (chosen by `steps`) of a copy of the record. */
    const mutate = (rec: unknown, steps: number[], value: unknown, drop: boolean): unknown => {
      const root = JSON.parse(JSON.stringify(rec)) as Record<string, unknown>;
      let node: unknown = root;
      for (let i = 0; i < steps.length; i++) {
        const keys = Array.isArray(node) ? node.map((_, k) => k) : Object.keys(node as object);
        if (keys.length === 0) break;
        const k = itemAt<string | number>(keys, itemAt(steps, i) % keys.length);
        const child = (node as Record<string | number, unknown>)[k];
        if (i === steps.length - 1 || typeof child !== 'object' || child === null) {
          if (drop && !Array.isArray(node)) delete (node as Record<string, unknown>)[k as string];
          else (node as Record<string | number, unknown>)[k] = value;
          break;
        }
        node = child;
      }
      return root;
    };
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.constantFrom<unknown>(base, inProgress), fc.array(fc.nat(), { minLength: 1, maxLength: 7 }), hostile, fc.boolean(), (rec, steps, value, drop) => {
        const r = check(text(mutate(rec, steps, value, drop)));
        if (r.ok) accepted++;
        else refused++;
      }),
      propertyRuns(20261122, 400),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 5 }), { maxKeys: 8 }), fc.boolean(), (obj, withFormat) => {
        const r = check(text(withFormat ? { ...obj, format: 'mus-match/1' } : obj));
        if (r.ok) accepted++;
        else refused++;
      }),
      propertyRuns(7, 300),
    );
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(100);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes nothing to the library for a refused file', () => {
    const lib = new MatchLibrary(tempDir('mus-import-'), { sync: 'none' });
    expect(lib.list()).toEqual([]);
    for (const t of [deep(50_000), text({ ...base, notes: big }), text(act0({ phase: 'grande', seat: 0, act: 'teleport' })), '{"__proto__":{}}']) {
      const r = lib.importText(t);
      expect(r.ok).toBe(false);
    }
    expect(readdirSync(lib.paths.matches)).toEqual([]);
    const ok = lib.importText(text(inProgress));
    expect(ok.ok).toBe(true);
    expect(readdirSync(lib.paths.matches)).toHaveLength(1);
  });
});
