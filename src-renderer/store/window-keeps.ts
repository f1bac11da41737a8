/**
 * What a reload of the control window keeps of what the scorer saw, in the window's storage: the
 * count on screen ({@link countKeep}), the screen on show ({@link screenKeep}) and the digits typed
 * for an amount ({@link digitsKeep}). The match itself is in the journal.
 */
import { countKeep, type CountKeep, type KeepStorage } from './count-keep.js';
import { digitsKeep, type DigitsKeep } from './digits-keep.js';
import { screenKeep, type ScreenKeep } from './screen-keep.js';

/** The keeps of one window. */
export interface WindowKeeps {
  count: CountKeep;
  screen: ScreenKeep;
  digits: DigitsKeep;
}

/** The keeps of a window over `storage` (null: a window that keeps nothing, e.g. the room display). */
export function windowKeeps(storage: KeepStorage | null): WindowKeeps {
  return { count: countKeep(storage), screen: screenKeep(storage), digits: digitsKeep(storage) };
}
