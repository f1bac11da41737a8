/**
 * A file refused with its problems (`shared/format/refusal.ts`): the error is the first problem's
 * code, message, path and rule, with every problem in `problems`; an empty list refuses nothing;
 * `hasProblems` tells such an error from one without a list (a channel's own refusal).
 */
import { describe, expect, it } from 'vitest';
import { hasProblems, refused, refusedIfAny } from '../../../shared/format/refusal.js';
import { settleDealFile } from '../../../shared/format/check.js';
import type { Problem } from '../../../shared/format/check.js';

describe('ProblemsError', () => {
  it('is the first problem, with the whole list (not copied)', () => {
    const problems: [Problem, ...Problem[]] = [
      { path: 'actions[0]', code: 'action/not-your-turn', message: 'actions[0]: seat 2 cannot speak', rule: 'FFMus art. 9' },
      { path: 'esku', code: 'schema/maximum', message: 'esku: must be <= 5' },
    ];
    const r = refused(problems);
    expect(r).toEqual({ ok: false, error: { code: 'action/not-your-turn', message: 'actions[0]: seat 2 cannot speak', path: 'actions[0]', rule: 'FFMus art. 9', problems } });
    expect(r.error.problems).toBe(problems);
    expect(refused([{ path: '$', code: 'import/duplicate', message: '$: already there' }]).error).not.toHaveProperty('rule');
    expect(refusedIfAny([])).toBeNull();
    expect(refusedIfAny([...problems])?.error.code).toBe('action/not-your-turn');
  });

  it('tells a refused file from an error without a list', () => {
    const r = settleDealFile({ format: 'mus-deal/1', esku: 9, actions: [] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(hasProblems(r.error)).toBe(true);
    expect(r.error).toMatchObject({ code: 'schema/maximum', path: 'esku', problems: [{ code: 'schema/maximum', path: 'esku' }] });
    expect(hasProblems({ code: 'bridge/read-only', message: 'the room display only shows the table' })).toBe(false);
  });
});
