/**
 * Standings of the night after every result (docs/tournament.md, "Standings and tie-breaks").
 *
 * FFMus règlement art. 2: a match won counts one victory and nothing else (a); a match lost counts
 * no victory, the manches won and the points made in the manches lost (b). Each match's line comes
 * from the engine's `standings` (shared/match/standings.ts) and the lines are summed by its
 * `clubTable`, as the club standings of the library do. Then, in this order:
 * 1. victories, 2. manches won, 3. points in lost manches (art. 2);
 * 4. head-to-head: victories in the matches played between the pairs still tied;
 * 5. Buchholz: the sum of the victories of every opponent met (the strength of the schedule, the
 *    usual Swiss tie-break);
 * pairs equal on all five share a rank and are listed in registration order.
 *
 * A bye counts as a victory (1, 0, 0), a forfeit as a victory for the pair present and (0, 0, 0)
 * for the pair absent. A forfeit is a match played for the pair present (it came, and wins it) and
 * not for the pair absent (it did not play: `played` does not count it; its loss is its 0 line).
 * Pure; the result depends on the set of results only, not on their order.
 */
import { clubTable, standings as matchStandings, type StandingLine } from '../match/standings.js';
import { toCsv } from '../library/club-standings.js';
import type { PairId, Pairing, StandingRow, TableResult, TieBreak, Tournament, TournamentStandings } from './types.js';

const ZERO: StandingLine = { victories: 0, manchesWon: 0, pointsInLostManches: 0 };
const BYE: StandingLine = { victories: 1, manchesWon: 0, pointsInLostManches: 0 };

/** One meeting: who played whom and who won. */
interface Meeting {
  a: PairId;
  b: PairId;
  winner: PairId;
}

/**
 * The art. 2 line of each pair in one result: the winner (1, 0, 0); the loser its manches won and
 * its points in the manches it lost (from the engine's `standings`).
 */
export function resultLines(manches: readonly { A: number; B: number }[], winnerSide: 'A' | 'B'): { A: StandingLine; B: StandingLine } {
  if (manches.length === 0) return winnerSide === 'A' ? { A: BYE, B: ZERO } : { A: ZERO, B: BYE };
  return matchStandings(manches.map((m) => ({ winner: m.A > m.B ? 'A' : 'B', score: m })), winnerSide);
}

/**
 * The pairs of a table that played its result, for the `played` count: both, or for a forfeit the
 * pair present only (docs/tournament.md, "Standings and tie-breaks": the absent pair did not play;
 * the forfeit is its loss, 0 victories, 0 manches, 0 points).
 */
export function playedBy(table: Pick<Pairing, 'A' | 'B'>, result: Pick<TableResult, 'winner' | 'source'>): PairId[] {
  return result.source.kind === 'forfeit' ? [result.winner] : [table.A, table.B];
}

/** Standings after the results entered so far (every registered pair has a row, withdrawn ones too). */
export function computeStandings(t: Tournament): TournamentStandings {
  const lines: { name: string; line: StandingLine }[] = [];
  const played = new Map<PairId, number>();
  const byes = new Map<PairId, number>();
  const meetings: Meeting[] = [];
  const manches = new Map<PairId, { won: number; played: number }>();
  let results = 0;
  for (const r of t.rounds) {
    for (const id of r.byes) {
      byes.set(id, (byes.get(id) ?? 0) + 1);
      lines.push({ name: id, line: BYE });
    }
    for (const p of r.tables) {
      const res = t.results[`${r.round}/${p.table}`];
      if (!res) continue;
      results++;
      const l = resultLines(res.manches, res.winner === p.A ? 'A' : 'B');
      for (const m of res.manches) {
        const won = m.A > m.B ? p.A : p.B;
        manches.set(won, { won: (manches.get(won)?.won ?? 0) + 1, played: manches.get(won)?.played ?? 0 });
      }
      for (const id of [p.A, p.B]) manches.set(id, { won: manches.get(id)?.won ?? 0, played: (manches.get(id)?.played ?? 0) + res.manches.length });
      lines.push({ name: p.A, line: l.A }, { name: p.B, line: l.B });
      for (const id of playedBy(p, res)) played.set(id, (played.get(id) ?? 0) + 1);
      meetings.push({ a: p.A, b: p.B, winner: res.winner });
    }
  }
  const summed = new Map(clubTable(lines).map((x) => [x.name, x]));
  const order = new Map(t.pairs.map((p, i) => [p.id, i]));
  const rows: StandingRow[] = t.pairs.map((p) => {
    const s = summed.get(p.id);
    return {
      rank: 0, pair: p.id, team: p.team, club: p.club, played: played.get(p.id) ?? 0, byes: byes.get(p.id) ?? 0,
      victories: s?.victories ?? 0, manchesWon: s?.manchesWon ?? 0, pointsInLostManches: s?.pointsInLostManches ?? 0,
      manchesWonAll: manches.get(p.id)?.won ?? 0, manchesPlayed: manches.get(p.id)?.played ?? 0,
      headToHead: 0, buchholz: 0, withdrawn: p.withdrawn !== null, decidedBy: null,
    };
  });
  const byId = new Map(rows.map((r) => [r.pair, r]));
  for (const m of meetings) {
    byId.get(m.a)!.buchholz += byId.get(m.b)!.victories;
    byId.get(m.b)!.buchholz += byId.get(m.a)!.victories;
  }
  // Head-to-head within each group tied on the three art. 2 criteria.
  const art2 = (r: StandingRow) => `${r.victories}/${r.manchesWon}/${r.pointsInLostManches}`;
  const group = new Map<string, string>();
  for (const r of rows) group.set(r.pair, art2(r));
  for (const m of meetings) {
    if (group.get(m.a) === group.get(m.b)) byId.get(m.winner)!.headToHead++;
  }
  rows.sort((x, y) => compareRows(x, y) || order.get(x.pair)! - order.get(y.pair)!);
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    const by = prev ? decidedBy(prev, r) : null;
    r.decidedBy = by;
    r.rank = !prev ? 1 : by === null ? prev.rank : i + 1;
  });
  return { results, rows };
}

/** Orders two rows by the five criteria (0 when equal on all). */
export function compareRows(x: StandingRow, y: StandingRow): number {
  return y.victories - x.victories || y.manchesWon - x.manchesWon || y.pointsInLostManches - x.pointsInLostManches
    || y.headToHead - x.headToHead || y.buchholz - x.buchholz;
}

/** The first criterion on which `row` falls below `prev`, or null when they are equal on all. */
export function decidedBy(prev: StandingRow, row: StandingRow): TieBreak | null {
  if (prev.victories !== row.victories) return 'victories';
  if (prev.manchesWon !== row.manchesWon) return 'manches-won';
  if (prev.pointsInLostManches !== row.pointsInLostManches) return 'points-in-lost-manches';
  if (prev.headToHead !== row.headToHead) return 'head-to-head';
  if (prev.buchholz !== row.buchholz) return 'buchholz';
  return null;
}

/** The CSV header of {@link standingsCsv}. */
export const STANDINGS_CSV_HEADER = [
  'rank', 'pair', 'team', 'club', 'played', 'byes', 'victories', 'manches_won', 'points_in_lost_manches', 'head_to_head', 'buchholz', 'withdrawn', 'decided_by',
  'manches_won_all', 'manches_played',
] as const;

/**
 * The standings as RFC 4180 CSV (CRLF; the library's guard against formulas in cells, `csvField`).
 * `manches_won` is art. 2's (manches won in matches lost); `manches_won_all` and `manches_played`
 * come last, every manche counted, so that a winner's 0 is not read as a mistake.
 */
export function standingsCsv(s: TournamentStandings): string {
  return toCsv(STANDINGS_CSV_HEADER, s.rows.map((r) => [
    r.rank, r.pair, r.team, r.club ?? '', r.played, r.byes, r.victories, r.manchesWon, r.pointsInLostManches, r.headToHead, r.buchholz,
    r.withdrawn ? 'yes' : 'no', r.decidedBy ?? '', r.manchesWonAll, r.manchesPlayed,
  ]));
}
