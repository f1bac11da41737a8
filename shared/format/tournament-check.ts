/**
 * Checking a `mus-tournament/1` file (docs/formats.md, "mus-tournament/1"): the file gate
 * (`gate.ts`: every structural problem against the JSON Schema with its JSON path, names, dates,
 * the embedded matches' names, dates and totals), then — when the gate lets it through — the
 * fold of its event log, which replays every embedded match through the engine: the first problem
 * found, e.g. a result whose match replays to another winner (`tournament/winner-mismatch`, naming
 * the round, the table and the teams).
 */
import type { Problem } from './schema-problems.js';
import type { Result } from '../types.js';
import { gateValue } from './gate.js';
import { refused, type ProblemsError } from './refusal.js';
import { foldFile } from '../tournament/reducer.js';
import type { Tournament, TournamentFile } from '../tournament/types.js';

/**
 * Every structural problem of a tournament file, or, when there is none, the first problem of its
 * log (every match replayed).
 * @returns the tournament folded from the file, or the file refused with its problems.
 */
export function checkTournament(json: unknown): Result<Tournament, ProblemsError> {
  const g = gateValue(json, ['mus-tournament/1']);
  if (!g.ok) return g;
  const r = foldFile(json as TournamentFile);
  if (!r.ok) {
    const { path, message, code, rule, params } = r.error;
    // the rule and what the problem is about (`params`), for its sentence in a person's language
    return refused([{ path: path ?? '$', message, code, ...(rule === undefined ? {} : { rule }), ...(params === undefined ? {} : { params }) }]);
  }
  return r;
}

/** Every problem of a `mus-tournament/1` document (empty when it is valid and every result replays). */
export function checkTournamentFile(json: unknown): Problem[] {
  const c = checkTournament(json);
  return c.ok ? [] : c.error.problems;
}
