/**
 * Judge cases: the race to the target, stopping at the exact credit (Memo Mus ch. IX « on ne gagne
 * pas 46 points à 42 », « le point du Point … ne sera crédité qu'en tout dernier »; spec « Settlement
 * output »: the credit that takes the target is `decisive`, every later one `counted: false`), with
 * the targets the presets allow (docs/rules-presets.md: 30, 40, 50). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { lines, settled } from '../helpers/settle.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-1); chica: seat 1 (1-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;
// Seat 0 K-K-A-A: the best grande and chica, duples (3), 22; seat 3 Q-S-7-5: 32 (juego 2); seats 1, 2 nothing.
const D = '12 12 1 1 / 11 10 6 4 / 7 6 5 4 / 11 10 7 5';

describe('the credit that reaches the target', () => {
  it('Memo Mus ch. IX: A at 36 — grande 37, chica 38, the duples (3) apply 2 and are decisive; B\'s juego (2) comes after and is not counted', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1n 2n 3n | j: 0n 1n 2n 3y`, D, { score: { A: 36, B: 38 } }));
    expect(lines(s, true)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:3:base:pares', 'B:2:base:juego']);
    expect(s.ledger.map((c) => [c.applied, c.counted, c.decisive ?? false])).toEqual([[1, true, false], [1, true, false], [2, true, true], [0, false, false]]);
    expect(s.ledger[2]).toMatchObject({ seat: 0, rule: 'FFMus art. 17', scoreAfter: { A: 40, B: 38 } });
    expect(s).toMatchObject({ winner: 'A', end: 'showdown', scoreAfter: { A: 40, B: 38 } });
  });

  it('Memo Mus ch. IX « le point du Point … en tout dernier »: B draws the punto tira (38 → 39), but A\'s grande paso at the count comes first and is A\'s 40th; B\'s chica and punto point are not counted', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1b2 2f`, H, { score: { A: 39, B: 38 } }));
    expect(lines(s, true)).toEqual(['B:1:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'B:1:base:punto']);
    expect(lines(s)).toEqual(['B:1:tira:punto', 'A:1:paso:grande']);
    expect(s.ledger[0]).toMatchObject({ when: 'dialogue', rule: 'FFMus art. 17', scoreAfter: { A: 39, B: 39 } });
    expect(s.ledger[1]).toMatchObject({ decisive: true, when: 'showdown' });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
  });

  it('Le dialogue « le tira équivaudra au cumul des avant-dernières enchères »: at 39, B imido 2, A 4 gehiago, B 2 gehiago, A tira — B draws 6, applies 1, and the deal ends in the dialogue', () => {
    const s = settled(deal('g: 0p 1b2 2r4 1r2 0f', undefined, { score: { A: 20, B: 39 } }));
    // ladder: B imido 2, A 4 gehiago, B 2 gehiago, A tira: the total before the last raise, 2 + 4 = 6 (FFMus art. 17 Relances)
    expect(s.ledger).toMatchObject([{ team: 'B', points: 6, applied: 1, kind: 'tira', phase: 'grande', when: 'dialogue', decisive: true, rule: 'FFMus art. 17', seat: 1 }]);
    expect(s).toMatchObject({ winner: 'B', end: 'dialogue', scoreAfter: { A: 20, B: 40 } });
  });
});

describe('the targets of the presets (docs/rules-presets.md `target`: 30, 40, 50)', () => {
  it('target 30: A at 28 holds the grande iduki of 5 — it applies 2 and wins; the chica and punto of B are not counted', () => {
    const s = settled(deal(`g: 0b5 1s | ${allPass('c')} | ${REST}`, H, { rules: { preset: 'ffmus', target: 30 }, score: { A: 28, B: 29 } }));
    expect(lines(s, true)).toEqual(['A:5:iduki:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger[0]).toMatchObject({ applied: 2, decisive: true, seat: 0, rule: 'FFMus art. 17' });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 30, B: 29 } });
  });

  it('target 50 with four players: at 45-20 a grande hordago kanta gives A exactly the 5 it lacks (FFMus art. 10)', () => {
    const s = settled(deal('g: 0o 1s', H, { rules: { preset: 'ffmus', target: 50 }, score: { A: 45, B: 20 } }));
    expect(s.ledger).toMatchObject([{ team: 'A', points: 5, kind: 'ordago', phase: 'grande', seat: 0, rule: 'FFMus art. 10', decisive: true }]);
    expect(s).toMatchObject({ winner: 'A', end: 'ordago', scoreAfter: { A: 50, B: 20 } });
  });

  it('target 50: at 39 a tira is no longer the manche — the count goes on to the showdown', () => {
    const s = settled(deal(`g: 0b2 1f | ${allPass('c')} | ${REST}`, H, { rules: { preset: 'ffmus', target: 50 }, score: { A: 39, B: 0 } }));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s).toMatchObject({ winner: null, scoreAfter: { A: 40, B: 2 } });
  });
});
