/**
 * Judge cases, fourth set: the base values of pares and juego, counted for the whole team, on the
 * worked examples of the texts (Memo Mus ch. V « Si un joueur a une paire simple et 32 au Jeu et que son
 * partenaire a 3 cartes pareilles (mediak) et 31 au Jeu. Cela fera aux Paires : 1 point + 2 points = 3
 * points ; et au Jeu: 2 points (le 32) + 3 points (le 31) »; « si l'on a une paire de valet et
 * l'adversaire une paire de 6. Si l'on a laissé tirer (tira), c'est l'adversaire qui … comptera la valeur
 * de base de sa paire. Au total il aura eu 2 points »; Memo Mus addenda IV « au Jeu 35 contre 40 …
 * sauvé par son partenaire qui aurait 31 … les points du dialogue + 5 points des valeurs de base »;
 * FFMus art. 17 « Paires … 1 point (paires) 2 points (mediak) ou 3 points (doubles) … Le Jeu … 2 points
 * (jeu) ou 3 (pour le 31) »). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, lines, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('Memo Mus ch. V: « Ces valeurs sont cumulées par équipe »', () => {
  // seat 0 K-K-7-5 (a pair of kings, 32), seat 2 S-S-S-A (medias of sotas, 31); B: A-4-5-6 and 4-5-6-7.
  const M = '12 12 7 5 / 1 4 5 6 / 10 10 10 1 / 4 5 6 7';

  it('A alone holds pares and juego: no dialogue; pares 1 + 2 = 3, juego 2 + 3 = 5, each credit naming its seat; the punto is not played', () => {
    const s = settled(deal(`${G_C} | p: 0y 1n 2y 3n | j: 0y 1n 2y 3n`, M));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2:base:pares:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
      'A:3:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 1, 0, 2, 0, 2]);
    expect(s.scoreAfter).toEqual({ A: 9, B: 1 });
  });

  it('the same hands, esku seat 3 (order 3, 0, 1, 2): the same values, counted seat 0 then seat 2', () => {
    const s = settled(deal('g: 3p 0p 1p 2p | c: 3p 0p 1p 2p | p: 3n 0y 1n 2y | j: 3n 0y 1n 2y', M, { esku: 3 }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:2:base:pares', 'A:2:base:juego', 'A:3:base:juego']);
  });
});

describe('Memo Mus ch. V: a pair of sotas lays down a bet against a pair of 6s', () => {
  // seat 0 S-S-5-4 (29), seat 1 6-6-7-A (20), seat 2 K-7-5-4, seat 3 C-7-5-A. Pares: seats 0 and 1 only.
  // Grande seat 2, chica seat 3, punto seat 0 (29).
  const S6 = '10 10 5 4 / 6 6 7 1 / 12 7 5 4 / 11 7 5 1';

  it('« Au total il aura eu 2 points »: seat 1 bets, seat 0 tira — B draws 1 at once and counts its pair of 6s (1); A\'s better sotas count nothing', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0p 1b2 0f | j: 0n 1n 2n 3n | ${allPass('t')}`, S6));
    expect(credits(s)).toEqual([
      'B:1:tira:pares:dialogue:FFMus art. 17',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'A:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[3]?.seat).toBe(1);
  });

  it('the same bet seen: the sotas win the iduki (2) and their pair (1) — A 1 + 2 + 1 + 1 = 5, B 1', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0p 1b2 0s | j: 0n 1n 2n 3n | ${allPass('t')}`, S6));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:2:iduki:pares', 'A:1:base:pares', 'A:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 5, B: 1 });
  });
});

describe('Memo Mus addenda IV: « 35 contre 40 … sauvé par son partenaire qui aurait 31 »', () => {
  // seat 0 K-Q-S-5 (35), seat 1 K-Q-S-S (40, a pair of sotas), seat 2 K-Q-S-A (31), seat 3 4-5-6-7 (22).
  // Grande seat 1 (K-Q-S-S), chica seat 2 (the ace); pares: seat 1 only.
  const SAVED = '12 11 10 5 / 12 11 10 10 / 12 11 10 1 / 4 5 6 7';

  it('seat 0 bets 2 at juego with 35, seat 1 (40) sees: A wins on seat 2\'s 31 — the iduki 2 + 5 (2 for the 35, 3 for the 31)', () => {
    const s = settled(deal(`${G_C} | p: 0n 1y 2n 3n | j: 0y 1y 2y 3n | j: 0b2 1s`, SAVED));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'A:2:iduki:juego:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
      'A:3:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.slice(3).map((c) => c.seat)).toEqual([2, 0, 2]);
    expect(s.scoreAfter).toEqual({ A: 8, B: 2 });
  });

  it('without the partner\'s 31 (seat 2 holds A-4-5-6, no juego): the 40 wins — B takes the 2 and counts 2; the 35 counts nothing', () => {
    const s = settled(deal(`${G_C} | p: 0n 1y 2n 3n | j: 0y 1y 2n 3n | j: 0b2 1s`, '12 11 10 5 / 12 11 10 10 / 1 4 5 6 / 4 5 6 7'));
    expect(lines(s).slice(-2)).toEqual(['B:2:iduki:juego', 'B:2:base:juego']);
  });
});

describe('FFMus art. 17 base values, one per kind of pares and juego', () => {
  it('four of a kind (5-5-5-5) held alone is duples: 3 (Memo Mus ch. V « 4 cartes pareilles ou double paire (dobliak), 3 points »)', () => {
    // seat 1 K-C-7-A (grande, chica); seat 3 C-S-6-4 (the punto, 30)
    const s = settled(deal(`${G_C} | p: 0y 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`, '5 5 5 5 / 12 11 7 1 / 10 7 6 4 / 11 10 6 4'));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'A:3:base:pares', 'B:1:paso:punto']);
  });

  it('a juego of 40 counts 2 like any juego but the 31: seat 0 K-K-Q-S (40, a pair of kings) alone holds juego and pares — 2 and 1', () => {
    const s = settled(deal(`${G_C} | p: 0y 1n 2n 3n | j: 0y 1n 2n 3n`, '12 12 11 10 / 1 4 5 6 / 7 6 4 1 / 7 5 4 2'));
    expect(lines(s).slice(2)).toEqual(['A:1:base:pares', 'A:2:base:juego']);
  });

  it('two 31s in one team count 3 + 3 (juego paso): seat 1 K-Q-S-A and seat 3 K-S-7-4 beat A\'s two 32s — B 6', () => {
    const s = settled(deal(`${G_C} | p: 0n 1n 2y 3n | j: 0y 1y 2y 3y | ${'j: 0p 1p 2p 3p'}`, '12 11 7 5 / 12 11 10 1 / 10 10 7 5 / 12 10 7 4'));
    expect(lines(s).slice(-2)).toEqual(['B:3:base:juego', 'B:3:base:juego']);
    expect(s.ledger.slice(-2).map((c) => c.seat)).toEqual([1, 3]);
  });
});

describe('the same cards with eight or four kings (Pagat « pictures are worth 10 (including threes, which are really kings) … twos are really aces and so are worth 1 »; docs/rules-presets.md `kings`)', () => {
  // seat 0 3-2-7-6, seat 1 K-4-5-A (20), seat 2 A-4-5-6 (16), seat 3 A-4-5-7 (17); no pares, no juego either way.
  const K = '3 2 7 6 / 12 4 5 1 / 5 4 6 1 / 7 5 4 1';
  const ALL = `${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

  it('eight kings: seat 0 is K-7-6-A — the best grande (7 over seat 1\'s 5) and the best punto (24); the chica to seat 2', () => {
    const s = settled(deal(ALL, K));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 2, 0]);
  });

  it('four kings: seat 0 is 7-6-3-2 (18) — seat 1\'s king takes the grande and its 20 the punto; the chica stays with seat 2 (an ace is below a 2)', () => {
    const s = settled(deal(ALL, K, { rules: { preset: 'ffmus', kings: 4 } }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 2, 1]);
  });
});
