/**
 * Judge cases: hands that tie, phase by phase, under FFMus art. 17 « En cas d'égalité parfaite, le
 * ESKU l'emporte dans tous les cas de figure » and art. 12 « Lorsque 2 adversaires ont des doubles
 * avec paire supérieure égale, celui qui a la paire inférieure la plus forte l'emporte dans tous les
 * cas. Exemple : 2 onze + 2 sept même en dernière main sont supérieurs à 2 onze + 2 six »; the juego
 * order of Memo Mus ch. III-4 (31 > 32 > 40 > 37 …). Grande and chica compare card by card (Pagat
 * « the higher first card wins, or if these are equal the hand with the higher second card … the
 * higher fourth card »). Eight kings: the 3s are kings, the 2s aces. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { lines, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
const seats = (s: ReturnType<typeof settled>) => s.ledger.map((c) => c.seat);

describe('grande and chica: card by card, then the esku', () => {
  it('the fourth card decides: seat 1\'s K-7-6-5 beats the esku\'s K-7-6-4 at grande; seat 3\'s A-4-5-6 beats seat 2\'s A-4-5-7 at chica', () => {
    // no pares (the 2 of seat 3 is an ace, alone); punto: seat 1 28, seat 0 27, seat 2 17, seat 3 16
    const s = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`, '12 7 6 4 / 3 7 6 5 / 1 4 5 7 / 2 4 5 6'));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(seats(s)).toEqual([1, 3, 1]);
  });

  // seats 1 (R-C-7-A) and 3 (3-C-7-2) hold the same hand for grande, chica and punto (28)
  const SAME = '10 6 5 4 / 12 11 7 1 / 10 7 6 4 / 3 11 7 2';
  it('equal to the last card: esku seat 0 — seat 1 speaks before seat 3 and takes grande, chica and punto', () => {
    const s = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`, SAME));
    expect(seats(s)).toEqual([1, 1, 1]);
  });

  it('the same hands with esku seat 2: the order is 2, 3, 0, 1 — seat 3 takes all three', () => {
    const s = settled(deal(`${allPass('g', 2)} | ${allPass('c', 2)} | p: 2n 3n 0n 1n | j: 2n 3n 0n 1n | ${allPass('t', 2)}`, SAME, { esku: 2 }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(seats(s)).toEqual([3, 3, 3]);
  });
});

describe('pares: FFMus art. 12 and the esku', () => {
  it('art. 12\'s own example « 2 onze + 2 sept même en dernière main sont supérieurs à 2 onze + 2 six »: the last hand (seat 3) beats the esku\'s C-C-6-6 — B takes the iduki 2 and its duples 3', () => {
    // juego: seat 0 32, seat 3 34 (both ba); the 32 beats the 34 (Memo ch. III-4): A counts 2
    // grande: seat 1 R-5-4-A; chica: seat 2 A-4-5-S beats seat 1 A-4-5-R at the fourth card
    const s = settled(deal(`${G_C} | p: 0y 1n 2n 3y | p: 0b2 3s | j: 0y 1n 2n 3y | j: 0p 3p`, '11 11 6 6 / 12 5 4 1 / 10 5 4 2 / 11 11 7 7'));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'B:2:iduki:pares', 'B:3:base:pares', 'A:2:base:juego']);
    expect(seats(s)).toEqual([1, 2, 3, 3, 0]);
  });

  // seat 0 R-R-A-A and seat 1 3-3-2-2: the same duples (kings and aces); seat 3 the best punto (26)
  const DUPLES = '12 12 1 1 / 3 3 2 2 / 7 6 5 4 / 11 6 5 4';
  it('equal duples, both pairs equal (art. 17 « égalité parfaite »): esku seat 0 takes the pares (2 + 3), and the equal grande and chica', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1s | j: 0n 1n 2n 3n | ${allPass('t')}`, DUPLES));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:2:iduki:pares', 'A:3:base:pares', 'B:1:paso:punto']);
    expect(seats(s)).toEqual([0, 0, 0, 0, 3]);
  });

  it('the same hands with esku seat 1: everything tied goes to seat 1 — B 1 + 1 + 2 + 3 + the punto of seat 3', () => {
    const s = settled(deal(`${allPass('g', 1)} | ${allPass('c', 1)} | p: 1y 2n 3n 0y | p: 1b2 0s | j: 1n 2n 3n 0n | ${allPass('t', 1)}`, DUPLES, { esku: 1 }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:2:iduki:pares', 'B:3:base:pares', 'B:1:paso:punto']);
    expect(seats(s)).toEqual([1, 1, 1, 1, 3]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 8 });
  });

  it('duples over medias and medias over a pair whatever the ranks (Pagat « Any duples beats any medias, and any medias beats any par simple, irrespective of the ranks »): A-A + 4-4 of the last hand beats the esku\'s R-R-R', () => {
    // seat 0 R-R-R-7 (37: juego), seat 3 A-A-4-4 (10); seats 1 and 2 no pares, no juego
    const s = settled(deal(`${G_C} | p: 0y 1n 2n 3y | p: 0b2 3s | j: 0y 1n 2n 3n`, '12 12 3 7 / 11 6 5 1 / 10 6 5 2 / 1 2 4 4'));
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['B:2:iduki:3', 'B:3:base:3']);
  });
});

describe('juego: the order of Memo ch. III-4, then the esku', () => {
  it('three 31s, esku seat 2 (A) and seats 1, 3 (B): all pass — seat 2 speaks first and A counts its 31 (3); B\'s two 31s count nothing (art. 17)', () => {
    // seats 1, 2, 3 hold R-C-S-A (31) each; seat 0 7-6-5-4 (22). Grande and chica (the ace first) also to seat 2.
    const s = settled(deal(`${allPass('g', 2)} | ${allPass('c', 2)} | p: 2n 3n 0n 1n | j: 2y 3y 0n 1y | j: 2p 3p 1p`, '7 6 5 4 / 12 11 10 1 / 3 11 10 1 / 11 10 12 2', { esku: 2 }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:3:base:juego']);
    expect(seats(s)).toEqual([2, 2, 2]);
  });

  it('two 32s of B and one of A, esku seat 3: seat 3 speaks first — B takes the iduki (2) and both its 32s (2 + 2); A\'s 32 of seat 0 counts nothing', () => {
    // seat 3 R-C-7-5, seat 0 3-S-7-5, seat 1 C-S-7-5 (32 each); seat 2 R-6-4-A (21). Grande seat 3; chica seat 2 (A-4-6-R)
    const s = settled(deal(`${allPass('g', 3)} | ${allPass('c', 3)} | p: 3n 0n 1n 2n | j: 3y 0y 1y 2n | j: 3b2 0s`, '3 10 7 5 / 11 10 7 5 / 12 6 4 1 / 12 11 7 5', { esku: 3 }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'B:2:iduki:juego', 'B:2:base:juego', 'B:2:base:juego']);
    expect(seats(s)).toEqual([3, 2, 3, 3, 1]);
  });

  it('a 31 of the last hand beats the esku\'s 32, and the esku\'s partner\'s 40 (Memo ch. III-4 « 31 > 32 > 40 »): B 2 + 3; A\'s juegos count nothing', () => {
    // seat 0 R-C-7-5 (32), seat 2 R-C-S-3 (40: duples? no — R, 3 are both kings: a pair, so pares ba), seat 3 S-7-7-7 (31: medias)
    const s = settled(deal(`${G_C} | p: 0n 1n 2y 3y | p: 2p 3p | j: 0y 1n 2y 3y | j: 0b2 3s`, '12 11 7 5 / 6 5 4 1 / 12 11 10 3 / 10 7 7 7'));
    expect(s.ledger.filter((c) => c.phase === 'juego').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['B:2:iduki:3', 'B:3:base:3']);
  });
});
