/**
 * Judge cases: tira drawn at once vs the count, paso vs iduki, the base values of pares, juego and
 * punto (FFMus art. 17; Memo Mus ch. V, ch. III-3/4/5; FFMus *Le dialogue*). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { failure, lines, settled } from '../../helpers/settle.js';

// H2: no pares, no juego; grande seat 0 (A), chica seat 1 (B), punto seat 3 (B, 29).
const H2 = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;
// P: everyone has pares, nobody juego. Seat 0 medias of 5s, seat 1 duples 6-6-4-4, seat 2 a pair of 7s,
// seat 3 a pair of sotas. Grande seat 3 (the sota), chica seat 2 (1-4-7 beats 1-4-10 and 1-5), punto seat 3 (25).
const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';
const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('tira at once, iduki and paso at the count (FFMus art. 17; Memo Mus ch. V "Rappel")', () => {
  it('FFMus art. 17 "les points laissés TIRA se tirent au fur et à mesure": the chica tira comes before the grande iduki in the ledger', () => {
    const s = settled(deal(`g: 0b2 1s | c: 0b2 1f | ${REST}`, H2));
    expect(lines(s)).toEqual(['A:1:tira:chica', 'A:2:iduki:grande', 'B:1:paso:punto']);
    expect(s.ledger[0]).toMatchObject({ when: 'dialogue', scoreAfter: { A: 1, B: 0 } });
    expect(s.ledger[1]).toMatchObject({ when: 'showdown' });
    expect(s.scoreAfter).toEqual({ A: 3, B: 1 });
  });

  it('FFMus art. 17 Grand/Petit: paso pays 1 to the best hand, iduki pays the points bet (lau tantos imido seen: 5 here)', () => {
    const s = settled(deal(`${allPass('g')} | c: 0b5 1s | ${REST}`, H2));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:5:iduki:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 6 });
  });

  it('FFMus art. 17 Point: iduki pays the points bet plus 1 point du Pontua (3 + 1)', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b3 1s`, H2));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:3:iduki:punto', 'B:1:base:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 5 });
  });

  it('FFMus art. 17 Point: "S\'il y a eu Tira, l\'équipe ayant gagné le Tira comptera 1 point du Pontua" — not the best punto', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1f`, H2));
    expect(lines(s)).toEqual(['A:1:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:punto']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 1 });
  });
});

describe('pares base values: par 1, medias 2, duples 3 (Memo Mus ch. V; FFMus art. 17 "Paires")', () => {
  it('FFMus art. 17 Paires, paso: the best pares (duples) counts 3 and its partner\'s par 1; the losers\' medias count nothing', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yyyy')} | p: 0p 1p 2p 3p | ${decl('j', 'nnnn')} | ${allPass('t')}`, P));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'B:3:base:pares', 'B:1:base:pares', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 6 });
  });

  it('FFMus art. 17 Paires: "S\'il y a eu Iduki, on comptera en plus les points pariés": 2 + 3 gehiago seen = 5, plus 3 + 1', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yyyy')} | p: 0b2 1r3 0s | ${decl('j', 'nnnn')} | ${allPass('t')}`, P));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'B:5:iduki:pares', 'B:3:base:pares', 'B:1:base:pares', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 11 });
  });

  it('Memo Mus ch. V "Les valeurs de base ne sont acquises que si le dialogue a été gagné": after a tira the weaker pares count (medias 2 + par 1)', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yyyy')} | p: 0b2 1f | ${decl('j', 'nnnn')} | ${allPass('t')}`, P));
    expect(lines(s)).toEqual(['A:1:tira:pares', 'B:1:paso:grande', 'A:1:paso:chica', 'A:2:base:pares', 'A:1:base:pares', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 5, B: 2 });
  });

  it('Memo Mus ch. III-3 "Ceux qui ont des Paires DIALOGUENT": only holders speak; the esku without pares may not bet (FFMus art. 16, last line)', () => {
    // seat 0 and seat 3 without pares; seat 1 a pair of 6s, seat 2 a pair of sotas.
    const hands = '12 7 5 1 / 6 6 4 1 / 10 10 5 4 / 12 7 4 1';
    expect(failure(deal(`${G_C} | ${decl('p', 'nyyn')} | p: 0b2`, hands)).code).toBe('action/not-a-holder');
    const s = settled(deal(`${G_C} | ${decl('p', 'nyyn')} | p: 1b2 2s | ${decl('j', 'nnnn')} | ${allPass('t')}`, hands));
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => [c.team, c.points, c.kind, c.seat])).toEqual([['A', 2, 'iduki', 2], ['A', 1, 'base', 2]]);
  });

  it('Memo Mus ch. V "acquises d\'office par l\'équipe possédante si les adversaires n\'en possèdent pas": no dialogue, and a bet is refused', () => {
    const hands = '5 5 5 1 / 12 7 4 1 / 7 7 1 4 / 11 6 5 2';
    expect(failure(deal(`${G_C} | ${decl('p', 'ynyn')} | p: 0b2`, hands)).code).toMatch(/^action\//);
    const s = settled(deal(`${G_C} | ${decl('p', 'ynyn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, hands));
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => [c.team, c.points])).toEqual([['A', 2], ['A', 1]]);
  });
});

describe('juego base values: 31 = 3, every other juego 2 (Memo Mus ch. V; FFMus art. 17 "Le Jeu")', () => {
  // J: seat 0 40 with a pair of kings, seat 1 33, seats 2 and 3 nothing.
  const J = '12 12 11 10 / 12 11 7 6 / 7 6 5 4 / 4 5 6 1';
  it('Memo Mus ch. V: "1 joueur qui gagne un iduki après un imido avec 40 au Jeu aura 4 points" (40 beats 33)', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'yynn')} | j: 0b2 1s`, J));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:2:iduki:juego', 'A:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 6, B: 1 });
  });

  // J2: seat 0 31, seat 1 32, seat 2 33 (sota-caballo-7-6), seat 3 16; no pares.
  const J2 = '12 11 10 1 / 12 11 7 5 / 10 11 7 6 / 4 5 6 1';
  it('FFMus art. 17 Le Jeu, paso: the team of the 31 counts 3 + its partner\'s 33, 2 — the 32 between them counts nothing', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yyyn')} | j: 0p 1p 2p`, J2));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:3:base:juego', 'A:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 6, B: 1 });
  });

  it('Memo Mus ch. V: juego laid down (tira) by the 31 — the 32 draws 1 and counts its 2', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yyyn')} | j: 0p 1b2 2f`, J2));
    expect(lines(s)).toEqual(['B:1:tira:juego', 'A:1:paso:grande', 'B:1:paso:chica', 'B:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('Memo Mus ch. III-5: the punto is played only when nobody has juego — no punto after a ba at juego', () => {
    expect(failure(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnny')} | t: 0p`, '12 7 5 1 / 11 6 4 1 / 10 7 6 4 / 12 11 7 4')).code).toMatch(/^action\//);
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnny')}`, '12 7 5 1 / 11 6 4 1 / 10 7 6 4 / 12 11 7 4'));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:3:base:juego']);
  });
});
