/**
 * The settlement's evaluation of a hand from its card indices (`evalCardIndices`,
 * shared/cards/evaluate.ts) sorts the four ranks by compare-and-swaps for a process's first hands,
 * then finds the hand in a table of all 10,000 orders of four ranks. Both ways must give the hand
 * `codeOfRanks` gives, the same shared object, in every order the cards may be shown. With four
 * kings each card number has a rank of its own (1-7, 10, 11, 12: ranks 0-9), so every order of
 * ranks is an order of cards (Pagat "Players and Cards"; Memo Mus ch. III).
 */
import { describe, expect, it } from 'vitest';
import { CARD_NUMBERS } from '../../../shared/cards/cards.js';
import { codeOfRanks, evalCardIndices, evalHand } from '../../../shared/cards/evaluate.js';

const FOUR_KINGS = { kings: 4, juegoReal: 'off' } as const;

/** The card index (`number * 5`, no suit) of rank `r` with four kings. */
function cardOfRank(r: number): number {
  const n = CARD_NUMBERS[r];
  if (n === undefined) throw new RangeError(`no rank ${r}`);
  return n * 5;
}

describe('a hand from the ranks of its cards, in the order shown', () => {
  it('is the sorted hand of codeOfRanks for all 10,000 orders, before and after the table is made', () => {
    // twice over the 10,000 orders: the first hands are sorted one by one, the rest read in the table
    for (let pass = 0; pass < 2; pass++) {
      for (let r0 = 0; r0 < 10; r0++) for (let r1 = 0; r1 < 10; r1++) for (let r2 = 0; r2 < 10; r2++) for (let r3 = 0; r3 < 10; r3++) {
        const h = evalCardIndices(cardOfRank(r0), cardOfRank(r1), cardOfRank(r2), cardOfRank(r3), FOUR_KINGS);
        expect(h.code).toBe(codeOfRanks(r0, r1, r2, r3));
        expect(h.real).toBe(false);
      }
    }
  });

  it('is the very hand evalHand gives for the same cards (one shared object per hand)', () => {
    for (let i = 0; i < 2000; i++) evalCardIndices(cardOfRank(i % 10), cardOfRank((i * 7) % 10), cardOfRank((i * 3) % 10), cardOfRank(i % 7), FOUR_KINGS);
    const cards = ['12', '1', '7', '12'];
    const byText = evalHand(cards, FOUR_KINGS);
    const byIndex = evalCardIndices(60, 5, 35, 60, FOUR_KINGS);
    expect(byIndex).toBe(byText);
    expect(byIndex.code).toBe(codeOfRanks(9, 0, 6, 9));
  });
});
