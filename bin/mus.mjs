#!/usr/bin/env node
/**
 * The `mus` command line's launcher (`npm run -s mus -- …`, or `node bin/mus.mjs …`).
 *
 * It runs a pre-built bundle of `src-main/cli/mus.ts` (`out/cli/mus.mjs`, made by esbuild), so a
 * judge's `mus settle FILE` does not compile TypeScript at every start. The bundle is split in chunks
 * (esbuild `splitting`): what only `table`, `library` or `tournament` need (the serial port's native
 * bindings, the library's files…) sits in chunks loaded by their lazy `import()`, so `settle`,
 * `replay` and `check` do not load it at start. The few pure-JavaScript packages those load at every
 * start (jsonc-parser, i18next, Ajv's run-time helper) are bundled in; every other package stays
 * external. The bundle is rebuilt, here and only when needed, if
 * its entry or any chunk is missing or if any source file it was built from (listed by esbuild in
 * `out/cli/mus.inputs.json`) is newer than the entry: a stale bundle never runs. Where `out/` cannot
 * be written, the bundle goes to the system temp folder.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src-main/cli/mus.ts');

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return -1;
  }
}

/**
 * True when the bundle's entry and chunks exist and neither this launcher (it holds the build's
 * options) nor any input they list is newer (or gone).
 */
function fresh(dir) {
  const built = mtime(join(dir, 'mus.mjs'));
  if (built < 0 || mtime(fileURLToPath(import.meta.url)) > built) return false;
  let made;
  try {
    made = JSON.parse(readFileSync(join(dir, 'mus.inputs.json'), 'utf8'));
  } catch {
    return false;
  }
  const { inputs, chunks } = made ?? {};
  if (!Array.isArray(inputs) || inputs.length === 0 || !Array.isArray(chunks)) return false;
  for (const f of inputs) {
    const m = mtime(join(root, f));
    if (m < 0 || m > built) return false;
  }
  for (const c of chunks) if (mtime(join(dir, c)) < 0) return false;
  return true;
}

/** Writes `data` to `file` atomically (two launchers building at once each rename a complete file). */
function writeAtomic(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/**
 * Packages bundled in (pure JavaScript, loaded by `settle`, `replay` and `check` at every start): read
 * from their ES modules once at build time instead of resolved, lexed (jsonc-parser's main is UMD) and
 * linked at every start. Every other package stays external.
 */
const BUNDLED = /^(jsonc-parser|i18next|ajv\/dist\/runtime\/[a-z0-9_]+\.js)$/;

/** An esbuild plugin: every bare import is external except {@link BUNDLED}. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (a) => (BUNDLED.test(a.path) ? undefined : { path: a.path, external: true }));
  },
};

async function build(dir) {
  const esbuild = await import('esbuild');
  const r = await esbuild.build({
    entryPoints: { mus: entry }, bundle: true, splitting: true, platform: 'node', format: 'esm', target: 'node20',
    plugins: [externalPackages], mainFields: ['module', 'main'], write: false, metafile: true, logLevel: 'silent', absWorkingDir: root,
    outdir: dir, outExtension: { '.js': '.mjs' }, chunkNames: 'chunk-[hash]',
  });
  mkdirSync(dir, { recursive: true });
  const entryFile = r.outputFiles.find((f) => basename(f.path) === 'mus.mjs');
  const chunks = r.outputFiles.filter((f) => f !== entryFile && f.path.endsWith('.mjs'));
  // chunks are named by their content's hash: written first, the entry that imports them last
  for (const c of chunks) writeAtomic(c.path, c.contents);
  writeAtomic(join(dir, 'mus.inputs.json'), JSON.stringify({ inputs: Object.keys(r.metafile.inputs), chunks: chunks.map((c) => basename(c.path)) }));
  writeAtomic(join(dir, 'mus.mjs'), entryFile.contents);
  // chunks of earlier builds, once a day old: no command started before this build still loads them (a
  // `mus table` runs for an evening)
  const keep = new Set(chunks.map((c) => basename(c.path)));
  for (const f of readdirSync(dir)) {
    if (/^chunk-.*\.mjs$/.test(f) && !keep.has(f) && Date.now() - mtime(join(dir, f)) > 86_400_000) rmSync(join(dir, f), { force: true });
  }
}

async function bundleDir() {
  const dirs = [join(root, 'out/cli'), join(tmpdir(), `mus-cli-${Buffer.from(root).toString('hex').slice(-16)}`)];
  for (const dir of dirs) if (fresh(dir)) return dir;
  for (const dir of dirs) {
    try {
      await build(dir);
      return dir;
    } catch (e) {
      if (dir === dirs[dirs.length - 1]) throw e;
    }
  }
  return dirs[0];
}

// a closed pipe (`mus settle … | head -1`) ends the command quietly
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

try {
  const dir = await bundleDir();
  await import(pathToFileURL(join(dir, 'mus.mjs')).href);
} catch (e) {
  process.stderr.write(`mus: cannot start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 70;
}
