/**
 * A count stays on one line with its word: the room display's team card and the phones' score line
 * wrapped « 0 hamarreko, 0 / tanto » at 1280×720, 1920×1080 and 360 px, a bare number at a line's
 * end (`keepCounts`, rendered in `nobreak` spans by KeepCounts.tsx).
 */
import { describe, expect, it } from 'vitest';
import { keepCounts } from '../../../src-renderer/scoreboard/keep-counts.js';
import { scoreWords } from '../../../src-renderer/seat/seat-store.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { LANGS } from '../../../shared/i18n/index.js';

describe('keepCounts', () => {
  it('keeps each count with its word, and the pieces joined are the text', () => {
    expect(keepCounts('0 hamarreko, 0 tanto')).toEqual([
      { text: '0 hamarreko', keep: true },
      { text: ', ', keep: false },
      { text: '0 tanto', keep: true },
    ]);
    expect(keepCounts('12 amarrakos, 3 piedras').filter((p) => p.keep).map((p) => p.text)).toEqual(['12 amarrakos', '3 piedras']);
    expect(keepCounts('aucun point')).toEqual([{ text: 'aucun point', keep: false }]);
    expect(keepCounts('')).toEqual([]);
  });

  it('in every language, the tokens the score shows break only between the two counts', () => {
    for (const lang of LANGS) {
      const { tokens } = scoreWords({ hamarrekos: 0, tantos: 0 }, 0, uiT(lang));
      const pieces = keepCounts(tokens);
      expect(pieces.map((p) => p.text).join(''), lang).toBe(tokens);
      // every digit of the sentence is inside a piece kept whole with its word
      for (const p of pieces) if (!p.keep) expect(p.text, `${lang}: « ${tokens} »`).not.toMatch(/\d/);
      expect(pieces.filter((p) => p.keep), lang).toHaveLength(2);
    }
  });
});
