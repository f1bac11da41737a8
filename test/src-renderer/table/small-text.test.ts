/**
 * The smallest texts of the control window are readable on a club's 1024 px monitor: the act
 * buttons' key hints (« M », « ⇧I ») were 0.7rem, about 9.8 px there, and the score's words
 * (« 0 hamarreko, 0 tanto ») 0.78rem, about 10.9 px; both are now at least 12 px, and stay as they
 * were where the root is larger. The root's size is the one base.css gives for the window's width.
 * The layout journeys measure the page at 1024×768 (test/e2e/journeys/control-layout.test.ts,
 * desktop-club-sizes.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const css = (path: string) => readFileSync(new URL(`../../../src-renderer/styles/${path}`, import.meta.url), 'utf8');
/** The `font-size` of the rule whose selector list is exactly `selector` in `sheet`. */
function fontSize(sheet: string, selector: string): string {
  const rule = [...sheet.matchAll(/([^{}]+)\{([^}]*)\}/g)].find((m) => (m[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').trim() === selector);
  const v = /font-size:\s*([^;]+);/.exec(rule?.[2] ?? '');
  if (!v?.[1]) throw new Error(`no font-size for ${selector}`);
  return v[1].trim();
}
/** A size in px: `Npx`, `Nrem`, `Nvw`, `a + b`, `max(…)`, `min(…)`, `clamp(…)` at root `rem` px and `width` px. */
function px(v: string, rem: number, width: number): number {
  const f = /^(max|min|clamp)\((.*)\)$/.exec(v.trim());
  if (f) {
    const args = (f[2] ?? '').split(',').map((a) => px(a, rem, width));
    if (f[1] === 'max') return Math.max(...args);
    if (f[1] === 'min') return Math.min(...args);
    const [lo = 0, mid = 0, hi = 0] = args;
    return Math.min(hi, Math.max(lo, mid));
  }
  return v.split('+').reduce((sum, term) => {
    const m = /^\s*([\d.]+)(px|rem|vw)\s*$/.exec(term);
    if (!m) throw new Error(`unknown size: ${term}`);
    const n = Number(m[1]);
    return sum + (m[2] === 'px' ? n : m[2] === 'rem' ? n * rem : (n * width) / 100);
  }, 0);
}

describe('the smallest texts of the control window', () => {
  const rootAt = (width: number) => px(fontSize(css('base.css'), 'html'), 16, width);

  it('the root is 14 px on a 1024 px window (what the small texts are measured against)', () => {
    expect(rootAt(1024)).toBe(14);
  });

  it('the key hints of the act buttons and « 0 hamarreko, 0 tanto » are at least 12 px at 1024 px', () => {
    for (const width of [1024, 1280, 1366]) {
      expect(px(fontSize(css('app.css'), '.act kbd'), rootAt(width), width), `.act kbd at ${width}`).toBeGreaterThanOrEqual(12);
      expect(px(fontSize(css('scoreboard.css'), '.tokens-text'), rootAt(width), width), `.tokens-text at ${width}`).toBeGreaterThanOrEqual(12);
    }
  });

  it('on a large screen they keep their size (0.7rem and 0.78rem of the root, about 18 px at 1920 px)', () => {
    const root = rootAt(1920);
    expect(px(fontSize(css('app.css'), '.act kbd'), root, 1920)).toBeCloseTo(0.7 * root);
    expect(px(fontSize(css('scoreboard.css'), '.tokens-text'), root, 1920)).toBeCloseTo(0.78 * root);
  });
});
