/**
 * The one rule by which a whole file is replaced on disk (a tournament night: `mus tournament …`
 * and the desktop app's tournament store alike; docs/tournament.md, "Checking a file"): a
 * temporary file beside the file it replaces, written and flushed, renamed over it, the folder
 * flushed — a crash leaves the old file or the new one, never half of one. A symbolic link is kept:
 * the file it points to is the one replaced, in its own folder.
 */
import { closeSync, fsyncSync, lstatSync, openSync, readlinkSync, realpathSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { syncDir } from '../journal/journal-writer.js';

/** Symbolic links followed at most (as the system's own limit, ELOOP beyond). */
const MAX_LINKS = 40;

/**
 * The file a write to `file` must replace: `file` itself, or, when `file` is a symbolic link (a
 * club's shared folder linking `night.json` to this week's file), the file it finally points to —
 * renaming over the link itself would replace the link by a plain file and leave its target old.
 * A link to a file not yet there (a dangling link) gives the path it points to, so the write
 * creates the target and the link stays. A path that is not there is itself.
 * @throws an `ELOOP` error past {@link MAX_LINKS} links, as the system would.
 */
export function writeTarget(file: string): string {
  let path = file;
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    try {
      return realpathSync(path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    let link: boolean;
    try {
      link = lstatSync(path).isSymbolicLink();
    } catch {
      return path; // not there at all: the write creates it
    }
    if (!link) return path;
    path = resolve(dirname(path), readlinkSync(path));
  }
  throw Object.assign(new Error(`${file}: too many symbolic links`), { code: 'ELOOP' });
}

/** The file-system calls {@link replaceFileAtomic} makes; a test gives its own to fail one of them. */
export interface AtomicFs {
  openSync: (path: string, flags: string) => number;
  writeSync: (fd: number, bytes: Uint8Array, offset: number, length: number) => number;
  fsyncSync: (fd: number) => void;
  closeSync: (fd: number) => void;
  renameSync: (from: string, to: string) => void;
  rmSync: (path: string, o: { force: boolean }) => void;
}
const nodeFs: AtomicFs = { openSync, writeSync, fsyncSync, closeSync, renameSync, rmSync };

/** Options of {@link replaceFileAtomic}. */
export interface AtomicWriteOptions {
  /** The file-system calls (default `node:fs`). */
  fs?: AtomicFs;
  /** Flush the file and its folder (default true; a test may pass false: not crash-safe). */
  sync?: boolean;
}

/**
 * Writes `text` (UTF-8) as the whole of `file`: a temporary file `<target>.<pid>.tmp` beside the
 * file replaced ({@link writeTarget}: `file`, or the file a symbolic link `file` points to, the link
 * kept), written in full and flushed, renamed over it, then its folder flushed where the system
 * allows it (a folder flush that fails is not the write's failure: the file is renamed by then).
 * @throws the system's error (its `code`, e.g. `EACCES`, `ENOSPC`, `ELOOP`) when following the
 *   links, opening, writing, flushing or renaming fails; the temporary file is removed first and
 *   `file` is as it was. Callers turn it into their own error code.
 */
export function replaceFileAtomic(file: string, text: string, opts: AtomicWriteOptions = {}): void {
  const fs = opts.fs ?? nodeFs;
  const sync = opts.sync ?? true;
  let tmp: string | null = null;
  try {
    const target = writeTarget(file);
    tmp = `${target}.${process.pid}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    try {
      const bytes = Buffer.from(text, 'utf8');
      for (let at = 0; at < bytes.length;) {
        const n = fs.writeSync(fd, bytes, at, bytes.length - at);
        if (n <= 0) throw new Error(`the system wrote ${at} of ${bytes.length} bytes`);
        at += n;
      }
      if (sync) fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, target);
    tmp = null;
    if (sync) flushFolder(dirname(target), fs);
  } catch (e) {
    if (tmp !== null) fs.rmSync(tmp, { force: true }); // the temporary file is the only one to take away
    throw e;
  }
}

/**
 * Flushes a folder's entries after a rename into it (`syncDir`, as the journals do). The file is
 * renamed by then: a flush that fails is not the write's failure, and nothing is said.
 */
function flushFolder(dir: string, fs: AtomicFs): void {
  try {
    syncDir(dir, fs);
  } catch {
    // the file is renamed: only the folder's flush is not possible here
  }
}
