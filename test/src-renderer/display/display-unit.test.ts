/**
 * The room display on a club's 4:3 or 5:4 monitor (1024×768, 1280×1024): its words are sized in its
 * own unit, 1 % of the height held to the width of a 16:10 screen (`--u` of
 * src-renderer/styles/display.css, `displayFont` of the race chart), so they keep the proportions
 * they have on a 16:10 laptop. Sized on the height alone, at 4:3 the scoreboard's « 0 hamarreko,
 * 0 tanto », the phase (« Haundia (gra… »), the last deal and its errors were cut and the race
 * chart's title wrapped its target (« la course aux / 40 »). The e2e journey measures it at every
 * size (test/e2e/journeys/display-layout.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { displayFont, displayUnit } from '../../../src-renderer/chart/race-chart-model.js';

const read = (path: string) => readFileSync(new URL(`../../../src-renderer/${path}`, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

describe('the room display\'s unit', () => {
  it('is 1 % of the height held to 0.625 % of the width', () => {
    expect(read('styles/display.css')).toMatch(/\.display-body \{ --u: min\(1vh, 0\.625vw\);/);
  });

  it('sizes every word and space of the display (only the page\'s frame and the seats\' QR codes are in vh)', () => {
    for (const file of ['styles/display.css', 'chart/chart.css']) {
      const css = read(file);
      const display = file.endsWith('display.css') ? css : [...css.matchAll(/\.display-body[^{]*\{[^}]*\}/g)].map((m) => m[0]).join('\n');
      const raw = [...display.matchAll(/([\w-]+):\s*[^;{}]*?\b\d+(?:\.\d+)?vh\b/g)].map((m) => m[0]).filter((d) => !d.startsWith('--u:'));
      expect(raw, file).toEqual(file.endsWith('display.css') ? ['height: 100vh', 'max-height: 90vh', 'min-height: 30vh', 'width: min(30vh'] : []);
    }
  });

  it('gives the race chart\'s labels 4 % of the height on a 16:9 or 16:10 screen', () => {
    expect(displayFont({ width: 1920, height: 1080 })).toBe(43);
    expect(displayFont({ width: 1280, height: 720 })).toBe(29);
    expect(displayFont({ width: 1280, height: 800 })).toBe(32);
    expect(displayFont({ width: 1366, height: 768 })).toBe(31);
  });

  it('holds them to the width on a 4:3 or 5:4 screen (as on a 16:10 one of that width)', () => {
    expect(displayFont({ width: 1024, height: 768 })).toBe(26);
    expect(displayFont({ width: 1280, height: 1024 })).toBe(32);
    expect(displayFont({ width: 1280, height: 1024 })).toBe(displayFont({ width: 1280, height: 800 }));
  });

  it('sizes the scoreboard\'s tokens words 3.8 units on a 16:9 screen (40 px and more at 1080 lines), held to 2vw elsewhere', () => {
    const css = read('styles/display.css');
    expect(css).toMatch(/\.scoreboard-display \.tokens-text \{ font-size: min\(calc\(3\.8 \* var\(--u\)\), calc\(4vw - 3\.2 \* var\(--u\)\)\);/);
    // the same sums in px: at 1920×1080 a flat 2vw cap gave 38.4 px, under the 40 px read across a room
    const px = (w: number, h: number) => {
      const u = Math.min(h / 100, (0.625 * w) / 100);
      return Math.min(3.8 * u, (4 * w) / 100 - 3.2 * u);
    };
    expect(px(1920, 1080)).toBeGreaterThanOrEqual(40);
    expect(px(1280, 800)).toBeCloseTo(25.6, 5); // 2vw: « 5 hamarrekos, » fits its column
    expect(px(1024, 768)).toBeCloseTo(20.48, 5);
    expect(px(1280, 1024)).toBeCloseTo(25.6, 5);
  });

  it('keeps the seats\' QR codes a quarter of the screen\'s height on a 4:3 or 5:4 monitor too', () => {
    expect(read('styles/display.css')).toMatch(/\.phone-lobby\.with-qr \.phone-seat \{ box-sizing: border-box; width: min\(30vh, 22vw\);[^}]*padding: calc\(1 \* var\(--u\)\);/);
    // the code fills the card but its padding (1 unit a side)
    const side = (w: number, h: number) => Math.min(0.3 * h, 0.22 * w) - 2 * Math.min(h / 100, (0.625 * w) / 100);
    for (const [w, h] of [[1920, 1080], [1280, 720], [1366, 768], [1024, 768], [1280, 1024]] as const) expect(side(w, h), `${w}×${h}`).toBeGreaterThanOrEqual(0.25 * h);
  });

  it('on a portrait screen, puts the teams\' cards one over the other and takes its unit from the height again (0.5vh, held to 1.15vw)', () => {
    const css = read('styles/display.css');
    expect(css).toContain('@media (orientation: portrait) {\n  .display-body { --u: min(0.5vh, 1.15vw); }\n  .display-body .display-controls { --u: min(1vh, 0.625vw); }\n  .scoreboard-display .teams { grid-template-columns: minmax(0, 1fr); gap: calc(1.2 * var(--u)); }\n  .scoreboard-display .tokens-text { font-size: calc(3.8 * var(--u)); }\n}');
    expect(displayUnit({ width: 1080, height: 1920 })).toBeCloseTo(9.6, 5);
    expect(displayUnit({ width: 768, height: 1024 })).toBeCloseTo(5.12, 5);
    expect(displayUnit({ width: 1920, height: 1080 })).toBeCloseTo(10.8, 5);
    expect(displayUnit({ width: 1024, height: 768 })).toBeCloseTo(6.4, 5);
    expect(displayFont({ width: 1080, height: 1920 })).toBe(38);
  });

  it('gives its words (3.8 units; 3.2 in a two-column ladder on a 16:9 screen) 1.7 % of the screen\'s longer side at least, portrait or landscape (2 cm on a 55-inch TV, read at 4 m)', () => {
    // sized like half a 16:10 card (0.625vw), a TV on its side gave 1.3 % (« Maïté · Battittë », 26 px at
    // 1080×1920) and the tokens' words 9 px; portrait, each card has the whole width
    const smallest = (w: number, h: number) => 3.8 * displayUnit({ width: w, height: h });
    for (const [w, h] of [[1920, 1080], [1366, 768], [1280, 720], [1280, 800], [1024, 768], [1280, 1024], [3840, 2160], [1080, 1920], [768, 1024]] as const) {
      expect(smallest(w, h) / Math.max(w, h), `${w}×${h}`).toBeGreaterThanOrEqual(0.017);
    }
  });

  it('never under 16 px', () => {
    expect(displayFont({ width: 320, height: 240 })).toBe(16);
  });
});

describe('the room display\'s sums, never cut', () => {
  const css = read('styles/display.css');

  it('the last deal\'s score wraps between the teams instead of ending with an ellipsis (« Reparto 1: A 0→0 · B 0… » at 1280×800)', () => {
    const oneLine = css.match(/([^{}]+)\{\s*white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0;\s*\}/)?.[1] ?? '';
    expect(oneLine).toContain('.display-meta');
    expect(oneLine).not.toContain('.display-last-score');
    expect(css).toContain('.display-last-score > span { white-space: nowrap; }');
    expect(readFileSync(new URL('../../../src-renderer/display/DisplayApp.tsx', import.meta.url), 'utf8')).toContain('<span>A {last.scoreBefore.A}→{last.scoreAfter.A}</span> · <span>B {last.scoreBefore.B}→{last.scoreAfter.B}</span>');
  });

  it('a team\'s name shows its whole words on one line, the others hidden under it — not cut mid-word with an ellipsis (« Etxeberri-Iñ… », « Oyharçabal-… » beside « DENTRO »)', () => {
    const oneLine = css.match(/([^{}]+)\{\s*white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0;\s*\}/)?.[1] ?? '';
    expect(oneLine).not.toContain('.team-name');
    expect(css).toContain('.scoreboard-display .team-name { font-size: calc(4.8 * var(--u)); line-height: 1.2; max-height: 1.2em; white-space: normal; overflow-wrap: normal; overflow: hidden; flex: 0 1 auto; min-width: 0; }');
  });

  it('the total and what a tira pays go on two lines when both do not fit, under any bet (« Mah… 12 » in Basque at 1024×768)', () => {
    expect(css).toContain('.ladder-display .ladder-sum { flex-wrap: wrap; }');
    expect(css).not.toContain('.ladder-sum.ordago { flex-wrap');
  });
});
