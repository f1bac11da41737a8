/**
 * The showdown asks for a sota's suit before counting when that suit decides the deal (Juego Real
 * with the sota of oros, issue 28 §3): Enter (or the box's NEXT) is refused with `hands/suit-needed`
 * and the cursor goes to that card; a suit key (Shift+O, the OROS button, the box's OROS on layer 2)
 * then gives it, and the next Enter counts.
 */
import { describe, expect, it } from 'vitest';
import { boxKeyToCommand, suitQuestion, type EngineError, type TableCommand } from '../../../shared/index.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { errorText } from '../../../shared/i18n/errors.js';
import { acts, allPass, decl } from '../../helpers/dsl.js';

// esku seat 1 (B) holds 31 (C S 7 4); seat 2 (A), next to speak, holds 7 7 7 S; both pass the juego
export const SUIT_SETUP = { rules: { preset: 'ffmus' as const, juegoReal: 'oros' as const }, teams: { A: 'Urdinak', B: 'Gorriak' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 1 };
const SCRIPT = `${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nynn', 1)} | ${decl('j', 'yynn', 1)} | j: 1p 2p`;
// typed in speaking order from the esku: seat 1, 2, 3, 0
const TYPED = [11, 10, 7, 4, 7, 7, 7, 10, 12, 5, 4, 1, 11, 6, 3, 2];
const card = (n: number): TableCommand => ({ cmd: 'card', number: n });

function atShowdown(): { session: TableSession; errors: EngineError[] } {
  const session = TableSession.create(SUIT_SETUP, { id: 'suit', created: '2026-01-01T00:00:00Z' });
  const errors: EngineError[] = [];
  session.subscribe((_s, why) => { if (why.error) errors.push(why.error); });
  for (const action of acts(SCRIPT)) expect(session.entry({ type: 'action', action }, 'test').ok).toBe(true);
  for (const n of TYPED) expect(session.command(card(n), 'test').ok).toBe(true);
  return { session, errors };
}

describe('the showdown asks for the suit that decides the juego', () => {
  it('Enter is refused with the card named and the cursor on it; the suit given, Enter counts: A +3, the Juego Real said', () => {
    const { session, errors } = atShowdown();
    expect(suitQuestion(session.match.view, session.pad)).toMatchObject({ seat: 2, index: 3 });
    const r = session.command({ cmd: 'enter' }, 'keyboard');
    expect(r).toMatchObject({ ok: false, error: { code: 'hands/suit-needed', path: 'hands[2][3]' } });
    expect(errors.at(-1)?.code).toBe('hands/suit-needed');
    expect(session.match.view.deals).toHaveLength(0);
    expect(session.pad.cursor).toEqual({ seat: 2, index: 3 });
    expect(session.pad.cards.flat()).toHaveLength(16);
    expect(errorText(r.ok ? { code: 'hands/suit-needed' } : r.error, 'eu', { player: 'Battitt', row: 4 }))
      .toBe('Txanka honen paloak erabakitzen du eskua (joko erreala urreko txankarekin): eman ezazu — Battitt(r)en eskua, 4. karta (Pagat « Juego Real »)');
    // Shift+O: the card under the cursor
    expect(session.command({ cmd: 'suit', suit: 'o' }, 'keyboard').ok).toBe(true);
    expect(session.pad.suits[2]).toEqual(['', '', '', 'o']);
    expect(suitQuestion(session.match.view, session.pad)).toBeNull();
    const counted = session.command({ cmd: 'enter' }, 'keyboard');
    expect(counted.ok).toBe(true);
    const juego = session.match.view.deals[0]!.ledger.find((c) => c.phase === 'juego')!;
    expect(juego).toMatchObject({ team: 'A', seat: 2, points: 3, why: { params: { real: 'oros', beaten: 1 } } });
  });

  it('the box answers on layer 2 without NEXT first: OROS goes to the sota asked for, not to the last card typed', () => {
    const { session } = atShowdown();
    expect(session.command(boxKeyToCommand('COPAS')!, 'box').ok).toBe(true);
    expect(session.pad.suits[2]![3]).toBe('c');
    expect(session.pad.suits[0]).toEqual(['', '', '', '']);
    expect(suitQuestion(session.match.view, session.pad)).toBeNull();
    expect(session.command(boxKeyToCommand('NEXT')!, 'box').ok).toBe(true);
    expect(session.match.view.deals[0]!.ledger.find((c) => c.phase === 'juego')).toMatchObject({ team: 'B', seat: 1 });
  });

  it('a suit typed right after a sota still follows that sota (SOTA OROS), even with a question pending', () => {
    const { session } = atShowdown();
    // correct seat 0's last card into a sota: the question stays on seat 2's, the suit goes to the card typed
    expect(session.command({ cmd: 'back' }, 'box').ok).toBe(true);
    expect(session.command(card(10), 'box').ok).toBe(true);
    expect(session.command(boxKeyToCommand('OROS')!, 'box').ok).toBe(true);
    expect(session.pad.suits[0]).toEqual(['', '', '', 'o']);
    // a sota of oros typed elsewhere: seat 2's sota is not it, nothing more is asked
    expect(suitQuestion(session.match.view, session.pad)).toBeNull();
  });

  it('nothing is asked while cards are missing, nor when the rules have no Juego Real of oros', () => {
    const { session } = atShowdown();
    session.command({ cmd: 'back' }, 'test');
    expect(suitQuestion(session.match.view, session.pad)).toBeNull();
    const any = TableSession.create({ ...SUIT_SETUP, rules: { preset: 'ffmus', juegoReal: 'any' } as never }, { id: 'any', created: '2026-01-01T00:00:00Z' });
    for (const action of acts(SCRIPT)) any.entry({ type: 'action', action }, 'test');
    for (const n of TYPED) any.command(card(n), 'test');
    expect(suitQuestion(any.match.view, any.pad)).toBeNull();
    expect(any.command({ cmd: 'enter' }, 'test').ok).toBe(true);
  });
});
