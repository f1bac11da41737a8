/**
 * Judge cases, eighth set: everything « en paso », and the base values of the partner whose hand is
 * worse than an opponent's (FFMus Le dialogue 1 « le meilleur des joueurs concernés empochera sa
 * valeur de base à laquelle on ajoutera celle de son partenaire (même si celui-ci a une Paire ou un
 * Jeu moins bon que ses adversaires car on joue en équipe) »; Memo Mus ch. V « Ces valeurs sont
 * cumulées par équipe »; FFMus art. 17 « l'équipe ayant la meilleure paire comptera sa ou ses
 * paires »). Worked by hand; settled by the engine, the command line and the step replay.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits } from '../helpers/settle.js';
import { judged } from './judged.js';

// seat 0 K-K-Q-A: 31 and a pair of kings (the best grande and chica); seat 1 Q-Q-S-S: 40 and duples (the best pares);
// seat 2 K-Q-7-6: 33, no pares; seat 3 4-4-5-6: a pair of 4s (worse than seat 0's kings), 19.
const H = '12 12 11 1 / 11 11 10 10 / 12 11 7 6 / 4 4 5 6';

describe('all paso, both teams holding pares and juego (the punto is not played)', () => {
  it('esku seat 0: grande and chica to seat 0; B\'s duples win the pares and its pair of 4s counts too (3 + 1) though seat 0\'s kings beat it; A\'s 31 wins the juego and its 33 counts too (3 + 2) though seat 1\'s 40 beats it', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1y 2n 3y | p: 0p 1p 3p | j: 0y 1y 2y 3n | j: 0p 1p 2p`, H));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:3:base:pares:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'A:3:base:juego:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.filter((c) => c.kind === 'base').map((c) => c.seat)).toEqual([1, 3, 0, 2]);
    expect(s.scoreAfter).toEqual({ A: 7, B: 4 });
  });

  it('esku seat 3: the same values, each team\'s partners counted in speaking order from the esku (pares: seat 3 then seat 1; juego: seat 0 then seat 2)', async () => {
    const s = await judged(deal(`${allPass('g', 3)} | ${allPass('c', 3)} | p: 3y 0y 1y 2n | p: 3p 0p 1p | j: 3n 0y 1y 2y | j: 0p 1p 2p`, H, { esku: 3 }));
    expect(s.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat ?? '-'}`)).toEqual([
      'A:1:paso:0', 'A:1:paso:0', 'B:1:base:3', 'B:3:base:1', 'A:3:base:0', 'A:2:base:2',
    ]);
  });
});
