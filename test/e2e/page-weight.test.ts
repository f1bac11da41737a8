/**
 * The pages' weight at start stays within issue 27's budgets (gzipped JS: the room display ≤ 75 kB,
 * the control page ≤ 90 kB). Sizes, not times: the same build gives the same bytes on any machine.
 * A feature that needs more code at start goes in a chunk loaded on first use (`app/lazy.tsx`, a
 * `texts-open.ts` for the bar's words) — the share control in a browser once pushed the control
 * page to 93.8 kB unnoticed.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, ROOT } from './harness.js';
import { PAGE_BUDGETS, pageJs } from './page-weight.js';

const dir = join(ROOT, `test-artifacts/page-weight-${process.pid}`);

// the build users get: vitest sets NODE_ENV to "test", which makes Vite keep the libraries'
// development code (Preact's debug hooks…) in the e2e files' shared build
beforeAll(async () => {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildWeb(dir);
  } finally {
    process.env.NODE_ENV = env;
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('page weight at start (web build)', () => {
  it('the room display and the control page load no more JS than their budgets', async () => {
    const display = pageJs(dir, 'display.html');
    const control = pageJs(dir, 'index.html');
    expect(display.files.size).toBeGreaterThan(0);
    expect(control.files.size).toBeGreaterThan(0);
    expect({ display: display.gz, control: control.gz }).toEqual({
      display: Math.min(display.gz, PAGE_BUDGETS.display),
      control: Math.min(control.gz, PAGE_BUDGETS.control),
    });
  });

  it('the control page carries neither the share control nor the library screen\'s texts', async () => {
    const { files } = pageJs(dir, 'index.html');
    const start = [...files].map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect({
      barButton: start.includes('Bibliothèque'), // the bar's button (library/texts-open.ts)
      libraryScreen: start.includes('Bibliothèque des parties'), // the library screen's title (its chunk)
      sharePanel: start.includes('Chaque joueur scanne le QR code de sa place'), // the share panel (its chunk)
    }).toEqual({ barButton: true, libraryScreen: false, sharePanel: false });
  });
});
