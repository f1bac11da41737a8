/**
 * The board: what the room sees of a tournament night — every table of the round with its live
 * score (tantos, and the same as hamarrekos and tantos), manches, its state, and the tournament's
 * standings (FFMus art. 2, over the finished matches). Sent whole on connect, then one message per
 * change (`docs/hub.md`). Pure.
 */
import { clubTable, toTokens, type LiveMatch, type Standings, type Team, type Tokens } from '../index.js';

/** A table's state on the board. */
export type TableState = 'waiting' | 'playing' | 'finished';

/** One table on the board. */
export interface BoardTable {
  round: number;
  table: number;
  teams: { A: string; B: string };
  state: TableState;
  /** Records the hub holds for this match. */
  have: number;
  /** Tantos of the manche in progress (0/0 once the match is won). */
  score: { A: number; B: number };
  /** The same as the table keeps it: hamarrekos (5 tantos) and tantos. */
  tokens: { A: Tokens; B: Tokens };
  manchesWon: { A: number; B: number };
  /** Deals settled. */
  deals: number;
  winner: Team | null;
  /** FFMus art. 2 lines once the match is won. */
  standings: Standings | null;
}

/** One team in the tournament's standings (teams equal on every criterion share a rank). */
export interface BoardStanding {
  rank: number;
  name: string;
  matches: number;
  victories: number;
  manchesWon: number;
  pointsInLostManches: number;
}

/** The whole board. */
export interface BoardSnapshot {
  format: 'mus-board/1';
  /** Increases with every change the hub accepts. */
  seq: number;
  tournament: { id: string; name: string };
  /** The round shown. */
  round: number;
  /** Every round with pairings. */
  rounds: number[];
  /** The tables of the round shown, by table number. */
  tables: BoardTable[];
  standings: BoardStanding[];
}

/** What `/api/events` sends: the board on connect, then changes. */
export type BoardEvent =
  | { type: 'board'; board: BoardSnapshot }
  | { type: 'table'; seq: number; table: BoardTable }
  | { type: 'standings'; seq: number; standings: BoardStanding[] };

/** A table's board line from its folded match (null: nothing received yet). */
export function boardTable(round: number, table: number, teams: { A: string; B: string }, have: number, match: LiveMatch | null): BoardTable {
  if (!match) {
    return {
      round, table, teams, state: 'waiting', have, score: { A: 0, B: 0 }, tokens: { A: toTokens(0), B: toTokens(0) },
      manchesWon: { A: 0, B: 0 }, deals: 0, winner: null, standings: null,
    };
  }
  const v = match.view;
  return {
    round, table, teams,
    state: v.winner ? 'finished' : 'playing',
    have,
    score: { A: v.score.A, B: v.score.B },
    tokens: { A: toTokens(v.score.A), B: toTokens(v.score.B) },
    manchesWon: { ...v.manchesWon },
    deals: v.deals.length,
    winner: v.winner,
    standings: v.standings,
  };
}

/** A team name as counted (spaces trimmed and collapsed), as the club standings count it. */
export function teamKey(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/** Standings over finished matches: victories, manches won, points in lost manches (FFMus art. 2). */
export function boardStandings(finished: readonly { teams: { A: string; B: string }; standings: Standings }[]): BoardStanding[] {
  const lines = finished.flatMap((m) => [
    { name: teamKey(m.teams.A), line: m.standings.A },
    { name: teamKey(m.teams.B), line: m.standings.B },
  ]);
  const out: BoardStanding[] = [];
  clubTable(lines).forEach((t, i) => {
    const prev = out[i - 1];
    const tie = prev && prev.victories === t.victories && prev.manchesWon === t.manchesWon && prev.pointsInLostManches === t.pointsInLostManches;
    out.push({ rank: tie ? prev.rank : i + 1, ...t });
  });
  return out;
}
