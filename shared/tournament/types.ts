/**
 * The public vocabulary of a tournament night (issue 13): pairs, rounds, pairings with table
 * numbers, results and the event log that holds them. Pure data, no Node or DOM.
 *
 * File format: `mus-tournament/1` (docs/formats.md, docs/tournament.md). Rule sources: FFMus
 * règlement art. 1 (a match is three manches of 40 points), art. 2 (standings: the winner counts one
 * victory; the loser counts its manches won and the points of its lost manches).
 *
 * Units: points are tantos; rounds and tables are numbered from 1, as on the printed sheet.
 */
import type { MatchRecord, RuleOptions, RulesSpec, Score } from '../types.js';

/** A pair's id: `[A-Za-z0-9._-]`, 1 to 32 characters, unique in the tournament (e.g. `"p07"`). */
export type PairId = string;

/** A round's number, 1-based. */
export type RoundNo = number;

/** A table's number within a round, 1-based (table 1 is the top table). */
export type TableNo = number;

/** How a round is paired (docs/tournament.md, "Pairing"). */
export type PairingSystem = 'round-robin' | 'swiss' | 'updown';

/** The pairing systems, in the order the help text lists them. */
export const PAIRING_SYSTEMS: readonly PairingSystem[] = Object.freeze(['round-robin', 'swiss', 'updown']);

/** Who did something by hand, and why: kept with every hand result, forfeit, withdrawal and annulment. */
export interface Attribution {
  /** The person who entered it (the tournament director, a judge), free text, 1 to 200 characters. */
  who: string;
  /** Why, free text, 1 to 2,000 characters. */
  why: string;
}

/** A pair as registered. */
export interface PairEntry {
  id: PairId;
  /** The team's name, as printed on the sheet and the standings. */
  team: string;
  /** The two players. */
  players: [string, string];
  /** The club, or `null`. */
  club: string | null;
}

/** A pair in the tournament's state. */
export interface Pair extends PairEntry {
  /** The first round this pair can be paired in: 1 for a pair there from the start; a late entry gets the round after the last one paired. */
  fromRound: RoundNo;
  /** Set once the pair withdraws: it is paired in no round after `afterRound` (results already played stay). */
  withdrawn: (Attribution & { afterRound: number }) | null;
}

/**
 * One table of a round: the pair on side A plays the pair on side B. Side A is team A of the
 * match record (the even seats, docs/formats.md "Seats, teams, cards").
 */
export interface Pairing {
  table: TableNo;
  A: PairId;
  B: PairId;
  /**
   * The table's token for the hub (a tablet at that table reports with it). `null` in the pure
   * model: tokens are made and filled by the hub (src-main/hub/), never by shared/tournament.
   */
  token: string | null;
}

/** A round as paired. */
export interface Round {
  round: RoundNo;
  system: PairingSystem;
  tables: Pairing[];
  /** Pairs with a bye this round (at most one: when the number of active pairs is odd). A bye counts as a victory (docs/tournament.md, "Byes"). */
  byes: PairId[];
}

/** Where a table's result comes from. */
export type ResultSource =
  /** A match scored by the app: the whole `mus-match/1` record, embedded, replayed by the engine on every import. `journal` is the library id it was exported from, when there is one. */
  | { kind: 'match'; match: MatchRecord; journal?: string }
  /** A table that played on paper: the manche scores were typed by hand. */
  | ({ kind: 'hand' } & Attribution)
  /** A pair did not play (absent, late, refused): the other pair wins (a match played, won); the forfeiting pair counts a loss: 0 victories, 0 manches, 0 points, and no match played. */
  | ({ kind: 'forfeit' } & Attribution);

/** A table's result. */
export interface TableResult {
  round: RoundNo;
  table: TableNo;
  /** The pair that won the match. */
  winner: PairId;
  /**
   * Every finished manche of the match, in order: its final score in tantos, by side (A = the
   * pairing's side A). Empty for a forfeit. For a `match` source it must equal what the replay gives.
   */
  manches: Score[];
  source: ResultSource;
}

/** Settings of the night, fixed at creation. */
export interface TournamentSettings {
  /** The tournament's name, 1 to 200 characters. */
  name: string;
  /** The date of the night, `YYYY-MM-DD`, as given (never read from a clock). */
  date: string;
  /**
   * The rules every table plays, locked for the night: a preset and its variants, including the
   * match format (`manchesToWin`, `target`; FFMus art. 1: three manches of 40). A match record of
   * a result must resolve to the same options.
   */
  rules: RulesSpec;
  /** The rounds planned for the night (1 to 99). */
  rounds: number;
  /** The system used when a round is paired without naming one. */
  system: PairingSystem;
}

/**
 * One event of the tournament's log: append-only, replayed in order by `applyEvent`
 * (shared/tournament/reducer.ts) to give the {@link Tournament}. A discriminated union on `type`.
 */
export type TournamentEvent =
  /** A pair registers; after round 1 is paired it is a late entry (`fromRound` = next round). */
  | { type: 'add-pair'; pair: PairEntry }
  /** A pair withdraws: paired no more; its results stay. */
  | ({ type: 'withdraw'; pair: PairId } & Attribution)
  /** The next round, as paired (by `pairNextRound`, or by hand: it is checked either way). */
  | { type: 'pair-round'; round: Round }
  /** A table's result. */
  | { type: 'result'; result: TableResult }
  /** A result taken back (entered at the wrong table, say); a new `result` may follow. */
  | ({ type: 'annul-result'; round: RoundNo; table: TableNo } & Attribution)
  /** A withdrawal taken back (entered by mistake): the pair is paired again. Only while no round was paired since the withdrawal. */
  | ({ type: 'reinstate'; pair: PairId } & Attribution)
  /** A pair added by mistake taken out of the tournament (its id and team become free). Only while it was never paired (no table, no bye). */
  | ({ type: 'remove-pair'; pair: PairId } & Attribution);

/** The event types, in the order the docs list them. */
export const EVENT_TYPES = ['add-pair', 'withdraw', 'pair-round', 'result', 'annul-result', 'reinstate', 'remove-pair'] as const;

/** The event types of {@link TournamentEvent}. */
export type TournamentEventType = TournamentEvent['type'];

/** The `mus-tournament/1` file: the settings and the whole log, match records embedded. */
export interface TournamentFile extends TournamentSettings {
  format: 'mus-tournament/1';
  events: TournamentEvent[];
}

/** The state after folding the log. */
export interface Tournament {
  settings: TournamentSettings;
  /** The rules resolved once, the same for every table. */
  rules: RuleOptions;
  /** Every pair registered, in registration order (withdrawn ones included). */
  pairs: Pair[];
  /** The rounds paired so far, in order. */
  rounds: Round[];
  /** The current result of each table: key `"<round>/<table>"` (see {@link resultKey}). */
  results: Record<string, TableResult>;
  /** The log this state was folded from. */
  events: TournamentEvent[];
  /**
   * The file's own extensions, its top-level keys starting with `x-` (a league's `"x-league"`), as
   * read: every reader ignores them, and {@link toFile} writes them back, so that no command that
   * rewrites, exports or imports the file loses them. Absent when the file has none.
   */
  extensions?: Readonly<Record<string, unknown>>;
}

/** Key of a table's result in {@link Tournament.results}, e.g. `"3/12"`. */
export function resultKey(round: RoundNo, table: TableNo): string {
  return `${round}/${table}`;
}

/** One pair's line in the standings (FFMus art. 2, then the tie-breaks of docs/tournament.md). */
export interface StandingRow {
  /** 1-based; pairs equal on every criterion share a rank. */
  rank: number;
  pair: PairId;
  team: string;
  club: string | null;
  /** Matches played with a result: byes not counted, a forfeit counted for the pair present only (the absent pair did not play). */
  played: number;
  /** Byes received (each counts as a victory). */
  byes: number;
  /** Victories, byes included (art. 2 a). */
  victories: number;
  /** Manches won in matches lost (art. 2 b): a match won counts its victory only, so 0 for a pair that lost none. */
  manchesWon: number;
  /** Every manche won, in matches won and lost (not an art. 2 criterion: shown so that `manchesWon` 0 is not read as a mistake). */
  manchesWonAll: number;
  /** Manches played in the matches with a result (a forfeit or a bye plays none). */
  manchesPlayed: number;
  /** Tantos made in the manches lost of the matches lost (art. 2 b). */
  pointsInLostManches: number;
  /** Head-to-head: victories against the pairs tied with this one on the three art. 2 criteria. */
  headToHead: number;
  /** Buchholz: the sum of the victories of every opponent met (a bye adds 0). */
  buchholz: number;
  /** Whether the pair has withdrawn. */
  withdrawn: boolean;
  /** The criterion that ranked this row below the row above it, or `null` (the first row, or a shared rank). */
  decidedBy: TieBreak | null;
}

/** The criteria, in the order they are applied. */
export type TieBreak = 'victories' | 'manches-won' | 'points-in-lost-manches' | 'head-to-head' | 'buchholz';

/** Standings after the results entered so far. */
export interface TournamentStandings {
  /** Results counted. */
  results: number;
  rows: StandingRow[];
}
