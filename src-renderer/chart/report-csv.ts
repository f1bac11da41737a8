/** The CSV of a match's statistics (pure). */
import { matchStats, statsCsv } from '../../shared/library/match-stats.js';
import type { MatchView } from '../../shared/index.js';

/**
 * The CSV text of a match's statistics: one row per team, then per player, with the names as the
 * screen shows them (`statsCsv`: the club standings' quoting and formula-injection guard).
 */
export function reportCsv(view: Pick<MatchView, 'deals' | 'rules' | 'setup'>): string {
  return statsCsv(matchStats(view.deals, view.rules.players), { teams: view.setup.teams, players: view.setup.players });
}
