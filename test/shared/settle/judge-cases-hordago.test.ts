/**
 * Judge cases: hordago kanta at each phase, hordago refused, biak imido / biak hordago
 * (FFMus arts. 9, 10, 17; *Le dialogue*; Memo Mus ch. IV-2-D, VIII and addenda). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';

// H2: no pares, no juego; grande seat 0 (A), chica seat 1 (B), punto seat 3 (B, 29).
const H2 = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;
const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1'; // pares: seat 1 duples best; grande 3, chica 2, punto 3
const J2 = '12 11 10 1 / 12 11 7 5 / 10 11 7 6 / 4 5 6 1'; // juego: seat 0 31, seat 1 32, seat 2 33
const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('hordago kanta at each phase (FFMus art. 10; Memo Mus ch. IV-2-D "le meilleur gagne la manche sur cette phase")', () => {
  it('Memo Mus ch. IV-2-D: kanta at chica — the best chica (B) takes the manche; the grande iduki seen earlier is not counted', () => {
    const s = settled(deal('g: 0b2 1s | c: 0o 1s', H2, { score: { A: 12, B: 25 } }));
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 12, B: 40 } });
    expect(lines(s)).toEqual(['B:15:ordago:chica']);
    expect(s.ledger[0]).toMatchObject({ seat: 1, rule: 'FFMus art. 10' });
  });

  it('Memo Mus ch. IV-2-D: kanta at pares — the duples of seat 1 beat the medias of the esku', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yyyy')} | p: 0o 1s`, P));
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 0, B: 40 } });
    expect(s.ledger).toHaveLength(1);
    expect(s.ledger[0]).toMatchObject({ team: 'B', kind: 'ordago', phase: 'pares', seat: 1, points: 40 });
  });

  it('Memo Mus ch. IV-2-D: kanta at juego — the 31 wins; B\'s earlier grande tira (1) stays (FFMus art. 17, drawn before the kanta)', () => {
    const s = settled(deal(`g: 0b2 1r2 0f | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'yyyn')} | j: 0p 1o 2s`, J2, { score: { A: 20, B: 30 } }));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'A:20:ordago:juego']);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 32 } });
  });

  it('Memo Mus ch. IV-2-D: kanta at punto — the 29 of seat 3 wins', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0o 1s`, H2, { score: { A: 30, B: 5 } }));
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 30, B: 40 } });
    expect(s.ledger.at(-1)).toMatchObject({ phase: 'punto', seat: 3, kind: 'ordago' });
  });

  it('FFMus art. 10 "Après un Hordago Kanta aucun point ne sera tiré": A at 39 would take its 40th on the grande paso, but the chica kanta ends the deal first', () => {
    const s = settled(deal(`${allPass('g')} | c: 0o 1s`, H2, { score: { A: 39, B: 10 } }));
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 39, B: 40 } });
    expect(lines(s)).toEqual(['B:30:ordago:chica']);
  });
});

describe('hordago refused (tira)', () => {
  it('Le dialogue 4 + Memo Mus ch. V: an opening hordago at pares refused pays 1, and the team that did not refuse counts its medias 2 + par 1', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yyyy')} | p: 0o 1f | ${decl('j', 'nnnn')} | ${allPass('t')}`, P));
    expect(lines(s)).toEqual(['A:1:tira:pares', 'B:1:paso:grande', 'A:1:paso:chica', 'A:2:base:pares', 'A:1:base:pares', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 5, B: 2 });
  });

  it('Le dialogue "Après un imido, quel que soit le montant de la première surenchère (même hordago) … 2 points": imido, hordago, tira at juego = 2, then the 32\'s base 2', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yyyn')} | j: 0b2 1o 0f`, J2));
    expect(lines(s)).toEqual(['B:2:tira:juego', 'A:1:paso:grande', 'B:1:paso:chica', 'B:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 5 });
  });
});

describe('biak imido and biak hordago (FFMus art. 9; Le dialogue remarques; Memo Mus ch. VIII, addenda)', () => {
  it('Le dialogue: biak imido, "faire iduki au Grand et laisser tirer le Petit" reversed — tira at grande (1), iduki at chica (2 to the best chica)', () => {
    const s = settled(deal(`g: 0B2 1f | c: 1s | ${REST}`, H2));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'B:2:iduki:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('Memo Mus ch. VIII addenda: biak hordago in answer to an imido, tira at both — grande pays the 2 before the hordago, chica 1', () => {
    const s = settled(deal(`g: 0b2 1O 0f | c: 0f | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:1:tira:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 4 });
  });

  it('Memo Mus ch. VIII addenda: biak hordago in answer, tira at grande then kanta at chica — B (best chica) takes the manche, the 2 drawn stays', () => {
    const s = settled(deal('g: 0b2 1O 0f | c: 2s', H2));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:38:ordago:chica']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 0, B: 40 } });
  });

  it('Memo Mus ch. VIII: B\'s biak hordago after A\'s paso, kanta at grande — A (best grande) takes the manche; chica never played', () => {
    const s = settled(deal('g: 0p 1O 2s', H2, { score: { A: 7, B: 33 } }));
    expect(s).toMatchObject({ winner: 'A', end: 'ordago', scoreAfter: { A: 40, B: 33 } });
    expect(lines(s)).toEqual(['A:33:ordago:grande']);
  });
});
