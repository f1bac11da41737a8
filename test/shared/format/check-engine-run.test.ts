/**
 * `checkFile` hands back what it ran the engine to (`EngineRun`), so that `mus settle FILE` and
 * `mus replay` settle or replay each file once: the same result as running the engine again.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkFile, type EngineRun } from '../../../shared/format/check.js';
import { replayMatch, settleRecord } from '../../../shared/index.js';

const root = new URL('../../../', import.meta.url).pathname;
const read = (f: string) => JSON.parse(readFileSync(`${root}${f}`, 'utf8')) as Record<string, unknown>;

describe('checkFile and the engine run it hands back', () => {
  it('a deal: the settlement, or the refusal, that settleRecord gives', () => {
    const deal = read('test/fixtures/deals/art17-hiru-lau-iduki.json');
    const run: EngineRun = {};
    expect(checkFile(deal, run)).toEqual([]);
    expect(run.settled).toEqual(settleRecord(deal));
    const bad = { ...deal, hands: [['1', '1', '1', '1'], ['1', '2', '2', '2'], ['3', '3', '3', '3'], ['4', '4', '4', '4']] };
    const badRun: EngineRun = {};
    expect(checkFile(bad, badRun)[0]!.code).toBe('hands/too-many-of-a-kind');
    expect(badRun.settled).toEqual(settleRecord(bad));
    expect(badRun.settled!.ok).toBe(false);
  });

  it('a match: the replay, its deals handed to onDeal and not kept when onDeal is given', () => {
    const match = read('test/fixtures/match-ffmus-full.record.json');
    const run: EngineRun = {};
    expect(checkFile(match, run)).toEqual([]);
    expect(run.replayed).toEqual(replayMatch(match));
    const seen: unknown[] = [];
    const streamed: EngineRun = { onDeal: (d) => seen.push(d) };
    checkFile(match, streamed);
    const whole = replayMatch(match);
    if (!whole.ok || !streamed.replayed?.ok) throw new Error('the match replays');
    expect(streamed.replayed.value.deals).toEqual([]);
    expect(seen).toEqual(whole.value.deals);
  });

  it('nothing when the structure is not sound (the engine did not run)', () => {
    const run: EngineRun = {};
    expect(checkFile({ format: 'mus-deal/1', actions: 3 }, run).length).toBeGreaterThan(0);
    expect(run).toEqual({});
  });
});
