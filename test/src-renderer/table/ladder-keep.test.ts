/**
 * The room display's ladder keeps a whole round of words at six players: after six « Mus » or six
 * ba/ez, the first speaker's word stays on the screen (it dropped off: the esku's « Ba » the room
 * looked for was gone); a long bidding keeps its last five lines, the total line saying the rest.
 */
import { describe, expect, it } from 'vitest';
import { displayLadderLines } from '../../../src-renderer/table/ladder-keep.js';

describe('the lines of the ladder the room display keeps', () => {
  it('a whole round of words at six players while no bet is standing', () => {
    expect(displayLadderLines(6, false)).toBe(6);
    expect(displayLadderLines(4, false)).toBe(5);
  });

  it('the last five under a bet standing, the total line saying the rest', () => {
    expect(displayLadderLines(6, true)).toBe(5);
    expect(displayLadderLines(4, true)).toBe(5);
  });
});
