/**
 * What each table needs to start its match: the teams and players by seat, the locked rules, the
 * first esku — the shape of the hub's pairing (`HubPairing`, shared/hub/types.ts) and of a match
 * setup (`MatchSetup`, shared/match/live.ts). A match recorded from this setup names the table's
 * teams exactly, so its result is read by name without ambiguity (docs/tournament.md, "Results").
 * Pure.
 */
import type { RulesSpec, Seat } from '../types.js';
import { pairById } from './reducer.js';
import type { Pairing, Tournament } from './types.js';

/** One table of one round, ready for a match. */
export interface TableSetup {
  round: number;
  table: number;
  /** Team names as registered: side A is team A (seats 0 and 2), side B team B (seats 1 and 3). */
  teams: { A: string; B: string };
  /** Players by seat: A's first, B's first, A's second, B's second. */
  players: string[];
  /** The first esku: seat 0 (the table may cut for it and change it before the first deal). */
  esku: Seat;
  /** The tournament's rules, the same for every table. */
  rules: RulesSpec;
  /** The pairing's token (filled by the hub), or null. */
  token: string | null;
}

/** The setup of one table. */
export function tableSetup(t: Tournament, round: number, p: Pairing): TableSetup {
  const a = pairById(t, p.A)!, b = pairById(t, p.B)!;
  return {
    round, table: p.table, teams: { A: a.team, B: b.team },
    players: [a.players[0], b.players[0], a.players[1], b.players[1]], esku: 0, rules: t.settings.rules, token: p.token,
  };
}

/** The setups of every table of every round paired so far (or of one round). */
export function tableSetups(t: Tournament, round?: number): TableSetup[] {
  return t.rounds.filter((r) => round === undefined || r.round === round).flatMap((r) => r.tables.map((p) => tableSetup(t, r.round, p)));
}

/**
 * An id for the tournament, from its date and name: `2026-11-27-gau-handia` (`[A-Za-z0-9._-]`, at
 * most 64 characters; accents dropped), e.g. the hub's tournament id.
 */
export function tournamentId(t: Tournament): string {
  const slug = t.settings.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${t.settings.date}-${slug}`.slice(0, 64).replace(/-+$/, '');
}
