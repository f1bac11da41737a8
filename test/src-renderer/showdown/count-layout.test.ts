/**
 * The count of a deal with long names on a 1024 px window: the ledger's last column ran under the
 * side column (a name in the reason could not break, the table grew past its panel), and the
 * manche won's badge ran past the panel's edge on one line. The reason breaks anywhere (its cell
 * only: the other columns keep their words whole), the badge wraps inside the panel. The e2e journey
 * measures it at four sizes in four languages (test/e2e/journeys/desktop-club-sizes.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const src = (path: string) => readFileSync(new URL(`../../../src-renderer/${path}`, import.meta.url), 'utf8');
const css = src('styles/app.css');
/** The declarations of every rule whose selector list is exactly `selector` (comments aside). */
const rules = (selector: string) => [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter((m) => m[1]!.replace(/\/\*[\s\S]*?\*\//g, '').trim() === selector).map((m) => m[2]!).join(';');

describe('the count with long names', () => {
  it('the reason\'s cell breaks a long name anywhere; no other cell does', () => {
    expect(src('showdown/CountPanel.tsx')).toMatch(/<td class="reason">\s*\{l\.credit\.decisive/);
    expect(rules('.ledger td.reason')).toMatch(/overflow-wrap: anywhere/);
    expect(rules('.ledger td')).toBe('');
  });

  it('the manche won\'s badge wraps inside the panel', () => {
    const d = rules('.count-scores .badge');
    expect(d).toMatch(/max-width: 100%/);
    expect(d).toMatch(/white-space: normal/);
    expect(d).toMatch(/overflow-wrap: anywhere/);
  });
});
