/**
 * Judge cases, fourth set: a hordago seen (kanta) at each of the five phases, with the score carried
 * into the deal (FFMus art. 10 « Après un Hordago Kanta aucun point (tantto) ne sera tiré »; Le dialogue
 * 2-D « Là, le jeu s'arrête et le meilleur gagne la manche sur cette phase »; Memo Mus ch. I « Une manche
 * est gagnée quand on tire le 40ème point »). The kanta credits the winner exactly the tantos it lacked;
 * the loser keeps what it had, tiras drawn earlier in the deal included (art. 17 « au fur et à mesure »);
 * the paso and iduki left standing at the earlier phases are never counted. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure, settled } from '../helpers/settle.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (K-S-5-4 = 29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const G_C = `${allPass('g')} | ${allPass('c')}`;
const NONE = 'p: 0n 1n 2n 3n | j: 0n 1n 2n 3n';
// Pares: seat 0 medias of 5s, seat 1 duples 6-6-4-4 (the best), seat 2 a pair of 7s, seat 3 a pair of
// sotas; nobody has juego (16, 20, 19, 25): grande seat 3, chica seat 2, punto seat 3.
const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';
// Juego: seat 0 K-Q-7-5 (32), seat 1 K-Q-S-A (31), seat 2 S-S-7-5 (32, a pair of sotas), seat 3
// K-S-7-4 (31). Only seat 2 holds pares: no pares dialogue.
const J = '12 11 7 5 / 12 11 10 1 / 10 10 7 5 / 12 10 7 4';

describe('FFMus art. 10: a kanta at each phase gives the best hand of that phase the rest of the manche', () => {
  it('grande at 12-30: seat 0 says hordago, seat 1 kanta — seat 0\'s K-Q takes the 28 tantos A lacked; B keeps 30', () => {
    const s = settled(deal('g: 0o 1s', H, { score: { A: 12, B: 30 } }));
    expect(credits(s)).toEqual(['A:28:ordago:grande:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ end: 'ordago', winner: 'A', scoreAfter: { A: 40, B: 30 } });
    expect(s.ledger[0]).toMatchObject({ seat: 0, decisive: true });
  });

  it('chica at 25-7: all pass the grande, seat 0 says hordago at chica and seat 3 (not the first to answer) kanta — seat 1\'s A-4 wins: B 7 → 40; the grande paso is never counted', () => {
    const s = settled(deal(`${allPass('g')} | c: 0o 3s`, H, { score: { A: 25, B: 7 } }));
    expect(credits(s)).toEqual(['B:33:ordago:chica:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 25, B: 40 } });
    expect(s.ledger[0]?.seat).toBe(1);
  });

  it('the loser keeps a tira drawn earlier in the deal: A draws the grande tira (26), then B wins the chica kanta — 26-40', () => {
    const s = settled(deal('g: 0b2 1f | c: 0o 1s', H, { score: { A: 25, B: 7 } }));
    expect(credits(s)).toEqual(['A:1:tira:grande:dialogue:FFMus art. 17', 'B:33:ordago:chica:showdown:FFMus art. 10']);
    expect(s.scoreAfter).toEqual({ A: 26, B: 40 });
  });

  it('pares at 20-20: everyone holds pares, seat 0 hordago, seat 1 kanta — seat 1\'s duples take the manche (B +20); the pares base values are never counted', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1y 2y 3y | p: 0o 1s`, P, { score: { A: 20, B: 20 } }));
    expect(credits(s)).toEqual(['B:20:ordago:pares:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 20, B: 40 } });
  });

  it('pares: the kanta said by the weaker side wins nothing for it — seat 1 hordago, seat 2 (pair of 7s) kanta: B\'s duples still take the manche', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1y 2y 3y | p: 0p 1o 2s`, P, { score: { A: 35, B: 0 } }));
    expect(credits(s)).toEqual(['B:40:ordago:pares:showdown:FFMus art. 10']);
    expect(s.scoreAfter).toEqual({ A: 35, B: 40 });
  });

  it('juego at 39-0: A one tanto short, seat 0 (32) says hordago, seat 1 (31) kanta — B takes all 40 from 0', () => {
    const s = settled(deal(`${G_C} | p: 0n 1n 2y 3n | j: 0y 1y 2y 3y | j: 0o 1s`, J, { score: { A: 39, B: 0 } }));
    expect(credits(s)).toEqual(['B:40:ordago:juego:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 39, B: 40 } });
    expect(s.ledger[0]?.seat).toBe(1);
  });

  it('juego, the two 31s of B: seat 1 (nearer the esku seat 0) is named the winner, not seat 3', () => {
    const s = settled(deal(`${G_C} | p: 0n 1n 2y 3n | j: 0y 1y 2y 3y | j: 0p 1p 2o 3s`, J, { score: { A: 0, B: 0 } }));
    expect(s.ledger).toHaveLength(1);
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 40, kind: 'ordago', phase: 'juego', seat: 1 });
  });

  it('punto at 30-10: nobody has juego, seat 0 hordago, seat 1 kanta — seat 3\'s 29 takes 30 tantos for B; no point du Pontua after the kanta', () => {
    const s = settled(deal(`${G_C} | ${NONE} | t: 0o 1s`, H, { score: { A: 30, B: 10 } }));
    expect(credits(s)).toEqual(['B:30:ordago:punto:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 30, B: 40 } });
  });

  it('a kanta worth one tanto: at 39-39 a grande hordago seen gives seat 0 exactly 1', () => {
    const s = settled(deal('g: 0o 1s', H, { score: { A: 39, B: 39 } }));
    expect(credits(s)).toEqual(['A:1:ordago:grande:showdown:FFMus art. 10']);
    expect(s.scoreAfter).toEqual({ A: 40, B: 39 });
  });

  it('a hordago over raises, seen: imido 2, 3 gehiago, hordago, kanta — the stake is the manche, the 5 on the table count for nothing (grande to seat 0)', () => {
    const s = settled(deal('g: 0b2 1r3 0o 1s', H, { score: { A: 4, B: 6 } }));
    expect(credits(s)).toEqual(['A:36:ordago:grande:showdown:FFMus art. 10']);
  });

  it('art. 10 « le jeu s\'arrête »: after a kanta no word is taken — a chica pass said after the grande kanta is refused', () => {
    expect(failure(deal('g: 0o 1s | c: 0p', H)).path).toBe('actions[2]');
  });
});
