/** readManches (shared/tournament/manches.ts): a list of manche scores read against FFMus arts. 1-2. */
import { describe, expect, it } from 'vitest';
import { mancheWinner, readManches } from '../../../shared/tournament/manches.js';

const R = { target: 40, manchesToWin: 3 };

describe('readManches', () => {
  it('finds the winner of a finished match', () => {
    expect(readManches([{ A: 40, B: 32 }, { A: 12, B: 40 }, { A: 40, B: 38 }, { A: 40, B: 20 }], R)).toEqual({ kind: 'won', side: 'A', won: { A: 3, B: 1 } });
  });
  it('says how many manches each side still needs when nobody has won (one manche of three)', () => {
    expect(readManches([{ A: 40, B: 32 }], R)).toEqual({ kind: 'short', won: { A: 1, B: 0 }, needs: { A: 2, B: 3 } });
    expect(readManches([], R)).toEqual({ kind: 'short', won: { A: 0, B: 0 }, needs: { A: 3, B: 3 } });
  });
  it('points at the first manche that is not finished, or played after the win', () => {
    expect(readManches([{ A: 40, B: 32 }, { A: 40, B: 41 }], R)).toEqual({ kind: 'unfinished-manche', index: 1, score: { A: 40, B: 41 } });
    expect(readManches([{ A: 40, B: 1 }, { A: 40, B: 2 }, { A: 40, B: 3 }, { A: 3, B: 40 }], R)).toEqual({ kind: 'after-win', index: 3, won: { A: 3, B: 0 } });
  });
  it('a manche is won at the target exactly, the other side below it', () => {
    expect(mancheWinner({ A: 40, B: 39 }, 40)).toBe('A');
    expect(mancheWinner({ A: 0, B: 40 }, 40)).toBe('B');
    expect(mancheWinner({ A: 40, B: 40 }, 40)).toBeNull();
    expect(mancheWinner({ A: 41, B: 3 }, 40)).toBeNull();
  });
});
