/**
 * The three layers (README, "Layout"), checked by `npm test` (`npm run lint:layers`):
 * - shared/ is platform-neutral: it imports only shared/ and platform-neutral npm packages — no
 *   Node built-in, no Electron, no serial port, no src-main/ or src-renderer/;
 * - src-renderer/ (the UI, also a plain browser page) imports shared/ and itself, never src-main/;
 * - src-main/ (the Node and Electron adapters) never imports src-renderer/;
 * - no module imports itself back through others (no import circle, types included).
 * DOM and Node *types* are kept out of shared/ by its own tsconfig (tsconfig.shared.json).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-stays-in-shared',
      comment: 'shared/ is the platform-neutral layer: it imports nothing from src-main/, src-renderer/, test/ or scripts/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(src-main|src-renderer|test|bench|scripts)/' },
    },
    {
      name: 'shared-no-node',
      comment: 'shared/ runs in Electron main, the renderer and a plain browser alike: no Node built-in modules.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-no-platform-packages',
      comment: 'shared/ imports no Electron, serial port, pty or other platform package.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: 'node_modules/(electron|serialport|@serialport|@lydell/node-pty|playwright-core|@sparticuz)' },
    },
    {
      name: 'renderer-not-main',
      comment: 'The renderer reaches the app through shared/ contracts and window.mus only, never src-main/.',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { path: '^src-main/' },
    },
    {
      name: 'renderer-no-node',
      comment: 'The renderer also runs in a plain browser: no Node built-in modules.',
      severity: 'error',
      from: { path: '^src-renderer/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'main-not-renderer',
      comment: 'The main process does not import the UI.',
      severity: 'error',
      from: { path: '^src-main/' },
      to: { path: '^src-renderer/' },
    },
    {
      name: 'no-circular',
      comment: 'No import circle, type-only imports included: a module that needs a part of another that needs it back takes that part into a file of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|out|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
