/**
 * Judge cases, tenth set: the manche of 50 at six players (Memo Mus ch. I « Les manches se jouent en 50
 * points ») reached in the middle of a team's base values, which are counted hand by hand in speaking
 * order (FFMus art. 17 « l'équipe ayant la meilleure paire comptera sa ou ses paires, en tirant 1 point
 * (paires) 2 points (mediak) ou 3 points (doubles) »; Memo Mus ch. IX « L'équipe gagnante est celle qui
 * empoche la première le 40ème point (on ne gagne pas 46 points à 42) … d'abord ceux acquis au fil des
 * phases (points laissés par tira) ; puis ceux issus des différentes phases (iduki et valeur de base) et
 * ce dans l'ordre de celles-ci »). The same hands from two eskus: the seat whose value takes the 50th
 * changes with the speaking order. Worked by hand; settled by the engine, the command line and (at 0-0)
 * the step replay.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { credits } from '../helpers/settle.js';
import { judged } from './judged.js';

const SIX = { preset: 'ffmus', players: 6 } as const;
// A: seat 0 pair of 5s (1), seat 2 medias of 6s (2), seat 4 duples 7-7-4-4 (3); B: seat 1 pair of sotas.
// Grande seat 3 (K-Q-7-A), chica seat 1 (A-4-S-S), punto seat 3 (28); no juego.
const P = '5 5 12 1 / 10 10 4 1 / 6 6 6 1 / 12 11 7 2 / 7 7 4 4 / 11 5 2 3';
const pares = (e: number) => `p: ${[0, 1, 2, 3, 4, 5].map((i) => (e + i) % 6).map((x) => `${x}${x === 3 || x === 5 ? 'n' : 'y'}`).join(' ')}`;
const allPaso = (e: number) => `${allPass('g', e, 6)} | ${allPass('c', e, 6)} | ${pares(e)} ${[0, 1, 2, 3, 4, 5].map((i) => (e + i) % 6).filter((x) => x !== 3 && x !== 5).map((x) => `${x}p`).join(' ')} | ${decl('j', 'nnnnnn', e)} | ${allPass('t', e, 6)}`;

describe('six players, all paso: A\'s three pares counted seat by seat', () => {
  it('at 0-0, esku seat 0: B 1 (grande) + 1 (chica), A 1 + 2 + 3 (seats 0, 2, 4, the duples winning), B 1 (punto)', async () => {
    const s = await judged(deal(allPaso(0), P, { rules: SIX }));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2:base:pares:showdown:FFMus art. 17',
      'A:3:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger.map((c) => c.seat)).toEqual([3, 1, 0, 2, 4, 3]);
  });

  it('at 45-47, esku seat 0: B reaches 49 at the chica; A 46, 48, then the duples of seat 4 bring the 50th with 2 of its 3 — B\'s punto is not counted', async () => {
    const s = await judged(deal(allPaso(0), P, { rules: SIX, score: { A: 45, B: 47 } }));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2:base:pares:showdown:FFMus art. 17',
      'A:3=2:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger[4]).toMatchObject({ decisive: true, seat: 4 });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 50, B: 49 } });
  });

  it('the same score, esku seat 3 (order 3 4 5 0 1 2): seat 4\'s duples come first (48), then seat 0\'s pair (49), and seat 2\'s medias take the 50th with 1 of its 2', async () => {
    const s = await judged(deal(allPaso(3), P, { esku: 3, rules: SIX, score: { A: 45, B: 47 } }));
    expect(credits(s).slice(2)).toEqual([
      'A:3:base:pares:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2=1:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger[4]).toMatchObject({ decisive: true, seat: 2 });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 50, B: 49 } });
  });

  it('at 44-48: B\'s grande (49) and chica (50) come first — the manche is B\'s before the pares; none of A\'s six points count', async () => {
    const s = await judged(deal(allPaso(0), P, { rules: SIX, score: { A: 44, B: 48 } }));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17 (not counted)',
      'A:2:base:pares:showdown:FFMus art. 17 (not counted)',
      'A:3:base:pares:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 44, B: 50 } });
  });

  it('at 46-49 B refuses A\'s pares imido: the tira is drawn at once (47, art. 17 « les points laissés TIRA se tirent au fur et à mesure »); at the count B\'s grande is its 50th before A\'s base values', async () => {
    const s = await judged(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${pares(0)} 0b2 1f | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`, P, { rules: SIX, score: { A: 46, B: 49 } }));
    expect(credits(s)).toEqual([
      'A:1:tira:pares:dialogue:FFMus art. 17',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17 (not counted)',
      'A:1:base:pares:showdown:FFMus art. 17 (not counted)',
      'A:2:base:pares:showdown:FFMus art. 17 (not counted)',
      'A:3:base:pares:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 47, B: 50 } });
  });
});
