/**
 * The board's score (`boardScore`): the manche in progress's while the match goes on; once it is
 * won, the winning manche's final score, not the 0–0 its close left in the view.
 */
import { describe, expect, it } from 'vitest';
import { boardScore } from '../../../shared/display/board-score.js';
import type { LiveMatch, MatchEntry } from '../../../shared/index.js';
import { playEntries } from '../../helpers/play.js';
import { TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';

/** The match after `entries`, four players named. */
const play = (entries: readonly MatchEntry[]): LiveMatch => playEntries(entries, { rules: TO_WIN_RULES, teams: { A: 'Gorriak', B: 'Urdinak' }, players: ['Ane', 'Peio', 'Maite', 'Xan'], esku: 0 });

describe('boardScore', () => {
  it('a match going on: the manche in progress’s score, not final', () => {
    const view = play(TO_WIN.first).view;
    expect(view.score).toEqual({ A: 0, B: 27 });
    expect(boardScore(view)).toEqual({ score: { A: 0, B: 27 }, final: null });
  });

  it('a won match: the winning manche’s final score (the view’s own is back to 0–0), the winner and that manche', () => {
    const view = play([...TO_WIN.first, ...TO_WIN.last]).view;
    expect(view.winner).toBe('B');
    expect(view.score).toEqual({ A: 0, B: 0 });
    expect(boardScore(view)).toEqual({ score: { A: 0, B: 30 }, final: { winner: 'B', manche: 0 } });
  });

  it('a manche won but not the match: the new manche’s 0–0, not final', () => {
    const match = playEntries([...TO_WIN.first, ...TO_WIN.last], { rules: { preset: 'ffmus', manchesToWin: 2, target: 30 }, teams: { A: 'a', B: 'b' }, players: ['1', '2', '3', '4'], esku: 0 });
    expect(match.view.manchesWon).toEqual({ A: 0, B: 1 });
    expect(boardScore(match.view)).toEqual({ score: { A: 0, B: 0 }, final: null });
  });

  it('the last of several manches is the one shown', () => {
    const view = { winner: 'A' as const, score: { A: 0, B: 0 }, manches: [{ winner: 'B' as const, score: { A: 12, B: 40 }, deals: 3 }, { winner: 'A' as const, score: { A: 40, B: 32 }, deals: 7 }] };
    expect(boardScore(view)).toEqual({ score: { A: 40, B: 32 }, final: { winner: 'A', manche: 1 } });
  });

  it('a won view without a closed manche keeps its own score', () => {
    expect(boardScore({ winner: 'A', score: { A: 3, B: 1 }, manches: [] })).toEqual({ score: { A: 3, B: 1 }, final: null });
  });
});
