/**
 * Judge cases: who speaks at pares (holders of both teams only), a denied hand on the winning side,
 * twos and threes under eight and four kings at the punto, and a misdeal found after play began
 * (FFMus arts. 5, 14, 16; Memo Mus ch. III, V; Pagat "Mus with four kings"). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { failure, lines, settled } from '../../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('the pares dialogue among holders (Memo Mus ch. III-3; FFMus art. 16, last line)', () => {
  // seat 0 pair of 5s, seat 1 pair of 6s, seat 2 none, seat 3 none.
  const H = '5 5 12 1 / 6 6 4 1 / 10 7 6 4 / 12 7 4 1';
  it('FFMus art. 16 « Le joueur qui n\'a pas de paires … ne peut pas taper ni surenchérir à la place de son partenaire »: seat 3 (ez) may not answer A\'s imido', () => {
    expect(failure(deal(`${G_C} | ${decl('p', 'yynn')} | p: 0b2 3f`, H)).code).toMatch(/^action\/(not-a-holder|not-your-turn)$/);
  });
  it('Memo Mus ch. V: A\'s imido refused by seat 1 — A draws 1 and counts its pair of 5s (1), though the 6s were better', () => {
    // grande seat 3 (K-7) → B; chica seat 1 (1-4-6) → B; punto seat 2 (27) → A.
    const s = settled(deal(`${G_C} | ${decl('p', 'yynn')} | p: 0b2 1f | ${decl('j', 'nnnn')} | ${allPass('t')}`, H));
    expect(lines(s)).toEqual(['A:1:tira:pares', 'B:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 2 });
  });
});

describe('a denied hand on the winning side (FFMus art. 14 « ni pour les compter ensuite »)', () => {
  it('FFMus art. 14: seat 2 hides medias of sotas; A wins the pares tira and counts only seat 0\'s pair; no tira for B (seat 2\'s partner has pares)', () => {
    // seat 0 5-5-12-1 (pair), seat 1 6-6-4-1 (pair), seat 2 10-10-10-4 (medias, says ez; 34 at juego), seat 3 12-7-4-1.
    // grande seat 3 → B; chica seat 1 → B; juego: only seat 2 → A 2, no punto.
    const s = settled(deal(`${G_C} | ${decl('p', 'yynn')} | p: 0b2 1f | ${decl('j', 'nnyn')}`, '5 5 12 1 / 6 6 4 1 / 10 10 10 4 / 12 7 4 1'));
    expect(s.errors.map((e) => [e.seat, e.kind, e.rule])).toEqual([[2, 'denied', 'FFMus art. 14']]);
    expect(lines(s)).toEqual(['A:1:tira:pares', 'B:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 4, B: 2 });
  });
});

describe('twos and threes at the punto (Memo Mus ch. III; Pagat "the twos count 2 points")', () => {
  // seat 0 2-2-K-Q, seat 1 K-7-5-1 (23), seat 2 S-6-5-1 (22), seat 3 C-6-4-1 (21).
  const H = '2 2 12 11 / 12 7 5 1 / 10 6 5 1 / 11 6 4 1';
  const script = `${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;
  it('eight kings: the 2s are aces — a pair of aces, the best chica (1-1), and a punto of 22 that loses to seat 1\'s 23', () => {
    const s = settled(deal(script, H));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:1:base:pares', 'B:1:paso:punto']);
  });
  it('four kings: a pair of 2s, the chica to seat 3 (1-4), and a punto of 24 that wins', () => {
    const s = settled(deal(script, H, { rules: { preset: 'ffmus', kings: 4 } }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:1:paso:punto']);
  });
});

describe('misdeal found after play began (FFMus art. 5 « on annulera les points tirés par son équipe »)', () => {
  it('FFMus art. 5 + docs/rules.md: A\'s grande tira is cancelled when seat 2 is found with three cards; the chica tira A draws afterwards stays', () => {
    const s = settled(deal('g: 0b2 1f | c: 2x 0b2 1f | p: 0n 1n 3n | j: 0n 1n 3n | t: 0p 1p 3p', '12 7 5 1 / 11 6 4 2 / - / 12 11 5 4'));
    expect(s.out).toEqual([2]);
    // punto: 23, 21, 29 (seat 3) → B 1
    expect(lines(s)).toEqual(['A:1:tira:grande', 'A:-1:cancel:deal', 'A:1:tira:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 1 });
  });
});
