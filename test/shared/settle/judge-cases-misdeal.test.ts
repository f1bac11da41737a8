/**
 * Judge cases: a misdeal found during play (FFMus art. 5) in a deal whose bets an announcement error
 * also voids (FFMus art. 13 a). Art. 5 takes back every point the misdealt seat's team drew in the deal
 * so far; art. 13 a gives back the points drawn in the voided phase. A point taken back once is not
 * taken back again (docs/rules.md, "Misdeal found after play began"; docs/announcement-errors.md).
 * Worked by hand.
 *
 * Hands (eight kings): seat 0 7-6-5-4 (no pares, says ba: false, art. 13 a — its partner seat 2 has
 * none either); seat 1 11-11-5-4 (a pair of 11s, base 1, Memo Mus ch. V); seat 3 12-10-7-1.
 * Grande: seat 3 (the king) → B 1; chica: seat 3 (the ace) → B 1; no juego (seat 1 29, seat 3 28,
 * seat 0 22); punto: seat 1 (29) → B 1. At pares seat 0 bets 2 and seat 1 refuses: A draws the tira, 1.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../../helpers/dsl.js';
import { settled } from '../../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
type S = ReturnType<typeof settled>;
/** team:points:phase of the counted credits, in order. */
const tp = (s: S) => s.ledger.filter((c) => c.counted).map((c) => `${c.team}:${c.points}:${c.phase}`);

describe('a misdeal and a voided phase in one deal (FFMus arts. 5 and 13 a)', () => {
  it('the tira A drew at pares is taken back once, by the misdeal, not again when the pares bets are voided', () => {
    // seat 2 (A) is found misdealt at the juego declarations: A loses the 1 it drew (art. 5), 11 → 10.
    // At the showdown seat 0's ba is false (art. 13 a): the pares bets are void, but their point is
    // already gone. B: grande 1, chica 1, seat 1's pair 1, punto 1.
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1f | j: 0n 1n 2x 3n | t: 0p 1p 3p`, '7 6 5 4 / 11 11 5 4 / - / 12 10 7 1', { score: { A: 10, B: 0 } }));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 13 a']]);
    expect(tp(s)).toEqual(['A:1:pares', 'A:-1:deal', 'B:1:grande', 'B:1:chica', 'B:1:pares', 'B:1:punto']);
    expect(s.scoreAfter).toEqual({ A: 10, B: 4 });
  });

  it('the same deal without the misdeal: the point goes back once, when the hands are shown — the same score', () => {
    // seat 2 plays 12-7-6-5: no pares (its ez is right), grande lost to seat 3 (K-10), chica to the ace.
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1f | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p`, '7 6 5 4 / 11 11 5 4 / 12 7 6 5 / 12 10 7 1', { score: { A: 10, B: 0 } }));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 13 a']]);
    expect(tp(s)).toEqual(['A:1:pares', 'A:-1:pares', 'B:1:grande', 'B:1:chica', 'B:1:pares', 'B:1:punto']);
    expect(s.scoreAfter).toEqual({ A: 10, B: 4 });
  });

  it('a misdeal of the other team does not keep A’s voided tira from going back', () => {
    // seat 3 (B) is found misdealt at juego: B drew nothing yet, no cancel. Seat 3 out: grande goes to
    // seat 2 (the king) → A, chica to seat 0 (4-5-6) → A, punto to seat 1 (29) → B; A's pares point goes back.
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1f | j: 0n 1n 2n 3x | t: 0p 1p 2p`, '7 6 5 4 / 11 11 5 4 / 12 7 6 5 / -', { score: { A: 10, B: 0 } }));
    expect(tp(s)).toEqual(['A:1:pares', 'A:-1:pares', 'A:1:grande', 'A:1:chica', 'B:1:pares', 'B:1:punto']);
  });

  it('a misdeal of the other team cancels its own points only: A’s voided tira still goes back', () => {
    // B draws 1 at grande (seat 1 bets 2, seat 2 refuses), A draws 1 at pares; seat 3 (B) is found
    // misdealt at juego: B's 1 is cancelled (art. 5), not A's. Seat 0's ba at pares is false (13 a):
    // A's pares point goes back. Chica: seat 0 (4-5-6) → A; seat 1's pair → B; punto seat 1 (29) → B.
    const s = settled(deal(`g: 0p 1b2 2f | ${allPass('c')} | p: 0y 1y 2n 3n | p: 0b2 1f | j: 0n 1n 2n 3x | t: 0p 1p 2p`, '7 6 5 4 / 11 11 5 4 / 12 7 6 5 / -', { score: { A: 10, B: 10 } }));
    expect(tp(s)).toEqual(['B:1:grande', 'A:1:pares', 'B:-1:deal', 'A:-1:pares', 'A:1:chica', 'B:1:pares', 'B:1:punto']);
    expect(s.scoreAfter).toEqual({ A: 11, B: 12 });
  });
});
