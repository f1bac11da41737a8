/**
 * The phase on the room display (`.big-phase` of src-renderer/styles/display.css), the headline a
 * bar reads across the room: held to one line with an ellipsis, the Spanish showdown read
 * « Se enseñan las car… » on a 1366×768 TV and on a 1920×1080 one. It now takes two lines at most
 * (as the match won does), and every phase of the four languages fits them at every TV size, its
 * words whole. The widths are worked out from the display's unit (`--u`: 1 % of the height held to
 * 0.625 % of the width) and the grid of the display's lower half, with a bold glyph taken as wide
 * as 0.66 em (DejaVu Sans Bold, the widest of the fonts a TV box has, averages under it on these
 * words); the e2e journey measures the real page (test/e2e/journeys/phones-six-bar.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { WORDS } from '../../../shared/i18n/table-words.js';

const css = readFileSync(new URL('../../../src-renderer/styles/display.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** The declarations of the rule whose selector is exactly `sel`. */
const rule = (sel: string) => new RegExp(`(?:^|\\n)${sel.replace(/[.]/g, '\\.')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';

const SCREENS = [[1920, 1080], [1366, 768], [1280, 720], [1024, 768]] as const;
const GLYPH = 0.66;

/** The phase's column (px): the lower half's first column (1.15 of 2.15 after 2 × 2.5vw of padding and a 1.5vw gap), less its padding (2 × 1.5vw) and borders (2 × 0.4 u). */
function column(w: number, h: number): { width: number; font: number } {
  const u = Math.min(h / 100, (0.625 * w) / 100);
  const vw = w / 100;
  return { width: ((100 - 5 - 1.5) * vw * 1.15) / 2.15 - 3 * vw - 0.8 * u, font: 7 * u };
}

/** Lines the words take at `font` px in `width` px, broken between words (Infinity when one word alone does not fit). */
function lines(text: string, font: number, width: number): number {
  const em = (s: string) => s.length * GLYPH * font;
  let n = 1;
  let line = '';
  for (const word of text.split(' ')) {
    if (em(word) > width) return Infinity;
    const next = line ? `${line} ${word}` : word;
    if (em(next) > width) {
      n++;
      line = word;
    } else line = next;
  }
  return n;
}

describe('the phase on the room display', () => {
  it('wraps onto a second line rather than ending with an ellipsis', () => {
    const big = rule('.big-phase');
    expect(big).toMatch(/white-space: normal;/);
    expect(big).toMatch(/-webkit-line-clamp: 2;/);
    expect(big).not.toMatch(/nowrap|text-overflow: ellipsis/);
  });

  it('on one line, the Spanish showdown was cut on a 1366×768 and a 1920×1080 TV', () => {
    for (const [w, h] of [[1366, 768], [1920, 1080]] as const) {
      const c = column(w, h);
      expect(lines(WORDS.es.phase.showdown, c.font, c.width), `${w}×${h}`).toBe(2);
    }
  });

  it('every phase, in the four languages, fits two lines at every TV size, each word whole', () => {
    const over: string[] = [];
    for (const [lang, words] of Object.entries(WORDS)) {
      for (const [key, text] of Object.entries(words.phase)) {
        for (const [w, h] of SCREENS) {
          const c = column(w, h);
          if (lines(text, c.font, c.width) > 2) over.push(`${lang} ${key} « ${text} » ${w}×${h}`);
        }
      }
    }
    expect(over).toEqual([]);
  });
});
