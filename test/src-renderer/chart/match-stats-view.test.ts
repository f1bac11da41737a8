/**
 * The match statistics as the screens show them (src-renderer/chart/stats-rows.ts: the rows of the
 * team and player tables of the library's report and the match-over panel) against the counts
 * worked out by hand for the recorded three-deal match of test/shared/library/match-stats.test.ts (which says
 * deal by deal why each count is what it is), and the CSV the report's button saves.
 */
import { describe, expect, it } from 'vitest';
import { replayMatch, replayLog, fromMatchRecord } from '../../../shared/index.js';
import { matchStats } from '../../../shared/library/match-stats.js';
import { playerRows, sharedRows, teamRows } from '../../../src-renderer/chart/stats-rows.js';
import { reportCsv } from '../../../src-renderer/chart/report-csv.js';
import { COUNTED_DEALS } from '../../helpers/counted-match.js';

const record = {
  format: 'mus-match/1' as const,
  rules: 'ffmus',
  esku: 0,
  teams: { A: '=SUM(A1)', B: 'Berdeak' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'],
  deals: COUNTED_DEALS,
};

describe('match statistics as shown (counted by hand)', () => {
  const r = replayMatch(record);
  if (!r.ok) throw new Error(r.error.message);
  // the view the screens have: a live match replayed from its log (the library) or the table's
  const m = fromMatchRecord(record);
  if (!m.ok) throw new Error(m.error.message);
  const live = replayLog(m.value.setup, m.value.log);
  if (!live.ok) throw new Error(live.error.message);
  const view = live.value.view;
  const stats = matchStats(view.deals, 4);
  const rows = Object.fromEntries(teamRows(stats).map((x) => [`${x.section}.${x.key}`, [x.A, x.B]]));

  it('the team table: phases won and how, tantos by phase, words said and their outcome, errors', () => {
    expect(rows).toEqual({
      'won.phasesWon': [9, 3], 'won.grande': [2, 1], 'won.chica': [2, 1], 'won.pares': [3, 0], 'won.juego': [0, 0], 'won.punto': [2, 1],
      'how.tira': [3, 1], 'how.iduki': [2, 0], 'how.paso': [2, 2], 'how.ordago': [0, 0], 'how.base': [1, 0], 'how.penalty': [1, 0],
      'points.pointsTotal': [16, 3], 'points.grande': [6, 1], 'points.chica': [2, 1], 'points.pares': [5, 0], 'points.juego': [0, 0], 'points.punto': [3, 1],
      'said.imido': [2, 2], 'said.gehiago': [1, 0], 'said.hordagoSaid': [2, 0],
      'bets.seen': [2, 0], 'bets.seenWon': [2, 0], 'bets.seenLost': [0, 0], 'bets.refused': [3, 1],
      'hordago.hSeen': [0, 0], 'hordago.hRefused': [2, 0], 'hordago.hWon': [2, 0],
      'errors.errors': [0, 1],
    });
    // the score the tantos add up to is the match's
    expect(rows['points.pointsTotal']).toEqual([r.value.current.A, r.value.current.B]);
  });

  it('the player table, by seat', () => {
    expect(playerRows(stats)).toEqual([
      { seat: 0, team: 'A', won: 3, points: 3, imido: 0, gehiago: 0, hordago: 0, errors: 0 },
      { seat: 1, team: 'B', won: 1, points: 1, imido: 2, gehiago: 0, hordago: 0, errors: 0 },
      { seat: 2, team: 'A', won: 6, points: 12, imido: 2, gehiago: 1, hordago: 2, errors: 0 },
      { seat: 3, team: 'B', won: 2, points: 2, imido: 0, gehiago: 0, hordago: 0, errors: 1 },
    ]);
  });

  it('the team lines under the players: the points no player earned, so that each team adds up', () => {
    expect(sharedRows(stats)).toEqual([
      { team: 'A', won: 0, points: 1, imido: 0, gehiago: 0, hordago: 0, errors: 0 },
      { team: 'B', won: 0, points: 0, imido: 0, gehiago: 0, hordago: 0, errors: 0 },
    ]);
    const players = playerRows(stats);
    for (const line of sharedRows(stats)) {
      const mine = players.filter((p) => p.team === line.team).reduce((a, p) => a + p.points, 0);
      expect(mine + line.points).toBe(rows['points.pointsTotal']![line.team === 'A' ? 0 : 1]);
    }
  });

  it('the CSV the report saves: names as shown, the formula guard on a team name', () => {
    const lines = reportCsv(view).trim().split(/\r?\n/);
    expect(lines).toHaveLength(9);
    expect(lines[7]!.split(',')[0]).toBe('A team');
    expect(lines[8]!.split(',').slice(0, 3)).toEqual(['B team', 'Berdeak', '0']);
    expect(lines[1]).toMatch(/^A,"?'=SUM\(A1\)/);
    expect(lines[2]!.split(',').slice(0, 3)).toEqual(['B', 'Berdeak', '3']);
    expect(lines[6]!.split(',').slice(0, 3)).toEqual(['B4', 'Xan', '2']);
  });
});
