/**
 * The match library: every match journal in a data folder, listed, searched, opened, recovered,
 * exported as `mus-match/1`, imported, deleted (with confirmation) and ranked (FFMus art. 2 club
 * standings). Node only (it reads and writes files); no Electron import: the main process wraps it
 * for IPC, the `mus library` command uses it directly, and its data (summaries, problems, CSV) is
 * plain JSON for the renderer. The pure parts live in `summary.ts`, `search.ts`,
 * `club-standings.ts` and `import-check.ts`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startMatch, toMatchRecord, type LiveMatch, type MatchSetup, type Result, type EngineError } from '../../shared/index.js';
import { TableSession } from '../../shared/session/table-session.js';
import type { JournalInput } from '../../shared/session/journal-records.js';
import { JOURNAL_FORMAT } from '../journal/codec.js';
import { JOURNAL_EXT, isMatchId, libraryPaths, type LibraryPaths } from '../journal/data-dir.js';
import { inNamespace, thrownCode, type ErrorCode } from '../../shared/errors/index.js';
import { folderCause, folderCauseText, JournalError, messageOf } from '../journal/errors.js';
import { JournalWriter, syncDir, type JournalFs, type SyncMode } from '../journal/journal-writer.js';
import { openJournal, type OpenedJournal } from '../journal/open-journal.js';
import { acquireLock, type JournalLock } from '../journal/lock.js';
import { checkImportText, importRefused as fail, type ImportReply } from '../../shared/library/import-check.js';
import { cleanStaleTemps, loadIndex, saveIndex, type SummaryCache } from './index-cache.js';
import { searchMatches, type LibraryQuery } from '../../shared/library/search.js';
import { summarize, type MatchSummary } from '../../shared/library/summary.js';
import { clubStandings, type ClubStandings } from '../../shared/library/club-standings.js';
import { exportRecord, formatMatchFile, type ExportedMatch, type LeftOutDeal } from '../../shared/library/match-file.js';
import { newMatchId } from '../../shared/library/match-id.js';

export { formatMatchFile, type ExportedMatch, type LeftOutDeal } from '../../shared/library/match-file.js';

/** Options of a library. */
export interface LibraryOptions {
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /** Makes a new match id (default `YYYYMMDD-HHMMSS-xxxxxx`, UTC, random suffix). */
  newId?: (now: Date) => string;
  /** How journal appends reach the disk (default `fdatasync`). */
  sync?: SyncMode;
  /** Whether to keep the summary cache file (default true). */
  cache?: boolean;
  /** The file operations of the journals an import writes (default the real file system; a test simulates a full disk). */
  journalFs?: JournalFs;
}

/** Options of an import. */
export interface ImportOptions {
  /** Import even when the same match is in the library already. */
  allowDuplicate?: boolean;
}

/** Six random hex digits, the random part of a new match id (`newMatchId`, shared/library/match-id.ts). */
export function idSuffix(): string {
  return randomBytes(3).toString('hex');
}

function defaultId(now: Date): string {
  return newMatchId(now, idSuffix());
}

/** A short hash of a match's content (rules, names, deals): equal for the same match imported twice. */
export function fingerprint(m: LiveMatch): string {
  const r = toMatchRecord(m);
  return createHash('sha256').update(JSON.stringify([r.rules, r.teams, r.players, r.esku, r.deals])).digest('hex').slice(0, 16);
}

/** A library error naming why its data folder failed (`library/no-data-folder`, `library/read-only-folder`), else `library/storage-failed`. */
function libraryFolderError(e: unknown, dataDir: string): JournalError {
  const code = (e as { code?: ErrorCode }).code ?? '';
  const cause = code.startsWith('journal/') ? (code === 'journal/read-only-folder' ? 'read-only-folder' : code === 'journal/no-folder' ? 'no-folder' : null) : folderCause(e);
  if (!cause) return new JournalError(thrownCode(e, 'library/storage-failed'), messageOf(e));
  return new JournalError(cause === 'no-folder' ? 'library/no-data-folder' : 'library/read-only-folder', `${folderCauseText(cause, dataDir)} (${messageOf(e)})`);
}

/** The match library of one data folder. */
export class MatchLibrary {
  readonly paths: LibraryPaths;
  private readonly now: () => Date;
  private readonly newId: (now: Date) => string;
  private readonly sync: SyncMode;
  private readonly journalFs: JournalFs | undefined;
  private readonly useCache: boolean;
  private cache: SummaryCache | null = null;

  /** @param dataDir the app's data folder (Electron `userData`, or `MUS_DATA_DIR`…); created when needed. */
  constructor(dataDir: string, opts: LibraryOptions = {}) {
    this.paths = libraryPaths(dataDir);
    this.now = opts.now ?? (() => new Date());
    this.newId = opts.newId ?? defaultId;
    this.sync = opts.sync ?? 'fdatasync';
    this.journalFs = opts.journalFs;
    this.useCache = opts.cache ?? true;
  }

  /**
   * Makes the data folder and its subfolders.
   * @throws JournalError `library/no-data-folder` (not there and cannot be made: a removed drive, a
   * broken link) or `library/read-only-folder` (cannot be written), naming the folder.
   */
  private ensureDirs(): void {
    for (const d of [this.paths.dataDir, this.paths.matches, this.paths.trash]) {
      if (!existsSync(d)) {
        try {
          mkdirSync(d, { recursive: true });
          syncDir(join(d, '..'));
        } catch (e) {
          throw libraryFolderError(e, this.paths.dataDir);
        }
      }
    }
  }

  /** Path of a match's journal. @throws Error when `id` is not a valid id (callers check with {@link isMatchId}). */
  journalPath(id: string): string {
    if (!isMatchId(id)) throw new Error(`not a match id: ${JSON.stringify(id)}`);
    return join(this.paths.matches, `${id}${JOURNAL_EXT}`);
  }

  private badId(id: string): { ok: false; error: EngineError } | null {
    if (!isMatchId(id)) return { ok: false, error: { code: 'library/bad-id', message: `${JSON.stringify(id)} is not a match id (letters, digits, . _ -)`, params: { say: 'id', id: JSON.stringify(id) } } };
    if (!existsSync(this.journalPath(id))) return { ok: false, error: { code: 'library/no-such-match', message: `no match ${id} in ${this.paths.matches}`, params: { say: 'in', id, folder: this.paths.matches } } };
    return null;
  }

  private summaryOf(id: string, o: OpenedJournal, bytes: number, mtimeMs: number): MatchSummary {
    const p = o.parsed;
    const setup = p.records[0]?.t === 'setup' ? p.records[0] : null;
    const empty = o.problems.some((x) => x.code === 'journal/empty');
    const damaged = !empty && o.problems.length > 0;
    const s = summarize({
      id,
      created: setup?.created ?? p.header?.created ?? null,
      match: o.session?.match ?? null,
      records: p.records.length,
      damaged,
      problem: o.problems[0]?.message ?? null,
      warning: o.warnings[0] ?? null,
      fingerprint: o.session ? fingerprint(o.session.match) : null,
      bytes,
      mtimeMs,
    });
    return s;
  }

  /**
   * Summaries of every journal in the library (empty ones included), rebuilt from the journals whose
   * size or time changed since the cache was written. Never throws on a bad journal: it is listed
   * as `damaged`.
   */
  summaries(): MatchSummary[] {
    this.ensureDirs();
    if (!this.cache) cleanStaleTemps(this.paths.index);
    const cache = this.cache ?? (this.useCache ? loadIndex(this.paths.index) : new Map());
    const next: SummaryCache = new Map();
    let changed = false;
    for (const name of readdirSync(this.paths.matches)) {
      if (!name.endsWith(JOURNAL_EXT)) continue;
      const id = name.slice(0, -JOURNAL_EXT.length);
      if (!isMatchId(id)) continue;
      let st;
      try {
        st = statSync(join(this.paths.matches, name));
      } catch {
        continue; // deleted meanwhile
      }
      const hit = cache.get(id);
      if (hit && hit.bytes === st.size && hit.mtimeMs === st.mtimeMs) {
        next.set(id, hit);
        continue;
      }
      const o = openJournal(join(this.paths.matches, name), { mode: 'read' });
      next.set(id, this.summaryOf(id, o, st.size, st.mtimeMs));
      o.close();
      changed = true;
    }
    if (next.size !== cache.size) changed = true;
    this.cache = next;
    if (changed && this.useCache) saveIndex(this.paths.index, next);
    return [...next.values()];
  }

  /** Matches matching a query (default: every match but empty journals, newest first). */
  list(q: LibraryQuery = {}): MatchSummary[] {
    return searchMatches(this.summaries(), q);
  }

  /** One match's summary, or null. */
  get(id: string): MatchSummary | null {
    if (!isMatchId(id)) return null;
    return this.summaries().find((s) => s.id === id) ?? null;
  }

  /**
   * Opens a match: `read` to show or export it, `write` to go on playing (a torn tail is cut, the
   * journal locked). A damaged journal opens read-only; see `problems`.
   */
  open(id: string, mode: 'read' | 'write' = 'read'): Result<OpenedJournal> {
    const bad = this.badId(id);
    if (bad) return bad;
    return { ok: true, value: openJournal(this.journalPath(id), { mode, sync: this.sync }) };
  }

  /**
   * Starts a new match: a new journal with its setup, durable before this returns.
   * @returns the match open for writing (`value.session`), or `setup/…`/`rules/…` errors.
   */
  start(setup: MatchSetup): Result<OpenedJournal> {
    const check = startMatch(setup);
    if (!check.ok) return { ok: false, error: check.error };
    try {
      this.ensureDirs();
    } catch (e) {
      return { ok: false, error: { code: (e as JournalError).code, message: (e as Error).message } };
    }
    const now = this.now();
    const id = this.newId(now);
    if (!isMatchId(id)) return { ok: false, error: { code: 'library/bad-id', message: `the id maker gave ${JSON.stringify(id)}` } };
    const path = this.journalPath(id);
    try {
      const created = now.toISOString();
      const w = JournalWriter.create(path, { format: JOURNAL_FORMAT, id, created }, { sync: this.sync });
      try {
        TableSession.create(setup, { id, created, journal: w });
      } finally {
        w.close();
      }
    } catch (e) {
      return { ok: false, error: { code: (e as { code?: ErrorCode }).code ?? 'library/start-failed', message: messageOf(e) } };
    }
    return { ok: true, value: openJournal(path, { mode: 'write', sync: this.sync }) };
  }

  /**
   * At app start: opens every unfinished match to go on with it (torn tails cut, with warnings), and
   * every damaged one read-only with its report. The caller closes them.
   */
  recoverUnfinished(): { id: string; opened: OpenedJournal }[] {
    const out: { id: string; opened: OpenedJournal }[] = [];
    for (const s of searchMatches(this.summaries(), { sort: 'oldest' })) {
      if (s.status !== 'in-progress' && s.status !== 'damaged') continue;
      out.push({ id: s.id, opened: openJournal(this.journalPath(s.id), { mode: s.status === 'damaged' ? 'read' : 'write', sync: this.sync }) });
    }
    return out;
  }

  /**
   * A match as a `mus-match/1` record: its finished deals (`exportRecord`); the deal in progress, if
   * any, is left out and named in `leftOut`. A damaged match exports as recovered, with warnings.
   */
  exportMatch(id: string): Result<{ record: ExportedMatch; text: string; warnings: string[]; leftOut: LeftOutDeal | null }> {
    const r = this.open(id, 'read');
    if (!r.ok) return r;
    const o = r.value;
    o.close();
    if (!o.session) return { ok: false, error: { code: 'library/nothing-to-export', message: o.problems[0]?.message ?? 'nothing could be recovered from the journal' } };
    const setup = o.parsed.records[0];
    const created = setup?.t === 'setup' && setup.created ? setup.created : undefined;
    const { record, leftOut } = exportRecord(o.session.match, created);
    const warnings = [...o.warnings, ...o.problems.map((p) => `${p.code}: ${p.message}`)];
    return { ok: true, value: { record, text: formatMatchFile(record), warnings, leftOut } };
  }

  /**
   * Imports a `mus-match/1` file (its text, or its bytes: strict UTF-8 is then checked by the input gate) as a new journal (written and flushed, then read back and compared).
   * @returns the new id and summary, or the file refused with every problem found, by JSON path.
   */
  importText(text: string | Uint8Array, opts: ImportOptions = {}): ImportReply {
    const checked = checkImportText(text);
    if (!checked.ok) return checked;
    const c = checked.value;
    if (!opts.allowDuplicate) {
      const fp = fingerprint(c.match);
      const same = this.summaries().find((s) => s.status !== 'empty' && s.fingerprint === fp);
      if (same) return fail('import/duplicate', `this match is already in the library as ${same.id}`);
    }
    try {
      this.ensureDirs();
    } catch (e) {
      return fail((e as JournalError).code, (e as Error).message);
    }
    const now = this.now();
    const id = this.newId(now);
    const path = this.journalPath(id);
    const created = c.created ?? now.toISOString();
    // written under a temporary name (not a journal's: the library never lists it), flushed, then
    // renamed: a write that fails (a full disk) removes it and leaves nothing behind, first time or not
    const temp = `${path}.importing`;
    try {
      const w = JournalWriter.create(temp, { format: JOURNAL_FORMAT, id, created }, { sync: this.sync, ...(this.journalFs ? { fs: this.journalFs } : {}) });
      try {
        const records: JournalInput[] = [{ t: 'setup', setup: c.match.setup, id, created }];
        for (const entry of c.match.log) records.push({ t: 'entry', entry, source: 'import' });
        w.appendAll(records);
      } finally {
        w.close();
      }
      if (existsSync(path)) throw new JournalError('journal/exists', `a journal already exists at ${path}`);
      renameSync(temp, path);
      syncDir(this.paths.matches);
    } catch (e) {
      rmSync(temp, { force: true });
      const folder = libraryFolderError(e, this.paths.dataDir);
      if (folder.code !== 'library/storage-failed' && inNamespace(folder.code, 'library')) return fail(folder.code, `the match could not be stored: ${folder.message}`);
      return fail((e as { code?: ErrorCode }).code ?? 'import/write-failed', `the match could not be stored: ${messageOf(e)}`);
    }
    const back = openJournal(path, { mode: 'read' });
    back.close();
    const expected = JSON.stringify(toMatchRecord(c.match));
    if (!back.session || JSON.stringify(toMatchRecord(back.session.match)) !== expected) {
      this.trash(id);
      return fail('import/roundtrip', `the stored match did not read back the same (${back.problems[0]?.message ?? 'different content'}); nothing was imported`);
    }
    const summary = this.get(id);
    return summary ? { ok: true, value: { id, summary } } : fail('import/lost', 'the imported match does not appear in the library');
  }

  private deleteToken(s: MatchSummary): string {
    return createHash('sha256').update(`${s.id}:${s.bytes}:${s.mtimeMs}`).digest('hex').slice(0, 8);
  }

  /**
   * First step of a deletion: what would be deleted and the confirmation token to pass to
   * {@link delete}. The token changes when the match changes.
   */
  deletion(id: string): Result<{ summary: MatchSummary; token: string }> {
    const bad = this.badId(id);
    if (bad) return bad;
    const s = this.get(id);
    if (!s) return { ok: false, error: { code: 'library/no-such-match', message: `no match ${id}` } };
    return { ok: true, value: { summary: s, token: this.deleteToken(s) } };
  }

  /**
   * Deletes a match: its journal moves to `<data>/trash/` (a file manager can bring it back).
   * @param token the token {@link deletion} gave for this match as it is now.
   * @returns `library/confirm-needed`, `library/confirm-mismatch` (the match changed, or a wrong
   * token), `library/in-use` (a process is writing it), `library/read-only-folder` /
   * `library/no-data-folder` (the data folder cannot be written / is not there).
   */
  delete(id: string, token: string): Result<{ trashedAs: string }> {
    const d = this.deletion(id);
    if (!d.ok) return d;
    if (!token) return { ok: false, error: { code: 'library/confirm-needed', message: `deleting ${id} needs the confirmation token ${d.value.token}` } };
    if (token !== d.value.token) return { ok: false, error: { code: 'library/confirm-mismatch', message: `the confirmation token does not match match ${id} as it is now; ask again` } };
    let lock: JournalLock;
    try {
      lock = acquireLock(this.journalPath(id));
    } catch (e) {
      if ((e as JournalError).code === 'journal/locked') return { ok: false, error: { code: 'library/in-use', message: `match ${id} cannot be deleted now: ${messageOf(e)}` } };
      const f = libraryFolderError(e, this.paths.dataDir);
      return { ok: false, error: { code: f.code, message: `match ${id} cannot be deleted: ${f.message}` } };
    }
    try {
      const trashedAs = this.trash(id);
      return { ok: true, value: { trashedAs } };
    } catch (e) {
      return { ok: false, error: { code: 'library/delete-failed', message: messageOf(e) } };
    } finally {
      lock.release();
    }
  }

  private trash(id: string): string {
    this.ensureDirs();
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    const to = join(this.paths.trash, `${id}.${stamp}${JOURNAL_EXT}`);
    renameSync(this.journalPath(id), to);
    syncDir(this.paths.matches);
    syncDir(this.paths.trash);
    this.cache?.delete(id);
    return to;
  }

  /**
   * FFMus art. 2 club standings over the matches chosen by `ids` (when given) or by a query (finished
   * matches only count; the others are listed as skipped).
   */
  standings(sel: LibraryQuery & { ids?: readonly string[] } = {}): ClubStandings {
    const all = this.summaries();
    if (sel.ids) {
      const byId = new Map(all.map((s) => [s.id, s]));
      const chosen = sel.ids.filter((i) => byId.has(i)).map((i) => byId.get(i)!);
      const r = clubStandings(chosen);
      for (const i of sel.ids) if (!byId.has(i)) r.skipped.push({ id: i, why: 'no such match' });
      return r;
    }
    return clubStandings(searchMatches(all, { ...sel, status: sel.status ?? 'finished' }));
  }
}
