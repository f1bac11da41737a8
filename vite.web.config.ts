/**
 * The renderer alone, in a browser: `npm run web` (dev server) and `npm run build:web` (→ `dist-web/`).
 * The engine runs in the page (web bridge); the room display is `display.html` in another tab,
 * fed by a BroadcastChannel. Also used by the end-to-end tests and the UI bench.
 */
import { resolve } from 'node:path';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { CSP, CSP_DEV } from './src-main/electron/security.js';

const root = import.meta.dirname;

/** Build options shared by the web build and the Electron renderer build. */
export function rendererBuild(outDir: string): BuildEnvironmentOptions {
  return {
    outDir,
    emptyOutDir: true,
    target: 'chrome120',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The engine modules (shared/, outside its texts) have no side effects on import: a page keeps
      // only what it uses of the `shared/index.js` barrel (the room display needs no engine).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]shared[\\/](?!i18n[\\/])/.test(id) },
      // The libraries both pages load at start (Preact, signals, i18next) are one chunk: it gzips
      // better than several small ones.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](preact|@preact[\\/]signals|i18next)[\\/]/ }] } },
      input: { index: resolve(root, 'src-renderer/index.html'), display: resolve(root, 'src-renderer/display.html'), seat: resolve(root, 'src-renderer/seat.html'), host: resolve(root, 'src-renderer/host.html') },
    },
  };
}

/**
 * The content security policy, written into each page's `<meta>`: strict in the build (no inline
 * script or style, no eval, no network); the dev server needs inline styles and its websocket.
 */
export function cspPlugin(): Plugin {
  let dev = false;
  return {
    name: 'mus-csp',
    configResolved(c) {
      dev = c.command === 'serve';
    },
    transformIndexHtml(html) {
      const csp = dev ? CSP_DEV : CSP;
      return html.replace('%CSP%', csp);
    },
  };
}

export default defineConfig({
  root: resolve(root, 'src-renderer'),
  base: './',
  plugins: [preact(), cspPlugin()],
  build: rendererBuild(resolve(root, 'dist-web')),
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
