/**
 * Judge cases, eighth set: an announcement error and bets at the same phase — a hordago refused, a
 * ladder seen, a bet seen between the holders left (FFMus arts. 13 b, 14, 15 c, 15 d, 16 a; Memo Mus
 * ch. VI; docs/announcement-errors.md « on annule tout pari » voids the bets of both teams). Worked by
 * hand; settled by the engine, the command line and the step replay (`judged`).
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits } from '../helpers/settle.js';
import { judged } from './judged.js';

const GC = `${allPass('g')} | ${allPass('c')}`;

describe('pares', () => {
  // seat 0 K-Q-7-A (no pares, the best grande), seat 1 a pair of 6s, seat 2 a pair of 7s (the best chica, A-4-7-7),
  // seat 3 a pair of sotas (29, the best punto); no juego.
  const P = '12 11 7 1 / 6 6 5 4 / 7 7 4 1 / 10 10 5 4';

  it('FFMus art. 13 b « tout pari aux paires sera annulé, l\'adversaire comptant le "TIRA" des paires et les points de sa ou de ses paires »: seat 0 says a false ba and a hordago, B leaves it (A draws 1) — at the showdown the 1 goes back, B draws the tira and counts its two pairs', async () => {
    const s = await judged(deal(`${GC} | p: 0y 1y 2y 3y | p: 0o 1f | j: 0n 1n 2n 3n | ${allPass('t')}`, P));
    expect(credits(s)).toEqual([
      'A:1:tira:pares:dialogue:FFMus Le dialogue',
      'A:-1:cancel:pares:showdown:FFMus art. 13 b',
      'B:1:penalty:pares:showdown:FFMus art. 13 b',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:pares:showdown:FFMus art. 13 b', // seat 1's pair: the values the article gives, named by it
      'B:1:penalty:pares:showdown:FFMus art. 13 b', // seat 3's pair
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.errors).toMatchObject([{ phase: 'pares', seat: 0, team: 'A', kind: 'false-ba', rule: 'FFMus art. 13 b' }]);
    expect(s.scoreAfter).toEqual({ A: 2, B: 4 });
  });

  it('FFMus art. 14 « Ces paires niées ne valent ni pour taper, ni pour tenir »: seat 0 hides duples 7-7-4-4; its partner\'s 5s lose the iduki to seat 1\'s 6s, which the hidden duples would have beaten — B 2 + 1; no tira (the partner has pares)', async () => {
    // seat 0 7-7-4-4 (22), seat 1 Q-6-6-A (23), seat 2 K-5-5-A (21, the best grande), seat 3 Q-S-4-A (25: chica and punto)
    const D = '7 7 4 4 / 6 6 11 1 / 5 5 12 1 / 11 10 4 2';
    const s = await judged(deal(`${GC} | p: 0n 1y 2y 3n | p: 1b2 2s | j: 0n 1n 2n 3n | ${allPass('t')}`, D));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:2:iduki:pares:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.errors).toMatchObject([{ phase: 'pares', seat: 0, kind: 'denied', rule: 'FFMus art. 14' }]);
  });
});

describe('juego', () => {
  // seat 0 K-Q-S-A 31 (the best grande), seat 1 A-4-5-6 (16: the best chica), seat 2 S-7-6-4 (27), seat 3 K-S-5-4 (29).
  const J = '12 11 10 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';

  it('FFMus art. 15 c « on annule les paris fait, au jeu, et l\'adversaire tirera les points correspondants à son jeu »: seat 1 says ba with 16 and raises A\'s imido (2 + 3), A sees — the 5 are voided, A counts its 31 (3)', async () => {
    const s = await judged(deal(`${GC} | p: 0n 1n 2n 3n | j: 0y 1y 2n 3n | j: 0b2 1r3 0s`, J));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:3:penalty:juego:showdown:FFMus art. 15 c', // « les points correspondants à son jeu », at the juego's place
    ]);
    expect(s.errors).toMatchObject([{ phase: 'juego', seat: 1, kind: 'false-ba', rule: 'FFMus art. 15 c' }]);
    expect(s.scoreAfter).toEqual({ A: 4, B: 1 });
  });

  it('FFMus art. 16 a « on annulera les paris faits au point »: seat 0 hides its 31; at the punto B bets, A raises (2 + 3), B sees — the 5 are voided; B draws the tira of the punto and the point du Pontua (counted last); the hidden 31 counts nothing', async () => {
    const s = await judged(deal(`${GC} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1b2 2r3 3s`, J));
    expect(credits(s)).toEqual([
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
    ]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('FFMus art. 15 d « on annule les paris faits au jeu et l\'adversaire tirera le "TIRA" du jeu »: seat 1 says a false ba beside its partner\'s 32; seat 0\'s hordago left by seat 1 (A 1) is voided, A draws the tira of the juego instead and counts its 31', async () => {
    // seat 3 K-K-7-5: 32 and the only pares (B counts 1 without dialogue), the best grande
    const J2 = '12 11 10 1 / 1 4 5 6 / 10 7 6 4 / 12 12 7 5';
    const s = await judged(deal(`${GC} | p: 0n 1n 2n 3y | j: 0y 1y 2n 3y | j: 0o 1f`, J2));
    expect(credits(s)).toEqual([
      'A:1:tira:juego:dialogue:FFMus Le dialogue',
      'A:-1:cancel:juego:showdown:FFMus art. 15 d',
      'A:1:penalty:juego:showdown:FFMus art. 15 d',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'A:3:penalty:juego:showdown:FFMus art. 15 d', // « et les points correspondants à son jeu »
    ]);
    expect(s.scoreAfter).toEqual({ A: 4, B: 3 });
  });

  it('FFMus art. 16 a against the erring team\'s own tira: seat 0 hides its 31 and wins the punto tira (B leaves A\'s imido: A 1, and « l\'équipe ayant gagné le Tira comptera 1 point du Pontua ») — the bet is voided, the 1 goes back and the point du Pontua is B\'s with its tira', async () => {
    const s = await judged(deal(`${GC} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0b2 1f`, J));
    expect(credits(s)).toEqual([
      'A:1:tira:punto:dialogue:FFMus art. 17',
      'A:-1:cancel:punto:showdown:FFMus art. 16 a',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
    ]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('FFMus art. 16 a voids a punto hordago seen (docs/announcement-errors.md « an error that voids that phase\'s bets voids the hordago »): seat 0 hides its 31 and says hordago at the punto, seat 1 kanta — no manche; the deal is counted as usual, B 1 + 1 for the punto', async () => {
    const s = await judged(deal(`${GC} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0o 1s`, J, { score: { A: 30, B: 30 } }));
    expect(credits(s)).toEqual([
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
    ]);
    expect(s).toMatchObject({ winner: null, end: 'showdown', scoreAfter: { A: 31, B: 33 } });
  });
});
