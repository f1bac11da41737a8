/**
 * Judge cases: the bid ladder at every phase — what a tira pays after one, two and three raises, the
 * whole ladder when it is seen, a hordago on top of raises, biak with a larger imido, the smallest
 * bet and raise. Worked by hand from FFMus art. 17 (*Relances*), FFMus *Le dialogue* and Memo Mus
 * ch. IV-V; every credit is checked (team, tantos, kind, phase, when, rule).
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure, settled } from '../helpers/settle.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-1); chica: seat 1 (1-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const NONE = 'p: 0n 1n 2n 3n | j: 0n 1n 2n 3n';
// Pares, no juego: seat 0 medias of 5s (2), seat 1 duples 6-6-4-4 (3), seat 2 a pair of 7s (1), seat 3
// a pair of sotas (1). Grande seat 3 (S-S-4-1), chica seat 2 (1-4-7-7), punto seat 3 (25).
const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';
// Juego, no pares: seat 0 K-Q-S-1 (31), seat 1 K-Q-7-5 (32), seat 2 K-S-7-6 (33), seat 3 Q-S-7-4 (31).
// The two 31s tie: the esku (seat 0) wins the juego. Grande seat 0 (K-Q-S), chica seat 0 (the ace).
const J = '12 11 10 1 / 12 11 7 5 / 12 10 7 6 / 11 10 7 4';
const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('a tira after raises, at each phase (FFMus art. 17 Relances; Le dialogue « le tira équivaudra au cumul des avant-dernières enchères »)', () => {
  it('grande, one raise refused by the opener: A imido 2, B 3 gehiago, A tira — B draws the 2 of the imido (Le dialogue « il laissera tirer non pas 1 mais 2 points »); grande gives nothing more (art. 17 « Si le Grand a été laissé … on ne tire rien »)', () => {
    const s = settled(deal(`g: 0b2 1r3 2f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H));
    expect(credits(s)).toEqual([
      'B:2:tira:grande:dialogue:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[0]).toMatchObject({ seat: 1 });
    expect(s.scoreAfter).toEqual({ A: 0, B: 4 });
  });

  it('chica, two raises: B imido 3 after A\'s paso, A 2 gehiago, B 4 gehiago, A tira — B draws 3 + 2 = 5; the best chica is B\'s anyway, but a chica laid down counts nothing more', () => {
    const s = settled(deal(`${allPass('g')} | c: 0p 1b3 2r2 3r4 0f | ${NONE} | ${allPass('t')}`, H));
    expect(credits(s)).toEqual([
      'B:5:tira:chica:dialogue:FFMus art. 17',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[0]).toMatchObject({ seat: 3 });
    expect(s.scoreAfter).toEqual({ A: 1, B: 6 });
  });

  it('pares, three raises: A imido 2, B 3, A 4, B 5 gehiago, A tira — B draws 2 + 3 + 4 = 9, then counts its duples (3) and its pair (1): Memo Mus ch. V, the base values go to the team that won the dialogue', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2y 3y | p: 0b2 1r3 2r4 3r5 0f | j: 0n 1n 2n 3n | ${allPass('t')}`, P));
    expect(credits(s)).toEqual([
      'B:9:tira:pares:dialogue:FFMus art. 17',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:3:base:pares:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.filter((c) => c.kind === 'base').map((c) => c.seat)).toEqual([1, 3]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 15 });
  });

  it('juego, Le dialogue\'s own example « imido [2 pts], 5 pts de plus, 10 de plus et 10 de plus, le tira équivaudra … (17 pts) »: A refuses B\'s last 10, B draws 2 + 5 + 10 = 17 and counts its 32 (2) and its 31 (3)', () => {
    const s = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0y 1y 2y 3y | j: 0b2 1r5 2r10 3r10 0f`, J));
    // the last raise is B's (seat 3): A refuses, so B draws 17 and counts its juegos: seat 1 32 (2), seat 3 31 (3)
    expect(credits(s)).toEqual([
      'B:17:tira:juego:dialogue:FFMus art. 17',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:2:base:juego:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 2, B: 22 });
  });

  it('juego, the same ladder seen: « l\'iduki au cumul de celles-ci (27 pts) » — to the best juego, the esku\'s 31 (tied with seat 3), plus A\'s 31 (3) and 33 (2)', () => {
    const s = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0y 1y 2y 3y | j: 0b2 1r5 2r10 3r10 2s`, J));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'A:27:iduki:juego:showdown:FFMus art. 17',
      'A:3:base:juego:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[2]).toMatchObject({ seat: 0 });
    expect(s.scoreAfter).toEqual({ A: 34, B: 0 });
  });

  it('punto, one raise: B imido 2, A 3 gehiago, B tira — A draws the 2 and « l\'équipe ayant gagné le Tira comptera 1 point du Pontua » (art. 17), though seat 3 (B) holds the best punto', () => {
    const s = settled(deal(`${G_C} | ${NONE} | t: 0p 1b2 2r3 3f`, H));
    expect(credits(s)).toEqual([
      'A:2:tira:punto:dialogue:FFMus art. 17',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 4, B: 1 });
  });
});

describe('a ladder seen at pares and the punto (FFMus art. 17 « S\'il y a eu Iduki, on comptera en plus les points pariés »)', () => {
  it('pares: Le dialogue\'s ladder 2 + 5 + 10 + 10 seen — 27 to the best pares (seat 1\'s duples) and B\'s duples 3 + pair 1; A\'s medias count nothing', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2y 3y | p: 0b2 1r5 2r10 3r10 0s | j: 0n 1n 2n 3n | ${allPass('t')}`, P));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:27:iduki:pares:showdown:FFMus art. 17',
      'B:3:base:pares:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 33 });
  });

  it('punto: x imido of 4 seen (Le dialogue 3-B « Iduki : 4 points à la fin au meilleur ») — 4 + 1 point du Pontua to seat 3\'s 29', () => {
    const s = settled(deal(`${G_C} | ${NONE} | t: 0b4 1s`, H));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:4:iduki:punto:showdown:FFMus art. 17',
      'B:1:base:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 6 });
  });
});

describe('a hordago on top of raises (Le dialogue 3-D « imido + 3 points de plus + 5 points de plus + hordago + tira : on laisse tirer 10 points »)', () => {
  it('chica: B imido 2, A 3, B 4, A 5 gehiago, B hordago, A tira — B draws the 2 + 3 + 4 + 5 = 14 before the hordago, at once', () => {
    const s = settled(deal(`${allPass('g')} | c: 0p 1b2 2r3 3r4 0r5 1o 2f | ${NONE} | ${allPass('t')}`, H));
    // ladder: B 2, A 3, B 4, A 5, B hordago, A tira → B draws the 14 before the hordago
    expect(credits(s)).toEqual([
      'B:14:tira:chica:dialogue:FFMus Le dialogue',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[0]).toMatchObject({ seat: 1 });
    expect(s.scoreAfter).toEqual({ A: 1, B: 15 });
  });

  it('Memo Mus ch. IV « Après un imido, quel que soit le montant de la première surenchère (même hordago) … deux points seulement » — an x imido of 6 answered by a hordago and refused pays the 6 (Le dialogue 3-D « Hordago : + tira : 4 points » for lau imido)', () => {
    const s = settled(deal(`g: 0b6 1o 2f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H));
    expect(credits(s)).toEqual([
      'B:6:tira:grande:dialogue:FFMus Le dialogue',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
  });
});

describe('biak imido with a larger imido (Le dialogue remarques; FFMus art. 9 « Biak Embido » tolérée)', () => {
  it('biak imido of 3: B raises 2 at grande and A lays it down (B draws the 3); at chica B sees the 3 — the best chica (seat 1, B) takes them', () => {
    const s = settled(deal(`g: 0B3 1r2 2f | c: 3s | ${NONE} | ${allPass('t')}`, H));
    expect(credits(s)).toEqual([
      'B:3:tira:grande:dialogue:FFMus art. 17',
      'B:3:iduki:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 7 });
  });

  it('biak imido of 2: iduki at grande; at chica B raises 4, A 2 gehiago, B tira — A draws 2 + 4 = 6 at once, before the grande iduki (2, A) at the count', () => {
    const s = settled(deal(`g: 0B2 3s | c: 1r4 2r2 3f | ${NONE} | ${allPass('t')}`, H));
    expect(credits(s)).toEqual([
      'A:6:tira:chica:dialogue:FFMus art. 17',
      'A:2:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 8, B: 1 });
  });
});

describe('the smallest bet and raise (Le dialogue « Il engage 2 points (imido) … C\'est la mise minimale »)', () => {
  it('an imido said without an amount is 2: seen at grande it pays 2 to the best grande', () => {
    const s = settled(deal(`g: 0b 1s | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H));
    expect(credits(s)).toEqual([
      'A:2:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
  });

  it('a raise of 1 is the smallest gehiago under ffmus (Le dialogue « on peut ne surenchérir par exemple que de 2 »): 2 + 1 seen pays 3; a raise of 0 is refused', () => {
    const s = settled(deal(`g: 0b2 1r1 2s | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H));
    expect(credits(s)[0]).toBe('A:3:iduki:grande:showdown:FFMus art. 17');
    const e = failure(deal('g: 0b2 1r0', H));
    expect(e.path).toBe('actions[1].amount');
  });

  it('biak imido is said at grande only: a biak at chica is refused (FFMus art. 9: biak opens grande and chica together)', () => {
    const e = failure(deal(`${allPass('g')} | c: 0B2`, H));
    expect(e.code).toBe('action/biak-not-grande');
  });
});
