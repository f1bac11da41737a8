/**
 * Building a table's result (docs/tournament.md, "Results"): from a played match (a `mus-match/1`
 * record, replayed by the engine), from manche scores typed by hand for a table that played on
 * paper, or a forfeit. Each gives a `TableResult` for a `result` event, which the reducer checks
 * again when it is applied and whenever the file is read. Pure.
 */
import type { Result, Score } from '../types.js';
import { terr } from './errors.js';
import { findTable, pairById, replayForTable, tableParams, winnerOfManches } from './reducer.js';
import type { Attribution, PairId, TableResult, Tournament } from './types.js';

/**
 * The result of a table from its match record (embedded whole in the result).
 * @param journal the library id the match was exported from, when there is one.
 */
export function resultFromMatch(t: Tournament, round: number, table: number, match: unknown, journal?: string): Result<TableResult> {
  const f = findTable(t, round, table, 'result');
  if (!f.ok) return f;
  const r = replayForTable(t, f.value.pairing, f.value.round.round, match, 'match');
  if (!r.ok) return r;
  const source: TableResult['source'] = journal === undefined ? { kind: 'match', match: match as never } : { kind: 'match', match: match as never, journal };
  return { ok: true, value: { round, table, winner: r.value.winner, manches: r.value.manches, source } };
}

/**
 * A result typed by hand: the final score of each manche, by the pairing's sides (A first). The
 * winner is the side that won `manchesToWin` manches.
 */
export function handResult(t: Tournament, round: number, table: number, manches: Score[], by: Attribution): Result<TableResult> {
  const f = findTable(t, round, table, 'result');
  if (!f.ok) return f;
  const w = winnerOfManches(manches, t.rules, 'manches');
  if (!w.ok) return w;
  return { ok: true, value: { round, table, winner: w.value === 'A' ? f.value.pairing.A : f.value.pairing.B, manches: manches.map((m) => ({ A: m.A, B: m.B })), source: { kind: 'hand', who: by.who, why: by.why } } };
}

/** A forfeit: `absent` did not play; the other pair at the table wins. */
export function forfeitResult(t: Tournament, round: number, table: number, absent: PairId, by: Attribution): Result<TableResult> {
  const f = findTable(t, round, table, 'result');
  if (!f.ok) return f;
  const p = f.value.pairing;
  if (absent !== p.A && absent !== p.B) {
    return { ok: false, error: terr('tournament/bad-result', `forfeit: pair ${JSON.stringify(absent)} does not play at round ${round}, table ${table} (${pairById(t, p.A)?.team} v ${pairById(t, p.B)?.team})`, 'forfeit', undefined, { say: 'not-here', ...tableParams(t, round, p), id: absent }) };
  }
  return { ok: true, value: { round, table, winner: absent === p.A ? p.B : p.A, manches: [], source: { kind: 'forfeit', who: by.who, why: by.why } } };
}

/**
 * Parses manche scores as typed on the command line: `40-32,12-40,40-38,40-20` (side A first).
 * @returns the scores, or null when the text is not that shape.
 */
export function parseManches(text: string): Score[] | null {
  const parts = text.split(',').map((s) => s.trim());
  const out: Score[] = [];
  for (const p of parts) {
    const m = /^(\d{1,2})\s*[-–:]\s*(\d{1,2})$/.exec(p);
    if (!m) return null;
    out.push({ A: Number(m[1]), B: Number(m[2]) });
  }
  return out;
}
