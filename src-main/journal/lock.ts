/**
 * One writer per journal: a lock file `<journal>.lock` holding the writer's process id, created with
 * `O_EXCL`. A lock left by a process that no longer runs (a crash) is stale and is taken over.
 * Advisory: it guards the app against a `mus library` command run at the same time, not against
 * other programs.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { JournalError } from './errors.js';

/** A held lock. */
export interface JournalLock {
  /** Path of the lock file. */
  readonly path: string;
  /** Set when a stale lock of a dead process was taken over (a warning for the report). */
  readonly tookOverFrom: number | null;
  release(): void;
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(path: string): number | null {
  try {
    const n = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

/**
 * Takes the lock of a journal.
 * @throws JournalError `journal/locked` when a running process (this one included) holds it.
 */
export function acquireLock(journalPath: string): JournalLock {
  const path = `${journalPath}.lock`;
  let tookOverFrom: number | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        path,
        tookOverFrom,
        release() {
          if (released) return;
          released = true;
          try {
            if (ownerOf(path) === process.pid) unlinkSync(path);
          } catch {
            // already gone: nothing to release
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new JournalError('journal/lock-failed', `cannot create the lock ${path}: ${(e as Error).message}`);
      const owner = ownerOf(path);
      if (owner !== null && alive(owner)) {
        throw new JournalError('journal/locked', owner === process.pid
          ? 'the journal is already open for writing in this process'
          : `the journal is open for writing in process ${owner}`);
      }
      tookOverFrom = owner ?? 0;
      try {
        unlinkSync(path);
      } catch {
        // another opener removed it first; try again
      }
    }
  }
  throw new JournalError('journal/locked', `could not take the lock ${path}`);
}
