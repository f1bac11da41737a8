/**
 * Checking a `mus-tournament/1` file (docs/formats.md, "mus-tournament/1"): its structure against
 * the JSON Schema (every problem, with its JSON path), then — when the structure is sound — the
 * fold of its event log, which replays every embedded match through the engine: the first problem
 * found, e.g. a result whose match replays to another winner (`tournament/winner-mismatch`, naming
 * the round, the table and the teams).
 */
import { validateTournament } from './validators.generated.js';
import { structuralProblems, type Problem, type SchemaWords } from './check.js';
import { EVENT_TYPES, foldFile } from '../tournament/reducer.js';
import type { Tournament, TournamentFile } from '../tournament/types.js';

/** The words of `mus-tournament/1` for an unknown tag and a string off its pattern. */
const TOURNAMENT_WORDS: SchemaWords = {
  unknownTag: (tag, value) => {
    const known: Record<string, string> = {
      type: EVENT_TYPES.join(' '), kind: 'match hand forfeit',
      act: 'pass bet raise ordago see fold declare mus cut discard misdeal',
    };
    return `${JSON.stringify(value)} is not one of: ${known[tag] ?? '?'}`;
  },
  pattern: (pointer) => /\/date$/.test(pointer) ? 'is not a date YYYY-MM-DD'
    : /\/(id|A|B|winner|pair|byes\/\d+)$/.test(pointer) ? 'is not a pair id (1 to 32 letters, digits, ".", "_" or "-")'
      : 'is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)',
};

/**
 * Every structural problem of a tournament file, or, when there is none, the first problem of its
 * log (every match replayed).
 * @returns the problems (empty when the file is valid) and the tournament when it is.
 */
export function checkTournament(json: unknown): { problems: Problem[]; tournament: Tournament | null } {
  const problems = structuralProblems(validateTournament, json, TOURNAMENT_WORDS);
  if (problems.length) return { problems, tournament: null };
  const r = foldFile(json as TournamentFile);
  if (!r.ok) return { problems: [{ path: r.error.path ?? '$', message: r.error.message, code: r.error.code }], tournament: null };
  return { problems: [], tournament: r.value };
}

/** Every problem of a `mus-tournament/1` document (empty when it is valid and every result replays). */
export function checkTournamentFile(json: unknown): Problem[] {
  return checkTournament(json).problems;
}
