/**
 * The `--rules` argument of `mus table` and `mus serve`: a preset name (`ffmus`, `pagat`), a JSON
 * rules object typed inline, or a `.json` file — the JSON read through the input gate (size, UTF-8,
 * BOM, depth; docs/formats.md).
 */
import { readFileSync } from 'node:fs';
import type { RulesSpec } from '../../shared/index.js';
import { gateBytes, gateText, type GatedText, type GateProblem } from '../../shared/format/input-gate.js';
import type { Result } from '../../shared/types.js';

function gated(g: Result<GatedText, GateProblem>): unknown {
  if (!g.ok) throw new Error(`${g.error.message.replace(/^\$: /, '')} (${g.error.code})`);
  return g.value.json;
}

/**
 * The rules `--rules` names (`ffmus` when absent); not yet resolved against the presets.
 * @throws Error `<the gate's sentence> (<code>)` when the JSON text or file does not pass the gate.
 */
export function parseRules(r: string | undefined): RulesSpec {
  if (!r) return 'ffmus';
  if (r.trim().startsWith('{')) return gated(gateText(r)) as RulesSpec;
  if (r.endsWith('.json')) return gated(gateBytes(readFileSync(r))) as RulesSpec;
  return r;
}
