/**
 * The input layer on its own (shared/input/): every key of the keyboard map and of the button box to
 * its command, and `interpret` from a command to what the engine is asked — the seat that speaks
 * (out-of-turn choices refused with `input/not-your-turn`), amounts typed with digits, biak, ba/ez,
 * mus, discards, undo/redo, and the showdown pad (cards in speaking order, 0 for the sota,
 * Backspace, next). Expected values are written here from docs/app.md and README "At the table".
 */
import { describe, expect, it } from 'vitest';
import { playMatch } from '../../helpers/play.js';
import {
  applyEntry, BOX_KEYS, boxKeyToCommand, emptyPad, interpret, keyToCommand, type InputPad, type LiveMatch, type MatchSetup, type Outcome, type TableCommand,
} from '../../../shared/index.js';

const SETUP: MatchSetup = { rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['P0', 'P1', 'P2', 'P3'], esku: 0 };

const play = (script = '', setup: MatchSetup = SETUP): LiveMatch => playMatch(script, setup);

/** Commands in turn from an empty pad: the last outcome, the pad, and the actions produced. */
function run(m: LiveMatch, cmds: TableCommand[], pad: InputPad = emptyPad(m.view.setup.players.length)) {
  let outcome: Outcome = { kind: 'pad' };
  const entries: unknown[] = [];
  for (const c of cmds) {
    const r = interpret(m.view, pad, c);
    pad = r.pad;
    outcome = r.outcome;
    if (outcome.kind === 'entry') entries.push(outcome.entry);
    if (outcome.kind === 'error') break;
  }
  return { outcome, pad, entries };
}

/** The action one command gives (or the error code). */
function action(m: LiveMatch, cmds: TableCommand[]) {
  const r = run(m, cmds);
  if (r.outcome.kind === 'error') return r.outcome.error.code;
  if (r.outcome.kind !== 'entry') return r.outcome.kind;
  const e = r.outcome.entry;
  return e.type === 'action' ? e.action : e;
}

const key = (k: string, mods: { ctrl?: boolean; alt?: boolean; shift?: boolean } = {}) => keyToCommand({ key: k, ...mods }, false);
const showKey = (k: string, mods: { ctrl?: boolean; alt?: boolean; shift?: boolean } = {}) => keyToCommand({ key: k, ...mods }, true);
const d = (digit: number): TableCommand => ({ cmd: 'digit', digit });
const card = (number: number): TableCommand => ({ cmd: 'card', number });

describe('the keyboard map (docs/app.md: p paso, i imido, g gehiago, k iduki/kanta, t tira, h hordago, b/e ba/ez)', () => {
  it('each letter of the dialogue', () => {
    expect(key('p')).toEqual({ cmd: 'pass' });
    expect(key('i')).toEqual({ cmd: 'bet' });
    expect(key('g')).toEqual({ cmd: 'raise' });
    expect(key('h')).toEqual({ cmd: 'ordago' });
    expect(key('k')).toEqual({ cmd: 'see' });
    expect(key('t')).toEqual({ cmd: 'fold' });
    expect(key('b')).toEqual({ cmd: 'ba' });
    expect(key('e')).toEqual({ cmd: 'ez' });
    expect(key('m')).toEqual({ cmd: 'mus' });
    expect(key('x')).toEqual({ cmd: 'cut' });
    expect(key('d')).toEqual({ cmd: 'discard' });
    expect(key('u')).toEqual({ cmd: 'undo' });
  });

  it('biak: Shift+I or Shift+B a biak imido, Shift+H a biak hordago', () => {
    expect(key('I', { shift: true })).toEqual({ cmd: 'bet', both: true });
    expect(key('B', { shift: true })).toEqual({ cmd: 'bet', both: true });
    expect(key('H', { shift: true })).toEqual({ cmd: 'ordago', both: true });
  });

  it('digits, Enter, Backspace; Alt+1..6 choose the seat; Ctrl+Z undo, Ctrl+Y and Ctrl+Shift+Z redo', () => {
    for (let n = 0; n <= 9; n++) expect(key(String(n))).toEqual({ cmd: 'digit', digit: n });
    expect(key('Enter')).toEqual({ cmd: 'enter' });
    expect(key('Backspace')).toEqual({ cmd: 'back' });
    for (let n = 1; n <= 6; n++) expect(key(String(n), { alt: true })).toEqual({ cmd: 'seat', seat: n - 1 });
    expect(key('z', { ctrl: true })).toEqual({ cmd: 'undo' });
    expect(key('Z', { ctrl: true, shift: true })).toEqual({ cmd: 'redo' });
    expect(key('y', { ctrl: true })).toEqual({ cmd: 'redo' });
  });

  it('keys that mean nothing give null (other letters, Ctrl with anything else)', () => {
    for (const k of ['q', 'a', 'z', 'F1', 'Escape', ' ', 'ArrowLeft']) expect(key(k), k).toBeNull();
    for (const k of ['p', 'i', 'c', 's', '1']) expect(key(k, { ctrl: true }), `Ctrl+${k}`).toBeNull();
  });

  it('at the showdown: 1-7, s c r and 0 - = are cards, n next, Shift+O/C/E/B suits, arrows move', () => {
    for (let n = 1; n <= 7; n++) expect(showKey(String(n))).toEqual({ cmd: 'card', number: n });
    expect(showKey('s')).toEqual({ cmd: 'card', number: 10 });
    expect(showKey('c')).toEqual({ cmd: 'card', number: 11 });
    expect(showKey('r')).toEqual({ cmd: 'card', number: 12 });
    expect(showKey('0')).toEqual({ cmd: 'card', number: 10 });
    expect(showKey('-')).toEqual({ cmd: 'card', number: 11 });
    expect(showKey('=')).toEqual({ cmd: 'card', number: 12 });
    expect(showKey('n')).toEqual({ cmd: 'next' });
    expect(showKey('Enter')).toEqual({ cmd: 'enter' });
    expect(showKey('Backspace')).toEqual({ cmd: 'back' });
    expect(showKey('O', { shift: true })).toEqual({ cmd: 'suit', suit: 'o' });
    expect(showKey('C', { shift: true })).toEqual({ cmd: 'suit', suit: 'c' });
    expect(showKey('E', { shift: true })).toEqual({ cmd: 'suit', suit: 'e' });
    expect(showKey('B', { shift: true })).toEqual({ cmd: 'suit', suit: 'b' });
    expect(showKey('ArrowLeft')).toEqual({ cmd: 'move', dir: 'left' });
    expect(showKey('ArrowRight')).toEqual({ cmd: 'move', dir: 'right' });
    expect(showKey('ArrowUp')).toEqual({ cmd: 'move', dir: 'up' });
    expect(showKey('ArrowDown')).toEqual({ cmd: 'move', dir: 'down' });
    // the dialogue's letters mean nothing there; 8 and 9 are no card
    for (const k of ['p', 'i', 'k', 't', 'h', 'b', 'e', '8', '9']) expect(showKey(k), k).toBeNull();
  });
});

describe('the button box keys (docs/button-box.md) give the same commands as the keyboard', () => {
  it('each key name', () => {
    const same: [string, TableCommand | null][] = [
      ['PASS', key('p')], ['BET', key('i')], ['RAISE', key('g')], ['ORDAGO', key('h')], ['SEE', key('k')], ['FOLD', key('t')],
      ['BA', key('b')], ['EZ', key('e')], ['MUS', key('m')], ['CUT', key('x')], ['DISCARD', key('d')],
      ['BIAK', key('I', { shift: true })], ['BIAK_ORDAGO', key('H', { shift: true })],
      ['BACK', key('Backspace')], ['ENTER', key('Enter')], ['UNDO', key('z', { ctrl: true })], ['REDO', key('y', { ctrl: true })],
      ['NEXT', showKey('n')], ['SOTA', showKey('s')], ['CABALLO', showKey('c')], ['REY', showKey('r')],
      ['OROS', showKey('O', { shift: true })], ['COPAS', showKey('C', { shift: true })], ['ESPADAS', showKey('E', { shift: true })], ['BASTOS', showKey('B', { shift: true })],
    ];
    for (let n = 0; n <= 9; n++) same.push([`D${n}`, key(String(n))]);
    for (let n = 0; n <= 5; n++) same.push([`SEAT${n}`, key(String(n + 1), { alt: true })]);
    for (const [name, want] of same) {
      expect(want, name).not.toBeNull();
      expect(boxKeyToCommand(name), name).toEqual(want);
    }
    // every box key is one of these: nothing left untested
    expect(Object.keys(BOX_KEYS).sort()).toEqual(same.map(([n]) => n).sort());
  });

  it('names are case-insensitive; an unknown name gives null', () => {
    expect(boxKeyToCommand('pass')).toEqual({ cmd: 'pass' });
    expect(boxKeyToCommand('Biak_Ordago')).toEqual({ cmd: 'ordago', both: true });
    expect(boxKeyToCommand('HORDAGO')).toBeNull();
    expect(boxKeyToCommand('')).toBeNull();
  });
});

describe('interpret: who speaks', () => {
  it('the esku speaks first by default; mus, cut and a paso at the mus question (it opens grande)', () => {
    const m = play();
    expect(action(m, [{ cmd: 'mus' }])).toEqual({ phase: 'mus', seat: 0, act: 'mus' });
    expect(action(m, [{ cmd: 'cut' }])).toEqual({ phase: 'mus', seat: 0, act: 'cut' });
    expect(action(m, [{ cmd: 'pass' }])).toEqual({ phase: 'grande', seat: 0, act: 'pass' });
    expect(action(m, [{ cmd: 'bet' }])).toEqual({ phase: 'grande', seat: 0, act: 'bet', amount: 2 });
    expect(action(m, [{ cmd: 'ordago' }])).toEqual({ phase: 'grande', seat: 0, act: 'ordago' });
  });

  it('out of turn: choosing a seat that may not speak is refused with input/not-your-turn, and the pad is unchanged', () => {
    // grande opened by seat 0: only the other team (1 and 3) may answer
    const m = play('m: 0c | g: 0b2');
    for (const seat of [0, 2]) {
      const pad = emptyPad(4);
      const r = interpret(m.view, pad, { cmd: 'seat', seat });
      expect(r.outcome).toMatchObject({ kind: 'error', error: { code: 'input/not-your-turn' } });
      expect(r.pad).toBe(pad);
    }
    // in the open dialogue, only the next seat speaks
    const open = play('m: 0c');
    for (const seat of [1, 2, 3]) expect(action(open, [{ cmd: 'seat', seat }])).toBe('input/not-your-turn');
    // a seat beyond the table
    expect(action(m, [{ cmd: 'seat', seat: 5 }])).toBe('input/not-your-turn');
  });

  it('the answer comes from the seat after the bettor by default, or the partner chosen (Alt+n)', () => {
    const m = play('m: 0c | g: 0b2');
    expect(action(m, [{ cmd: 'see' }])).toEqual({ phase: 'grande', seat: 1, act: 'see' });
    expect(action(m, [{ cmd: 'seat', seat: 3 }, { cmd: 'fold' }])).toEqual({ phase: 'grande', seat: 3, act: 'fold' });
    const chosen = run(m, [{ cmd: 'seat', seat: 3 }]);
    expect(chosen.outcome).toEqual({ kind: 'pad' });
    expect(chosen.pad.speaker).toBe(3);
    // the choice is spent by the action
    const after = run(m, [{ cmd: 'seat', seat: 3 }, { cmd: 'see' }]);
    expect(after.pad.speaker).toBeNull();
  });

  it('an action said out of its phase reaches the engine, which refuses it (ba during the grande)', () => {
    const m = play('m: 0c');
    const r = interpret(m.view, emptyPad(4), { cmd: 'ba' });
    expect(r.outcome.kind).toBe('entry');
    if (r.outcome.kind !== 'entry') return;
    expect(r.outcome.entry).toEqual({ type: 'action', action: { phase: 'grande', seat: 0, act: 'declare', has: true } });
    const a = applyEntry(m, r.outcome.entry);
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error.code).toMatch(/^action\//);
  });
});

describe('interpret: amounts typed with digits', () => {
  it('digits then i: an imido of that amount (two digits at most); Backspace drops the last digit', () => {
    const m = play('m: 0c');
    expect(action(m, [d(5), { cmd: 'bet' }])).toEqual({ phase: 'grande', seat: 0, act: 'bet', amount: 5 });
    expect(action(m, [d(1), d(2), { cmd: 'bet' }])).toEqual({ phase: 'grande', seat: 0, act: 'bet', amount: 12 });
    expect(action(m, [d(1), d(5), { cmd: 'back' }, { cmd: 'bet' }])).toEqual({ phase: 'grande', seat: 0, act: 'bet', amount: 1 });
    expect(action(m, [d(4), d(0), { cmd: 'bet' }])).toEqual({ phase: 'grande', seat: 0, act: 'bet', amount: 40 });
    expect(action(m, [d(1), d(2), d(3)])).toBe('input/amount-too-long');
    const typed = run(m, [d(3), d(7)]);
    expect(typed.pad.digits).toBe('37');
    expect(typed.outcome).toEqual({ kind: 'pad' });
    // the action clears the digits
    expect(run(m, [d(3), { cmd: 'bet' }]).pad.digits).toBe('');
  });

  it('digits then Enter: an imido where one opens, a raise (gehiago) where a bet stands; Enter alone asks for an amount', () => {
    expect(action(play('m: 0c'), [d(3), { cmd: 'enter' }])).toEqual({ phase: 'grande', seat: 0, act: 'bet', amount: 3 });
    expect(action(play('m: 0c | g: 0b2'), [d(3), { cmd: 'enter' }])).toEqual({ phase: 'grande', seat: 1, act: 'raise', amount: 3 });
    expect(action(play('m: 0c'), [{ cmd: 'enter' }])).toBe('input/no-amount');
  });

  it('in answer: g (gehiago) raises by the digits, 2 by default; i is a raise too', () => {
    const m = play('m: 0c | g: 0b2');
    expect(action(m, [d(5), { cmd: 'raise' }])).toEqual({ phase: 'grande', seat: 1, act: 'raise', amount: 5 });
    expect(action(m, [{ cmd: 'raise' }])).toEqual({ phase: 'grande', seat: 1, act: 'raise', amount: 2 });
    expect(action(m, [{ cmd: 'bet' }])).toEqual({ phase: 'grande', seat: 1, act: 'raise', amount: 2 });
    expect(action(m, [d(4), { cmd: 'bet' }])).toEqual({ phase: 'grande', seat: 1, act: 'raise', amount: 4 });
    expect(action(m, [{ cmd: 'ordago' }])).toEqual({ phase: 'grande', seat: 1, act: 'ordago' });
  });

  it('an amount given by the command itself (a quick button) wins over the digits', () => {
    expect(action(play('m: 0c'), [d(9), { cmd: 'bet', amount: 5 }])).toEqual({ phase: 'grande', seat: 0, act: 'bet', amount: 5 });
  });
});

describe('interpret: biak, ba/ez, mus and discards', () => {
  it('biak imido opens grande and chica (2 each, or the digits); in answer it is refused (input/biak-imido-not-answer)', () => {
    expect(action(play(), [{ cmd: 'bet', both: true }])).toEqual({ phase: 'grande', seat: 0, act: 'bet', amount: 2, both: true });
    expect(action(play('m: 0c'), [d(3), { cmd: 'bet', both: true }])).toEqual({ phase: 'grande', seat: 0, act: 'bet', amount: 3, both: true });
    expect(action(play('m: 0c | g: 0b2'), [{ cmd: 'bet', both: true }])).toBe('input/biak-imido-not-answer');
  });

  it('biak hordago at the opening', () => {
    expect(action(play('m: 0c'), [{ cmd: 'ordago', both: true }])).toEqual({ phase: 'grande', seat: 0, act: 'ordago', both: true });
  });

  it('ba and ez at pares and juego, by each seat in speaking order', () => {
    let m = play('m: 0c | g: 0p 1p 2p 3p | c: 0p 1p 2p 3p');
    const said: unknown[] = [];
    for (const [cmd, seat] of [['ba', 0], ['ez', 1], ['ez', 2], ['ba', 3]] as const) {
      const r = interpret(m.view, emptyPad(4), { cmd });
      expect(r.outcome.kind).toBe('entry');
      if (r.outcome.kind !== 'entry') return;
      said.push(r.outcome.entry);
      expect(r.outcome.entry).toEqual({ type: 'action', action: { phase: 'pares', seat, act: 'declare', has: cmd === 'ba' } });
      const a = applyEntry(m, r.outcome.entry);
      if (!a.ok) throw new Error(a.error.message);
      m = a.value.match;
    }
    // then the pares dialogue between seat 0 and seat 3; then juego is declared
    m = play('m: 0c | g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0y 1n 2n 3y | p: 0p 3p');
    expect(action(m, [{ cmd: 'ez' }])).toEqual({ phase: 'juego', seat: 0, act: 'declare', has: false });
  });

  it('mus by each seat; a discard needs a count (input/no-count), typed before d or given by the button', () => {
    const m = play('m: 0m 1m 2m 3m');
    expect(action(m, [{ cmd: 'discard' }])).toBe('input/no-count');
    expect(action(m, [d(3), { cmd: 'discard' }])).toEqual({ phase: 'mus', seat: 0, act: 'discard', count: 3 });
    expect(action(m, [{ cmd: 'discard', count: 1 }])).toEqual({ phase: 'mus', seat: 0, act: 'discard', count: 1 });
    expect(action(m, [d(2), { cmd: 'enter' }])).toEqual({ phase: 'mus', seat: 0, act: 'discard', count: 2 });
    expect(action(play('m: 0m 1m'), [{ cmd: 'mus' }])).toEqual({ phase: 'mus', seat: 2, act: 'mus' });
  });

  it('« d » alone out of the discards says the word is not said now (as « 2 d » does), not « type how many cards »', () => {
    // at grande, and at the mus question before everyone said mus: no discard to finish
    for (const m of [play('m: 0c'), play('m: 0m 1m')]) expect(action(m, [{ cmd: 'discard' }])).toBe('action/wrong-phase');
    expect(action(play('m: 0m 1m 2m 3m'), [{ cmd: 'discard' }])).toBe('input/no-count');
  });

  it('undo and redo whatever the state, and they clear the pad', () => {
    const m = play('m: 0c');
    const typed = run(m, [d(4), { cmd: 'seat', seat: 0 }]).pad;
    for (const cmd of ['undo', 'redo'] as const) {
      const r = interpret(m.view, typed, { cmd });
      expect(r.outcome).toEqual({ kind: cmd });
      expect(r.pad).toEqual(emptyPad(4));
    }
  });

  it('showdown commands before the showdown are refused (input/not-showdown)', () => {
    const m = play('m: 0c');
    for (const c of [card(12), { cmd: 'next' }, { cmd: 'slot', seat: 0, index: 0 }, { cmd: 'move', dir: 'left' }, { cmd: 'suit', suit: 'o' }] as TableCommand[]) {
      expect(action(m, [c]), c.cmd).toBe('input/not-showdown');
    }
  });

  it('after the match is over every command is refused (input/match-over), except undo and redo', () => {
    const one = { ...SETUP, rules: { preset: 'ffmus' as const, manchesToWin: 1 } };
    let m = play('m: 0c | g: 0o 1s', one);
    const r = applyEntry(m, { type: 'hands', hands: [['12', '12', '12', '1'], ['11', '11', '4', '5'], ['1', '4', '5', '6'], ['7', '6', '5', '4']] });
    if (!r.ok) throw new Error(r.error.message);
    m = r.value.match;
    expect(m.view.winner).toBe('A');
    for (const c of [{ cmd: 'pass' }, d(1), card(4), { cmd: 'next' }] as TableCommand[]) expect(action(m, [c])).toBe('input/match-over');
    expect(action(m, [{ cmd: 'undo' }])).toBe('undo');
  });
});

describe('interpret: the showdown pad (FFMus art. 17: the hands laid down)', () => {
  // esku seat 1 (the second deal's order): cards go to seats 1, 2, 3, 0
  const SHOW = 'm: 1c | g: 1p 2p 3p 0p | c: 1p 2p 3p 0p | p: 1n 2n 3n 0n | j: 1n 2n 3n 0n | t: 1p 2p 3p 0p';
  const atShowdown = () => play(SHOW, { ...SETUP, esku: 1 });

  it('cards fill the hands in speaking order from the esku; digit 0 is a sota; the hands go by seat', () => {
    const m = atShowdown();
    const cmds: TableCommand[] = [card(12), card(11), card(10), d(1), /* seat 2 */ d(7), d(6), d(5), d(4), /* seat 3 */ d(0), card(7), d(6), d(5), /* seat 0 */ d(1), d(2), d(3), d(4)];
    const r = run(m, cmds);
    expect(r.pad.cards).toEqual([[1, 2, 3, 4], [12, 11, 10, 1], [7, 6, 5, 4], [10, 7, 6, 5]]);
    const next = interpret(m.view, r.pad, { cmd: 'next' });
    expect(next.outcome).toEqual({ kind: 'entry', entry: { type: 'hands', hands: [['1', '2', '3', '4'], ['12', '11', '10', '1'], ['7', '6', '5', '4'], ['10', '7', '6', '5']] } });
    expect(next.pad).toEqual(emptyPad(4));
    // Enter does the same as next
    expect(interpret(m.view, r.pad, { cmd: 'enter' }).outcome).toEqual(next.outcome);
  });

  it('Backspace erases the last card typed (the last hand in speaking order with cards), then the one before', () => {
    const m = atShowdown();
    let r = run(m, [card(12), card(11), card(10), card(1), card(7)]);
    expect(r.pad.cards[2]).toEqual([7]);
    r = run(m, [{ cmd: 'back' }], r.pad);
    expect(r.pad.cards[2]).toEqual([]);
    r = run(m, [{ cmd: 'back' }], r.pad);
    expect(r.pad.cards[1]).toEqual([12, 11, 10]);
    expect(r.pad.suits[1]).toEqual(['', '', '']);
    expect(action(m, [{ cmd: 'back' }])).toBe('input/nothing-to-erase');
  });

  it('no card beyond the deck (8, 9) and no fifth card; next before the sixteen cards names the seat missing one', () => {
    const m = atShowdown();
    expect(action(m, [d(8)])).toBe('input/not-a-card');
    expect(action(m, [d(9)])).toBe('input/not-a-card');
    expect(action(m, [card(9)])).toBe('input/not-a-card');
    const part = run(m, [card(12), card(11), card(10), card(1), card(7)]);
    const miss = interpret(m.view, part.pad, { cmd: 'next' });
    expect(miss.outcome).toMatchObject({ kind: 'error', error: { code: 'hands/missing-card', rule: 'FFMus art. 5' } });
    if (miss.outcome.kind === 'error') expect(miss.outcome.error.message).toMatch(/^seat 2 has 1 cards/);
    const full = run(m, Array.from({ length: 16 }, () => card(4)));
    const fifth = interpret(m.view, full.pad, card(4));
    expect(fifth.outcome).toMatchObject({ kind: 'error', error: { code: 'hands/fifth-card' } });
  });

  it('the dialogue words mean nothing at the showdown (input/showdown)', () => {
    const m = atShowdown();
    for (const c of [{ cmd: 'pass' }, { cmd: 'ba' }, { cmd: 'see' }, { cmd: 'mus' }, { cmd: 'seat', seat: 1 }] as TableCommand[]) expect(action(m, [c]), c.cmd).toBe('input/showdown');
  });

  it('typed as keys: the keyboard map then interpret, the whole showdown', () => {
    const m = atShowdown();
    const cmds = ['r', 'c', 's', '1', '7', '6', '5', '4', '0', '7', '6', '5', '1', '2', '3', 'Backspace', '4', '5'].map((k) => showKey(k)!);
    // 4 then 5 after the Backspace: seat 0 ends with 1 2 4 5
    const r = run(m, cmds);
    expect(r.pad.cards).toEqual([[1, 2, 4, 5], [12, 11, 10, 1], [7, 6, 5, 4], [10, 7, 6, 5]]);
  });
});
