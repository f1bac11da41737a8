/**
 * Keys given twice in one object of a JSON text (`{"amount": 2, "amount": 5}`): `JSON.parse` keeps
 * the last and drops the first without a word, so the gate refuses them (`format/duplicate-key`,
 * docs/formats.md) as it refuses a field it does not know.
 *
 * Most texts have none, and most are read in long streams (`settle -`), so the check costs two
 * counts: the colons of the text (one per key written, plus any inside a string) and the keys of the
 * parsed value. As many colons as keys kept proves no key was written twice; otherwise the keys
 * written are counted exactly (a string followed by a colon, jumping from quote to quote), and only
 * when they are more than the keys kept is the text walked again, with the paths, to name each
 * duplicate. Pure; no recursion.
 */
import { visit } from 'jsonc-parser';

/** A key given twice: the path of its object (keys and indices, `[]` for the whole document) and the key. */
export interface DuplicateKey {
  at: (string | number)[];
  key: string;
}

const BACKSLASH = 0x5c;
const COLON = 0x3a;

/** True when the quote at `j` is escaped (an odd number of backslashes just before it). */
function escaped(text: string, j: number): boolean {
  let k = j - 1;
  while (text.charCodeAt(k) === BACKSLASH) k--;
  return (j - 1 - k) % 2 === 1;
}

/** How many keys a JSON text writes (each string followed, after spaces, by a colon). The text is valid JSON. */
export function keysInText(text: string): number {
  let n = 0;
  for (let i = text.indexOf('"'); i !== -1;) {
    let j = text.indexOf('"', i + 1);
    while (j !== -1 && escaped(text, j)) j = text.indexOf('"', j + 1);
    if (j === -1) return n;
    let k = j + 1;
    let c = text.charCodeAt(k);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(++k);
    if (c === COLON) n++;
    i = text.indexOf('"', k);
  }
  return n;
}

/** How many colons a text holds (one per key written, and any inside strings). */
function colons(text: string): number {
  let n = 0;
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) n++;
  return n;
}

/** How many keys the objects of a parsed JSON value hold, in all (walked without recursion). */
export function keysInValue(root: unknown): number {
  if (typeof root !== 'object' || root === null) return 0;
  let n = 0;
  const stack: object[] = [root];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    if (Array.isArray(v)) {
      for (const x of v as unknown[]) if (typeof x === 'object' && x !== null) stack.push(x);
      continue;
    }
    for (const k in v) {
      n++;
      const x: unknown = (v as Record<string, unknown>)[k];
      if (typeof x === 'object' && x !== null) stack.push(x);
    }
  }
  return n;
}

/**
 * The keys given twice in one object, in the order of the text (at most `max`).
 * @param text a valid JSON text; `json` its parsed value (compared first: nothing is walked when no key is lost).
 */
export function duplicateKeys(text: string, json: unknown, max: number): DuplicateKey[] {
  // every key written is followed by one colon, and the value keeps each key once: as many colons
  // as kept keys means no key was written twice (and no colon sits in a string); else count exactly
  const kept = keysInValue(json);
  if (colons(text) === kept || keysInText(text) === kept) return [];
  const out: DuplicateKey[] = [];
  const seen: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => { seen.push(new Set()); },
    onObjectEnd: () => { seen.pop(); },
    onObjectProperty: (key, _offset, _length, _line, _col, pathOf) => {
      const keys = seen[seen.length - 1];
      if (!keys) return;
      if (keys.has(key) && out.length < max) out.push({ at: pathOf(), key });
      keys.add(key);
    },
  });
  return out;
}
