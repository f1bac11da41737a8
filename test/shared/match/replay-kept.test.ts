/**
 * The replay keeps each deal's ledger and errors in copies of their own (`kept()` in
 * `shared/match/replay.ts`, made so that V8 can put them straight in the old generation) and hands a
 * deal to `onDeal` as the settlement made it: both must say the same, field for field and in the
 * same order (the JSON outputs are built from either).
 */
import { describe, expect, it } from 'vitest';
import { replayMatch, type MatchDealResult } from '../../../shared/index.js';
import { randomMatch } from '../../helpers/random-match.js';

describe('a replayed deal, kept or handed on', () => {
  // a third of the declarations false: announcement errors, and ledgers of more than eight credits
  const match = randomMatch(300, 5, 0.3);

  it('the kept deals are the deals handed to onDeal, the same JSON', () => {
    const kept = replayMatch(match);
    const seen: MatchDealResult[] = [];
    const handed = replayMatch(match, (d) => { seen.push(d); });
    if (!kept.ok || !handed.ok) throw new Error('the match replays');
    expect(handed.value.deals).toEqual([]);
    expect(kept.value.deals).toHaveLength(300);
    expect(JSON.stringify(kept.value.deals)).toBe(JSON.stringify(seen));
    expect(JSON.stringify({ ...kept.value, deals: [] })).toBe(JSON.stringify(handed.value));
    // the match has what the copies are made for: one to eight credits, more, and errors
    const sizes = new Set(kept.value.deals.map((d) => Math.min(d.ledger.length, 9)));
    expect([...sizes].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(kept.value.deals.filter((d) => d.errors.length > 0).length).toBeGreaterThan(10);
  });

  it('a deal without an announcement error keeps the shared empty list, not a list of its own', () => {
    const kept = replayMatch(match);
    if (!kept.ok) throw new Error('the match replays');
    const empty = kept.value.deals.filter((d) => d.errors.length === 0).map((d) => d.errors);
    expect(empty.length).toBeGreaterThan(10);
    expect(new Set(empty).size).toBe(1);
  });
});
