/**
 * Validation of the button-box payloads (`box-contract.ts`). The renderer is untrusted: a
 * {@link BoxConnectRequest} is checked field by field and rebuilt, nothing else goes on to the
 * serial bridge. Refusals are data, `box/bad-request`, naming the field (`path`, `baudRate`,
 * `mode`, `keymap`). The key map's content is checked later, by `BoxService.connect`.
 */
import type { BridgeMode } from './box-state.js';
import type { BoxConnectRequest } from './box-contract.js';
import type { Result } from '../../types.js';
import { bad as badPayload, isObj } from '../table/table-validate.js';

/** Longest port path accepted, in characters (PATH_MAX on Linux). */
export const MAX_PORT_PATH = 4096;

/** Largest key map text accepted, in UTF-16 code units (64 KiB; a real map is a few hundred bytes). */
export const MAX_KEYMAP_TEXT = 64 * 1024;

/** The standard baud rates a box may use, bits per second (the box protocol's default is 115200). */
export const BAUD_RATES = [1200, 2400, 4800, 9600, 14400, 19200, 28800, 38400, 57600, 115200, 230400, 250000, 460800, 500000, 921600] as const;

/** The bridge modes a request may ask for. */
export const BOX_MODES: readonly BridgeMode[] = ['box', 'keypad', 'auto'];

const bad = (path: string, message: string) => badPayload(path, message, 'box/bad-request');

/**
 * Checks a {@link BoxConnectRequest} `{path, baudRate, mode, keymap}`:
 * - `path`: a string of 1-4096 characters without NUL (a device path, a pty works), or null to
 *   detect the box by its hello;
 * - `baudRate`: one of {@link BAUD_RATES};
 * - `mode`: `box`, `keypad` or `auto`;
 * - `keymap`: JSON text of at most 64 KiB, or null (missing counts as null).
 * Extra fields are dropped.
 * @returns the rebuilt request, or `box/bad-request` naming the field (`path` prefix: `req`).
 */
export function checkBoxConnect(x: unknown, prefix = 'req'): Result<BoxConnectRequest> {
  if (!isObj(x)) return bad(prefix, 'a connect request is an object {path, baudRate, mode, keymap}');
  const p = x.path;
  let path: string | null;
  if (p === null || p === undefined) path = null;
  else if (typeof p !== 'string') return bad(`${prefix}.path`, 'must be a port path (text) or null to detect the box');
  else if (p.length === 0) return bad(`${prefix}.path`, 'is empty: give a port path, or null to detect the box');
  else if (p.length > MAX_PORT_PATH) return bad(`${prefix}.path`, `is longer than ${MAX_PORT_PATH} characters`);
  else if (p.includes('\u0000')) return bad(`${prefix}.path`, 'contains a NUL character');
  else path = p;
  if (!BAUD_RATES.includes(x.baudRate as (typeof BAUD_RATES)[number])) {
    return bad(`${prefix}.baudRate`, `must be one of ${BAUD_RATES.join(', ')}`);
  }
  if (!BOX_MODES.includes(x.mode as BridgeMode)) return bad(`${prefix}.mode`, 'must be box, keypad or auto');
  const k = x.keymap;
  let keymap: string | null;
  if (k === null || k === undefined) keymap = null;
  else if (typeof k !== 'string') return bad(`${prefix}.keymap`, 'must be the key map file as text, or null');
  else if (k.length > MAX_KEYMAP_TEXT) return bad(`${prefix}.keymap`, `is larger than ${MAX_KEYMAP_TEXT / 1024} KiB`);
  else keymap = k;
  return { ok: true, value: { path, baudRate: x.baudRate as number, mode: x.mode as BridgeMode, keymap } };
}
