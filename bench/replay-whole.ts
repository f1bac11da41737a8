/**
 * The baseline of `npm run bench -- cli`'s memory figure: `replay --json` as it was written before it
 * was streamed — the whole result, every ledger rendered, stringified at once. Same output bytes.
 *   node --import tsx bench/replay-whole.ts MATCH > out.json
 */
import { readFileSync } from 'node:fs';
import { replayMatch } from '../shared/index.js';
import { renderSettlement } from '../shared/i18n/index.js';

const record = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { players?: string[] };
const r = replayMatch(record);
if (!r.ok) throw new Error(r.error.message);
const { rules, deals, ...rest } = r.value;
// the reasons name the record's players, as `mus replay --json` does
process.stdout.write(`${JSON.stringify({ ...rest, rules, deals: deals.map((d) => renderSettlement(d, 'fr', record.players)) }, null, 2)}\n`);
