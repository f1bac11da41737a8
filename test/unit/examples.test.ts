import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { replayMatch, settleRecord } from '../../shared/index.js';

const cases = JSON.parse(readFileSync(new URL('../fixtures/rulebook-cases.json', import.meta.url), 'utf8')) as Record<string, { record: unknown; expect: { scoreAfter: Record<string, number>; winner: string | null }; why: string }>;

describe('worked examples with expected results (test/fixtures/rulebook-cases.json)', () => {
  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: ${c.why}`, () => {
      const r = settleRecord(c.record);
      if (!r.ok) throw new Error(r.error.message);
      for (const [team, pts] of Object.entries(c.expect.scoreAfter)) expect(r.value.settlement.scoreAfter[team as 'A' | 'B']).toBe(pts);
      expect(r.value.settlement.winner).toBe(c.expect.winner);
    });
  }
});

describe('the full FFMus example match (test/fixtures/match-ffmus-full.json)', () => {
  const m = JSON.parse(readFileSync(new URL('../fixtures/match-ffmus-full.json', import.meta.url), 'utf8'));
  it('replays manche by manche to the expected result', () => {
    const r = replayMatch(m.record);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.manches).toEqual(m.expect.manches);
    expect(r.value.winner).toBe(m.expect.winner);
    expect(r.value.manchesWon).toEqual(m.expect.manchesWon);
  });
});
