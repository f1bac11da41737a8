/**
 * A match kept in a key-value store (a browser's library: `mus:library:<id>` in localStorage,
 * docs/storage.md): its format ({@link StoredMatch}: the setup and the effective log, not the
 * journal), how a stored text is read back (replayed and summarized), and how the match being
 * played is kept when it is put away ({@link storedMatchOf}). Pure: the store is the caller's.
 */
import { replayLog, toMatchRecord, type LiveMatch, type MatchEntry, type MatchSetup } from '../index.js';
import type { CorrectionInfo } from '../bridge/library/library-contract.js';
import { isObj } from '../bridge/table/table-validate.js';
import type { JournalRecord } from '../session/journal-records.js';
import type { TableSession } from '../session/table-session.js';
import { summarize, type MatchSummary } from './summary.js';
import { copy, correctionsOf } from './judge-view.js';

/** One stored match (the value kept under its id, JSON). */
export interface StoredMatch {
  /** Format version of this value. */
  v: 1;
  id: string;
  /** ISO time the match started (the file's `created`), else when it was imported. */
  created: string;
  /** ISO time of the import. */
  imported: string;
  setup: MatchSetup;
  /** The effective match log (after corrections). */
  log: MatchEntry[];
  /** The judge's corrections, in order. */
  corrections: CorrectionInfo[];
}

/** A stored match's id (the store key's tail): letters, digits, `.`, `_`, `-`, at most 64. */
export const STORED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** FNV-1a (32 bits) of a text from a seed, as 8 hex digits. Not cryptographic: a content tag. */
function fnv(text: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** A 16-hex-digit tag of a text (two FNV-1a hashes). */
export function textHash(text: string): string {
  return fnv(text, 0x811c9dc5) + fnv(text, 0x2f6b7a13);
}

/**
 * The content fingerprint of a match (rules, team and player names, first esku, deals): equal for
 * the same match imported twice. Counterpart of `fingerprint` in `src-main/library/library.ts`
 * (which hashes with SHA-256; the two are never compared).
 */
export function storedFingerprint(m: LiveMatch): string {
  const r = toMatchRecord(m);
  return textHash(JSON.stringify([r.rules, r.teams, r.players, r.esku, r.deals]));
}

/** A stored text read back: the match when it replays, else why not, and its summary. */
export interface LoadedMatch {
  raw: string;
  stored: StoredMatch | null;
  match: LiveMatch | null;
  /** Why it cannot be replayed (a damaged entry, an unreadable value). */
  problem: string | null;
  summary: MatchSummary;
}

/** Reads the stored text of match `id` (never throws: a damaged value is summarized as damaged). */
export function loadStored(id: string, raw: string): LoadedMatch {
  let stored: StoredMatch | null = null;
  let match: LiveMatch | null = null;
  let problem: string | null = null;
  try {
    const j = JSON.parse(raw) as StoredMatch;
    if (!isObj(j) || !isObj(j.setup) || !Array.isArray(j.log) || !Array.isArray(j.corrections)) throw new Error('not a stored match');
    stored = j;
    const r = replayLog(j.setup, j.log);
    if (r.ok) match = r.value;
    else problem = `${r.error.code}: ${r.error.message}`;
  } catch (e) {
    problem = `library/damaged: the stored match cannot be read (${(e as Error).message})`;
  }
  const summary = summarize({
    id, created: stored?.created ?? null, match, records: stored ? stored.log.length + 1 : 0, damaged: match === null, problem,
    warning: null, fingerprint: match ? storedFingerprint(match) : null, bytes: raw.length, mtimeMs: 0,
  });
  if (!match && stored) {
    // still show who played
    summary.teams = { A: String(stored.setup.teams?.A ?? ''), B: String(stored.setup.teams?.B ?? '') };
    summary.players = Array.isArray(stored.setup.players) ? stored.setup.players.map(String) : [];
  }
  return { raw, stored, match, problem, summary };
}

/**
 * The match being played as it is kept when put away (a new match, "close"): its start time and
 * the judge's corrections read from its journal `records` (when they are this match's), at time
 * `at`. Null when it has no entry yet (not kept) or its id cannot be a stored id.
 */
export function storedMatchOf(s: TableSession, records: readonly JournalRecord[], at: Date): StoredMatch | null {
  if (s.match.log.length === 0 || !STORED_ID.test(s.id)) return null;
  const first = records[0];
  const mine = first?.t === 'setup' && first.id === s.id ? first : null;
  const when = at.toISOString();
  return {
    v: 1, id: s.id, created: mine ? mine.created : when, imported: when,
    setup: copy(s.match.setup), log: copy(s.match.log), corrections: mine ? correctionsOf(records) : [],
  };
}
