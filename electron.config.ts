/**
 * electron-vite build of the desktop app: `npm run build` (works without the Electron binary).
 * - main: `src-main/electron/main.ts` → `out/main/index.js` (ESM, package "type": "module"), and
 *   the tournament hub's pages → `out/main/board/`;
 * - preload: `src-main/electron/preload.ts` → `out/preload/preload.cjs`, ONE CommonJS bundle, as a
 *   sandboxed preload must be;
 * - renderer: `src-renderer/index.html` (control) and `display.html` (room display) → `out/renderer`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { rendererBuild, cspPlugin } from './vite.web.config.js';

const root = import.meta.dirname;

/**
 * The tournament hub's pages (board and join, `src-main/hub/board/`) and the two style sheets they
 * link, copied beside the bundled main process (`out/main/board/`): the hub serves them from there
 * (`boardFiles()` in `src-main/hub/hub-server.ts`), in a packaged app too.
 */
function hubPages(): Plugin {
  const files: [string, string][] = [
    ...['board.html', 'board.js', 'board.css', 'join.html', 'join.js'].map((f): [string, string] => [`board/${f}`, resolve(root, 'src-main/hub/board', f)]),
    ['board/base.css', resolve(root, 'src-renderer/styles/base.css')],
    ['board/display.css', resolve(root, 'src-renderer/styles/display.css')],
  ];
  return {
    name: 'mus-hub-pages',
    generateBundle() {
      for (const [fileName, from] of files) this.emitFile({ type: 'asset', fileName, source: readFileSync(from) });
    },
  };
}

export default defineConfig({
  main: {
    plugins: [hubPages()],
    build: {
      outDir: resolve(root, 'out/main'),
      rolldownOptions: { input: { index: resolve(root, 'src-main/electron/main.ts') } },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      externalizeDeps: false,
      rolldownOptions: {
        input: { preload: resolve(root, 'src-main/electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    plugins: [preact(), cspPlugin()],
    build: rendererBuild(resolve(root, 'out/renderer')),
  },
});
