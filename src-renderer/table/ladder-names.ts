/**
 * The players' names as the room display's two-column ladder shows them: a column is a quarter of
 * the screen, and a 60-character name cut to its width lost all but a letter or two (« M », « B.. »
 * at 1024×768, no ellipsis left to say so). There each name is cut at a word boundary instead: its
 * first word (« Maïté », « Jean-Mixel »), or as many words as it takes to tell it from the other
 * players' names at the table; the full name stays in the line's title and for a screen reader.
 * The scoreboard's player line uses the same names (`scoreboardView`'s `playerShort`).
 */

import type { MatchView } from '../../shared/index.js';
import { seatName } from '../store/derive.js';

/** The words of a name (split on white space; a hyphenated name is one word). */
const wordsOf = (name: string): string[] => name.trim().split(/\s+/).filter((w) => w !== '');

/**
 * Each name shortened to its first words, as few as tell it from every other name of the list
 * (`names` by seat, as `seatName` gives them; the answer in the same order).
 * A name of one word, or one that no shorter form tells apart (two players of the same name), is
 * kept whole; a name with no words (blank) is kept as given.
 */
export function shortNames(names: readonly string[]): string[] {
  const words = names.map(wordsOf);
  return names.map((name, i) => {
    const own = words[i] ?? [];
    for (let k = 1; k < own.length; k++) {
      const head = own.slice(0, k).join(' ');
      if (words.every((other, j) => j === i || other.slice(0, k).join(' ') !== head)) return head;
    }
    return own.length > 0 ? own.join(' ') : name;
  });
}

/** The table's players' names by seat ({@link shortNames} of `seatName` for every seat). */
export function seatShortNames(view: MatchView): string[] {
  return shortNames(view.setup.players.map((_, seat) => seatName(view, seat)));
}
