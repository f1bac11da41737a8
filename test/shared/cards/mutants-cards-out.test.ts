/**
 * Mutation testing (issue 16, docs/testing.md, third session): the hand of a seat put out by a
 * misdeal (FFMus art. 5). It does not play and may be left out (`null`) or be of any length, but the
 * cards it shows are cards of the deck: they count towards the four of each number and the one of
 * each suited card, and a card that is not of the deck is refused.
 */
import { describe, expect, it } from 'vitest';
import { checkHands } from '../../../shared/cards/cards.js';

describe('the hand of a seat out after a misdeal (FFMus art. 5)', () => {
  it('may be null, or of any length', () => {
    expect(checkHands([['12', '7', '5', '1'], ['11', '6', '4', '2'], null, ['12', '11', '5', '4']], 4, [2])).toBeNull();
    expect(checkHands([['12', '7', '5', '1'], ['11', '6', '4', '2'], ['10'], ['12', '11', '5', '4']], 4, [2])).toBeNull();
  });

  it('its cards count: a fifth king, or a suited card shown twice, is refused at the out seat', () => {
    // the four 12s of the deck are shown at seats 0 and 1, a fifth at seat 2
    expect(checkHands([['12', '12', '5', '1'], ['12', '12', '4', '2'], ['12'], ['10', '11', '5', '4']], 4, [2])).toMatchObject({
      code: 'hands/too-many-of-a-kind', path: 'hands[2][0]',
    });
    expect(checkHands([['12o', '7', '5', '1'], ['11', '6', '4', '2'], ['12o'], ['10', '11', '5', '4']], 4, [2])).toMatchObject({
      code: 'hands/duplicate-card', path: 'hands[2][0]',
    });
    expect(checkHands([['12', '7', '5', '1'], ['11', '6', '4', '2'], ['9'], ['12', '11', '5', '4']], 4, [2])).toMatchObject({
      code: 'hands/bad-card', path: 'hands[2][0]',
    });
  });

  it('a seat not out still needs its four cards', () => {
    expect(checkHands([['12', '7', '5', '1'], ['11', '6', '4', '2'], null, ['12', '11', '5', '4']], 4, [])).toMatchObject({ code: 'hands/not-a-list', path: 'hands[2]' });
    expect(checkHands([['12', '7', '5', '1'], ['11', '6', '4', '2'], ['10'], ['12', '11', '5', '4']], 4, [1])).toMatchObject({ code: 'hands/missing-card', path: 'hands[2]' });
  });
});
