/**
 * Judge cases, fourth set: a chica tie at six players at each esku (FFMus art. 17 « En cas d'égalité
 * parfaite, le ESKU l'emporte dans tous les cas de figure »; Memo Mus ch. I « On peut jouer au mus à six …
 * Les manches se jouent en 50 points »), and the Juego Real at four players when a juego hordago is seen
 * (Pagat « Juego Real … beats an ordinary Juego of 31 points, and is the only way a Juego of 31 held by
 * the Mano can be beaten », « For some players, the 10 point card in a Juego Real must be the Sota of
 * Coins », « Juego Real is valued as 3 points »; FFMus art. 10). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { credits, lines, settled } from '../helpers/settle.js';
import type { RulesSpec } from '../../shared/index.js';

describe('six players: seats 2 (A) and 5 (B) hold the same chica, A-4-5-S (the 2 of seat 5 is an ace)', () => {
  // seat 0 K-Q-7-A (28, the best grande), seat 1 K-Q-6-4 (30, the best punto), seat 2 A-4-5-S (20),
  // seat 3 K-7-6-5 (28), seat 4 S-7-6-4 (27), seat 5 2-4-5-S (20). No pares, no juego.
  const SIX = '12 11 7 1 / 12 11 6 4 / 1 4 5 10 / 12 7 6 5 / 10 7 6 4 / 2 4 5 10';
  const rules: RulesSpec = { preset: 'ffmus', players: 6 };
  const all = (e: number) => `${allPass('g', e, 6)} | ${allPass('c', e, 6)} | ${decl('p', 'nnnnnn', e)} | ${decl('j', 'nnnnnn', e)} | ${allPass('t', e, 6)}`;
  // [esku, the chica's seat]: the one of 2 and 5 met first from the esku
  const CASES: [number, number][] = [[0, 2], [1, 2], [2, 2], [3, 5], [4, 5], [5, 5]];
  for (const [esku, seat] of CASES) {
    it(`esku seat ${esku}: the chica goes to seat ${seat}; grande seat 0, punto seat 1`, () => {
      const s = settled(deal(all(esku), SIX, { esku, rules }));
      expect(lines(s)).toEqual(['A:1:paso:grande', `${seat === 2 ? 'A' : 'B'}:1:paso:chica`, 'B:1:paso:punto']);
      expect(s.ledger.map((c) => c.seat)).toEqual([0, seat, 1]);
    });
  }
});

describe('Juego Real and a juego hordago seen, four players', () => {
  // seat 0 (esku) K-Q-S-A 31; seat 1 7-7-7-S 31 (medias of 7s); seats 2 K-6-5-4 and 3 C-6-5-4 (25).
  // Only seat 1 holds pares (B 2 d'office). Grande seat 0 (K-Q-S), chica seat 0 (the ace).
  const R = (sota: string) => `12 11 10 1 / 7 7 7 ${sota} / 12 6 5 4 / 11 6 5 4`;
  const SCRIPT = `${allPass('g')} | ${allPass('c')} | p: 0n 1y 2n 3n | j: 0y 1y 2n 3n | j: 0o 1s`;

  it('juegoReal off: the esku\'s 31 wins the kanta at 12-20 — A takes the 28 it lacked', () => {
    const s = settled(deal(SCRIPT, R('10'), { score: { A: 12, B: 20 } }));
    expect(credits(s)).toEqual(['A:28:ordago:juego:showdown:FFMus art. 10']);
    expect(s.ledger[0]?.seat).toBe(0);
  });

  it('juegoReal any: 7-7-7-S beats the esku\'s 31 — B takes the 20 it lacked', () => {
    const s = settled(deal(SCRIPT, R('10'), { score: { A: 12, B: 20 }, rules: { preset: 'ffmus', juegoReal: 'any' } }));
    expect(credits(s)).toEqual(['B:20:ordago:juego:showdown:FFMus art. 10']);
    expect(s.ledger[0]?.seat).toBe(1);
  });

  it('juegoReal oros: with the sota of oros B wins; with the sota of copas the 31 is plain and the esku wins', () => {
    const rules = { preset: 'ffmus', juegoReal: 'oros' } as const;
    expect(settled(deal(SCRIPT, R('10o'), { rules })).ledger[0]).toMatchObject({ team: 'B', kind: 'ordago', seat: 1 });
    expect(settled(deal(SCRIPT, R('10c'), { rules })).ledger[0]).toMatchObject({ team: 'A', kind: 'ordago', seat: 0 });
  });

  it('« valued as 3 points »: the same hands, juego passed under juegoReal any — B counts its medias (2) and the Juego Real 3; A\'s 31 nothing', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1y 2n 3n | j: 0y 1y 2n 3n | j: 0p 1p`, R('10'), { rules: { preset: 'ffmus', juegoReal: 'any' } }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'B:3:base:juego']);
  });
});
