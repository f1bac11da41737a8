/** Presets and variants: four kings, Juego Real, six players, targets, Pagat (docs/rules-presets.md). */
import { describe, expect, it } from 'vitest';
import { evalHand, phaseKey, resolveRules, tablesFor, PRESETS } from '../../../shared/index.js';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';
import { itemAt } from '../../helpers/item-at.js';

const key = (phase: 'grande' | 'chica' | 'pares' | 'juego' | 'punto', hand: string, rules = PRESETS.ffmus) =>
  phaseKey(phase, evalHand(hand.split(' '), rules), tablesFor(rules));

describe('hand ranking', () => {
  it('grande: R-3-4-4 beats R-C-C-C (a 3 is a king); chica: R-3-4-4 beats R-C-C-C too (Pagat)', () => {
    expect(key('grande', '12 3 4 4')).toBeGreaterThan(key('grande', '12 11 11 11'));
    expect(key('chica', '12 3 4 4')).toBeGreaterThan(key('chica', '12 11 11 11'));
  });
  it('a 2 is an ace with eight kings', () => {
    expect(key('chica', '2 4 5 6')).toBe(key('chica', '1 4 5 6'));
  });
  it('juego order 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33 (Memo Mus ch. III-4)', () => {
    const order = ['12 11 10 1', '12 11 6 6', '12 11 10 3', '12 10 10 7', '12 10 10 6', '12 10 10 5', '12 10 10 4', '10 10 7 6'];
    const keys = order.map((h) => key('juego', h));
    for (let i = 1; i < keys.length; i++) expect(keys[i - 1]).toBeGreaterThan(itemAt(keys, i));
    expect(key('juego', '12 10 7 2')).toBe(0); // 28: no juego
  });
  it('pares: duples > medias > par; four of a kind is duples; C-C-5-5 beats S-S-S-S (Pagat)', () => {
    expect(key('pares', '5 5 5 5')).toBeGreaterThan(key('pares', '12 12 12 1'));
    expect(key('pares', '12 12 12 1')).toBeGreaterThan(key('pares', '12 12 11 1'));
    expect(key('pares', '11 11 5 5')).toBeGreaterThan(key('pares', '10 10 10 10'));
    expect(key('pares', '12 12 11 11')).toBeGreaterThan(key('pares', '12 12 7 7'));
    expect(key('pares', '12 12 7 7')).toBeGreaterThan(key('pares', '12 12 1 1'));
    expect(key('pares', '12 7 5 1')).toBe(0);
  });
  it('punto: 30 best down to 4', () => {
    expect(key('punto', '12 11 10 1')).toBe(31);
    expect(key('punto', '10 10 7 1') > key('punto', '10 10 6 2')).toBe(true);
  });
});

describe('four kings (Pagat "Mus with four kings")', () => {
  const r = resolveRules({ preset: 'ffmus', kings: 4 });
  if (!r.ok) throw new Error(r.error.message);
  it('threes and twos count as themselves in ranking and juego', () => {
    expect(key('pares', '3 3 3 12', r.value)).toBe(key('pares', '3 3 3 11', r.value));
    expect(key('pares', '3 3 3 12')).toBe(key('pares', '12 12 12 12'));
    expect(key('punto', '3 3 3 12', r.value)).toBe(19);
    expect(key('grande', '3 1 1 1', r.value)).toBeLessThan(key('grande', '4 1 1 1', r.value));
  });
});

describe('Juego Real (Pagat)', () => {
  const hands = '12 11 10 1 / 7 7 7 10o / 11 6 4 2 / 12 5 4 1';
  const script = `${allPass('g')} | ${allPass('c')} | ${decl('p', 'nynn')} | ${decl('j', 'yynn')} | j: 0p 1p`;
  it('off: the esku\'s 31 wins', () => {
    expect(settled(deal(script, hands)).ledger.find((c) => c.phase === 'juego')).toMatchObject({ seat: 0 });
  });
  it('any: 7-7-7 and a figure beats any 31, worth 3', () => {
    const s = settled(deal(script, hands, { rules: { preset: 'ffmus', juegoReal: 'any' } }));
    expect(s.ledger.find((c) => c.phase === 'juego')).toMatchObject({ seat: 1, points: 3 });
  });
  it('oros: only with the sota of oros', () => {
    expect(settled(deal(script, hands, { rules: { preset: 'ffmus', juegoReal: 'oros' } })).ledger.find((c) => c.phase === 'juego')).toMatchObject({ seat: 1 });
    const h2 = hands.replace('10o', '10c');
    expect(settled(deal(script, h2, { rules: { preset: 'ffmus', juegoReal: 'oros' } })).ledger.find((c) => c.phase === 'juego')).toMatchObject({ seat: 0 });
  });
});

describe('six players (Memo Mus ch. I; Pagat)', () => {
  it('teams of three, manche to 50, base values of all three partners', () => {
    const r = resolveRules({ preset: 'ffmus', players: 6 });
    expect(r.ok && r.value.target).toBe(50);
    const s = settled(deal(
      `${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${decl('p', 'ynynyn')} | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`,
      '12 12 5 1 / 11 6 4 2 / 10 10 6 4 / 12 11 5 4 / 7 7 5 1 / 11 6 5 2',
      { rules: { preset: 'ffmus', players: 6 } },
    ));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:1:base:pares', 'A:1:base:pares', 'A:1:paso:punto']);
  });
  it('a score of 45 is legal in a manche to 50', () => {
    const s = settled(deal(`g: 0b2 1f | ${allPass('c', 0, 6)} | ${decl('p', 'nnnnnn')} | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`,
      '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4 / 10 6 5 1 / 11 7 4 2', { rules: { preset: 'ffmus', players: 6 }, score: { A: 45, B: 48 } }));
    expect(s.scoreAfter).toEqual({ A: 46, B: 50 });
    expect(s.winner).toBe('B');
  });
});

describe('targets', () => {
  it('a manche to 30', () => {
    const s = settled(deal('g: 0b2 1f', undefined, { rules: { preset: 'ffmus', target: 30 }, score: { A: 29, B: 0 } }));
    expect(s.winner).toBe('A');
  });
});
