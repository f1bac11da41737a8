/**
 * How `mus tournament` writes its files (docs/tournament.md, "Checking a file"): whole and
 * atomically — a temporary file beside it, written and flushed, renamed over it, the folder flushed
 * — and only over the version a command read (`stampOf`), so that two commands at once never
 * write one over the other.
 */
import { closeSync, fsyncSync, lstatSync, openSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Result } from '../../shared/types.js';
import { syncDir } from '../journal/journal-writer.js';

/** What tells a file's version apart: its inode (a rename puts a new one), size and time of change. */
export function stampOf(file: string): string | null {
  try {
    const st = statSync(file, { bigint: true });
    return `${st.ino}/${st.size}/${st.mtimeNs}/${st.ctimeNs}`;
  } catch {
    return null;
  }
}

/** What the system's error codes of a file that cannot be written mean. */
const WRITE_ERRNO_WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such folder',
  EISDIR: 'a folder, not a file',
  EACCES: 'no permission to write there',
  EPERM: 'no permission to write there',
  EROFS: 'a read-only disk',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of the path is not a folder',
  ENAMETOOLONG: 'the name is too long',
  EIO: 'the disk could not be written',
  ELOOP: 'too many symbolic links, or a link that points back to itself',
};

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

/**
 * Writes a file whole: a temporary file beside it, written and flushed, renamed over it, then the
 * folder flushed where the system allows it. A crash leaves the old file or the new one. When
 * `file` is a symbolic link, the file it points to is the one written (its temporary file beside
 * it, in its folder), and the link stays ({@link writeTarget}).
 * @returns nothing, or `tournament/write-failed` when opening, writing, flushing or renaming fails:
 *   the system's code and what it means; the temporary file is removed, `file` is as it was.
 */
export function writeAtomic(file: string, text: string, fs: AtomicFs = nodeFs): Result<void> {
  let target = file;
  let tmp = `${file}.${process.pid}.tmp`;
  try {
    target = writeTarget(file);
    tmp = `${target}.${process.pid}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    try {
      const bytes = Buffer.from(text, 'utf8');
      for (let at = 0; at < bytes.length;) {
        const n = fs.writeSync(fd, bytes, at, bytes.length - at);
        if (n <= 0) throw new Error(`the system wrote ${at} of ${bytes.length} bytes`);
        at += n;
      }
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, target);
    flushFolder(dirname(target), fs);
    return { ok: true, value: undefined };
  } catch (e) {
    fs.rmSync(tmp, { force: true }); // past the rename nothing fails: the temporary file is the only one to take away
    const code = (e as NodeJS.ErrnoException | null)?.code;
    const words = code === undefined ? undefined : WRITE_ERRNO_WORDS[code];
    const why = code && words ? `${code} (${words})` : e instanceof Error ? e.message : String(e);
    return { ok: false, error: { code: 'tournament/write-failed', message: `${file}: cannot write: ${why}; the file is as it was` } };
  }
}

/** The file-system calls {@link writeAtomic} makes; a test gives its own to fail one of them. */
export interface AtomicFs {
  openSync: (path: string, flags: string) => number;
  writeSync: (fd: number, bytes: Uint8Array, offset: number, length: number) => number;
  fsyncSync: (fd: number) => void;
  closeSync: (fd: number) => void;
  renameSync: (from: string, to: string) => void;
  rmSync: (path: string, o: { force: boolean }) => void;
}
const nodeFs: AtomicFs = { openSync, writeSync, fsyncSync, closeSync, renameSync, rmSync };

/**
 * Flushes a folder's entries after a rename into it (`syncDir`, as the journals do). The file is
 * renamed by then: a flush that fails is not the command's failure, and nothing is said.
 */
function flushFolder(dir: string, fs: AtomicFs): void {
  try {
    syncDir(dir, fs);
  } catch {
    // the file is renamed: only the folder's flush is not possible here
  }
}
