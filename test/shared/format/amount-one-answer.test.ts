/**
 * A bet or raise amount the file format does not hold (100, 1e9, 2.5, -1, "2") gets one answer from
 * every path a judge may read: the engine's record reading (`settleRecord`, `replayMatch`), the file
 * gate (`checkBytes`, what `mus check` runs) and the command line — the gate's code and words at the
 * field (`actions[0].amount: must be <= 99 (schema/maximum)`; in French « doit valoir au plus 99 »).
 * The gate runs first in every reader of a file, so its code is what a judge reads; an amount of 99
 * is held, and an amount the rules refuse (an imido of 1) keeps the engine's code, from both.
 */
import { describe, expect, it } from 'vitest';
import { settleRecord } from '../../../shared/settle/record.js';
import { replayMatch } from '../../../shared/match/replay.js';
import { checkBytes } from '../../../shared/format/check.js';
import { musInProcess } from '../../helpers/mus-cli.js';

const HANDS = [['1o', '1c', '1e', '1b'], ['4o', '5c', '6e', '7b'], ['4c', '5o', '6b', '7e'], ['4e', '5b', '6o', '7c']];
const dealWith = (act: 'bet' | 'raise', amount: unknown) => ({
  format: 'mus-deal/1', rules: 'ffmus', esku: 0, hands: HANDS,
  actions: act === 'bet'
    ? [{ phase: 'grande', seat: 0, act: 'bet', amount }, { phase: 'grande', seat: 1, act: 'fold' }, { phase: 'grande', seat: 3, act: 'fold' }]
    : [{ phase: 'grande', seat: 0, act: 'bet', amount: 2 }, { phase: 'grande', seat: 1, act: 'raise', amount }, { phase: 'grande', seat: 0, act: 'fold' }, { phase: 'grande', seat: 2, act: 'fold' }],
});

describe('an amount out of the format: one code for the engine, the gate and the command line', () => {
  const cases: [unknown, string, string][] = [
    [100, 'schema/maximum', 'must be <= 99'],
    [1e9, 'schema/maximum', 'must be <= 99'],
    [2.5, 'schema/type', 'must be integer'],
    [-1, 'schema/minimum', 'must be >= 0'],
    ['2', 'schema/type', 'must be integer'],
  ];
  for (const act of ['bet', 'raise'] as const) {
    for (const [amount, code, words] of cases) {
      it(`${act} ${JSON.stringify(amount)}: ${code}`, async () => {
        const rec = dealWith(act, amount);
        const at = `actions[${act === 'bet' ? 0 : 1}].amount`;
        const engine = settleRecord(rec);
        expect(!engine.ok && engine.error).toEqual({ code, path: at, message: `${at}: ${words}` });
        const gate = checkBytes(JSON.stringify(rec));
        expect(gate.problems.map((p) => [p.code, p.path, p.message])).toEqual([[code, at, `${at}: ${words}`]]);
        const match = { format: 'mus-match/1', rules: 'ffmus', esku: 0, deals: [{ actions: rec.actions, hands: rec.hands }] };
        const replayed = replayMatch(match);
        expect(!replayed.ok && [replayed.error.code, replayed.error.path]).toEqual([code, `deals[0].${at}`]);
        expect(checkBytes(JSON.stringify(match)).problems.map((p) => [p.code, p.path])).toEqual([[code, `deals[0].${at}`]]);
      });
    }
  }

  it('mus check names the field and the limit, with the code, in the language asked', async () => {
    const input = `${JSON.stringify(dealWith('bet', 100))}\n`;
    const en = await musInProcess(['settle', '-', '--lang', 'en'], input);
    expect(en.code).toBe(1);
    expect(en.out + en.err).toContain('actions[0].amount: must be <= 99 (schema/maximum)');
    const fr = await musInProcess(['settle', '-', '--lang', 'fr'], input);
    expect(fr.out + fr.err).toContain('actions[0].amount: doit valoir au plus 99 (schema/maximum)');
  });

  it('99 is held; an amount the rules refuse keeps the engine\'s code, from both', () => {
    const held = { format: 'mus-deal/1', rules: 'ffmus', esku: 0, actions: [{ phase: 'grande', seat: 0, act: 'bet', amount: 99 }] };
    const r99 = settleRecord(held); // read, then the deal stops before its end
    expect(!r99.ok && r99.error.code).toBe('record/deal-unfinished');
    expect(checkBytes(JSON.stringify(held)).problems.map((p) => p.code)).toEqual(['record/deal-unfinished']);
    const one = settleRecord(dealWith('bet', 1));
    expect(!one.ok && one.error.code).toBe('action/bet-too-small');
    expect(checkBytes(JSON.stringify(dealWith('bet', 1))).problems.map((p) => p.code)).toEqual(['action/bet-too-small']);
  });
});
