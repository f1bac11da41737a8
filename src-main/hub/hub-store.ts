/**
 * What the hub keeps on disk, so that a hub restart loses nothing it acknowledged:
 *
 * ```
 * <hub folder>/hub.json               the tournament, the join codes and tokens (mus-hub-file/1), written atomically
 * <hub folder>/tables/r<R>-t<T>.musj  the hub's copy of each table's journal (mus-journal/1, the same bytes as the table's)
 * ```
 *
 * Records are appended with the journal writer of `src-main/journal` (its encoding, lock, torn-write
 * repair) and flushed with one `fdatasync` per batch before the hub answers; the journal's header
 * carries the table's match id and creation time, so the hub's file is byte for byte the table's.
 * At start every journal is reopened (a torn tail, never acknowledged, is cut) and folded into the
 * {@link HubState} in one pass (time in proportion to the records; each match is bounded by
 * `MAX_MATCH_RECORDS` and `MAX_MATCH_BYTES`, so a night's restart is bounded too).
 *
 * One store per folder: the store holds `hub.json.lock` (the journals' lock, `src-main/journal/lock.ts`)
 * from open to close, so a second hub on the same folder — the app and `mus hub`, or two `mus hub` —
 * is refused with {@link HubFolderInUse}, naming the process that holds it. A journal is removed
 * only when it holds no record *and* the store holds its lock (never a file another process writes).
 * The folder and `tables/` are the owner's only (0700), `hub.json` (every join code and write token)
 * 0600; a folder made by an older version is put right at open.
 *
 * The flush runs off the event loop: the writer writes without flushing, then `fdatasync` is called
 * asynchronously (libuv's thread pool) on a second descriptor of the same file — on Linux it flushes
 * the file (its inode), whichever descriptor asks, and a write error is reported to every descriptor
 * open when it happened, so the second one is opened before the first write. Only when the flush
 * returns are the records committed to the state and acknowledged. Requests for one table are
 * handled one at a time (a queue per table); different tables flush in parallel, which lets the
 * file system group their commits (40 tables at 400 actions/s: docs/hub.md, "Figures"). A failed
 * flush makes that table's copy refuse every later record (`hub/write-failed`), as the journal
 * writer does after an I/O error: what was written since the last good flush cannot be trusted.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fdatasync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { JournalRecord } from '../../shared/session/journal-records.js';
import { HubState, type PreparedShip } from '../../shared/hub/hub-state.js';
import type { ShipRequest } from '../../shared/hub/protocol.js';
import { makeJoinCode, makeToken } from '../../shared/hub/protocol.js';
import { matchName, type HubCredential, type HubTournament } from '../../shared/hub/types.js';
import { hubFail, type HubError } from '../../shared/hub/errors.js';
import type { Result } from '../../shared/types.js';
import type { HubWarning } from '../../shared/hub/hub-warning.js';
import { HUB_FILE_FORMAT, readHubFile, type HubFile, type HubFileProblem } from '../../shared/hub/hub-file.js';
import { JOURNAL_FORMAT, parseJournal } from '../journal/codec.js';
import { acquireLock, type JournalLock } from '../journal/lock.js';
import { JournalWriter, syncDir, type SyncMode } from '../journal/journal-writer.js';
import { openJournal } from '../journal/open-journal.js';
import { JournalError, JournalLocked, messageOf } from '../journal/errors.js';
import { flaggedNotice, flaggedText, isFlaggedCode, type FlaggedCorrection } from '../../shared/session/correction-fields.js';


/** Options of a store. */
export interface HubStoreOptions {
  /** `fdatasync` (default): every batch flushed before it is acknowledged; `none`: not flushed (tests of other things only). */
  sync?: 'fdatasync' | 'none';
  /** Random bytes (default `crypto.randomBytes`). */
  random?: (n: number) => Uint8Array;
  /** The asynchronous flush (default `fs.fdatasync`); a test sees its order or makes it fail. */
  flush?: (fd: number, done: (err: NodeJS.ErrnoException | null) => void) => void;
}

interface Slot {
  writer: JournalWriter | null;
  /** A second descriptor of the journal, for the asynchronous flush. */
  flushFd: number | null;
  /** The end of the last request handled for this table (requests are handled one at a time). */
  queue: Promise<unknown>;
  /** Why the hub cannot write this match (a damaged copy), or null. */
  broken: string | null;
}

/** A hub folder another hub holds (its `hub.json.lock`): the message names the process. */
export class HubFolderInUse extends Error {
  readonly code = 'hub/folder-in-use';
  /**
   * @param dir the hub's folder
   * @param holder the process that holds it, or null when it is this one
   */
  constructor(message: string, readonly dir: string, readonly holder: number | null) {
    super(message);
  }
}

/**
 * A `hub.json` the hub cannot read (`readHubFile`: not JSON, not UTF-8, a key given twice, a field
 * missing or of the wrong kind): `hub/file-damaged`, the field at fault in `params.field`. The hub
 * is not opened and the file is left as it is (it holds every table's code and token).
 */
export class HubFileDamaged extends Error {
  readonly code = 'hub/file-damaged';
  /** The field at fault, when it is one (not the whole file). */
  readonly params?: { field: string };
  /**
   * @param problem the refusal of {@link readHubFile}
   * @param file where the file is
   */
  constructor(problem: HubFileProblem, readonly file: string) {
    super(`${file}: ${problem.message.replace(/^hub\.json: /, '')}`);
    if (problem.params) this.params = problem.params;
  }
}

/** Mode of the hub's folders: the owner's only (codes and tokens are inside). */
export const HUB_DIR_MODE = 0o700;
/** Mode of `hub.json`: the owner reads and writes it, nobody else. */
export const HUB_FILE_MODE = 0o600;

/** Sets a file's or folder's permission bits to `mode` when they are not already (a file of an older version). */
export function ownerOnly(path: string, mode: number): void {
  if (process.platform === 'win32') return;
  if ((statSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
}

/** A journal this small may hold no record (a header is about 100 bytes; a setup record alone is more than 300). */
const EMPTY_JOURNAL_BYTES = 512;

const TOURNAMENT_ID = /^(?!\.)(?!.*\.\.)[A-Za-z0-9._-]{1,64}$/;

/** Writes a file atomically: a temporary file, flushed, renamed, the folder flushed. */
function writeAtomic(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w', HUB_FILE_MODE);
  try {
    const buf = Buffer.from(text, 'utf8');
    let done = 0;
    while (done < buf.length) done += writeSync(fd, buf, done, buf.length - done, done);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  syncDir(join(path, '..'));
}

/** The hub's durable state. One store per hub folder (each journal is locked by its writer). */
export class HubStore {
  private st: HubState;
  private readonly slots = new Map<string, Slot>();
  private readonly sync: 'fdatasync' | 'none';
  /** The writers never flush themselves: the store flushes asynchronously. */
  private readonly writerSync: SyncMode = 'none';
  private readonly random: (n: number) => Uint8Array;
  private readonly flush: NonNullable<HubStoreOptions['flush']>;
  private lock: JournalLock | null = null;
  /** Warnings from opening the journals (torn tails cut, damaged copies), in English (the log's words). */
  readonly warnings: string[] = [];
  /** The same, one for one, as codes and data by table: what the organizer's screen words in its language. */
  readonly notices: HubWarning[] = [];

  private constructor(readonly dir: string, file: HubFile, opts: HubStoreOptions) {
    this.sync = opts.sync ?? 'fdatasync';
    this.random = opts.random ?? ((n) => randomBytes(n));
    this.flush = opts.flush ?? ((fd, done) => fdatasync(fd, done));
    this.st = new HubState(file.tournament, file.credentials);
  }

  /**
   * Opens a hub folder, or makes it for `tournament`. With both, the tournament's pairings are
   * updated (a new round published) and credentials issued for the new pairings.
   * @throws HubFileDamaged when `hub.json` cannot be read; Error when the folder holds another tournament.
   */
  static open(dir: string, tournament?: HubTournament, opts: HubStoreOptions = {}): HubStore {
    mkdirSync(join(dir, 'tables'), { recursive: true, mode: HUB_DIR_MODE });
    ownerOnly(dir, HUB_DIR_MODE);
    ownerOnly(join(dir, 'tables'), HUB_DIR_MODE);
    const path = join(dir, 'hub.json');
    const lock = lockFolder(dir);
    try {
      let file: HubFile | null = null;
      if (existsSync(path)) {
        ownerOnly(path, HUB_FILE_MODE);
        const read = readHubFile(readFileSync(path));
        if (!read.ok) throw new HubFileDamaged(read.error, path);
        file = read.value;
        if (tournament && tournament.id !== file.tournament.id) throw new Error(`${dir} holds tournament ${JSON.stringify(file.tournament.id)}, not ${JSON.stringify(tournament.id)}`);
      } else if (!tournament) {
        throw new Error(`${dir} holds no hub (no hub.json)`);
      }
      const t = tournament ?? file!.tournament;
      if (!TOURNAMENT_ID.test(t.id)) throw new Error(`tournament id ${JSON.stringify(t.id)}: [A-Za-z0-9._-], 1-64 characters`);
      const random = opts.random ?? ((n: number) => randomBytes(n));
      const credentials = HubState.issue(t, file?.credentials ?? [], () => makeJoinCode(random), () => makeToken(random));
      const next: HubFile = { format: HUB_FILE_FORMAT, tournament: t, credentials };
      if (!file || JSON.stringify(file) !== JSON.stringify(next)) writeAtomic(path, `${JSON.stringify(next, null, 1)}\n`);
      const store = new HubStore(dir, next, { ...opts, random });
      store.lock = lock;
      store.loadAll();
      return store;
    } catch (e) {
      lock.release();
      throw e;
    }
  }

  /** The state machine (read it; change it only through {@link write}). */
  get state(): HubState {
    return this.st;
  }

  /** Where the hub's copy of a match's journal is. */
  journalPath(round: number, table: number): string {
    return join(this.dir, 'tables', `${matchName(round, table)}.musj`);
  }

  private loadAll(): void {
    for (const c of this.st.credentials()) {
      const key = matchName(c.round, c.table);
      const path = this.journalPath(c.round, c.table);
      const slot: Slot = { writer: null, flushFd: null, queue: Promise.resolve(), broken: null };
      this.slots.set(key, slot);
      if (!existsSync(path)) continue;
      // cut while being created: nothing of it was ever acknowledged (a journal with a record is larger)
      if (statSync(path).size <= EMPTY_JOURNAL_BYTES && removeIfEmpty(path)) continue;
      const o = openJournal(path, { mode: 'write', sync: this.writerSync });
      for (const w of o.warnings) this.warnings.push(`${key}: ${w}`);
      const at = { round: c.round, table: c.table };
      for (const notice of o.notices) this.notices.push({ kind: isFlaggedCode(notice.code) ? 'flagged' : 'repaired', ...at, notice });
      const loaded = this.st.load(c.round, c.table, o.parsed.records);
      // why the copy cannot be written, for the screen: the first problem (the cause; the others follow from it)
      let why: HubWarning['notice'] = { code: 'journal/read-only' };
      if (!loaded.ok) {
        slot.broken = loaded.error.message;
        why = { code: loaded.error.code };
      } else if (o.readOnly || !o.writer) {
        slot.broken = o.problems.map((p) => `${p.code}: ${p.message}`).join('; ') || 'opened read-only';
        const [first] = o.problems;
        if (first) why = { code: first.code, params: { ...(first.line !== undefined ? { line: first.line } : {}), ...first.params } };
      }
      if (slot.broken) {
        this.warnings.push(`${key}: the hub's copy cannot be written: ${slot.broken}`);
        this.notices.push({ kind: 'unwritable', ...at, notice: why });
        o.close();
      } else {
        this.attach(slot, o.writer!, path);
      }
    }
  }

  private attach(slot: Slot, writer: JournalWriter, path: string): void {
    slot.writer = writer;
    slot.flushFd = openSync(path, 'r');
  }

  private detach(slot: Slot): void {
    slot.writer?.close();
    slot.writer = null;
    if (slot.flushFd !== null) closeSync(slot.flushFd);
    slot.flushFd = null;
  }

  private slot(round: number, table: number): Slot {
    const key = matchName(round, table);
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { writer: null, flushFd: null, queue: Promise.resolve(), broken: null };
      this.slots.set(key, slot);
    }
    return slot;
  }

  /**
   * Handles a shipment: decided by the state, written, flushed, then committed — one request of a
   * table at a time. Resolves to the answer and the board changes.
   */
  ship(req: ShipRequest): Promise<Result<{ reply: PreparedShip['reply']; changed: ReturnType<PreparedShip['commit']> }, HubError>> {
    const slot = this.slot(req.round, req.table);
    const run = slot.queue.then(async () => {
      const p = this.st.prepare(req);
      if (!p.ok) {
        if (p.error.code === 'hub/conflict') this.conflict(req.round, req.table, p.error);
        return p;
      }
      const w = await this.write(p.value);
      if (w.ok) this.flag(req.round, req.table, p.value.reply.flagged ?? []);
      return w.ok ? { ok: true as const, value: { reply: p.value.reply, changed: w.value } } : w;
    });
    slot.queue = run.catch(() => {});
    return run;
  }

  /**
   * Says a table's records refused as another version of its match (`hub/conflict`): a log line and a
   * `conflict` warning for the organizer, once for each table and refusal (a table retrying the same
   * records is not said again).
   */
  private conflict(round: number, table: number, e: HubError): void {
    const notice = { code: e.code, ...(e.params ? { params: { ...e.params } } : {}) };
    const last = [...this.notices].reverse().find((n) => n.kind === 'conflict' && n.round === round && n.table === table);
    if (last && JSON.stringify(last.notice) === JSON.stringify(notice)) return;
    this.warnings.push(`${matchName(round, table)}: ${e.message}`);
    this.notices.push({ kind: 'conflict', round, table, notice });
  }

  /** Says the correction records just taken in whose `who` or `when` does not check (kept as written): a log line and a `flagged` warning each. */
  private flag(round: number, table: number, flagged: readonly FlaggedCorrection[]): void {
    for (const f of flagged) {
      this.warnings.push(`${matchName(round, table)}: ${flaggedText(f)}`);
      this.notices.push({ kind: 'flagged', round, table, notice: flaggedNotice(f) });
    }
  }

  /**
   * Makes prepared records durable, then commits them to the state. Nothing is committed (and the
   * hub answers `hub/write-failed`) when the disk refuses. Call through {@link ship} (one request of
   * a table at a time).
   */
  async write(p: PreparedShip): Promise<Result<ReturnType<PreparedShip['commit']>, HubError>> {
    if (!p.append.length) return { ok: true, value: p.commit() };
    const key = matchName(p.round, p.table);
    const slot = this.slot(p.round, p.table);
    const had = p.reply.have - p.append.length;
    if (slot.broken) return hubFail('hub/write-failed', `the hub's copy of ${key} cannot be written: ${slot.broken}`, had);
    const first = p.append[0]!;
    try {
      if (!slot.writer) {
        const path = this.journalPath(p.round, p.table);
        if (existsSync(path) && !removeIfEmpty(path)) {
          const o = openJournal(path, { mode: 'write', sync: this.writerSync });
          if (!o.writer || o.parsed.records.length !== first.seq) {
            o.close();
            return hubFail('hub/write-failed', `the hub's copy of ${key} cannot be reopened where the hub stands`, had);
          } else {
            this.attach(slot, o.writer, path);
          }
        }
        if (!slot.writer) {
          if (first.seq !== 0 || first.t !== 'setup') return hubFail('hub/write-failed', `the hub's copy of ${key} is missing`, had);
          // created (its folder entry flushed) without flushing its header: that is flushed below with the first records
          const w = JournalWriter.create(path, { format: JOURNAL_FORMAT, id: first.id, created: first.created }, { sync: this.writerSync });
          this.attach(slot, w, path);
        }
      }
      const seqs = slot.writer!.appendAll(p.append.map(strip));
      if (seqs[0] !== first.seq) throw new Error(`the hub's copy of ${key} is at ${seqs[0]}, not ${first.seq}`);
    } catch (e) {
      this.detach(slot);
      return hubFail('hub/write-failed', `the hub could not record ${key}: ${messageOf(e)}`, had);
    }
    if (this.sync === 'fdatasync') {
      const fd = slot.flushFd!;
      const err = await new Promise<NodeJS.ErrnoException | null>((ok) => this.flush(fd, ok));
      if (err) {
        // after a failed flush nothing written since the last good one can be trusted (docs/storage.md)
        slot.broken = `the flush failed: ${err.message}`;
        this.detach(slot);
        return hubFail('hub/write-failed', `the hub could not record ${key}: ${err.message}`, had);
      }
    }
    return { ok: true, value: p.commit() };
  }

  /** Resolves once every request under way is answered. */
  async drain(): Promise<void> {
    await Promise.all([...this.slots.values()].map((s) => s.queue));
  }

  /** Closes every journal (releases their locks) and the folder's lock. Idempotent. */
  close(): void {
    for (const s of this.slots.values()) this.detach(s);
    this.lock?.release();
    this.lock = null;
  }
}

/** Takes the folder's lock (`hub.json.lock`). @throws HubFolderInUse when another hub holds it. */
function lockFolder(dir: string): JournalLock {
  try {
    return acquireLock(join(dir, 'hub.json'));
  } catch (e) {
    if (e instanceof JournalError && e.code === 'journal/locked') {
      throw new HubFolderInUse(`the hub folder ${dir} is in use: ${e.message.replace(/^the journal is/, 'its hub is')} (stop that hub first)`, dir, e instanceof JournalLocked ? e.holder : null);
    }
    throw e;
  }
}

/**
 * Removes a journal that holds no record (created, then cut before its first record was flushed:
 * nothing of it was acknowledged) — only under its lock, so a journal another process holds (and
 * may be writing) is never removed. @returns true when it was removed. Never throws for a locked
 * journal (it is left, and its opening reports it).
 */
function removeIfEmpty(path: string): boolean {
  let lock: JournalLock;
  try {
    lock = acquireLock(path);
  } catch {
    return false;
  }
  try {
    const parsed = parseJournal(readFileSync(path));
    if (parsed.status !== 'empty' && (parsed.status === 'corrupt' || parsed.records.length > 0)) return false;
    unlinkSync(path);
    return true;
  } catch {
    return false;
  } finally {
    lock.release();
  }
}

/** A record without its `seq` (the writer numbers it: the same number, since the hub appends in order). */
function strip(r: JournalRecord): Parameters<JournalWriter['append']>[0] {
  const { seq: _seq, ...rest } = r;
  return rest as Parameters<JournalWriter['append']>[0];
}
