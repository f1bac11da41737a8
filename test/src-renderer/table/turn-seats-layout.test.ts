/**
 * The table with long names on a 1024 px window (a club's 4:3 monitor): the seat chip of the player
 * to speak ran 3 px off the window (the page scrolled sideways), and the turn's arrow stood alone on
 * a line over the sentence it points to (« ▶ » then « Battittë … (3. lekua): mus ala mintza? »).
 * A seat is held to the panel's width and its name wraps inside it; the arrow and the sentence are
 * one piece of text. The e2e journey measures both at 1366×768, 1024×768 and 1280×1024
 * (test/e2e/journeys/control-layout.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const src = (path: string) => readFileSync(new URL(`../../../src-renderer/${path}`, import.meta.url), 'utf8');
const css = src('styles/app.css');
/** The declarations of every rule whose selector list is exactly `selector`. */
const rules = (selector: string) => [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter((m) => m[1]!.replace(/\/\*[\s\S]*?\*\//g, '').trim() === selector).map((m) => m[2]!).join(';');

describe('the turn and the seats with long names', () => {
  it('a seat may shrink to the panel\'s width, its name wrapping inside it', () => {
    expect(rules('.seat')).toMatch(/min-width: 0/);
    expect(rules('.seat')).toMatch(/max-width: 100%/);
    expect(rules('.seat-name')).toMatch(/min-width: 0/);
    expect(rules('.seat-name')).toMatch(/overflow-wrap: anywhere/);
  });

  it('the arrow is inside the sentence\'s own box, not a piece of the line\'s flex row', () => {
    const tsx = src('table/TurnPanel.tsx');
    expect(tsx).toMatch(/<span class="turn-text">\s*<span class="arrow" aria-hidden="true">▶ <\/span>\s*\{turn\.team/);
    expect(rules('.turn-text')).toMatch(/min-width: 0/);
  });
});
