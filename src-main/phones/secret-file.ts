/**
 * Secrets on disk, readable by the owner only: the folder is made 0700 and the file written 0600,
 * flushed (`fsync`), then renamed into place, so a crash never leaves half a file. Used for the
 * seat tokens of a table played from phones and the hands confirmed on them.
 */
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { syncDir } from '../journal/journal-writer.js';

/** Reads a JSON secret, or null when there is none (or it is not JSON). */
export function readSecret(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Writes a JSON secret with mode 0600 in a folder of mode 0700, flushed to the disk before it returns. @throws the I/O error. */
export function writeSecret(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(value)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  chmodSync(tmp, 0o600);
  renameSync(tmp, path);
  syncDir(dirname(path));
}

/** Removes a secret (nothing when there is none). @throws the I/O error. */
export function removeSecret(path: string): void {
  rmSync(path, { force: true });
}
