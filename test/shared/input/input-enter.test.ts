/** "5 Enter" does what "5 i" does where an amount opens (the mus question included), and "2 Enter" discards 2 where a discard is asked. */
import { describe, expect, it } from 'vitest';
import { applyEntry, emptyPad, interpret, startMatch, type LiveMatch, type TableCommand } from '../../../shared/index.js';

function start(): LiveMatch {
  const m = startMatch({ rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['P0', 'P1', 'P2', 'P3'], esku: 0 });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
function keys(m: LiveMatch, cmds: TableCommand[]) {
  let pad = emptyPad(4);
  let match = m;
  const entries = [];
  for (const c of cmds) {
    const r = interpret(match.view, pad, c);
    pad = r.pad;
    if (r.outcome.kind === 'error') return { error: r.outcome.error, entries, match };
    if (r.outcome.kind === 'entry') {
      entries.push(r.outcome.entry);
      const a = applyEntry(match, r.outcome.entry);
      if (!a.ok) return { error: a.error, entries, match };
      match = a.value.match;
    }
  }
  return { error: null, entries, match };
}

describe('Enter after digits', () => {
  it('at the mus question: 5 Enter = 5 i, an imido of 5 at grande', () => {
    const viaI = keys(start(), [{ cmd: 'digit', digit: 5 }, { cmd: 'bet' }]);
    const viaEnter = keys(start(), [{ cmd: 'digit', digit: 5 }, { cmd: 'enter' }]);
    expect(viaEnter.error).toBeNull();
    expect(viaEnter.entries).toEqual(viaI.entries);
    expect(viaEnter.entries[0]).toEqual({ type: 'action', action: { phase: 'grande', seat: 0, act: 'bet', amount: 5 } });
  });

  it('when everyone went mus: 2 Enter discards two cards', () => {
    const r = keys(start(), [{ cmd: 'mus' }, { cmd: 'mus' }, { cmd: 'mus' }, { cmd: 'mus' }, { cmd: 'digit', digit: 2 }, { cmd: 'enter' }]);
    expect(r.error).toBeNull();
    expect(r.entries.at(-1)).toEqual({ type: 'action', action: { phase: 'mus', seat: 0, act: 'discard', count: 2 } });
  });
});
