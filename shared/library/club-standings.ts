/**
 * Club standings over finished matches (FFMus règlement art. 2): a team's victories first, then, for
 * the matches it lost, the manches it won and the points it made in the manches it lost. Built on the
 * engine's `clubTable`; CSV export with RFC 4180 quoting. Pure.
 */
import { clubTable } from '../index.js';
import type { MatchSummary } from './summary.js';

/** One team's line in the club table, with its rank (teams equal on every criterion share a rank). */
export interface ClubRow {
  rank: number;
  name: string;
  matches: number;
  victories: number;
  /** Manches won in the matches lost (FFMus art. 2 b: a match won counts its victory only). */
  manchesWon: number;
  pointsInLostManches: number;
  /** Every manche won, in matches won and lost (not an art. 2 criterion: what the table saw). */
  manchesWonAll: number;
  /** Manches played in the matches counted. */
  manchesPlayed: number;
}

/** The club table and what was left out of it. */
export interface ClubStandings {
  rows: ClubRow[];
  /** Ids of the finished matches counted. */
  counted: string[];
  /** Matches left out, with why (not finished, damaged). */
  skipped: { id: string; why: string }[];
}

/** A team name as counted: spaces trimmed and collapsed, so "Lasa / Irigoien " and "Lasa / Irigoien" are one team. */
export function teamKey(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/**
 * Standings over a set of matches. Only finished matches count (FFMus art. 2 ranks finished
 * matches); the others are listed in `skipped`.
 */
export function clubStandings(summaries: readonly MatchSummary[]): ClubStandings {
  const lines: { name: string; line: { victories: number; manchesWon: number; pointsInLostManches: number } }[] = [];
  const manches = new Map<string, { won: number; played: number }>();
  const addManches = (name: string, won: number, played: number) => {
    const m = manches.get(name) ?? { won: 0, played: 0 };
    manches.set(name, { won: m.won + won, played: m.played + played });
  };
  const counted: string[] = [];
  const skipped: { id: string; why: string }[] = [];
  for (const s of summaries) {
    if (s.status !== 'finished' || !s.standings) {
      skipped.push({ id: s.id, why: s.status === 'finished' ? 'no standings' : s.status });
      continue;
    }
    counted.push(s.id);
    lines.push({ name: teamKey(s.teams.A), line: s.standings.A }, { name: teamKey(s.teams.B), line: s.standings.B });
    const played = s.manchesWon.A + s.manchesWon.B;
    addManches(teamKey(s.teams.A), s.manchesWon.A, played);
    addManches(teamKey(s.teams.B), s.manchesWon.B, played);
  }
  const table = clubTable(lines);
  const rows: ClubRow[] = [];
  table.forEach((t, i) => {
    const prev = rows[i - 1];
    const tie = prev && prev.victories === t.victories && prev.manchesWon === t.manchesWon && prev.pointsInLostManches === t.pointsInLostManches;
    const m = manches.get(t.name) ?? { won: 0, played: 0 };
    rows.push({ rank: tie ? prev.rank : i + 1, ...t, manchesWonAll: m.won, manchesPlayed: m.played });
  });
  return { rows, counted, skipped };
}

/**
 * One CSV field (RFC 4180), safe whatever separator a spreadsheet splits on: French and Spanish
 * spreadsheets split on `;`, others on `,` or tab, and they split *inside* a field quoted for
 * another separator. So, for text:
 * - every place a cell could start under `,`, `;` or tab — the start of the text, and after any
 *   `,` `;` tab CR or LF (spaces, quotes, control, zero-width and bidi characters skipped: a
 *   spreadsheet drops them, `\0=1+1` is `=1+1` to it) — that begins with a formula character
 *   (`= + - @`, DDE payloads included) gets a `'` before that character, so a spreadsheet shows it
 *   as text instead of running it (OWASP "CSV injection");
 * - the field is quoted when it holds a `,` `;` tab, quote, CR or LF, or starts or ends with a
 *   space; quotes are doubled.
 * Numbers are written as they are.
 */
export function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string') s = s.replace(/(^|[,;\t\r\n])([\s"\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]*)(?=[=+\-@])/g, "$1$2'");
  return /[",;\t\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows as CSV text (CRLF line ends, header first). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The club table as CSV: `rank,team,matches,victories,manches_won,points_in_lost_manches,manches_won_all,manches_played`.
 * `manches_won` is art. 2's (in the matches lost: 0 for a team that won all its matches);
 * `manches_won_all` and `manches_played` are every manche, so that nobody reads that 0 as a mistake.
 */
export function standingsCsv(rows: readonly ClubRow[]): string {
  return toCsv(
    ['rank', 'team', 'matches', 'victories', 'manches_won', 'points_in_lost_manches', 'manches_won_all', 'manches_played'],
    rows.map((r) => [r.rank, r.name, r.matches, r.victories, r.manchesWon, r.pointsInLostManches, r.manchesWonAll, r.manchesPlayed]),
  );
}
