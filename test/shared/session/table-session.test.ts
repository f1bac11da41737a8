/**
 * The table session's listeners: every change is told once, whether it came as a key command or as
 * a log entry given directly (`entry`), and a refused entry is told as an error and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { TableSession } from '../../../shared/session/table-session.js';
import { fromMatchRecord, type MatchRecord } from '../../../shared/index.js';

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

describe('TableSession.restorePad', () => {
  /** A session of the example match at the showdown of its first deal. */
  function atShowdown() {
    const m = fromMatchRecord((JSON.parse(readFileSync(new URL('../../fixtures/match-ffmus-full.json', import.meta.url), 'utf8')) as { record: MatchRecord }).record);
    if (!m.ok) throw new Error(m.error.message);
    const s = TableSession.create(m.value.setup, { id: 'p', created: '2026-11-25T10:00:00Z' });
    for (const e of m.value.log) {
      if (s.match.view.current?.state.stage === 'showdown') break;
      expect(s.entry(e, 'test').ok).toBe(true);
    }
    return s;
  }

  it('takes the cards typed at the showdown, suits blank when none were kept', () => {
    const s = atShowdown();
    expect(s.restorePad({ cards: [[12, 12], [], [1], []] })).toBe(true);
    expect(s.pad.cards).toEqual([[12, 12], [], [1], []]);
    expect(s.pad.suits).toEqual([['', ''], [], [''], []]);
    expect(s.restorePad({ cards: [[12], [], [], []], suits: [['o'], [], [], []] })).toBe(true);
    expect(s.pad.suits).toEqual([['o'], [], [], []]);
  });

  it('ignores a pad that does not fit: another number of seats, a card that is none, suits that do not match the cards, or no showdown', () => {
    const s = atShowdown();
    expect(s.restorePad({ cards: [[12], [], []] })).toBe(false);
    expect(s.restorePad({ cards: [[8], [], [], []] })).toBe(false);
    expect(s.restorePad({ cards: [[12], [], [], []], suits: [['o', 'c'], [], [], []] })).toBe(false);
    expect(s.restorePad({ cards: [[12], [], [], []], suits: [['x'], [], [], []] })).toBe(false);
    expect(s.pad.cards).toEqual([[], [], [], []]);
    expect(session().s.restorePad({ cards: [[12], [], [], []] })).toBe(false);
  });
});
