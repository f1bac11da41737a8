/**
 * Validation of the tournament IPC payloads ({@link TOURNAMENT_CHANNELS}). The renderer is
 * untrusted: every field is checked for its shape and bounds, and the payload is rebuilt with the
 * expected fields only (unknown fields dropped). Errors are data (`ipc/bad-payload`) whose message
 * starts with the path of the field at fault. What the shape cannot say — a pair registered twice, a
 * round paired wrong, manches that make no winner — the model refuses when the event is applied
 * (`tournament/…` codes).
 */
import type { MatchRecord, Result, Score } from '../../types.js';
import { PAIRING_SYSTEMS, type Attribution, type PairEntry, type Pairing, type PairingSystem, type ResultSource, type Round, type TableResult, type TournamentEvent, type TournamentSettings } from '../../tournament/types.js';
import { bad, checkSetup, isInt, isObj, oneOf } from '../table/table-validate.js';
import { normalizeJoinCode } from '../../hub/protocol.js';

/** Bounds of the tournament payloads. */
export const TOURNAMENT_LIMITS = {
  /** Characters of a name (tournament, team, player, club, who). */
  name: 200,
  /** Characters of a reason. */
  why: 2_000,
  /** Rounds of a night. */
  rounds: 99,
  /** Tables of a round. */
  tables: 500,
  /** Manches of a hand result (five to win: nine at most). */
  manches: 17,
  /** Tantos of a manche's score. */
  tantos: 999,
  /** Characters of a match record sent as a result (the input gate's limit). */
  matchChars: 16 * 1024 * 1024,
} as const;

const PAIR_ID = /^[A-Za-z0-9._-]{1,32}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EVENT_TYPES = ['add-pair', 'withdraw', 'pair-round', 'result', 'annul-result', 'reinstate', 'remove-pair'] as const;

const text = (x: unknown, max: number): x is string => typeof x === 'string' && x.trim().length > 0 && x.length <= max;
const pairId = (x: unknown): x is string => typeof x === 'string' && PAIR_ID.test(x);

/** Checks the settings of a new night: name, date `YYYY-MM-DD`, rules (a preset and its variants, four players), rounds 1-99, system. */
export function checkTournamentSettings(x: unknown, path = 'settings'): Result<TournamentSettings> {
  if (!isObj(x)) return bad(path, 'an object {name, date, rules, rounds, system}');
  if (!text(x.name, TOURNAMENT_LIMITS.name)) return bad(`${path}.name`, `a name of 1 to ${TOURNAMENT_LIMITS.name} characters`);
  if (typeof x.date !== 'string' || !DATE.test(x.date)) return bad(`${path}.date`, 'a date YYYY-MM-DD');
  if (!isInt(x.rounds, 1, TOURNAMENT_LIMITS.rounds)) return bad(`${path}.rounds`, `a whole number of rounds from 1 to ${TOURNAMENT_LIMITS.rounds}`);
  if (!oneOf<PairingSystem>(x.system, PAIRING_SYSTEMS)) return bad(`${path}.system`, `one of ${PAIRING_SYSTEMS.join(', ')}`);
  if (isObj(x.rules) && x.rules.players !== undefined && x.rules.players !== 4) return bad(`${path}.rules.players`, 'four: a tournament is played by pairs (FFMus art. 1)');
  // the rules as a match setup checks them (a preset and the variants the setup screen offers)
  const s = checkSetup({ rules: x.rules, teams: { A: 'A', B: 'B' }, players: ['1', '2', '3', '4'], esku: 0 }, path);
  if (!s.ok) return s;
  return { ok: true, value: { name: x.name, date: x.date, rules: s.value.rules, rounds: x.rounds, system: x.system } };
}

function checkAttribution(x: Record<string, unknown>, path: string): Result<Attribution> {
  if (!text(x.who, TOURNAMENT_LIMITS.name)) return bad(`${path}.who`, `who did it, 1 to ${TOURNAMENT_LIMITS.name} characters`);
  if (!text(x.why, TOURNAMENT_LIMITS.why)) return bad(`${path}.why`, `why, 1 to ${TOURNAMENT_LIMITS.why} characters`);
  return { ok: true, value: { who: x.who, why: x.why } };
}

function checkPair(x: unknown, path: string): Result<PairEntry> {
  if (!isObj(x)) return bad(path, 'a pair {id, team, players, club}');
  if (!pairId(x.id)) return bad(`${path}.id`, 'a pair id: letters, digits, . _ -, 1 to 32 characters');
  if (!text(x.team, TOURNAMENT_LIMITS.name)) return bad(`${path}.team`, `a team name of 1 to ${TOURNAMENT_LIMITS.name} characters`);
  if (!Array.isArray(x.players) || x.players.length !== 2 || !x.players.every((p) => text(p, TOURNAMENT_LIMITS.name))) {
    return bad(`${path}.players`, `two player names of 1 to ${TOURNAMENT_LIMITS.name} characters (FFMus art. 1)`);
  }
  if (x.club !== null && !text(x.club, TOURNAMENT_LIMITS.name)) return bad(`${path}.club`, `a club name of 1 to ${TOURNAMENT_LIMITS.name} characters, or null`);
  return { ok: true, value: { id: x.id, team: x.team, players: [x.players[0] as string, x.players[1] as string], club: x.club } };
}

function checkRound(x: unknown, path: string): Result<Round> {
  if (!isObj(x)) return bad(path, 'a round {round, system, tables, byes}');
  if (!isInt(x.round, 1, TOURNAMENT_LIMITS.rounds)) return bad(`${path}.round`, `a round number from 1 to ${TOURNAMENT_LIMITS.rounds}`);
  if (!oneOf<PairingSystem>(x.system, PAIRING_SYSTEMS)) return bad(`${path}.system`, `one of ${PAIRING_SYSTEMS.join(', ')}`);
  if (!Array.isArray(x.tables) || x.tables.length > TOURNAMENT_LIMITS.tables) return bad(`${path}.tables`, `a list of at most ${TOURNAMENT_LIMITS.tables} tables`);
  const tables: Pairing[] = [];
  for (const [i, p] of x.tables.entries()) {
    const at = `${path}.tables[${i}]`;
    if (!isObj(p)) return bad(at, 'a table {table, A, B, token}');
    if (!isInt(p.table, 1, TOURNAMENT_LIMITS.tables)) return bad(`${at}.table`, 'a table number');
    if (!pairId(p.A)) return bad(`${at}.A`, 'a pair id');
    if (!pairId(p.B)) return bad(`${at}.B`, 'a pair id');
    // tokens are the hub's: the screen never makes one
    if (p.token !== null) return bad(`${at}.token`, 'null (the hub fills the tokens)');
    tables.push({ table: p.table, A: p.A, B: p.B, token: null });
  }
  if (!Array.isArray(x.byes) || x.byes.length > 1 || !x.byes.every(pairId)) return bad(`${path}.byes`, 'at most one pair id');
  return { ok: true, value: { round: x.round, system: x.system, tables, byes: [...x.byes] as string[] } };
}

function checkSource(x: unknown, path: string): Result<ResultSource> {
  if (!isObj(x)) return bad(path, 'a source {kind, …}');
  if (x.kind === 'hand' || x.kind === 'forfeit') {
    const a = checkAttribution(x, path);
    return a.ok ? { ok: true, value: { kind: x.kind, ...a.value } } : a;
  }
  if (x.kind === 'match') {
    if (!isObj(x.match)) return bad(`${path}.match`, 'a mus-match/1 record');
    let size: number;
    try {
      size = JSON.stringify(x.match).length;
    } catch {
      return bad(`${path}.match`, 'a mus-match/1 record (plain JSON)');
    }
    if (size > TOURNAMENT_LIMITS.matchChars) return bad(`${path}.match`, `a match record of at most ${TOURNAMENT_LIMITS.matchChars} characters`);
    if (x.journal !== undefined && (typeof x.journal !== 'string' || !PAIR_ID.test(x.journal.slice(0, 32)) || x.journal.length > 64)) return bad(`${path}.journal`, 'a match id');
    // a copy: the engine replays it when the event is applied
    const match = JSON.parse(JSON.stringify(x.match)) as MatchRecord;
    return { ok: true, value: x.journal === undefined ? { kind: 'match', match } : { kind: 'match', match, journal: x.journal as string } };
  }
  return bad(`${path}.kind`, 'one of match, hand, forfeit');
}

function checkResult(x: unknown, path: string): Result<TableResult> {
  if (!isObj(x)) return bad(path, 'a result {round, table, winner, manches, source}');
  if (!isInt(x.round, 1, TOURNAMENT_LIMITS.rounds)) return bad(`${path}.round`, 'a round number');
  if (!isInt(x.table, 1, TOURNAMENT_LIMITS.tables)) return bad(`${path}.table`, 'a table number');
  if (!pairId(x.winner)) return bad(`${path}.winner`, 'a pair id');
  if (!Array.isArray(x.manches) || x.manches.length > TOURNAMENT_LIMITS.manches) return bad(`${path}.manches`, `at most ${TOURNAMENT_LIMITS.manches} manches`);
  const manches: Score[] = [];
  for (const [i, m] of x.manches.entries()) {
    if (!isObj(m) || !isInt(m.A, 0, TOURNAMENT_LIMITS.tantos) || !isInt(m.B, 0, TOURNAMENT_LIMITS.tantos)) return bad(`${path}.manches[${i}]`, 'a score {A, B} in tantos');
    manches.push({ A: m.A, B: m.B });
  }
  const source = checkSource(x.source, `${path}.source`);
  if (!source.ok) return source;
  return { ok: true, value: { round: x.round, table: x.table, winner: x.winner, manches, source: source.value } };
}

/** Checks one event of the log (`{event}` of the apply channel's payload is checked by {@link checkApply}). */
export function checkTournamentEvent(x: unknown, path = 'event'): Result<TournamentEvent> {
  if (!isObj(x)) return bad(path, 'an event {type, …}');
  if (!oneOf(x.type, EVENT_TYPES)) return bad(`${path}.type`, `one of ${EVENT_TYPES.join(', ')}`);
  switch (x.type) {
    case 'add-pair': {
      const p = checkPair(x.pair, `${path}.pair`);
      return p.ok ? { ok: true, value: { type: 'add-pair', pair: p.value } } : p;
    }
    case 'withdraw':
    case 'reinstate':
    case 'remove-pair': {
      if (!pairId(x.pair)) return bad(`${path}.pair`, 'a pair id');
      const a = checkAttribution(x, path);
      return a.ok ? { ok: true, value: { type: x.type, pair: x.pair, ...a.value } } : a;
    }
    case 'pair-round': {
      const r = checkRound(x.round, `${path}.round`);
      return r.ok ? { ok: true, value: { type: 'pair-round', round: r.value } } : r;
    }
    case 'result': {
      const r = checkResult(x.result, `${path}.result`);
      return r.ok ? { ok: true, value: { type: 'result', result: r.value } } : r;
    }
    case 'annul-result': {
      if (!isInt(x.round, 1, TOURNAMENT_LIMITS.rounds)) return bad(`${path}.round`, 'a round number');
      if (!isInt(x.table, 1, TOURNAMENT_LIMITS.tables)) return bad(`${path}.table`, 'a table number');
      const a = checkAttribution(x, path);
      return a.ok ? { ok: true, value: { type: 'annul-result', round: x.round, table: x.table, ...a.value } } : a;
    }
  }
}

/** Checks `{event}` (the apply channel). */
export function checkApply(x: unknown, path = 'payload'): Result<{ event: TournamentEvent }> {
  if (!isObj(x)) return bad(path, 'an object {event}');
  const e = checkTournamentEvent(x.event, `${path}.event`);
  return e.ok ? { ok: true, value: { event: e.value } } : e;
}

/** Checks `{port?}` (the hub's start): a port from 1024 to 65535, or none (the default). */
export function checkHubStart(x: unknown, path = 'payload'): Result<{ port?: number }> {
  if (x === undefined || x === null) return { ok: true, value: {} };
  if (!isObj(x)) return bad(path, 'an object {port?}');
  if (x.port === undefined) return { ok: true, value: {} };
  if (!isInt(x.port, 1024, 65535)) return bad(`${path}.port`, 'a port from 1024 to 65535');
  return { ok: true, value: { port: x.port } };
}

/**
 * Checks `{url, code}` (a table joins a hub): the hub's address `http://host[:port]` (no path, no
 * credentials; at most 200 characters) and a join code (6 characters of the codes' alphabet; case,
 * spaces and dashes ignored). Rebuilt as `{url: "http://host:port", code: "ABCDEF"}`.
 */
export function checkJoin(x: unknown, path = 'payload'): Result<{ url: string; code: string }> {
  if (!isObj(x)) return bad(path, 'an object {url, code}');
  if (typeof x.url !== 'string' || x.url.length > 200) return bad(`${path}.url`, 'the hub\'s address, e.g. http://192.168.1.20:8750');
  let u: URL;
  try {
    u = new URL(/^[a-z]+:\/\//i.test(x.url.trim()) ? x.url.trim() : `http://${x.url.trim()}`);
  } catch {
    return bad(`${path}.url`, 'the hub\'s address, e.g. http://192.168.1.20:8750');
  }
  if (u.protocol !== 'http:' || !u.hostname || u.username || u.password || (u.pathname !== '/' && u.pathname !== '') || u.search) {
    return bad(`${path}.url`, 'the hub\'s address http://host:port, nothing after it');
  }
  const code = normalizeJoinCode(x.code);
  if (!code) return bad(`${path}.code`, 'a table\'s join code, 6 characters (ABC-DEF)');
  return { ok: true, value: { url: u.origin, code } };
}

/** Checks `{round, table}` (a table's match on the hub). */
export function checkTableRef(x: unknown, path = 'payload'): Result<{ round: number; table: number }> {
  if (!isObj(x)) return bad(path, 'an object {round, table}');
  if (!isInt(x.round, 1, TOURNAMENT_LIMITS.rounds)) return bad(`${path}.round`, 'a round number');
  if (!isInt(x.table, 1, TOURNAMENT_LIMITS.tables)) return bad(`${path}.table`, 'a table number');
  return { ok: true, value: { round: x.round, table: x.table } };
}
