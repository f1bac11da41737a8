/**
 * The table session's listeners: every change is told once, whether it came as a key command or as
 * a log entry given directly (`entry`), and a refused entry is told as an error and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { TableSession } from '../../../shared/session/table-session.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };

function session() {
  const s = TableSession.create(SETUP, { id: 'm', created: '2026-11-25T10:00:00Z' });
  const told: { source: string; error?: string; log: number }[] = [];
  s.subscribe((x, e) => told.push({ source: e.source, ...(e.error ? { error: e.error.code } : {}), log: x.match.log.length }));
  return { s, told };
}

describe('TableSession listeners', () => {
  it('an entry given directly is told once, after it is current', () => {
    const { s, told } = session();
    const r = s.entry({ type: 'action', action: { phase: 'mus', seat: 0, act: 'cut' } }, 'box');
    expect(r).toEqual({ ok: true, changed: 'match', settled: null });
    expect(told).toEqual([{ source: 'box', log: 1 }]);
  });

  it('a key command that makes an entry is told once too', () => {
    const { s, told } = session();
    expect(s.command({ cmd: 'pass' }, 'ui').ok).toBe(true);
    expect(told).toEqual([{ source: 'ui', log: 1 }]);
  });

  it('a refused entry is told as the engine’s error and changes nothing', () => {
    const { s, told } = session();
    const r = s.entry({ type: 'action', action: { phase: 'mus', seat: 0, act: 'discard', count: 2 } }, 'ui');
    expect(r.ok).toBe(false);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ source: 'ui', log: 0 });
    expect(told[0]!.error).toBe('action/not-discarding'); // FFMus art. 8
    expect(s.match.log).toHaveLength(0);
  });
});
