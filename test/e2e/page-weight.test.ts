/**
 * The pages' weight at start stays within issue 27's budgets (gzipped JS: the room display ≤ 75 kB,
 * the control page ≤ 90 kB). Sizes, not times: the same build gives the same bytes on any machine.
 * A feature that needs more code at start goes in a chunk loaded on first use (`app/lazy.tsx`, a
 * `texts-open.ts` for the bar's words) — the share control in a browser once pushed the control
 * page to 93.8 kB unnoticed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuild } from './harness.js';
import { PAGE_BUDGETS, pageJs } from './page-weight.js';

describe('page weight at start (web build)', () => {
  it('the room display and the control page load no more JS than their budgets', async () => {
    const dir = await webBuild(); // the build users get (NODE_ENV production, `buildWeb`)
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
    const dir = await webBuild();
    const { files } = pageJs(dir, 'index.html');
    const start = [...files].map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect({
      barButton: start.includes('Bibliothèque'), // the bar's button (library/texts-open.ts)
      libraryScreen: start.includes('Bibliothèque des parties'), // the library screen's title (its chunk)
      sharePanel: start.includes('Chaque joueur scanne le QR code de sa place'), // the share panel (its chunk)
    }).toEqual({ barButton: true, libraryScreen: false, sharePanel: false });
  });

  it('the control page loads the showdown\'s entry, the count, the misdeal panel and the end of a match when they first appear, not at start', async () => {
    const dir = await webBuild();
    const { files } = pageJs(dir, 'index.html');
    const start = [...files].map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect({
      misdealButton: start.includes('Fausse donne…'), // its button, on the table at start
      misdealPanel: start.includes('Qui n’a pas quatre cartes ?'), // the panel it opens (MisdealPanel.tsx, texts-panel.ts)
      showdownEntry: start.includes('Abattage : les mains'), // the hands typed (ShowdownEntry.tsx, texts-entry.ts)
      countPanel: start.includes('count-next'), // the count of a deal (CountPanel.tsx: its « next deal »)
      matchOver: start.includes('le gagnant compte une victoire'), // the end of a match (MatchOver.tsx, texts-over.ts)
    }).toEqual({ misdealButton: true, misdealPanel: false, showdownEntry: false, countPanel: false, matchOver: false });
  });
});
