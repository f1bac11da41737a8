/**
 * Judge cases, tenth set: *Le dialogue*'s ladder sentences read word for word at phases and with
 * biak combinations no case read before — « Autre ex. : imido + 3 points de plus + 5 points de plus +
 * hordago + tira : on laisse tirer 10 points » at the punto; « 3 - Il engage plusieurs points (ex. 4
 * points imido) … D - Hordago : +tira : 4 points » at juego; « Après un imido, quel que soit le montant
 * de la première surenchère (même hordago), quand elle est suivie d'un tira, 2 points seulement seront
 * tirés » at a chica opened by a biak imido; a biak hordago said in answer over raises and over the
 * other team's biak imido (Memo Mus ch. VIII addenda « alors seulement là, la B peut faire biak
 * hordago »; docs/rules.md « Biak hordago in answer »). Worked by hand; settled by the engine, the
 * command line and the step replay.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { credits, lines } from '../helpers/settle.js';
import { judged } from './judged.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;

describe('Le dialogue word for word', () => {
  it('the punto: « imido + 3 points de plus + 5 points de plus + hordago + tira : on laisse tirer 10 points » — B draws 10 at once, and the punto point last (art. 17 « l\'équipe ayant gagné le Tira comptera 1 point du Pontua »)', async () => {
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1r3 0r5 1o 2f`, H));
    expect(credits(s)).toEqual([
      'B:10:tira:punto:dialogue:FFMus Le dialogue',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 12 });
  });

  it('the juego: « 4 points imido … Hordago : +tira : 4 points » — seat 0 lau imido on 32, seat 1 hordago, A tira: B draws 4, then its 31 (3)', async () => {
    // seat 0 K-Q-7-5 (32), seat 1 K-Q-S-A (31, the best grande), seat 2 A-4-5-6 (the best chica), seat 3 7-6-5-4.
    const J = '12 11 7 5 / 12 11 10 1 / 6 5 4 1 / 7 6 5 4';
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | j: 0y 1y 2n 3n 0b4 1o 0f`, J));
    expect(credits(s)).toEqual([
      'B:4:tira:juego:dialogue:FFMus Le dialogue',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
    ]);
  });

  it('the pares: « 4 points imido … B - Iduki : 4 points à la fin au meilleur », and the base values of the winning team (Memo Mus ch. V « il faut ajouter à ces gains … leurs valeurs de base »)', async () => {
    // seat 0 K-K-7-A (pair of kings), seat 1 6-6-6-A (medias), seat 2 S-S-5-4 (pair of sotas), seat 3 Q-7-5-4: B wins with medias.
    const P = '12 12 7 1 / 6 6 6 1 / 10 10 5 4 / 11 7 5 4';
    const s = await judged(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1y 2y 3n 0b4 1s | ${decl('j', 'nnnn')} | ${allPass('t')}`, P));
    expect(lines(s).filter((l) => l.endsWith(':pares'))).toEqual(['B:4:iduki:pares', 'B:2:base:pares']);
  });
});

describe('biak imido at chica (Le dialogue « L\'autre équipe devra répondre successivement à l\'un et à l\'autre »)', () => {
  it('iduki at grande, then at chica B answers the biak imido with hordago and A leaves it: « même hordago … 2 points seulement » — B draws 2; the grande iduki goes to seat 0', async () => {
    const s = await judged(deal(`g: 0B2 1s | c: 1o 2f | ${REST}`, H));
    expect(credits(s)).toEqual([
      'B:2:tira:chica:dialogue:FFMus Le dialogue',
      'A:2:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 2, B: 3 });
  });
});

describe('biak hordago in answer (Memo Mus ch. VIII addenda)', () => {
  it('over raises: imido 2, 3 gehiago, 4 gehiago, then B biak hordago — A leaves the grande (2 + 3 + 4 = 9) and the chica, where the biak hordago is the first bet (1: « Quelle que soit la mise initiale … 1 seul point »)', async () => {
    const s = await judged(deal(`g: 0b2 1r3 2r4 3O 0f | c: 2f | ${REST}`, H));
    expect(credits(s)).toEqual([
      'B:9:tira:grande:dialogue:FFMus Le dialogue',
      'B:1:tira:chica:dialogue:FFMus Le dialogue',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
  });

  it('over A\'s biak imido of 3: A leaves both — 3 at grande and 3 at chica, where A\'s imido of 3 stood under the hordago (Le dialogue 3-D « Hordago : +tira : 4 points » after a 4 imido)', async () => {
    const s = await judged(deal(`g: 0B3 1O 2f | c: 0f | ${REST}`, H));
    expect(credits(s)).toEqual([
      'B:3:tira:grande:dialogue:FFMus Le dialogue',
      'B:3:tira:chica:dialogue:FFMus Le dialogue',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 7 });
  });

  it('the same, A kanta at chica: the chica decides the manche — seat 1\'s A-4-5-6 for B, A keeps nothing; the grande tira B drew stays (art. 17 « au fur et à mesure »)', async () => {
    const s = await judged(deal('g: 0B3 1O 2f | c: 0s', H, { score: { A: 20, B: 10 } }));
    expect(credits(s)).toEqual(['B:3:tira:grande:dialogue:FFMus Le dialogue', 'B:27:ordago:chica:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 20, B: 40 } });
  });
});
