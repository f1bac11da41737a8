/**
 * Judge cases, ninth set: which article a give-back cites when two errors are found at juego and
 * only the second voids the bets. « On annule les paris faits au jeu » is said by art. 15 c and
 * 15 d (and 13 a/b at pares, 15 a at juego, 16 a at the punto); arts. 15 b, 16 b and 16 c void
 * nothing (« on ne tient pas compte de l'erreur », « seul le jeu du partenaire sera compté », « ce
 * dernier comptera le TIRA du jeu »). The point drawn in the voided dialogue goes back under the
 * article that voided it. Defect found (27 November): the give-back cited the first lettered article
 * of the phase in speaking order — 16 b, 15 b or 16 c — though that error voids nothing. Each deal is
 * settled by the engine, the command line and the step replay (`judged`). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { deal } from '../helpers/dsl.js';
import { credits } from '../helpers/settle.js';
import { judged } from './judged.js';

const OPEN = 'g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n';
const errs = (s: { errors?: readonly { seat: number; rule: string; effect: { params?: Record<string, unknown> } }[] }) =>
  (s.errors ?? []).map((e) => `${e.seat}:${e.rule}${e.effect.params?.['ordago'] ? ` (hordago at ${String(e.effect.params['ordago'])} voided)` : ''}`);

describe('a hidden juego (art. 16 b) found before an opponent\'s false ba (art. 15 c)', () => {
  // seat 0 (A) K-Q-S-A = 31, says ez; seat 1 (B) K-7-5-4 = 26, says ba; seat 2 (A) K-Q-6-7 = 33, ba;
  // seat 3 (B) 7-6-5-4 = 22, ez. No pares. Grande and chica: seat 0 (K-Q-S-A; the ace).
  const H = '12 11 10 1 / 12 7 5 4 / 12 11 6 7 / 7 6 5 4';

  it('seat 1 bets 2 at juego, seat 2 leaves it (B draws 1): at the showdown the point goes back under art. 15 c « on annule les paris faits au jeu », not under 16 b; A counts seat 2\'s 33 only (2) — the hidden 31 « ne comptera pas »', async () => {
    const s = await judged(deal(`${OPEN} | j: 0n 1y 2y 3n 1b2 2f`, H));
    expect(credits(s)).toEqual([
      'B:1:tira:juego:dialogue:FFMus art. 17',
      'B:-1:cancel:juego:showdown:FFMus art. 15 c',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'A:2:penalty:juego:showdown:FFMus art. 15 c',
    ]);
    expect(errs(s)).toEqual(['0:FFMus art. 16 b', '1:FFMus art. 15 c']);
    expect(s.scoreAfter).toEqual({ A: 4, B: 0 });
    expect(s.ledger[1]?.reason).toMatch(/^FFMus art\. 15 c: /);
  });

  it('seat 1 says hordago, seat 2 kanta: art. 15 c voids the hordago with the juego bets (said on seat 1\'s error, not on seat 0\'s), and the deal is counted as usual — A 1 + 1 + 2', async () => {
    const s = await judged(deal(`${OPEN} | j: 0n 1y 2y 3n 1o 2s`, H));
    expect(s.end).toBe('showdown');
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'A:2:penalty:juego:showdown:FFMus art. 15 c',
    ]);
    expect(errs(s)).toEqual(['0:FFMus art. 16 b', '1:FFMus art. 15 c (hordago at juego voided)']);
  });
});

describe('a false ba the partner covers (art. 15 b) found before an opponent\'s false ba (art. 15 c)', () => {
  // seat 0 (A) K-7-5-A = 23, ba; seat 1 (B) Q-6-4-A = 21, ba; seat 2 (A) K-Q-S-A = 31, ba; seat 3 (B)
  // 7-6-5-4 = 22, ez. No pares. Grande seat 2 (A); chica seat 1 (A-4-6-Q, B).
  const H = '12 7 5 1 / 11 6 4 1 / 12 11 10 1 / 7 6 5 4';

  it('seat 0 passes, seat 1 bets 3, seat 0 leaves it (B draws 1): the point goes back under art. 15 c; A counts seat 2\'s 31 (3) under art. 15 c « l\'adversaire tirera les points correspondants à son jeu »', async () => {
    const s = await judged(deal(`${OPEN} | j: 0y 1y 2y 3n 0p 1b3 0f`, H));
    expect(credits(s)).toEqual([
      'B:1:tira:juego:dialogue:FFMus art. 17',
      'B:-1:cancel:juego:showdown:FFMus art. 15 c',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:3:penalty:juego:showdown:FFMus art. 15 c',
    ]);
    expect(errs(s)).toEqual(['0:FFMus art. 15 b', '1:FFMus art. 15 c']);
    expect(s.scoreAfter).toEqual({ A: 4, B: 1 });
  });
});

describe('two errors in one team: a hidden juego (art. 16 c), then the partner\'s false ba (art. 15 c)', () => {
  // seat 0 (A) K-Q-S-A = 31, ez; seat 1 (B) K-Q-7-5 = 32, ba; seat 2 (A) K-7-5-A = 23, ba; seat 3 (B)
  // 7-6-4-2 = 18, ez. No pares. Grande seat 0 (A); chica seat 3 (A-4-6-7 with the 2 as an ace, B).
  const H = '12 11 10 1 / 12 11 7 5 / 12 7 5 1 / 7 6 4 2';

  it('seat 1 passes, seat 2 bets 2, seat 1 leaves it (A draws 1): the point goes back under art. 15 c (16 c voids no bet); B draws the tira of juego (16 c) and counts its 32 (15 c)', async () => {
    const s = await judged(deal(`${OPEN} | j: 0n 1y 2y 3n 1p 2b2 1f`, H));
    expect(credits(s)).toEqual([
      'A:1:tira:juego:dialogue:FFMus art. 17',
      'A:-1:cancel:juego:showdown:FFMus art. 15 c',
      'B:1:penalty:juego:showdown:FFMus art. 16 c',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:2:penalty:juego:showdown:FFMus art. 15 c',
    ]);
    expect(errs(s)).toEqual(['0:FFMus art. 16 c', '2:FFMus art. 15 c']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });
});

describe('six players: a hidden juego (art. 16 b) before an opponent\'s false ba (art. 15 c)', () => {
  // esku 0; A = seats 0, 2, 4; B = 1, 3, 5. Seat 0 K-Q-S-A = 31, ez; seat 1 K-7-5-4 = 26, ba; seat 4
  // K-Q-6-7 = 33, ba; the others without juego, ez. No pares. Grande seat 0; chica seat 0 (the ace).
  const H = '12 11 10 1 / 12 7 5 4 / 7 6 5 4 / 11 6 5 4 / 12 11 6 7 / 10 7 6 5';
  const SIX = 'g: 0p 1p 2p 3p 4p 5p | c: 0p 1p 2p 3p 4p 5p | p: 0n 1n 2n 3n 4n 5n';

  it('seat 1 bets 2, seat 4 leaves it (B draws 1): given back under art. 15 c; A counts seat 4\'s 33 (2)', async () => {
    const s = await judged(deal(`${SIX} | j: 0n 1y 2n 3n 4y 5n 1b2 4f`, H, { rules: { preset: 'ffmus', players: 6 } }));
    expect(credits(s)).toEqual([
      'B:1:tira:juego:dialogue:FFMus art. 17',
      'B:-1:cancel:juego:showdown:FFMus art. 15 c',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'A:2:penalty:juego:showdown:FFMus art. 15 c',
    ]);
    expect(errs(s)).toEqual(['0:FFMus art. 16 b', '1:FFMus art. 15 c']);
  });
});

describe('the errors that void are still found first where they come first (unchanged)', () => {
  it('art. 13 a at pares: seat 0\'s false ba voids the pares bets, the tira B drew there goes back under 13 a', async () => {
    // seat 0 K-7-5-A no pares, ba; seat 1 pair of 6s, ba; seats 2, 3 none, ez. No juego.
    const H = '12 7 5 1 / 6 6 4 1 / 11 7 5 4 / 10 7 6 4';
    const s = await judged(deal('g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0y 1y 2n 3n 0b2 1r2 0f | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p', H));
    expect(credits(s).filter((c) => c.includes(':pares:'))).toEqual([
      'B:2:tira:pares:dialogue:FFMus art. 17',
      'B:-2:cancel:pares:showdown:FFMus art. 13 a',
      'B:1:penalty:pares:showdown:FFMus art. 13 a',
    ]);
  });
});
