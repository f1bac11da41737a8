/**
 * The hub protocol (issue 13; docs/hub.md): what a table and a board send and receive, and the
 * checks of every request body. Pure: no Node, no DOM.
 *
 * - `POST /api/join` `{code}` → {@link JoinReply}: the pairing, the tournament's locked rules and the
 *   table's write token for that round.
 * - `POST /api/records` {@link ShipRequest} → {@link ShipReply} `{have}`: the hub appends record n
 *   only after n−1; records it already holds are answered again with `have` (idempotent); a gap is
 *   refused (`hub/gap`) with `have`.
 * - `GET /api/tables/<round>/<table>` → {@link WhereReply}: where the hub stands for that match.
 * - `GET /api/tables/<round>/<table>/journal`: the hub's copy of the journal (`mus-journal/1`).
 * - `GET /api/board` → {@link BoardSnapshot}; `GET /api/events`: the board as Server-Sent Events.
 */
import type { Result, RulesSpec, Seat } from '../types.js';
import type { JournalRecord } from '../session/journal-records.js';
import { hubFail, type HubError } from './errors.js';
import { journalRecordProblem } from './records.js';
import type { FlaggedCorrection } from '../session/correction-fields.js';

/** Protocol name, sent in every reply. */
export const HUB_PROTOCOL = 'mus-hub/1';

/** Largest request body the hub reads (bytes). A batch of records is a few kB. */
export const MAX_BODY_BYTES = 256 * 1024;

/** Most records in one `POST /api/records`. */
export const MAX_BATCH = 64;

/**
 * Most records the hub holds for one match (one table of one round): more than 8 times the longest
 * example match with an undo and a redo after every 5th entry (a 24-deal FFMus match: 582 records;
 * 330–480 as tables really play, docs/hub.md "Limits"). Past it the hub refuses with `hub/quota`: a
 * guest who has a table's code cannot grow the hub's journal, memory or restart time without bound.
 */
export const MAX_MATCH_RECORDS = 5_000;

/**
 * Most bytes of records the hub holds for one match, counted as the records' JSON text, one line
 * each (about the journal file's size): more than 8 times that match (about 62 kB). Past it:
 * `hub/quota`.
 */
export const MAX_MATCH_BYTES = 512 * 1024;

/**
 * The join code alphabet: digits and capitals without the look-alikes (no 0/O, 1/I/L, U/V kept
 * apart by dropping U). 30 symbols.
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters of a join code: 30⁶ ≈ 729 million codes. */
export const JOIN_CODE_LENGTH = 6;

/**
 * A join code from random bytes (rejection sampling: bytes ≥ 240 are skipped so that each symbol
 * is equally likely). `random(n)` returns n random bytes.
 */
export function makeJoinCode(random: (n: number) => Uint8Array): string {
  let out = '';
  while (out.length < JOIN_CODE_LENGTH) {
    for (const b of random(JOIN_CODE_LENGTH * 2)) {
      if (b >= 240) continue;
      out += JOIN_CODE_ALPHABET[b % 30];
      if (out.length === JOIN_CODE_LENGTH) break;
    }
  }
  return out;
}

/** A write token from random bytes: 32 lowercase hex digits (128 bits). */
export function makeToken(random: (n: number) => Uint8Array): string {
  return [...random(16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A join code as typed: capitals, spaces and dashes dropped, `O` read as nothing valid. Returns
 * null when it cannot be a code (wrong length or a character outside the alphabet).
 */
export function normalizeJoinCode(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 32) return null;
  const s = typed.toUpperCase().replace(/[\s-]/g, '');
  if (s.length !== JOIN_CODE_LENGTH) return null;
  for (const c of s) if (!JOIN_CODE_ALPHABET.includes(c)) return null;
  return s;
}

/** A code as shown on a table card: `ABC-DEF`. */
export function showJoinCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** A write token's shape (32 lowercase hex digits). */
export function isToken(v: unknown): v is string {
  return typeof v === 'string' && /^[0-9a-f]{32}$/.test(v);
}

/** Compares two strings in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}

/** `POST /api/join`. */
export interface JoinRequest {
  code: string;
}

/** The answer to a join: everything a table needs to start its match and ship it. */
export interface JoinReply {
  protocol: typeof HUB_PROTOCOL;
  tournament: { id: string; name: string };
  round: number;
  table: number;
  teams: { A: string; B: string };
  players: string[];
  esku: Seat;
  /** The tournament's locked rules: the table plays by these. */
  rules: RulesSpec;
  /** The write token of this table for this round. */
  token: string;
  /** Records the hub already holds for this match (a table that joins again resumes from there). */
  have: number;
  /** The match id of the setup the hub holds, if any (a restarted table reopens that journal). */
  matchId: string | null;
}

/** `POST /api/records`: records `seq, seq+1, …` of the match at (round, table). */
export interface ShipRequest {
  round: number;
  table: number;
  token: string;
  /** Seq of the first record sent. */
  seq: number;
  /** The records, `records[i].seq === seq + i` (the wire also accepts one `record`). */
  records: JournalRecord[];
  /**
   * The fingerprint of this table's records `0 … seq−1` (`chainAfter` folded from `EMPTY_CHAIN`, shared/hub/chain.ts; may be left
   * out): the hub checks it is the one of the records it holds, so that another computer's journal of
   * the same match (the same match id, another history) is refused (`hub/conflict`) instead of
   * being appended after this one's records.
   */
  chain?: string;
}

/** The answer to records accepted (new or already held). */
export interface ShipReply {
  protocol: typeof HUB_PROTOCOL;
  /** Records the hub now holds for this match, durably: records `0 … have−1`. */
  have: number;
  /** How many of the records sent it already held (resent: answered again, not appended twice). */
  duplicates: number;
  /**
   * The correction records just taken in whose `who` or `when` does not check (`judge/bad-who`,
   * `judge/bad-when`, `path` the field): appended as written (a table is never locked out by its own
   * journal) and shown to the organizer. Absent when there is none (an extension of the answer).
   */
  flagged?: FlaggedCorrection[];
}

/** `GET /api/tables/<round>/<table>`. */
export interface WhereReply {
  protocol: typeof HUB_PROTOCOL;
  round: number;
  table: number;
  have: number;
  matchId: string | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/** Checks a join body. */
export function parseJoinRequest(body: unknown): Result<JoinRequest, HubError> {
  if (!isObj(body)) return hubFail('hub/bad-request', 'a join is a JSON object {code}');
  const code = normalizeJoinCode(body.code);
  if (code === null) return hubFail('hub/unknown-code', `code: a join code is ${JOIN_CODE_LENGTH} characters of ${JOIN_CODE_ALPHABET}`);
  return { ok: true, value: { code } };
}

/** Checks a records body: numbers, token shape, and each record's shape and seq. */
export function parseShipRequest(body: unknown): Result<ShipRequest, HubError> {
  if (!isObj(body)) return hubFail('hub/bad-request', 'records are sent as a JSON object {round, table, token, seq, record | records}');
  for (const k of Object.keys(body)) {
    if (!['round', 'table', 'token', 'seq', 'record', 'records', 'chain'].includes(k)) return hubFail('hub/bad-request', `${k}: unknown field`);
  }
  if (!isCount(body.round, 10_000) || body.round < 1) return hubFail('hub/bad-request', 'round: a whole number from 1');
  if (!isCount(body.table, 10_000) || body.table < 1) return hubFail('hub/bad-request', 'table: a whole number from 1');
  if (!isToken(body.token)) return hubFail('hub/bad-token', 'token: the write token given at join (32 hex digits)');
  if (!isCount(body.seq, 1_000_000)) return hubFail('hub/bad-request', 'seq: a whole number from 0');
  let list: unknown[];
  if (body.records !== undefined && body.record !== undefined) return hubFail('hub/bad-request', 'send record or records, not both');
  if (Array.isArray(body.records)) list = body.records;
  else if (body.record !== undefined) list = [body.record];
  else return hubFail('hub/bad-request', 'records: a list of journal records is needed');
  if (list.length === 0 || list.length > MAX_BATCH) return hubFail('hub/bad-request', `records: 1 to ${MAX_BATCH} records`);
  const seq = body.seq;
  for (let i = 0; i < list.length; i++) {
    const p = journalRecordProblem(list[i], seq + i);
    if (p) return hubFail('hub/bad-record', `records[${i}]: ${p}`);
  }
  const value: ShipRequest = { round: body.round, table: body.table, token: body.token, seq, records: list as JournalRecord[] };
  if (body.chain !== undefined) {
    if (typeof body.chain !== 'string' || !/^[0-9a-f]{16}$/.test(body.chain)) return hubFail('hub/bad-request', 'chain: the fingerprint of the records before seq (16 hex digits)');
    value.chain = body.chain;
  }
  return { ok: true, value };
}
