/**
 * The three deals of the match whose statistics are counted by hand in
 * test/shared/library/match-stats.test.ts (which says, deal by deal, why each count is what it is):
 * esku 0, FFMus rules. The statistics' tests, the match report's view tests and the charts journey
 * play the same deals, each with the teams and players it needs.
 */
import { acts, hands } from './dsl.js';

/** The deals of the hand-counted match (`mus-match/1` `deals`). */
export const COUNTED_DEALS = [
  { actions: acts('m: 0c | g: 0p 1b2 2f | c: 0p 1p 2p 3p | p: 0y 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p'), hands: hands('12 12 5 4 / 11 7 6 1 / 10 7 5 1 / 6 5 4 1') },
  { actions: acts('m: 1c | g: 1b2 2r3 3s | c: 1p 2b2 3f | p: 1y 2y 3n 0n | p: 1p 2b2 1s | j: 1n 2n 3n 0n | t: 1p 2o 3f'), hands: hands('12 7 6 1 / 11 11 4 1 / 12 12 6 4 / 7 6 5 1') },
  { actions: acts('m: 2c | g: 2o 3f | c: 2p 3p 0p 1p | p: 2n 3y 0y 1n | p: 3p 0p | j: 2n 3n 0n 1n | t: 2p 3p 0p 1p'), hands: hands('11 11 5 4 / 12 7 6 5 / 10 7 6 1 / 12 10 5 4') },
];
