/**
 * Judge cases, third set: the rule options together (docs/rules-presets.md) — a 3 that is a king
 * (eight kings: Memo Mus ch. I « les "3" sont rois ») or a three (Pagat « Mus with four kings and four
 * aces … the threes count 3 points and the twos count 2 points »), with Juego Real (Pagat « three
 * sevens and a 10 point card »); a hordago's manche at the targets 30 and 50 (FFMus art. 10: the
 * winner takes the manche, the loser keeps its points). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, lines, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

/**
 * Seat 0 K-Q-S-A 31 (the esku), seat 1 7-7-7-3, seat 2 2-1-5-4, seat 3 6-5-4-1 (16).
 * Eight kings: seat 1 is 7-7-7-K, 31 and a Juego Real, medias of 7s; seat 2 is A-A-5-4, a pair of
 * aces (11). Four kings: seat 1 is 24 (no juego), still medias; seat 2 has no pares (12).
 * Grande: seat 0 (K-Q before K-7 or 7-7). Chica: seat 2 (A-A, or A-2 with four kings).
 */
const H = '12 11 10 1 / 7 7 7 3 / 2 1 5 4 / 6 5 4 1';

describe('7-7-7-3 with Juego Real (`juegoReal: any`)', () => {
  it('eight kings: the 3 is a 10-point king, so 7-7-7-3 is a Juego Real and beats the esku\'s 31 at the juego paso (B: 3); its medias beat the aces (B: 2)', () => {
    const s = settled(deal(`${G_C} | p: 0n 1y 2y 3n | p: 1p 2p | j: 0y 1y 2n 3n | j: 0p 1p`, H, { rules: { preset: 'ffmus', juegoReal: 'any' } }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'B:3:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 2, 1, 1]);
  });

  it('four kings: 7-7-7-3 is 24, no juego, and 2-1 is no pair — B alone has pares (2), A alone juego (the 31: 3); no dialogue at either', () => {
    const s = settled(deal(`${G_C} | p: 0n 1y 2n 3n | j: 0y 1n 2n 3n`, H, { rules: { preset: 'ffmus', kings: 4, juegoReal: 'any' } }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'A:3:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 2, 1, 0]);
  });

  it('four kings: seat 2 saying ba with 2-1 is a false ba (FFMus art. 13 a: its partner has none) — the pares bets are voided and B counts its medias', () => {
    const s = settled(deal(`${G_C} | p: 0n 1y 2y 3n | p: 1b2 2s | j: 0y 1n 2n 3n`, H, { rules: { preset: 'ffmus', kings: 4 } }));
    expect(s.errors).toMatchObject([{ seat: 2, kind: 'false-ba', rule: 'FFMus art. 13 a' }]);
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:penalty:pares', 'A:3:base:juego']);
  });
});

describe('a hordago at the targets 30 and 50 (FFMus art. 10; Memo Mus ch. IV-2-D « le meilleur gagne la manche »)', () => {
  // No pares, no juego. Grande: seat 0 (K-Q-7-1); chica: seat 1 (1-4-5-6); punto: seat 3 (29).
  const N = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
  const NONE = 'p: 0n 1n 2n 3n | j: 0n 1n 2n 3n';

  it('target 30, 12-25: a kanta at the punto gives seat 3 the manche — B 30, A keeps 12', () => {
    const s = settled(deal(`${G_C} | ${NONE} | t: 0o 1s`, N, { rules: { preset: 'ffmus', target: 30 }, score: { A: 12, B: 25 } }));
    expect(credits(s)).toEqual(['B:5:ordago:punto:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 12, B: 30 } });
  });

  it('target 50 with four players, 49-3: the hordago at the punto refused pays 1 — A\'s 50th, in the dialogue', () => {
    const s = settled(deal(`${G_C} | ${NONE} | t: 0o 1f`, N, { rules: { preset: 'ffmus', target: 50 }, score: { A: 49, B: 3 } }));
    expect(credits(s)).toEqual(['A:1:tira:punto:dialogue:FFMus Le dialogue']);
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 50, B: 3 } });
  });

  it('target 50, 40-20: at 40 the manche is not over; a kanta at grande gives seat 0 the remaining 10', () => {
    const s = settled(deal('g: 0o 1s', N, { rules: { preset: 'ffmus', target: 50 }, score: { A: 40, B: 20 } }));
    expect(credits(s)).toEqual(['A:10:ordago:grande:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 50, B: 20 } });
  });
});
