/**
 * Judge cases: the *Relances* table of FFMus art. 17 and the bid ladder of FFMus *Le dialogue* /
 * Memo Mus ch. IV, worked by hand. Every expected figure below is written from the rule text.
 *
 * Hands H2 (no pares, no juego anywhere): seat 0 `12 11 7 1` has the best grande (K-Q beats seat 3's
 * K-10), seat 1 `1 4 5 6` the best chica, seat 3 `12 10 5 4` the best punto (29).
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { failure, lines, settled } from '../../helpers/settle.js';

const H2 = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;

describe('FFMus art. 17 Relances, line by line', () => {
  it('FFMus art. 17 Relances: "Embido (2 points) - Tira = 1 point", even when the refusing team holds the best grande', () => {
    // B bets after A's paso; A (best grande) lets it go: B draws 1 at once, grande gives nothing more.
    const s = settled(deal(`g: 0p 1b2 2f | ${allPass('c')} | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:1:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 3 });
  });

  it('FFMus art. 17 Relances: "Embido (2 points) - Iduki = 2 points", to the best hand, not to the bettor', () => {
    const s = settled(deal(`g: 0p 1b2 2s | ${allPass('c')} | ${REST}`, H2));
    expect(lines(s)).toEqual(['A:2:iduki:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 2 });
  });

  it('FFMus art. 17 Relances: "Hiru Embido (3 points) - Tira = 1 point" (at chica)', () => {
    const s = settled(deal(`${allPass('g')} | c: 0b3 1f | ${REST}`, H2));
    expect(lines(s)).toEqual(['A:1:tira:chica', 'A:1:paso:grande', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 1 });
  });

  it('FFMus art. 17 Relances: "Embido (2) Lau gehiago (+4) - Tira = 2 points" (tira after one raise)', () => {
    const s = settled(deal(`g: 0b2 1r4 0f | ${allPass('c')} | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 4 });
  });

  it('FFMus art. 17 Relances: "Hiru Embido (3) Lau gehiago (+4) Iduki = 7 points" (the other opponent answers)', () => {
    const s = settled(deal(`${allPass('g')} | c: 0b3 1r4 2s | ${REST}`, H2));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:7:iduki:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 8 });
  });

  it('FFMus art. 17 Relances: "Embido (2) Bortz gehiago (+5) Bigehiago (+2) Tira = 7 points" (tira after two raises)', () => {
    // 0 (A) 2, 1 (B) +5, 2 (A) +2, 3 (B) tira: A draws 2 + 5 = 7, the total before the last raise.
    const s = settled(deal(`g: 0b2 1r5 2r2 3f | ${allPass('c')} | ${REST}`, H2));
    expect(lines(s)).toEqual(['A:7:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 7, B: 2 });
  });
});

describe('longer gehiago chains (Le dialogue: "le tira équivaudra au cumul des avant-dernières enchères")', () => {
  it('Le dialogue: three raises then tira at punto pays 2+3+4 = 9; the punto point goes to the team that won the tira, last (FFMus art. 17 "Le Point")', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1r3 0r4 1r5 0f`, H2));
    expect(lines(s)).toEqual(['B:9:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'B:1:base:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 11 });
  });

  it('Le dialogue: four raises of 2 then iduki at punto: the stake is the whole total 10, plus 1 point du Pontua (FFMus art. 17)', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1r2 0r2 1r2 0r2 1s`, H2));
    expect(s.ledger.filter((c) => c.phase === 'punto').map((c) => [c.team, c.points, c.kind])).toEqual([['B', 10, 'iduki'], ['B', 1, 'base']]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 12 });
  });

  it('Le dialogue: an x imido of 10 raised by 1 then tira pays the 10 (the raise of 1 is legal under ffmus, raiseMin 1)', () => {
    const s = settled(deal(`g: 0b10 1r1 0f | ${allPass('c')} | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:10:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('Le dialogue 3-D: "Hiru imido" then hordago, tira: the 3 before the hordago', () => {
    const s = settled(deal(`${allPass('g')} | c: 0b3 1o 0f | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:3:tira:chica', 'A:1:paso:grande', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('Le dialogue: imido, bortz gehiago, hordago, tira: the 7 before the hordago', () => {
    const s = settled(deal(`g: 0b2 1r5 0o 1f | ${allPass('c')} | ${REST}`, H2));
    expect(lines(s)).toEqual(['A:7:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('Le dialogue 4: an opening hordago at punto refused: 1 at once, and the punto point to the team that won the tira, counted last', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0p 1o 2f`, H2));
    expect(lines(s)).toEqual(['B:1:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'B:1:base:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });
});

describe('who may bet and answer (Le dialogue; FFMus art. 10)', () => {
  it('Le dialogue: a bet after three pasos (the last seat) refused by the esku: 1', () => {
    const s = settled(deal(`g: 0p 1p 2p 3b2 0f | ${allPass('c')} | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:1:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('Le dialogue: a raise is answered by either opponent of the raiser — the bettor\'s partner lets it go: 2', () => {
    const s = settled(deal(`g: 0b2 1r3 2f | ${allPass('c')} | ${REST}`, H2));
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 2, kind: 'tira', when: 'dialogue' });
  });

  it('Le dialogue: the bettor\'s partner may not answer the bet', () => {
    expect(failure(deal('g: 0b2 2f', H2)).code).toBe('action/not-your-turn');
  });

  it('Le dialogue: an opening bet of 1 is refused (imido is at least 2)', () => {
    expect(failure(deal('g: 0b1', H2)).code).toBe('action/bet-too-small');
  });

  it('docs/rules-presets.md, Pagat "raise by at least 2": a raise of 1 is refused under pagat, accepted under ffmus', () => {
    expect(failure(deal('g: 0b2 1r1', H2, { rules: 'pagat' })).code).toBe('action/raise-too-small');
    const s = settled(deal(`g: 0b2 1r1 0f | ${allPass('c')} | ${REST}`, H2));
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 2, kind: 'tira' });
  });
});
