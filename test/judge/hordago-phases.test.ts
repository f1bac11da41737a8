/**
 * Judge cases: the hordago at each phase, after raises, after a biak, and ties at a kanta (FFMus
 * arts. 10, 17; Le dialogue « Autre ex. : imido + 3 points de plus + 5 points de plus + hordago + tira :
 * on laisse tirer 10 points », « Si 2 adversaires ont le même jeu, en cas de paso, d'iduki ou de kanta,
 * celui qui gagnera la mise sera celui qui sera esku par rapport à l'autre »; Memo Mus ch. IV-2-D,
 * VIII). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { lines, settled } from '../helpers/settle.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-1); chica: seat 1 (1-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const G_C = `${allPass('g')} | ${allPass('c')}`;
const NONE = 'p: 0n 1n 2n 3n | j: 0n 1n 2n 3n';
// Pares: seat 0 medias of 5s (2), seat 1 duples (3), seat 2 a pair of 7s (1), seat 3 a pair of sotas (1).
// Grande seat 3, chica seat 2, punto seat 3 (25); no juego.
const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';

describe('a hordago refused after bets', () => {
  it('Le dialogue « hordago + tira »: at the punto, imido 2, B 3 gehiago, A hordago, B tira — A draws 5 at once; the punto point goes to A, last (FFMus art. 17 « Le Point »)', () => {
    const s = settled(deal(`${G_C} | ${NONE} | t: 0b2 1r3 0o 1f`, H));
    expect(lines(s)).toEqual(['A:5:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:punto']);
    expect(s.ledger[0]).toMatchObject({ when: 'dialogue', seat: 0, rule: 'FFMus Le dialogue' });
    expect(s.ledger[3]).toMatchObject({ when: 'showdown', rule: 'FFMus art. 17' });
    expect(s.scoreAfter).toEqual({ A: 7, B: 1 });
  });

  it('at pares, imido 2, B 3 gehiago, A hordago, B tira — A draws 5, and counts its medias (2) and its pair (1): the base values go to the team that did not refuse (Memo Mus ch. V)', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2y 3y | p: 0b2 1r3 0o 1f | j: 0n 1n 2n 3n | ${allPass('t')}`, P));
    expect(lines(s)).toEqual(['A:5:tira:pares', 'B:1:paso:grande', 'A:1:paso:chica', 'A:2:base:pares', 'A:1:base:pares', 'B:1:paso:punto']);
    expect(s.ledger.filter((c) => c.kind === 'base').map((c) => c.seat)).toEqual([0, 2]);
    expect(s.scoreAfter).toEqual({ A: 9, B: 2 });
  });

  it('FFMus art. 17 « Si le Grand a été laissé après un Embido, on ne tire rien »: an opening hordago at grande refused pays 1 (Le dialogue « Quelle que soit la mise initiale (imido, x imido ou hordago), quand elle est suivie d’un tira, 1 seul point sera tiré »), and the grande gives nothing more at the count', () => {
    const s = settled(deal(`g: 0o 1f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger[0]).toMatchObject({ rule: 'FFMus Le dialogue', when: 'dialogue' });
  });
});

describe('a kanta after a biak (Memo Mus ch. VIII; FFMus art. 10)', () => {
  it('biak imido: iduki at grande, tira at chica (A draws 1), then a kanta at the punto — the 29 of seat 3 takes the manche; the grande iduki is never counted, A keeps its chica point', () => {
    const s = settled(deal(`g: 0B2 1s | c: 1f | ${NONE} | t: 0o 3s`, H, { score: { A: 10, B: 20 } }));
    expect(lines(s)).toEqual(['A:1:tira:chica', 'B:20:ordago:punto']);
    expect(s.ledger[1]).toMatchObject({ seat: 3, rule: 'FFMus art. 10', decisive: true });
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 11, B: 40 } });
  });

  it('biak imido answered by a plain hordago at grande and seen: the grande decides the manche (A), chica is never played', () => {
    const s = settled(deal('g: 0B2 1o 2s', H, { score: { A: 5, B: 12 } }));
    expect(s.ledger).toMatchObject([{ team: 'A', points: 35, kind: 'ordago', phase: 'grande', seat: 0, rule: 'FFMus art. 10' }]);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 12 } });
  });
});

describe('ties at a kanta go to the seat nearer the esku (Le dialogue; FFMus art. 17)', () => {
  // seat 0 K-Q-S-A 31, seat 3 S-Q-K-A (the 2 an ace) 31; seats 1, 2 nothing. Esku seat 2: order 2, 3, 0, 1.
  const T = '12 11 10 1 / 1 4 5 6 / 2 4 5 7 / 10 11 12 2';

  it('esku seat 2: the two 31s of seats 3 and 0 — seat 3 speaks first and takes the manche for B', () => {
    const s = settled(deal(`${allPass('g', 2)} | ${allPass('c', 2)} | p: 2n 3n 0n 1n | j: 2n 3y 0y 1n | j: 3o 0s`, T, { esku: 2 }));
    expect(s.ledger).toMatchObject([{ team: 'B', points: 40, kind: 'ordago', phase: 'juego', seat: 3, rule: 'FFMus art. 10' }]);
    expect(s.winner).toBe('B');
  });

  it('the same hands, esku seat 0: seat 0 takes it for A', () => {
    const s = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0y 1n 2n 3y | j: 0o 3s`, T));
    expect(s.ledger).toMatchObject([{ team: 'A', points: 40, kind: 'ordago', phase: 'juego', seat: 0 }]);
  });
});
