/**
 * The stream with no gate at all (`npm run bench -- cli` bundles this file with esbuild and runs it
 * as a process of its own): reads JSON Lines from standard input, `JSON.parse`s each line, settles it
 * (`settleRecord`) and writes its compact settlement (`compactLine`, as `settle --json=compact -`
 * does), in blocks of about 64 kB. A line the engine refuses is written as `{}`. No input gate, no
 * schema, no field rules: what the command would cost if the gate cost nothing. While this alone is
 * above ×1.5 the floor (`bench/stream-floor.mjs`), no work on the gate can bring the command there.
 * Its loop is the floor's, line for line (reading, cutting, blocks of 64 kB), so that the two differ
 * only in what is done with each line.
 */
import { readFileSync, writeSync } from 'node:fs';
import { settleRecord } from '../shared/settle/record.js';
import { compactLine } from '../src-main/cli/compact.js';

const text = readFileSync(0, 'utf8');
let block = '';
let start = 0;
while (start < text.length) {
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  const line = text.slice(start, end);
  start = end + 1;
  if (!line.trim()) continue;
  const r = settleRecord(JSON.parse(line));
  block += `${r.ok ? compactLine(r.value.settlement, 'fr') : '{}'}\n`;
  if (block.length >= 1 << 16) { writeSync(1, block); block = ''; }
}
if (block) writeSync(1, block);
