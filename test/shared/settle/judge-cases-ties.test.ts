/**
 * Judge cases: equal hands go to the seat nearer the esku (FFMus art. 17 « En cas d'égalité parfaite,
 * le ESKU l'emporte dans tous les cas de figure »; *Le dialogue* remarques), and Juego Real made with a
 * three (Pagat "three sevens and a 10 point card"; with eight kings a 3 is a king). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('ties to the esku', () => {
  it('FFMus art. 17: punto 27 against 27 seen at 2 — the esku\'s 27 takes the stake and the punto point (2 + 1)', () => {
    // seat 0 and seat 1 10-7-6-4 (27); seat 2 K-5-4-1; seat 3 C-5-3-1 (the 3 a king: K-C-5-1, the best grande).
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0p 1b2 2s`, '10 7 6 4 / 10 7 6 4 / 12 5 4 1 / 11 5 3 1'));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'A:2:iduki:punto', 'A:1:base:punto']);
    expect(s.ledger.find((c) => c.kind === 'iduki')).toMatchObject({ seat: 0 });
  });

  // seat 0 2-4-5-6 (the 2 an ace), seat 1 1-4-5-6: the same chica; seat 2 K-7-6-5 (grande, punto 28), seat 3 C-7-5-4.
  const H = '2 4 5 6 / 1 4 5 6 / 12 7 6 5 / 11 7 5 4';
  it('Memo Mus ch. III (eight kings, a 2 is an ace): esku seat 3 — seat 0 speaks before seat 1 and takes the chica with its 2', () => {
    const s = settled(deal(`${allPass('g', 3)} | ${allPass('c', 3)} | ${decl('p', 'nnnn', 3)} | ${decl('j', 'nnnn', 3)} | ${allPass('t', 3)}`, H, { esku: 3 }));
    expect(s.ledger.find((c) => c.phase === 'chica')).toMatchObject({ team: 'A', seat: 0, points: 1 });
    expect(s.scoreAfter).toEqual({ A: 3, B: 0 });
  });
  it('the same hands with esku seat 1: the chica goes to seat 1', () => {
    const s = settled(deal(`${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nnnn', 1)} | ${decl('j', 'nnnn', 1)} | ${allPass('t', 1)}`, H, { esku: 1 }));
    expect(s.ledger.find((c) => c.phase === 'chica')).toMatchObject({ team: 'B', seat: 1, points: 1 });
    expect(s.scoreAfter).toEqual({ A: 2, B: 1 });
  });
});

describe('Juego Real with a three', () => {
  // seat 0 K-C-S-1 (31), seat 1 7-7-7-3, seat 2 6-5-4-1, seat 3 C-6-5-4.
  const H = '12 11 10 1 / 7 7 7 3 / 6 5 4 1 / 11 6 5 4';
  const script = `${G_C} | ${decl('p', 'nynn')} | ${decl('j', 'yynn')} | j: 0p 1p`;
  it('Pagat Juego Real, eight kings: the 3 is a 10-point card, so 7-7-7-3 beats the esku\'s 31 and counts 3; B\'s medias 2', () => {
    const s = settled(deal(script, H, { rules: { preset: 'ffmus', juegoReal: 'any' } }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'B:3:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 5 });
  });
  it('four kings: 7-7-7-3 is 24 — seat 1\'s ba at juego is false, the partner has none: FFMus art. 15 c, A counts its 31', () => {
    const s = settled(deal(script, H, { rules: { preset: 'ffmus', juegoReal: 'any', kings: 4 } }));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[1, 'FFMus art. 15 c']]);
    expect(s.ledger.filter((c) => c.counted).map((c) => `${c.team}:${c.points}:${c.phase}`)).toEqual(['A:1:grande', 'A:1:chica', 'B:2:pares', 'A:3:juego']);
    expect(s.scoreAfter).toEqual({ A: 5, B: 2 });
  });
});
