/**
 * Judge cases: four kings and eight kings, duples (FFMus art. 12), Juego Real, six players, and the
 * pagat preset (Pagat "Variations", "Órdago", "The Betting"; Memo Mus ch. I; docs/rules-presets.md).
 * Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { failure, lines, settled } from '../../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('four kings vs eight kings (Pagat "Mus with four kings and four aces")', () => {
  // seat 0 3-3-12-11, seat 1 12-12-7-6 (pair of kings, 33), seat 2 7-6-5-4, seat 3 1-4-5-6.
  const H = '3 3 12 11 / 12 12 7 6 / 7 6 5 4 / 1 4 5 6';
  it('eight kings (Memo Mus ch. III): seat 0 holds K-K-K-Q — medias of kings (2) and 40 (2) beat the pair of kings and the 33', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yynn')} | p: 0p 1p | ${decl('j', 'yynn')} | j: 0p 1p`, H));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:2:base:pares', 'A:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 5, B: 1 });
  });

  it('four kings: "the threes and twos count as themselves" — seat 0 has a pair of 3s and 26 (no juego); B takes grande, pares and juego', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yynn')} | p: 0p 1p | ${decl('j', 'nynn')}`, H, { rules: { preset: 'ffmus', kings: 4 } }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:1:base:pares', 'B:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 5 });
  });
});

describe('duples (FFMus art. 12; docs/rules.md "Four kings against K-K-Q-Q")', () => {
  // seat 0 K-K-Q-Q (40), seat 1 K-K-3-3 = four kings (40), seat 2 7-6-5-4, seat 3 1-4-5-6.
  const H = '12 12 11 11 / 12 12 3 3 / 7 6 5 4 / 1 4 5 6';
  const script = `${G_C} | ${decl('p', 'yynn')} | p: 0p 1p | ${decl('j', 'yynn')} | j: 0p 1p`;
  it('FFMus art. 12 "celui qui a la paire inférieure la plus forte l\'emporte dans tous les cas": four kings beat K-K-Q-Q of the esku (3); the equal 40s go to the esku (2)', () => {
    const s = settled(deal(script, H));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:3:base:pares', 'A:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 5 });
  });

  it('duples "old" (docs/rules-presets.md: higher pair only, ties to the esku): the esku\'s K-K-Q-Q wins the pares', () => {
    const s = settled(deal(script, H, { rules: { preset: 'ffmus', duples: 'old' } }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'A:3:base:pares', 'A:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 5, B: 2 });
  });
});

describe('Juego Real (Pagat: "beats an ordinary Juego of 31 … valued as 3 points")', () => {
  // seat 0 K-Q-S-1 (31), seat 1 7-7-7-S (31, medias), seat 2 6-5-4-1, seat 3 C-6-5-4.
  const H = '12 11 10 1 / 7 7 7 10 / 6 5 4 1 / 11 6 5 4';
  const script = `${G_C} | ${decl('p', 'nynn')} | ${decl('j', 'yynn')} | j: 0b2 1s`;
  it('off: the esku\'s 31 wins the iduki, 2 + 3; B counts its medias (2) without dialogue', () => {
    const s = settled(deal(script, H));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'A:2:iduki:juego', 'A:3:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 7, B: 2 });
  });
  it('any: 7-7-7-S beats the esku\'s 31 and counts 3: B 2 + 3', () => {
    const s = settled(deal(script, H, { rules: { preset: 'ffmus', juegoReal: 'any' } }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'B:2:iduki:juego', 'B:3:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 7 });
  });
});

describe('six players, three a team (Memo Mus ch. I; Pagat "Mus with six players")', () => {
  const six = { preset: 'ffmus', players: 6 } as const;
  // seats 0..5, A = 0 2 4. grande seat 3 (K-Q), chica seat 1 (1-4-6 beats 1-4-7), punto seat 3 (29).
  const X = '12 7 5 1 / 11 6 4 1 / 10 7 6 4 / 12 11 5 4 / 10 6 5 1 / 11 7 4 1';
  const REST6 = `${allPass('c', 0, 6)} | ${decl('p', 'nnnnnn')} | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`;
  it('Le dialogue with three a side: a raise answered by the third partner of the bettor (seat 4) — tira pays 2', () => {
    const s = settled(deal(`g: 0b2 1r3 4f | ${REST6}`, X, { rules: six }));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });
  it('Le dialogue: any of the three opponents may answer (seat 5 sees); a partner of the bettor (seat 2) may not', () => {
    expect(failure(deal('g: 0b2 2f', X, { rules: six })).code).toBe('action/not-your-turn');
    const s = settled(deal(`g: 0b2 5s | ${REST6}`, X, { rules: six }));
    expect(lines(s)).toEqual(['B:2:iduki:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });
  it('Memo Mus ch. III-3 with six: only the holders (seats 0, 3, 4) speak at pares; the winner\'s team counts both its pairs', () => {
    // seat 0 K-K-5-1, seat 3 7-7-5-4, seat 4 S-S-6-1 have pares; best pares seat 0. No juego; punto 27 tie
    // seats 2 and 4 → seat 2 (nearer the esku). Grande seat 0; chica seat 1 (1-4-6).
    const H = '12 12 5 1 / 11 6 4 2 / 10 7 6 4 / 7 7 5 4 / 10 10 6 1 / 11 7 4 1';
    expect(failure(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${decl('p', 'ynnyyn')} | p: 0p 3p 2b2`, H, { rules: six })).code).toMatch(/^action\//);
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${decl('p', 'ynnyyn')} | p: 0b2 3s | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`, H, { rules: six }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:2:iduki:pares', 'A:1:base:pares', 'A:1:base:pares', 'A:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 6, B: 1 });
  });
  it('docs/rules.md "six-player target": at 39, a tira of 1 wins under pagat (40), not under ffmus (50)', () => {
    const p = settled(deal('g: 0p 1b2 2f', undefined, { rules: { preset: 'pagat', players: 6 }, score: { A: 0, B: 39 } }));
    expect(p).toMatchObject({ winner: 'B', end: 'dialogue', scoreAfter: { A: 0, B: 40 } });
    const f = settled(deal(`g: 0p 1b2 2f | ${REST6}`, X, { rules: six, score: { A: 0, B: 39 } }));
    expect(f).toMatchObject({ winner: null, scoreAfter: { A: 0, B: 42 } });
  });
});

describe('the pagat preset (Pagat "Órdago" example)', () => {
  // Pagat's hands: A (mano) 7-7-2-A, B 3-3-S-2, C R-R-S-A, D C-C-C-6.
  const PAGAT = '7 7 2 1 / 3 3 10 2 / 12 12 10 1 / 11 11 11 6';
  it('Pagat: "D says I bet 5 and A says I\'ll see it … A bets; B raises 4, making 6; C says órdago … If they fold, A and C take 6 stones"', () => {
    const s = settled(deal(`g: 0p 1p 2p 3b5 0s | c: 0b2 1r4 2o 1f | ${decl('p', 'yyyy')} | p: 0p 1p 2p 3p | ${decl('j', 'nyyy')} | j: 1p 2p 3p`, PAGAT, { rules: 'pagat' }));
    // tira 6 at once; grande 5 to B (B's K-K-S-A); pares: A's duples 3 + C's pair 1; juego: B's 31 (before C's) 3 + D's 36 2
    expect(lines(s)).toEqual(['A:6:tira:chica', 'B:5:iduki:grande', 'A:3:base:pares', 'A:1:base:pares', 'B:3:base:juego', 'B:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 10, B: 10 });
  });
  it('Pagat: "If they see it … whichever side has the best Chica wins the game immediately (and the 5 stones for the Grande become irrelevant)"', () => {
    const s = settled(deal('g: 0p 1p 2p 3b5 0s | c: 0b2 1r4 2o 1s', PAGAT, { rules: 'pagat', score: { A: 20, B: 36 } }));
    expect(s).toMatchObject({ winner: 'A', end: 'ordago', scoreAfter: { A: 40, B: 36 } });
    expect(lines(s)).toEqual(['A:20:ordago:chica']);
  });
});
