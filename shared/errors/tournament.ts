/**
 * `tournament/…`: the tournament model's refusals (issue 13, docs/tournament.md "Errors"): an event
 * of the log that does not apply, a round or a result that does not fit, a correction too late.
 * Closed as a list, so that a file's codes can be checked against it.
 */

/** The tournament's error codes. */
export const TOURNAMENT_ERROR_CODES = [
  'tournament/bad-settings', // a setting is missing or out of range (name, date, rounds, system, rules)
  'tournament/bad-event', // an event's shape is wrong (unknown type, missing field)
  'tournament/bad-pair', // a pair's id, team or players are missing or malformed
  'tournament/duplicate-pair', // a pair id (or team name) already registered
  'tournament/unknown-pair', // a pair id that is not registered
  'tournament/withdrawn', // the pair has already withdrawn
  'tournament/all-rounds-paired', // every planned round is paired already
  'tournament/round-incomplete', // the previous round still has tables without a result
  'tournament/not-enough-pairs', // fewer than two active pairs
  'tournament/bad-round', // a round as paired is wrong: a pair twice, an inactive pair, a missing pair, bad table numbers, two byes
  'tournament/round-robin-changed', // round robin: the pairs changed (late entry) after its first round, or another system came before
  'tournament/round-robin-complete', // round robin: every round of the Berger table has been played
  'tournament/unknown-table', // no such round or table
  'tournament/result-exists', // that table already has a result (annul it first)
  'tournament/no-result', // annul-result on a table without a result
  'tournament/bad-result', // a result's shape: winner not at that table, manches that do not make a winner
  'tournament/teams-differ', // a match record names other teams than the two at that table
  'tournament/rules-differ', // a match record plays other rules than the tournament's
  'tournament/match-invalid', // a match record the engine refuses
  'tournament/match-unfinished', // a match record whose match is not over
  'tournament/winner-mismatch', // the replayed match gives another winner (or other manches) than the result says
  'tournament/no-attribution', // a hand result, forfeit, withdrawal, annulment, reinstatement or removal without who and why
  'tournament/not-withdrawn', // reinstate on a pair that has not withdrawn
  'tournament/too-late', // a correction that would change a round already paired (reinstate after a round paired without the pair; remove a pair already paired; annul a result of a round followed by another)
  'tournament/file-exists', // the command line's create or import names a file that exists (a tournament file is never written over by them)
  'tournament/write-failed', // the command line could not write a file (the disk full, no permission, a folder…): the file is as it was
  'tournament/duplicate-night', // the command line's league given the same night twice (one file and its export, say): it would count twice
  'tournament/player-in-two-pairs', // a pair registered with a player who already sits in another pair of that night
  'tournament/mixed-rules', // a league given nights played under different rules (ffmus and pagat, another target, kings…): one format at a time
] as const;

/** A tournament error code, `tournament/…`. */
export type TournamentCode = (typeof TOURNAMENT_ERROR_CODES)[number];
