/**
 * Judge cases: false and denied declarations without a hordago (FFMus arts. 13-16; Memo Mus ch. VI),
 * where a team has one false and one true declaration, where both partners err, where both teams
 * err, and every penalty the articles name — who draws it, how much, at which phase and under which
 * article. Worked by hand; the choices the texts leave open are those of docs/announcement-errors.md.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
const P_NONE = 'p: 0n 1n 2n 3n';
const J_NONE = 'j: 0n 1n 2n 3n';

/** The errors found: `seat:kind:rule`. */
function errs(s: ReturnType<typeof settled>): string[] {
  return s.errors.map((e) => `${e.seat}:${e.kind}:${e.rule}`);
}

describe('pares (FFMus arts. 13-14)', () => {
  // seat 0 1-4-5-7 (no pares, 17), seat 1 a pair of 6s, seat 2 a pair of kings (29), seat 3 Q-7-5-4.
  // Grande seat 2, chica seat 0 (1-4-5 before 1-4-6), punto seat 2 (29).
  const B13 = '1 4 5 7 / 6 6 4 1 / 12 12 5 4 / 11 7 5 4';

  it('FFMus art. 13 b « tout pari aux paires sera annulé, l\'adversaire comptant le TIRA des paires et les points de sa ou de ses paires »: seat 0 false ba, seat 2 true kings, seat 1 sixes; the iduki A would have won is voided — B draws 1 and counts its 6s', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2y 3n | p: 0b2 1s | ${J_NONE} | ${allPass('t')}`, B13));
    expect(credits(s)).toEqual([
      'B:1:penalty:pares:showdown:FFMus art. 13 b',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:pares:showdown:FFMus art. 13 b',
      'A:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(errs(s)).toEqual(['0:false-ba:FFMus art. 13 b']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 2 });
  });

  it('FFMus art. 13 a « on annule tout pari fait sur les paires »: seat 0 false ba, its partner said ez truly; A had drawn 2 when B laid down A\'s raise — the 2 go back, and B counts its pair (« l\'adversaire compte les points de sa ou de ses paires »)', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0p 1b2 0r3 1f | ${J_NONE} | ${allPass('t')}`, '1 4 5 7 / 6 6 4 1 / 12 11 5 4 / 11 7 5 4'));
    expect(credits(s)).toEqual([
      'A:2:tira:pares:dialogue:FFMus art. 17',
      'A:-2:cancel:pares:showdown:FFMus art. 13 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:pares:showdown:FFMus art. 13 a',
      'A:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 3, B: 1 });
  });

  it('FFMus art. 13 a with no pares anywhere else: the false ba of seat 0 gives nothing to anyone (no bet to void, no pares to count)', () => {
    const s = settled(deal(`${G_C} | p: 0y 1n 2n 3n | ${J_NONE} | ${allPass('t')}`, '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4'));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(errs(s)).toEqual(['0:false-ba:FFMus art. 13 a']);
  });

  it('FFMus art. 14 « Ces paires niées ne valent ni pour taper, ni pour tenir, ni pour les compter ensuite »: seat 0 hides the best pares (duples), seat 2 says ba with 5s — no tira (the partner has pares), and the paso goes to B\'s sotas', () => {
    // seat 0 6-6-4-4, seat 1 S-S-5-1, seat 2 5-5-7-1, seat 3 K-Q-7-2 (28). Grande seat 3, chica seat 2 (1-5-5-7), punto seat 3.
    const s = settled(deal(`${G_C} | p: 0n 1y 2y 3n | p: 1p 2p | ${J_NONE} | ${allPass('t')}`, '6 6 4 4 / 10 10 5 1 / 5 5 7 1 / 12 11 7 2'));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[2]).toMatchObject({ seat: 1 });
    expect(errs(s)).toEqual(['0:denied:FFMus art. 14']);
  });

  it('FFMus art. 14 « Si le partenaire n\'a pas de paires, l\'adversaire … tirera un point du Tira » — both partners hide a pair: each one\'s partner « n\'a pas » (his pares were denied), one tira for the team (docs/announcement-errors.md), and B counts its sotas', () => {
    // seat 0 6-6-4-1, seat 1 S-S-5-4, seat 2 5-5-7-1, seat 3 K-Q-7-2 (28). Grande seat 3, chica seat 0 (1-4-6-6), punto seat 1 (29).
    const s = settled(deal(`${G_C} | p: 0n 1y 2n 3n | ${J_NONE} | ${allPass('t')}`, '6 6 4 1 / 10 10 5 4 / 5 5 7 1 / 12 11 7 2'));
    expect(credits(s)).toEqual([
      'B:1:penalty:pares:showdown:FFMus art. 14',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(errs(s)).toEqual(['0:denied:FFMus art. 14', '2:denied:FFMus art. 14']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('the case art. 13 leaves out — false ba, the partner has pares, the opponents have none (docs/announcement-errors.md: no effect, as art. 15 b): A counts seat 2\'s medias (2) only', () => {
    // seat 0 K-Q-7-1 (no pares), seat 1 1-4-5-6, seat 2 7-7-7-4 (medias), seat 3 K-S-5-4 (29). Grande seat 0, chica seat 1, punto seat 3.
    const s = settled(deal(`${G_C} | p: 0y 1n 2y 3n | ${J_NONE} | ${allPass('t')}`, '12 11 7 1 / 1 4 5 6 / 7 7 7 4 / 12 10 5 4'));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:2:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(errs(s)).toEqual(['0:false-ba:FFMus art. 13 (case not written: as art. 15 b)']);
  });
});

describe('juego (FFMus arts. 15-16)', () => {
  it('FFMus art. 15 b « Si le partenaire a le jeu et les adversaires pas, on ne tient pas compte de l\'erreur »: seat 0 false ba, seat 2 holds 31 — A counts the 31 (3); no punto is played', () => {
    // seat 0 K-Q-7-1 (28), seat 1 1-4-5-6, seat 2 K-Q-S-2 (31), seat 3 S-7-6-4 (27). Grande seat 2, chica seat 1.
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0y 1n 2y 3n`, '12 11 7 1 / 1 4 5 6 / 12 11 10 2 / 10 7 6 4'));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:3:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[2]).toMatchObject({ seat: 2 });
    expect(errs(s)).toEqual(['0:false-ba:FFMus art. 15 b']);
  });

  it('FFMus art. 15 c « on annule les paris fait, au jeu, et l\'adversaire tirera les points correspondants à son jeu »: A drew 1 when B laid down its imido — it goes back; B counts its 31 (3)', () => {
    // seat 0 K-Q-7-1 (28), seat 1 K-Q-S-2 (31), seat 2 S-7-6-4 (27), seat 3 1-4-5-6. Grande seat 1, chica seat 3.
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0y 1y 2n 3n | j: 0b2 1f`, '12 11 7 1 / 12 11 10 2 / 10 7 6 4 / 1 4 5 6'));
    expect(credits(s)).toEqual([
      'A:1:tira:juego:dialogue:FFMus art. 17',
      'A:-1:cancel:juego:showdown:FFMus art. 15 c',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:3:penalty:juego:showdown:FFMus art. 15 c',
    ]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 5 });
  });

  it('FFMus art. 16 b « Si le partenaire a le jeu et les adversaires pas, seul le jeu du partenaire sera compté »: seat 0 hides a 31, seat 2 declares 33 — A counts 2, not 3 + 2', () => {
    // seat 0 K-Q-S-1 (31), seat 1 1-4-5-6, seat 2 K-S-7-6 (33), seat 3 Q-7-5-4 (26). Grande seat 0, chica seat 1.
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0n 1n 2y 3n`, '12 11 10 1 / 1 4 5 6 / 12 10 7 6 / 11 7 5 4'));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(errs(s)).toEqual(['0:denied:FFMus art. 16 b']);
  });

  it('FFMus art. 16 c « ce dernier comptera le TIRA du jeu et les points du jeu qui lui reviennent »: seat 0 hides a 31, seat 2 has none, seat 1 declares 32 — B draws 1 when the hands are shown and counts its 32 (2)', () => {
    // seat 0 K-Q-S-1 (31), seat 1 K-Q-7-5 (32), seat 2 S-7-6-4 (27), seat 3 1-4-5-6. Grande seat 0, chica seat 3.
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0n 1y 2n 3n`, '12 11 10 1 / 12 11 7 5 / 10 7 6 4 / 1 4 5 6'));
    expect(credits(s)).toEqual([
      'B:1:penalty:juego:showdown:FFMus art. 16 c',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('the case art. 16 leaves out — seat 0 hides a 31, seat 2 (33) and seat 1 (32) declare (docs/announcement-errors.md: as art. 14, the hidden 31 counts nothing): the iduki goes to seat 1\'s 32, 2 + 2', () => {
    // seat 0 K-Q-S-1 (31), seat 1 K-Q-7-5 (32), seat 2 K-S-7-6 (33), seat 3 1-4-5-6. Grande seat 0, chica seat 3.
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0n 1y 2y 3n | j: 1b2 2s`, '12 11 10 1 / 12 11 7 5 / 12 10 7 6 / 1 4 5 6'));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:2:iduki:juego:showdown:FFMus art. 17',
      'B:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(errs(s)).toEqual(['0:denied:FFMus art. 16 (case not written: as art. 14)']);
  });

  it('FFMus art. 15 a for both teams (docs/announcement-errors.md « each team\'s error is settled on its own »): seats 0 and 1 both say ba without juego and see an imido — the juego bets are voided; each team draws the tira of the punto and « le point du Pontua » of the other\'s error', () => {
    // no pares, no juego: grande seat 0 (K-Q-7-1), chica seat 1 (1-4-5-6), punto seat 3 (29, never played)
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0y 1y 2n 3n | j: 0b2 1s`, '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4'));
    expect(credits(s)).toEqual([
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
      'A:1:penalty:punto:showdown:FFMus art. 15 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
      'A:1:penalty:punto:showdown:FFMus art. 15 a',
    ]);
    expect(errs(s)).toEqual(['0:false-ba:FFMus art. 15 a', '1:false-ba:FFMus art. 15 a']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 3 });
  });

  it('FFMus art. 16 a « l\'adversaire tirera le tantto du Tira et le point du Pontua » — both partners of A hide juego (31 and 33): one penalty for the team, B draws 1 + 1; the punto B had drawn 1 on is voided', () => {
    // seat 0 K-Q-S-1 (31), seat 1 1-4-5-6 (16), seat 2 K-S-7-6 (33), seat 3 Q-7-5-4 (26). Grande seat 0, chica seat 1.
    const s = settled(deal(`${G_C} | ${P_NONE} | ${J_NONE} | t: 0p 1b2 2f`, '12 11 10 1 / 1 4 5 6 / 12 10 7 6 / 11 7 5 4'));
    expect(credits(s)).toEqual([
      'B:1:tira:punto:dialogue:FFMus art. 17',
      'B:-1:cancel:punto:showdown:FFMus art. 16 a',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
    ]);
    expect(errs(s)).toEqual(['0:denied:FFMus art. 16 a', '2:denied:FFMus art. 16 a']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });
});

describe('errors in two phases of one deal', () => {
  it('A errs at pares (art. 13 a: seat 0 false ba, B holds sixes) and B at juego (art. 16 c: seat 3 hides 31, seat 0 declares 32): B\'s pares penalty and A\'s juego tira come in phase order, the tira first', () => {
    // seat 0 K-Q-7-5 (32, no pares), seat 1 6-6-4-1 (17), seat 2 S-7-5-4 (26), seat 3 K-Q-S-2 (31).
    // Grande seat 3 (K-Q-S), chica seat 1 (1-4-6-6), no punto (juego declared).
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0p 1p | j: 0y 1n 2n 3n`, '12 11 7 5 / 6 6 4 1 / 10 7 5 4 / 12 11 10 2'));
    expect(credits(s)).toEqual([
      'A:1:penalty:juego:showdown:FFMus art. 16 c',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:pares:showdown:FFMus art. 13 a',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(errs(s)).toEqual(['0:false-ba:FFMus art. 13 a', '3:denied:FFMus art. 16 c']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 3 });
  });
});
