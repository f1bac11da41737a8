/**
 * What a person registering a pair now is refused beyond what the model checks (docs/tournament.md,
 * "Registering a pair"): a team name the league would take for a pair already registered that
 * night (`leagueTeamKey`: case, spaces, slash spacing, the partners' order), so that a night never
 * gets two pairs the league later refuses to count. Only new registrations are checked here (the
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
 *   naming both names and the registered pair's id.
 */
export function registerPair(t: Tournament, pair: PairEntry, at = 'event'): Result<Tournament, TournamentError> {
  const r = applyEvent(t, { type: 'add-pair', pair }, at);
  if (!r.ok) return r;
  const clash = checkNewPairTeam(t.pairs, pair, `${at}.pair.team`);
  return clash.ok ? r : clash;
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
