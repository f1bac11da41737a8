/**
 * Journal records as they travel to the hub: a strict shape check (only the fields the app writes,
 * so what the hub stores is what the table stored), equality for resends, and one step of the fold
 * that gives a table's live match — the same semantics as `foldJournal` and `TableSession`
 * (entry, undo, redo, correction), through the engine's `applyEntry` / `replayLog`. Pure.
 */
import { applyEntry, replayLog, startMatch, type LiveMatch, type MatchEntry } from '../index.js';
import type { JournalRecord } from '../session/journal-records.js';
import type { Result } from '../types.js';
import type { HubError } from './errors.js';
import { setupFieldsProblem } from '../format/fields.js';
import { isMatchId } from '../library/match-id.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length <= max;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

const RECORD_KEYS: Record<string, readonly string[]> = {
  setup: ['seq', 't', 'setup', 'id', 'created'],
  entry: ['seq', 't', 'entry', 'source'],
  undo: ['seq', 't', 'source'],
  redo: ['seq', 't', 'source'],
  correction: ['seq', 't', 'from', 'entries', 'who', 'when', 'why'],
};
const ACTION_KEYS = ['phase', 'seat', 'act', 'amount', 'both', 'has', 'count'];

function unknownKey(o: Record<string, unknown>, allowed: readonly string[]): string | null {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) return k;
  return null;
}

/** Why a value is not a well-formed match entry, or null. */
function entryProblem(e: unknown, where: string): string | null {
  if (!isObj(e)) return `${where}: an entry is an object`;
  if (e.type === 'action') {
    const k = unknownKey(e, ['type', 'action']);
    if (k) return `${where}.${k}: unknown field`;
    const a = e.action;
    if (!isObj(a)) return `${where}.action: an object is needed`;
    const ka = unknownKey(a, ACTION_KEYS);
    if (ka) return `${where}.action.${ka}: unknown field`;
    if (!isStr(a.phase, 20) || !isStr(a.act, 20) || !isInt(a.seat)) return `${where}.action: phase, seat and act are needed`;
    for (const f of ['amount', 'count'] as const) if (a[f] !== undefined && !isInt(a[f])) return `${where}.action.${f}: a whole number`;
    for (const f of ['both', 'has'] as const) if (a[f] !== undefined && typeof a[f] !== 'boolean') return `${where}.action.${f}: true or false`;
    return null;
  }
  if (e.type === 'hands') {
    const k = unknownKey(e, ['type', 'hands']);
    if (k) return `${where}.${k}: unknown field`;
    if (!Array.isArray(e.hands) || e.hands.length > 6) return `${where}.hands: a list of at most 6 hands`;
    for (const h of e.hands) {
      if (h === null) continue;
      if (!Array.isArray(h) || h.length > 8 || !h.every((c) => isStr(c, 4))) return `${where}.hands: each hand is null or a list of cards`;
    }
    return null;
  }
  return `${where}.type: "action" or "hands"`;
}

/**
 * Why `v` is not the `seq`-th record of a journal as the app writes it, or null when it is: its
 * `seq`, its kind (`setup` first and only first), its fields and nothing else.
 */
export function journalRecordProblem(v: unknown, seq: number): string | null {
  if (!isObj(v)) return 'a record is a JSON object';
  if (v.seq !== seq) return `seq is ${JSON.stringify(v.seq)}, expected ${seq}`;
  const t = v.t;
  const allowed = typeof t === 'string' && Object.hasOwn(RECORD_KEYS, t) ? RECORD_KEYS[t] : undefined;
  if (typeof t !== 'string' || allowed === undefined) return `t: ${JSON.stringify(t)} is not a record kind`;
  const k = unknownKey(v, allowed);
  if (k) return `${k}: unknown field`;
  if ((seq === 0) !== (t === 'setup')) return seq === 0 ? 'the first record is the setup' : 'a setup record appears after the start';
  if (v.source !== undefined && !isStr(v.source, 40)) return 'source: a short text';
  switch (t) {
    case 'setup': {
      const s = v.setup;
      if (!isObj(s) || unknownKey(s, ['rules', 'teams', 'players', 'esku'])) return 'setup: {rules, teams, players, esku}';
      if (!isObj(s.teams) || !isStr(s.teams.A) || !isStr(s.teams.B) || unknownKey(s.teams, ['A', 'B'])) return 'setup.teams: {A, B}';
      if (!Array.isArray(s.players) || s.players.length > 6 || !s.players.every((p) => isStr(p))) return 'setup.players: a list of names';
      if (!isInt(s.esku)) return 'setup.esku: a seat';
      if (!(isStr(s.rules, 40) || isObj(s.rules))) return 'setup.rules: a preset name or rule options';
      if (!isStr(v.id, 64) || !isStr(v.created, 40)) return 'setup: id and created are needed';
      // the id names the match's journal: what every reader of a journal takes (an empty one reads back as no setup)
      if (!isMatchId(v.id)) return `id: ${JSON.stringify(v.id)} is not a match id (1 to 64 letters, digits, ".", "_" or "-", not starting with a dot)`;
      // names and the date: the rules of every file reader (shared/format/fields.ts)
      const f = setupFieldsProblem(s, v.created);
      return f ? `${f.path}: ${f.message} (${f.code})` : null;
    }
    case 'entry':
      return entryProblem(v.entry, 'entry');
    case 'undo':
    case 'redo':
      return null;
    case 'correction': {
      if (!isInt(v.from) || v.from < 0) return 'correction.from: a whole number ≥ 0';
      if (!Array.isArray(v.entries) || v.entries.length > 20_000) return 'correction.entries: a list of entries';
      for (let i = 0; i < v.entries.length; i++) {
        const p = entryProblem(v.entries[i], `entries[${i}]`);
        if (p) return p;
      }
      if (!isStr(v.who) || !v.who.trim() || !isStr(v.why, 2000) || !v.why.trim() || !isStr(v.when, 40)) return 'correction: who, when and why are needed';
      return null;
    }
    default:
      return 'unknown record';
  }
}

/** A table's match as the hub folds it: the live match and the entries undone (redo stack). */
export interface FoldedMatch {
  match: LiveMatch;
  redo: MatchEntry[];
}

/** A record refused by the fold: `hub/refused-record`, with why (the engine's sentence when it is the engine's refusal). */
function refused(message: string): { ok: false; error: HubError } {
  return { ok: false, error: { code: 'hub/refused-record', message } };
}

/**
 * Applies one record to a table's match, as `TableSession` did when it journaled it: a setup starts
 * the match; an entry is checked by the engine; an undo drops the last entry (nothing to undo is
 * refused, as the session refuses it); a redo re-applies the last undone one; a correction replaces
 * the log from `from` on and replays it. `at` is null before the setup. Never mutates `at`.
 * @returns the match after the record, or a `hub/refused-record` error saying why.
 */
export function foldRecord(at: FoldedMatch | null, r: JournalRecord): Result<FoldedMatch, HubError> {
  if (r.t === 'setup') {
    if (at) return refused('a second setup');
    const s = startMatch(r.setup);
    return s.ok ? { ok: true, value: { match: s.value, redo: [] } } : refused(s.error.message);
  }
  if (!at) return refused('no setup yet');
  switch (r.t) {
    case 'entry': {
      const a = applyEntry(at.match, r.entry);
      return a.ok ? { ok: true, value: { match: a.value.match, redo: [] } } : refused(a.error.message);
    }
    case 'undo': {
      const log = at.match.log;
      const last = log.at(-1);
      if (last === undefined) return refused('nothing to undo');
      const m = replayLog(at.match.setup, log.slice(0, -1));
      return m.ok ? { ok: true, value: { match: m.value, redo: [...at.redo, last] } } : refused(m.error.message);
    }
    case 'redo': {
      const e = at.redo[at.redo.length - 1];
      if (!e) return refused('nothing to redo');
      const a = applyEntry(at.match, e);
      return a.ok ? { ok: true, value: { match: a.value.match, redo: at.redo.slice(0, -1) } } : refused(a.error.message);
    }
    case 'correction': {
      if (r.from > at.match.log.length) return refused(`correction.from ${r.from} is past the log (${at.match.log.length} entries)`);
      const m = replayLog(at.match.setup, [...at.match.log.slice(0, r.from), ...r.entries]);
      return m.ok ? { ok: true, value: { match: m.value, redo: [] } } : refused(`the corrected log does not replay: ${m.error.message}`);
    }
    default:
      return refused('unknown record');
  }
}
