/**
 * A league over many nights (docs/tournament.md, "A league of many clubs"): the tournament files of
 * every night, gathered — no server — and the FFMus art. 2 lines of each team summed over them, as
 * the library's club standings do over matches (`clubTable`, shared/match/standings.ts). A team is
 * known by its name as a league matches it (`leagueTeamKey`: case, spaces and the partners' order
 * do not count), since pair ids belong to one night; it is shown as first written (spaces trimmed
 * and collapsed, `teamKey`). Head-to-head and Buchholz are tie-breaks of one night and are not
 * carried over: teams equal on the three art. 2 criteria share a rank. Every night must be played
 * under the same rules (the resolved options: preset, target, kings, manches to win…): art. 2 lines
 * of a best of three and of a match to three manches do not add up (docs/rules.md: a club mixing
 * formats ranks one format at a time), so nights under other rules are refused, never summed. Pure.
 */
import { clubTable, type StandingLine } from '../match/standings.js';
import { teamKey, toCsv } from '../library/club-standings.js';
import type { Result } from '../types.js';
import { terr, type TournamentError } from './errors.js';
import { playedBy, resultLines } from './standings.js';
import { leagueTeamKey } from './team-key.js';
import type { Tournament } from './types.js';
import type { RuleOptions } from '../types.js';

/** The options of a rule set in a fixed order, for comparing two nights' rules. */
const RULE_KEYS = ['preset', 'players', 'kings', 'juegoReal', 'target', 'duples', 'manchesToWin', 'dentro', 'raiseMin'] as const satisfies readonly (keyof RuleOptions)[];

/**
 * Two nights' rules as a league tells them apart: each one's preset, then the options where they
 * differ (« pagat (manchesToWin 2, dentro 35, raiseMin 2) » against « ffmus (manchesToWin 3,
 * dentro null, raiseMin 1) »), or null when they are the same rules.
 */
function rulesDiffer(a: RuleOptions, b: RuleOptions): { a: string; b: string } | null {
  const keys = RULE_KEYS.filter((k) => k !== 'preset' && a[k] !== b[k]);
  if (!keys.length && a.preset === b.preset) return null;
  const text = (r: RuleOptions) => (keys.length ? `${r.preset} (${keys.map((k) => `${k} ${String(r[k])}`).join(', ')})` : r.preset);
  return { a: text(a), b: text(b) };
}

/**
 * The first night played under other rules than the first night's, as `tournament/mixed-rules`
 * naming both nights and their rules (`params`: `night`, `first` from 1, `rules`, `firstRules`), or null.
 */
function mixedRules(nights: readonly Tournament[]): TournamentError | null {
  const [first, ...rest] = nights;
  if (!first) return null;
  for (const [i, t] of rest.entries()) {
    const d = rulesDiffer(t.rules, first.rules);
    if (!d) continue;
    const night = i + 2;
    const e = terr('tournament/mixed-rules', `night ${night} (${t.settings.name}, ${t.settings.date}) is played under ${d.a}, night 1 (${first.settings.name}, ${first.settings.date}) under ${d.b}: league standings do not add up nights of two formats; run the league once per format, with the nights of that format only`, undefined, 'FFMus art. 2');
    e.params = { say: 'nights', night, first: 1, rules: d.a, firstRules: d.b, name: t.settings.name, date: t.settings.date, firstName: first.settings.name, firstDate: first.settings.date };
    return e;
  }
  return null;
}

/** One team's line in the league. */
export interface LeagueRow {
  rank: number;
  team: string;
  /** The clubs the team played for, as registered (usually one). */
  clubs: string[];
  /** Nights the team was registered in. */
  nights: number;
  /** Matches played with a result (a forfeit counts for the pair present only: see `playedBy`). */
  played: number;
  /** Byes (each counted as a victory). */
  byes: number;
  victories: number;
  manchesWon: number;
  pointsInLostManches: number;
}

/**
 * League standings over the nights given (each a folded, checked tournament), in the order given:
 * a team's name is shown as the first night that names it wrote it.
 * @returns the rows, or `tournament/mixed-rules` when a night is played under other rules than the
 *   first (ffmus and pagat, another target or kings…: FFMus art. 2 lines of two formats do not add
 *   up), naming both nights and their rules; or `tournament/duplicate-pair` when two pairs of one
 *   night would be one team of the league (« Lasa / Irigoien » and « irigoien/lasa »): the message
 *   names the night and both names, for the club to rename one.
 */
export function leagueStandings(nights: readonly Tournament[]): Result<LeagueRow[], TournamentError> {
  const mixed = mixedRules(nights);
  if (mixed) return { ok: false, error: mixed };
  const lines: { name: string; line: StandingLine }[] = [];
  const info = new Map<string, { shown: string; clubs: Set<string>; nights: number; played: number; byes: number }>();
  const of = (key: string, shown: string) => {
    let x = info.get(key);
    if (!x) info.set(key, (x = { shown, clubs: new Set(), nights: 0, played: 0, byes: 0 }));
    return x;
  };
  for (const [n, t] of nights.entries()) {
    const team = new Map<string, string>();
    const pairOf = new Map<string, { id: string; team: string }>();
    for (const p of t.pairs) {
      const key = leagueTeamKey(p.team);
      const same = pairOf.get(key);
      if (same) {
        return { ok: false, error: terr('tournament/duplicate-pair', `night ${n + 1} (${t.settings.name}, ${t.settings.date}): the teams ${JSON.stringify(same.team)} (pair ${same.id}) and ${JSON.stringify(p.team)} (pair ${p.id}) would be one team in the league (their names differ only in case, spaces or the partners' order); rename one of them`, undefined, undefined, { say: 'night', night: n + 1, name: t.settings.name, date: t.settings.date, a: same.team, ida: same.id, b: p.team, idb: p.id }) };
      }
      pairOf.set(key, { id: p.id, team: p.team });
      team.set(p.id, key);
      const x = of(key, teamKey(p.team));
      x.nights++;
      if (p.club) x.clubs.add(p.club);
    }
    const keyOf = (id: string): string => team.get(id) ?? id; // every id of a folded night is a registered pair's: never taken
    for (const r of t.rounds) {
      for (const id of r.byes) {
        lines.push({ name: keyOf(id), line: { victories: 1, manchesWon: 0, pointsInLostManches: 0 } });
        of(keyOf(id), id).byes++;
      }
      for (const p of r.tables) {
        const res = t.results[`${r.round}/${p.table}`];
        if (!res) continue;
        const l = resultLines(res.manches, res.winner === p.A ? 'A' : 'B');
        lines.push({ name: keyOf(p.A), line: l.A }, { name: keyOf(p.B), line: l.B });
        for (const id of playedBy(p, res)) of(keyOf(id), id).played++;
      }
    }
  }
  const summed = new Map(clubTable(lines).map((x) => [x.name, x]));
  const rows: LeagueRow[] = [...info.entries()].map(([key, x]) => {
    const s = summed.get(key);
    return {
      rank: 0, team: x.shown, clubs: [...x.clubs].sort(), nights: x.nights, played: x.played, byes: x.byes,
      victories: s?.victories ?? 0, manchesWon: s?.manchesWon ?? 0, pointsInLostManches: s?.pointsInLostManches ?? 0,
    };
  });
  rows.sort((a, b) => b.victories - a.victories || b.manchesWon - a.manchesWon || b.pointsInLostManches - a.pointsInLostManches || (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
  rows.forEach((r, i) => {
    const p = rows[i - 1];
    r.rank = p && p.victories === r.victories && p.manchesWon === r.manchesWon && p.pointsInLostManches === r.pointsInLostManches ? p.rank : i + 1;
  });
  return { ok: true, value: rows };
}

/** The league as CSV: `rank,team,clubs,nights,played,byes,victories,manches_won,points_in_lost_manches` (clubs joined by ` / `). */
export function leagueCsv(rows: readonly LeagueRow[]): string {
  return toCsv(
    ['rank', 'team', 'clubs', 'nights', 'played', 'byes', 'victories', 'manches_won', 'points_in_lost_manches'],
    rows.map((r) => [r.rank, r.team, r.clubs.join(' / '), r.nights, r.played, r.byes, r.victories, r.manchesWon, r.pointsInLostManches]),
  );
}
