/**
 * Judge cases, tenth set: six players, three a side (Pagat « Mus with six players … The rules of the
 * game and the scoring are exactly as for the four handed game »; Memo Mus ch. I « Les manches se
 * jouent en 50 points »): the base values of three partners at juego and at pares (FFMus art. 17 « 2
 * points (jeu) ou 3 (pour le 31) pour le ou les jeux de l'équipe gagnant le jeu »; Memo Mus ch. V
 * « Ces valeurs sont cumulées par équipe »), art. 12's duples « même en dernière main », medias of
 * kings tied and the esku (Pagat « the rank of the fourth card is irrelevant »; art. 17 « En cas
 * d'égalité parfaite, le ESKU l'emporte »), two 31s and two equal grandes from two eskus, and a
 * hordago at the punto. Worked by hand; settled by the engine, the command line and the step replay.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { credits, lines } from '../helpers/settle.js';
import { judged } from './judged.js';

const SIX = { preset: 'ffmus', players: 6 } as const;
const GC = (e = 0) => `${allPass('g', e, 6)} | ${allPass('c', e, 6)}`;

describe('juego at six: the three partners\' juegos (FFMus art. 17 « pour le ou les jeux de l\'équipe gagnant le jeu »)', () => {
  // seat 0 K-Q-S-A 31, seat 1 K-Q-7-6 33, seat 2 K-Q-7-5 32, seat 3 7-6-5-4 22, seat 4 3-Q-S-7 37 (the 3 a king), seat 5 6-5-4-A 16.
  // No pares. Grande seat 4 (K-Q-S-7 over K-Q-S-A); chica seat 5 (A-4-5-6).
  const J = '12 11 10 1 / 12 11 7 6 / 12 11 7 5 / 7 6 5 4 / 3 11 10 7 / 6 5 4 1';
  const DECL = `${GC()} | ${decl('p', 'nnnnnn')} | j: 0y 1y 2y 3n 4y 5n`;

  it('seat 0 imido, seat 1 tira: A draws 1 at once, then counts 31 + 32 + 37 = 3 + 2 + 2 (Memo Mus ch. V « Les valeurs de base … sont acquises d\'office » by the team that won the dialogue)', async () => {
    const s = await judged(deal(`${DECL} 0b2 1f`, J, { rules: SIX }));
    expect(credits(s)).toEqual([
      'A:1:tira:juego:dialogue:FFMus art. 17',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:3:base:juego:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.filter((c) => c.kind === 'base').map((c) => c.seat)).toEqual([0, 2, 4]);
    expect(s.scoreAfter).toEqual({ A: 9, B: 1 });
  });

  it('iduki: seat 0\'s 31 wins — the 2 and the same 3 + 2 + 2; seat 1\'s 33, who lost, counts nothing', async () => {
    const s = await judged(deal(`${DECL} 0b2 1s`, J, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:2:iduki:juego', 'A:3:base:juego', 'A:2:base:juego', 'A:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 10, B: 1 });
  });

  it('seat 1 gehiago 3, seat 2 gehiago 2, seat 1 gehiago 4, seat 4 (A\'s third holder) leaves it: B draws 2 + 3 + 2 = 7 (art. 17 Relances: « Embido (2 points) Bortz gehiago (+ 5) Bigehiago (+2) Tira = 7 points »), then its only juego, 33 (2)', async () => {
    const s = await judged(deal(`${DECL} 0b2 1r3 2r2 1r4 4f`, J, { rules: SIX }));
    expect(lines(s)).toEqual(['B:7:tira:juego', 'A:1:paso:grande', 'B:1:paso:chica', 'B:2:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 10 });
  });
});

describe('two 31s and two equal grandes at six, from two eskus (FFMus art. 17; Memo Mus ch. II « Un joueur sera esku par rapport à un autre dans le sens de distribution des cartes »)', () => {
  // seat 1 K-Q-S-A 31 (B), seat 4 3-Q-S-A 31 (A: the 3 is a king) — the same grande and the same juego.
  // Seat 3 A-4-5-6 (the 2 an ace) has the best chica. No pares; only seats 1 and 4 hold juego.
  const T = '7 6 5 4 / 12 11 10 1 / 7 6 4 1 / 6 5 4 2 / 3 11 10 1 / 7 5 4 2';
  const juego = (e: number) => `j: ${[0, 1, 2, 3, 4, 5].map((i) => (e + i) % 6).map((x) => `${x}${x === 1 || x === 4 ? 'y' : 'n'}`).join(' ')}`;

  it('esku seat 2 (order 2 3 4 5 0 1): seat 4 speaks before seat 1 — A takes the grande and the juego (3); the chica to seat 3', async () => {
    const s = await judged(deal(`${GC(2)} | ${decl('p', 'nnnnnn', 2)} | ${juego(2)} 4p 1p`, T, { esku: 2, rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:3:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([4, 3, 4]);
  });

  it('esku seat 5 (order 5 0 1 2 3 4): seat 1 now speaks first — B takes the grande, the chica and the juego', async () => {
    const s = await judged(deal(`${GC(5)} | ${decl('p', 'nnnnnn', 5)} | ${juego(5)} 1p 4p`, T, { esku: 5, rules: SIX }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:3:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 3, 1]);
  });
});

describe('pares at six', () => {
  it('art. 12 « 2 onze + 2 sept même en dernière main sont supérieurs à 2 onze + 2 six »: seat 5, the last hand, Q-Q-7-7 against the esku\'s Q-Q-6-6 — B takes the iduki 2 and its duples 3; the juego to the esku\'s 32 over 34', async () => {
    // seat 0 Q-Q-6-6 (32), seat 5 Q-Q-7-7 (34); seat 1 K-5-4-A, seat 2 S-5-4-A, seat 3 K-S-5-A (the 2 an ace), seat 4 7-6-4-A.
    const D = '11 11 6 6 / 12 5 4 1 / 10 5 4 1 / 12 10 5 2 / 7 6 4 2 / 11 11 7 7';
    const s = await judged(deal(`${GC()} | p: 0y 1n 2n 3n 4n 5y 0b2 5s | j: 0y 1n 2n 3n 4n 5y 0p 5p`, D, { rules: SIX }));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:2:iduki:pares:showdown:FFMus art. 17',
      'B:3:base:pares:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([3, 2, 5, 5, 0]);
  });

  // seat 1 K-K-K-5 (12 12 3 5: 35), seat 4 K-K-K-4 (12 3 3 4: 34): medias of kings both. Grande seat 1 (the 5 over the 4);
  // chica seat 2 (A-4-6-7); the juego to seat 1's 35 over 34.
  const M = '7 6 5 1 / 12 12 3 5 / 7 6 4 1 / 11 10 7 2 / 12 3 3 4 / 11 10 6 2';
  const play = (e: number, p: string, j: string) => `${GC(e)} | p: ${p} | j: ${j}`;

  it('Pagat « The hand with the higher set of three cards wins, and the rank of the fourth card is irrelevant »: esku seat 0 — seat 1 speaks first and takes the pares (2) for B', async () => {
    const s = await judged(deal(play(0, '0n 1y 2n 3n 4y 5n 1p 4p', '0n 1y 2n 3n 4y 5n 1p 4p'), M, { rules: SIX }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'B:2:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 2, 1, 1]);
  });

  it('the same hands, esku seat 3 (order 3 4 5 0 1 2): seat 4 is now esku to seat 1 and takes the pares for A; the grande and the juego stay seat 1\'s', async () => {
    const s = await judged(deal(play(3, '3n 4y 5n 0n 1y 2n 4p 1p', '3n 4y 5n 0n 1y 2n 4p 1p'), M, { esku: 3, rules: SIX }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'A:2:base:pares', 'B:2:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 2, 4, 1]);
  });

  it('A\'s three holders (pair, medias, duples) against one pair: seat 0 imido, seat 1 gehiago 2, seat 2 gehiago 5, seat 1 tira — A draws 2 + 2 = 4, then counts 1 + 2 + 3 (Pagat « If both partners have Pares then both score », three here)', async () => {
    // seat 0 5-5-K-A, seat 1 S-S-4-A, seat 2 6-6-6-A, seat 3 K-Q-7-A (28, the best grande and punto), seat 4 7-7-4-4, seat 5 Q-5-A-K (2 and 3).
    const P = '5 5 12 1 / 10 10 4 1 / 6 6 6 1 / 12 11 7 2 / 7 7 4 4 / 11 5 2 3';
    const s = await judged(deal(`${GC()} | p: 0y 1y 2y 3n 4y 5n 0b2 1r2 2r5 1f | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`, P, { rules: SIX }));
    expect(credits(s)).toEqual([
      'A:4:tira:pares:dialogue:FFMus art. 17',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2:base:pares:showdown:FFMus art. 17',
      'A:3:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 10, B: 3 });
  });
});

describe('the punto at six (FFMus art. 17 « Le Point … S\'il y a eu Tira, l\'équipe ayant gagné le Tira comptera 1 point du Pontua »; Memo Mus ch. IX)', () => {
  // seats 0..5: grande seat 3 (K-Q), chica seat 1, punto seat 3 (29); no pares, no juego.
  const X = '12 7 5 1 / 11 6 4 1 / 10 7 6 4 / 12 11 5 4 / 10 6 5 1 / 11 7 4 1';
  const REST = `${GC()} | ${decl('p', 'nnnnnn')} | ${decl('j', 'nnnnnn')}`;

  it('an opening hordago at the punto refused: A draws 1 at once (Le dialogue « soit tira (1 point) »), and the punto point last, though seat 3 holds the best punto', async () => {
    const s = await judged(deal(`${REST} | t: 0o 1f`, X, { rules: SIX }));
    expect(credits(s)).toEqual([
      'A:1:tira:punto:dialogue:FFMus Le dialogue',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:punto:showdown:FFMus art. 17',
    ]);
  });

  it('seat 0 imido 2, seat 1 gehiago 2, seat 2 gehiago 3, seat 3 hordago, seat 4 tira: B draws 2 + 2 + 3 = 7 (Le dialogue « imido + 3 points de plus + 5 points de plus + hordago + tira : on laisse tirer 10 points », here 7), and the punto point last', async () => {
    const s = await judged(deal(`${REST} | t: 0b2 1r2 2r3 3o 4f`, X, { rules: SIX }));
    expect(lines(s)).toEqual(['B:7:tira:punto', 'B:1:paso:grande', 'B:1:paso:chica', 'B:1:base:punto']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 10 });
  });

  it('at 45-48 the kanta at the punto: seat 3\'s 29 takes the manche of 50 for B, A keeps 45', async () => {
    const s = await judged(deal(`${REST} | t: 0o 5s`, X, { rules: SIX, score: { A: 45, B: 48 } }));
    expect(credits(s)).toEqual(['B:2:ordago:punto:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 45, B: 50 } });
  });
});
