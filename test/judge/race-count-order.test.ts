/**
 * Judge cases, eighth set: the 40th point reached in the middle of the count (Memo Mus ch. IX
 * « L'équipe gagnante est celle qui empoche la première le 40ème point … d'abord ceux acquis au fil
 * des phases (points laissés par tira) ; puis ceux issus des différentes phases (iduki et valeur de
 * base) et ce dans l'ordre de celles-ci (Grand, Petit, Paires, Jeu ou Point) »; FFMus art. 17 « On
 * compte alors le Grand, puis le Petit, les Paires, le Jeu ou le Point »): a tira won at juego that
 * loses to a pares base value, a biak hordago left twice, a false ba's hordago tira that ends the
 * manche before the error can be found, and the same deal two points lower where the error's
 * give-back decides. Worked by hand; settled by the engine, the command line and the step replay.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { credits } from '../helpers/settle.js';
import { judged } from './judged.js';

const GC = `${allPass('g')} | ${allPass('c')}`;

describe('the order of the count decides who takes the 40th point', () => {
  it('37-38: A wins the juego dialogue on a tira (38); at the count B\'s grande (39), A\'s chica (39), then B\'s pair of kings is the 40th — A\'s 31 (3), counted at the juego after the pares, never counts', async () => {
    // seat 0 K-Q-S-A 31, seat 1 K-K-7-5 32 (the only pares, the best grande), seat 2 A-4-5-6 (the best chica), seat 3 27
    const J = '12 11 10 1 / 12 12 7 5 / 1 4 5 6 / 10 7 6 4';
    const s = await judged(deal(`${GC} | p: 0n 1y 2n 3n | j: 0y 1y 2n 3n | j: 0b2 1f`, J, { score: { A: 37, B: 38 } }));
    expect(credits(s)).toEqual([
      'A:1:tira:juego:dialogue:FFMus art. 17',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'A:3:base:juego:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger[3]).toMatchObject({ decisive: true, seat: 1 });
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 39, B: 40 } });
  });

  it('39-39, esku seat 1 (B), all paso: the grande is counted first whoever speaks first — seat 0\'s grande is A\'s 40th; B\'s chica (its esku) and punto are not counted', async () => {
    const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
    const s = await judged(deal(`${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nnnn', 1)} | ${decl('j', 'nnnn', 1)} | ${allPass('t', 1)}`, H, { esku: 1, score: { A: 39, B: 39 } }));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
  });

  it('38-39: a biak hordago left at the grande (39) and at the chica (40) — « les points laissés TIRA se tirent au fur et à mesure » (art. 17): A\'s manche in the dialogue, before B\'s 40th could come', async () => {
    const s = await judged(deal('g: 0O 1f | c: 3f', undefined, { score: { A: 38, B: 39 } }));
    expect(credits(s)).toEqual(['A:1:tira:grande:dialogue:FFMus Le dialogue', 'A:1:tira:chica:dialogue:FFMus Le dialogue']);
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 40, B: 39 } });
  });
});

describe('a false ba\'s hordago left at pares (FFMus art. 13 b), near the target', () => {
  // seat 0 K-Q-7-A (no pares: its ba is false; the best grande), seat 1 a pair of 6s, seat 2 a pair of 7s (the best chica),
  // seat 3 a pair of sotas (29, the best punto); no juego.
  const P = '12 11 7 1 / 6 6 5 4 / 7 7 4 1 / 10 10 5 4';
  const DIALOGUE = `${GC} | p: 0y 1y 2y 3y | p: 0o 1f`;

  it('39-38: the tira is A\'s 40th at once; the deal ends in the dialogue, the hands are never compared and the false ba is never found (docs/announcement-errors.md « the manche stands »)', async () => {
    const s = await judged(deal(DIALOGUE, P, { score: { A: 39, B: 38 } }));
    expect(credits(s)).toEqual(['A:1:tira:pares:dialogue:FFMus Le dialogue']);
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', errors: [] });
  });

  it('38-38: the tira takes A to 39; at the showdown it goes back (38) and B draws the tira of the pares (39); A\'s grande (39) and chica (40) come before B\'s two pairs — A\'s manche', async () => {
    const s = await judged(deal(`${DIALOGUE} | j: 0n 1n 2n 3n | ${allPass('t')}`, P, { score: { A: 38, B: 38 } }));
    expect(credits(s)).toEqual([
      'A:1:tira:pares:dialogue:FFMus Le dialogue',
      'A:-1:cancel:pares:showdown:FFMus art. 13 b',
      'B:1:penalty:pares:showdown:FFMus art. 13 b',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:pares:showdown:FFMus art. 13 b (not counted)',
      'B:1:penalty:pares:showdown:FFMus art. 13 b (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger.map((c) => c.scoreAfter)).toEqual([
      { A: 39, B: 38 }, { A: 38, B: 38 }, { A: 38, B: 39 }, { A: 39, B: 39 }, { A: 40, B: 39 }, { A: 40, B: 39 }, { A: 40, B: 39 }, { A: 40, B: 39 },
    ]);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
  });
});
