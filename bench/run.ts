/**
 * `npm run bench`: runs every `bench/*.bench.ts` in turn and prints the figures.
 * `npm run bench -- engine` runs only the files whose name contains "engine".
 * `npm run bench -- --record` also writes each group's figures, with the date, the load average and
 * the machine, into docs/performance.md ("The last recorded runs": `bench/record.ts`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { cpus } from 'node:os';
import { loadText, type BenchRow } from './harness.js';
import { formatFigure as fmt, recordInto, renderGroup } from './record.js';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const filter = args.filter((a) => !a.startsWith('-'));
const record = args.includes('--record');
const page = join(here, '..', 'docs', 'performance.md');
const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts') && (filter.length === 0 || filter.some((x) => f.includes(x)))).sort();
let failed = false;
for (const f of files) {
  const group = f.replace('.bench.ts', '');
  const mod = (await import(pathToFileURL(join(here, f)).href)) as { run: () => Promise<BenchRow[]> };
  const load = loadText();
  console.log(`\n## ${group}  (${load} on ${cpus().length} cores)`);
  let rows: BenchRow[] = [];
  let failure: string | undefined;
  try {
    rows = await mod.run();
    for (const r of rows) {
      const goal = r.goal ? `  goal ${r.goal} ${r.met === undefined ? '' : r.met ? '(met)' : '(NOT met)'}` : '';
      const ratio = r.ratio ? `  ×${fmt(r.ratio.value)} vs ${r.ratio.against}` : '';
      console.log(`- ${r.name}: ${fmt(r.value)} ${r.unit}${goal}${ratio}${r.note ? `  [${r.note}]` : ''}`);
    }
  } catch (e) {
    failed = true;
    failure = (e as Error).message;
    console.log(`- failed: ${failure}`);
  }
  if (record) {
    // the page is read again for each group: a group's block is written as soon as it has run
    const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const block = renderGroup(group, rows, { when, load: `${load} at the start, ${loadText()} at the end`, machine: `${cpus().length} cores, Node ${process.version}` }, failure);
    writeFileSync(page, recordInto(readFileSync(page, 'utf8'), group, block));
    console.log(`  (recorded in docs/performance.md)`);
  }
}
process.exitCode = failed ? 1 : 0;
