/**
 * `npm start` (after `electron-vite build`): starts the desktop app with the Electron binary of the
 * `electron` package. Where that binary is missing and cannot be downloaded (no network, or a machine
 * that blocks it), it says so in one paragraph and offers the browser version (`npm run web`) instead
 * of ending in a stack trace.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function explain(reason) {
  process.stderr.write(`
npm start could not open the desktop app: the Electron program is not installed in
node_modules/electron, and downloading it failed (${reason}). On a machine that can reach the
Electron downloads, run \`npm ci\` and \`npm start\` again. Meanwhile the same app runs in a browser:
\`npm run web\`, then open http://127.0.0.1:5173/ (the room display is display.html beside it).

`);
  process.exit(1);
}

let pkgDir;
try {
  pkgDir = dirname(require.resolve('electron/package.json'));
} catch {
  explain('the electron package itself is missing: run npm ci');
}

const pathFile = join(pkgDir, 'path.txt');
const installed = () => existsSync(pathFile) && existsSync(join(pkgDir, 'dist', readFileSync(pathFile, 'utf8')));
if (!installed() && !process.env.ELECTRON_OVERRIDE_DIST_PATH) {
  process.stdout.write('Downloading the Electron program (once)…\n');
  const r = spawnSync(process.execPath, [join(pkgDir, 'install.js')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0 || !installed()) {
    const lines = `${r.stderr ?? ''}\n${r.stdout ?? ''}`.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('at '));
    const why = lines.find((l) => /error|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|status|fetch/i.test(l)) ?? lines[0] ?? `exit code ${r.status}`;
    explain(why.replace(/^[A-Za-z]*Error:\s*/, '').slice(0, 200));
  }
}

let electron;
try {
  electron = require('electron');
} catch (e) {
  explain(String(e?.message ?? e).split('\n')[0]);
}
const child = spawn(electron, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('error', (e) => explain(e.message));
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
