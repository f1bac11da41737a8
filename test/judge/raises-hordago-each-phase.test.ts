/**
 * Judge cases, eighth set: raise after raise, and a hordago on top of raises, at every phase —
 * refused (what the tira pays: the last stake accepted, FFMus art. 17 *Relances*; Le dialogue « le
 * tira équivaudra au cumul des avant-dernières enchères », « Hordago : +tira : 4 points », « Après un
 * imido, quel que soit le montant de la première surenchère (même hordago), quand elle est suivie d'un
 * tira, 2 points seulement seront tirés ») and seen (Le dialogue « l'iduki au cumul de celles-ci »;
 * FFMus art. 10 « Après un "Hordago Kanta" aucun point (tantto) ne sera tiré »). Each deal is settled
 * by the engine, the command line and the step replay (`judged`). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, lines } from '../helpers/settle.js';
import { drawnAt, judged } from './judged.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-A, A); chica: seat 1 (A-4-5-6, B); punto: seat 3 (29, B).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const NONE = 'p: 0n 1n 2n 3n | j: 0n 1n 2n 3n';
// Juego: seat 0 31 (K-Q-S-A), seat 1 32 (K-K-7-5, the only pares: a pair of kings); seats 2 (A-4-5-6), 3 (27) nothing.
// Grande seat 1 (K-K), chica seat 2 (A-4-5-6).
const J = '12 11 10 1 / 12 12 7 5 / 1 4 5 6 / 10 7 6 4';
// Pares: seat 0 medias of 5s, seat 1 duples 6-6-4-4, seat 2 a pair of 7s, seat 3 a pair of sotas; no juego.
const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';

describe('grande: raises and a hordago (FFMus art. 17 « Si le Grand a été laissé après un Embido, on ne tire rien »)', () => {
  it('imido 2, 3 gehiago, hordago, tira — A draws 2 + 3 = 5 at once (Le dialogue « imido + 3 points de plus + 5 points de plus + hordago + tira : on laisse tirer 10 points »), and the grande gives nothing more at the count', async () => {
    const r = deal(`g: 0b2 1r3 0o 1f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H);
    const s = await judged(r);
    expect(credits(s)).toEqual([
      'A:5:tira:grande:dialogue:FFMus Le dialogue',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(drawnAt(r)).toEqual(['4 → A:5:tira:grande']);
    expect(s.scoreAfter).toEqual({ A: 5, B: 2 });
  });

  it('Le dialogue « Après un imido, quel que soit le montant de la première surenchère (même hordago) … 2 points seulement »: imido 2, hordago, tira — B draws the 2 of the imido', async () => {
    const s = await judged(deal(`g: 0b2 1o 0f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 4 });
  });

  it('« Les surenchères ne s\'effectuent pas forcément crescendo »: imido 2, gehiago 2 (B), gehiago 5 (A, the bettor\'s partner), gehiago 1 (B), iduki — the 10 go to the best grande (seat 0)', async () => {
    const s = await judged(deal(`g: 0b2 1r2 2r5 3r1 0s | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H));
    expect(lines(s)).toEqual(['A:10:iduki:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 10, B: 2 });
  });

  it('the same ladder refused at the last raise: B draws 2 + 2 + 5 = 9, « le cumul des avant-dernières enchères » (art. 17 « Embido (2 points) Bortz gehiago (+ 5) Bigehiago (+2) Tira = 7 points »)', async () => {
    const r = deal(`g: 0b2 1r2 2r5 3r1 0f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H);
    const s = await judged(r);
    expect(lines(s)).toEqual(['B:9:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(drawnAt(r)).toEqual(['5 → B:9:tira:grande']);
  });

  it('art. 17 « Embido (2 points) Bortz gehiago (+ 5) Bigehiago (+2) Tira = 7 points », word for word at the grande: A draws 7', async () => {
    const s = await judged(deal(`g: 0b2 1r5 0r2 1f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H));
    expect(lines(s)).toEqual(['A:7:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('art. 17 « Hiru Embido (3 points) Lau gehiago (+ 4) Iduki = 7 points »: the 7 to the best grande, nothing more (« on compte les points pariés, rien de plus »)', async () => {
    const s = await judged(deal(`g: 1b3 2r4 3s | ${allPass('c', 1)} | p: 1n 2n 3n 0n | j: 1n 2n 3n 0n | ${allPass('t', 1)}`, H, { esku: 1 }));
    expect(lines(s)).toEqual(['A:7:iduki:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('a hordago after a raise, seen by the raiser\'s partner: imido 2, 3 gehiago, hordago (seat 2), kanta (seat 3) — the best grande (seat 0) takes the manche; the 5 on the table count for nothing (art. 10)', async () => {
    const s = await judged(deal('g: 0b2 1r3 2o 3s', H, { score: { A: 12, B: 30 } }));
    expect(credits(s)).toEqual(['A:28:ordago:grande:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'A', end: 'ordago', scoreAfter: { A: 40, B: 30 } });
  });
});

describe('chica and punto: a hordago over an x imido, and over raises', () => {
  it('chica: lau imido (4), hordago, tira by the bettor\'s partner — B draws 4 (Le dialogue 3-D « Hordago : +tira : 4 points »); the chica gives nothing more, the grande and punto are paso', async () => {
    const s = await judged(deal(`${allPass('g')} | c: 0b4 1o 2f | ${NONE} | ${allPass('t')}`, H));
    expect(credits(s)).toEqual([
      'B:4:tira:chica:dialogue:FFMus Le dialogue',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
  });

  it('punto: imido 2, gehiago 2, gehiago 2, hordago, tira — B draws 6 at once and « l\'équipe ayant gagné le Tira comptera 1 point du Pontua », last, although seat 3\'s 29 is B\'s anyway', async () => {
    const r = deal(`${allPass('g')} | ${allPass('c')} | ${NONE} | t: 0b2 1r2 0r2 1o 0f`, H);
    const s = await judged(r);
    expect(lines(s)).toEqual(['B:6:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'B:1:base:punto']);
    expect(drawnAt(r)).toEqual(['21 → B:6:tira:punto']);
  });

  it('punto: the point du Pontua goes to the team that won the tira even with the worse punto — B bets 2, A 3 gehiago, B tira: A draws 2, and its 28 takes the point over seat 3\'s 29', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | ${NONE} | t: 0p 1b2 2r3 3f`, H));
    expect(lines(s)).toEqual(['A:2:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:punto']);
  });

  it('chica: a kanta over raises at 35-38 — B\'s chica (seat 1) takes the manche: B 40, A keeps 35', async () => {
    const s = await judged(deal(`${allPass('g')} | c: 0b2 1r2 0r5 1o 2s`, H, { score: { A: 35, B: 38 } }));
    expect(credits(s)).toEqual(['B:2:ordago:chica:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 35, B: 40 } });
  });
});

describe('pares and juego: raises and a hordago after the declarations', () => {
  it('juego: imido 2, gehiago 2, gehiago 3, hordago, tira — B draws 7 at once; B won the dialogue and counts its 32 (2), not A\'s better 31 (Memo Mus ch. V « Les valeurs de base ne sont acquises que si, et seulement si, le dialogue a été gagné »)', async () => {
    const r = deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1y 2n 3n | j: 0y 1y 2n 3n | j: 0b2 1r2 0r3 1o 0f`, J);
    const s = await judged(r);
    expect(credits(s)).toEqual([
      'B:7:tira:juego:dialogue:FFMus Le dialogue',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 11 });
  });

  it('juego: the same ladder seen instead of the hordago (imido 2, gehiago 2, gehiago 3, iduki): 7 + the 31 (3) to A', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1y 2n 3n | j: 0y 1y 2n 3n | j: 0b2 1r2 0r3 1s`, J));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'B:1:base:pares', 'A:7:iduki:juego', 'A:3:base:juego']);
  });

  it('pares at 30-12: imido 2, gehiago 2, hordago by seat 2 (pair of 7s), kanta by seat 3 (sotas) — seat 1\'s duples take the manche for B (Memo Mus ch. IV-2-D « le meilleur gagne la manche sur cette phase »)', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1y 2y 3y | p: 0b2 1r2 2o 3s`, P, { score: { A: 30, B: 12 } }));
    expect(credits(s)).toEqual(['B:28:ordago:pares:showdown:FFMus art. 10']);
    expect(s.ledger[0]).toMatchObject({ seat: 1, decisive: true });
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 30, B: 40 } });
  });

  it('pares: imido 3, gehiago 4, tira — A draws the 3 of the x imido (art. 17 « Hiru Embido (3 points) Lau gehiago (+ 4) »: the stake before the last) and counts its medias and pair (2 + 1), B\'s duples count nothing', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1y 2y 3y | p: 0p 1b3 2r4 3f | j: 0n 1n 2n 3n | ${allPass('t')}`, P));
    expect(lines(s)).toEqual(['A:3:tira:pares', 'B:1:paso:grande', 'A:1:paso:chica', 'A:2:base:pares', 'A:1:base:pares', 'B:1:paso:punto']);
  });
});
