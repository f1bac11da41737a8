/**
 * Judge cases, eighth set: the `pagat` preset on the ladders of this set (Pagat « The Betting »: a
 * fold « immediately » pays 1 on a first bet, else « the number of stones previously staked »; « raise
 * by at least 2 »; Pagat « Six-player Mus »: « the scoring exactly as for the four handed game », 40
 * points). What must not differ from `ffmus` does not; what must (the smallest raise, the six-player
 * target: docs/rules.md « Where the sources disagree ») does. Worked by hand; settled by the engine,
 * the command line and the step replay.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { failure, lines } from '../helpers/settle.js';
import { judged } from './judged.js';

// No pares, no juego. Grande: seat 0 (A); chica: seat 1 (B); punto: seat 3 (29, B).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

describe('the same settlement under pagat and ffmus', () => {
  const SAME: [string, string, string[]][] = [
    ['imido 2, raises 2, 5, 2, fold: B takes 9 « immediately » (the stones previously staked)', `g: 0b2 1r2 2r5 3r2 0f | ${allPass('c')} | ${REST}`, ['B:9:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']],
    ['punto: imido 2, raise 2, raise 2, órdago, fold: B takes the 6 staked, and « one additional stone for winning the Punto »', `${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0b2 1r2 0r2 1o 0f`, ['B:6:tira:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'B:1:base:punto']],
    ['a biak hordago in answer after raises (the biak is accepted under pagat: docs/rules.md): the grande fold pays 7, the chica kanta gives B the game', 'g: 0b2 1r3 0r2 1O 0f | c: 0s', ['B:7:tira:grande', 'B:33:ordago:chica']],
  ];
  for (const [what, script, expected] of SAME) {
    it(what, async () => {
      const ffmus = await judged(deal(script, H));
      const pagat = await judged(deal(script, H, { rules: 'pagat' }));
      expect(lines(pagat)).toEqual(expected);
      expect(pagat.ledger.map((c) => [c.team, c.points, c.kind, c.phase])).toEqual(ffmus.ledger.map((c) => [c.team, c.points, c.kind, c.phase]));
      // the same credits, each citing its own text: FFMus under ffmus, the Pagat section under pagat (docs/rules.md)
      expect(ffmus.ledger.every((c) => c.rule.startsWith('FFMus '))).toBe(true);
      expect(pagat.ledger.filter((c) => !c.rule.startsWith('Pagat « '))).toEqual([]);
    });
  }
});

describe('where pagat differs', () => {
  it('a raise of 1 after a raise of 5: ffmus takes it (A draws 2 + 5 = 7 when B folds), pagat refuses it (« by at least 2 »)', async () => {
    const script = `${allPass('g')} | c: 0b2 1r5 0r1 1f | ${REST}`;
    expect(lines(await judged(deal(script, H)))).toEqual(['A:7:tira:chica', 'A:1:paso:grande', 'B:1:paso:punto']);
    expect(failure(deal(script, H, { rules: 'pagat' }))).toMatchObject({ code: 'action/raise-too-small', path: 'actions[6].amount' });
  });

  it('six players: the same biak hordago kanta at chica gives B the game at 40 under pagat (B 2 + 38), at 50 under ffmus (2 + 48)', async () => {
    const X = '12 7 5 1 / 11 6 4 1 / 10 7 6 4 / 12 11 5 4 / 10 6 5 1 / 11 7 4 1';
    const pagat = await judged(deal('g: 0b2 1O 4f | c: 2s', X, { rules: { preset: 'pagat', players: 6 } }));
    const ffmus = await judged(deal('g: 0b2 1O 4f | c: 2s', X, { rules: { preset: 'ffmus', players: 6 } }));
    expect(lines(pagat)).toEqual(['B:2:tira:grande', 'B:38:ordago:chica']);
    expect(lines(ffmus)).toEqual(['B:2:tira:grande', 'B:48:ordago:chica']);
    expect([pagat.scoreAfter, ffmus.scoreAfter]).toEqual([{ A: 0, B: 40 }, { A: 0, B: 50 }]);
  });
});
