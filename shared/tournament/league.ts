/**
 * A league over many nights (docs/tournament.md, "A league of many clubs"): the tournament files of
 * every night, gathered — no server — and the FFMus art. 2 lines of each team summed over them, as
 * the library's club standings do over matches (`clubTable`, shared/match/standings.ts). A team is
 * known by its name, spaces trimmed and collapsed (`teamKey`), since pair ids belong to one night.
 * Head-to-head and Buchholz are tie-breaks of one night and are not carried over: teams equal on the
 * three art. 2 criteria share a rank. Pure.
 */
import { clubTable, type StandingLine } from '../match/standings.js';
import { teamKey, toCsv } from '../library/club-standings.js';
import { resultLines } from './standings.js';
import type { Tournament } from './types.js';

/** One team's line in the league. */
export interface LeagueRow {
  rank: number;
  team: string;
  /** The clubs the team played for, as registered (usually one). */
  clubs: string[];
  /** Nights the team was registered in. */
  nights: number;
  /** Matches with a result, and byes (each counted as a victory). */
  played: number;
  byes: number;
  victories: number;
  manchesWon: number;
  pointsInLostManches: number;
}

/** League standings over the nights given (each a folded, checked tournament). */
export function leagueStandings(nights: readonly Tournament[]): LeagueRow[] {
  const lines: { name: string; line: StandingLine }[] = [];
  const info = new Map<string, { clubs: Set<string>; nights: number; played: number; byes: number }>();
  const of = (name: string) => {
    let x = info.get(name);
    if (!x) info.set(name, (x = { clubs: new Set(), nights: 0, played: 0, byes: 0 }));
    return x;
  };
  for (const t of nights) {
    const team = new Map(t.pairs.map((p) => [p.id, teamKey(p.team)]));
    for (const p of t.pairs) {
      const x = of(teamKey(p.team));
      x.nights++;
      if (p.club) x.clubs.add(p.club);
    }
    for (const r of t.rounds) {
      for (const id of r.byes) {
        lines.push({ name: team.get(id)!, line: { victories: 1, manchesWon: 0, pointsInLostManches: 0 } });
        of(team.get(id)!).byes++;
      }
      for (const p of r.tables) {
        const res = t.results[`${r.round}/${p.table}`];
        if (!res) continue;
        const l = resultLines(res.manches, res.winner === p.A ? 'A' : 'B');
        lines.push({ name: team.get(p.A)!, line: l.A }, { name: team.get(p.B)!, line: l.B });
        of(team.get(p.A)!).played++;
        of(team.get(p.B)!).played++;
      }
    }
  }
  const summed = new Map(clubTable(lines).map((x) => [x.name, x]));
  const rows: LeagueRow[] = [...info.entries()].map(([name, x]) => {
    const s = summed.get(name);
    return {
      rank: 0, team: name, clubs: [...x.clubs].sort(), nights: x.nights, played: x.played, byes: x.byes,
      victories: s?.victories ?? 0, manchesWon: s?.manchesWon ?? 0, pointsInLostManches: s?.pointsInLostManches ?? 0,
    };
  });
  rows.sort((a, b) => b.victories - a.victories || b.manchesWon - a.manchesWon || b.pointsInLostManches - a.pointsInLostManches || (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
  rows.forEach((r, i) => {
    const p = rows[i - 1];
    r.rank = p && p.victories === r.victories && p.manchesWon === r.manchesWon && p.pointsInLostManches === r.pointsInLostManches ? p.rank : i + 1;
  });
  return rows;
}

/** The league as CSV: `rank,team,clubs,nights,played,byes,victories,manches_won,points_in_lost_manches` (clubs joined by ` / `). */
export function leagueCsv(rows: readonly LeagueRow[]): string {
  return toCsv(
    ['rank', 'team', 'clubs', 'nights', 'played', 'byes', 'victories', 'manches_won', 'points_in_lost_manches'],
    rows.map((r) => [r.rank, r.team, r.clubs.join(' / '), r.nights, r.played, r.byes, r.victories, r.manchesWon, r.pointsInLostManches]),
  );
}
