/**
 * The `mus` command line (`npm run bench -- cli`), each figure against a baseline run side by side in
 * this same run:
 * - start-up: `mus settle FILE` through the launcher and its bundle, through `npm run -s mus`, and
 *   the way it ran before (`tsx` compiling TypeScript at start), against a bare `node -e 0`;
 * - throughput of `settle --json -` and `settle -` on 20,000 random legal deals, against the same
 *   command with the text memo off (`MUS_TEXT_MEMO=0`) run through `tsx` — the code path before;
 * - peak memory of `replay --json` on a 10,000-deal match, streamed deal by deal, against the same
 *   replay stringified at once (`bench/replay-whole.ts`), both under `tsx`; and as `npm run -s mus`
 *   runs it (the bundle, `--max-semi-space-size=4`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, type BenchRow } from './harness.js';
import { ROOT } from '../test/e2e/harness.js';
import { mulberry32, randomDeal } from '../test/helpers/random-deal.js';
import { PRESETS } from '../shared/index.js';
import { __longMatch } from './engine.bench.js';

const node = process.execPath;
const FIXTURE = 'test/fixtures/deals/art17-hiru-lau-iduki.json';

function timed(cmd: string, args: string[], opts: { input?: string; env?: NodeJS.ProcessEnv } = {}): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { cwd: ROOT, input: opts.input, env: { ...process.env, ...opts.env }, stdio: ['pipe', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: exit ${r.status}: ${String(r.stderr).slice(0, 300)}`);
  return ms;
}

function peakKb(args: string[]): number {
  const r = spawnSync(node, ['-r', './bench/maxrss.cjs', ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const m = /maxrss_kb (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`peak memory of ${args.join(' ')}: ${r.stderr.slice(0, 300)}`);
  return Number(m[1]);
}

/** Runs the commands in turn, `n` rounds, and gives each one's median. */
function sideBySide(cmds: Record<string, () => number>, n: number): Record<string, number> {
  const xs: Record<string, number[]> = Object.fromEntries(Object.keys(cmds).map((k) => [k, []]));
  for (let i = 0; i < n; i++) for (const [k, f] of Object.entries(cmds)) xs[k]!.push(f());
  return Object.fromEntries(Object.entries(xs).map(([k, v]) => [k, median(v)]));
}

export async function run(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'mus-cli-bench-'));
  try {
    timed(node, ['bin/mus.mjs', '--help']); // the bundle is built (or found fresh) before anything is timed
    const start = sideBySide({
      node: () => timed(node, ['-e', '0']),
      launcher: () => timed(node, ['bin/mus.mjs', 'settle', FIXTURE]),
      npm: () => timed('npm', ['run', '-s', 'mus', '--', 'settle', FIXTURE]),
      npmNode: () => timed('npm', ['run', '-s', 'bench:noop']),
      tsx: () => timed(node, ['--import', 'tsx', 'src-main/cli/mus.ts', 'settle', FIXTURE]),
    }, 9);

    const rng = mulberry32(2026);
    const lines: string[] = [];
    for (let i = 0; i < 20_000; i++) lines.push(JSON.stringify(randomDeal(rng, { rules: i % 5 === 0 ? PRESETS.pagat : PRESETS.ffmus, lieRate: 0.05, randomScore: true })));
    const input = `${lines.join('\n')}\n`;
    const tp = sideBySide({
      json: () => timed(node, ['bin/mus.mjs', 'settle', '--json', '-'], { input }),
      jsonBefore: () => timed(node, ['--import', 'tsx', 'src-main/cli/mus.ts', 'settle', '--json', '-'], { input, env: { MUS_TEXT_MEMO: '0' } }),
      text: () => timed(node, ['bin/mus.mjs', 'settle', '-'], { input }),
      textBefore: () => timed(node, ['--import', 'tsx', 'src-main/cli/mus.ts', 'settle', '-'], { input, env: { MUS_TEXT_MEMO: '0' } }),
    }, 3);

    const match = join(dir, 'match10k.json');
    writeFileSync(match, JSON.stringify(__longMatch(10_000)));
    const mem = sideBySide({
      streamed: () => peakKb(['--import', 'tsx', 'src-main/cli/mus.ts', 'replay', '--json', match]),
      whole: () => peakKb(['--import', 'tsx', 'bench/replay-whole.ts', match]),
      shipped: () => peakKb(['--max-semi-space-size=4', 'bin/mus.mjs', 'replay', '--json', match]),
    }, 3);

    const rate = (ms: number) => 20_000 / (ms / 1000);
    return [
      { name: '`node bin/mus.mjs settle FILE` (launcher + bundle), wall time', value: start.launcher!, unit: 'ms', goal: '≤ 2.5 × node -e 0', met: start.launcher! <= 2.5 * start.node!, ratio: { value: start.launcher! / start.node!, against: `node -e 0 (${start.node!.toFixed(0)} ms)` } },
      { name: '`npm run -s mus -- settle FILE`, wall time', value: start.npm!, unit: 'ms', goal: '≤ 2.5 × node -e 0', met: start.npm! <= 2.5 * start.node!, ratio: { value: start.npm! / start.node!, against: 'node -e 0' }, note: `npm itself: \`npm run -s\` of \`node -e 0\` takes ${start.npmNode!.toFixed(0)} ms (×${(start.npmNode! / start.node!).toFixed(2)})` },
      { name: 'the same through tsx (TypeScript compiled at start, as before)', value: start.tsx!, unit: 'ms', ratio: { value: start.tsx! / start.launcher!, against: 'the launcher' } },
      { name: '`settle --json -`, 20,000 deals', value: rate(tp.json!), unit: 'deals/s', goal: '≥ 3 × before', met: tp.jsonBefore! / tp.json! >= 3, ratio: { value: tp.jsonBefore! / tp.json!, against: `before: memo off, through tsx (${rate(tp.jsonBefore!).toFixed(0)} deals/s)` }, note: 'wall time, start-up included' },
      { name: '`settle -` (text), 20,000 deals', value: rate(tp.text!), unit: 'deals/s', goal: '≥ 8 × before', met: tp.textBefore! / tp.text! >= 8, ratio: { value: tp.textBefore! / tp.text!, against: `before (${rate(tp.textBefore!).toFixed(0)} deals/s)` }, note: 'wall time, start-up included' },
      { name: '`replay --json` peak memory, 10,000-deal match, streamed (tsx)', value: mem.streamed! / 1024, unit: 'MB', goal: '≤ 150', met: mem.streamed! / 1024 <= 150, ratio: { value: mem.streamed! / mem.whole!, against: `stringified at once (${(mem.whole! / 1024).toFixed(0)} MB)` } },
      { name: '`replay --json` peak memory as `npm run -s mus` runs it (bundle)', value: mem.shipped! / 1024, unit: 'MB', goal: '≤ 150', met: mem.shipped! / 1024 <= 150 },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
