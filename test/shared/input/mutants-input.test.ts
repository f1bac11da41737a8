/**
 * Mutation testing (issue 16, docs/testing.md): the input layer (shared/input/commands.ts,
 * shared/input/keymap.ts), the survivors of the first Stryker run of `shared/input`.
 *
 * Expected values come from docs/app.md ("Keys", and the showdown: every typed card is a button, a
 * click or tap puts the cursor on it and the next card replaces it; ←→↑↓ move between cards;
 * Shift+O/C/E/B give the suit), docs/button-box.md (the key names: `D1`-`D7` cards at the showdown,
 * `D0` a sota; `OROS`… the suit of the card just typed or being corrected), docs/formats.md (a card
 * is its printed number with an optional suit letter `o c e b`) and the FFMus articles the refusals
 * name (art. 3: a hand has four cards; art. 5: a seat out after a misdeal has no hand). Covered here:
 *
 * - `padOfHands` (an undone deal's hands back on the pad, suits included, what is not a card left
 *   out), `padHands` and `nextCardSeat` with a seat out and after the match is over;
 * - what the refusals tell (the code, the facts in the message, the rule only where one is named),
 *   an unknown command, a deal with nobody to speak, a speaker chosen for another turn;
 * - the showdown pad: a corrected card loses its suit, the cursor after a correction, taps on
 *   typed and empty slots, the four arrows at the edges, the suit keys with and without a cursor;
 * - the key maps: whole key names only, Ctrl+Y with Caps Lock, and the module-level tables (the
 *   showdown's digits and letters, the box's key names) loaded fresh inside the test
 *   (`vi.resetModules`) so that Stryker ties those tables to these tests.
 *
 * Nothing of the engine runs outside an `it`.
 */
import { describe, expect, it, vi } from 'vitest';
import { playDeal, playMatch } from '../../helpers/play.js';
import {
  applyEntry, emptyPad, interpret, keyToCommand, nextCardSeat, padHands, padOfHands, type InputPad, type LiveMatch, type MatchSetup, type MatchView, type Outcome, type TableCommand,
} from '../../../shared/index.js';

const SETUP: MatchSetup = { rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['P0', 'P1', 'P2', 'P3'], esku: 0 };
/** Every phase passed, nobody with pares or juego: the showdown, cards typed for seats 0, 1, 2, 3. */
const SHOW = 'm: 0c | g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p';
/** The same with seat 2 found with a wrong hand at grande (FFMus art. 5: seat 2 is out of the deal). */
const SHOW_OUT = 'm: 0c | g: 0p 2x 1p 3p | c: 0p 1p 3p | p: 0n 1n 3n | j: 0n 1n 3n | t: 0p 1p 3p';

const play = (script = '', setup: MatchSetup = SETUP): LiveMatch => playMatch(script, setup);

/** The match won by team A (one manche to win; A's hordago at grande seen, A holds the best grande). */
function finished(): LiveMatch {
  const m = play('m: 0c | g: 0o 1s', { ...SETUP, rules: { preset: 'ffmus', manchesToWin: 1 } });
  const r = applyEntry(m, { type: 'hands', hands: [['12', '12', '12', '1'], ['11', '11', '4', '5'], ['1', '4', '5', '6'], ['7', '6', '5', '4']] });
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.match.view.winner).toBe('A');
  return r.value.match;
}

/** Commands in turn (each must be accepted as a pad change); the pad after them. */
function type(view: MatchView, cmds: TableCommand[], pad: InputPad = emptyPad(view.setup.players.length)): InputPad {
  for (const c of cmds) {
    const r = interpret(view, pad, c);
    if (r.outcome.kind !== 'pad') throw new Error(`${JSON.stringify(c)}: ${JSON.stringify(r.outcome)}`);
    pad = r.pad;
  }
  return pad;
}

/** The error of one command (fails the test if it is not refused). */
function refused(view: MatchView, c: TableCommand, pad: InputPad = emptyPad(view.setup.players.length)) {
  const r = interpret(view, pad, c);
  if (r.outcome.kind !== 'error') throw new Error(`${JSON.stringify(c)} was not refused: ${JSON.stringify(r.outcome)}`);
  expect(r.pad).toBe(pad); // a refusal changes nothing
  return r.outcome.error;
}

const card = (number: number): TableCommand => ({ cmd: 'card', number });
const d = (digit: number): TableCommand => ({ cmd: 'digit', digit });
const suit = (s: 'o' | 'c' | 'e' | 'b'): TableCommand => ({ cmd: 'suit', suit: s });
const slot = (seat: number, index: number): TableCommand => ({ cmd: 'slot', seat, index });
const move = (dir: 'left' | 'right' | 'up' | 'down'): TableCommand => ({ cmd: 'move', dir });
const PAD: Outcome = { kind: 'pad' };
/** Four cards each (16), in speaking order from seat 0. */
const SIXTEEN = [12, 12, 11, 1, 7, 7, 5, 4, 6, 5, 4, 1, 6, 5, 2, 1].map(card);

describe('padOfHands: an undone deal\'s hands back on the pad (docs/formats.md: number + optional suit)', () => {
  it('suits are kept by card, a seat without a hand is empty', () => {
    const pad = padOfHands(4, [['7o', '7', '7c', '10e'], ['12', '11', '5', '4'], null, ['1b', '2', '3', '4']]);
    expect(pad.cards).toEqual([[7, 7, 7, 10], [12, 11, 5, 4], [], [1, 2, 3, 4]]);
    expect(pad.suits).toEqual([['o', '', 'c', 'e'], ['', '', '', ''], [], ['b', '', '', '']]);
    expect(pad).toMatchObject({ digits: '', speaker: null, cursor: null });
  });

  it('hands beyond the table\'s seats are left out', () => {
    const h = ['1', '2', '3', '4'];
    const pad = padOfHands(4, [h, h, h, h, ['5', '6', '7', '10']]);
    expect(pad.cards).toEqual([[1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4]]);
    expect(pad.suits).toHaveLength(4);
  });

  it('a string that is not a card (a letter before or after the number, two suits) is left out', () => {
    const pad = padOfHands(4, [['x', 'a3', '12oo', '5'], ['10z', '11b', '3e4', '2'], null, null]);
    expect(pad.cards).toEqual([[5], [11, 2], [], []]);
    expect(pad.suits).toEqual([[''], ['b', ''], [], []]);
  });
});

describe('padHands and nextCardSeat: a seat out of the deal, a match over', () => {
  it('with seat 2 out (FFMus art. 5) the cards go to seats 0, 1, 3 and seat 2\'s hand is null', () => {
    const m = play(SHOW_OUT);
    expect(m.view.current!.state.out).toEqual([2]);
    let pad = emptyPad(4);
    expect(nextCardSeat(m.view, pad)).toBe(0);
    pad = type(m.view, SIXTEEN.slice(0, 4), pad);
    expect(nextCardSeat(m.view, pad)).toBe(1);
    pad = type(m.view, SIXTEEN.slice(4, 8), pad);
    expect(nextCardSeat(m.view, pad)).toBe(3);
    pad = type(m.view, SIXTEEN.slice(8, 12), pad);
    expect(nextCardSeat(m.view, pad)).toBeNull();
    expect(pad.cards).toEqual([[12, 12, 11, 1], [7, 7, 5, 4], [], [6, 5, 4, 1]]);
    expect(padHands(m.view, pad)).toEqual([['12', '12', '11', '1'], ['7', '7', '5', '4'], null, ['6', '5', '4', '1']]);
    const next = interpret(m.view, pad, { cmd: 'next' });
    expect(next.outcome).toEqual({ kind: 'entry', entry: { type: 'hands', hands: [['12', '12', '11', '1'], ['7', '7', '5', '4'], null, ['6', '5', '4', '1']] } });
    if (next.outcome.kind === 'entry') expect(applyEntry(m, next.outcome.entry).ok).toBe(true);
  });

  it('with seat 2 out, ↓ from seat 1 goes to seat 3 (the hands shown, in speaking order)', () => {
    const m = play(SHOW_OUT);
    const pad = type(m.view, [...SIXTEEN.slice(0, 12), slot(1, 2), move('down')]);
    expect(pad.cursor).toEqual({ seat: 3, index: 2 });
  });

  it('after the match is over: no seat takes cards, and the pad\'s cards are hands with their suits', () => {
    const m = finished();
    expect(m.view.current).toBeNull();
    const pad: InputPad = { ...emptyPad(4), cards: [[1, 2], [], [12], []], suits: [['o', ''], [], ['b'], []] };
    expect(nextCardSeat(m.view, pad)).toBeNull();
    expect(padHands(m.view, pad)).toEqual([['1o', '2'], [], ['12b'], []]);
  });

  it('a pad without suits (none recorded) gives the hands without suits', () => {
    const m = play(SHOW);
    const pad: InputPad = { ...emptyPad(4), cards: [[1, 2, 3, 4], [5, 6, 7, 10], [11, 12, 1, 2], [3, 4, 5, 6]], suits: [] };
    expect(padHands(m.view, pad)).toEqual([['1', '2', '3', '4'], ['5', '6', '7', '10'], ['11', '12', '1', '2'], ['3', '4', '5', '6']]);
  });
});

describe('interpret: who speaks, and what a refusal tells', () => {
  it('after the match: input/match-over names the winner; the error carries no rule', () => {
    const e = refused(finished().view, { cmd: 'pass' });
    expect(e.code).toBe('input/match-over');
    expect(e.message).toMatch(/team A/);
    expect('rule' in e).toBe(false);
  });

  it('a deal whose dialogue ended the manche (nobody to speak, no showdown): input/nobody-speaks', () => {
    // A at 39 bets at grande and B folds: A reaches 40 (Memo Mus ch. IX), the deal is over
    const s = playDeal('g: 0b2 1f', { score: { A: 39, B: 0 } });
    expect(s.stage).toBe('over');
    const m = play();
    const view: MatchView = { ...m.view, current: { ...m.view.current!, state: s } };
    for (const c of [{ cmd: 'pass' }, { cmd: 'see' }, { cmd: 'mus' }, d(3)] as TableCommand[]) {
      const e = refused(view, c);
      expect(e.code, c.cmd).toBe('input/nobody-speaks');
      expect(e.message).toMatch(/nobody/);
    }
  });

  it('a seat chosen for another turn does not speak: the default answerer does', () => {
    // grande opened by seat 0: seats 1 and 3 answer; a pad still holding seat 2 (chosen before)
    const m = play('m: 0c | g: 0b2');
    const r = interpret(m.view, { ...emptyPad(4), speaker: 2 }, { cmd: 'see' });
    expect(r.outcome).toEqual({ kind: 'entry', entry: { type: 'action', action: { phase: 'grande', seat: 1, act: 'see' } } });
    expect(r.pad.speaker).toBeNull();
  });

  it('the refusals of the dialogue say why', () => {
    const open = play('m: 0c').view;
    const answer = play('m: 0c | g: 0b2').view;
    let e = refused(open, d(3), type(open, [d(1), d(2)]));
    expect(e.code).toBe('input/amount-too-long');
    expect(e.message).toMatch(/two digits/);
    e = refused(answer, { cmd: 'seat', seat: 2 });
    expect(e.code).toBe('input/not-your-turn');
    expect(e.message).toMatch(/seat 2/);
    e = refused(open, { cmd: 'enter' });
    expect(e.code).toBe('input/no-amount');
    expect(e.message).toMatch(/amount/);
    expect('rule' in e).toBe(false);
    e = refused(answer, { cmd: 'bet', both: true });
    expect(e.code).toBe('input/biak-imido-not-answer');
    expect(e.message).toMatch(/biak/);
    e = refused(play('m: 0m 1m 2m 3m').view, { cmd: 'discard' });
    expect(e.code).toBe('input/no-count');
    expect(e.message).toMatch(/how many cards/);
  });

  it('showdown commands during the dialogue: a card and the slot keys say cards come at the showdown, next that the deal is not there', () => {
    const v = play('m: 0c').view;
    for (const c of [card(12), slot(0, 0), move('left'), suit('o')]) {
      const e = refused(v, c);
      expect(e.code, c.cmd).toBe('input/not-showdown');
      expect(e.message, c.cmd).toMatch(/cards are typed at the showdown/);
    }
    const e = refused(v, { cmd: 'next' });
    expect(e.code).toBe('input/not-showdown');
    expect(e.message).toMatch(/not at its showdown/);
  });

  it('a command the table does not know (a bad key map entry) is refused as input/unknown, naming it', () => {
    const e = refused(play('m: 0c').view, { cmd: 'shuffle' } as unknown as TableCommand);
    expect(e.code).toBe('input/unknown');
    expect(e.message).toMatch(/shuffle/);
  });

  it('Backspace on one digit leaves no digit; typing and erasing are pad changes', () => {
    const v = play('m: 0c').view;
    const r = interpret(v, type(v, [d(5)]), { cmd: 'back' });
    expect(r.outcome).toEqual(PAD);
    expect(r.pad.digits).toBe('');
    // then i is an imido of 2, the default, not of 5
    expect(interpret(v, r.pad, { cmd: 'bet' }).outcome).toEqual({ kind: 'entry', entry: { type: 'action', action: { phase: 'grande', seat: 0, act: 'bet', amount: 2 } } });
  });
});

describe('interpret at the showdown: refusals', () => {
  it('no fifth card (FFMus art. 5), not a card, nothing to erase, and the dialogue words', () => {
    const v = play(SHOW).view;
    const full = type(v, SIXTEEN);
    let e = refused(v, card(4), full);
    expect(e).toEqual({ code: 'hands/fifth-card', message: expect.stringMatching(/four cards/), rule: 'FFMus art. 5' });
    e = refused(v, d(8));
    expect(e.code).toBe('input/not-a-card');
    expect(e.message).toMatch(/^8 is not a card/);
    e = refused(v, card(9));
    expect(e.code).toBe('input/not-a-card');
    expect(e.message).toMatch(/^9 is not a card/);
    e = refused(v, { cmd: 'back' });
    expect(e.code).toBe('input/nothing-to-erase');
    expect(e.message).toMatch(/no card typed/);
    e = refused(v, { cmd: 'see' });
    expect(e.code).toBe('input/showdown');
    expect(e.message).toMatch(/type the hands/);
  });
});

describe('interpret at the showdown: corrections (docs/app.md: a tapped card is replaced by the next one typed)', () => {
  /** Seat 0: 7 oros, 7 copas, 7 espadas, sota of bastos; seat 1: rey of oros, caballo of copas. */
  const SUITED = [card(7), suit('o'), card(7), suit('c'), card(7), suit('e'), card(10), suit('b'), card(12), suit('o'), card(11), suit('c')];

  it('the card replaced loses its suit (the new card\'s suit is not known); the other cards keep theirs', () => {
    const v = play(SHOW).view;
    const pad = type(v, [...SUITED, slot(0, 1)]);
    const r = interpret(v, pad, card(3));
    expect(r.outcome).toEqual(PAD);
    expect(r.pad.cards).toEqual([[7, 3, 7, 10], [12, 11], [], []]);
    expect(r.pad.suits).toEqual([['o', '', 'e', 'b'], ['o', 'c'], [], []]);
    expect(r.pad.cursor).toEqual({ seat: 0, index: 2 });
  });

  it('after correcting the last card of a hand the cursor is gone: typing goes on where it stopped', () => {
    const v = play(SHOW).view;
    let pad = type(v, [...SUITED, slot(0, 3), card(12)]);
    expect(pad.cards[0]).toEqual([7, 7, 7, 12]);
    expect(pad.cursor).toBeNull();
    // the last typed card of a hand not yet complete: the same
    pad = type(v, [slot(1, 1), card(5)], pad);
    expect(pad.cards[1]).toEqual([12, 5]);
    expect(pad.cursor).toBeNull();
    pad = type(v, [card(4)], pad);
    expect(pad.cards).toEqual([[7, 7, 7, 12], [12, 5, 4], [], []]);
  });

  it('Backspace takes back the last card typed with its suit, whatever card the cursor was on', () => {
    const v = play(SHOW).view;
    const pad = type(v, [...SUITED, slot(0, 1)]);
    const r = interpret(v, pad, { cmd: 'back' });
    expect(r.outcome).toEqual(PAD);
    expect(r.pad.cards).toEqual([[7, 7, 7, 10], [12], [], []]);
    expect(r.pad.suits).toEqual([['o', 'c', 'e', 'b'], ['o'], [], []]);
    expect(r.pad.cursor).toBeNull();
  });

  it('a tap on a typed card puts the cursor on it, the first card included', () => {
    const v = play(SHOW).view;
    const pad = type(v, SUITED);
    for (const [seat, index] of [[0, 0], [0, 3], [1, 0], [1, 1]]) {
      const r = interpret(v, pad, slot(seat!, index!));
      expect(r.outcome).toEqual(PAD);
      expect(r.pad.cursor).toEqual({ seat, index });
    }
  });

  it('a tap on an empty slot (after the last card, before the first, a seat with no card, no such seat) puts typing back where the cards go next', () => {
    const v = play(SHOW).view;
    const pad = type(v, [...SUITED, slot(0, 1)]);
    expect(pad.cursor).toEqual({ seat: 0, index: 1 });
    for (const [seat, index] of [[1, 2], [1, 3], [0, 4], [0, -1], [1, -1], [2, 0], [3, 0], [5, 0]]) {
      const r = interpret(v, pad, slot(seat!, index!));
      expect(r.outcome, `${seat}/${index}`).toEqual(PAD);
      expect(r.pad.cursor, `${seat}/${index}`).toBeNull();
      expect(r.pad.cards).toEqual(pad.cards);
    }
    // a seat out of the deal has no slot
    const out = play(SHOW_OUT).view;
    const r = interpret(out, type(out, SIXTEEN.slice(0, 4)), slot(2, 0));
    expect(r.pad.cursor).toBeNull();
  });
});

describe('interpret at the showdown: the arrows (docs/app.md: ←→↑↓ move between the typed cards)', () => {
  /** Seat 0 and seat 1: four cards; seat 2: two; seat 3: none. */
  const TEN = SIXTEEN.slice(0, 10);
  const at = (seat: number, index: number, extra: TableCommand[] = []) => [...TEN, slot(seat, index), ...extra];
  const cursorAfter = (v: MatchView, cmds: TableCommand[]) => {
    const r = interpret(v, type(v, cmds.slice(0, -1)), cmds.at(-1)!);
    expect(r.outcome).toEqual(PAD);
    return r.pad.cursor;
  };

  it('with no card typed the arrows are refused', () => {
    const v = play(SHOW).view;
    for (const dir of ['left', 'right', 'up', 'down'] as const) {
      const e = refused(v, move(dir));
      expect(e.code).toBe('input/nothing-to-erase');
      expect(e.message).toMatch(/no card typed/);
    }
  });

  it('← from typing goes to the last card typed; ← goes back one card, across hands; ← on the first card stays', () => {
    const v = play(SHOW).view;
    expect(cursorAfter(v, [...TEN, move('left')])).toEqual({ seat: 2, index: 1 });
    expect(cursorAfter(v, at(2, 1, [move('left')]))).toEqual({ seat: 2, index: 0 });
    expect(cursorAfter(v, at(1, 0, [move('left')]))).toEqual({ seat: 0, index: 3 });
    expect(cursorAfter(v, at(0, 2, [move('left')]))).toEqual({ seat: 0, index: 1 });
    expect(cursorAfter(v, at(0, 0, [move('left')]))).toEqual({ seat: 0, index: 0 });
  });

  it('→ goes on one card, across hands; → from the last card typed, or from typing, is back to typing', () => {
    const v = play(SHOW).view;
    expect(cursorAfter(v, at(0, 0, [move('right')]))).toEqual({ seat: 0, index: 1 });
    expect(cursorAfter(v, at(0, 3, [move('right')]))).toEqual({ seat: 1, index: 0 });
    expect(cursorAfter(v, at(2, 0, [move('right')]))).toEqual({ seat: 2, index: 1 });
    expect(cursorAfter(v, at(2, 1, [move('right')]))).toBeNull();
    expect(cursorAfter(v, [...TEN, move('right')])).toBeNull();
  });

  it('↑ and ↓ go to the same card of the hand above or below, or to its last card when it is shorter', () => {
    const v = play(SHOW).view;
    expect(cursorAfter(v, at(1, 2, [move('up')]))).toEqual({ seat: 0, index: 2 });
    expect(cursorAfter(v, at(2, 1, [move('up')]))).toEqual({ seat: 1, index: 1 });
    expect(cursorAfter(v, at(0, 0, [move('down')]))).toEqual({ seat: 1, index: 0 });
    expect(cursorAfter(v, at(0, 3, [move('down')]))).toEqual({ seat: 1, index: 3 });
    expect(cursorAfter(v, at(1, 3, [move('down')]))).toEqual({ seat: 2, index: 1 });
    // ↑ on the first hand stays in it
    expect(cursorAfter(v, at(0, 2, [move('up')]))).toEqual({ seat: 0, index: 2 });
    // ↓ to a hand with no card yet: back to typing
    expect(cursorAfter(v, at(2, 0, [move('down')]))).toBeNull();
  });

  it('all sixteen typed: ↓ from the last hand, or from typing, is back to typing; ↑ from typing goes to the last hand\'s first card', () => {
    const v = play(SHOW).view;
    expect(cursorAfter(v, [...SIXTEEN, slot(3, 1), move('down')])).toBeNull();
    expect(cursorAfter(v, [...SIXTEEN, slot(3, 3), move('down')])).toBeNull();
    expect(cursorAfter(v, [...SIXTEEN, move('down')])).toBeNull();
    expect(cursorAfter(v, [...SIXTEEN, move('up')])).toEqual({ seat: 3, index: 0 });
    expect(cursorAfter(v, [...SIXTEEN, slot(3, 1), move('up')])).toEqual({ seat: 2, index: 1 });
  });
});

describe('interpret at the showdown: suits (Shift+O/C/E/B, the box\'s OROS COPAS ESPADAS BASTOS)', () => {
  it('with nothing typed a suit is refused', () => {
    const e = refused(play(SHOW).view, suit('o'));
    expect(e.code).toBe('input/nothing-to-erase');
    expect(e.message).toMatch(/type the card, then its suit/);
  });

  it('the suit goes to the card just typed, in its hand only', () => {
    const v = play(SHOW).view;
    const pad = type(v, [card(1), card(2), card(3), card(4), card(10)]);
    const r = interpret(v, pad, suit('b'));
    expect(r.outcome).toEqual(PAD);
    expect(r.pad.suits).toEqual([['', '', '', ''], ['b'], [], []]);
    expect(padHands(v, r.pad)).toEqual([['1', '2', '3', '4'], ['10b'], [], []]);
  });

  it('with the cursor on a card, the suit goes to that card, not to the last typed', () => {
    const v = play(SHOW).view;
    const pad = type(v, [card(1), card(2), card(3), card(4), card(10), slot(0, 1)]);
    const r = interpret(v, pad, suit('e'));
    expect(r.outcome).toEqual(PAD);
    expect(r.pad.suits).toEqual([['', 'e', '', ''], [''], [], []]);
    expect(r.pad.cursor).toEqual({ seat: 0, index: 1 });
  });
});

describe('the showdown\'s digits are cards (docs/button-box.md: D1-D7 cards 1-7, D0 a sota), a fresh module', () => {
  it('digits 1-7 and 0 typed at the showdown', async () => {
    vi.resetModules();
    const fresh = await import('../../../shared/input/commands.js');
    const v = play(SHOW).view;
    let pad = fresh.emptyPad(4);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 0]) {
      const r = fresh.interpret(v, pad, d(n));
      expect(r.outcome, String(n)).toEqual(PAD);
      pad = r.pad;
    }
    expect(pad.cards).toEqual([[1, 2, 3, 4], [5, 6, 7, 10], [], []]);
    for (const n of [8, 9]) expect(fresh.interpret(v, pad, d(n)).outcome).toMatchObject({ kind: 'error', error: { code: 'input/not-a-card' } });
  });
});

describe('the key maps', () => {
  const key = (k: string, mods: { ctrl?: boolean; alt?: boolean; shift?: boolean } = {}, atShowdown = false) => keyToCommand({ key: k, ...mods }, atShowdown);

  it('Ctrl+Y redoes with Caps Lock on (the key is "Y") and with Shift', () => {
    expect(key('Y', { ctrl: true })).toEqual({ cmd: 'redo' });
    expect(key('Y', { ctrl: true, shift: true })).toEqual({ cmd: 'redo' });
    expect(key('Y', { ctrl: true }, true)).toEqual({ cmd: 'redo' });
    expect(key('Z', { ctrl: true })).toEqual({ cmd: 'undo' });
  });

  it('a key name is read whole: F1, End, Escape are no digit, seat, card or suit', () => {
    for (const showdown of [false, true]) {
      for (const k of ['F1', 'F6', 'End', 'Escape', 'Home', 'Control', 'Backquote']) {
        expect(key(k, { alt: true }, showdown), `Alt+${k}`).toBeNull();
        expect(key(k, { shift: true }, showdown), `Shift+${k}`).toBeNull();
        expect(key(k, {}, showdown), k).toBeNull();
      }
      // names longer than one key (not sent by a keyboard, but the map reads whole names)
      for (const k of ['12', '1x', '7e', '0n']) {
        expect(key(k, {}, showdown), k).toBeNull();
        expect(key(k, { alt: true }, showdown), `Alt+${k}`).toBeNull();
        expect(key(k, { shift: true }, showdown), `Shift+${k}`).toBeNull();
      }
    }
  });

  it('the showdown\'s letters and signs (s c r, 0 - =), a fresh module', async () => {
    vi.resetModules();
    const fresh = await import('../../../shared/input/keymap.js');
    const show = (k: string) => fresh.keyToCommand({ key: k }, true);
    const want: [string, number][] = [['s', 10], ['c', 11], ['r', 12], ['S', 10], ['C', 11], ['R', 12], ['0', 10], ['-', 11], ['=', 12]];
    for (const [k, n] of want) expect(show(k), k).toEqual({ cmd: 'card', number: n });
    for (let n = 1; n <= 7; n++) expect(show(String(n))).toEqual({ cmd: 'card', number: n });
    for (const k of ['a', 'o', 'x', '8', '9', '+']) expect(show(k), k).toBeNull();
  });

  it('the button box\'s key names (docs/button-box.md), a fresh module', async () => {
    vi.resetModules();
    const fresh = await import('../../../shared/input/keymap.js');
    const want: Record<string, TableCommand> = {
      PASS: { cmd: 'pass' }, BET: { cmd: 'bet' }, RAISE: { cmd: 'raise' }, ORDAGO: { cmd: 'ordago' },
      BIAK: { cmd: 'bet', both: true }, BIAK_ORDAGO: { cmd: 'ordago', both: true },
      SEE: { cmd: 'see' }, FOLD: { cmd: 'fold' }, BA: { cmd: 'ba' }, EZ: { cmd: 'ez' },
      MUS: { cmd: 'mus' }, CUT: { cmd: 'cut' }, DISCARD: { cmd: 'discard' },
      SOTA: { cmd: 'card', number: 10 }, CABALLO: { cmd: 'card', number: 11 }, REY: { cmd: 'card', number: 12 },
      BACK: { cmd: 'back' }, ENTER: { cmd: 'enter' }, UNDO: { cmd: 'undo' }, REDO: { cmd: 'redo' }, NEXT: { cmd: 'next' },
      OROS: { cmd: 'suit', suit: 'o' }, COPAS: { cmd: 'suit', suit: 'c' }, ESPADAS: { cmd: 'suit', suit: 'e' }, BASTOS: { cmd: 'suit', suit: 'b' },
    };
    for (let n = 0; n <= 9; n++) want[`D${n}`] = { cmd: 'digit', digit: n };
    for (let n = 0; n <= 5; n++) want[`SEAT${n}`] = { cmd: 'seat', seat: n };
    expect(fresh.BOX_KEYS).toStrictEqual(want);
    for (const [name, cmd] of Object.entries(want)) {
      expect(fresh.boxKeyToCommand(name), name).toStrictEqual(cmd);
      expect(fresh.boxKeyToCommand(name.toLowerCase()), name).toStrictEqual(cmd);
    }
    expect(fresh.boxKeyToCommand('D10')).toBeNull();
  });
});
