/**
 * The user-editable key map of plain keypad mode (`docs/button-box.md`, "Plain keypad mode"): a
 * JSON file mapping whatever a cheap serial keypad sends on a line to a button-box key name
 * (`BOX_KEYS` in `shared/input/keymap.ts`). The box key name then goes through `boxKeyToCommand`
 * like any box key, so there is still one path from a key to an engine action.
 */
import { readFileSync } from 'node:fs';
import { parseGated } from '../../shared/format/gate.js';
import { BOX_KEYS, type EngineError, type Result } from '../../shared/index.js';

/** Format tag of a key map file. */
export const KEYMAP_FORMAT = 'mus-keymap/1';

/** A loaded key map. */
export interface KeyMap {
  /** Device key → box key name (upper case). Device keys are stored as given, or upper-cased when not case-sensitive. */
  keys: ReadonlyMap<string, string>;
  /** Whether device key names are matched case-sensitively (default false). */
  caseSensitive: boolean;
}

/** The key map used when none is given: every box key name stands for itself. */
export function identityKeyMap(): KeyMap {
  return { keys: new Map(Object.keys(BOX_KEYS).map((k) => [k, k])), caseSensitive: false };
}

/**
 * Maps a device key to a box key name, or null when the map does not know it.
 * Without a map entry, a line that is itself a box key name is accepted.
 */
export function lookupKey(map: KeyMap, deviceKey: string): string | null {
  const k = map.caseSensitive ? deviceKey : deviceKey.toUpperCase();
  const hit = map.keys.get(k);
  if (hit) return hit;
  const up = deviceKey.toUpperCase();
  return up in BOX_KEYS ? up : null;
}

function bad(path: string, message: string): { ok: false; error: EngineError } {
  return { ok: false, error: { code: 'keymap/invalid', path, message: `${path}: ${message}` } };
}

/**
 * Checks a parsed key map document:
 * `{"format": "mus-keymap/1", "caseSensitive": false, "keys": {"A": "PASS", "1": "D1", "*": "BACK"}}`.
 * @returns the map, or a `keymap/invalid` error naming the faulty field (JSON path).
 */
export function parseKeyMap(json: unknown): Result<KeyMap> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return bad('$', 'a key map is a JSON object with a "keys" object');
  const o = json as Record<string, unknown>;
  if (o.format !== undefined && o.format !== KEYMAP_FORMAT) return bad('format', `expected ${JSON.stringify(KEYMAP_FORMAT)}, found ${JSON.stringify(o.format)}`);
  if (o.caseSensitive !== undefined && typeof o.caseSensitive !== 'boolean') return bad('caseSensitive', 'must be true or false');
  const caseSensitive = o.caseSensitive === true;
  if (typeof o.keys !== 'object' || o.keys === null || Array.isArray(o.keys)) return bad('keys', 'must be an object {"device key": "BOX_KEY", …}');
  const keys = new Map<string, string>();
  for (const [dev, box] of Object.entries(o.keys as Record<string, unknown>)) {
    const path = `keys[${JSON.stringify(dev)}]`;
    if (dev.length === 0 || dev.length > 32 || dev !== dev.trim() || !/^[\x21-\x7e ]+$/.test(dev)) {
      return bad(path, 'a device key is 1-32 printable ASCII characters, without spaces at either end');
    }
    if (typeof box !== 'string' || !(box.toUpperCase() in BOX_KEYS)) {
      return bad(path, `${JSON.stringify(box)} is not a box key; one of ${Object.keys(BOX_KEYS).join(' ')}`);
    }
    const k = caseSensitive ? dev : dev.toUpperCase();
    if (keys.has(k)) return bad(path, `the device key ${JSON.stringify(dev)} is mapped twice (keys are not case-sensitive unless "caseSensitive": true)`);
    keys.set(k, box.toUpperCase());
  }
  return { ok: true, value: { keys, caseSensitive } };
}

/**
 * Reads and checks a key map file.
 * @returns `keymap/unreadable` or `keymap/not-json` when the file cannot be used, the input gate's
 *   `format/…` codes (too large, not UTF-8, too deep), else as {@link parseKeyMap}.
 */
export function loadKeyMap(file: string): Result<KeyMap> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    return { ok: false, error: { code: 'keymap/unreadable', path: file, message: `${file}: ${(e as Error).message}` } };
  }
  // the gate's first steps: size, strict UTF-8 (byte offset of a bad byte), one BOM accepted, depth,
  // parse, numbers too large, keys given twice
  const g = parseGated(bytes);
  if (!g.ok) {
    const code = g.error.code === 'format/bad-json' ? 'keymap/not-json' : g.error.code;
    return { ok: false, error: { code, path: file, message: `${file}: ${g.error.problems.map((p) => p.message.replace(/^\$: /, '')).join('; ')}` } };
  }
  const r = parseKeyMap(g.value);
  if (!r.ok) return { ok: false, error: { ...r.error, message: `${file}: ${r.error.message}` } };
  return r;
}
