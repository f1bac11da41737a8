/**
 * The board's standings (shared/hub/board.ts `boardStandings`) against tables written out by hand
 * from FFMus art. 2 (docs/tournament.md, "Standings and tie-breaks"): victories, then manches won,
 * then points made in the manches lost; pairs equal on all three share a rank (the next rank skips
 * as many places), listed by name.
 */
import { describe, expect, it } from 'vitest';
import { boardStandings } from '../../../shared/hub/board.js';

const win = { victories: 1, manchesWon: 0, pointsInLostManches: 0 };
const lost = (manchesWon: number, pointsInLostManches: number) => ({ victories: 0, manchesWon, pointsInLostManches });
const match = (a: string, la: typeof win, b: string, lb: typeof win) => ({ teams: { A: a, B: b }, standings: { A: la, B: lb } });

describe('board standings (FFMus art. 2), ranks written by hand', () => {
  it('pairs equal on victories, manches and points share a rank; the next rank skips the places taken', () => {
    const board = boardStandings([
      match('Ttipi', win, 'Handi', lost(2, 55)),
      match('Ardi', win, 'Behi', lost(2, 55)),
      match('Zaldi', lost(1, 20), 'Otso', win),
      match('Xori', lost(2, 54), 'Ahate', win),
    ]);
    expect(board.map((s) => [s.rank, s.name])).toEqual([
      [1, 'Ahate'], [1, 'Ardi'], [1, 'Otso'], [1, 'Ttipi'], // one victory each, nothing else counted
      [5, 'Behi'], [5, 'Handi'], // lost 2-3 with 55 points in the manches lost: tied
      [7, 'Xori'], // lost 2-3 too, one point fewer
      [8, 'Zaldi'], // lost 1-3
    ]);
  });

  it('a tie on victories and manches is broken by the points in the manches lost; on victories alone, by the manches', () => {
    const board = boardStandings([
      match('Ardi', lost(1, 70), 'Behi', win),
      match('Otso', lost(1, 71), 'Xori', win),
      match('Zaldi', lost(2, 10), 'Ahate', win),
    ]);
    expect(board.map((s) => [s.rank, s.name])).toEqual([[1, 'Ahate'], [1, 'Behi'], [1, 'Xori'], [4, 'Zaldi'], [5, 'Otso'], [6, 'Ardi']]);
  });

  it('a pair\'s matches are summed under its name as counted (spaces trimmed and collapsed)', () => {
    const board = boardStandings([
      match('Ardi', win, 'Otso', lost(2, 60)),
      match('Behi', win, ' Ardi ', lost(1, 33)),
      match('Zaldi', lost(0, 51), 'Otso  ', win),
    ]);
    expect(board).toEqual([
      { rank: 1, name: 'Otso', matches: 2, victories: 1, manchesWon: 2, pointsInLostManches: 60 },
      { rank: 2, name: 'Ardi', matches: 2, victories: 1, manchesWon: 1, pointsInLostManches: 33 },
      { rank: 3, name: 'Behi', matches: 1, victories: 1, manchesWon: 0, pointsInLostManches: 0 },
      { rank: 4, name: 'Zaldi', matches: 1, victories: 0, manchesWon: 0, pointsInLostManches: 51 },
    ]);
  });
});
