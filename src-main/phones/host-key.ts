/**
 * The host page's key (`mus serve`'s operator page, `host-routes.ts`): the secret that lets the
 * bar's owner cut a player's phone off and give a seat a new link. One key per data folder, made
 * here from a secure random source (18 bytes, base64url: 144 bits, as the seat tokens), kept as
 * the seat tokens are kept (`<data>/matches/phones/host.key.json`, mode 0600 in a 0700 folder,
 * flushed: `secret-file.ts`), so the owner's bookmark works after a restart and across matches.
 * It is not the room display's key: the display's address is seen by whoever looks at the TV.
 *
 * The room display's key is kept the same way (`display.key.json`, {@link loadDisplayKey}): the TV's
 * address (`/display.html?key=…`, bookmarked on the TV) keeps showing the seats' QR codes after a
 * restart (a new key at each start left the TV without them until its address was typed again).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Result } from '../../shared/types.js';
import { readSecret, writeSecret } from './secret-file.js';

/** What the key file holds. */
export interface HostKeyFile {
  format: 'mus-host-key/1';
  key: string;
}

/** The shape of a key: base64url, 22 to 64 characters (as a seat token). */
export const HOST_KEY_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;

/** Where the host key of a data folder's matches is kept (`matchesDir`: `<data>/matches`). */
export function hostKeyFile(matchesDir: string): string {
  return join(matchesDir, 'phones', 'host.key.json');
}

/** Where the room display's key of a data folder's matches is kept (`matchesDir`: `<data>/matches`). */
export function displayKeyFile(matchesDir: string): string {
  return join(matchesDir, 'phones', 'display.key.json');
}

const newRandomKey = () => randomBytes(18).toString('base64url');

/**
 * The host key kept in `file`, or a new one written there (0600, flushed) when there is none, or
 * when the file is not a key file (unreadable, another shape: a new key, so no weak key is ever used).
 * @param newKey a new random key (default 144 random bits, base64url).
 * @returns the key; `phones/key-not-recorded` when a new key cannot be written (the message names
 * the file and the system's reason: `mus serve` then says so and does not start).
 */
export function loadHostKey(file: string, newKey: () => string = newRandomKey): Result<string> {
  return loadKey(file, 'mus-host-key/1', 'the host page\'s key', newKey);
}

/**
 * The room display's key kept in `file` (`{format: 'mus-display-key/1', key}`), or a new one written
 * there, as {@link loadHostKey} does. @returns the key, or `phones/key-not-recorded` naming the file.
 */
export function loadDisplayKey(file: string, newKey: () => string = newRandomKey): Result<string> {
  return loadKey(file, 'mus-display-key/1', 'the room display\'s key', newKey);
}

function loadKey(file: string, format: string, what: string, newKey: () => string): Result<string> {
  const kept = readSecret(file) as { format?: unknown; key?: unknown } | null;
  if (kept?.format === format && typeof kept.key === 'string' && HOST_KEY_SHAPE.test(kept.key)) return { ok: true, value: kept.key };
  const key = newKey();
  try {
    if (!HOST_KEY_SHAPE.test(key)) throw new Error('a new key must be 22-64 base64url characters');
    writeSecret(file, { format, key });
  } catch (e) {
    return { ok: false, error: { code: 'phones/key-not-recorded', message: `${what} was not recorded in ${file}: ${(e as Error).message}` } };
  }
  return { ok: true, value: key };
}
