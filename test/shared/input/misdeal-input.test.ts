/**
 * A misdeal said at the table (`{cmd: 'misdeal', seat}`): recorded at the phase the table is at, so
 * that the engine applies FFMus art. 5 once play has begun and refuses it in the mus rounds (art. 4:
 * a new deal); at the showdown, the seat's hand is no longer asked for.
 */
import { describe, expect, it } from 'vitest';
import { applyEntry, emptyPad, interpret, nextCardSeat, startMatch, type EngineError, type InputPad, type LiveMatch, type TableCommand } from '../../../shared/index.js';
import { checkCommand } from '../../../shared/bridge/table/table-validate.js';

function start(): LiveMatch {
  const m = startMatch({ rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['P0', 'P1', 'P2', 'P3'], esku: 0 });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** Plays commands through `interpret` and `applyEntry` as the table session does; stops at the first refusal. */
function keys(cmds: TableCommand[], m: LiveMatch = start()): { error: EngineError | null; match: LiveMatch; pad: InputPad } {
  let pad = emptyPad(4);
  let match = m;
  for (const c of cmds) {
    const r = interpret(match.view, pad, c);
    pad = r.pad;
    if (r.outcome.kind === 'error') return { error: r.outcome.error, match, pad };
    if (r.outcome.kind === 'entry') {
      const a = applyEntry(match, r.outcome.entry);
      if (!a.ok) return { error: a.error, match, pad };
      match = a.value.match;
    }
  }
  return { error: null, match, pad };
}

const lastAction = (m: LiveMatch) => m.view.current?.state.log.at(-1);

describe('a misdeal said at the table', () => {
  it('in the dialogue of grande: recorded at grande, the seat out of the deal and of the dialogue (art. 5)', () => {
    const r = keys([{ cmd: 'cut' }, { cmd: 'pass' }, { cmd: 'misdeal', seat: 1 }]);
    expect(r.error).toBeNull();
    expect(lastAction(r.match)).toEqual({ phase: 'grande', seat: 1, act: 'misdeal' });
    const s = r.match.view.current?.state;
    expect(s?.out).toEqual([1]);
    expect(s?.dialogues.grande?.speakers).toEqual([0, 2, 3]);
  });

  it("cancels the points the seat's team drew in the deal (art. 5), as a credit of the deal", () => {
    // grande: A opens 2, B refuses: A draws 1; then seat 2 (team A) is found misdealt at chica
    const r = keys([{ cmd: 'cut' }, { cmd: 'bet', amount: 2 }, { cmd: 'fold' }, { cmd: 'misdeal', seat: 2 }]);
    expect(r.error).toBeNull();
    expect(lastAction(r.match)).toEqual({ phase: 'chica', seat: 2, act: 'misdeal' });
    const credits = r.match.view.current?.state.credits ?? [];
    expect(credits.map((c) => [c.team, c.points, c.phase, c.kind, c.rule])).toEqual([
      ['A', 1, 'grande', 'tira', 'FFMus art. 17'],
      ['A', -1, 'deal', 'cancel', 'FFMus art. 5'],
    ]);
  });

  it('at the declarations of pares: the seat is no longer asked', () => {
    const r = keys([{ cmd: 'cut' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'ba' }, { cmd: 'misdeal', seat: 1 }]);
    expect(r.error).toBeNull();
    expect(lastAction(r.match)).toEqual({ phase: 'pares', seat: 1, act: 'misdeal' });
    expect(r.match.view.current?.state.declared.pares).toEqual([true, null, null, null]);
  });

  it('in the mus rounds: refused, naming art. 4 (a new deal), and nothing is recorded', () => {
    const r = keys([{ cmd: 'mus' }, { cmd: 'misdeal', seat: 3 }]);
    expect(r.error).toMatchObject({ code: 'action/misdeal-before-play', rule: 'FFMus art. 4' });
    expect(r.match.view.current?.state.log).toEqual([{ phase: 'mus', seat: 0, act: 'mus' }]);
    expect(keys([{ cmd: 'misdeal', seat: 0 }]).error).toMatchObject({ code: 'action/misdeal-before-play' });
  });

  it('refuses the last seat of a team and a seat already out, with their rule', () => {
    expect(keys([{ cmd: 'cut' }, { cmd: 'misdeal', seat: 1 }, { cmd: 'misdeal', seat: 3 }]).error).toMatchObject({ code: 'action/team-out', rule: 'FFMus art. 5' });
    expect(keys([{ cmd: 'cut' }, { cmd: 'misdeal', seat: 1 }, { cmd: 'misdeal', seat: 1 }]).error).toMatchObject({ code: 'action/seat-out', rule: 'FFMus art. 5' });
  });

  it('at the showdown: recorded at the last phase played, the seat\'s cards no longer asked, the typed ones kept', () => {
    const dialogue: TableCommand[] = [{ cmd: 'cut' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }];
    // pares: nobody; juego: nobody; punto: everyone passes
    const declare: TableCommand[] = [{ cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ez' }];
    const punto: TableCommand[] = [{ cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }, { cmd: 'pass' }];
    const cards: TableCommand[] = [1, 2, 3, 4].map((n) => ({ cmd: 'card', number: n }));
    const r = keys([...dialogue, ...declare, ...punto, ...cards, { cmd: 'misdeal', seat: 2 }]);
    expect(r.error).toBeNull();
    expect(lastAction(r.match)).toEqual({ phase: 'punto', seat: 2, act: 'misdeal' });
    expect(r.pad.cards[0]).toEqual([1, 2, 3, 4]);
    expect(nextCardSeat(r.match.view, r.pad)).toBe(1);
  });

  it('at a showdown after a juego held by one team only: recorded at juego (the last phase whose dialogue opened; no punto)', () => {
    const passes: TableCommand[] = Array.from({ length: 8 }, () => ({ cmd: 'pass' }));
    // pares: nobody; juego: only seat 0 (team A) says ba — no dialogue, straight to the showdown
    const declare: TableCommand[] = [{ cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ba' }, { cmd: 'ez' }, { cmd: 'ez' }, { cmd: 'ez' }];
    const r = keys([{ cmd: 'cut' }, ...passes, ...declare, { cmd: 'misdeal', seat: 3 }]);
    expect(r.error).toBeNull();
    expect(lastAction(r.match)).toEqual({ phase: 'juego', seat: 3, act: 'misdeal' });
  });

  it('clears the amount typed and the speaker chosen', () => {
    const r = keys([{ cmd: 'cut' }, { cmd: 'bet', amount: 2 }, { cmd: 'seat', seat: 3 }, { cmd: 'digit', digit: 5 }, { cmd: 'misdeal', seat: 2 }]);
    expect(r.error).toBeNull();
    expect([r.pad.digits, r.pad.speaker, r.pad.cursor]).toEqual(['', null, null]);
  });

  it('is a command the table payload check accepts with a seat 0-5, and refuses naming the seat field', () => {
    expect(checkCommand({ cmd: 'misdeal', seat: 5, extra: 1 })).toEqual({ ok: true, value: { cmd: 'misdeal', seat: 5 } });
    for (const seat of [undefined, -1, 6, 1.5, '1']) {
      expect(checkCommand({ cmd: 'misdeal', seat })).toMatchObject({ ok: false, error: { code: 'ipc/bad-payload', path: 'command.seat' } });
    }
  });
});
