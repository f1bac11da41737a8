/**
 * Mutation testing (issue 16, docs/testing.md, third session): the reasons of `shared/score/reasons.ts`
 * are kept and reused by key (a replay makes the same ones again and again). A reason must still be
 * its own input's: a ladder of bets the keys do not cover (an amount of 100 or more) is built afresh,
 * never given the reason of a short ladder that would share its number (FFMus art. 17 and *Le
 * dialogue*: the words of a tira and an iduki name the bets).
 */
import { describe, expect, it } from 'vitest';
import { idukiReason, tiraOrdagoAfterBetsReason, tiraRaisesReason } from '../../../shared/score/reasons.js';

describe('reasons kept by key stay their own input’s', () => {
  it('one bet of 150 after one of 1: each its own words', () => {
    expect(tiraOrdagoAfterBetsReason(1, [1]).params).toEqual({ paid: 1, bets: '1' });
    expect(tiraOrdagoAfterBetsReason(150, [150]).params).toEqual({ paid: 150, bets: '150' });
  });

  it('two bets, one of them 150: not the reason of a short ladder', () => {
    expect(tiraOrdagoAfterBetsReason(52, [2, 50]).params).toEqual({ paid: 52, bets: '2+50' });
    expect(tiraOrdagoAfterBetsReason(151, [1, 150]).params).toEqual({ paid: 151, bets: '1+150' });
    expect(tiraRaisesReason(1, [1], 0).params).toEqual({ paid: 1, bets: '1', raises: 0 });
    expect(tiraRaisesReason(150, [150, 2], 1).params).toEqual({ paid: 150, bets: '150+2', raises: 1 });
  });

  it('idukis of two seats and two ladders never share a reason', () => {
    expect(idukiReason('grande', 1, 1, [1]).params).toEqual({ phase: 'grande', seat: 1, stake: 1, bets: '1' });
    expect(idukiReason('grande', 2, 99, [98, 1]).params).toEqual({ phase: 'grande', seat: 2, stake: 99, bets: '98+1' });
    expect(idukiReason('chica', 0, 99, [98, 1]).params).toEqual({ phase: 'chica', seat: 0, stake: 99, bets: '98+1' });
  });
});
