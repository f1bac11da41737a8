/**
 * The library's summary cache, `<data>/library-index.json`: one {@link MatchSummary} per journal,
 * valid while the journal keeps the size and modification time it had. Never authoritative: a
 * missing, unreadable or stale entry is rebuilt from the journal. Written atomically (temporary file
 * and rename) so a crash leaves the old cache or the new one.
 */
import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { MatchSummary } from '../../shared/library/summary.js';

/** Format name of the cache file. */
export const INDEX_FORMAT = 'mus-library-index/1';

/** The cache: summaries by match id. */
export type SummaryCache = Map<string, MatchSummary>;

/** Reads the cache; an unreadable or foreign file gives an empty cache. */
export function loadIndex(path: string): SummaryCache {
  try {
    const j = JSON.parse(readFileSync(path, 'utf8')) as { format?: unknown; matches?: unknown };
    if (j.format !== INDEX_FORMAT || !Array.isArray(j.matches)) return new Map();
    const out: SummaryCache = new Map();
    for (const s of j.matches as MatchSummary[]) {
      if (s && typeof s.id === 'string' && typeof s.bytes === 'number' && typeof s.mtimeMs === 'number') out.set(s.id, s);
    }
    return out;
  } catch {
    return new Map();
  }
}

/** Writes the cache atomically. Failures are ignored (it is only a cache). */
export function saveIndex(path: string, cache: SummaryCache): void {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, JSON.stringify({ format: INDEX_FORMAT, matches: [...cache.values()] }));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing to clean
    }
  }
}

/** A temporary file older than this (ms) is left over whatever its pid says (the pid may have been reused). */
export const STALE_TMP_MS = 60_000;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the cache's temporary files (`library-index.json.<pid>.tmp`) left by processes killed
 * between writing and renaming: those of a process that no longer runs, and any older than
 * {@link STALE_TMP_MS} (a write takes milliseconds; an old one was left by a kill even if its pid
 * now names another process). Called once when a library first reads its cache. Never throws.
 * @returns the names removed.
 */
export function cleanStaleTemps(indexPath: string, now: number = Date.now()): string[] {
  const dir = dirname(indexPath);
  const prefix = `${basename(indexPath)}.`;
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    const m = name.startsWith(prefix) ? /^(\d+)\.tmp$/.exec(name.slice(prefix.length)) : null;
    if (!m) continue;
    const pid = Number(m[1]);
    const f = join(dir, name);
    try {
      if (pid !== process.pid && running(pid) && now - statSync(f).mtimeMs < STALE_TMP_MS) continue;
      if (pid === process.pid) continue; // ours: saveIndex cleans up after itself
      unlinkSync(f);
      removed.push(name);
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}
