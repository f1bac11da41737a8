/**
 * Reading the hub's own file, `hub.json` (`mus-hub-file/1`: the tournament, every table's join code
 * and write token), through the one file gate (`shared/format/gate.ts`: size, strict UTF-8, one BOM,
 * depth, syntax, numbers too large, keys given twice), then its shape, field by field. Pure and
 * total: a damaged file is a `hub/file-damaged` refusal naming the field at fault (`params.field`, a
 * JSON path; `$` is the whole file), never a JavaScript error such as « have is not iterable ».
 */
import { parseGated } from '../format/gate.js';
import type { EngineError, Result } from '../types.js';
import type { HubCredential, HubTournament } from './types.js';

/** Format of `hub.json`. */
export const HUB_FILE_FORMAT = 'mus-hub-file/1';

/** The content of `hub.json`. */
export interface HubFile {
  format: typeof HUB_FILE_FORMAT;
  tournament: HubTournament;
  credentials: HubCredential[];
}

/**
 * Why `hub.json` cannot be read: `hub/file-damaged`, the field at fault in `path` (`$`: the whole
 * file) and, when it is a field, in `params.field` (its `#names` sentence names it).
 */
export interface HubFileProblem extends EngineError {
  code: 'hub/file-damaged';
  path: string;
  params?: { field: string };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isWhole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The first field of a parsed `hub.json` that is not what the hub wrote, and why; or null. */
function shapeProblem(j: unknown): [string, string] | null {
  if (!isObj(j)) return ['$', 'the file is not a JSON object {"format": "mus-hub-file/1", …}'];
  if (j.format !== HUB_FILE_FORMAT) return ['format', `${JSON.stringify(j.format) ?? 'missing'}, not "${HUB_FILE_FORMAT}"`];
  const t = j.tournament;
  if (!isObj(t)) return ['tournament', 'an object {id, name, rules, pairings} is needed'];
  if (!isStr(t.id)) return ['tournament.id', 'a text is needed'];
  if (!isStr(t.name)) return ['tournament.name', 'a text is needed'];
  if (!isStr(t.rules) && !isObj(t.rules)) return ['tournament.rules', 'a preset name or rule options are needed'];
  if (!Array.isArray(t.pairings)) return ['tournament.pairings', 'a list is needed'];
  for (let i = 0; i < t.pairings.length; i++) {
    const p: unknown = t.pairings[i];
    const at = `tournament.pairings[${i}]`;
    if (!isObj(p)) return [at, 'an object {round, table, teams, players, esku} is needed'];
    if (!isWhole(p.round, 1, 10_000)) return [`${at}.round`, 'a whole number from 1 is needed'];
    if (!isWhole(p.table, 1, 10_000)) return [`${at}.table`, 'a whole number from 1 is needed'];
    if (!isObj(p.teams) || !isStr(p.teams.A) || !isStr(p.teams.B)) return [`${at}.teams`, 'two team names {A, B} are needed'];
    if (!Array.isArray(p.players) || !p.players.every(isStr)) return [`${at}.players`, 'a list of names is needed'];
    if (!isWhole(p.esku, 0, 5)) return [`${at}.esku`, 'a seat (0 to 5) is needed'];
  }
  if (!Array.isArray(j.credentials)) return ['credentials', 'a list is needed'];
  for (let i = 0; i < j.credentials.length; i++) {
    const c: unknown = j.credentials[i];
    const at = `credentials[${i}]`;
    if (!isObj(c)) return [at, 'an object {round, table, code, token} is needed'];
    if (!isWhole(c.round, 1, 10_000)) return [`${at}.round`, 'a whole number from 1 is needed'];
    if (!isWhole(c.table, 1, 10_000)) return [`${at}.table`, 'a whole number from 1 is needed'];
    if (!isStr(c.code)) return [`${at}.code`, 'a join code is needed'];
    if (!isStr(c.token)) return [`${at}.token`, 'a write token is needed'];
  }
  return null;
}

/**
 * Reads the bytes of `hub.json`.
 * @returns the file, or `hub/file-damaged` naming the field at fault (the gate's problem for a file
 *   that is not JSON, with its own sentence: line and column, the byte not UTF-8…).
 */
export function readHubFile(bytes: Uint8Array): Result<HubFile, HubFileProblem> {
  const g = parseGated(bytes);
  const bad = g.ok ? shapeProblem(g.value) : null;
  if (g.ok && !bad) return { ok: true, value: g.value as HubFile };
  const gate = g.ok ? null : g.error;
  const [field, why] = gate
    ? [gate.path, `${gate.message.startsWith(`${gate.path}: `) ? gate.message.slice(gate.path.length + 2) : gate.message} (${gate.code})`]
    : (bad ?? ['$', '']);
  const error: HubFileProblem = { code: 'hub/file-damaged', path: field, message: `hub.json: ${field}: ${why}` };
  if (field !== '$') error.params = { field };
  return { ok: false, error };
}
