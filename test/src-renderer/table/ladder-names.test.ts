/**
 * The room display's two-column ladder cut a 60-character name to its column's width: « M », « B.. »
 * at 1024×768, no sign of the cut. There each name is shortened at a word boundary (`shortNames`),
 * as few words as tell it from the table's other names; the CSS gives the column to the name
 * (test/e2e/journeys/display-layout.test.ts looks at it at every size).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { seatShortNames, shortNames } from '../../../src-renderer/table/ladder-names.js';
import { LONG_NAMES, longSetup } from '../../helpers/display-match.js';
import { replayLog } from '../../../shared/index.js';

describe('the names of the display\'s two-column ladder', () => {
  it('are the first word of each of the longest names (a hyphenated first name whole)', () => {
    expect(shortNames(LONG_NAMES.players)).toEqual(['Maïté', 'Xabier', 'Battittë', 'Jean-Mixel']);
  });

  it('take as many words as tell two players apart', () => {
    expect(shortNames(['Jean Dupont', 'Jean Durand', 'Peio Etxeberri', 'Peio'])).toEqual(['Jean Dupont', 'Jean Durand', 'Peio Etxeberri', 'Peio']);
    expect(shortNames(['Ana María López', 'Ana María Ruiz', 'Ana Belén Gil', 'Iker'])).toEqual(['Ana María López', 'Ana María Ruiz', 'Ana Belén', 'Iker']);
  });

  it('keep a one-word name, two same names and a blank one as they are', () => {
    expect(shortNames(['Maite', 'Jon Ander', 'Jon Ander', '  '])).toEqual(['Maite', 'Jon Ander', 'Jon Ander', '  ']);
    expect(shortNames(['  Miren   Goñi ', 'Ane'])).toEqual(['Miren', 'Ane']);
  });

  it('are given the column: no indent, the name takes what its word leaves, on a 4:3 screen the word under it, on a portrait one the whole width', () => {
    const css = readFileSync(new URL('../../../src-renderer/styles/display.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).toContain('.ladder-display .ladder-lines.two-columns { columns: 2; column-gap: 2vw; padding-left: 0; }');
    expect(css).toContain('.ladder-display .ladder-lines.two-columns li > .who { flex: 1 1 auto; }');
    expect(css).toContain('@media (max-aspect-ratio: 3/2) { .ladder-display .ladder-lines.two-columns li { flex-wrap: wrap; } }');
    expect(css).toContain('@media (max-aspect-ratio: 3/2) and (orientation: landscape) { .ladder-display .ladder-lines.two-columns li:not(.ladder-folded) > .what { flex-basis: 100%; text-align: right; } }');
    // a portrait screen: the phase and its ladder over the race, the whole width
    expect(css).toContain('@media (orientation: portrait) { .display-lower { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto minmax(0, 1fr); } }');
    expect(css).toMatch(/@media \(min-aspect-ratio: 3\/2\) \{ \.ladder-display \.ladder-lines\.two-columns \{ font-size: calc\(3\.2 \* var\(--u\)\); column-gap: 1\.5vw; \} \}/);
    expect(css).toMatch(/@media \(min-aspect-ratio: 17\/10\) \{ \.display-lower:has\(\.ladder-lines\.two-columns\) \{ grid-template-columns: minmax\(0, 1\.3fr\) minmax\(0, 1fr\); \} \}/);
  });
});

describe('the names the room display gives the esku and the speaker', () => {
  it('are the seats\' short names, as the scoreboard and the ladder give them (the display\'s « ★ Maïté », « ▶ Xabier »)', () => {
    const live = replayLog(longSetup(), []);
    if (!live.ok) throw new Error(live.error.message);
    const view = live.value.view;
    expect(seatShortNames(view)).toEqual(shortNames(view.setup.players.map((p) => p)));
    expect(seatShortNames(view)).toEqual(['Maïté', 'Xabier', 'Battittë', 'Jean-Mixel']);
  });
});
