/**
 * The room display's panel of a won match (`winner-lines.ts`): who won, the manches, and the
 * winning manche's final score — not the 0–0 its close left in the view, which a bar read as
 * « nobody scored ».
 */
import { describe, expect, it } from 'vitest';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { winnerLines } from '../../../src-renderer/display/winner-lines.js';
import type { MatchView } from '../../../shared/index.js';

const setup = { teams: { A: 'Gorriak', B: 'Urdinak' } } as MatchView['setup'];
const won: Pick<MatchView, 'winner' | 'manches' | 'manchesWon' | 'score' | 'setup'> = {
  winner: 'A',
  score: { A: 0, B: 0 },
  manchesWon: { A: 3, B: 1 },
  manches: [{ winner: 'A', score: { A: 40, B: 12 }, deals: 4 }, { winner: 'B', score: { A: 31, B: 40 }, deals: 5 }, { winner: 'A', score: { A: 40, B: 0 }, deals: 1 }, { winner: 'A', score: { A: 40, B: 32 }, deals: 6 }],
  setup,
};

describe('the room display once the match is won', () => {
  it('says who won, the manches and the winning manche’s final score, in each language', () => {
    expect(winnerLines(won, uiT('fr'))).toEqual({ team: 'A', title: 'Partie gagnée par l’équipe A', name: 'Gorriak', manches: 'Manches 3 – 1', final: 'Manche 4 : A 40 – B 32' });
    expect(winnerLines(won, uiT('es'))?.final).toBe('Chico 4: A 40 – B 32');
    expect(winnerLines(won, uiT('eu'))?.final).toBe('4. partida: A 40 – B 32');
    expect(winnerLines(won, uiT('en'))?.final).toBe('Manche 4: A 40 – B 32');
  });

  it('nothing while the match goes on', () => {
    expect(winnerLines({ ...won, winner: null }, uiT('fr'))).toBeNull();
  });
});
