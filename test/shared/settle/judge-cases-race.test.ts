/**
 * Judge cases: the race to the 40th point (Memo Mus ch. IX "L'équipe gagnante est celle qui empoche la
 * première le 40ème point (on ne gagne pas 46 points à 42)"; FFMus art. 17). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { failure, lines, settled } from '../../helpers/settle.js';
import { itemAt } from '../../helpers/item-at.js';

// H1: no pares, no juego; B has the best grande (seat 3), chica (seat 1) and punto (seat 3, 29).
const H1 = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
// H2: no pares, no juego; grande seat 0 (A), chica seat 1 (B), punto seat 3 (B).
const H2 = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;
const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('a tira drawn at once takes the 40th point before the count (FFMus art. 17; Memo Mus ch. IX)', () => {
  it('Memo Mus ch. IX: 39-38, B holds the grande iduki (2, best grande) but A draws the chica tira first: A wins in the dialogue', () => {
    const s = settled(deal('g: 0p 1b2 2s | c: 0b2 1f', H1, { score: { A: 39, B: 38 } }));
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 40, B: 38 } });
    expect(lines(s, true)).toEqual(['A:1:tira:chica']);
  });

  it('Memo Mus ch. IX: 39-39, a punto tira wins the manche for B although A\'s grande paso comes first at the count', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0p 1b2 2f`, H2, { score: { A: 39, B: 39 } }));
    expect(s).toMatchObject({ winner: 'B', end: 'dialogue', scoreAfter: { A: 39, B: 40 } });
    expect(lines(s, true)).toEqual(['B:1:tira:punto']);
  });

  it('Memo Mus ch. IX: a tira at pares reaches 40; the juego is never played, nothing more may be said', () => {
    const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';
    const s = settled(deal(`${G_C} | ${decl('p', 'yyyy')} | p: 0b2 1f`, P, { score: { A: 39, B: 30 } }));
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 40, B: 30 } });
    expect(failure(deal(`${G_C} | ${decl('p', 'yyyy')} | p: 0b2 1f | ${decl('j', 'nnnn')}`, P, { score: { A: 39, B: 30 } })).code).toBe('action/deal-over');
  });
});

describe('the count stops at the target, in phase order (Memo Mus ch. IX)', () => {
  it('Memo Mus ch. IX "on ne gagne pas 46 points à 42": 37-36, grande iduki 5 to A applies 3; B\'s chica iduki and punto are not counted', () => {
    const s = settled(deal(`g: 0b5 1s | c: 0b2 1s | ${REST}`, H2, { score: { A: 37, B: 36 } }));
    expect(lines(s, true)).toEqual(['A:5:iduki:grande', 'B:2:iduki:chica', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => [c.counted, c.applied])).toEqual([[true, 3], [false, 0], [false, 0]]);
    expect(itemAt(s.ledger, 0).decisive).toBe(true);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 36 } });
  });

  it('Memo Mus ch. IX: B reaches 40 on the chica iduki although A\'s pares (2 + 1) and two 31s (3 + 3) would take A to 43', () => {
    // seat 0 K-K-10-1 (pair of kings, 31), seat 1 1-4-5-6 (best chica), seat 2 Q-Q-Q-1 (medias, 31), seat 3 4-5-6-7.
    // (held by A only, the pares come seat by seat: no rule orders one team's own credits.)
    const hands = '12 12 10 1 / 1 4 5 6 / 11 11 11 1 / 4 5 6 7';
    const s = settled(deal(`${G_C.replace(allPass('c'), 'c: 0b2 1r1 0s')} | ${decl('p', 'ynyn')} | ${decl('j', 'ynyn')}`, hands, { score: { A: 33, B: 37 } }));
    expect(lines(s, true)).toEqual(['A:1:paso:grande', 'B:3:iduki:chica', 'A:1:base:pares', 'A:2:base:pares', 'A:3:base:juego', 'A:3:base:juego']);
    expect(s.ledger.map((c) => c.counted)).toEqual([true, true, false, false, false, false]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 34, B: 40 } });
  });

  it('Memo Mus ch. IX "Avoir 31 est bien; mais … sa valeur de base risque d\'être acquise trop tard": B\'s pares (duples) reach 40 before A\'s two 31s', () => {
    // seat 0 31, seat 1 duples 6-6-4-4, seat 2 31, seat 3 a pair of 5s; only one team at pares, one at juego: no dialogue.
    const hands = '12 11 10 1 / 6 6 4 4 / 11 10 7 4 / 5 5 1 7';
    const s = settled(deal(`${G_C} | ${decl('p', 'nyny')} | ${decl('j', 'ynyn')}`, hands, { score: { A: 36, B: 36 } }));
    expect(lines(s, true)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:3:base:pares', 'B:1:base:pares', 'A:3:base:juego', 'A:3:base:juego']);
    expect(s.ledger.map((c) => c.counted)).toEqual([true, true, true, false, false, false]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 37, B: 40 } });
  });

  it('Memo Mus ch. IX: "le point du Point laissé tiré … sera tiré avant l\'iduki du Grand mais la valeur de base du Point … en tout dernier" — 38-39', () => {
    const s = settled(deal(`g: 0b2 1s | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1f`, H1, { score: { A: 38, B: 39 } }));
    expect(lines(s, true)).toEqual(['A:1:tira:punto', 'B:2:iduki:grande', 'B:1:paso:chica', 'A:1:base:punto']);
    expect(s.ledger.map((c) => c.counted)).toEqual([true, true, false, false]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 39, B: 40 } });
  });
});
