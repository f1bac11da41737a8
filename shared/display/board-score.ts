/**
 * The score a scoreboard shows (the control window's and the room display's). While the match goes
 * on it is the manche in progress's (`MatchView.score`); once the match is won the view's own score
 * has been put back to 0–0 by the close of the winning manche (FFMus arts. 1-2: a new manche starts
 * at 0), which a bar and a table read as « nobody scored »: the board then shows the winning
 * manche's final score (e.g. 40–32), marked final, with the manche it is of.
 */
import type { Score, Team } from '../types.js';
import type { MatchView } from '../match/live.js';

/** What a scoreboard shows as each team's number. */
export interface BoardScore {
  /** Tantos per team: the manche in progress's, or the winning manche's final score. */
  score: Score;
  /**
   * Set once the match is won: the winner, and the winning (last) manche, 0-based as
   * `MatchView.manches` counts; null while the match goes on.
   */
  final: { winner: Team; manche: number } | null;
}

/**
 * The board's score for a match view (pure). A won match with no manche closed (not possible from
 * the engine, but a view is data) keeps `view.score`.
 */
export function boardScore(view: Pick<MatchView, 'winner' | 'manches' | 'score'>): BoardScore {
  const last = view.manches.length - 1;
  const closing = view.manches[last];
  if (!view.winner || !closing) return { score: view.score, final: null };
  return { score: closing.score, final: { winner: view.winner, manche: last } };
}
