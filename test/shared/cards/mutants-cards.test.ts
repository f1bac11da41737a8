/**
 * Mutation testing (issue 16, docs/testing.md): reading cards and checking the hands shown
 * (shared/cards/cards.ts), where the rule tests only ever used well-formed unsuited hands.
 *
 * The deck (FFMus art. 1, Memo Mus ch. I, Pagat "Players and Cards"): forty cards, numbered 1-7,
 * 10 (sota), 11 (caballo), 12 (rey), in four suits, oros, copas, espadas, bastos (the record's
 * letters o c e b, docs/formats.md); four of each number, one of each suited card. A hand is four
 * cards (FFMus art. 5). A seat out of the deal after a misdeal (FFMus art. 5) may show anything.
 *
 * The tables of cards.ts are built when the module loads; the tests that read them load a fresh copy
 * inside the test (`vi.resetModules`), so that Stryker ties those tables to these tests.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ParsedCard } from '../../../shared/cards/cards.js';

async function fresh(): Promise<typeof import('../../../shared/cards/cards.js')> {
  vi.resetModules();
  return import('../../../shared/cards/cards.js');
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

  it('every text of one to three characters reads as the card the format names, or null (the character-code tables against the format\'s pattern)', async () => {
    const { parseCard } = await fresh();
    // docs/formats.md: a number of the deck, then an optional suit letter; characters around the
    // ones that matter, and some beyond ASCII whose low bits are those of a digit or a suit letter
    const alphabet = ['0', '1', '2', '3', '7', '8', 'o', 'c', 'e', 'b', 'x', ' ', 'O', '\u0131', '\u0171', '\u01e3'];
    const format = /^(1[0-2]|[1-7])([oceb])?$/;
    let cards = 0;
    const texts = [...alphabet];
    for (const a of alphabet) for (const b of alphabet) texts.push(a + b, ...alphabet.map((c) => a + b + c));
    for (const t of texts) {
      const m = format.exec(t);
      const want = m ? (m[2] ? { number: Number(m[1]), suit: m[2] } : { number: Number(m[1]) }) : null;
      expect(parseCard(t), JSON.stringify(t)).toEqual(want);
      if (m) cards++;
    }
    // the numbers 1, 2, 3, 7 bare and suited, 10-12 bare and suited
    expect(cards).toBe(4 + 4 * 4 + 3 + 3 * 4);
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
    expect(checkHands(OK4.slice(0, 3), 4)).toEqual({ code: 'hands/wrong-count', message: 'hands: 3 hands given, the table has 4 seats', path: 'hands', params: { count: 3, players: 4 } });
    expect(checkHands(OK4.slice(0, 3), 4, [], 'deals[2].hands')?.path).toBe('deals[2].hands');
    expect(checkHands('12 7 5 1', 4)).toEqual({ code: 'hands/not-a-list', message: 'hands: the hands must be a list of 4 hands', path: 'hands', params: { players: 4 } });
  });

  it('a seat in the deal must show a list: null or a text is refused, naming the seat', async () => {
    const { checkHands } = await fresh();
    expect(checkHands([H, null, OK4[2], OK4[3]], 4)).toEqual({
      code: 'hands/not-a-list', message: "hands[1]: seat 1's hand must be a list of cards", path: 'hands[1]', seats: { seat: 1 },
    });
    expect(checkHands([H, '11 6 4 2', OK4[2], OK4[3]], 4)?.code).toBe('hands/not-a-list');
    // a seat out after a misdeal (art. 5) may show nothing
    expect(checkHands([H, null, OK4[2], OK4[3]], 4, [1])).toBeNull();
    expect(checkHands([H, ['11'], OK4[2], OK4[3]], 4, [1])).toBeNull();
  });


  it('the cards read are given by seat, four each, only for the seats in the deal (a seat out after a misdeal, art. 5, gives none)', async () => {
    const { checkHands, readHands, cardAt } = await fresh();
    const parsed: ParsedCard[] = [];
    expect(checkHands([['10o', '7', '5', '1'], ['11', '6'], ['10', '7c', '6', '4'], ['12', '11', '5', '4b']], 4, [1], 'hands', parsed)).toBeNull();
    expect(parsed.slice(0, 4)).toEqual([{ number: 10, suit: 'o' }, { number: 7 }, { number: 5 }, { number: 1 }]);
    expect(parsed.slice(4, 8)).toEqual([undefined, undefined, undefined, undefined]);
    expect(parsed.slice(8, 16)).toEqual([{ number: 10 }, { number: 7, suit: 'c' }, { number: 6 }, { number: 4 }, { number: 12 }, { number: 11 }, { number: 5 }, { number: 4, suit: 'b' }]);
    // the same by indices (`number * 5 + suit`, suit 0 none, 1-4 o c e b): the seat out keeps what it had
    const into = new Int8Array(16).fill(-1);
    expect(readHands([['10o', '7', '5', '1'], ['11', '6'], ['10', '7c', '6', '4'], ['12', '11', '5', '4b']], 4, [1], 'hands', into)).toBeNull();
    expect([...into]).toEqual([51, 35, 25, 5, -1, -1, -1, -1, 50, 37, 30, 20, 60, 55, 25, 24]);
    expect([...into].map((k) => cardAt(k) ?? null).slice(12)).toEqual([{ number: 12 }, { number: 11 }, { number: 5 }, { number: 4, suit: 'b' }]);
  });
  it('a hand of three or five cards names the seat, the count and FFMus art. 5 (found once play has started; art. 3 is the deal)', async () => {
    const { checkHands } = await fresh();
    expect(checkHands([H, ['11', '6', '4'], OK4[2], OK4[3]], 4)).toEqual({
      code: 'hands/missing-card', message: 'hands[1]: seat 1 shows 3 cards; a hand has four (FFMus art. 5)', path: 'hands[1]', rule: 'FFMus art. 5', seats: { seat: 1 }, params: { form: 'count', count: 3 },
    });
    expect(checkHands([H, OK4[1], ['10', '7', '6', '4', '1'], OK4[3]], 4)).toEqual({
      code: 'hands/fifth-card', message: 'hands[2]: seat 2 shows 5 cards; a hand has four (FFMus art. 5)', path: 'hands[2]', rule: 'FFMus art. 5', seats: { seat: 2 }, params: { form: 'count', count: 5 },
    });
  });

  it('a card not of the deck, a fifth of a number, a suited card twice: each named with its place', async () => {
    const { checkHands } = await fresh();
    expect(checkHands([H, ['11', '6', '8', '2'], OK4[2], OK4[3]], 4)).toEqual({
      code: 'hands/bad-card', path: 'hands[1][2]',
      message: 'hands[1][2]: "8" is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)', params: { value: '"8"' },
    });
    // five 12s: the deck has four of each number
    expect(checkHands([['12', '12', '5', '1'], ['12', '6', '4', '2'], ['10', '7', '6', '4'], ['12', '12', '5', '4']], 4)).toEqual({
      code: 'hands/too-many-of-a-kind', path: 'hands[3][1]', message: 'hands[3][1]: a fifth card numbered 12 is shown; the deck has four', params: { number: 12 },
    });
    // one 10 of oros in the deck
    expect(checkHands([['10o', '7', '5', '1'], ['11', '6', '4', '2'], ['10o', '7', '6', '4'], ['12', '11', '5', '4']], 4)).toEqual({
      code: 'hands/duplicate-card', path: 'hands[2][0]', message: 'hands[2][0]: 10o is shown twice; the deck has one', params: { card: '10o' },
    });
    // the same number in two suits, or suited and unsuited, is no duplicate
    expect(checkHands([['10o', '7', '5', '1'], ['11', '6', '4', '2'], ['10c', '7', '6', '4'], ['10', '11', '5', '4']], 4)).toBeNull();
  });
});

describe('the values of a hand (shared/cards/evaluate.ts; Memo Mus ch. III, V; Pagat)', () => {
  const FFMUS = { kings: 8, juegoReal: 'off', duples: 'ffmus' } as const;

  it('base values: juego 3 for 31 and 2 for 32-40, none without juego; punto 1; grande and chica none (Memo Mus ch. V)', async () => {
    const { evalHand, baseValue, pointsOf, tablesFor, hasJuego } = await import('../../../shared/cards/evaluate.js');
    const t = tablesFor(FFMUS);
    const h31 = evalHand(['12', '11', '10', '1'], FFMUS);
    const h32 = evalHand(['12', '11', '10', '2'], FFMUS); // with eight kings a 2 is an ace: 31
    const h40 = evalHand(['12', '11', '10', '3'], FFMUS); // and a 3 a king: 40
    const h30 = evalHand(['12', '11', '7', '2'], FFMUS); // 10 + 10 + 7 + 1 = 28
    expect([h31, h32, h40, h30].map((h) => pointsOf(h, t))).toEqual([31, 31, 40, 28]);
    expect([h31, h32, h40, h30].map((h) => baseValue('juego', h, t))).toEqual([3, 3, 2, 0]);
    expect(hasJuego(h30, t)).toBe(false);
    expect(baseValue('juego', evalHand(['7', '7', '6', '10'], FFMUS), t)).toBe(0); // 30: the most without juego
    for (const h of [h31, h40, h30]) {
      expect(baseValue('punto', h, t)).toBe(1);
      expect(baseValue('grande', h, t)).toBe(0);
      expect(baseValue('chica', h, t)).toBe(0);
    }
  });

  it('Juego Real is three sevens and a figure (Pagat): 7-7-7-1 is not one, whatever the variant', async () => {
    const { evalHand } = await import('../../../shared/cards/evaluate.js');
    const any = { kings: 8, juegoReal: 'any' } as const;
    expect(evalHand(['7', '7', '7', '10'], any).real).toBe(true);
    expect(evalHand(['7', '7', '7', '1'], any).real).toBe(false);
    expect(evalHand(['7', '7', '7', '6'], any).real).toBe(false);
    expect(evalHand(['7', '7', '7', '4'], { kings: 4, juegoReal: 'any' }).real).toBe(false);
  });
});

describe('grande and chica between two hands of four aces (FFMus art. 17: a tie goes to the esku)', () => {
  it('after two misdeals (FFMus art. 5) seats 0 and 1 both hold 1-1-2-2 (eight kings: four aces): every tie goes to the esku, seat 0', async () => {
    const { settleRecord } = await import('../../../shared/index.js');
    // g: 0 passes; seats 2 and 3 are found with a wrong number of cards (art. 5: out of the deal, one
    // of each team, so each team keeps a player); 1 passes. Then chica, pares (both hold duples of
    // aces), juego (6 points each: nobody), punto, all passed.
    const actions = [
      { phase: 'grande', seat: 0, act: 'pass' }, { phase: 'grande', seat: 2, act: 'misdeal' }, { phase: 'grande', seat: 3, act: 'misdeal' },
      { phase: 'grande', seat: 1, act: 'pass' },
      { phase: 'chica', seat: 0, act: 'pass' }, { phase: 'chica', seat: 1, act: 'pass' },
      { phase: 'pares', seat: 0, act: 'declare', has: true }, { phase: 'pares', seat: 1, act: 'declare', has: true },
      { phase: 'pares', seat: 0, act: 'pass' }, { phase: 'pares', seat: 1, act: 'pass' },
      { phase: 'juego', seat: 0, act: 'declare', has: false }, { phase: 'juego', seat: 1, act: 'declare', has: false },
      { phase: 'punto', seat: 0, act: 'pass' }, { phase: 'punto', seat: 1, act: 'pass' },
    ];
    const r = settleRecord({ format: 'mus-deal/1', rules: 'ffmus', esku: 0, actions, hands: [['1', '1', '2', '2'], ['1', '1', '2', '2'], null, null] });
    if (!r.ok) throw new Error(r.error.message);
    // paso at grande and chica: 1 to the best hand, the esku's on a tie (art. 17); pares: the
    // duples of the esku, 3 (Memo Mus ch. V); punto: 1 to the esku
    expect(r.value.settlement.ledger.map((c) => [c.phase, c.team, c.points, c.seat])).toEqual([
      ['grande', 'A', 1, 0], ['chica', 'A', 1, 0], ['pares', 'A', 3, 0], ['punto', 'A', 1, 0],
    ]);
  });
});
