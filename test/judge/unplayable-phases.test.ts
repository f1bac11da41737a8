/**
 * Judge cases: phases nobody can play, and the points « en paso » at the showdown. Pares or juego
 * held by one team only are counted without a dialogue (Memo Mus ch. V « Les valeurs de base des
 * Paires et du Jeu sont naturellement acquises d'office par l'équipe possédante si les adversaires
 * n'en possèdent pas (il n'y a pas de dialogue) »); held by nobody, they count nothing (Pagat « If all
 * four players say "no", then there will be no score for Pares at all »); the punto only when nobody
 * declared juego (Memo Mus ch. III-5). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
const P_NONE = 'p: 0n 1n 2n 3n';

// No pares anywhere; juego held by B only: seat 1 K-Q-S-1 (31), seat 3 K-Q-7-4 (31). Seat 0 1-4-5-6 (16),
// seat 2 S-7-6-2 (24). Grande seat 1 (K-Q-S before K-Q-7), chica seat 0 (1-4 before the 2-6 of seat 2).
const B_JUEGO = '1 4 5 6 / 12 11 10 1 / 10 7 6 2 / 12 11 7 4';

describe('juego held by one team (Memo Mus ch. V « acquises d\'office »)', () => {
  it('nobody has pares, B alone has juego: no dialogue at pares or juego, B counts both 31s (3 + 3), and no punto is played — A\'s 24 and 16 count nothing', () => {
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0n 1y 2n 3y`, B_JUEGO));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.slice(2).map((c) => c.seat)).toEqual([1, 3]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 7 });
  });

  it('there is nothing to bet on: after the ba/ez at juego the dialogue is over, a bet at juego or a word at the punto is refused', () => {
    expect(failure(deal(`${G_C} | ${P_NONE} | j: 0n 1y 2n 3y | j: 1b2`, B_JUEGO)).code).toBe('action/dialogue-over');
    expect(failure(deal(`${G_C} | ${P_NONE} | j: 0n 1y 2n 3y | t: 0p`, B_JUEGO)).code).toBe('action/dialogue-over');
  });

  it('a grande imido seen and a chica imido refused, then juego held by B alone: A draws the chica 1 at once; the grande 2 go to seat 1; B\'s 31s follow', () => {
    const s = settled(deal(`g: 0b2 1s | c: 0b2 1f | ${P_NONE} | j: 0n 1y 2n 3y`, B_JUEGO));
    expect(credits(s)).toEqual([
      'A:1:tira:chica:dialogue:FFMus art. 17',
      'B:2:iduki:grande:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
    ]);
  });
});

describe('pares held by one player, or by nobody', () => {
  it('only seat 2 has pares (medias of 7s): A counts 2 d\'office; nobody has juego, the punto is played « en paso » — 1 to seat 3\'s 29, not to the medias\' team (FFMus art. 17 « S\'il y a eu Paso, celui qui a le meilleur Pontua tirera 1 point »)', () => {
    // seat 0 K-Q-6-1 (27), seat 1 1-4-5-6 (16), seat 2 7-7-7-4 (25), seat 3 K-S-5-4 (29). Grande seat 0 (K-Q), chica seat 1.
    const s = settled(deal(`${G_C} | p: 0n 1n 2y 3n | j: 0n 1n 2n 3n | ${allPass('t')}`, '12 11 6 1 / 1 4 5 6 / 7 7 7 4 / 12 10 5 4'));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:2:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[2]).toMatchObject({ seat: 2 });
    expect(s.ledger[3]).toMatchObject({ seat: 3 });
  });

  it('nobody has pares or juego and everyone passes everywhere: three points, grande, chica, punto — the punto of 30 (K-Q-6-4) beats 29', () => {
    // seat 0 1-4-5-6 (16), seat 1 K-Q-7-1 (28), seat 2 K-Q-6-4 (30), seat 3 S-7-5-2 (23). Grande seat 1 (K-Q-7), chica seat 0.
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0n 1n 2n 3n | ${allPass('t')}`, '1 4 5 6 / 12 11 7 1 / 12 11 6 4 / 10 7 5 2'));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'A:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 0, 2]);
  });
});

describe('everything « en paso » (FFMus Le dialogue 1 « le meilleur des joueurs concernés empochera sa valeur de base à laquelle on ajoutera celle de son partenaire (même si celui-ci a une Paire ou un Jeu moins bon que ses adversaires car on joue en équipe) »)', () => {
  // seat 0 K-Q-5-5 (a pair of 5s, 30), seat 1 K-3-Q-1 (a pair of kings, 31), seat 2 7-7-S-S (duples, 34),
  // seat 3 Q-S-7-6 (33). Grande seat 1 (K-K), chica seat 1 (the ace).
  const ALL = '12 11 5 5 / 12 3 11 1 / 7 7 10 10 / 11 10 7 6';

  it('pares: seat 2\'s duples win, and A adds seat 0\'s pair of 5s though seat 1\'s kings beat it (1 + 3); juego: seat 1\'s 31 wins, and B adds seat 3\'s 33 though seat 2\'s 34 beats it (3 + 2)', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2y 3n | p: 0p 1p 2p | j: 0n 1y 2y 3y | j: 1p 2p 3p`, ALL));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:3:base:pares:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
      'B:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 1, 0, 2, 1, 3]);
    expect(s.scoreAfter).toEqual({ A: 4, B: 7 });
  });

  it('the pares dialogue opens with the first holder in speaking order (seat 0 here); with esku seat 3, who said ez, it is seat 0 again and seat 3 may not open', () => {
    const e = failure(deal(`${allPass('g', 3)} | ${allPass('c', 3)} | p: 3n 0y 1y 2y | p: 3p`, ALL, { esku: 3 }));
    expect(e.code).toBe('action/not-a-holder');
    const s = settled(deal(`${allPass('g', 3)} | ${allPass('c', 3)} | p: 3n 0y 1y 2y | p: 0p 1p 2p | j: 3y 0n 1y 2y | j: 3p 1p 2p`, ALL, { esku: 3 }));
    // with esku 3 the ties do not move anything here: the same credits, in the same order
    expect(credits(s).map((c) => c.split(':').slice(0, 3).join(':'))).toEqual(['B:1:paso', 'B:1:paso', 'A:1:base', 'A:3:base', 'B:2:base', 'B:3:base']);
  });
});
