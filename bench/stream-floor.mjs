// The yardstick of `mus settle -` (bench/cli.bench.ts): a Node process that only reads the same JSON
// Lines from standard input, JSON.parses each line and writes JSON.stringify of it, in blocks of
// about 64 kB. No settling, no checking: the floor any JSON Lines settler in Node stands on.
import { readFileSync, writeSync } from 'node:fs';

const text = readFileSync(0, 'utf8');
let block = '';
let start = 0;
while (start < text.length) {
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  const line = text.slice(start, end);
  start = end + 1;
  if (!line.trim()) continue;
  block += `${JSON.stringify(JSON.parse(line))}\n`;
  if (block.length >= 1 << 16) { writeSync(1, block); block = ''; }
}
if (block) writeSync(1, block);
