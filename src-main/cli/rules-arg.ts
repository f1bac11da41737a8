/**
 * The `--rules` argument of `mus table` and `mus serve`: a preset name (`ffmus`, `pagat`), a JSON
 * rules object typed inline, or a `.json` file — the JSON read through the gate's first steps
 * (`parseGated`: size, UTF-8, BOM, depth, syntax, numbers too large, keys given twice;
 * docs/formats.md).
 */
import type { RulesSpec } from '../../shared/index.js';
import { parseGated } from '../../shared/format/gate.js';
import { cannotRead, readBytesSync } from './read-json.js';

/**
 * `--rules` that do not read: the message names every problem (`reason (code)`, joined by `; `),
 * `code` is the first one's (`format/bad-json`, `format/unreadable`…), for the sentence in a
 * person's language.
 */
export class RulesArgError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

/** The JSON of `input` through the gate, or a {@link RulesArgError} naming every problem. */
function gated(input: string | Uint8Array): unknown {
  const g = parseGated(input);
  if (!g.ok) throw new RulesArgError(g.error.problems.map((p) => `${p.message.replace(/^\$: /, '')} (${p.code})`).join('; '), g.error.code);
  return g.value;
}

/** The bytes of a rules file, or a {@link RulesArgError} saying why it cannot be read (`cannot read: ENOENT (no such file) (format/unreadable)`). */
function bytesOf(file: string): Uint8Array {
  let bytes: Uint8Array | null;
  try {
    bytes = readBytesSync(file);
  } catch (e) {
    throw new RulesArgError(`${file}: ${cannotRead(e)} (format/unreadable)`, 'format/unreadable');
  }
  if (bytes === null) throw new RulesArgError(`${file}: the input goes on past the size limit (format/too-large)`, 'format/too-large');
  return bytes;
}

/**
 * The rules `--rules` names (`ffmus` when absent); not yet resolved against the presets.
 * @throws RulesArgError `<the gate's sentence> (<code>)` when the JSON text or file does not pass the gate,
 *   or cannot be read.
 */
export function parseRules(r: string | undefined): RulesSpec {
  if (!r) return 'ffmus';
  if (r.trim().startsWith('{')) return gated(r) as RulesSpec;
  if (r.endsWith('.json')) return gated(bytesOf(r)) as RulesSpec;
  return r;
}
