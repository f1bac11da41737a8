/**
 * Errors of the journal and the library, as data. `JournalError` is thrown only where an interface
 * forces a throw (`JournalSink.append` returns nothing); everything else returns a `Result`
 * (`shared/types.ts`) whose error has a `journal/…`, `library/…` or `import/…` code (`shared/errors/`).
 */
import type { ErrorCode } from '../../shared/errors/index.js';

/** Thrown by a journal sink that cannot make a record durable (`journal/write-failed`, `journal/read-only`, `journal/closed`…). */
export class JournalError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'JournalError';
    this.code = code;
  }
}

/** `journal/locked`: another writer holds the journal's lock; `holder` is its process, or null when it is this one. */
export class JournalLocked extends JournalError {
  constructor(readonly holder: number | null, message: string) {
    super('journal/locked', message);
  }
}

/** The message of anything thrown, without a stack. */
export function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}

/**
 * What an I/O error says about the folder it happened in: `read-only-folder` (EROFS, EACCES,
 * EPERM: a read-only mount, or a folder this user may not write), `no-folder` (ENOENT, ENOTDIR:
 * the folder is not there — a removed drive, a broken link), or null for anything else.
 */
export function folderCause(e: unknown): 'read-only-folder' | 'no-folder' | null {
  const c = (e as NodeJS.ErrnoException | null)?.code;
  if (c === 'EROFS' || c === 'EACCES' || c === 'EPERM') return 'read-only-folder';
  if (c === 'ENOENT' || c === 'ENOTDIR') return 'no-folder';
  return null;
}

/** The human words of {@link folderCause} for a folder. */
export function folderCauseText(cause: 'read-only-folder' | 'no-folder', dir: string): string {
  return cause === 'read-only-folder'
    ? `the data folder ${dir} cannot be written: it is read-only (a read-only drive or mount) or not writable by this user`
    : `the data folder ${dir} is not there and cannot be created (a removed drive or a broken link?)`;
}
