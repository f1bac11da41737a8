/** The showdown pad: corrections by slot and arrows, suits (keys, buttons and the box), undo keeping the cards. */
import { describe, expect, it } from 'vitest';
import { applyEntry, boxKeyToCommand, emptyPad, interpret, keyToCommand, padHands, padOfHands, startMatch, type InputPad, type LiveMatch, type TableCommand } from '../../../shared/index.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { acts } from '../../helpers/dsl.js';

const SETUP = { rules: { preset: 'ffmus' as const, juegoReal: 'oros' as const }, teams: { A: 'A', B: 'B' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };
const TO_SHOWDOWN = 'm: 0c | g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0y 1n 2n 3n';

function atShowdown(): LiveMatch {
  const m = startMatch(SETUP);
  if (!m.ok) throw new Error(m.error.message);
  let match = m.value;
  for (const action of acts(TO_SHOWDOWN)) {
    const r = applyEntry(match, { type: 'action', action });
    if (!r.ok) throw new Error(r.error.message);
    match = r.value.match;
  }
  return match;
}
function type(match: LiveMatch, cmds: TableCommand[], pad: InputPad = emptyPad(4)): InputPad {
  for (const c of cmds) {
    const r = interpret(match.view, pad, c);
    if (r.outcome.kind === 'error') throw new Error(r.outcome.error.message);
    pad = r.pad;
  }
  return pad;
}
const card = (n: number): TableCommand => ({ cmd: 'card', number: n });

describe('the showdown pad', () => {
  it('a suit follows its card (Shift+O on the keyboard, OROS on the box): the Juego Real of oros', () => {
    const m = atShowdown();
    expect(keyToCommand({ key: 'O', shift: true, ctrl: false, alt: false }, true)).toEqual({ cmd: 'suit', suit: 'o' });
    expect(boxKeyToCommand('OROS')).toEqual({ cmd: 'suit', suit: 'o' });
    const pad = type(m, [card(7), card(7), card(7), card(10), boxKeyToCommand('OROS')!, card(12), card(11), card(5), card(4), card(6), card(5), card(4), card(1), card(6), card(5), card(2), card(1)]);
    expect(padHands(m.view, pad)[0]).toEqual(['7', '7', '7', '10o']);
    // the hands go to the engine with the suit: seat 0's 7-7-7 + sota of oros is the Juego Real
    const r = interpret(m.view, pad, { cmd: 'next' });
    expect(r.outcome.kind).toBe('entry');
    if (r.outcome.kind !== 'entry') return;
    const settled = applyEntry(m, r.outcome.entry);
    expect(settled.ok).toBe(true);
  });

  it('a tapped card is replaced by the next one typed; the arrows move between typed cards', () => {
    const m = atShowdown();
    let pad = type(m, [card(12), card(12), card(11), card(1), card(7), card(7), card(5)]);
    pad = type(m, [{ cmd: 'slot', seat: 0, index: 1 }, card(3)], pad);
    expect(pad.cards[0]).toEqual([12, 3, 11, 1]);
    expect(pad.cursor).toEqual({ seat: 0, index: 2 });
    pad = type(m, [{ cmd: 'move', dir: 'down' }], pad);
    expect(pad.cursor).toEqual({ seat: 1, index: 2 });
    pad = type(m, [{ cmd: 'move', dir: 'right' }, { cmd: 'move', dir: 'right' }], pad);
    expect(pad.cursor).toBeNull(); // past the last typed card: typing goes on where it stopped
    pad = type(m, [card(4)], pad);
    expect(pad.cards[1]).toEqual([7, 7, 5, 4]);
    expect(keyToCommand({ key: 'ArrowLeft', shift: false, ctrl: false, alt: false }, true)).toEqual({ cmd: 'move', dir: 'left' });
  });

  it('undoing a settled deal keeps the sixteen cards typed', () => {
    const session = TableSession.create(SETUP, { id: 'pad', created: '2026-01-01T00:00:00Z' });
    for (const action of acts(TO_SHOWDOWN)) expect(session.command({ cmd: action.act === 'cut' ? 'cut' : action.act === 'pass' ? 'pass' : action.act === 'declare' ? (action.has ? 'ba' : 'ez') : 'pass' }, 'test').ok).toBe(true);
    for (const n of [7, 7, 7, 10, 12, 11, 5, 4, 6, 5, 4, 1, 6, 5, 2, 1]) session.command(card(n), 'test');
    expect(session.command({ cmd: 'next' }, 'test').ok).toBe(true);
    expect(session.match.view.deals).toHaveLength(1);
    expect(session.command({ cmd: 'undo' }, 'test').ok).toBe(true);
    expect(session.pad.cards.flat()).toHaveLength(16);
    expect(session.pad).toEqual(padOfHands(4, [['7', '7', '7', '10'], ['12', '11', '5', '4'], ['6', '5', '4', '1'], ['6', '5', '2', '1']]));
  });
});
