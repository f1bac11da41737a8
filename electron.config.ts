/**
 * electron-vite build of the desktop app: `npm run build` (works without the Electron binary).
 * - main: `src-main/electron/main.ts` → `out/main/index.js` (ESM, package "type": "module");
 * - preload: `src-main/electron/preload.ts` → `out/preload/preload.cjs`, ONE CommonJS bundle, as a
 *   sandboxed preload must be;
 * - renderer: `src-renderer/index.html` (control) and `display.html` (room display) → `out/renderer`.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import preact from '@preact/preset-vite';
import { rendererBuild, cspPlugin } from './vite.web.config.js';

const root = import.meta.dirname;

export default defineConfig({
  main: {
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
