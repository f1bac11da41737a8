/**
 * The hub's view of a tournament (`HubTournament`) from the tournament model (`shared/tournament/`):
 * its id (`tournamentId`: date and name), its name, its locked rules, and every table of every
 * round paired so far (`tableSetups`: teams and players by seat, the first esku). Pure.
 *
 * Tokens: the model leaves `Pairing.token` null ("made and filled by the hub"); the hub issues a
 * join code and a token per table (`HubState.issue`) and keeps them in its own file.
 */
import { tableSetups, tournamentId, type Tournament } from '../tournament/index.js';
import type { HubTournament } from './types.js';

/** The hub's tournament for a tournament of the model (id: `tournamentId(t)` unless given). */
export function hubTournamentOf(t: Tournament, id: string = tournamentId(t)): HubTournament {
  return {
    id,
    name: t.settings.name,
    rules: t.settings.rules,
    pairings: tableSetups(t).map((s) => ({ round: s.round, table: s.table, teams: { ...s.teams }, players: [...s.players], esku: s.esku })),
  };
}
