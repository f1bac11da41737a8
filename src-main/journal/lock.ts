/**
 * One writer per journal: a lock file `<journal>.lock`, created atomically with its whole content,
 * that names its owner precisely enough to survive reboots and pid reuse:
 *
 *     {"pid":1234,"start":"98765","boot":"<boot id>","token":"<16 random bytes, hex>"}
 *
 * - `start`: the owner's start time (Linux: field 22 of `/proc/<pid>/stat`, clock ticks since
 *   boot). A lock whose pid now runs *another* process (pid reuse: likely after a reboot) has a
 *   different start time: it is stale.
 * - `boot`: `/proc/sys/kernel/random/boot_id`. A lock written before a reboot is stale whatever its
 *   pid says. (Elsewhere, and for the older `<pid>` lock files: a lock file older than the boot is
 *   stale, by its modification time.)
 * - `token`: the owner checks, before every append, that the lock file still holds its token
 *   ({@link JournalLock.verify}): a writer that lost its lock acknowledges nothing.
 *
 * Atomic steps, no window where two processes both own the lock:
 * - create: the content is written to a private temporary file, then `link()`ed to the lock name —
 *   `link` fails if the name exists, and the lock never exists half-written (a reader of an empty
 *   file took it for stale: the race that lost acknowledged records);
 * - take over a stale lock: only while holding a second lock, `<journal>.lock.break` (same
 *   `link()` creation), after reading the lock again and finding the very bytes judged stale; then
 *   it is removed and the create step runs again, so of many processes at most one gets it.
 *   A breaker is held for microseconds; one older than {@link BREAKER_STALE_MS} was left by a process
 *   killed in that window and is removed.
 * Advisory: it keeps the app and `mus library` from writing the same match, not other programs.
 */
import { closeSync, linkSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { folderCause, folderCauseText, JournalError, JournalLocked } from './errors.js';

/** A held lock. */
export interface JournalLock {
  /** Path of the lock file. */
  readonly path: string;
  /** Set when a stale lock was taken over: the pid it named (0 when unreadable), for the report. */
  readonly tookOverFrom: number | null;
  /** Why the lock taken over was stale (`stopped`, `pid reused`, `rebooted`, `unreadable`), with {@link tookOverFrom}. */
  readonly staleBecause: string | null;
  /** Whether the lock file still holds this lock's token (checked before every append). Never throws. */
  verify(): boolean;
  release(): void;
}

/** What a lock file says about its owner. */
export interface LockOwner {
  pid: number;
  start: string | null;
  boot: string | null;
  token: string | null;
}

/** A breaker lock older than this (ms) was left by a process killed while taking over a stale lock. */
export const BREAKER_STALE_MS = 10_000;

/** The start time of a process (Linux: `/proc/<pid>/stat` field 22), or null where unknown. */
export function processStart(pid: number): string | null {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'
    const rest = s.slice(s.lastIndexOf(')') + 2).split(' ');
    const start = rest[22 - 3];
    return start && /^\d+$/.test(start) ? start : null;
  } catch {
    return null;
  }
}

let bootIdCache: string | null | undefined;
/** This boot's id (Linux: `/proc/sys/kernel/random/boot_id`), or null where unknown. */
export function bootId(): string | null {
  if (bootIdCache === undefined) {
    try {
      bootIdCache = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
    } catch {
      bootIdCache = null;
    }
  }
  return bootIdCache;
}

/** When the machine booted (ms since the epoch; Linux `/proc/uptime`), or null. */
function bootTimeMs(): number | null {
  try {
    const up = Number.parseFloat(readFileSync('/proc/uptime', 'utf8'));
    return Number.isFinite(up) ? Date.now() - up * 1000 : null;
  } catch {
    return null;
  }
}

function running(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads a lock file's content: this format, or an older `<pid>` line. Null when it is not a lock. */
export function parseLockOwner(text: string): LockOwner | null {
  const t = text.trim();
  if (/^\d+$/.test(t)) return { pid: Number(t), start: null, boot: null, token: null };
  try {
    const j = JSON.parse(t) as Record<string, unknown>;
    if (!Number.isInteger(j.pid)) return null;
    const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
    return { pid: j.pid as number, start: str(j.start), boot: str(j.boot), token: str(j.token) };
  } catch {
    return null;
  }
}

/**
 * Why a lock's owner no longer holds it, or null when it does (a running process, this one included).
 * @param mtimeMs the lock file's modification time (catches locks from before a reboot where there is no boot id).
 */
export function staleReason(owner: LockOwner | null, mtimeMs: number | null): string | null {
  if (!owner) return 'unreadable';
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return 'rebooted';
  const booted = bootTimeMs();
  if (!owner.boot && mtimeMs !== null && booted !== null && mtimeMs < booted - 1000) return 'rebooted';
  if (!running(owner.pid)) return 'stopped';
  if (owner.start) {
    const now = processStart(owner.pid);
    if (now !== null && now !== owner.start) return 'pid reused';
  }
  return null;
}

function readOwner(path: string): { raw: string; owner: LockOwner | null; mtimeMs: number } | null {
  try {
    const raw = readFileSync(path, 'utf8');
    const mtimeMs = statSync(path).mtimeMs;
    return { raw, owner: parseLockOwner(raw), mtimeMs };
  } catch {
    return null; // gone meanwhile
  }
}

/** Creates `path` holding `content`, atomically (write a private file, `link` it). False when `path` exists. */
function createAtomically(path: string, content: string): boolean {
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx');
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
      // already gone
    }
  }
}

function removeIfStill(path: string, raw: string): boolean {
  try {
    if (readFileSync(path, 'utf8') !== raw) return false;
    unlinkSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Takes the lock of a journal.
 * @throws JournalError `journal/locked` when a running process (this one included) holds it;
 *   `journal/read-only-folder` / `journal/no-folder` when the folder cannot be written / is not there;
 *   `journal/lock-failed` for any other I/O error.
 */
export function acquireLock(journalPath: string): JournalLock {
  const path = `${journalPath}.lock`;
  const breaker = `${path}.break`;
  const token = randomBytes(16).toString('hex');
  const content = `${JSON.stringify({ pid: process.pid, start: processStart(process.pid), boot: bootId(), token })}\n`;
  let tookOverFrom: number | null = null;
  let staleBecause: string | null = null;
  for (let attempt = 0; attempt < 50; attempt++) {
    let made: boolean;
    try {
      made = createAtomically(path, content);
    } catch (e) {
      const cause = folderCause(e);
      if (cause) throw new JournalError(`journal/${cause}`, `cannot write the lock ${path}: ${folderCauseText(cause, dirname(path))} (${(e as Error).message})`);
      throw new JournalError('journal/lock-failed', `cannot create the lock ${path}: ${(e as Error).message}`);
    }
    if (made) {
      let released = false;
      const verify = (): boolean => {
        try {
          return parseLockOwner(readFileSync(path, 'utf8'))?.token === token;
        } catch {
          return false;
        }
      };
      return {
        path, tookOverFrom, staleBecause, verify,
        release() {
          if (released) return;
          released = true;
          if (verify()) {
            try {
              unlinkSync(path);
            } catch {
              // already gone: nothing to release
            }
          }
        },
      };
    }
    const seen = readOwner(path);
    if (!seen) continue; // released meanwhile: try again
    const why = staleReason(seen.owner, seen.mtimeMs);
    if (why === null) {
      const o = seen.owner!;
      throw new JournalLocked(o.pid === process.pid ? null : o.pid, o.pid === process.pid
        ? 'the journal is already open for writing in this process'
        : `the journal is open for writing in process ${o.pid}`);
    }
    // Stale: remove it, but only under the breaker, and only if it is still the lock judged stale.
    const breakerContent = `${JSON.stringify({ pid: process.pid, start: processStart(process.pid), boot: bootId(), token: `${token}-break` })}\n`;
    if (createAtomically(breaker, breakerContent)) {
      try {
        if (removeIfStill(path, seen.raw)) {
          tookOverFrom = seen.owner?.pid ?? 0;
          staleBecause = why;
        }
      } finally {
        removeIfStill(breaker, breakerContent);
      }
    } else {
      const b = readOwner(breaker);
      if (b && (staleReason(b.owner, b.mtimeMs) !== null || Date.now() - b.mtimeMs > BREAKER_STALE_MS)) removeIfStill(breaker, b.raw);
      pause(1 + attempt);
    }
  }
  throw new JournalError('journal/locked', `could not take the lock ${path}: other processes keep taking it`);
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** Sleeps `ms` milliseconds, synchronously (the lock is taken on synchronous paths). */
function pause(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}
