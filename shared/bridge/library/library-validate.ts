/**
 * Validation of the library and judge IPC payloads ({@link LIBRARY_CHANNELS}). The renderer is
 * untrusted: every field is checked and the payload rebuilt with the expected fields only. Errors
 * are data (`ipc/bad-payload`, or `judge/who-missing` / `judge/why-missing` for an empty name or
 * reason) whose message starts with the path of the field at fault.
 */
import type { Action, MatchEntry } from '../../index.js';
import { isMatchId } from '../../library/match-id.js';
import { isIsoTime } from '../../library/import-check.js';
import { STATUSES, type LibraryQuery } from '../../library/search.js';
import type { CorrectionRequest } from './library-contract.js';
import { PHASES, type Result } from '../../types.js';
import type { JudgeCode } from '../../errors/index.js';
import { bad, isInt, isObj, oneOf } from '../table/table-validate.js';

/** Bounds of the library payloads. */
export const LIBRARY_LIMITS = {
  /** Characters of a search text. */
  queryText: 200,
  /** Ids in a standings selection. */
  ids: 10_000,
  /** Characters of an import text (the import's own limit). */
  importChars: 16 * 1024 * 1024,
  /** Characters of a delete confirmation token. */
  token: 64,
  /** Entries of a correction (a long match has about 10 000 actions). */
  entries: 20_000,
  /** Highest `from` index of a correction. */
  from: 100_000,
  /** Characters of the judge's name. */
  who: 200,
  /** Characters of the reason of a correction. */
  why: 2_000,
  /** Characters of a PDF title. */
  title: 200,
  /** Seats of a hands entry (six-player Mus). */
  seats: 6,
  /** Cards of a hand. */
  cards: 8,
  /** Characters of a card (`12o`). */
  card: 4,
  /** Largest amount of a bet or raise. */
  amount: 999,
} as const;

const ACTS = ['pass', 'bet', 'raise', 'ordago', 'see', 'fold', 'declare', 'mus', 'cut', 'discard', 'misdeal'] as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;


/** Checks a match id (letters, digits, `. _ -`, see `isMatchId`). */
export function checkId(x: unknown, path = 'id'): Result<string> {
  if (typeof x !== 'string' || !isMatchId(x)) return bad(path, 'a match id (letters, digits, . _ -, at most 64 characters)');
  return { ok: true, value: x };
}

/** Checks `{id}` (deletion, export, open). */
export function checkIdPayload(x: unknown, path = 'payload'): Result<{ id: string }> {
  if (!isObj(x)) return bad(path, 'an object {id}');
  const id = checkId(x.id, `${path}.id`);
  return id.ok ? { ok: true, value: { id: id.value } } : id;
}

/** Checks `{id, token}` (the second step of a delete). An empty token is let through: the library asks for it. */
export function checkRemove(x: unknown, path = 'payload'): Result<{ id: string; token: string }> {
  if (!isObj(x)) return bad(path, 'an object {id, token}');
  const id = checkId(x.id, `${path}.id`);
  if (!id.ok) return id;
  if (typeof x.token !== 'string' || x.token.length > LIBRARY_LIMITS.token || !/^[0-9a-f]*$/.test(x.token)) {
    return bad(`${path}.token`, `the confirmation token (hexadecimal, at most ${LIBRARY_LIMITS.token} characters)`);
  }
  return { ok: true, value: { id: id.value, token: x.token } };
}

/**
 * Checks a {@link LibraryQuery}: `text` (at most 200 characters), `status` (one of `STATUSES`),
 * `from`/`to` (ISO date `YYYY-MM-DD` or date and time), `sort` (`newest`, `oldest`). Absent
 * (undefined or null) means every match.
 */
export function checkQuery(x: unknown, path = 'query'): Result<LibraryQuery> {
  if (x === undefined || x === null) return { ok: true, value: {} };
  if (!isObj(x)) return bad(path, 'an object {text?, status?, from?, to?, sort?}');
  const q: LibraryQuery = {};
  if (x.text !== undefined) {
    if (typeof x.text !== 'string' || x.text.length > LIBRARY_LIMITS.queryText) return bad(`${path}.text`, `a text of at most ${LIBRARY_LIMITS.queryText} characters`);
    q.text = x.text;
  }
  if (x.status !== undefined) {
    if (!oneOf(x.status, STATUSES)) return bad(`${path}.status`, `one of ${STATUSES.join(', ')}`);
    q.status = x.status;
  }
  for (const k of ['from', 'to'] as const) {
    const v = x[k];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !((DATE_ONLY.test(v) && !Number.isNaN(Date.parse(v))) || isIsoTime(v))) {
      return bad(`${path}.${k}`, 'an ISO date (YYYY-MM-DD) or date and time');
    }
    q[k] = v;
  }
  if (x.sort !== undefined) {
    if (!oneOf(x.sort, ['newest', 'oldest'] as const)) return bad(`${path}.sort`, 'newest or oldest');
    q.sort = x.sort;
  }
  return { ok: true, value: q };
}

/** Checks a standings selection: a {@link LibraryQuery} and, optionally, `ids` (match ids, at most 10 000). */
export function checkStandings(x: unknown, path = 'query'): Result<LibraryQuery & { ids?: string[] }> {
  const q = checkQuery(x, path);
  if (!q.ok) return q;
  const ids = isObj(x) ? x.ids : undefined;
  if (ids === undefined) return q;
  if (!Array.isArray(ids) || ids.length > LIBRARY_LIMITS.ids) return bad(`${path}.ids`, `a list of at most ${LIBRARY_LIMITS.ids} match ids`);
  const out: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = checkId(ids[i], `${path}.ids[${i}]`);
    if (!id.ok) return id;
    out.push(id.value);
  }
  return { ok: true, value: { ...q.value, ids: out } };
}

/** Checks `{text, allowDuplicate}` of an import (text at most 16 Mi characters). */
export function checkImport(x: unknown, path = 'payload'): Result<{ text: string; allowDuplicate: boolean }> {
  if (!isObj(x)) return bad(path, 'an object {text, allowDuplicate}');
  if (typeof x.text !== 'string') return bad(`${path}.text`, 'the text of a mus-match/1 file');
  if (x.text.length > LIBRARY_LIMITS.importChars) return bad(`${path}.text`, `the file is too long (at most ${LIBRARY_LIMITS.importChars} characters)`);
  if (x.allowDuplicate !== undefined && typeof x.allowDuplicate !== 'boolean') return bad(`${path}.allowDuplicate`, 'true or false');
  return { ok: true, value: { text: x.text, allowDuplicate: x.allowDuplicate === true } };
}

/**
 * Checks the shape of an {@link Action} (`{phase, seat, act, amount?, both?, has?, count?}`): known
 * phase and act, seat 0-5, amount 1-999, count 1-4, booleans. The engine checks the rest on replay.
 */
export function checkAction(x: unknown, path = 'action'): Result<Action> {
  if (!isObj(x)) return bad(path, 'an action {phase, seat, act, …}');
  if (!oneOf(x.phase, PHASES)) return bad(`${path}.phase`, `one of ${PHASES.join(', ')}`);
  if (!isInt(x.seat, 0, LIBRARY_LIMITS.seats - 1)) return bad(`${path}.seat`, `a seat 0-${LIBRARY_LIMITS.seats - 1}`);
  if (!oneOf(x.act, ACTS)) return bad(`${path}.act`, `one of ${ACTS.join(', ')}`);
  const a: Record<string, unknown> = { phase: x.phase, seat: x.seat, act: x.act };
  if (x.amount !== undefined) {
    if (!isInt(x.amount, 1, LIBRARY_LIMITS.amount)) return bad(`${path}.amount`, `a whole number from 1 to ${LIBRARY_LIMITS.amount}`);
    a.amount = x.amount;
  }
  for (const k of ['both', 'has'] as const) {
    if (x[k] === undefined) continue;
    if (typeof x[k] !== 'boolean') return bad(`${path}.${k}`, 'true or false');
    a[k] = x[k];
  }
  if (x.count !== undefined) {
    if (!isInt(x.count, 1, 4)) return bad(`${path}.count`, 'a discard is 1 to 4 cards');
    a.count = x.count;
  }
  return { ok: true, value: a as Action };
}

/**
 * Checks the shape of a {@link MatchEntry}: `{type: 'action', action}` or `{type: 'hands', hands}`
 * (at most 6 seats, each null or at most 8 cards of at most 4 characters).
 */
export function checkEntry(x: unknown, path = 'entry'): Result<MatchEntry> {
  if (!isObj(x)) return bad(path, "an entry {type: 'action', action} or {type: 'hands', hands}");
  if (x.type === 'action') {
    const a = checkAction(x.action, `${path}.action`);
    return a.ok ? { ok: true, value: { type: 'action', action: a.value } } : a;
  }
  if (x.type === 'hands') {
    const h = x.hands;
    if (!Array.isArray(h) || h.length > LIBRARY_LIMITS.seats) return bad(`${path}.hands`, `a list of at most ${LIBRARY_LIMITS.seats} hands (or null)`);
    const hands: (string[] | null)[] = [];
    for (let i = 0; i < h.length; i++) {
      const hand = h[i];
      if (hand === null) {
        hands.push(null);
        continue;
      }
      if (!Array.isArray(hand) || hand.length > LIBRARY_LIMITS.cards) return bad(`${path}.hands[${i}]`, `null or a list of at most ${LIBRARY_LIMITS.cards} cards`);
      for (let j = 0; j < hand.length; j++) {
        const c: unknown = hand[j];
        if (typeof c !== 'string' || c.length === 0 || c.length > LIBRARY_LIMITS.card) return bad(`${path}.hands[${i}][${j}]`, 'a card such as 12, 1o or 7c');
      }
      hands.push([...(hand as string[])]);
    }
    return { ok: true, value: { type: 'hands', hands } };
  }
  return bad(`${path}.type`, 'action or hands');
}

/** Checks a text of `max` characters that must not be blank (`blankCode` when it is). */
function checkText(x: unknown, path: string, max: number, blankCode: JudgeCode, what: string): Result<string> {
  if (typeof x !== 'string' || x.length > max) return bad(path, `${what}: a text of 1 to ${max} characters`);
  if (!x.trim()) return bad(path, `${what} is required`, blankCode);
  return { ok: true, value: x };
}

/**
 * Checks a {@link CorrectionRequest}: `id`, `from` (0-100 000, the session checks it against the
 * log), `entries` (at most 20 000 entry shapes), `who` (1-200 characters), `why` (1-2 000).
 */
export function checkCorrection(x: unknown, path = 'correction'): Result<CorrectionRequest> {
  if (!isObj(x)) return bad(path, 'an object {id, from, entries, who, why}');
  const id = checkId(x.id, `${path}.id`);
  if (!id.ok) return id;
  if (!isInt(x.from, 0, LIBRARY_LIMITS.from)) return bad(`${path}.from`, `an entry index from 0 to ${LIBRARY_LIMITS.from}`);
  if (!Array.isArray(x.entries) || x.entries.length > LIBRARY_LIMITS.entries) return bad(`${path}.entries`, `a list of at most ${LIBRARY_LIMITS.entries} entries`);
  const entries: MatchEntry[] = [];
  for (let i = 0; i < x.entries.length; i++) {
    const e = checkEntry(x.entries[i], `${path}.entries[${i}]`);
    if (!e.ok) return e;
    entries.push(e.value);
  }
  const who = checkText(x.who, `${path}.who`, LIBRARY_LIMITS.who, 'judge/who-missing', "the judge's name");
  if (!who.ok) return who;
  const why = checkText(x.why, `${path}.why`, LIBRARY_LIMITS.why, 'judge/why-missing', 'the reason of the correction');
  if (!why.ok) return why;
  return { ok: true, value: { id: id.value, from: x.from, entries, who: who.value, why: why.value } };
}

/** Checks `{title}` of a PDF print (at most 200 characters, may be empty). */
export function checkPrint(x: unknown, path = 'payload'): Result<{ title: string }> {
  if (!isObj(x)) return bad(path, 'an object {title}');
  if (typeof x.title !== 'string' || x.title.length > LIBRARY_LIMITS.title) return bad(`${path}.title`, `a title of at most ${LIBRARY_LIMITS.title} characters`);
  return { ok: true, value: { title: x.title } };
}
