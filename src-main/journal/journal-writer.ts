/**
 * The durable {@link JournalSink}: appends one checked line per record and flushes it to the disk
 * (`fdatasync`) before `append` returns, so the session acknowledges nothing that a crash or a power
 * cut could take back. See docs/storage.md for why each step is there.
 */
import * as nodeFs from 'node:fs';
import { dirname } from 'node:path';
import type { JournalSink } from '../../shared/session/table-session.js';
import type { JournalInput, JournalRecord } from '../../shared/session/journal-records.js';
import { encodeLine, type JournalHeader } from './codec.js';
import { folderCause, folderCauseText, JournalError, messageOf } from './errors.js';
import { acquireLock, type JournalLock } from './lock.js';

/**
 * How appends reach the disk. `fdatasync` (default) flushes the data and the file size;
 * `fsync` also flushes the times; `none` leaves it to the OS (benchmarks only: not crash-safe).
 */
export type SyncMode = 'fdatasync' | 'fsync' | 'none';

/**
 * The file operations a writer uses, `node:fs` by default. Injectable so that a test can see their
 * order (every acknowledged record: written, then `fdatasync` on its descriptor, then acknowledged;
 * a new journal: its directory flushed) and simulate a power cut (drop what was never flushed).
 */
export interface JournalFs {
  openSync(path: string, flags: string): number;
  writeSync(fd: number, buf: Uint8Array, offset: number, length: number, position: number): number;
  fdatasyncSync(fd: number): void;
  fsyncSync(fd: number): void;
  ftruncateSync(fd: number, len: number): void;
  closeSync(fd: number): void;
  /** The size of an open file (optional: without it, a reopen always cuts and flushes). */
  fstatSync?(fd: number): { size: number };
}

/** The file operations of the real file system. */
export const NODE_FS: JournalFs = {
  openSync: (path, flags) => nodeFs.openSync(path, flags),
  writeSync: (fd, buf, offset, length, position) => nodeFs.writeSync(fd, buf, offset, length, position),
  fdatasyncSync: (fd) => nodeFs.fdatasyncSync(fd),
  fsyncSync: (fd) => nodeFs.fsyncSync(fd),
  ftruncateSync: (fd, len) => nodeFs.ftruncateSync(fd, len),
  closeSync: (fd) => nodeFs.closeSync(fd),
  fstatSync: (fd) => nodeFs.fstatSync(fd),
};

/** Options of a writer. */
export interface WriterOptions {
  sync?: SyncMode;
  /** The file operations (default: the real file system). */
  fs?: JournalFs;
}

/** The largest record line accepted (bytes). A match record is a few hundred bytes. */
export const MAX_LINE_BYTES = 1 << 20;

/**
 * Makes a directory entry durable (a new or renamed file survives a power cut only once its
 * directory is flushed). Silently skipped where directories cannot be opened (Windows).
 */
export function syncDir(dir: string, fs: Pick<JournalFs, 'openSync' | 'fsyncSync' | 'closeSync'> = NODE_FS): void {
  let fd: number;
  try {
    fd = fs.openSync(dir, 'r');
  } catch {
    return;
  }
  try {
    fs.fsyncSync(fd);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw e;
  } finally {
    fs.closeSync(fd);
  }
}

/** Appends records to one journal file. One writer per file (a lock file guards it). */
export class JournalWriter implements JournalSink {
  private fd: number | null;
  private size: number;
  private next: number;
  private failed: string | null = null;
  private readonly sync: SyncMode;
  private readonly fs: JournalFs;

  private constructor(readonly path: string, fd: number, size: number, nextSeq: number, private readonly lock: JournalLock, opts: WriterOptions) {
    this.fd = fd;
    this.size = size;
    this.next = nextSeq;
    this.sync = opts.sync ?? 'fdatasync';
    this.fs = opts.fs ?? NODE_FS;
  }

  /**
   * Creates a new journal with its header, flushed, and its directory entry flushed.
   * @throws JournalError `journal/exists` when the file exists, `journal/read-only-folder` /
   * `journal/no-folder` when its folder cannot be written / is not there, `journal/write-failed` on another I/O error
   * (then no file is left behind: nothing was acknowledged).
   */
  static create(path: string, header: JournalHeader, opts: WriterOptions = {}): JournalWriter {
    const fs = opts.fs ?? NODE_FS;
    let fd: number;
    try {
      fd = fs.openSync(path, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw new JournalError('journal/exists', `a journal already exists at ${path}`);
      const cause = folderCause(e);
      if (cause) throw new JournalError(`journal/${cause}`, `cannot create ${path}: ${folderCauseText(cause, dirname(path))} (${messageOf(e)})`);
      throw new JournalError('journal/write-failed', `cannot create ${path}: ${messageOf(e)}`);
    }
    let lock: JournalLock;
    try {
      lock = acquireLock(path);
    } catch (e) {
      fs.closeSync(fd);
      throw e;
    }
    const w = new JournalWriter(path, fd, 0, 0, lock, opts);
    try {
      w.writeDurably([encodeLine(header)]);
      syncDir(dirname(path), fs);
    } catch (e) {
      // nothing was acknowledged: no half-made journal is left for the library to list (a full disk)
      try {
        nodeFs.rmSync(path, { force: true });
      } catch {
        // a journal without records opens as « never started »
      }
      w.close();
      throw e;
    }
    return w;
  }

  /**
   * Opens an existing journal to append after its valid prefix. A torn tail after `validBytes` is
   * cut off first (and the cut flushed). The caller parsed the file (see `openJournal`).
   * @param validBytes end of the last valid record; the next record goes there.
   * @param nextSeq seq of the next record (the number of valid records).
   * @param lock the lock, taken before the file was read.
   * @throws JournalError `journal/write-failed` on an I/O error.
   */
  static reopen(path: string, validBytes: number, nextSeq: number, lock: JournalLock, opts: WriterOptions = {}): JournalWriter {
    const fs = opts.fs ?? NODE_FS;
    let fd: number;
    try {
      fd = fs.openSync(path, 'r+');
      // A torn tail is cut, and the cut flushed. A writer that never flushes itself (`sync: 'none'`:
      // the hub, which flushes each batch on its own before acknowledging it) leaves a journal that
      // already ends where its last record ends as it is: a restart of many journals does not wait
      // on one flush each. Every other writer flushes at reopen, as before.
      const whole = opts.sync === 'none' && fs.fstatSync !== undefined && fs.fstatSync(fd).size === validBytes;
      if (!whole) {
        fs.ftruncateSync(fd, validBytes);
        fs.fsyncSync(fd);
      }
    } catch (e) {
      throw new JournalError('journal/write-failed', `cannot open ${path} for writing: ${messageOf(e)}`);
    }
    return new JournalWriter(path, fd, validBytes, nextSeq, lock, opts);
  }

  /** Seq the next record will get (= records in the journal). */
  get nextSeq(): number {
    return this.next;
  }

  /** Bytes in the journal. */
  get bytes(): number {
    return this.size;
  }

  /** Whether the writer still accepts records. */
  get writable(): boolean {
    return this.fd !== null && this.failed === null;
  }

  /**
   * Numbers the record, writes it and flushes it. Returns only once it is on disk.
   * @returns the seq given to the record.
   * @throws JournalError `journal/write-failed` (the record is not in the journal; after a failed
   * flush, or a failed write that could not be cut back, the writer refuses every later record:
   * reopen the journal to go on; after a write refused by a full disk, the next record is tried again), `journal/closed`, `journal/record-too-large`,
   * `journal/lock-lost` (the lock file no longer holds this writer's token: nothing is written).
   */
  append(record: JournalInput): number {
    const seq = this.next; // appendAll numbers its first record `this.next`
    this.appendAll([record]);
    return seq;
  }

  /** Appends records with a single flush at the end (an import). Same guarantees as {@link append}. */
  appendAll(records: readonly JournalInput[]): number[] {
    if (this.fd === null) throw new JournalError('journal/closed', `the journal ${this.path} is closed`);
    if (this.failed) throw new JournalError('journal/write-failed', `the journal ${this.path} stopped accepting records after an I/O error: ${this.failed}`);
    // Re-verify ownership before every append: a writer whose lock file no longer holds its token
    // (taken over by another process) writes and acknowledges nothing more.
    if (!this.lock.verify()) {
      this.failed = 'the lock was lost';
      throw new JournalError('journal/lock-lost', `the journal ${this.path} is no longer locked by this process (another process took it over); nothing more is written`);
    }
    const seqs: number[] = [];
    const lines: Buffer[] = [];
    for (let i = 0; i < records.length; i++) {
      const seq = this.next + i;
      const line = encodeLine({ seq, ...records[i] } as JournalRecord);
      if (line.length > MAX_LINE_BYTES) throw new JournalError('journal/record-too-large', `record ${seq} is ${line.length} bytes (at most ${MAX_LINE_BYTES})`);
      lines.push(line);
      seqs.push(seq);
    }
    this.writeDurably(lines);
    this.next += records.length;
    return seqs;
  }

  private writeDurably(lines: Buffer[]): void {
    const fd = this.fd!;
    const start = this.size;
    const [only, ...more] = lines;
    const buf = only && !more.length ? only : Buffer.concat(lines);
    let flushing = false;
    try {
      let done = 0;
      while (done < buf.length) done += this.fs.writeSync(fd, buf, done, buf.length - done, start + done);
      flushing = true;
      if (this.sync === 'fdatasync') this.fs.fdatasyncSync(fd);
      else if (this.sync === 'fsync') this.fs.fsyncSync(fd);
      this.size = start + buf.length;
    } catch (e) {
      const cause = messageOf(e);
      let cut = false;
      try {
        this.fs.ftruncateSync(fd, start);
        this.fs.fsyncSync(fd);
        cut = true;
      } catch {
        // the next open will find a torn tail and drop it
      }
      // After a failed flush the kernel may have dropped the dirty pages: nothing written since the
      // last good flush can be trusted; refuse further records. A write refused before any flush
      // (a full disk: ENOSPC) whose cut back to the last record was flushed leaves the journal as it
      // was: the next record is tried again (room made on the disk, the match goes on).
      if (flushing || !cut) this.failed = cause;
      throw new JournalError('journal/write-failed', `could not write to ${this.path}: ${cause}`);
    }
  }

  /** Closes the file and releases the lock. Idempotent. */
  close(): void {
    if (this.fd !== null) {
      try {
        this.fs.closeSync(this.fd);
      } finally {
        this.fd = null;
        this.lock.release();
      }
    }
  }
}

/** A sink for a journal opened read-only: every append is refused. */
export class ReadOnlySink implements JournalSink {
  constructor(private readonly why: string) {}
  /** @throws JournalError `journal/read-only` always. */
  append(): void {
    throw new JournalError('journal/read-only', `this match is open read-only: ${this.why}`);
  }
}
