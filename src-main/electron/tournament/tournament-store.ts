/**
 * The tournament night in the data folder (issue 13): `<data>/tournaments/current.mus-tournament.json`,
 * a `mus-tournament/1` file (docs/tournament.md) that `mus tournament …` reads as well. Read through
 * the schema and a fold of the whole log (every match replayed); written whole and atomically by
 * the same rule as `mus tournament` (`src-main/files/atomic-write.ts`: a temporary file beside it,
 * flushed, renamed over it, the folder flushed) so a crash leaves the old night or the new one,
 * never half of one; when the file is a symbolic link, the link stays and the file it points to is
 * the one replaced. A night put aside ("close", or a new night created
 * over it) is renamed under its date and name: nothing is ever deleted. When the night in progress
 * is a symbolic link (a club's shared folder), the file it points to is the one put aside, renamed
 * beside itself in the club's folder, and the link stays as it was, pointing where it did: the
 * next night is written through it, at the club's same place (docs/tournament.md).
 */
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Result } from '../../../shared/types.js';
import type { TournamentEvent, TournamentFile, TournamentSettings } from '../../../shared/tournament/types.js';
import { checkTournament } from '../../../shared/format/tournament-check.js';
import { parseGated } from '../../../shared/format/gate.js';
import { applyToNight, createNight } from '../../../shared/bridge/tournament/tournament-night.js';
import { replaceFileAtomic, writeTarget } from '../../files/atomic-write.js';
import { syncDir } from '../../journal/journal-writer.js';

/** The folder of the nights under the data folder. */
export const TOURNAMENT_FOLDER = 'tournaments';
/** The night in progress. */
export const CURRENT_FILE = 'current.mus-tournament.json';

/** Options of {@link TournamentStore}. */
export interface TournamentStoreOptions {
  /** Flush files and the folder (default true; tests may pass false). */
  sync?: boolean;
  /** The clock of archive names (default the system clock). */
  now?: () => Date;
}

/** The night in progress, kept in `<dataDir>/tournaments/`. */
export class TournamentStore {
  readonly dir: string;
  readonly file: string;
  private cached: TournamentFile | null | undefined;
  private readonly sync: boolean;
  private readonly now: () => Date;

  constructor(dataDir: string, opts: TournamentStoreOptions = {}) {
    this.dir = join(dataDir, TOURNAMENT_FOLDER);
    this.file = join(this.dir, CURRENT_FILE);
    this.sync = opts.sync ?? true;
    this.now = opts.now ?? (() => new Date());
  }

  /** The night in progress (null when none), checked and folded; a damaged file is `library/damaged`, left as it is. */
  get(): Result<TournamentFile | null> {
    if (this.cached !== undefined) return { ok: true, value: this.cached };
    if (!existsSync(this.file)) return { ok: true, value: (this.cached = null) };
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(this.file);
    } catch (e) {
      return { ok: false, error: { code: 'library/damaged', message: `${this.file}: ${(e as Error).message}` } };
    }
    // the file gate, as `mus tournament` reads it: size, UTF-8, depth, syntax, numbers too large
    const g = parseGated(bytes);
    if (!g.ok) return { ok: false, error: { code: 'library/damaged', message: `${this.file}: ${g.error.message} (${g.error.code})` } };
    const json = g.value;
    const c = checkTournament(json);
    if (!c.ok) {
      const p = c.error; // the first problem
      return { ok: false, error: { code: 'library/damaged', message: `${this.file}: ${p.problems.length} problem(s); ${p.path}: ${p.message}` } };
    }
    return { ok: true, value: (this.cached = json as TournamentFile) };
  }

  /** Starts a new night (the one in progress, if any, is put aside first). */
  create(settings: TournamentSettings): Result<TournamentFile> {
    const n = createNight(settings);
    if (!n.ok) return n;
    const cur = this.get();
    if (cur.ok && cur.value) {
      const a = this.close();
      if (!a.ok) return a;
    } else if (!cur.ok) {
      const a = this.archive(); // a damaged night is kept aside, never overwritten
      if (!a.ok) return a;
    }
    return this.write(n.value);
  }

  /** Appends one event after the model checked it; the file is unchanged on a refusal. */
  apply(event: TournamentEvent): Result<TournamentFile> {
    const cur = this.get();
    if (!cur.ok) return cur;
    const r = applyToNight(cur.value, event);
    return r.ok ? this.write(r.value) : r;
  }

  /** Puts the night in progress aside (renamed, kept). Nothing to do without one. */
  close(): Result<null> {
    const cur = this.get();
    if (cur.ok && cur.value === null) return { ok: true, value: null };
    return this.archive();
  }

  /**
   * Renames the night in progress to `night-<time>.mus-tournament.json` beside the file that holds
   * it: the file itself, or, when `current.mus-tournament.json` is a symbolic link, the file the
   * link points to (`writeTarget`), in its own folder; the link is left as it is (it then points to
   * no file until the next night is written through it). Nothing is deleted.
   * @returns `library/read-only-folder` when that folder cannot be written, `library/storage-failed`
   *   on any other failure of the system; the night is then where it was.
   */
  private archive(): Result<null> {
    try {
      if (existsSync(this.file)) {
        const from = writeTarget(this.file);
        const dir = dirname(from);
        const stamp = this.now().toISOString().replace(/[:.]/g, '-');
        // never over another night put aside (a clock set back, two in the same millisecond)
        let to = join(dir, `night-${stamp}.mus-tournament.json`);
        for (let i = 2; existsSync(to); i++) to = join(dir, `night-${stamp}-${i}.mus-tournament.json`);
        renameSync(from, to);
        if (this.sync) syncDir(dir);
      }
      this.cached = null;
      return { ok: true, value: null };
    } catch (e) {
      return { ok: false, error: storageError(e) };
    }
  }

  private write(file: TournamentFile): Result<TournamentFile> {
    try {
      mkdirSync(this.dir, { recursive: true });
      replaceFileAtomic(this.file, `${JSON.stringify(file, null, 1)}\n`, { sync: this.sync });
      this.cached = file;
      return { ok: true, value: file };
    } catch (e) {
      return { ok: false, error: storageError(e) };
    }
  }
}

/** A failure of the system as the store's error: `library/read-only-folder` (no permission, a read-only disk) or `library/storage-failed`. */
function storageError(e: unknown): { code: 'library/read-only-folder' | 'library/storage-failed'; message: string } {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  const message = e instanceof Error ? e.message : String(e);
  return { code: code === 'EACCES' || code === 'EROFS' || code === 'EPERM' ? 'library/read-only-folder' : 'library/storage-failed', message };
}
