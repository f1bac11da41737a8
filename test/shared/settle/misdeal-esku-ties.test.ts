/**
 * Ties when the esku himself is found misdealt (FFMus art. 5: « n'entrera pas dans le jeu »): art. 17
 * « En cas d'égalité parfaite, le ESKU l'emporte » names a player who no longer plays. The engine
 * keeps the speaking order of the deal and skips the seat that is out, so a tie goes to the next seat
 * round from the esku (docs/rules.md, "Where the sources disagree").
 */
import { describe, expect, it } from 'vitest';
import { deal } from '../../helpers/dsl.js';
import { settled } from '../../helpers/settle.js';

describe('the esku out of the deal: ties go to the next seat round from him', () => {
  // seat 0 (the esku, A) passes at grande and is found misdealt at chica; seats 1 (B) and 2 (A) hold the same K-C-5-4
  // (grande and punto 29 tied), seat 3 (B) 10-7-6-1 the best chica
  const script = 'g: 0p 1p 2p 3p | c: 0x 1p 2p 3p | p: 1n 2n 3n | j: 1n 2n 3n | t: 1p 2p 3p';
  const hands = '- / 12 11 5 4 / 12 11 5 4 / 10 7 6 1';

  it('grande and punto tied between seats 1 and 2: seat 1, the next after the esku, takes both', () => {
    const s = settled(deal(script, hands));
    expect(s.out).toEqual([0]);
    const paso = s.ledger.filter((c) => c.kind === 'paso').map((c) => [c.phase, c.seat, c.team]);
    expect(paso).toEqual([['grande', 1, 'B'], ['chica', 3, 'B'], ['punto', 1, 'B']]);
  });

  it('the esku seat 2 misdealt: the same hands tie between seats 3 and 0, and seat 3 takes them', () => {
    const s = settled(deal('g: 2p 3p 0p 1p | c: 2x 3p 0p 1p | p: 3n 0n 1n | j: 3n 0n 1n | t: 3p 0p 1p', '12 11 5 4 / 10 7 6 1 / - / 12 11 5 4', { esku: 2 }));
    const paso = s.ledger.filter((c) => c.kind === 'paso').map((c) => [c.phase, c.seat]);
    expect(paso).toEqual([['grande', 3], ['chica', 1], ['punto', 3]]);
  });
});
