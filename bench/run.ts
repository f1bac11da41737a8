/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn and prints the figures.
 * `npm run bench -- engine` runs only the files whose name contains "engine".
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { cpus } from 'node:os';
import { loadText, type BenchRow } from './harness.js';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts') && (filter.length === 0 || filter.some((x) => f.includes(x)))).sort();
const fmt = (n: number) => (Math.abs(n) >= 1000 ? Math.round(n).toLocaleString('en-US') : Number(n.toPrecision(4)).toString());
let failed = false;
for (const f of files) {
  const mod = (await import(pathToFileURL(join(here, f)).href)) as { run: () => Promise<BenchRow[]> };
  console.log(`\n## ${f.replace('.bench.ts', '')}  (${loadText()} on ${cpus().length} cores)`);
  try {
    for (const r of await mod.run()) {
      const goal = r.goal ? `  goal ${r.goal} ${r.met === undefined ? '' : r.met ? '(met)' : '(NOT met)'}` : '';
      const ratio = r.ratio ? `  ×${fmt(r.ratio.value)} vs ${r.ratio.against}` : '';
      console.log(`- ${r.name}: ${fmt(r.value)} ${r.unit}${goal}${ratio}${r.note ? `  [${r.note}]` : ''}`);
    }
  } catch (e) {
    failed = true;
    console.log(`- failed: ${(e as Error).message}`);
  }
}
process.exitCode = failed ? 1 : 0;
