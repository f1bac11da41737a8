/**
 * The `--rules` argument of `mus table` and `mus serve`: a preset name (`ffmus`, `pagat`), a JSON
 * rules object typed inline, or a `.json` file — the JSON read through the gate's first steps
 * (`parseGated`: size, UTF-8, BOM, depth, syntax, numbers too large, keys given twice;
 * docs/formats.md).
 */
import type { RulesSpec } from '../../shared/index.js';
import { parseGated } from '../../shared/format/gate.js';
import { cannotRead, readBytesSync } from './read-json.js';

/** The JSON of `input` through the gate, or an Error naming every problem (`reason (code)`, joined by `; `). */
function gated(input: string | Uint8Array): unknown {
  const g = parseGated(input);
  if (!g.ok) throw new Error(g.error.problems.map((p) => `${p.message.replace(/^\$: /, '')} (${p.code})`).join('; '));
  return g.value;
}

/** The bytes of a rules file, or an Error saying why it cannot be read (`cannot read: ENOENT (no such file) (format/unreadable)`). */
function bytesOf(file: string): Uint8Array {
  let bytes: Uint8Array | null;
  try {
    bytes = readBytesSync(file);
  } catch (e) {
    throw new Error(`${file}: ${cannotRead(e)} (format/unreadable)`);
  }
  if (bytes === null) throw new Error(`${file}: the input goes on past the size limit (format/too-large)`);
  return bytes;
}

/**
 * The rules `--rules` names (`ffmus` when absent); not yet resolved against the presets.
 * @throws Error `<the gate's sentence> (<code>)` when the JSON text or file does not pass the gate,
 *   or cannot be read.
 */
export function parseRules(r: string | undefined): RulesSpec {
  if (!r) return 'ffmus';
  if (r.trim().startsWith('{')) return gated(r) as RulesSpec;
  if (r.endsWith('.json')) return gated(bytesOf(r)) as RulesSpec;
  return r;
}
