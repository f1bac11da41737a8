/**
 * Closing a deal in its match, the one place it is written for the live table (`live.ts`) and the
 * replay of a record (`replay.ts`): a deal that reached the target ends its manche; the match is won
 * by the first team to win the preset's number of manches; the next deal's esku is one seat on.
 *
 * Sources: FFMus règlement arts. 1-2 (a match of manches of 40: 3 manches), art. 3 (the esku, at
 * the dealer's right); spec "Seats and teams" (next deal: the esku moves one seat on); Memo Mus
 * ch. IX (the manche ends on the credit that reaches the target); Pagat: best of three.
 */
import type { RuleOptions, Score, Seat, Settlement, Team } from '../types.js';
import { scoreOf } from '../score/ledger.js';

/** One finished manche. `deals` counts deals from the start of the match when it ended. */
export interface MancheResult {
  winner: Team;
  score: Score;
  deals: number;
}

/** The manches of a match so far: what closing a deal may change (mutable, owned by the caller). */
export interface MancheTally {
  manches: MancheResult[];
  manchesWon: { A: number; B: number };
  /** The team that won the match, once it has. */
  winner: Team | null;
}

/**
 * Closes a settled deal in its match, changing `m`: when the deal won the manche (its settlement
 * names a winner), the manche is recorded, counted for its team, and the match is won when that
 * team has `rules.manchesToWin` manches (FFMus arts. 1-2; Memo Mus ch. IX).
 * @param index the deal's index in the match (0-based).
 * @returns the score in tantos the next deal starts from: 0-0 after a won manche (the shared frozen
 *   score of {@link scoreOf}: a replay keeps it as the next deal's `scoreBefore`), else the deal's score after.
 */
export function closeManche(m: MancheTally, s: Settlement, index: number, rules: RuleOptions): Score {
  if (!s.winner) return s.scoreAfter;
  m.manches.push({ winner: s.winner, score: s.scoreAfter, deals: index + 1 });
  m.manchesWon[s.winner]++;
  if (m.manchesWon[s.winner] >= rules.manchesToWin) m.winner = s.winner;
  return scoreOf(0, 0);
}

/** The esku of the next deal: one seat on, round a table of `players` seats (FFMus art. 3; spec "Seats and teams": `esku+1 mod N`). */
export function nextEsku(esku: Seat, players: number): Seat {
  return (esku + 1) % players;
}
