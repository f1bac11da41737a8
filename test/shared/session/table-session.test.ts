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
    expect(r).toEqual({ ok: true, value: { changed: 'match', settled: null } });
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

describe('TableSession.entries', () => {
  const cut = { type: 'action', action: { phase: 'mus', seat: 0, act: 'cut' } } as const;
  const pass = (seat: number) => ({ type: 'action', action: { phase: 'grande', seat, act: 'pass' } }) as const;

  it('applies a batch in order and tells the listeners once', () => {
    const { s, told } = session();
    const journal: unknown[] = [];
    const j = TableSession.create(SETUP, { id: 'j', created: '2026-11-25T10:00:00Z', journal: { append: (r) => void journal.push(r) } });
    expect(j.entries([cut, pass(0), pass(1)], 'ui')).toMatchObject({ ok: true, value: { changed: 'match' } });
    expect(journal).toHaveLength(4); // the setup, then one record an entry
    expect(s.entries([cut, pass(0), pass(1)], 'ui')).toMatchObject({ ok: true, value: { changed: 'match' } });
    expect(told).toEqual([{ source: 'ui', log: 3 }]);
  });

  it('stops at the first refusal: what came before stays, the refusal is told with its place', () => {
    const { s, told } = session();
    const r = s.entries([cut, pass(0), pass(3), pass(1)], 'ui');
    expect(r).toMatchObject({ ok: false, error: { code: 'action/not-your-turn', index: 2 } });
    expect(s.match.log).toHaveLength(2);
    expect(told).toEqual([{ source: 'ui', error: 'action/not-your-turn', log: 2 }, { source: 'ui', log: 2 }]);
  });

  it('an empty batch changes nothing and tells nobody', () => {
    const { s, told } = session();
    expect(s.entries([], 'ui')).toEqual({ ok: true, value: { changed: 'nothing', settled: null } });
    expect(told).toEqual([]);
  });
});
