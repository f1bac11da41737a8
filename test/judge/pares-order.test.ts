/**
 * Judge cases: the order of the pares, step by step along the Memo Mus's own list (ch. III-3-C « Ex.
 * par ordre croissant : 2 "5", 2 rois, 3 "2", 3 dames, 2 "7" + 2 "4", 4 valets, 2 rois + 2 as, 2 rois
 * + 2 dames »), with the base values of ch. V (« paires simples 1 point, 3 cartes pareilles 2 points,
 * 4 cartes pareilles ou double paire 3 points ») and FFMus art. 12 for duples. Eight kings: the 2s are
 * aces. Each deal: grande and chica passed; seat 0 (A, esku, the weaker) and seat 1 (B, the stronger)
 * hold pares, seat 0 bets 2, seat 1 sees; seats 2 (6-5-4-1) and 3 (7-6-5-4) hold nothing. The esku
 * would win a tie, so each win of seat 1 is the order itself. Only the pares credits are asserted.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('Memo Mus ch. III-3-C: each pares beats the one before it in the list', () => {
  // [what, seat 0, seat 1, juego declarations (worked out: figures 10, the 2 an ace), base value of seat 1]
  const CASES: [string, string, string, string, number][] = [
    ['2 rois beat 2 "5"', '5 5 7 1', '12 12 7 1', '', 1],
    ['3 "2" (medias of aces) beat 2 rois', '12 12 7 1', '2 2 2 7', '', 2],
    ['3 dames beat 3 "2"', '2 2 2 7', '11 11 11 7', 'j: 0n 1y 2n 3n', 2], // 37 for seat 1
    ['2 "7" + 2 "4" (duples) beat 3 dames', '11 11 11 7', '7 7 4 4', 'j: 0y 1n 2n 3n', 3], // 37 for seat 0
    ['4 valets beat 2 "7" + 2 "4" (the higher pair S > 7, FFMus art. 12)', '7 7 4 4', '10 10 10 10', 'j: 0n 1y 2n 3n', 3],
    ['2 rois + 2 as beat 4 valets (K > S)', '10 10 10 10', '12 12 1 1', 'j: 0y 1n 2n 3n', 3],
    ['2 rois + 2 dames beat 2 rois + 2 as (equal higher pair, the lower pair Q > A: FFMus art. 12)', '12 12 1 1', '12 12 11 11', 'j: 0n 1y 2n 3n', 3],
  ];
  for (const [what, weaker, stronger, juego, base] of CASES) {
    it(`${what}: B takes the iduki (2) and counts ${base}`, () => {
      const rest = juego || `j: 0n 1n 2n 3n | ${allPass('t')}`;
      const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1s | ${rest}`, `${weaker} / ${stronger} / 6 5 4 1 / 7 6 5 4`));
      expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}:${c.rule}`)).toEqual([
        'B:2:iduki:1:FFMus art. 17', `B:${base}:base:1:FFMus art. 17`,
      ]);
    });
  }
});
