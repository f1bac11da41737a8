/**
 * Mutation testing (issue 16, docs/testing.md): reading cards and checking the hands shown
 * (shared/cards/cards.ts), where the rule tests only ever used well-formed unsuited hands.
 *
 * The deck (FFMus art. 1, Memo Mus ch. I, Pagat "Players and Cards"): forty cards, numbered 1-7,
 * 10 (sota), 11 (caballo), 12 (rey), in four suits, oros, copas, espadas, bastos (the record's
 * letters o c e b, docs/formats.md); four of each number, one of each suited card. A hand is four
 * cards (FFMus art. 3). A seat out of the deal after a misdeal (FFMus art. 5) may show anything.
 *
 * The tables of cards.ts are built when the module loads; the tests that read them load a fresh copy
 * inside the test (`vi.resetModules`), so that Stryker ties those tables to these tests.
 */
import { describe, expect, it, vi } from 'vitest';

async function fresh(): Promise<typeof import('../../shared/cards/cards.js')> {
  vi.resetModules();
  return import('../../shared/cards/cards.js');
}

const H = ['12', '7', '5', '1'];
const OK4 = [H, ['11', '6', '4', '2'], ['10', '7', '6', '4'], ['12', '11', '5', '4']];

describe('reading a card (the deck: 1-7, 10, 11, 12; suits o c e b)', () => {
  it('each suit letter names its suit, on every number of the deck', async () => {
    const { parseCard } = await fresh();
    for (const n of [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]) {
      expect(parseCard(`${n}`)).toEqual({ number: n });
      for (const suit of ['o', 'c', 'e', 'b']) expect(parseCard(`${n}${suit}`)).toEqual({ number: n, suit });
    }
  });

  it('what is not a card of the deck reads as null (not a card), whatever its shape', async () => {
    const { parseCard } = await fresh();
    // 0, 8, 9 are not printed on a Spanish deck; 13 neither; '1.', '1 ', '1/' are a 1 followed by junk
    for (const t of ['0', '8', '9', '13', '1.', '1 ', '1/', '1oo', '10oo', '10x', '7x', '12z', '', 'o', 'x1', '100', '1234']) {
      expect(parseCard(t), JSON.stringify(t)).toBeNull();
    }
    for (const t of [12, null, undefined, ['12'], { number: 12 }]) expect(parseCard(t), JSON.stringify(t)).toBeNull();
  });

  it('rank indices: eight kings make the 3 a king and the 2 an ace (Memo Mus ch. I); anything else is not a card number', async () => {
    const { rankIndex, ranksFor, rankLabel } = await fresh();
    expect([1, 2, 3, 4, 5, 6, 7, 10, 11, 12].map((n) => rankIndex(n, 8))).toEqual([0, 0, 9, 3, 4, 5, 6, 7, 8, 9]);
    expect([1, 2, 3, 4, 5, 6, 7, 10, 11, 12].map((n) => rankIndex(n, 4))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const kings of [8, 4] as const) {
      const table = ranksFor(kings);
      for (const n of [0, 8, 9]) {
        expect(table[n], `${n} with ${kings} kings`).toBe(-1);
        expect(() => rankIndex(n, kings)).toThrow(new RangeError(`not a card number: ${n}`));
      }
    }
    expect(() => rankIndex(13, 8)).toThrow(RangeError);
    expect(() => rankIndex(2.5, 8)).toThrow(RangeError);
    expect([0, 1, 6, 7, 8, 9].map(rankLabel)).toEqual(['1', '2', '7', '10', '11', '12']);
  });
});

describe('checking the hands shown (FFMus arts. 1, 3, 5)', () => {
  it('four hands of four known cards pass; the path is `hands` unless the caller names another', async () => {
    const { checkHands } = await fresh();
    expect(checkHands(OK4, 4)).toBeNull();
    expect(checkHands([['10o', '10c', '10e', '10b'], ['11o', '11c', '11e', '11b'], ['12o', '1', '2', '3'], ['12c', '4', '5', '6']], 4)).toBeNull();
    expect(checkHands(OK4.slice(0, 3), 4)).toEqual({ code: 'hands/wrong-count', message: 'hands: 3 hands given, the table has 4 seats', path: 'hands' });
    expect(checkHands(OK4.slice(0, 3), 4, [], 'deals[2].hands')?.path).toBe('deals[2].hands');
    expect(checkHands('12 7 5 1', 4)).toEqual({ code: 'hands/not-a-list', message: 'hands: the hands must be a list of 4 hands', path: 'hands' });
  });

  it('a seat in the deal must show a list: null or a text is refused, naming the seat', async () => {
    const { checkHands } = await fresh();
    expect(checkHands([H, null, OK4[2], OK4[3]], 4)).toEqual({
      code: 'hands/not-a-list', message: "hands[1]: seat 1's hand must be a list of cards", path: 'hands[1]',
    });
    expect(checkHands([H, '11 6 4 2', OK4[2], OK4[3]], 4)?.code).toBe('hands/not-a-list');
    // a seat out after a misdeal (art. 5) may show nothing
    expect(checkHands([H, null, OK4[2], OK4[3]], 4, [1])).toBeNull();
    expect(checkHands([H, ['11'], OK4[2], OK4[3]], 4, [1])).toBeNull();
  });

  it('a hand of three or five cards names the seat, the count and FFMus art. 3', async () => {
    const { checkHands } = await fresh();
    expect(checkHands([H, ['11', '6', '4'], OK4[2], OK4[3]], 4)).toEqual({
      code: 'hands/missing-card', message: 'hands[1]: seat 1 shows 3 cards; a hand has four (FFMus art. 3)', path: 'hands[1]', rule: 'FFMus art. 3',
    });
    expect(checkHands([H, OK4[1], ['10', '7', '6', '4', '1'], OK4[3]], 4)).toEqual({
      code: 'hands/fifth-card', message: 'hands[2]: seat 2 shows 5 cards; a hand has four (FFMus art. 3)', path: 'hands[2]', rule: 'FFMus art. 3',
    });
  });

  it('a card not of the deck, a fifth of a number, a suited card twice: each named with its place', async () => {
    const { checkHands } = await fresh();
    expect(checkHands([H, ['11', '6', '8', '2'], OK4[2], OK4[3]], 4)).toEqual({
      code: 'hands/bad-card', path: 'hands[1][2]',
      message: 'hands[1][2]: "8" is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)',
    });
    // five 12s: the deck has four of each number
    expect(checkHands([['12', '12', '5', '1'], ['12', '6', '4', '2'], ['10', '7', '6', '4'], ['12', '12', '5', '4']], 4)).toEqual({
      code: 'hands/too-many-of-a-kind', path: 'hands[3][1]', message: 'hands[3][1]: a fifth card numbered 12 is shown; the deck has four',
    });
    // one 10 of oros in the deck
    expect(checkHands([['10o', '7', '5', '1'], ['11', '6', '4', '2'], ['10o', '7', '6', '4'], ['12', '11', '5', '4']], 4)).toEqual({
      code: 'hands/duplicate-card', path: 'hands[2][0]', message: 'hands[2][0]: 10o is shown twice; the deck has one',
    });
    // the same number in two suits, or suited and unsuited, is no duplicate
    expect(checkHands([['10o', '7', '5', '1'], ['11', '6', '4', '2'], ['10c', '7', '6', '4'], ['10', '11', '5', '4']], 4)).toBeNull();
  });
});
