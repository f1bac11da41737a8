/**
 * Errors of the journal and the library, as data. `JournalError` is thrown only where an interface
 * forces a throw (`JournalSink.append` returns nothing); everything else returns {@link StorageResult}.
 */

/** A storage problem: namespaced code (`journal/…`, `library/…`, `import/…`), human message, JSON path when about a file's field. */
export interface StorageError {
  code: string;
  message: string;
  path?: string;
}

/** A result as data. */
export type StorageResult<T> = { ok: true; value: T } | { ok: false; error: StorageError };

/** Thrown by a journal sink that cannot make a record durable (`journal/write-failed`, `journal/read-only`, `journal/closed`…). */
export class JournalError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'JournalError';
    this.code = code;
  }
}

/** The message of anything thrown, without a stack. */
export function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}
