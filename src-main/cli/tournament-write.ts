/**
 * How `mus tournament` writes its files (docs/tournament.md, "Checking a file"): whole and
 * atomically by the one rule of `src-main/files/atomic-write.ts` (shared with the desktop app's
 * tournament store; a symbolic link kept) — and only over the version a command read (`stampOf`),
 * so that two commands at once never write one over the other.
 */
import { statSync } from 'node:fs';
import { EN_WRITE_ERRNO } from '../../shared/i18n/errors/tournament/en.js';
import type { Result } from '../../shared/types.js';
import { replaceFileAtomic, type AtomicFs } from '../files/atomic-write.js';

/** What tells a file's version apart: its inode (a rename puts a new one), size and time of change. */
export function stampOf(file: string): string | null {
  try {
    const st = statSync(file, { bigint: true });
    return `${st.ino}/${st.size}/${st.mtimeNs}/${st.ctimeNs}`;
  } catch {
    return null;
  }
}

/** What the system's error codes of a file that cannot be written mean, in English (the message; the sentences in each language pick theirs by the code). */
const WRITE_ERRNO_WORDS: Readonly<Record<string, string>> = EN_WRITE_ERRNO;

/**
 * Writes a file whole: a temporary file beside it, written and flushed, renamed over it, then the
 * folder flushed where the system allows it. A crash leaves the old file or the new one. When
 * `file` is a symbolic link, the file it points to is the one written (its temporary file beside
 * it, in its folder), and the link stays (`replaceFileAtomic`, `writeTarget`).
 * @returns nothing, or `tournament/write-failed` when opening, writing, flushing or renaming fails:
 *   the system's code and what it means; the temporary file is removed, `file` is as it was.
 */
export function writeAtomic(file: string, text: string, fs?: AtomicFs): Result<void> {
  try {
    replaceFileAtomic(file, text, fs === undefined ? {} : { fs });
    return { ok: true, value: undefined };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException | null)?.code;
    const words = code === undefined ? undefined : WRITE_ERRNO_WORDS[code];
    const why = code && words ? `${code} (${words})` : e instanceof Error ? e.message : String(e);
    return { ok: false, error: { code: 'tournament/write-failed', message: `${file}: cannot write: ${why}; the file is as it was`, path: file, params: code && words ? { say: `errno-${code}`, errno: code } : { say: 'cannot' } } };
  }
}
