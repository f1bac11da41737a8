/**
 * Biak hordago in answer (Memo Mus ch. VIII, addenda) through the input layer: the table's buttons
 * (`legalCommands`, from `whoSpeaks`) and the button box's key go through the same `interpret` path,
 * and offer and accept it exactly where the engine does.
 */
import { describe, expect, it } from 'vitest';
import { playMatch } from '../../helpers/play.js';
import { applyEntry, boxKeyToCommand, emptyPad, interpret, whoSpeaks, type LiveMatch } from '../../../shared/index.js';
import { legalCommands } from '../../../src-renderer/table/Actions.js';

const play = (script: string): LiveMatch => playMatch(script);

describe('biak hordago in answer: offered and accepted exactly where it is legal', () => {
  it('after an imido at grande: the button is on, biak imido is off, and the box key is accepted', () => {
    const m = play('m: 0c | g: 0b2');
    const turn = whoSpeaks(m.view.current!.state);
    expect(turn).toMatchObject({ prompt: 'answer', biak: false, biakOrdago: true });
    const ok = legalCommands(turn);
    expect(ok.has('biakOrdago')).toBe(true);
    expect(ok.has('biak')).toBe(false);
    const cmd = boxKeyToCommand('BIAK_ORDAGO')!;
    const r = interpret(m.view, emptyPad(4), cmd);
    expect(r.outcome.kind).toBe('entry');
    if (r.outcome.kind !== 'entry') return;
    expect(r.outcome.entry).toMatchObject({ type: 'action', action: { phase: 'grande', act: 'ordago', both: true } });
    expect(applyEntry(m, r.outcome.entry).ok).toBe(true);
  });

  it('after a hordago, or at chica: the button is off', () => {
    for (const script of ['m: 0c | g: 0o', 'm: 0c | g: 0p 1p 2p 3p | c: 0b2']) {
      const turn = whoSpeaks(play(script).view.current!.state);
      expect(turn.biakOrdago).toBe(false);
      expect(legalCommands(turn).has('biakOrdago')).toBe(false);
      // the box's key is refused by the engine, naming the rule
      const m = play(script);
      const r = interpret(m.view, emptyPad(4), boxKeyToCommand('BIAK_ORDAGO')!);
      const refused = r.outcome.kind === 'error' || (r.outcome.kind === 'entry' && !applyEntry(m, r.outcome.entry).ok);
      expect(refused).toBe(true);
    }
  });

  it('a biak imido in answer is refused (input/biak-imido-not-answer), never turned into a raise', () => {
    const m = play('m: 0c | g: 0b2');
    const r = interpret(m.view, emptyPad(4), boxKeyToCommand('BIAK')!);
    expect(r.outcome).toMatchObject({ kind: 'error', error: { code: 'input/biak-imido-not-answer' } });
  });
});
