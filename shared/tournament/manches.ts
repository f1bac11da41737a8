/**
 * What a list of manche scores says about a match (FFMus règlement arts. 1-2), as data a screen can
 * put in words: the winner, or the first thing wrong — a manche that is not finished, a manche after
 * the match was won, or a match nobody has won yet with how many manches each side still needs.
 * The reducer's check (`winnerOfManches`) and the Tournoi screen's result form both read it. Pure.
 */
import type { RuleOptions, Score } from '../types.js';

/** The reading of a list of manche scores (side A first), against the tournament's rules. */
export type MancheReading =
  /** The match is won by `side`; `won` counts the manches of each side. */
  | { kind: 'won'; side: 'A' | 'B'; won: { A: number; B: number } }
  /** Manche `index` (from 0) has no winner: neither side is at the target with the other below (art. 1). */
  | { kind: 'unfinished-manche'; index: number; score: Score }
  /** Manche `index` (from 0) comes after a side had already won `manchesToWin` manches (art. 2). */
  | { kind: 'after-win'; index: number; won: { A: number; B: number } }
  /**
   * Every manche is finished but nobody has won `manchesToWin` yet (art. 2): `won` so far, and
   * `needs`, the manches each side still has to win; at least min(needs.A, needs.B) are missing.
   */
  | { kind: 'short'; won: { A: number; B: number }; needs: { A: number; B: number } };

/** The side that won one finished manche (it reached the target, the other has less), or null (FFMus art. 1). */
export function mancheWinner(m: Score, target: number): 'A' | 'B' | null {
  return m.A === target && m.B < target ? 'A' : m.B === target && m.A < target ? 'B' : null;
}

/**
 * Reads manche scores (non-negative integers, side A first) against `rules.target` and
 * `rules.manchesToWin`: the winner, or the first problem (FFMus arts. 1-2).
 */
export function readManches(manches: readonly Score[], rules: Pick<RuleOptions, 'target' | 'manchesToWin'>): MancheReading {
  const won = { A: 0, B: 0 };
  for (const [i, m] of manches.entries()) {
    const side = mancheWinner(m, rules.target);
    if (!side) return { kind: 'unfinished-manche', index: i, score: { A: m.A, B: m.B } };
    if (won.A === rules.manchesToWin || won.B === rules.manchesToWin) return { kind: 'after-win', index: i, won: { ...won } };
    won[side]++;
  }
  const side = won.A === rules.manchesToWin ? 'A' : won.B === rules.manchesToWin ? 'B' : null;
  if (!side) return { kind: 'short', won, needs: { A: rules.manchesToWin - won.A, B: rules.manchesToWin - won.B } };
  return { kind: 'won', side, won };
}
