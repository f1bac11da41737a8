/**
 * Judge cases, fourth set: a misdeal found late — at the punto, during its dialogue, at the showdown,
 * and in the juego dialogue (FFMus art. 5 « le joueur qui a plus ou moins de quatre cartes n'entrera pas
 * dans le jeu et on annulera les points tirés par son équipe »; docs/formats.md `misdeal`: « any phase at
 * the showdown »). Only the tiras of the erring team are taken back (a `cancel` of the whole deal); the
 * other team's stay; the remaining hands are compared without the one that is out. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, settled } from '../helpers/settle.js';

// No pares, no juego. Seat 0 K-Q-7-A (28), seat 1 A-4-5-6 (16), seat 2 S-7-6-4 (27), seat 3 K-S-5-4 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
// A draws the grande tira (seat 1 refuses), B the chica tira (seat 2 refuses seat 1's imido); no pares, no juego.
const TIRAS = 'g: 0b2 1f | c: 0p 1b2 2f | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n';
const SCORE = { A: 10, B: 20 };

describe('art. 5 at the punto', () => {
  it('seat 3 (the best punto, 29) is found out before the punto is spoken: B\'s chica tira goes back; the punto goes to seat 0\'s 28 — A 12, B 20', () => {
    const s = settled(deal(`${TIRAS} | t: 3x 0p 1p 2p`, H, { score: SCORE }));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus art. 17',
      'B:1:tira:chica:dialogue:FFMus art. 17',
      'B:-1:cancel:deal:dialogue:FFMus art. 5',
      'A:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 1, 3, 0]);
    expect(s).toMatchObject({ out: [3], scoreAfter: { A: 12, B: 20 } });
  });

  it('seat 2 (A) is found out after the punto iduki: A\'s grande tira goes back; seat 3\'s 29 takes the 2 and the point du Pontua — A 10, B 24', () => {
    const s = settled(deal(`${TIRAS} | t: 0b2 1s 2x`, H, { score: SCORE }));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus art. 17',
      'B:1:tira:chica:dialogue:FFMus art. 17',
      'A:-1:cancel:deal:dialogue:FFMus art. 5',
      'B:2:iduki:punto:showdown:FFMus art. 17',
      'B:1:base:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 10, B: 24 });
  });
});

describe('art. 5 at the showdown (after the last word, before the count)', () => {
  it('seat 1 is found out when the hands are laid down: B\'s chica tira goes back, but its partner\'s 29 still takes the punto — A 11, B 21', () => {
    const s = settled(deal(`${TIRAS} | ${allPass('t')} 1x`, H, { score: SCORE }));
    expect(credits(s).slice(2)).toEqual(['B:-1:cancel:deal:dialogue:FFMus art. 5', 'B:1:paso:punto:showdown:FFMus art. 17']);
    expect(s).toMatchObject({ out: [1], scoreAfter: { A: 11, B: 21 } });
  });

  it('the esku (seat 0) is found out at the showdown: A\'s grande tira goes back — A keeps its 10, B 22', () => {
    const s = settled(deal(`${TIRAS} | ${allPass('t')} | t: 0x`, H, { score: SCORE }));
    expect(credits(s).slice(2)).toEqual(['A:-1:cancel:deal:dialogue:FFMus art. 5', 'B:1:paso:punto:showdown:FFMus art. 17']);
    expect(s.scoreAfter).toEqual({ A: 10, B: 22 });
  });
});

describe('art. 5 in the juego dialogue', () => {
  // seat 0 K-Q-7-5 (32), seat 1 K-Q-S-A (31), seat 2 S-S-7-5 (32, a pair), seat 3 K-S-7-4 (31).
  const J = '12 11 7 5 / 12 11 10 1 / 10 10 7 5 / 12 10 7 4';
  const SCRIPT = `${allPass('g')} | ${allPass('c')} | p: 0n 1n 2y 3n | j: 0y 1y 2y 3y | j: 0b2 1x 3s`;

  it('seat 1 (31, the best grande and chica) is out while A\'s imido stands; seat 3 sees — B still wins on seat 3\'s 31: the 2 and 3; grande to seat 0, chica to seat 3', () => {
    const s = settled(deal(SCRIPT, J));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'B:2:iduki:juego:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 3, 2, 3, 3]);
  });

  it('the same record with seat 1\'s hand left out (null, docs/formats.md « A hand may be null for a seat that is out »): the same ledger', () => {
    const s = settled(deal(SCRIPT, '12 11 7 5 / - / 10 10 7 5 / 12 10 7 4'));
    expect(s.scoreAfter).toEqual({ A: 2, B: 6 });
    expect(s.out).toEqual([1]);
  });
});

describe('art. 5 after a pares dialogue won by a tira (docs/rules.md « points the team wins afterwards with the remaining partner count normally »)', () => {
  // seat 0 medias of 5s, seat 1 duples 6-6-4-4, seat 2 a pair of 7s, seat 3 a pair of sotas; no juego.
  const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';

  it('seat 1 draws the pares tira, then is found out at the juego declarations: the 1 goes back, but B won the dialogue — its partner\'s sotas count 1 at the showdown', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1y 2y 3y | p: 0p 1b2 0f | j: 0n 1x 2n 3n | t: 0p 2p 3p`, P));
    expect(credits(s)).toEqual([
      'B:1:tira:pares:dialogue:FFMus art. 17',
      'B:-1:cancel:deal:dialogue:FFMus art. 5',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 1, 3, 2, 3, 3]);
  });
});
