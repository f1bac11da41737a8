/**
 * The tournament as a fold over its event log: one exhaustive switch over the event types, in the
 * style of the deal reducer (shared/deal/reducer.ts). Every event is checked before it is applied;
 * a refused event comes back as data (`tournament/…` codes, shared/tournament/errors.ts) and the
 * state is left unchanged. Pure: no clock, no randomness, no I/O.
 *
 * A `result` event whose source is a match record is replayed by the engine (shared/match) here,
 * so folding a file checks every result it carries (docs/tournament.md, "Checking a file").
 */
import type { EngineError, MatchRecord, Result, RuleOptions, Score } from '../types.js';
import { resolveRules } from '../rules/presets.js';
import { replayMatch } from '../match/replay.js';
import { teamKey } from '../library/club-standings.js';
import { terr, type TournamentError } from './errors.js';
import { readManches } from './manches.js';
import { dateProblem, hasForbiddenChar, nameProblem, NAME_MAX } from '../format/fields.js';
import { gateValue } from '../format/gate.js';
import {
  EVENT_TYPES, PAIRING_SYSTEMS, resultKey,
  type Attribution, type Pair, type PairEntry, type PairId, type Pairing, type PairingSystem, type Round, type TableResult,
  type Tournament, type TournamentEvent, type TournamentFile, type TournamentSettings,
} from './types.js';

/** Pair ids: letters, digits, `.`, `_`, `-`; 1 to 32 characters. */
export const PAIR_ID = /^[A-Za-z0-9._-]{1,32}$/;
/** The date of the night: `YYYY-MM-DD`. */
export const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Longest free text: names 200, reasons 2,000 characters. */
export const TEXT_MAX = { name: 200, why: 2000 } as const;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.trim().length > 0 && v.length <= max;
const posInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1;

/**
 * Checks the settings and starts an empty tournament.
 * @returns `tournament/bad-settings` (or the rules' own error) naming the field.
 */
export function createTournament(settings: TournamentSettings): Result<Tournament> {
  const s = settings as unknown;
  if (!isObj(s)) return { ok: false, error: terr('tournament/bad-settings', '$: the settings are an object', '$') };
  if (!text(s.name, TEXT_MAX.name)) return bad('name', 'a name of 1 to 200 characters', false, nameParams(s.name, TEXT_MAX.name));
  const name = nameProblem(s.name, TEXT_MAX.name);
  if (name) return bad('name', name.message, true, nameParams(s.name, TEXT_MAX.name));
  if (typeof s.date !== 'string' || !DATE.test(s.date)) return bad('date', 'a date YYYY-MM-DD (the night\'s, as given)', false, { say: 'date', value: JSON.stringify(s.date ?? null) });
  const date = dateProblem(s.date);
  if (date) return bad('date', date.message, true, { say: 'date', value: JSON.stringify(s.date) });
  if (!Number.isInteger(s.rounds) || (s.rounds as number) < 1 || (s.rounds as number) > 99) return bad('rounds', 'a whole number of rounds from 1 to 99', false, { say: 'rounds', value: JSON.stringify(s.rounds ?? null) });
  if (!PAIRING_SYSTEMS.includes(s.system as PairingSystem)) return bad('system', `one of ${PAIRING_SYSTEMS.join(', ')}`, false, { say: 'system', value: JSON.stringify(s.system ?? null), list: PAIRING_SYSTEMS.join(', ') });
  const r = resolveRules(settings.rules, 'rules');
  if (!r.ok) return r;
  if (r.value.players !== 4) return bad('rules.players', 'four: a tournament is played by pairs of two players (FFMus art. 1)', false, { say: 'players', value: r.value.players });
  return {
    ok: true,
    value: {
      settings: { name: settings.name, date: settings.date, rules: settings.rules, rounds: settings.rounds, system: settings.system },
      rules: r.value, pairs: [], rounds: [], results: {}, events: [],
    },
  };
}

/** A setting refused: `field: must be <what>`, or `field: <what>` when `what` says the problem itself (the names' and dates' checks). */
function bad(field: string, what: string, said: boolean, params: Readonly<Record<string, string | number>>): { ok: false; error: EngineError } {
  return { ok: false, error: terr('tournament/bad-settings', `${field}: ${said ? '' : 'must be '}${what}`, field, undefined, params) };
}

/**
 * Folds a whole log (a `mus-tournament/1` file's `events`). Stops at the first refused event; its
 * error's path is `events[i]…`.
 */
export function foldEvents(settings: TournamentSettings, events: readonly unknown[]): Result<Tournament> {
  const c = createTournament(settings);
  if (!c.ok) return c;
  let t = c.value;
  for (let i = 0; i < events.length; i++) {
    const r = applyEvent(t, events[i], `events[${i}]`);
    if (!r.ok) return r;
    t = r.value;
  }
  return { ok: true, value: t };
}

/** Folds a `mus-tournament/1` document (already checked against its schema, or not: the fold checks every field it reads); its top-level `x-` extensions are kept in `extensions`. */
export function foldFile(file: TournamentFile): Result<Tournament> {
  if (!isObj(file)) return { ok: false, error: terr('tournament/bad-settings', '$: a tournament file is a JSON object', '$') };
  if (!Array.isArray(file.events)) return { ok: false, error: terr('tournament/bad-event', 'events: must be a list', 'events') };
  const r = foldEvents({ name: file.name, date: file.date, rules: file.rules, rounds: file.rounds, system: file.system }, file.events);
  if (!r.ok) return r;
  const ext = Object.entries(file).filter(([k]) => k.startsWith('x-'));
  return ext.length === 0 ? r : { ok: true, value: { ...r.value, extensions: Object.fromEntries(ext) } };
}

/**
 * The state as a `mus-tournament/1` document: the settings, the file's `x-` extensions as read
 * (`Tournament.extensions`), the log.
 * @param opts.tokens `false` writes every table's token as `null`: the tokens are the secrets of
 *   the night (a tablet writes its table's result with its token), not for a file sent to others.
 */
export function toFile(t: Tournament, opts: { tokens?: boolean } = {}): TournamentFile {
  const events = opts.tokens === false
    ? t.events.map((e): TournamentEvent => (e.type === 'pair-round' ? { ...e, round: { ...e.round, tables: e.round.tables.map((p) => ({ ...p, token: null })) } } : e))
    : t.events.slice();
  const extensions = Object.fromEntries(Object.entries(t.extensions ?? {}).filter(([k]) => k.startsWith('x-'))); // only ever `x-` keys
  return { format: 'mus-tournament/1', ...t.settings, ...extensions, events };
}

/** Pairs that can be paired in round `round`: registered by then and not withdrawn. */
export function activePairs(t: Tournament, round: number): Pair[] {
  return t.pairs.filter((p) => p.fromRound <= round && p.withdrawn === null);
}

/** The pair with that id, or undefined. */
export function pairById(t: Tournament, id: PairId): Pair | undefined {
  return t.pairs.find((p) => p.id === id);
}

/** The tables of a round that have no result yet. */
export function openTables(t: Tournament, round: Round): Pairing[] {
  return round.tables.filter((p) => !Object.hasOwn(t.results, resultKey(round.round, p.table)));
}

/** `"Etxeberri / Dufau v Lasa / Irigoien"`: a table's teams, for messages. */
export function tableTeams(t: Tournament, p: Pairing): string {
  return `${pairById(t, p.A)?.team ?? p.A} v ${pairById(t, p.B)?.team ?? p.B}`;
}

/**
 * Applies one event without mutating `t`.
 * @param path the event's JSON path in messages, e.g. `events[12]`.
 */
export function applyEvent(t: Tournament, event: unknown, path = 'event'): Result<Tournament, TournamentError> {
  if (!isObj(event) || typeof event.type !== 'string') return fail('tournament/bad-event', path, 'an event is an object with a "type"', undefined, { say: 'shape' });
  const e = event as TournamentEvent;
  switch (e.type) {
    case 'add-pair': return addPair(t, e, path);
    case 'withdraw': return withdraw(t, e, path);
    case 'pair-round': return pairRound(t, e, path);
    case 'result': return result(t, e, path);
    case 'annul-result': return annul(t, e, path);
    case 'reinstate': return reinstate(t, e, path);
    case 'remove-pair': return removePair(t, e, path);
    default: {
      const never: never = e;
      return fail('tournament/bad-event', `${path}.type`, `${JSON.stringify((never as { type: unknown }).type)} is not an event (${EVENT_TYPES.join(', ')})`, undefined, { say: 'type', value: JSON.stringify((never as { type: unknown }).type), list: EVENT_TYPES.join(', ') });
    }
  }
}

function fail(code: TournamentError['code'], path: string, message: string, rule?: string, params?: Readonly<Record<string, string | number>>): { ok: false; error: TournamentError } {
  return { ok: false, error: terr(code, `${path}: ${message}`, path, rule, params) };
}

/** A pair id that is not registered, as a refusal's params (`id` as JSON writes it). */
function unknownPair(_t: Tournament, id: unknown): Record<string, string | number> {
  return { say: 'pair', id: typeof id === 'string' ? id : JSON.stringify(id ?? null) };
}

/** A table's two teams as a refusal's params (`a`, `b`: side A's team, side B's), with its round and table. */
export function tableParams(t: Tournament, roundNo: number, p: Pairing): { round: number; table: number; a: string; b: string } {
  return { round: roundNo, table: p.table, a: pairById(t, p.A)?.team ?? p.A, b: pairById(t, p.B)?.team ?? p.B };
}

/** Open tables as a refusal's param: `2 (Les Ours – Txoriak), 3 (…)`, in no language. */
export function openTablesParam(t: Tournament, open: readonly Pairing[]): string {
  return open.map((p) => `${p.table} (${pairById(t, p.A)?.team ?? p.A} – ${pairById(t, p.B)?.team ?? p.B})`).join(', ');
}

/** A name's problem (`nameProblem`) as a refusal's params: its length and the most, or the character at fault. */
function nameParams(v: unknown, max: number): Record<string, string | number> {
  if (typeof v !== 'string' || v.trim() === '') return { say: 'name-empty', max };
  if (v.length > max) return { say: 'name-long', length: v.length, max };
  const chars = [...v];
  const at = chars.findIndex((c) => hasForbiddenChar(c));
  const code = chars[at]!.codePointAt(0)!;
  return { say: 'name-char', at: at + 1, max, char: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` };
}

function next(t: Tournament, event: TournamentEvent, patch: Partial<Tournament>): Result<Tournament, TournamentError> {
  return { ok: true, value: { ...t, ...patch, events: [...t.events, event] } };
}

function attribution(a: Record<string, unknown>, path: string): { ok: false; error: TournamentError } | null {
  if (!text(a.who, TEXT_MAX.name)) return fail('tournament/no-attribution', `${path}.who`, 'say who entered it (1 to 200 characters)', undefined, { say: 'who', max: TEXT_MAX.name });
  const bad = nameProblem(a.who, TEXT_MAX.name);
  if (bad) return fail('tournament/no-attribution', `${path}.who`, bad.message, undefined, nameParams(a.who, TEXT_MAX.name));
  if (!text(a.why, TEXT_MAX.why)) return fail('tournament/no-attribution', `${path}.why`, 'say why (1 to 2,000 characters)', undefined, { say: 'why', max: TEXT_MAX.why });
  return null;
}

function addPair(t: Tournament, e: { type: 'add-pair'; pair: PairEntry }, path: string): Result<Tournament, TournamentError> {
  const p = (e as { pair?: unknown }).pair;
  const pp = `${path}.pair`;
  if (!isObj(p)) return fail('tournament/bad-pair', pp, 'a pair is an object {id, team, players, club}', undefined, { say: 'shape' });
  if (typeof p.id !== 'string' || !PAIR_ID.test(p.id)) return fail('tournament/bad-pair', `${pp}.id`, 'an id of 1 to 32 letters, digits, ".", "_" or "-"', undefined, { say: 'id', value: JSON.stringify(p.id ?? null) });
  const team = nameProblem(p.team);
  if (team) return fail('tournament/bad-pair', `${pp}.team`, `a team name: ${team.message}`, undefined, nameParams(p.team, NAME_MAX));
  if (!Array.isArray(p.players) || p.players.length !== 2) {
    return fail('tournament/bad-pair', `${pp}.players`, 'two players\' names (FFMus art. 1: teams of two players)', 'FFMus art. 1', { say: 'players' });
  }
  for (const [i, x] of p.players.entries()) {
    const bad = nameProblem(x);
    if (bad) return fail('tournament/bad-pair', `${pp}.players[${i}]`, bad.message, undefined, nameParams(x, NAME_MAX));
  }
  const club = p.club === null || p.club === undefined ? null : nameProblem(p.club);
  if (club) return fail('tournament/bad-pair', `${pp}.club`, `a club name, or null: ${club.message}`, undefined, nameParams(p.club, NAME_MAX));
  if (pairById(t, p.id)) return fail('tournament/duplicate-pair', `${pp}.id`, `the pair ${JSON.stringify(p.id)} is already registered`, undefined, { say: 'id', id: p.id, team: pairById(t, p.id)!.team });
  const key = teamKey(p.team as string);
  const same = t.pairs.find((q) => teamKey(q.team) === key);
  if (same) return fail('tournament/duplicate-pair', `${pp}.team`, `the team ${JSON.stringify(key)} is already registered as pair ${same.id}`, undefined, { say: 'team-name', team: key, id: same.id });
  const pair: Pair = {
    id: p.id, team: p.team as string, players: [p.players[0] as string, p.players[1] as string], club: (p.club as string | null | undefined) ?? null,
    fromRound: t.rounds.length + 1, withdrawn: null,
  };
  return next(t, e, { pairs: [...t.pairs, pair] });
}

function withdraw(t: Tournament, e: { type: 'withdraw'; pair: PairId } & Attribution, path: string): Result<Tournament, TournamentError> {
  const p = typeof e.pair === 'string' ? pairById(t, e.pair) : undefined;
  if (!p) return fail('tournament/unknown-pair', `${path}.pair`, `${JSON.stringify(e.pair)} is not a registered pair`, undefined, unknownPair(t, e.pair));
  if (p.withdrawn) return fail('tournament/withdrawn', `${path}.pair`, `pair ${p.id} (${p.team}) withdrew after round ${p.withdrawn.afterRound}`, undefined, { say: 'pair', id: p.id, team: p.team, round: p.withdrawn.afterRound });
  const a = attribution(e as unknown as Record<string, unknown>, path);
  if (a) return a;
  const pairs = t.pairs.map((q) => (q === p ? { ...q, withdrawn: { who: e.who, why: e.why, afterRound: t.rounds.length } } : q));
  return next(t, e, { pairs });
}

/**
 * Checks a round as paired (by `pairNextRound` or by hand): its number is the next one and within
 * the rounds planned; the round before has every result; tables are numbered 1, 2, … in order;
 * every active pair is at exactly one table or has a bye, and no other pair appears.
 */
export function checkRound(t: Tournament, round: unknown, path: string): TournamentError | null {
  if (!isObj(round)) return terr('tournament/bad-round', `${path}: a round is an object {round, system, tables, byes}`, path, undefined, { say: 'shape' });
  const n = t.rounds.length + 1;
  if (round.round !== n) return terr('tournament/bad-round', `${path}.round: the next round is ${n}, not ${JSON.stringify(round.round)}`, `${path}.round`, undefined, { say: 'next', round: n, value: JSON.stringify(round.round ?? null) });
  if (n > t.settings.rounds) return terr('tournament/all-rounds-paired', `${path}.round: the ${t.settings.rounds} rounds planned are all paired`, `${path}.round`, undefined, { say: 'rounds', round: n, rounds: t.settings.rounds });
  if (!PAIRING_SYSTEMS.includes(round.system as PairingSystem)) return terr('tournament/bad-round', `${path}.system: must be one of ${PAIRING_SYSTEMS.join(', ')}`, `${path}.system`, undefined, { say: 'system', value: JSON.stringify(round.system ?? null), list: PAIRING_SYSTEMS.join(', ') });
  const prev = t.rounds[n - 2];
  if (prev) {
    const open = openTables(t, prev);
    if (open.length) return terr('tournament/round-incomplete', `${path}: round ${prev.round} has no result yet at table ${open.map((p) => `${p.table} (${tableTeams(t, p)})`).join(', ')}`, path, undefined, { say: 'open', round: prev.round, tables: openTablesParam(t, open) });
  }
  if (!Array.isArray(round.tables) || !Array.isArray(round.byes)) return terr('tournament/bad-round', `${path}: tables and byes are lists`, path, undefined, { say: 'shape' });
  const active = new Set(activePairs(t, n).map((p) => p.id));
  const seen = new Set<string>();
  const place = (id: unknown, where: string): TournamentError | null => {
    if (typeof id !== 'string' || !pairById(t, id)) return terr('tournament/unknown-pair', `${where}: ${JSON.stringify(id)} is not a registered pair`, where, undefined, unknownPair(t, id));
    if (!active.has(id)) return terr('tournament/bad-round', `${where}: pair ${id} cannot play round ${n} (withdrawn, or entered later)`, where, undefined, { say: 'inactive', id, round: n });
    if (seen.has(id)) return terr('tournament/bad-round', `${where}: pair ${id} is placed twice in round ${n}`, where, undefined, { say: 'twice', id, round: n });
    seen.add(id);
    return null;
  };
  for (let i = 0; i < round.tables.length; i++) {
    const tp = `${path}.tables[${i}]`;
    const p = round.tables[i] as unknown;
    if (!isObj(p)) return terr('tournament/bad-round', `${tp}: a table is an object {table, A, B, token}`, tp, undefined, { say: 'shape' });
    if (p.table !== i + 1) return terr('tournament/bad-round', `${tp}.table: tables are numbered 1, 2, … in order; expected ${i + 1}`, `${tp}.table`, undefined, { say: 'table', table: i + 1, value: JSON.stringify(p.table ?? null) });
    if (p.token !== null && p.token !== undefined && (typeof p.token !== 'string' || p.token.length > 200)) return terr('tournament/bad-round', `${tp}.token: a string or null`, `${tp}.token`, undefined, { say: 'token' });
    const ea = place(p.A, `${tp}.A`) ?? place(p.B, `${tp}.B`);
    if (ea) return ea;
  }
  for (let i = 0; i < round.byes.length; i++) {
    const eb = place(round.byes[i], `${path}.byes[${i}]`);
    if (eb) return eb;
  }
  const missing = [...active].filter((id) => !seen.has(id));
  if (missing.length) return terr('tournament/bad-round', `${path}: pair ${missing.join(', ')} is neither at a table nor on a bye in round ${n}`, path, undefined, { say: 'missing', id: missing.join(', '), round: n });
  if (active.size < 2) return terr('tournament/not-enough-pairs', `${path}: round ${n} needs at least two active pairs`, path, undefined, { say: 'count', round: n, count: active.size });
  return null;
}

function pairRound(t: Tournament, e: { type: 'pair-round'; round: Round }, path: string): Result<Tournament, TournamentError> {
  const err = checkRound(t, (e as { round?: unknown }).round, `${path}.round`);
  if (err) return { ok: false, error: err };
  const r = e.round;
  const round: Round = {
    round: r.round, system: r.system,
    tables: r.tables.map((p) => ({ table: p.table, A: p.A, B: p.B, token: p.token ?? null })),
    byes: r.byes.slice(),
  };
  return next(t, e, { rounds: [...t.rounds, round] });
}

/** The table of a round, or an error naming what is missing. */
export function findTable(t: Tournament, round: unknown, table: unknown, path: string): Result<{ round: Round; pairing: Pairing }, TournamentError> {
  const r = Number.isInteger(round) ? t.rounds[(round as number) - 1] : undefined;
  if (!r) return fail('tournament/unknown-table', `${path}.round`, `round ${JSON.stringify(round)} is not paired (rounds paired: ${t.rounds.length})`, undefined, { say: 'round', round: JSON.stringify(round ?? null), paired: t.rounds.length });
  const p = Number.isInteger(table) ? r.tables[(table as number) - 1] : undefined;
  if (!p) return fail('tournament/unknown-table', `${path}.table`, `round ${r.round} has no table ${JSON.stringify(table)} (tables 1 to ${r.tables.length})`, undefined, { say: 'table', round: r.round, table: JSON.stringify(table ?? null), tables: r.tables.length });
  return { ok: true, value: { round: r, pairing: p } };
}

/**
 * A refusal carried inside another (the engine's refusal of a match entered for a table) as params:
 * `cause` its code, its own params under `cause.` keys (`cause.amount`…), said by its own sentence.
 */
function causeParams(e: { code: string; params?: Readonly<Record<string, string | number>> }): Record<string, string | number> {
  const out: Record<string, string | number> = { cause: e.code };
  for (const [k, v] of Object.entries(e.params ?? {})) out[`cause.${k}`] = v;
  return out;
}

const sameScore = (a: Score, b: Score) => a.A === b.A && a.B === b.B;

/**
 * The winner side of a list of finished manches, checked against the rules: each manche is won by
 * the side that reached the target (the other has less), and the match by the first side to win
 * `manchesToWin` of them, on the last manche (FFMus arts. 1-2).
 */
export function winnerOfManches(manches: unknown, rules: RuleOptions, path: string): Result<'A' | 'B', TournamentError> {
  if (!Array.isArray(manches) || manches.length === 0) return fail('tournament/bad-result', path, 'the final score of every manche, in order', undefined, { say: 'manches' });
  for (let i = 0; i < manches.length; i++) {
    const m = manches[i] as unknown;
    if (!isObj(m) || !Number.isInteger(m.A) || !Number.isInteger(m.B) || (m.A as number) < 0 || (m.B as number) < 0) return fail('tournament/bad-result', `${path}[${i}]`, 'a manche\'s score is {A, B} in tantos', undefined, { say: 'manche', n: i + 1 });
  }
  const r = readManches(manches as Score[], rules);
  switch (r.kind) {
    case 'won':
      return { ok: true, value: r.side };
    case 'unfinished-manche':
      return fail('tournament/bad-result', `${path}[${r.index}]`, `${r.score.A}-${r.score.B}: a manche ends when one side reaches ${rules.target}, the other having less (FFMus art. 1)`, 'FFMus art. 1', { say: 'unfinished', n: r.index + 1, score: `${r.score.A}-${r.score.B}`, target: rules.target });
    case 'after-win':
      return fail('tournament/bad-result', `${path}[${r.index}]`, `the match was already won (${rules.manchesToWin} manches, FFMus art. 2)`, 'FFMus art. 2', { say: 'after-win', n: r.index + 1, win: rules.manchesToWin });
    case 'short':
      return fail('tournament/bad-result', path, `manches ${r.won.A}-${r.won.B}: nobody has won ${rules.manchesToWin} manches (FFMus art. 2)`, 'FFMus art. 2', { say: 'short', score: `${r.won.A}-${r.won.B}`, win: rules.manchesToWin });
  }
}

/** How the rules `b` of a match record differ from the tournament's `a`, option by option (`null` when they are the same). */
export function sameRules(a: RuleOptions, b: RuleOptions): string | null {
  const diff: string[] = [];
  for (const k of Object.keys(a) as (keyof RuleOptions)[]) if (a[k] !== b[k]) diff.push(`${k} ${JSON.stringify(b[k])} instead of ${JSON.stringify(a[k])}`);
  return diff.length ? diff.join(', ') : null;
}

/**
 * How a match record's teams sit at a table: `'AB'` when team A of the record is the pairing's side
 * A, `'BA'` when the record names the two teams the other way round (names compared with spaces
 * trimmed and collapsed), `null` when it names teams that are not the two at this table. A record
 * without team names is read side A = team A.
 */
export function recordSides(t: Tournament, p: Pairing, match: MatchRecord): 'AB' | 'BA' | null {
  const a = teamKey(pairById(t, p.A)?.team ?? ''), b = teamKey(pairById(t, p.B)?.team ?? '');
  const tm = match.teams;
  if (!tm || typeof tm.A !== 'string' || typeof tm.B !== 'string' || (teamKey(tm.A) === '' && teamKey(tm.B) === '')) return 'AB';
  const x = teamKey(tm.A), y = teamKey(tm.B);
  if (x === a && y === b) return 'AB';
  if (x === b && y === a) return 'BA';
  return null;
}

/**
 * Replays a match record for a table and gives its result: winner, and the manches by the
 * pairing's sides. Refuses a record the engine refuses, an unfinished match and other rules.
 */
export function replayForTable(t: Tournament, p: Pairing, roundNo: number, match: unknown, path: string): Result<{ winner: PairId; manches: Score[] }, TournamentError> {
  const where = `round ${roundNo}, table ${p.table} (${tableTeams(t, p)})`;
  const at = tableParams(t, roundNo, p);
  // the file gate first (names, dates, totals: the same answer as `mus check` on the match alone)
  const g = gateValue(match, ['mus-match/1']);
  if (!g.ok) {
    const e = g.error; // the first problem
    const inFile = e.path === '$' ? path : `${path}.${e.path}`;
    return { ok: false, error: terr('tournament/match-invalid', `${inFile}: ${where}: the match record is refused: ${e.message} (${e.code})`, inFile, undefined, { say: 'refused', ...at, ...causeParams(e) }) };
  }
  const r = replayMatch(match);
  if (!r.ok) return { ok: false, error: terr('tournament/match-invalid', `${path}.${r.error.path ?? '$'}: ${where}: the match record is refused: ${r.error.message} (${r.error.code})`, `${path}.${r.error.path ?? '$'}`, r.error.rule, { say: 'refused', ...at, ...causeParams(r.error) }) };
  const diff = sameRules(t.rules, r.value.rules);
  if (diff) {
    const options = (Object.keys(t.rules) as (keyof RuleOptions)[]).filter((o) => t.rules[o] !== r.value.rules[o]);
    const differ = options.map((o) => `${o} ${JSON.stringify(r.value.rules[o])} ≠ ${JSON.stringify(t.rules[o])}`).join(', ');
    return fail('tournament/rules-differ', `${path}.rules`, `${where}: the match was played with ${diff}; the tournament's rules are locked for every table`, undefined, { say: 'options', ...at, differ });
  }
  if (!r.value.winner) return fail('tournament/match-unfinished', path, `${where}: the match is not over (manches ${r.value.manchesWon.A}-${r.value.manchesWon.B})`, 'FFMus art. 2', { say: 'table', ...at, score: `${r.value.manchesWon.A}-${r.value.manchesWon.B}` });
  const sides = recordSides(t, p, match as MatchRecord);
  if (!sides) {
    const tm = (match as MatchRecord).teams!;
    return fail('tournament/teams-differ', `${path}.teams`, `${where}: the match record is between ${tm.A} and ${tm.B}, not the teams of this table (a match of another table?)`, undefined, { say: 'teams', ...at, ra: tm.A, rb: tm.B });
  }
  const swap = sides === 'BA';
  const side = swap ? (r.value.winner === 'A' ? 'B' : 'A') : r.value.winner;
  const manches = r.value.manches.map((m) => (swap ? { A: m.score.B, B: m.score.A } : { A: m.score.A, B: m.score.B }));
  return { ok: true, value: { winner: side === 'A' ? p.A : p.B, manches } };
}

function result(t: Tournament, e: { type: 'result'; result: TableResult }, path: string): Result<Tournament, TournamentError> {
  const res = (e as { result?: unknown }).result;
  const rp = `${path}.result`;
  if (!isObj(res)) return fail('tournament/bad-result', rp, 'a result is an object {round, table, winner, manches, source}', undefined, { say: 'shape' });
  const f = findTable(t, res.round, res.table, rp);
  if (!f.ok) return f;
  const { pairing: p, round } = f.value;
  const where = `round ${round.round}, table ${p.table} (${tableTeams(t, p)})`;
  const at = tableParams(t, round.round, p);
  if (Object.hasOwn(t.results, resultKey(round.round, p.table))) return fail('tournament/result-exists', rp, `${where} already has a result; annul it first (annul-result, with who and why)`, undefined, { say: 'table', ...at });
  if (res.winner !== p.A && res.winner !== p.B) return fail('tournament/bad-result', `${rp}.winner`, `${where}: ${JSON.stringify(res.winner)} does not play at this table`, undefined, { say: 'not-here', ...at, id: typeof res.winner === 'string' ? res.winner : JSON.stringify(res.winner ?? null) });
  const src = res.source as unknown;
  if (!isObj(src)) return fail('tournament/bad-result', `${rp}.source`, 'where the result comes from: {kind: "match" | "hand" | "forfeit", …}', undefined, { say: 'source' });
  const sp = `${rp}.source`;
  switch (src.kind) {
    case 'match': {
      if (src.journal !== undefined && (typeof src.journal !== 'string' || src.journal.length > 64)) return fail('tournament/bad-result', `${sp}.journal`, 'a library match id, or left out', undefined, { say: 'journal' });
      const r = replayForTable(t, p, round.round, src.match, `${sp}.match`);
      if (!r.ok) return r;
      const claimed = Array.isArray(res.manches) ? res.manches as Score[] : [];
      const teamOf = (id: PairId) => pairById(t, id)?.team ?? id;
      if (r.value.winner !== res.winner) {
        return fail('tournament/winner-mismatch', `${rp}.winner`, `${where}: the match replays to a win for ${teamOf(r.value.winner)}, but the result says ${teamOf(res.winner)}`, 'FFMus art. 2', { say: 'winner', ...at, replayed: teamOf(r.value.winner), claimed: teamOf(res.winner) });
      }
      if (claimed.length !== r.value.manches.length || !claimed.every((m, i) => { const got = r.value.manches[i]; return isObj(m) && got !== undefined && sameScore(m, got); })) {
        const txt = (ms: Score[]) => ms.map((m) => (isObj(m) ? `${m.A}-${m.B}` : '?')).join(', ');
        return fail('tournament/winner-mismatch', `${rp}.manches`, `${where}: the match replays to manches ${txt(r.value.manches)}, but the result says ${txt(claimed)}`, 'FFMus art. 2', { say: 'manches', ...at, replayed: txt(r.value.manches), claimed: txt(claimed) });
      }
      break;
    }
    case 'hand': {
      const a = attribution(src, sp);
      if (a) return a;
      const w = winnerOfManches(res.manches, t.rules, `${rp}.manches`);
      if (!w.ok) return w;
      const winner = w.value === 'A' ? p.A : p.B;
      if (winner !== res.winner) return fail('tournament/bad-result', `${rp}.winner`, `${where}: the manches entered make ${pairById(t, winner)!.team} the winner, not ${pairById(t, res.winner as string)!.team}`, 'FFMus art. 2', { say: 'hand-winner', ...at, winner: pairById(t, winner)!.team, claimed: pairById(t, res.winner as string)!.team });
      break;
    }
    case 'forfeit': {
      const a = attribution(src, sp);
      if (a) return a;
      if (!Array.isArray(res.manches) || res.manches.length !== 0) return fail('tournament/bad-result', `${rp}.manches`, 'a forfeit has no manches: []', undefined, { say: 'forfeit-manches' });
      break;
    }
    default:
      return fail('tournament/bad-result', `${sp}.kind`, `${JSON.stringify(src.kind)} is not a source (match, hand, forfeit)`, undefined, { say: 'kind', value: JSON.stringify(src.kind ?? null) });
  }
  const stored: TableResult = { round: round.round, table: p.table, winner: res.winner, manches: (res.manches as Score[]).map((m) => ({ A: m.A, B: m.B })), source: src as TableResult['source'] };
  return next(t, e, { results: { ...t.results, [resultKey(round.round, p.table)]: stored } });
}

function annul(t: Tournament, e: { type: 'annul-result'; round: number; table: number } & Attribution, path: string): Result<Tournament, TournamentError> {
  const f = findTable(t, e.round, e.table, path);
  if (!f.ok) return f;
  const key = resultKey(f.value.round.round, f.value.pairing.table);
  if (!Object.hasOwn(t.results, key)) return fail('tournament/no-result', path, `round ${f.value.round.round}, table ${f.value.pairing.table} (${tableTeams(t, f.value.pairing)}) has no result to annul`, undefined, { say: 'annul', ...tableParams(t, f.value.round.round, f.value.pairing) });
  const later = t.rounds.length > f.value.round.round;
  if (later) return fail('tournament/too-late', path, `round ${f.value.round.round + 1} is already paired on this result; a result can be annulled only in the last round paired`, undefined, { say: 'annul', ...tableParams(t, f.value.round.round, f.value.pairing), next: f.value.round.round + 1 });
  const a = attribution(e as unknown as Record<string, unknown>, path);
  if (a) return a;
  const results = { ...t.results };
  delete results[key];
  return next(t, e, { results });
}

/**
 * Takes a withdrawal back (entered by mistake, or the pair came back before the next round): with
 * who and why, as an annulment. Refused once a round has been paired since the withdrawal — that
 * round was paired without the pair, and reinstating it would leave an active pair at no table and
 * no bye (the rule of `annul-result`: a correction never changes a round already paired).
 */
function reinstate(t: Tournament, e: { type: 'reinstate'; pair: PairId } & Attribution, path: string): Result<Tournament, TournamentError> {
  const p = typeof e.pair === 'string' ? pairById(t, e.pair) : undefined;
  if (!p) return fail('tournament/unknown-pair', `${path}.pair`, `${JSON.stringify(e.pair)} is not a registered pair`, undefined, unknownPair(t, e.pair));
  if (!p.withdrawn) return fail('tournament/not-withdrawn', `${path}.pair`, `pair ${p.id} (${p.team}) has not withdrawn`, undefined, { say: 'pair', id: p.id, team: p.team });
  if (t.rounds.length > p.withdrawn.afterRound) {
    return fail('tournament/too-late', `${path}.pair`, `pair ${p.id} (${p.team}) withdrew after round ${p.withdrawn.afterRound}, and round ${p.withdrawn.afterRound + 1} is already paired without it; a withdrawal can be taken back only before the next round is paired`, undefined, { say: 'reinstate', id: p.id, team: p.team, round: p.withdrawn.afterRound, next: p.withdrawn.afterRound + 1 });
  }
  const a = attribution(e as unknown as Record<string, unknown>, path);
  if (a) return a;
  return next(t, e, { pairs: t.pairs.map((q) => (q === p ? { ...q, withdrawn: null } : q)) });
}

/** The first round and table (or bye, `table` null) where a pair was paired, or null when it never was. */
function firstPaired(t: Tournament, id: PairId): { round: number; table: number | null } | null {
  for (const r of t.rounds) {
    const at = r.tables.find((q) => q.A === id || q.B === id);
    if (at) return { round: r.round, table: at.table };
    if (r.byes.includes(id)) return { round: r.round, table: null };
  }
  return null;
}

/**
 * Takes out a pair added by mistake (a typo, a team registered twice): with who and why, as an
 * annulment. Its id and team name become free again. Refused once the pair has been paired (at a
 * table or with a bye): that round counts it; withdraw it instead (its results stay).
 */
function removePair(t: Tournament, e: { type: 'remove-pair'; pair: PairId } & Attribution, path: string): Result<Tournament, TournamentError> {
  const p = typeof e.pair === 'string' ? pairById(t, e.pair) : undefined;
  if (!p) return fail('tournament/unknown-pair', `${path}.pair`, `${JSON.stringify(e.pair)} is not a registered pair`, undefined, unknownPair(t, e.pair));
  const at = firstPaired(t, p.id);
  if (at) {
    const where = at.table === null ? `round ${at.round} (a bye)` : `round ${at.round}, table ${at.table}`;
    const params: Record<string, string | number> = at.table === null ? { say: 'remove-bye', id: p.id, team: p.team, round: at.round } : { say: 'remove', id: p.id, team: p.team, round: at.round, table: at.table };
    return fail('tournament/too-late', `${path}.pair`, `pair ${p.id} (${p.team}) was paired in ${where}; a pair can be removed only before it is paired (withdraw it instead: its results stay)`, undefined, params);
  }
  const a = attribution(e as unknown as Record<string, unknown>, path);
  if (a) return a;
  return next(t, e, { pairs: t.pairs.filter((q) => q !== p) });
}
