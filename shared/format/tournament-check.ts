/**
 * Checking a `mus-tournament/1` file (docs/formats.md, "mus-tournament/1"): its structure against
 * the JSON Schema (every problem, with its JSON path), then — when the structure is sound — the
 * fold of its event log, which replays every embedded match through the engine: the first problem
 * found, e.g. a result whose match replays to another winner (`tournament/winner-mismatch`, naming
 * the round, the table and the teams).
 */
import type { ErrorObject } from 'ajv';
import { validateTournament } from './validators.generated.js';
import { toJsonPath, type Problem } from './check.js';
import type { SchemaKeyword } from '../errors/index.js';
import { foldFile } from '../tournament/reducer.js';
import type { Tournament, TournamentFile } from '../tournament/types.js';

function describe(e: ErrorObject): Problem {
  let path = toJsonPath(e.instancePath);
  let message = e.message ?? 'is not valid';
  switch (e.keyword) {
    case 'required': {
      const f = (e.params as { missingProperty: string }).missingProperty;
      path = path === '$' ? f : `${path}.${f}`;
      message = 'is missing';
      break;
    }
    case 'const':
      message = `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
      break;
    case 'enum':
      message = `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
      break;
    case 'discriminator': {
      const p = e.params as { tag: string; tagValue?: unknown };
      path = `${path}.${p.tag}`;
      const known: Record<string, string> = {
        type: 'add-pair withdraw pair-round result annul-result', kind: 'match hand forfeit',
        act: 'pass bet raise ordago see fold declare mus cut discard misdeal',
      };
      message = `${JSON.stringify(p.tagValue)} is not one of: ${known[p.tag] ?? '?'}`;
      break;
    }
    case 'additionalProperties': {
      const f = (e.params as { additionalProperty: string }).additionalProperty;
      const key = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(f) ? f : `[${JSON.stringify(f)}]`;
      path = path === '$' ? (key.startsWith('[') ? `$${key}` : key) : key.startsWith('[') ? `${path}${key}` : `${path}.${key}`;
      return { path, message: `${path}: unknown field (a misspelt field is refused, not ignored; extensions start with "x-")`, code: 'format/unknown-field' };
    }
    case 'pattern':
      message = /\/date$/.test(e.instancePath) ? 'is not a date YYYY-MM-DD'
        : /\/(id|A|B|winner|pair|byes\/\d+)$/.test(e.instancePath) ? 'is not a pair id (1 to 32 letters, digits, ".", "_" or "-")'
          : 'is not a card of the Spanish deck (1-7, 10, 11, 12, optional suit o c e b)';
      break;
    default:
      break;
  }
  return { path, message: `${path}: ${message}`, code: `schema/${e.keyword as SchemaKeyword}` };
}

/**
 * Every structural problem of a tournament file, or, when there is none, the first problem of its
 * log (every match replayed).
 * @returns the problems (empty when the file is valid) and the tournament when it is.
 */
export function checkTournament(json: unknown): { problems: Problem[]; tournament: Tournament | null } {
  if (!validateTournament(json)) {
    const seen = new Set<string>();
    const problems: Problem[] = [];
    for (const e of validateTournament.errors ?? []) {
      if (e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
      const p = describe(e);
      if (seen.has(p.message)) continue;
      seen.add(p.message);
      problems.push(p);
      if (problems.length >= 200) break;
    }
    return { problems, tournament: null };
  }
  const r = foldFile(json as TournamentFile);
  if (!r.ok) return { problems: [{ path: r.error.path ?? '$', message: r.error.message, code: r.error.code }], tournament: null };
  return { problems: [], tournament: r.value };
}

/** Every problem of a `mus-tournament/1` document (empty when it is valid and every result replays). */
export function checkTournamentFile(json: unknown): Problem[] {
  return checkTournament(json).problems;
}
