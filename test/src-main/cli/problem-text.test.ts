/**
 * `problemText` takes the rule of a problem about seats from its `rule` field only (the library's
 * import passes it as data, `shared/library/import-check.ts`): never read back out of the message.
 */
import { describe, expect, it } from 'vitest';
import { problemText } from '../../../src-main/cli/problem-text.js';
import { checkImportText } from '../../../shared/library/import-check.js';

const TURN = { path: 'actions[0]', code: 'action/not-your-turn', seats: { seat: 2, turn: 0 } } as const;

describe('the rule of a problem about seats', () => {
  it('is the problem’s rule field, after the sentence', () => {
    const line = problemText({ ...TURN, message: 'actions[0]: seat 2 cannot speak', rule: 'FFMus art. 9' }, 'en');
    expect(line).toBe('actions[0]: Seat 3 cannot speak: it is seat 1’s turn (FFMus art. 9) (action/not-your-turn) — in the file: "seat": 2');
  });

  it('is not read out of a message that ends in brackets', () => {
    const line = problemText({ ...TURN, message: 'actions[0]: seat 2 cannot speak (FFMus art. 9)' }, 'en');
    expect(line).toBe('actions[0]: Seat 3 cannot speak: it is seat 1’s turn (action/not-your-turn) — in the file: "seat": 2');
  });

  it('comes as data from the library’s import check', () => {
    const record = { format: 'mus-match/1', deals: [{ actions: [{ phase: 'grande', seat: 2, act: 'pass' }] }] };
    const r = checkImportText(JSON.stringify(record));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const [first] = r.error.problems;
    expect(first).toMatchObject({ path: 'deals[0].actions[0]', code: 'action/not-your-turn', rule: 'FFMus art. 9', seats: { seat: 2, turn: 0 } });
    if (first) expect(problemText(first, 'en')).toBe('deals[0].actions[0]: Seat 3 cannot speak: it is seat 1’s turn at Grande (haundia) (FFMus art. 9) (action/not-your-turn) — in the file: "seat": 2');
  });
});
