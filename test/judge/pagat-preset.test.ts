/**
 * Judge cases: the `pagat` preset against Pagat's own text (J. McLeod, *Mus*: « The Betting »,
 * « Pares », « Scoring the Pares », « Scoring the Juego or Punto », « Órdago », « Deal and Mus »,
 * « Keeping the Score »), each claim of docs/rules-presets.md checked against it. Pagat's seats A, B,
 * C, D (anticlockwise from the mano) are seats 0, 1, 2, 3: A and C are team A, B and D team B.
 * Worked by hand before the engine was run. Pagat's own example hands (the Órdago deal is in
 * test/shared/settle/judge-cases-variants.test.ts; these are the other worked sentences).
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, resolveRules } from '../../shared/index.js';
import { allPass, deal } from '../helpers/dsl.js';
import { failure, lines, settled } from '../helpers/settle.js';

const PAGAT = 'pagat' as const;
const G_C = `${allPass('g')} | ${allPass('c')}`;
// Pagat « Scoring the Grande and the Chica », « Scoring the Pares »: « A (mano) has 7-7-2-A; B has
// 3-3-S-2; C has R-R-S-A; D has C-C-C-6 ». Juego: A 16, B 31, C 31, D 36.
const EXAMPLE = '7 7 2 1 / 3 3 10 2 / 12 12 10 1 / 11 11 11 6';
// No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const NONE = `p: 0n 1n 2n 3n | j: 0n 1n 2n 3n`;

describe('Pagat « Scoring the Pares »: the worked example', () => {
  it('« A and C have bet 4 and B and D have seen it then A and C win a total of 8 stones (3 + 1 + 4) »; the Grande to B « (B and C have equal cards but B is earlier in the order of play) »', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2y 3y | p: 0b4 1s | j: 0n 1y 2y 3y | j: 1p 2p 3p`, EXAMPLE, { rules: PAGAT }));
    // chica: A's A-A-7-7 (the 2 an ace) beats C's A-S-R-R; juego passed: B's 31 before C's 31, B counts 3 + D's 36 (2)
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'A:4:iduki:pares', 'A:3:base:pares', 'A:1:base:pares', 'B:3:base:juego', 'B:2:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 0, 0, 0, 2, 1, 3]);
    expect(s.ledger.filter((c) => c.phase === 'pares').reduce((n, c) => n + c.points, 0)).toBe(8);
    expect(s.scoreAfter).toEqual({ A: 9, B: 6 });
  });

  it('« if A and C bet 4, B and D raised by 6 making 10, and A and C then folded, B and D would now win 3 stones (for B\'s par simple and D\'s medias) in addition to the 4 they won during the betting round »', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2y 3y | p: 0b4 1r6 0f | j: 0n 1y 2y 3y | j: 1p 2p 3p`, EXAMPLE, { rules: PAGAT }));
    const pares = s.ledger.filter((c) => c.phase === 'pares');
    // the 4 at once (dialogue), then at the count B's pair (1) and D's medias (2), although A's duples are better
    expect(pares.map((c) => `${c.team}:${c.points}:${c.kind}:${c.when}:${c.seat}`)).toEqual(['B:4:tira:dialogue:1', 'B:1:base:showdown:1', 'B:2:base:showdown:3']);
    expect(lines(s)[0]).toBe('B:4:tira:pares');
  });
});

describe('Pagat « The Betting »: what a refused bet pays', () => {
  it('« A says "I bet"; B says "I raise, making 4"; A says "I raise 16, making 20"; B says "We fold". A and C immediately take 4 stones »', () => {
    const s = settled(deal(`g: 0b2 1r2 0r16 1f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H, { rules: PAGAT }));
    expect(lines(s)).toEqual(['A:4:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger[0]).toMatchObject({ when: 'dialogue' });
  });

  it('« It is of course possible to say órdago instead of the first bet of a round. If you do this and the opponents fold, you get just one stone, for "no" »', () => {
    const s = settled(deal(`g: 0o 1f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H, { rules: PAGAT }));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('« A bet is a proposal to stake some number of stones, at least 2 »: an opening bet of 1 is refused; a raise « by at least 2 »: 1 is refused, 2 taken', () => {
    expect(failure(deal('g: 0b1', undefined, { rules: PAGAT }))).toMatchObject({ code: 'action/bet-too-small', path: 'actions[0].amount', rule: 'Pagat « The Betting »' });
    expect(failure(deal('g: 0b1'))).toMatchObject({ code: 'action/bet-too-small', rule: 'FFMus Le dialogue' }); // the same bet under ffmus
    expect(failure(deal('c: 0p 1b2 2r1', undefined, { rules: PAGAT })).code).toBe('action/wrong-phase');
    expect(failure(deal(`${allPass('g')} | c: 0p 1b2 2r1`, undefined, { rules: PAGAT }))).toMatchObject({ code: 'action/raise-too-small', rule: 'Pagat « The Betting »' });
  });

  it('« If the betting was on the Punto, they just take one additional stone for winning the Punto »: B folds after two raises — A takes 4 at once and the punto point, although seat 3 (B) holds the best punto (29)', () => {
    const s = settled(deal(`${G_C} | ${NONE} | t: 0b2 1r2 0r4 1f`, H, { rules: PAGAT }));
    expect(lines(s)).toEqual(['A:4:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:punto']);
  });

  it('« In the case of Punto, the winning player\'s team wins the agreed stake plus just one extra stone »: seen at 2, seat 3\'s 29 takes 2 + 1', () => {
    const s = settled(deal(`${G_C} | ${NONE} | t: 0b2 1s`, H, { rules: PAGAT }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:2:iduki:punto', 'B:1:base:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 1, 3, undefined]);
  });
});

describe('Pagat « Grande (High) » and « Chica (Low) »', () => {
  it('« R-3-4-4 beats R-C-C-C for the Grande, because the 3, being equivalent to a king, beats the first Caballo » and « for the Chica as well, because the 4 is smaller than the Caballo »: seat 1 beats the mano at both; its duples K-K + 4-4 beat the medias of C', () => {
    // seat 0 R-C-C-C (40), seat 1 R-3-4-4 (28), seat 2 R-7-6-5 (28), seat 3 C-7-6-5 (28): only seat 0 holds juego (2, no dialogue)
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0p 1p | j: 0y 1n 2n 3n`, '12 11 11 11 / 12 3 4 4 / 12 7 6 5 / 11 7 6 5', { rules: PAGAT }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:3:base:pares', 'A:2:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 1, 1, 0]);
  });
});

describe('Pagat « Pares »: which pares wins a tie', () => {
  // seat 0 7-7-4-3 (the 3 a king: 28, no juego), seat 1 R-C-7-7 (34), seats 2 and 3 nothing
  const KICK = '7 7 4 3 / 12 11 7 7 / 6 5 4 1 / 11 6 5 1';
  it('« between 7-7-4-3 and R-C-7-7, the winner is the mano » (the other two cards are irrelevant): A takes the iduki 2 and its pair 1, under pagat and ffmus (art. 17 « égalité parfaite »)', () => {
    for (const rules of [PAGAT, 'ffmus'] as const) {
      const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1s | j: 0n 1y 2n 3n`, KICK, { rules }));
      expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['A:2:iduki:0', 'A:1:base:0']);
    }
  });

  it('the same hands with seat 1 as mano: « the earliest player after the mano » is now seat 1 — B takes the pares with R-C-7-7', () => {
    const s = settled(deal(`${allPass('g', 1)} | ${allPass('c', 1)} | p: 1y 2n 3n 0y | p: 1b2 0s | j: 1y 2n 3n 0n`, KICK, { rules: PAGAT, esku: 1 }));
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['B:2:iduki:1', 'B:1:base:1']);
  });

  it('Duples: « C-C-5-5 beats S-S-S-S because the Caballo is higher than the Sota » (four of a kind « just counts as two equal pairs »), even against the mano: B 2 + 3; A\'s 40 counts 2 without dialogue', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1s | j: 0y 1n 2n 3n`, '10 10 10 10 / 11 11 5 5 / 7 6 4 1 / 12 7 6 2', { rules: PAGAT }));
    expect(s.ledger.filter((c) => c.phase === 'pares' || c.phase === 'juego').map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}:${c.seat}`)).toEqual([
      'B:2:iduki:pares:1', 'B:3:base:pares:1', 'A:2:base:juego:0',
    ]);
  });

  it('Medias: « the rank of the fourth card is irrelevant » — R-R-R-4 (mano) against 3-3-3-C, both medias of kings: A takes 2 + 2; the juego goes to B\'s 40 over A\'s 34', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1s | j: 0y 1y 2n 3n | j: 0p 1p`, '12 12 12 4 / 3 3 3 11 / 6 5 4 1 / 7 6 5 1', { rules: PAGAT }));
    expect(s.ledger.filter((c) => c.phase !== 'grande' && c.phase !== 'chica').map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}:${c.seat}`)).toEqual([
      'A:2:iduki:pares:0', 'A:2:base:pares:0', 'B:2:base:juego:1',
    ]);
  });
});

describe('Pagat « Deal and Mus »', () => {
  it('« each player in turn, starting with the mano, discards from one to four cards »: 0 and 5 are refused at the count field; out of turn is refused', () => {
    for (const n of [0, 5]) {
      expect(failure(deal(`m: 0m 1m 2m 3m 0d${n}`, undefined, { rules: PAGAT }))).toMatchObject({ code: 'action/bad-field', path: 'actions[4].count', rule: 'Pagat « Deal and Mus »' });
    }
    expect(failure(deal('m: 0m 1m 2m 3m 0d1 2d1', undefined, { rules: PAGAT }))).toMatchObject({ code: 'action/not-your-turn', path: 'actions[5]' });
  });

  it('« there is another opportunity to propose "Mus" as before »: three rounds of mus, then « No hay mus » — the rounds score nothing', () => {
    const mus = 'm: 0m 1m 2m 3m 0d1 1d1 2d1 3d1 0m 1m 2m 3m 0d4 1d2 2d3 3d1 0m 1m 2m 3m 0d1 1d1 2d1 3d1 0m 1c';
    const play = `${G_C} | ${NONE} | ${allPass('t')}`;
    const withMus = settled(deal(`${mus} | ${play}`, H, { rules: PAGAT }));
    expect(withMus.ledger).toEqual(settled(deal(play, H, { rules: PAGAT })).ledger);
    expect(lines(withMus)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });
});

describe('docs/rules-presets.md, the pagat column, against Pagat « Object of the Game » and « Keeping the Score »', () => {
  it('« the first team to reach 40 points », « the first team to win two games », « raise by at least 2 », dentro at « seven amarracos, representing 35 », eight kings (« the 3\'s are equivalent to kings »)', () => {
    expect(PRESETS.pagat).toMatchObject({ target: 40, manchesToWin: 2, raiseMin: 2, dentro: 35, kings: 8, players: 4, juegoReal: 'off' });
    expect(resolveRules(PAGAT)).toEqual({ ok: true, value: PRESETS.pagat });
  });

  it('« after a team is dentro, as soon as the partner keeping the piedras has collected 5 stones (making a total score of 40), they win »: at 39 the punto point wins the game', () => {
    const s = settled(deal(`${G_C} | ${NONE} | ${allPass('t')}`, H, { rules: PAGAT, score: { A: 0, B: 39 } }));
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 1, B: 40 } });
    expect(s.ledger.find((c) => c.decisive)).toMatchObject({ team: 'B', phase: 'chica', kind: 'paso' });
  });
});
