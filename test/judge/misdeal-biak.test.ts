/**
 * Judge cases, tenth set: a misdeal found after play began (FFMus art. 5 « le joueur qui a plus ou moins
 * de quatre cartes n'entrera pas dans le jeu et on annulera les points tirés par son équipe ») while a
 * biak stands (FFMus art. 9 « Les enchères Biak Embido ou Biak Hordago étant tolérées »; Memo Mus ch.
 * VIII addenda « on ne tire les points qu'au fur et à mesure et suivant les réponses de l'équipe
 * adverse »), read with art. 10 « Les mots Tira, Iduki ou Hordago bloquent le jeu et le partenaire de
 * celui qui les prononce ne peut les désavouer » (docs/rules.md « the player found out had bet: his
 * imido, gehiago or hordago stands as his team's »). Worked by hand; settled by the engine, the
 * command line and the step replay (`judged`).
 */
import { describe, expect, it } from 'vitest';
import { deal } from '../helpers/dsl.js';
import { credits } from '../helpers/settle.js';
import { judged } from './judged.js';

// No pares, no juego. Seat 0 K-Q-7-A (28, the best grande), seat 1 A-4-5-6 (the best chica),
// seat 2 S-7-6-4 (27), seat 3 K-S-5-4 (29, the best punto; the best grande once seat 0 is out).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const WITHOUT_0 = '- / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST_123 = 'p: 1n 2n 3n | j: 1n 2n 3n | t: 1p 2p 3p';

describe('a biak imido whose bettor is found out (FFMus arts. 5, 9, 10)', () => {
  it('seat 0 says biak imido and is found out before B answers: the bet stands as A\'s (art. 10); B leaves both — A draws 1 at grande and 1 at chica after the misdeal, and they count; B\'s 29 takes the punto paso', async () => {
    const s = await judged(deal(`g: 0B2 0x 1f | c: 3f | ${REST_123}`, WITHOUT_0));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus art. 17',
      'A:1:tira:chica:dialogue:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s).toMatchObject({ out: [0], scoreAfter: { A: 2, B: 1 } });
  });

  it('B leaves the grande (A 1), then seat 0 is found out at chica: art. 5 takes back the grande point (« on annulera les points tirés par son équipe »); B leaves the chica too — that point, drawn after, counts', async () => {
    const s = await judged(deal(`g: 0B2 1f | c: 0x 3f | ${REST_123}`, WITHOUT_0));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus art. 17',
      'A:-1:cancel:deal:dialogue:FFMus art. 5',
      'A:1:tira:chica:dialogue:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 1 });
  });
});

describe('a biak hordago and a seat found out (FFMus arts. 5, 10; Memo Mus ch. VIII)', () => {
  it('seat 0 says biak hordago and is found out; B kanta at grande — seat 0\'s K-Q-7-A « n\'entrera pas dans le jeu »: seat 3\'s K-S-5-4 is the best grande left and takes the manche for B', async () => {
    const s = await judged(deal('g: 0O 0x 1s', WITHOUT_0));
    expect(credits(s)).toEqual(['B:40:ordago:grande:showdown:FFMus art. 10']);
    expect(s.ledger[0]?.seat).toBe(3);
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', out: [0] });
  });

  it('B leaves the grande (A 1 at once, Le dialogue), seat 2 is found out at chica (the point goes back), B kanta at chica — seat 1\'s A-4-5-6 wins the manche; A keeps 0', async () => {
    const s = await judged(deal('g: 0O 1f | c: 2x 3s', '12 11 7 1 / 1 4 5 6 / - / 12 10 5 4'));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus Le dialogue',
      'A:-1:cancel:deal:dialogue:FFMus art. 5',
      'B:40:ordago:chica:showdown:FFMus art. 10',
    ]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 0, B: 40 } });
  });

  it('at 30-39 the same biak hordago refused at grande: A\'s tira (31) is drawn at once; seat 1 (B) is found out at chica — B had drawn nothing, nothing goes back; seat 3 leaves the chica (32)', async () => {
    const s = await judged(deal(`g: 0O 1f | c: 1x 3f | p: 0n 2n 3n | j: 0n 2n 3n | t: 0p 2p 3p`, '12 11 7 1 / - / 10 7 6 4 / 12 10 5 4', { score: { A: 30, B: 39 } }));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus Le dialogue',
      'A:1:tira:chica:dialogue:FFMus Le dialogue',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[2]).toMatchObject({ decisive: true, seat: 3 });
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 32, B: 40 } });
  });
});

describe('a biak imido seen, then raised and « hordago » at chica (Le dialogue « Après un imido, quel que soit le montant de la première surenchère (même hordago) »)', () => {
  it('seat 0 biak imido 2, seat 1 iduki at grande; at chica seat 3 gehiago 3, seat 2 hordago, seat 1 tira — A draws 2 + 3 = 5 at once; the grande iduki (2) goes to seat 0 at the count', async () => {
    const s = await judged(deal('g: 0B2 1s | c: 3r3 2o 1f | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p', H));
    expect(credits(s)).toEqual([
      'A:5:tira:chica:dialogue:FFMus Le dialogue',
      'A:2:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 7, B: 1 });
  });

  it('a biak imido of 3 (« Hiru Embido (3 points) - Tira = 1 point », art. 17): B leaves the grande (A 1), raises 4 at chica, A leaves it — B draws the 3 before its raise', async () => {
    const s = await judged(deal('g: 0B3 1f | c: 1r4 2f | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p', H));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus art. 17',
      'B:3:tira:chica:dialogue:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
  });
});
