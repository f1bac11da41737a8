/**
 * The room display's panel once the match is won, as words: who won (the team's letter), its name,
 * the manches won, and the winning manche's final score (« Manche 3 : A 40 – B 32 »). The scoreboard
 * above shows the same final score (`shared/display/board-score.ts`), never the 0–0 left by the
 * close of that manche.
 */
import type { MatchView, Team } from '../../shared/index.js';
import { boardScore } from '../../shared/display/board-score.js';
import type { T } from '../i18n/index.js';
import './texts.js';

/** The panel's lines; null while the match goes on. */
export interface WinnerLines {
  team: Team;
  /** « Partie gagnée par l’équipe A ». */
  title: string;
  /** The winning team's name as set up. */
  name: string;
  /** « Manches 3 – 1 » (A first). */
  manches: string;
  /** « Manche 4 : A 40 – B 32 »: the winning manche's final score. */
  final: string;
}

/** @param t the display's texts (`display.*`, `moment.manches`) */
export function winnerLines(view: Pick<MatchView, 'winner' | 'manches' | 'manchesWon' | 'score' | 'setup'>, t: T): WinnerLines | null {
  const board = boardScore(view);
  if (!board.final) return null;
  const team = board.final.winner;
  return {
    team,
    title: t('display.winner', { team }),
    name: view.setup.teams[team],
    manches: t('moment.manches', { A: view.manchesWon.A, B: view.manchesWon.B }),
    final: t('display.finalScore', { n: board.final.manche + 1, A: board.score.A, B: board.score.B }),
  };
}
