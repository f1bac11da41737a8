/**
 * The library's summary cache, `<data>/library-index.json`: one {@link MatchSummary} per journal,
 * valid while the journal keeps the size and modification time it had. Never authoritative: a
 * missing, unreadable or stale entry is rebuilt from the journal. Written atomically (temporary file
 * and rename) so a crash leaves the old cache or the new one.
 */
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
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
