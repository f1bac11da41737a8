/**
 * What a person registering a pair now is refused beyond what the model checks (docs/tournament.md,
 * "Registering a pair"): a team name the league would take for a pair already registered that
 * night (`leagueTeamKey`: case, spaces, slash spacing, the partners' order), so that a night never
 * gets two pairs the league later refuses to count; and a player who already sits in a pair of the
 * night (a withdrawn one included: its results stay), under whatever team name. Only new registrations are checked here (the
 * command line's `add-pair`, the Tournoi screen's form): the model itself (`reducer.ts` `addPair`)
 * keeps its older, looser check, so the nights already written stay readable. Pure.
 */
import type { Result } from '../types.js';
import type { Pair, PairEntry, Tournament } from './types.js';
import { terr, type TournamentError } from './errors.js';
import { leagueTeamKey } from './team-key.js';
import { applyEvent } from './reducer.js';

/**
 * Registers a new pair as a person does it (`mus tournament add-pair`, the Tournoi screen's form):
 * the model's `add-pair` event (its refusals first, as they always were: a bad field, an id or a
 * name already registered), then {@link checkNewPairTeam} against the pairs registered before.
 * @param at the event's JSON path in messages, e.g. `events[8]` (the pair's fields under `.pair`).
 * @returns the night with the pair added, or the model's refusal, or `tournament/duplicate-pair`
 *   naming both names and the registered pair's id, or `tournament/player-in-two-pairs` naming the
 *   player and the pair they already sit in ({@link checkNewPairPlayers}).
 */
export function registerPair(t: Tournament, pair: PairEntry, at = 'event'): Result<Tournament, TournamentError> {
  const r = applyEvent(t, { type: 'add-pair', pair }, at);
  if (!r.ok) return r;
  const clash = checkNewPairTeam(t.pairs, pair, `${at}.pair.team`);
  if (!clash.ok) return clash;
  const seated = checkNewPairPlayers(t.pairs, pair, `${at}.pair.players`);
  return seated.ok ? r : seated;
}

/** A player as a night tells players apart: Unicode NFC, case folded, spaces trimmed and collapsed. */
const playerKey = (name: string): string => name.normalize('NFC').toUpperCase().toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Checks the players of a pair about to be registered against the pairs already registered: a
 * player sits in one pair of a night (« Peio » in pair p01 cannot come back in p07 as « peio »).
 * @param pairs the night's registered pairs (`Tournament.pairs`, withdrawn ones included).
 * @param pair the new pair's players, as they will be written.
 * @param path the JSON path of the new pair's players (e.g. `events[3].pair.players`); the error's
 *   path adds the player's index.
 * @returns nothing, or `tournament/player-in-two-pairs` naming the first player already seated and
 *   the pair they sit in (`params`: `player`, `id`, `team`, for the sentence in the user's language).
 */
export function checkNewPairPlayers(pairs: readonly Pick<Pair, 'id' | 'team' | 'players'>[], pair: Pick<Pair, 'players'>, path = 'pair.players'): Result<void, TournamentError> {
  for (const [i, player] of pair.players.entries()) {
    const key = playerKey(player);
    const same = pairs.find((q) => q.players.some((x) => playerKey(x) === key));
    if (!same) continue;
    const e = terr('tournament/player-in-two-pairs', `${path}[${i}]: ${JSON.stringify(player)} already plays in pair ${same.id} (${JSON.stringify(same.team)}) this night; a player sits in one pair of a night`, `${path}[${i}]`);
    e.params = { player, id: same.id, team: same.team };
    return { ok: false, error: e };
  }
  return { ok: true, value: undefined };
}

/**
 * Checks the team name of a pair about to be registered against the pairs already registered.
 * @param pairs the night's registered pairs (`Tournament.pairs`).
 * @param pair the new pair's id and team name, as it will be written.
 * @param path the JSON path of the new team name, for the error (e.g. `events[3].pair.team`).
 * @returns nothing, or `tournament/duplicate-pair` naming the new name, the registered pair's name
 *   and id (`params`: `team`, `other`, `id`, for the sentence in the user's language).
 */
export function checkNewPairTeam(pairs: readonly Pick<Pair, 'id' | 'team'>[], pair: Pick<Pair, 'id' | 'team'>, path = 'pair.team'): Result<void, TournamentError> {
  const key = leagueTeamKey(pair.team);
  const same = pairs.find((q) => leagueTeamKey(q.team) === key);
  if (!same) return { ok: true, value: undefined };
  const e = terr('tournament/duplicate-pair', `${path}: the team ${JSON.stringify(pair.team)} would be one team with ${JSON.stringify(same.team)} (pair ${same.id}) in the league (the names differ only in case, spaces or the partners' order); rename it`, path);
  e.params = { team: pair.team, other: same.team, id: same.id };
  return { ok: false, error: e };
}
