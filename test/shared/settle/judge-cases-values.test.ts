/**
 * Judge cases: base values of unusual hands (Memo Mus ch. III-3 « 4 cartes pareilles ou double paire
 * (dobliak), 3 points »; ch. V; eight kings: a 3 is a king worth 10, a 2 an ace worth 1). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('four of a kind and threes as kings', () => {
  it('Memo Mus ch. V: four 5s are duples (3); 3-3-S-1 is a pair of kings (1) and a 31 (3) — A alone holds pares and juego', () => {
    // seat 0 5-5-5-5, seat 1 K-7-6-4 (27), seat 2 3-3-S-1 = K-K-S-1 (grande, and the chica with its ace), seat 3 C-7-6-4.
    const s = settled(deal(`${G_C} | ${decl('p', 'ynyn')} | ${decl('j', 'nnyn')}`, '5 5 5 5 / 12 7 6 4 / 3 3 10 1 / 11 7 6 4'));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:3:base:pares', 'A:1:base:pares', 'A:3:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 9, B: 0 });
  });

  // seat 0 2-2-1-1, seat 1 K-7-6-4 (27), seat 2 3-3-K-K, seat 3 C-7-6-4 (27).
  const H = '2 2 1 1 / 12 7 6 4 / 3 3 12 12 / 11 7 6 4';
  it('eight kings: four aces and four kings are duples (3 + 3); 3-3-K-K is 40, so seat 2\'s ez at juego hides it — FFMus art. 16 a, B draws 1 + 1', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'ynyn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, H));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[2, 'FFMus art. 16 a']]);
    expect(s.ledger.filter((c) => c.counted).map((c) => `${c.team}:${c.points}:${c.phase}`)).toEqual(['B:1:punto', 'A:1:grande', 'A:1:chica', 'A:3:pares', 'A:3:pares', 'B:1:punto']);
    expect(s.scoreAfter).toEqual({ A: 8, B: 2 });
  });

  it('four kings: 2-2-1-1 and 3-3-K-K are still duples (3 + 3), but 3-3-K-K is 26, no juego; the punto goes to seat 1 (27, before seat 3)', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'ynyn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, H, { rules: { preset: 'ffmus', kings: 4 } }));
    expect(s.errors).toEqual([]);
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:3:base:pares', 'A:3:base:pares', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 8, B: 1 });
  });
});
