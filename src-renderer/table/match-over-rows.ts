/**
 * The match-over panel's standings lines (FFMus règlement art. 2), as a person reads them: the
 * winner counts one victory and nothing else, so its art. 2 "manches won" is 0 — shown as the
 * manches it won and played beside "1 victoire", with the note that the victory alone counts, so
 * that nobody reads the 0 as a mistake. The loser counts its manches won and its tantos in the
 * manches it lost.
 */
import type { Lang, MatchView, Team } from '../../shared/index.js';
import { colon } from '../app/texts.js';
import type { T } from '../i18n/index.js';

/** One team's line on the panel. */
export interface OverRow {
  team: Team;
  /** Victories counted by art. 2 (1 for the winner, 0 for the loser). */
  victories: number;
  /** Manches this team won in the match, whatever art. 2 counts. */
  manchesWon: number;
  /** Manches played in the match. */
  manchesPlayed: number;
  /**
   * What art. 2 counts beside the victory: the loser's manches won and tantos in the manches it
   * lost; null for the winner (the victory alone counts).
   */
  counted: { manchesWon: number; pointsInLostManches: number } | null;
}

/** Both teams' lines of a won match (A first), or an empty list while the match goes on. */
export function overRows(view: Pick<MatchView, 'winner' | 'manches' | 'manchesWon' | 'standings'>): OverRow[] {
  const s = view.standings;
  if (!view.winner || !s) return [];
  return (['A', 'B'] as const).map((team) => ({
    team,
    victories: s[team].victories,
    manchesWon: view.manchesWon[team],
    manchesPlayed: view.manches.length,
    counted: team === view.winner ? null : { manchesWon: s[team].manchesWon, pointsInLostManches: s[team].pointsInLostManches },
  }));
}

/**
 * The panel's list of manches, one line each: « Manche 1 : A (Gorriak) — A 40 · B 12 », the colon
 * as the language writes it (French puts a space before it: « Manche 1: » read as a typo).
 * @param t the table's texts (`table.manche`)
 */
export function mancheLines(view: Pick<MatchView, 'manches' | 'setup'>, t: T, lang: Lang): string[] {
  return view.manches.map((m, i) => `${t('table.manche', { n: i + 1 })}${colon(lang)}${m.winner} (${view.setup.teams[m.winner]}) — A ${m.score.A} · B ${m.score.B}`);
}
