/**
 * Reading a stored match back (shared/library/stored-match.ts): its text parsed, replayed and
 * summarized, and the content tag that finds the same match imported twice. Pure.
 */
import { replayLog, toMatchRecord, type LiveMatch } from '../index.js';
import { isObj } from '../bridge/table/table-validate.js';
import { summarize, type MatchSummary } from './summary.js';
import type { StoredMatch } from './stored-match.js';
import { textHash } from '../text-hash.js';

export { textHash };

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
