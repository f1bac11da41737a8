/**
 * Judge cases: what the presets change (docs/rules-presets.md; docs/rules.md « Where the sources
 * disagree »): eight kings (the Memo, Wikipedia: a 3 is a king, a 2 an ace) against four kings
 * (Pagat, « in Navarre, La Rioja, and some areas in the Basque Country »: threes and twos count as
 * themselves), FFMus art. 12 on duples, the pagat preset's raise. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { failure, lines, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
const FOUR = { preset: 'ffmus', kings: 4 } as const;

// seat 0 K-K-Q-Q; seat 1 12-12-3-3; seats 2 and 3 nothing (7-6-5-4 = 22, 7-6-5-1 = 19).
const KQ = '12 12 11 11 / 12 12 3 3 / 7 6 5 4 / 7 6 5 1';

describe('12-12-3-3 against K-K-Q-Q at pares (FFMus art. 12 « celui qui a la paire inférieure la plus forte l\'emporte »)', () => {
  it('eight kings: 12-12-3-3 are four kings, duples K-K + K-K: the lower pair K beats Q — B takes the iduki (2) and its duples (3); A\'s duples count nothing', () => {
    // juego: both 40 (the 3s count 10), seat 0 the esku takes the juego paso: 2
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1s | j: 0y 1y 2n 3n | j: 0p 1p`, KQ));
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}:${c.rule}`)).toEqual(['B:2:iduki:1:FFMus art. 17', 'B:3:base:1:FFMus art. 17']);
    expect(s.ledger.filter((c) => c.phase === 'juego').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['A:2:base:0']);
  });

  it('four kings: 12-12-3-3 is K-K + 3-3, beaten by K-K-Q-Q — A takes the iduki and its duples; 12-12-3-3 counts 26, no juego: A alone holds juego (40: 2)', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1s | j: 0y 1n 2n 3n`, KQ, { rules: FOUR }));
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['A:2:iduki:0', 'A:3:base:0']);
    expect(s.ledger.filter((c) => c.phase === 'juego').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['A:2:base:0']);
  });
});

describe('grande, chica and punto with four kings', () => {
  // four kings (ranks 1 < 2 < 3 < 4 … ; each card its own value): seat 0 4-3-2-1 (10), seat 1 5-4-3-2 (14),
  // seat 2 7-6-5-1 (19), seat 3 6-5-4-3 (18); no pares, no juego.
  const H4 = '4 3 2 1 / 5 4 3 2 / 7 6 5 1 / 6 5 4 3';

  it('four kings: 4-3-2-1 is the best chica (the 2 is no ace, but below the 3); 7-6-5-1 the best grande; the punto 19 of seat 2', () => {
    const s = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`, H4, { rules: FOUR }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([2, 0, 2]);
  });

  it('eight kings, the same cards: the 3s are kings and the 2s aces — seat 3 (K-6-5-4) has the best grande; seat 0 K-4-A-A has a pair of aces, and the punto goes to seat 3 (25)', () => {
    // seat 0 4-3-2-1 = K 4 A A: a pair of aces (1), 16; seat 1 5-4-3-2 = K 5 4 A, 20; seat 2 19; seat 3 6-5-4-3 = K 6 5 4, 25
    const s = settled(deal(`${G_C} | p: 0y 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`, H4));
    // grande: seat 0 K-4-A-A, seat 1 K-5-4-A, seat 3 K-6-5-4 → seat 3; chica: seat 0 A-A-4-K → seat 0
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'A:1:base:pares', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([3, 0, 0, 3]);
  });
});

describe('the ladder of the pagat preset (Pagat « raise by at least 2 »)', () => {
  it('pagat: a raise of 1 is refused; a raise of 2 then a fold pays the 2 of the opening bet (Pagat « the other side immediately takes the number of stones previously staked »)', () => {
    expect(failure(deal('g: 0b2 1r1', undefined, { rules: 'pagat' })).code).toBe('action/raise-too-small');
    const s = settled(deal('g: 0b2 1r2 0f', undefined, { rules: 'pagat', score: { A: 0, B: 38 } }));
    expect(s.ledger).toMatchObject([{ team: 'B', points: 2, kind: 'tira', phase: 'grande', when: 'dialogue', seat: 1, decisive: true }]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 40 });
  });
});
