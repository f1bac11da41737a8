/**
 * End-to-end helpers: build the renderer for the browser (vite, programmatically), serve it from a
 * tiny static server on 127.0.0.1, and launch the system Chromium headless through playwright-core.
 * Used by the e2e tests and by `bench/ui.bench.ts`.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** The repository root. */
export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Builds the web renderer (`vite.web.config.ts`) into `outDir`. */
export async function buildWeb(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(ROOT, 'vite.web.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
};

/** A static file server on 127.0.0.1 (a free port). */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(dir);
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        res.end(body);
      },
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** Chromium headless, offline-friendly flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
  });
}
