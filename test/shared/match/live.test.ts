import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyEntry, fromMatchRecord, interpret, emptyPad, replayMatch, startMatch, toMatchRecord, undo, whoSpeaks } from '../../../shared/index.js';
import type { LiveMatch, MatchRecord, TableCommand } from '../../../shared/index.js';
import { itemAt } from '../../helpers/item-at.js';

const full = JSON.parse(readFileSync(new URL('../../fixtures/match-ffmus-full.json', import.meta.url), 'utf8'));

describe('live match', () => {
  it('opens the full example match and agrees with replayMatch', () => {
    const m = fromMatchRecord(full.record as MatchRecord);
    if (!m.ok) throw new Error(m.error.message);
    const r = replayMatch(full.record);
    if (!r.ok) throw new Error(r.error.message);
    expect(m.value.view.manches).toEqual(r.value.manches);
    expect(m.value.view.winner).toBe('A');
    expect(m.value.view.current).toBeNull();
    expect(toMatchRecord(m.value).deals).toEqual(full.record.deals);
  });

  it('undo reopens a settled deal and redo by re-applying gives the same view', () => {
    const m = fromMatchRecord({ ...full.record, deals: full.record.deals.slice(0, 3) } as MatchRecord);
    if (!m.ok) throw new Error(m.error.message);
    const back = undo(m.value);
    expect(back.view.deals.length).toBe(2);
    expect(back.view.current!.state.stage).toBe('showdown');
    const again = applyEntry(back, itemAt(m.value.log, m.value.log.length - 1));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.match.view.score).toEqual(m.value.view.score);
  });

  it('plays a deal from table commands', () => {
    const s = startMatch({ rules: 'ffmus', teams: { A: 'a', B: 'b' }, players: ['p0', 'p1', 'p2', 'p3'], esku: 0 });
    if (!s.ok) throw new Error(s.error.message);
    let m: LiveMatch = s.value;
    let pad = emptyPad(4);
    const press = (c: TableCommand) => {
      const r = interpret(m.view, pad, c);
      pad = r.pad;
      if (r.outcome.kind === 'error') throw new Error(r.outcome.error.message);
      if (r.outcome.kind === 'entry') {
        const a = applyEntry(m, r.outcome.entry);
        if (!a.ok) throw new Error(a.error.message);
        m = a.value.match;
      }
    };
    // grande: esku bets 2, team B folds -> A draws 1
    press({ cmd: 'bet' });
    press({ cmd: 'fold' });
    expect(m.view.score).toEqual({ A: 1, B: 0 });
    // chica: all pass
    for (let i = 0; i < 4; i++) press({ cmd: 'pass' });
    // pares: ez x4 ; juego: ez x4 ; punto: all pass
    for (let i = 0; i < 8; i++) press({ cmd: 'ez' });
    for (let i = 0; i < 4; i++) press({ cmd: 'pass' });
    expect(whoSpeaks(m.view.current!.state).prompt).toBe('showdown');
    for (const c of [1, 4, 5, 6, 2, 4, 5, 7, 1, 4, 6, 7, 10, 4, 5, 6]) press({ cmd: 'card', number: c });
    press({ cmd: 'next' });
    expect(m.view.deals.length).toBe(1);
    expect(m.view.current!.state.esku).toBe(1);
  });
});

describe('replayLog', () => {
  it('gives the same view as applying the entries one by one', async () => {
    const { replayLog } = await import('../../../shared/index.js');
    const m = fromMatchRecord(full.record as MatchRecord);
    if (!m.ok) throw new Error(m.error.message);
    for (const cut of [0, 1, 17, 100, m.value.log.length]) {
      const r = replayLog(m.value.setup, m.value.log.slice(0, cut));
      if (!r.ok) throw new Error(r.error.message);
      let step = startMatch(m.value.setup);
      if (!step.ok) throw new Error(step.error.message);
      let inc = step.value;
      for (const e of m.value.log.slice(0, cut)) {
        const a = applyEntry(inc, e);
        if (!a.ok) throw new Error(a.error.message);
        inc = a.value.match;
      }
      expect(JSON.stringify(r.value.view)).toBe(JSON.stringify(inc.view));
    }
  });

  it('reports the entry that does not apply, with its index', async () => {
    const { replayLog } = await import('../../../shared/index.js');
    const r = replayLog({ rules: 'ffmus', teams: { A: 'a', B: 'b' }, players: ['0', '1', '2', '3'], esku: 0 }, [
      { type: 'action', action: { phase: 'grande', seat: 0, act: 'pass' } },
      { type: 'action', action: { phase: 'grande', seat: 3, act: 'pass' } },
    ]);
    expect(!r.ok && r.error.path).toBe('log[1]');
  });
});
