/**
 * A card's name as a screen reader says it on the card keys: with eight kings the 3 is a king and
 * the 2 an ace, so they are named so ("roi (le trois : 8 rois)"), not "trois".
 */
import type { T } from '../i18n/index.js';

/** The name of card `n` (1-7, 10-12) under the match's `kings` (4 or 8), in the screen's language. */
export function cardName(n: number, kings: number, t: T): string {
  return kings === 8 && (n === 2 || n === 3) ? t(`card8.${n}`) : t(`card.${n}`);
}
