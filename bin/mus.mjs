#!/usr/bin/env node
/**
 * The `mus` command line's launcher (`npm run -s mus -- …`, or `node bin/mus.mjs …`).
 *
 * It runs a pre-built bundle of `src-main/cli/mus.ts` (`out/cli/mus.mjs`, made by esbuild), so a
 * judge's `mus settle FILE` does not compile TypeScript at every start. The bundle is rebuilt, here and
 * only when needed, if it is missing or if any source file it was built from (listed by esbuild in
 * `out/cli/mus.inputs.json`) is newer than it: a stale bundle never runs. Where `out/` cannot be
 * written, the bundle goes to the system temp folder.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

/** True when `bundle` exists and no input it lists is newer (or gone). */
function fresh(dir) {
  const built = mtime(join(dir, 'mus.mjs'));
  if (built < 0) return false;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(join(dir, 'mus.inputs.json'), 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(inputs) || inputs.length === 0) return false;
  for (const f of inputs) {
    const m = mtime(join(root, f));
    if (m < 0 || m > built) return false;
  }
  return true;
}

async function build(dir) {
  const esbuild = await import('esbuild');
  const r = await esbuild.build({
    entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20',
    packages: 'external', write: false, metafile: true, logLevel: 'silent', absWorkingDir: root,
    outfile: join(dir, 'mus.mjs'),
  });
  mkdirSync(dir, { recursive: true });
  const code = r.outputFiles.find((f) => f.path.endsWith('.mjs'));
  // atomic: two launchers building at once each rename a complete file
  const tmp = join(dir, `mus.mjs.${process.pid}.tmp`);
  writeFileSync(tmp, code.contents);
  writeFileSync(join(dir, 'mus.inputs.json'), JSON.stringify(Object.keys(r.metafile.inputs)));
  renameSync(tmp, join(dir, 'mus.mjs'));
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
