/**
 * FFMus standings for a finished match (règlement art. 2): the winner counts one victory and
 * nothing else; the loser counts no victory, its manches won, and the points it made in the
 * manches it lost only.
 */
import type { Team } from '../types.js';

/** One team's line. */
export interface StandingLine {
  victories: number;
  manchesWon: number;
  /** Tantos made in the manches this team lost (counted for the loser only, FFMus art. 2 b). */
  pointsInLostManches: number;
}

/** Both teams' lines for one match. */
export type Standings = { A: StandingLine; B: StandingLine };

/**
 * @param manches finished manches, each with its winner and final score (tantos).
 * @param winner the team that won the match.
 */
export function standings(manches: readonly { winner: Team; score: { A: number; B: number } }[], winner: Team): Standings {
  const line = (team: Team): StandingLine => {
    if (team === winner) return { victories: 1, manchesWon: 0, pointsInLostManches: 0 };
    let won = 0;
    let pts = 0;
    for (const m of manches) {
      if (m.winner === team) won++;
      else pts += m.score[team];
    }
    return { victories: 0, manchesWon: won, pointsInLostManches: pts };
  };
  return { A: line('A'), B: line('B') };
}

/**
 * Sums standings over many matches and orders the teams: victories, then manches won, then points
 * in lost manches (FFMus art. 2).
 */
export function clubTable(rows: readonly { name: string; line: StandingLine }[]): { name: string; matches: number; victories: number; manchesWon: number; pointsInLostManches: number }[] {
  const by = new Map<string, { name: string; matches: number; victories: number; manchesWon: number; pointsInLostManches: number }>();
  for (const r of rows) {
    const x = by.get(r.name) ?? { name: r.name, matches: 0, victories: 0, manchesWon: 0, pointsInLostManches: 0 };
    x.matches++;
    x.victories += r.line.victories;
    x.manchesWon += r.line.manchesWon;
    x.pointsInLostManches += r.line.pointsInLostManches;
    by.set(r.name, x);
  }
  return [...by.values()].sort((a, b) => b.victories - a.victories || b.manchesWon - a.manchesWon || b.pointsInLostManches - a.pointsInLostManches || a.name.localeCompare(b.name));
}
