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

/**
 * Builds an error.
 * @param params what the refusal is about, as data (`EngineError.params`): `say` chooses its
 *   sentence (`code#say`, `shared/i18n/errors/tournament-*.ts`), the others fill it (the pair ids,
 *   team names, round and table numbers, counts the English `message` names), so that a person
 *   reads one sentence in their language with every figure of the message.
 */
export function terr(code: TournamentCode, message: string, path?: string, rule?: string, params?: Readonly<Record<string, string | number>>): TournamentError {
  const e: TournamentError = { code, message };
  if (path !== undefined) e.path = path;
  if (rule !== undefined) e.rule = rule;
  if (params !== undefined) e.params = params;
  return e;
}
