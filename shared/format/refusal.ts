/**
 * A file refused with every problem found: the one error of the readers that list problems (the
 * file gate, `mus check`/`settle`/`replay`, the library's import in the app, the browser and the
 * command line, the tournament file check). Their answers are `Result<T, ProblemsError>`
 * (`shared/types.ts`); docs/formats.md ("Errors").
 */
import type { EngineError } from '../types.js';
import type { Problem } from './schema-problems.js';

/**
 * A file refused, with every problem found, in order, each by JSON path (`problems`, never empty,
 * at most the reader's limit: `GATE_LIMITS.problems`, `IMPORT_LIMITS.problems`). Its `code`,
 * `message`, `path` (and `rule`) are the first problem's, so a reader that shows one error shows
 * that one.
 */
export interface ProblemsError extends EngineError {
  path: string;
  /** Every problem found (at least one). */
  problems: [Problem, ...Problem[]];
}

/** A failed `Result<T, ProblemsError>` (assignable to any `T`). */
export type Refused = { ok: false; error: ProblemsError };

const nonEmpty = (problems: Problem[]): problems is [Problem, ...Problem[]] => problems.length > 0;

/** The refusal of a file with these problems (at least one): a {@link ProblemsError} over the list itself (not copied). */
export function refused(problems: [Problem, ...Problem[]]): Refused {
  const [p] = problems;
  const error: ProblemsError = { code: p.code, message: p.message, path: p.path, problems };
  if (p.rule !== undefined) error.rule = p.rule;
  return { ok: false, error };
}

/** {@link refused} when the list holds a problem, else null (the file passes this step). */
export function refusedIfAny(problems: Problem[]): Refused | null {
  return nonEmpty(problems) ? refused(problems) : null;
}

/**
 * True when an error is a file refused with its problems. A channel's reply may also be a refusal
 * before the file was read (a bad payload, a read-only window): an {@link EngineError} without a list.
 */
export function hasProblems(e: EngineError): e is ProblemsError {
  const list = (e as { problems?: unknown }).problems;
  return Array.isArray(list) && list.length > 0;
}
