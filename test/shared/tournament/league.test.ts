/**
 * A league matches a team across nights by its name as clubs type it: case, spaces, the spaces
 * around the slash and the partners' order do not count (« Lasa/Irigoien », « irigoien / LASA »);
 * the name is shown as first written. Two pairs of one night that would be one team are refused,
 * naming both names.
 */
import { describe, expect, it } from 'vitest';
import { leagueStandings, leagueTeamKey, type Tournament } from '../../../shared/tournament/index.js';
import { apply, hand, pairRound, withPairs } from './helpers.js';

/** A night of two pairs named `x` and `y` (x wins 3-0), on `date`. */
function night(date: string, x: string, y: string): Tournament {
  let t = withPairs(0, { rounds: 1, date });
  t = apply(t,
    { type: 'add-pair', pair: { id: 'x', team: x, players: ['a', 'b'], club: null } },
    { type: 'add-pair', pair: { id: 'y', team: y, players: ['c', 'd'], club: null } });
  [t] = pairRound(t);
  return apply(t, { type: 'result', result: hand(t, 1, 1, [{ A: 40, B: 1 }, { A: 40, B: 2 }, { A: 40, B: 3 }]) });
}

describe('a league matches teams by their names as clubs write them', () => {
  it('case, spaces, spaces around the slash and the partners\' order: one team, shown as first written', () => {
    const r = leagueStandings([
      night('2026-11-20', 'Lasa/Irigoien', 'Etxeberri / Dufau'),
      night('2026-11-27', ' irigoien  /  LASA ', 'ETXEBERRI/dufau'),
      night('2026-12-04', 'Dufau / Etxeberri', 'Lasa / Irigoien'),
    ]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((x) => [x.rank, x.team, x.nights, x.played, x.victories, x.pointsInLostManches])).toEqual([
      [1, 'Lasa/Irigoien', 3, 3, 2, 6], // won nights 1 and 2 3-0, lost night 3 0-3 (1+2+3)
      [2, 'Etxeberri / Dufau', 3, 3, 1, 12],
    ]);
  });

  it('the key: Unicode forms and full case folding are one, on every machine; accents still count', () => {
    expect(leagueTeamKey('Élissalde / Straße')).toBe(leagueTeamKey('STRASSE/E\u0301LISSALDE'));
    expect(leagueTeamKey('López / Iñaki')).not.toBe(leagueTeamKey('Lopez / Inaki'));
    expect(leagueTeamKey('Les Amis  du Pays Basque')).toBe('les amis du pays basque');
  });

  it('two pairs of one night that would be one team of the league are refused, naming both', () => {
    let t = withPairs(0, { rounds: 1, name: 'Gau handia' });
    t = apply(t,
      { type: 'add-pair', pair: { id: 'p1', team: 'Lasa / Irigoien', players: ['a', 'b'], club: null } },
      { type: 'add-pair', pair: { id: 'p2', team: 'irigoien/lasa', players: ['c', 'd'], club: null } });
    expect(leagueStandings([night('2026-11-20', 'A / B', 'C / D'), t])).toEqual({
      ok: false,
      error: {
        code: 'tournament/duplicate-pair',
        message: 'night 2 (Gau handia, 2026-11-27): the teams "Lasa / Irigoien" (pair p1) and "irigoien/lasa" (pair p2) would be one team in the league (their names differ only in case, spaces or the partners\' order); rename one of them',
        params: { say: 'night', night: 2, name: 'Gau handia', date: '2026-11-27', a: 'Lasa / Irigoien', ida: 'p1', b: 'irigoien/lasa', idb: 'p2' },
      },
    });
  });
});
