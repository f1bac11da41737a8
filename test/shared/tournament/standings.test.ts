/**
 * Standings of a tournament night (FFMus règlement art. 2, then head-to-head and Buchholz), golden
 * tests with numbers worked by hand; CSV with the library's guard.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings, leagueCsv, leagueStandings, standingsCsv, type Pairing, type Round, type TournamentEvent } from '../../../shared/tournament/index.js';
import { apply, forfeit, hand, pairRound, withPairs, pid } from './helpers.js';

const row = (t: ReturnType<typeof withPairs>, id: string) => computeStandings(t).rows.find((r) => r.pair === id)!;
/** The league's rows (a refusal fails the test with its message). */
const league = (nights: Parameters<typeof leagueStandings>[0]) => {
  const r = leagueStandings(nights);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('FFMus art. 2 standings, worked by hand', () => {
  it('four pairs, a round robin of three rounds: hand results and a forfeit', () => {
    let t = withPairs(4, { rounds: 3, system: 'round-robin' });
    let r: Round;
    [t, r] = pairRound(t);
    // Berger table, round 1: p01 v p04, p02 v p03.
    expect(r.tables.map((p) => [p.table, p.A, p.B])).toEqual([[1, 'p01', 'p04'], [2, 'p02', 'p03']]);
    t = apply(t,
      { type: 'result', result: hand(t, 1, 1, [{ A: 40, B: 30 }, { A: 25, B: 40 }, { A: 40, B: 38 }, { A: 40, B: 10 }]) }, // p01 3-1; p04: 1 manche, 30+38+10 = 78
      { type: 'result', result: hand(t, 1, 2, [{ A: 40, B: 0 }, { A: 40, B: 20 }, { A: 40, B: 39 }]) }, // p02 3-0; p03: 0 manche, 0+20+39 = 59
    );
    [t, r] = pairRound(t);
    expect(r.tables.map((p) => [p.A, p.B])).toEqual([['p04', 'p02'], ['p03', 'p01']]);
    t = apply(t,
      { type: 'result', result: hand(t, 2, 1, [{ A: 40, B: 35 }, { A: 10, B: 40 }, { A: 40, B: 5 }, { A: 22, B: 40 }, { A: 40, B: 39 }]) }, // p04 3-2; p02: 2 manches, 35+5+39 = 79
      { type: 'result', result: hand(t, 2, 2, [{ A: 40, B: 1 }, { A: 40, B: 2 }, { A: 40, B: 3 }]) }, // p03 3-0; p01: 0 manche, 1+2+3 = 6
    );
    [t, r] = pairRound(t);
    expect(r.tables.map((p) => [p.A, p.B])).toEqual([['p03', 'p04'], ['p01', 'p02']]);
    t = apply(t,
      { type: 'result', result: forfeit(t, 3, 1, 'p04') }, // p03 wins; p04 counts nothing
      { type: 'result', result: hand(t, 3, 2, [{ A: 40, B: 20 }, { A: 30, B: 40 }, { A: 12, B: 40 }, { A: 39, B: 40 }]) }, // p02 3-1; p01: 1 manche, 30+12+39 = 81
    );
    const s = computeStandings(t);
    expect(s.results).toBe(6);
    expect(s.rows.map((x) => [x.rank, x.pair, x.played, x.victories, x.manchesWon, x.pointsInLostManches, x.buchholz, x.decidedBy])).toEqual([
      [1, 'p02', 3, 2, 2, 79, 4, null],
      [2, 'p03', 3, 2, 0, 59, 4, 'manches-won'],
      [3, 'p01', 3, 1, 1, 87, 5, 'victories'], // 6 + 81
      [4, 'p04', 2, 1, 1, 78, 5, 'points-in-lost-manches'], // absent at round 3: a loss, not a match played
    ]);
  });

  it('head-to-head separates pairs tied on the three art. 2 criteria; a full tie shares the rank', () => {
    let t = withPairs(4, { rounds: 3, system: 'round-robin' });
    const wins: Record<string, string> = { '1/1': 'p04', '1/2': 'p03', '2/1': 'p04', '2/2': 'p01', '3/1': 'p03', '3/2': 'p02' }; // the absent pair
    for (let k = 1; k <= 3; k++) {
      [t] = pairRound(t);
      for (const p of t.rounds[k - 1]!.tables) t = apply(t, { type: 'result', result: forfeit(t, k, p.table, wins[`${k}/${p.table}`]!) });
    }
    // p01 beat p04 and p02; p02 beat p03 and p04; p03 beat p01; p04 beat p03.
    const s = computeStandings(t);
    expect(s.rows.map((x) => [x.rank, x.pair, x.victories, x.headToHead, x.decidedBy])).toEqual([
      [1, 'p01', 2, 1, null],
      [2, 'p02', 2, 0, 'head-to-head'],
      [3, 'p04', 1, 1, 'victories'],
      [4, 'p03', 1, 0, 'head-to-head'],
    ]);

    // Forfeits in a cycle: p01 > p04 > p02 > p01, p03 loses all: three pairs equal on everything.
    let u = withPairs(4, { rounds: 3, system: 'round-robin' });
    const cycle: Record<string, string> = { '1/1': 'p04', '1/2': 'p03', '2/1': 'p02', '2/2': 'p03', '3/1': 'p03', '3/2': 'p01' };
    for (let k = 1; k <= 3; k++) {
      [u] = pairRound(u);
      for (const p of u.rounds[k - 1]!.tables) u = apply(u, { type: 'result', result: forfeit(u, k, p.table, cycle[`${k}/${p.table}`]!) });
    }
    expect(computeStandings(u).rows.map((x) => [x.rank, x.pair, x.victories, x.headToHead, x.buchholz])).toEqual([
      [1, 'p01', 2, 1, 4], [1, 'p02', 2, 1, 4], [1, 'p04', 2, 1, 4], [4, 'p03', 0, 0, 6],
    ]);
  });

  it('Buchholz separates pairs that are tied and never met', () => {
    let t = withPairs(6, { rounds: 2 });
    const round = (n: number, tables: [string, string][]): TournamentEvent => ({
      type: 'pair-round', round: { round: n, system: 'swiss', byes: [], tables: tables.map(([A, B], i): Pairing => ({ table: i + 1, A, B, token: null })) },
    });
    t = apply(t, round(1, [['p01', 'p02'], ['p03', 'p04'], ['p05', 'p06']]));
    for (const [table, absent] of [[1, 'p02'], [2, 'p04'], [3, 'p06']] as const) t = apply(t, { type: 'result', result: forfeit(t, 1, table, absent) });
    t = apply(t, round(2, [['p01', 'p03'], ['p05', 'p02'], ['p04', 'p06']]));
    for (const [table, absent] of [[1, 'p03'], [2, 'p02'], [3, 'p06']] as const) t = apply(t, { type: 'result', result: forfeit(t, 2, table, absent) });
    expect(computeStandings(t).rows.map((x) => [x.rank, x.pair, x.victories, x.headToHead, x.buchholz, x.decidedBy])).toEqual([
      [1, 'p01', 2, 0, 1, null], // met p02 (0) and p03 (1)
      [2, 'p05', 2, 0, 0, 'buchholz'], // met p06 (0) and p02 (0)
      [3, 'p03', 1, 1, 3, 'victories'], // beat p04; met p04 (1) and p01 (2)
      [4, 'p04', 1, 0, 1, 'head-to-head'], // met p03 (1) and p06 (0)
      [5, 'p02', 0, 0, 4, 'victories'], // met p01 (2) and p05 (2)
      [6, 'p06', 0, 0, 3, 'buchholz'], // met p05 (2) and p04 (1)
    ]);
  });

  it('a bye counts one victory and nothing else; a withdrawn pair keeps its results', () => {
    let t = withPairs(3, { rounds: 2, system: 'swiss' });
    let r: Round;
    [t, r] = pairRound(t);
    expect(r.byes).toEqual(['p03']); // the lowest-ranked: all level, so the last registered
    t = apply(t, { type: 'result', result: hand(t, 1, 1, [{ A: 40, B: 12 }, { A: 40, B: 3 }, { A: 40, B: 0 }]) });
    expect(row(t, 'p03')).toMatchObject({ victories: 1, manchesWon: 0, pointsInLostManches: 0, byes: 1, played: 0 });
    expect(row(t, 'p02')).toMatchObject({ victories: 0, manchesWon: 0, pointsInLostManches: 15 });
    t = apply(t, { type: 'withdraw', pair: 'p02', who: 'Arbitre', why: 'left ill' });
    expect(row(t, 'p02')).toMatchObject({ withdrawn: true, pointsInLostManches: 15 });
    [t, r] = pairRound(t);
    expect(r.tables.map((p) => [p.A, p.B])).toEqual([['p01', 'p03']]);
    expect(r.byes).toEqual([]);
  });
});

describe('a forfeit: a win for the pair present, a loss that is not a match played for the pair absent', () => {
  it('the night: the absent pair\'s played does not count it, its line is 0; the present pair played and won', () => {
    let t = withPairs(4, { rounds: 1, system: 'round-robin' });
    [t] = pairRound(t);
    t = apply(t,
      { type: 'result', result: hand(t, 1, 1, [{ A: 40, B: 0 }, { A: 40, B: 20 }, { A: 40, B: 39 }]) },
      { type: 'result', result: forfeit(t, 1, 2, 'p03') }, // p02 v p03, p03 absent
    );
    expect(row(t, 'p02')).toMatchObject({ played: 1, byes: 0, victories: 1, manchesWon: 0, pointsInLostManches: 0 });
    expect(row(t, 'p03')).toMatchObject({ played: 0, byes: 0, victories: 0, manchesWon: 0, pointsInLostManches: 0, manchesPlayed: 0 });
    expect(row(t, 'p04')).toMatchObject({ played: 1, victories: 0 });
    expect(standingsCsv(computeStandings(t)).split('\r\n').find((l) => l.includes(',p03,'))).toBe('4,p03,Team 3,Club 3,0,0,0,0,0,0,1,no,points-in-lost-manches,0,0');
  });

  it('the league counts it the same way', () => {
    let t = withPairs(2, { rounds: 1 });
    [t] = pairRound(t);
    t = apply(t, { type: 'result', result: forfeit(t, 1, 1, 'p02') });
    expect(league([t]).map((r) => [r.team, r.played, r.victories])).toEqual([['Team 1', 1, 1], ['Team 2', 0, 0]]);
  });
});

describe('standings CSV', () => {
  it('RFC 4180 with the header, and formulas in a team name are neutralised', () => {
    let t = withPairs(1, { rounds: 1 });
    t = apply(t, { type: 'add-pair', pair: { id: 'evil', team: '=HYPERLINK("http://x";"y")', players: ['a', 'b'], club: '+33;Baiona' } });
    const csv = standingsCsv(computeStandings(t));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('rank,pair,team,club,played,byes,victories,manches_won,points_in_lost_manches,head_to_head,buchholz,withdrawn,decided_by,manches_won_all,manches_played');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(csv).toContain(`"'+33;Baiona"`);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines.filter(Boolean)).toHaveLength(3);
    expect(pid(7)).toBe('p07');
  });
});

describe('a league over many nights', () => {
  it('sums the art. 2 lines of each team (by name) over the nights, byes as victories; equal teams share a rank', () => {
    // Night 1: Team 1 beats Team 2 3-1 (Team 2: 1 manche, 10+20+30 = 60); Team 3 has the bye.
    let a = withPairs(3, { rounds: 1 });
    [a] = pairRound(a);
    a = apply(a, { type: 'result', result: hand(a, 1, 1, [{ A: 10, B: 40 }, { A: 40, B: 20 }, { A: 40, B: 30 }, { A: 40, B: 10 }]) });
    expect(a.rounds[0]!.byes).toEqual(['p03']);
    // Night 2, another club's file: the same teams (other ids, a stray space); Team 2 beats Team 1 3-0 (Team 1: 0 manche, 1+2+3).
    let b = withPairs(0, { rounds: 1, date: '2026-12-04' });
    b = apply(b,
      { type: 'add-pair', pair: { id: 'x2', team: ' Team 2', players: ['a', 'b'], club: 'Donibane' } },
      { type: 'add-pair', pair: { id: 'x1', team: 'Team 1', players: ['c', 'd'], club: null } });
    [b] = pairRound(b);
    b = apply(b, { type: 'result', result: hand(b, 1, 1, [{ A: 40, B: 1 }, { A: 40, B: 2 }, { A: 40, B: 3 }]) });
    const rows = league([a, b]);
    expect(rows.map((r) => [r.rank, r.team, r.nights, r.played, r.byes, r.victories, r.manchesWon, r.pointsInLostManches])).toEqual([
      [1, 'Team 2', 2, 2, 0, 1, 1, 60],
      [2, 'Team 1', 2, 2, 0, 1, 0, 6],
      [3, 'Team 3', 1, 0, 1, 1, 0, 0],
    ]);
    expect(rows[0]!.clubs).toEqual(['Club 2', 'Donibane']);
    expect(leagueCsv(rows).split('\r\n')[1]).toBe('1,Team 2,Club 2 / Donibane,2,2,0,1,1,60');
  });
});

describe('every manche won and played, beside art. 2 (so that a winner’s 0 is not read as a mistake)', () => {
  it('the winner of 3-0 counts 0 art. 2 manches but 3 won of 3 played; a forfeit plays none', () => {
    let t = withPairs(4, { rounds: 1, system: 'round-robin' });
    [t] = pairRound(t);
    t = apply(t,
      { type: 'result', result: hand(t, 1, 1, [{ A: 40, B: 0 }, { A: 40, B: 20 }, { A: 40, B: 39 }]) },
      { type: 'result', result: forfeit(t, 1, 2, 'p03') },
    );
    expect(row(t, 'p01')).toMatchObject({ victories: 1, manchesWon: 0, manchesWonAll: 3, manchesPlayed: 3 });
    expect(row(t, 'p04')).toMatchObject({ victories: 0, manchesWon: 0, manchesWonAll: 0, manchesPlayed: 3, pointsInLostManches: 59 });
    expect(row(t, 'p02')).toMatchObject({ victories: 1, manchesWonAll: 0, manchesPlayed: 0 });
    const csv = standingsCsv(computeStandings(t)).split('\r\n');
    expect(csv.find((l) => l.includes(',p01,'))).toMatch(/,1,0,0,0,\d+,no,,3,3$/);
  });
});
