/**
 * The words of a match's row in the library (`LibraryScreen.tsx`): the date it started, in the UI
 * language, and the result column (manches and winner, or where the match stands).
 */
import type { Lang } from '../../shared/i18n/index.js';
import type { MatchSummary } from '../../shared/library/summary.js';
import type { T } from '../i18n/index.js';

export { dateText } from '../i18n/date-text.js';

/**
 * The result column: manches and the winner's name once won; `damaged` for a damaged journal; `—`
 * for an empty one; otherwise manches, the deal being played (1-based) and the manche's score.
 */
export function resultText(s: MatchSummary, t: T): string {
  const manches = `${s.manchesWon.A}-${s.manchesWon.B}`;
  if (s.winner) return t('library.won', { manches, team: s.winner === 'A' ? s.teams.A : s.teams.B });
  if (s.status === 'damaged') return t('library.damaged');
  if (s.status === 'empty') return '—';
  return t('library.progress', { manches, deal: (s.current?.deal ?? s.deals) + 1, score: `${s.score.A}-${s.score.B}` });
}
