/**
 * The tournament model's errors: data, `{code, message, path?, rule?}` as the engine's
 * `EngineError`, with a `tournament/…` code of the closed list in `shared/errors/tournament.ts`
 * (docs/tournament.md, "Errors").
 */
import type { TournamentCode } from '../errors/tournament.js';
import type { EngineError } from '../types.js';

/** A tournament error (an `EngineError` with a `tournament/…` code). */
export interface TournamentError extends EngineError {
  code: TournamentCode;
}

/** Builds an error. */
export function terr(code: TournamentCode, message: string, path?: string, rule?: string): TournamentError {
  const e: TournamentError = { code, message };
  if (path !== undefined) e.path = path;
  if (rule !== undefined) e.rule = rule;
  return e;
}
