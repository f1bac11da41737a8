/**
 * Secrets on disk, readable by the owner only: the folder is made 0700 and the file written 0600
 * (then renamed into place, so a crash never leaves half a file). Used for the seat tokens of a
 * table played from phones.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Reads a JSON secret, or null when there is none (or it is not JSON). */
export function readSecret(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Writes a JSON secret with mode 0600 in a folder of mode 0700. @throws the I/O error. */
export function writeSecret(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value)}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, path);
}
