/**
 * Match statistics (shared/library/match-stats.ts) against counts worked out by hand from what was
 * said and the rules, for a recorded three-deal match:
 * - deal 1 (esku 0): grande 0 paso, 1 imido 2, 2 tira → B 1 at once (FFMus art. 17); chica all pass →
 *   1 to the best chica, seat 3 (B); pares held by seat 0 only → its base 1 (Memo Mus ch. V); no juego;
 *   punto all pass → 1 to seat 0 (A, 29).
 * - deal 2 (esku 1): grande 1 imido 2, 2 raises 3, 3 sees → 5 to the best grande, seat 2 (A);
 *   chica 2 imido, 3 tira → A 1; pares 1 and 2 hold, 2 imido 2 seen → 2 + base 1 to seat 2 (kings
 *   beat caballos); punto 2 hordago, 3 tira → A 1 at once, plus the punto's 1 (A, seat 2 has 30).
 * - deal 3 (esku 2): grande 2 hordago, 3 tira → A 1; chica all pass → seat 2 (the ace); pares: seat
 *   3 says ba without a pair (a false ba, FFMus art. 13 a) → A gets the pares; punto all pass → 29
 *   against 29, seat 3 is nearer the esku → B.
 */
import { describe, expect, it } from 'vitest';
import { replayMatch } from '../../../shared/index.js';
import { matchStats, statsCsv } from '../../../shared/library/match-stats.js';
import { COUNTED_DEALS } from '../../helpers/counted-match.js';

const record = {
  format: 'mus-match/1' as const,
  rules: 'ffmus',
  esku: 0,
  deals: COUNTED_DEALS,
};

describe('match statistics (counted by hand)', () => {
  const r = replayMatch(record);
  if (!r.ok) throw new Error(r.error.message);
  const deals = r.value.deals.map((d, i) => ({ ...d, actions: record.deals[i]!.actions }));
  const s = matchStats(deals, 4);

  it('the score they add up to is the match’s', () => {
    expect(r.value.current).toEqual({ A: 16, B: 3 });
    expect(s.teams.A.points.total).toBe(16);
    expect(s.teams.B.points.total).toBe(3);
  });

  it('phases won, and by what', () => {
    expect(s.teams.A.phasesWon).toEqual({ grande: 2, chica: 2, pares: 3, juego: 0, punto: 2, total: 9 });
    expect(s.teams.A.wonBy).toEqual({ tira: 3, iduki: 2, paso: 2, ordago: 0, base: 1, penalty: 1 });
    expect(s.teams.B.phasesWon).toEqual({ grande: 1, chica: 1, pares: 0, juego: 0, punto: 1, total: 3 });
    expect(s.teams.B.wonBy).toEqual({ tira: 1, iduki: 0, paso: 2, ordago: 0, base: 0, penalty: 0 });
  });

  it('points by phase', () => {
    expect(s.teams.A.points).toEqual({ grande: 6, chica: 2, pares: 5, juego: 0, punto: 3, deal: 0, total: 16 });
    expect(s.teams.B.points).toEqual({ grande: 1, chica: 1, pares: 0, juego: 0, punto: 1, deal: 0, total: 3 });
  });

  it('imido, gehiago and hordago said, seen and refused, with their outcome', () => {
    expect(s.teams.A.said).toEqual({ imido: 2, gehiago: 1, hordago: 2 });
    expect(s.teams.B.said).toEqual({ imido: 2, gehiago: 0, hordago: 0 });
    expect(s.teams.A.ladders).toEqual({ seen: 2, seenWon: 2, seenLost: 0, refused: 3, unsettled: 0 });
    expect(s.teams.B.ladders).toEqual({ seen: 0, seenWon: 0, seenLost: 0, refused: 1, unsettled: 0 });
    expect(s.teams.A.hordagos).toEqual({ said: 2, seen: 0, refused: 2, won: 2 });
    expect(s.teams.B.hordagos).toEqual({ said: 0, seen: 0, refused: 0, won: 0 });
  });

  it('announcement errors, and each player’s share', () => {
    expect(s.teams.A.errors).toBe(0);
    expect(s.teams.B.errors).toBe(1);
    expect(s.players.map((p) => p.errors)).toEqual([0, 0, 0, 1]);
    expect(s.players.map((p) => p.phasesWon.total)).toEqual([3, 1, 6, 2]);
    expect(s.players.map((p) => p.points.total)).toEqual([3, 1, 12, 2]); // the punto's base (no seat) is the team's only
    // …on the team's line: deal 2's punto base (FFMus art. 17), won by the punto with no seat named
    expect(s.shared.A.points).toEqual({ grande: 0, chica: 0, pares: 0, juego: 0, punto: 1, deal: 0, total: 1 });
    expect(s.shared.B.points.total).toBe(0);
    expect(3 + 12 + s.shared.A.points.total).toBe(s.teams.A.points.total);
    expect(s.players[2]!.said).toEqual({ imido: 2, gehiago: 1, hordago: 2 });
    expect(s.players[1]!.ladders.refused).toBe(1);
  });

  it('exports as CSV with the formula guard', () => {
    const csv = statsCsv(s, { teams: { A: '=HYPERLINK("x")', B: 'Lasa; Irigoien' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'] });
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(/^A,"?'=HYPERLINK/);
    // the team lines come last: what no player of the team earned (the punto's base point here)
    expect(lines[7]!.split(',').at(-1)).toBe('1');
    expect(lines[7]).toMatch(/^A team,/);
    expect(lines[8]!.split(',').slice(0, 2)).toEqual(['B team', '"Lasa; Irigoien"']);
    expect(lines[2]).toContain('"Lasa; Irigoien"');
    expect(lines[5]!.split(',').slice(0, 3)).toEqual(['A3', 'Battitt', '6']);
  });
});
