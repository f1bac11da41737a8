/**
 * `settleDealFile` and `replayMatchFile` run the file gate, then the engine once, and hand back what
 * the engine gave, so that `mus settle FILE` and `mus replay` settle or replay each file once: the
 * same result as running the engine again.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { replayMatchFile, settleDealFile } from '../../../shared/format/check.js';
import type { MatchDealResult } from '../../../shared/match/replay.js';
import { replayMatch, settleRecord } from '../../../shared/index.js';

const root = new URL('../../../', import.meta.url).pathname;
const read = (f: string) => JSON.parse(readFileSync(`${root}${f}`, 'utf8')) as Record<string, unknown>;

describe('the gate and the one engine run it hands back', () => {
  it('a deal: the settlement, or the refusal, that settleRecord gives', () => {
    const deal = read('test/fixtures/deals/art17-hiru-lau-iduki.json');
    const r = settleDealFile(deal);
    const direct = settleRecord(deal);
    if (!r.ok || !direct.ok) throw new Error('the deal settles');
    expect(r.value).toEqual(direct.value);
    const bad = { ...deal, hands: [['1', '1', '1', '1'], ['1', '2', '2', '2'], ['3', '3', '3', '3'], ['4', '4', '4', '4']] };
    const refused = settleDealFile(bad);
    const badDirect = settleRecord(bad);
    if (refused.ok || badDirect.ok) throw new Error('the deal is refused');
    expect(refused.error.problems[0].code).toBe('hands/too-many-of-a-kind');
    expect(refused.error.problems[0].code).toBe(badDirect.error.code);
  });

  it('a match: the replay, its deals handed to onDeal and not kept when onDeal is given', () => {
    const match = read('test/fixtures/match-ffmus-full.record.json');
    const whole = replayMatch(match);
    const r = replayMatchFile(match);
    if (!whole.ok || !r.ok) throw new Error('the match replays');
    expect(r.value).toEqual(whole.value);
    const seen: MatchDealResult[] = [];
    const streamed = replayMatchFile(match, (d) => seen.push(d));
    if (!streamed.ok) throw new Error('the match replays');
    expect(streamed.value.deals).toEqual([]);
    expect(seen).toEqual(whole.value.deals);
  });

  it('the engine does not run when the structure is not sound: the gate answers', () => {
    const r = settleDealFile({ format: 'mus-deal/1', actions: 3 });
    if (r.ok) throw new Error('refused');
    expect(r.error.problems.length).toBeGreaterThan(0);
    expect(r.error.problems.every((p) => !p.code.startsWith('hands/') && !p.code.startsWith('action/'))).toBe(true);
  });
});
