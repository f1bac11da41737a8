/**
 * The rows of the match statistics as the screens show them (pure): one row per measure, with the
 * value for team A and team B, grouped in sections, and one row per player. From
 * `shared/library/match-stats.ts` ({@link MatchStats}); the text keys are `stats.row.*`.
 */
import type { MatchStats, SideStats } from '../../shared/library/match-stats.js';
import { teamOf } from '../../shared/rules/presets.js';

/** A section of the team table. */
export type StatsSection = 'won' | 'how' | 'points' | 'said' | 'bets' | 'hordago' | 'errors';

/** One measure for both teams: its section, its text key (`stats.row.<key>`) and the two values. */
export interface StatsRow {
  section: StatsSection;
  key: string;
  A: number;
  B: number;
}

/** The measures, in the order shown: how to read each from one side's statistics. */
const MEASURES: [StatsSection, string, (s: SideStats) => number][] = [
  ['won', 'phasesWon', (s) => s.phasesWon.total],
  ['won', 'grande', (s) => s.phasesWon.grande],
  ['won', 'chica', (s) => s.phasesWon.chica],
  ['won', 'pares', (s) => s.phasesWon.pares],
  ['won', 'juego', (s) => s.phasesWon.juego],
  ['won', 'punto', (s) => s.phasesWon.punto],
  ['how', 'tira', (s) => s.wonBy.tira],
  ['how', 'iduki', (s) => s.wonBy.iduki],
  ['how', 'paso', (s) => s.wonBy.paso],
  ['how', 'ordago', (s) => s.wonBy.ordago],
  ['how', 'base', (s) => s.wonBy.base],
  ['how', 'penalty', (s) => s.wonBy.penalty],
  ['points', 'pointsTotal', (s) => s.points.total],
  ['points', 'grande', (s) => s.points.grande],
  ['points', 'chica', (s) => s.points.chica],
  ['points', 'pares', (s) => s.points.pares],
  ['points', 'juego', (s) => s.points.juego],
  ['points', 'punto', (s) => s.points.punto],
  ['said', 'imido', (s) => s.said.imido],
  ['said', 'gehiago', (s) => s.said.gehiago],
  ['said', 'hordagoSaid', (s) => s.said.hordago],
  ['bets', 'seen', (s) => s.ladders.seen],
  ['bets', 'seenWon', (s) => s.ladders.seenWon],
  ['bets', 'seenLost', (s) => s.ladders.seenLost],
  ['bets', 'refused', (s) => s.ladders.refused],
  ['hordago', 'hSeen', (s) => s.hordagos.seen],
  ['hordago', 'hRefused', (s) => s.hordagos.refused],
  ['hordago', 'hWon', (s) => s.hordagos.won],
  ['errors', 'errors', (s) => s.errors],
];

/** The team table: every measure, A and B. */
export function teamRows(stats: MatchStats): StatsRow[] {
  return MEASURES.map(([section, key, get]) => ({ section, key, A: get(stats.teams.A), B: get(stats.teams.B) }));
}

/** One player's line: seat (0-based), team, and the main measures. */
export interface PlayerRow {
  seat: number;
  team: 'A' | 'B';
  won: number;
  points: number;
  imido: number;
  gehiago: number;
  hordago: number;
  errors: number;
}

/** One line of the player table from one side's statistics. */
function line(s: SideStats): Omit<PlayerRow, 'seat' | 'team'> {
  return { won: s.phasesWon.total, points: s.points.total, imido: s.said.imido, gehiago: s.said.gehiago, hordago: s.said.hordago, errors: s.errors };
}

/** The player table, by seat. */
export function playerRows(stats: MatchStats): PlayerRow[] {
  return stats.players.map((s, seat) => ({ seat, team: teamOf(seat), ...line(s) }));
}

/** A team's line of the player table for what no player of it earned (text key `stats.sharedLine`). */
export type SharedRow = Omit<PlayerRow, 'seat'>;

/**
 * The team lines under the players, A then B: credits that name no player of the team (the punto's
 * base point, take-backs, the others' announcement errors: `MatchStats.shared`). A team's players'
 * lines plus its team line equal the team's figures.
 */
export function sharedRows(stats: MatchStats): SharedRow[] {
  return (['A', 'B'] as const).map((team) => ({ team, ...line(stats.shared[team]) }));
}
