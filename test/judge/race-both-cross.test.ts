/**
 * Judge cases, fourth set: both teams would pass 40 in the same deal; the first 40th point wins (Memo
 * Mus ch. IX « L'équipe gagnante est celle qui empoche la première le 40ème point … d'abord ceux acquis
 * au fil des phases (points laissés par tira) ; puis ceux issus des différentes phases (iduki et valeur de
 * base) et ce dans l'ordre de celles-ci (Grand, Petit, Paires, Jeu ou Point) »; FFMus art. 17 « les points
 * laissés TIRA se tirent au fur et à mesure »). Worked by hand; the credit that reaches 40 applies only
 * what was lacking, those after it are not counted.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, settled } from '../helpers/settle.js';

// Pares: seat 0 medias of 5s, seat 1 duples 6-6-4-4, seat 2 a pair of 7s, seat 3 a pair of sotas; no juego.
// Grande seat 3 (S-S-4-A), chica seat 2 (A-4-7-7), punto seat 3 (25).
const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';
const P_REST = `p: 0y 1y 2y 3y | ${allPass('g').replace('g:', 'p:')} | j: 0n 1n 2n 3n | ${allPass('t')}`;
// Juego: seat 0 K-Q-7-5 (32), seat 1 K-Q-S-A (31), seat 2 S-S-7-5 (32, pair of sotas), seat 3 K-S-7-4 (31).
// Grande seat 1 (K-Q-S), chica seat 1 (the only ace).
const J = '12 11 7 5 / 12 11 10 1 / 10 10 7 5 / 12 10 7 4';
// No pares or juego: grande seat 0, chica seat 1, punto seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
// Memo Mus ch. V's hand: seat 0 a pair of kings and 32, seat 2 medias of sotas and 31; B holds neither.
const M = '12 12 7 5 / 1 4 5 6 / 10 10 10 1 / 4 5 6 7';

describe('Memo Mus ch. IX: the chica comes before the pares', () => {
  it('38-37: B\'s grande paso (38), then A\'s chica iduki (2) is A\'s 40th — B\'s duples (3) would have been its 41st, too late', () => {
    const s = settled(deal(`${allPass('g')} | c: 0b2 1s | ${P_REST}`, P, { score: { A: 38, B: 37 } }));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:2:iduki:chica:showdown:FFMus art. 17',
      'B:3:base:pares:showdown:FFMus art. 17 (not counted)',
      'B:1:base:pares:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 38 } });
    expect(s.ledger[1]).toMatchObject({ seat: 2, decisive: true });
  });

  it('37-38: the same deal; the chica iduki leaves A at 39 and B\'s duples apply 1 of their 3 — B wins', () => {
    const s = settled(deal(`${allPass('g')} | c: 0b2 1s | ${P_REST}`, P, { score: { A: 37, B: 38 } }));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:2:iduki:chica:showdown:FFMus art. 17',
      'B:3=1:base:pares:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 39, B: 40 } });
  });
});

describe('Memo Mus ch. IX « d\'abord ceux acquis au fil des phases (points laissés par tira) »', () => {
  it('38-38: A draws the juego tira in the dialogue (39) — still B\'s grande iduki, counted first at the showdown, is the 40th; A\'s juegos never count', () => {
    const s = settled(deal(`g: 0b2 1s | ${allPass('c')} | p: 0n 1n 2y 3n | j: 0y 1y 2y 3y | j: 0b2 1f`, J, { score: { A: 38, B: 38 } }));
    expect(credits(s)).toEqual([
      'A:1:tira:juego:dialogue:FFMus art. 17',
      'B:2:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17 (not counted)',
      'A:1:base:pares:showdown:FFMus art. 17 (not counted)',
      'A:2:base:juego:showdown:FFMus art. 17 (not counted)',
      'A:2:base:juego:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 39, B: 40 } });
  });

  it('39-38: a pares tira drawn by A is its 40th at once — B\'s grande iduki, standing since the first phase, is never counted; the deal ends in the dialogue', () => {
    const s = settled(deal(`g: 0b2 1s | ${allPass('c')} | p: 0y 1y 2y 3y | p: 0b2 1f`, undefined, { score: { A: 39, B: 38 } }));
    expect(credits(s)).toEqual(['A:1:tira:pares:dialogue:FFMus art. 17']);
    expect(s).toMatchObject({ end: 'dialogue', winner: 'A', scoreAfter: { A: 40, B: 38 } });
  });
});

describe('the credit that reaches 40 applies only what was lacking', () => {
  it('0-33: B takes the grande and chica paso (35), A its pair d\'office (1), then B\'s juego iduki of 10 (imido 2, 8 gehiago, seen) applies 5; B\'s two 31s are not counted', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1n 2y 3n | j: 0y 1y 2y 3y | j: 0b2 1r8 0s`, J, { score: { A: 0, B: 33 } }));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'B:10=5:iduki:juego:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17 (not counted)',
      'B:3:base:juego:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 1, B: 40 } });
  });

  it('0-38: the punto iduki (2) applies 1 after B\'s chica paso (39); the point du Pontua, « crédité qu\'en tout dernier », is not counted', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0b2 1s`, H, { score: { A: 0, B: 38 } }));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:2=1:iduki:punto:showdown:FFMus art. 17',
      'B:1:base:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger[2]).toMatchObject({ seat: 3, decisive: true });
  });

  it('Memo Mus ch. V\'s hand at 37-0 (esku 0): A counts its pares d\'office in speaking order — seat 0\'s pair (39), then seat 2\'s medias apply 1; the juego values 2 + 3 are not counted', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1n 2y 3n | j: 0y 1n 2y 3n`, M, { score: { A: 37, B: 0 } }));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2=1:base:pares:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17 (not counted)',
      'A:3:base:juego:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 1, 0, 2, 0, 2]);
  });

  it('the same hand with esku seat 2: seat 2 is counted first, its medias apply 2 and are the 40th; seat 0\'s pair is not counted', () => {
    const s = settled(deal('g: 2p 3p 0p 1p | c: 2p 3p 0p 1p | p: 2y 3n 0y 1n | j: 2y 3n 0y 1n', M, { esku: 2, score: { A: 37, B: 0 } }));
    expect(credits(s).slice(2, 4)).toEqual(['A:2:base:pares:showdown:FFMus art. 17', 'A:1:base:pares:showdown:FFMus art. 17 (not counted)']);
    expect(s.ledger[2]).toMatchObject({ seat: 2, decisive: true });
    expect(s.scoreAfter).toEqual({ A: 40, B: 1 });
  });
});
