/**
 * The command line as shipped: the launcher (`bin/mus.mjs`) runs a pre-built bundle, rebuilt when a
 * source is newer; its outputs are byte for byte what the plain code path gives (the text memo off,
 * the whole replay stringified at once); a closed pipe ends it quietly.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { replayMatch, settleRecord, type DealRecord } from '../../../shared/index.js';
import { renderSettlement, setTextMemo, type Lang } from '../../../shared/i18n/index.js';
import { formatMatch, formatSettlement } from '../../../src-main/cli/format-ledger.js';
import { mulberry32, randomDeal } from '../../helpers/random-deal.js';
import { PRESETS } from '../../../shared/index.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

afterAll(removeTempDirs);

const root = new URL('../../../', import.meta.url).pathname;
/** `node bin/mus.mjs …args` run in `at` (the repository, or a {@link privateTree}) to its end. */
const mus = (args: string[], input?: string, at = root) => spawnSync(process.execPath, ['bin/mus.mjs', ...args], { cwd: at, input, encoding: 'utf8', maxBuffer: 256 << 20 });

/**
 * A tree of its own for the tests that age or break the bundle: a copy of the launcher beside links
 * to the sources and packages, so its bundle is built in its own `out/cli`. The other test files run
 * `bin/mus.mjs` at the same time (two workers): a chunk removed or a bundle aged in the repository's
 * `out/cli` made their `mus` rebuild (seconds on a loaded machine) or fail to import the removed chunk.
 * Made once for this file's tests.
 */
let tree: string | undefined;
function privateTree(): string {
  if (tree) return tree;
  const at = tempDir('mus-cli-bundle-');
  mkdirSync(join(at, 'bin'));
  copyFileSync(join(root, 'bin/mus.mjs'), join(at, 'bin/mus.mjs'));
  for (const f of ['src-main', 'shared', 'node_modules', 'package.json', 'tsconfig.json']) symlinkSync(join(root, f), join(at, f));
  tree = at;
  return at;
}

const rng = mulberry32(4242);
const STRESS = process.env.MUS_STRESS === '1';
/** 400 random deals under `MUS_STRESS=1` (`npm run test:stress`, run by CI), 100 in `npm test`; the four languages (each spawns the bundle twice). */
const DEALS = STRESS ? 400 : 100;
const LANGS: Lang[] = ['fr', 'eu', 'es', 'en'];
const deals: DealRecord[] = Array.from({ length: DEALS }, (_, i) => randomDeal(rng, { rules: i % 4 === 0 ? PRESETS.pagat : PRESETS.ffmus, lieRate: 0.1, randomScore: true }));
const jsonl = `${deals.map((d) => JSON.stringify(d)).join('\n')}\n`;

/** What the plain code path prints, memo off: the reference the bundle must equal. */
function plain<T>(f: () => T): T {
  setTextMemo(false);
  try {
    return f();
  } finally {
    setTextMemo(true);
  }
}

describe('the bundled command line', () => {
  it(`settle --json and text, in ${LANGS.join(', ')}: the same bytes as the plain code path`, () => {
    const settled = plain(() => deals.map((d) => {
      const r = settleRecord(d);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    }));
    for (const lang of LANGS) {
      // each deal's settlement rendered once, memo off, for both outputs
      const rendered = plain(() => settled.map((r) => renderSettlement(r.settlement, lang)));
      const want = rendered.map((x) => JSON.stringify(x)).join('\n');
      const got = mus(['settle', '--json', '--lang', lang, '-'], jsonl);
      expect(got.status).toBe(0);
      expect(got.stdout === `${want}\n`).toBe(true);
      const wantText = plain(() => rendered.map((x, i) => `${formatSettlement(x, lang, settled[i]!.rules.target, `#${i + 1}`)}\n`).join(''));
      expect(mus(['settle', '--lang', lang, '-'], jsonl).stdout === wantText).toBe(true);
    }
  });

  it('replay --json is written deal by deal, and is the same bytes as the whole result stringified at once', () => {
    const file = join(root, 'test/fixtures/match-ffmus-full.record.json');
    const rec = JSON.parse(spawnSync('cat', [file], { encoding: 'utf8' }).stdout) as unknown;
    const r = replayMatch(rec);
    if (!r.ok) throw new Error(r.error.message);
    // the reasons name the record's players, as the screens do
    const names = (rec as { players?: string[] }).players;
    for (const lang of ['fr', 'en'] as Lang[]) {
      const { rules, deals: ds, ...rest } = r.value;
      const want = plain(() => `${JSON.stringify({ ...rest, rules, deals: ds.map((d) => renderSettlement(d, lang, names)) }, null, 2)}\n`);
      expect(mus(['replay', '--json', '--lang', lang, file]).stdout === want).toBe(true);
      const wantText = plain(() => `${formatMatch({ ...r.value, deals: ds.map((d) => renderSettlement(d, lang, names)) }, lang, (rec as { teams?: { A: string; B: string } }).teams, names)}\n`);
      expect(mus(['replay', '--lang', lang, file]).stdout === wantText).toBe(true);
    }
  });

  it('a closed pipe ends it quietly (mus settle … | head -1)', async () => {
    const big = jsonl.repeat(10);
    const child = spawn(process.execPath, ['bin/mus.mjs', 'settle', '--json', '-'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let errText = '';
    child.stderr.on('data', (d) => { errText += String(d); });
    child.stdout.once('data', () => child.stdout.destroy()); // the reader goes away after one chunk
    child.stdin.on('error', () => {});
    child.stdin.end(big);
    const code = await new Promise<number | null>((ok) => child.on('close', (c) => ok(c)));
    expect(errText).toBe('');
    expect(code).toBe(0);
  });

  it('the bundle is split in chunks: settle does not load the serial port, and a missing chunk is rebuilt', () => {
    const at = privateTree();
    expect(mus(['--help'], undefined, at).status).toBe(0); // built (or fresh)
    const made = JSON.parse(readFileSync(join(at, 'out/cli/mus.inputs.json'), 'utf8')) as { inputs: string[]; chunks: string[] };
    expect(made.chunks.length).toBeGreaterThan(0);
    // the entry and what it imports statically name no serial port module: only a lazy chunk does
    const entry = readFileSync(join(at, 'out/cli/mus.mjs'), 'utf8');
    const statics = [...entry.matchAll(/^import .* from "\.\/(chunk-[^"]+)";?$/gm)].map((m) => m[1]!);
    for (const f of ['mus.mjs', ...statics]) expect(readFileSync(join(at, 'out/cli', f), 'utf8'), f).not.toMatch(/@serialport\//);
    expect(made.chunks.some((c) => /@serialport\//.test(readFileSync(join(at, 'out/cli', c), 'utf8')))).toBe(true);
    // a chunk gone: the launcher rebuilds before it runs
    const gone = join(at, 'out/cli', made.chunks[0]!);
    rmSync(gone);
    expect(mus(['settle', join(root, 'test/fixtures/deals/art17-hiru-lau-iduki.json')], undefined, at).status).toBe(0);
    expect(existsSync(gone)).toBe(true);
  });

  it('a bundle older than a source it was built from is rebuilt before it runs', () => {
    const at = privateTree();
    const bundle = join(at, 'out/cli/mus.mjs');
    expect(mus(['--help'], undefined, at).status).toBe(0); // built (or fresh)
    // older than any source, however long ago the tree was checked out
    const old = new Date('2000-01-01T00:00:00Z');
    utimesSync(bundle, old, old); // now every source is newer than the bundle
    expect(mus(['--help'], undefined, at).status).toBe(0);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(old.getTime() + 1000);
  });

  it('a bundle older than the launcher (it holds the build\'s options) is rebuilt, though no source changed', () => {
    const at = privateTree();
    const bundle = join(at, 'out/cli/mus.mjs');
    expect(mus(['--help'], undefined, at).status).toBe(0); // built (or fresh)
    const made = JSON.parse(readFileSync(join(at, 'out/cli/mus.inputs.json'), 'utf8')) as { inputs: string[] };
    const newest = Math.max(...made.inputs.map((f) => statSync(join(at, f)).mtimeMs));
    // every source older than the bundle, the launcher newer
    utimesSync(bundle, new Date(newest + 1000), new Date(newest + 1000));
    utimesSync(join(at, 'bin/mus.mjs'), new Date(newest + 2000), new Date(newest + 2000));
    expect(mus(['--help'], undefined, at).status).toBe(0);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(newest + 2000);
  });
});
