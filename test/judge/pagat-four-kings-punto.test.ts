/**
 * Judge cases, tenth set: the Navarre game under the `pagat` preset, `kings: 4` (Pagat « Mus with four
 * kings and four aces »: « the threes and twos count as themselves, not as kings and aces. The cards
 * rank K C S 7 6 5 4 3 2 A. In the Juego or Punto, the threes count 3 points and the twos count 2
 * points »), at the punto, at pares and at juego, against the same cards with eight kings (Pagat
 * « the 3's are equivalent to kings and the 2's are equivalent to aces »); ties at the punto (Pagat « In
 * all cases, if two hands are otherwise equal the winner is the mano, or the earlier player after the
 * mano »). Worked by hand; settled by the engine, the command line and the step replay.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { credits, lines } from '../helpers/settle.js';
import { judged } from './judged.js';

const K4 = { preset: 'pagat', kings: 4 } as const;
const ALL_PASS = (e = 0) => `${allPass('g', e)} | ${allPass('c', e)} | ${decl('p', 'nnnn', e)} | ${decl('j', 'nnnn', e)}`;

describe('the punto with four kings: the 3 counts 3 and the 2 counts 2', () => {
  // seat 0 7-6-3-2 (18), seat 1 7-6-4-A (18), seat 2 5-4-3-A (13), seat 3 6-5-2-A (14); no pares (the 2 is no ace here).
  // Grande: seat 1 (7-6-4 over 7-6-3); chica: seat 3.
  const P = '7 6 3 2 / 7 6 4 1 / 5 4 3 1 / 6 5 2 1';

  it('esku seat 0: the two 18s tie and the mano takes the punto (« the winner is the mano »): A 1; B the grande and the chica', async () => {
    const s = await judged(deal(`${ALL_PASS()} | ${allPass('t')}`, P, { rules: K4 }));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:Pagat « Scoring the Grande and the Chica »',
      'B:1:paso:chica:showdown:Pagat « Scoring the Grande and the Chica »',
      'A:1:paso:punto:showdown:Pagat « Scoring the Juego or Punto »',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 3, 0]);
  });

  it('esku seat 1: the same 18s — seat 1 is now the mano and takes the punto for B', async () => {
    const s = await judged(deal(`${ALL_PASS(1)} | ${allPass('t', 1)}`, P, { esku: 1, rules: K4 }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 3, 1]);
  });

  it('Pagat « I raise 4, making 6 » at the punto: seat 0 bets 2, seat 1 raises 3, seat 0 folds — B takes the 2 « previously staked » at once, and « just one additional stone for winning the Punto » at the end', async () => {
    const s = await judged(deal(`${ALL_PASS()} | t: 0b2 1r3 0f`, P, { rules: K4 }));
    expect(credits(s)).toEqual([
      'B:2:tira:punto:dialogue:Pagat « The Betting »',
      'B:1:paso:grande:showdown:Pagat « Scoring the Grande and the Chica »',
      'B:1:paso:chica:showdown:Pagat « Scoring the Grande and the Chica »',
      'B:1:base:punto:showdown:Pagat « Scoring the Juego or Punto »',
    ]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 5 });
  });
});

describe('K-Q-3-7: a punto of 30 with four kings, a pair of kings and a juego of 37 with eight', () => {
  // seat 0 K-Q-3-7, seat 1 7-6-5-4 (22), seat 2 Q-S-5-2, seat 3 K-6-4-A.
  const H = '12 11 3 7 / 7 6 5 4 / 11 10 5 2 / 12 6 4 1';

  it('four kings: no pares (the 3 is a three), 10 + 10 + 3 + 7 = 30, the best punto: A takes the grande (K-Q-7) and the punto; B the chica (A-4)', async () => {
    const s = await judged(deal(`${ALL_PASS()} | ${allPass('t')}`, H, { rules: K4 }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 3, 0]);
  });

  it('eight kings (pagat as written): the 3 is a king — seat 0 holds a pair of kings (1) and 37 (2), alone at both: no dialogue, no punto (« then the side with Pares will score for them at the end, but there is no betting »)', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1n 2n 3n | j: 0y 1n 2n 3n`, H, { rules: 'pagat' }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 4, B: 1 });
  });

  it('four kings: seat 0 saying ba at juego with its 30 is a false ba (FFMus art. 15 a: nobody else has juego) — B draws the tira of the punto and the punto point; the penalty keeps the FFMus article under pagat (docs/rules.md « Citations under the pagat preset »)', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | j: 0y 1n 2n 3n`, H, { rules: K4 }));
    expect(credits(s)).toEqual([
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
      'A:1:paso:grande:showdown:Pagat « Scoring the Grande and the Chica »',
      'B:1:paso:chica:showdown:Pagat « Scoring the Grande and the Chica »',
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
    ]);
  });
});

describe('juego with four kings: K-Q-S-3 is 33, not 40', () => {
  // seat 0 K-Q-S-3 (33; with eight kings a pair of kings and 40), seat 1 K-Q-7-4 (31), seat 2 7-6-5-A (19), seat 3 6-5-4-2 (17).
  // Grande seat 0 (K-Q-S); chica seat 2 (the ace).
  const J = '12 11 10 3 / 12 11 7 4 / 7 6 5 1 / 6 5 4 2';

  it('seat 0 bets 2 on its 33, seat 1 sees with 31: « The best Juego is a hand of exactly 31 points » — B takes 2 + 3; A\'s 33 counts nothing (« The other side score nothing »)', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | j: 0y 1y 2n 3n 0b2 1s`, J, { rules: K4 }));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:Pagat « Scoring the Grande and the Chica »',
      'A:1:paso:chica:showdown:Pagat « Scoring the Grande and the Chica »',
      'B:2:iduki:juego:showdown:Pagat « Scoring the Juego or Punto »',
      'B:3:base:juego:showdown:Pagat « Scoring the Juego or Punto »',
    ]);
    expect(s.scoreAfter).toEqual({ A: 2, B: 5 });
  });

  it('a hordago at juego seen at 35-30 (Pagat « dentro » at 35): seat 1\'s 31 decides the game — B 40, A keeps 35', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | j: 0y 1y 2n 3n 0o 1s`, J, { rules: K4, score: { A: 35, B: 30 } }));
    expect(credits(s)).toEqual(['B:10:ordago:juego:showdown:Pagat « The Betting »']);
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 35, B: 40 } });
  });
});
