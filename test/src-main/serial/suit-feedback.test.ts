/**
 * The box is told when the showdown asks for a sota's suit (issue 28 §3; docs/button-box.md): every
 * hand typed, `PHASE - suit` and the seat holding that sota lit; the suit key of layer 2 answers and
 * the box goes back to `showdown` with nothing lit, ready for NEXT.
 */
import { describe, expect, it } from 'vitest';
import { boxKeyToCommand, type TableCommand } from '../../../shared/index.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { feedbackOf } from '../../../src-main/serial/feedback.js';
import { feedbackLines } from '../../../src-main/serial/protocol.js';
import { acts, allPass, decl } from '../../helpers/dsl.js';

const SETUP = { rules: { preset: 'ffmus' as const, juegoReal: 'oros' as const }, teams: { A: 'A', B: 'B' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 1 };
const SCRIPT = `${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nynn', 1)} | ${decl('j', 'yynn', 1)} | j: 1p 2p`;
const TYPED = [11, 10, 7, 4, 7, 7, 7, 10, 12, 5, 4, 1, 11, 6, 3, 2];

describe('the box at the suit question', () => {
  it('PHASE - suit, the seat of the sota lit; OROS answers; NEXT counts', () => {
    const s = TableSession.create(SETUP, { id: 'box-suit', created: '2026-01-01T00:00:00Z' });
    for (const action of acts(SCRIPT)) s.entry({ type: 'action', action }, 'test');
    for (const n of TYPED.slice(0, -1)) s.command({ cmd: 'card', number: n } as TableCommand, 'box');
    expect(feedbackOf(s)).toMatchObject({ prompt: 'showdown', turn: [0] });
    s.command({ cmd: 'card', number: TYPED.at(-1)! }, 'box');
    const f = feedbackOf(s);
    expect(f).toMatchObject({ prompt: 'suit', turn: [2], phase: null });
    expect(feedbackLines(f)).toMatchObject({ PHASE: 'PHASE - suit', TURN: 'TURN 2' });
    expect(s.command(boxKeyToCommand('NEXT')!, 'box')).toMatchObject({ ok: false, error: { code: 'hands/suit-needed' } });
    expect(s.command(boxKeyToCommand('OROS')!, 'box').ok).toBe(true);
    expect(feedbackOf(s)).toMatchObject({ prompt: 'showdown', turn: [] });
    expect(s.command(boxKeyToCommand('NEXT')!, 'box').ok).toBe(true);
    expect(s.match.view.deals[0]!.ledger.find((c) => c.phase === 'juego')).toMatchObject({ team: 'A', seat: 2 });
  });
});
