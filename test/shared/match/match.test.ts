/** Matches: esku rotation, manches, match winner, standings (FFMus arts. 1-2; Pagat), misdeal (art. 5), tokens. */
import { describe, expect, it } from 'vitest';
import { exchange, replayMatch, toTokens, type MatchDeal } from '../../../shared/index.js';
import { acts, allPass, decl, deal, hands } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';

const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';

/** A deal won by kanta at grande; seat 3 always holds the best grande. */
const kanta = (esku: number): MatchDeal => ({ actions: acts(`g: ${esku}o ${(esku + 1) % 4}s`), hands: hands(NOHANDS) });

describe('match', () => {
  it('FFMus: the first team to win 3 manches; the esku moves one seat each deal', () => {
    const r = replayMatch({ format: 'mus-match/1', rules: 'ffmus', esku: 1, deals: [kanta(1), kanta(2), kanta(3)] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.deals.map((d) => d.esku)).toEqual([1, 2, 3]);
    expect(r.value.manches.map((m) => m.deals)).toEqual([1, 2, 3]);
    expect(r.value.winner).toBe('B');
    expect(r.value.standings).toEqual({
      A: { victories: 0, manchesWon: 0, pointsInLostManches: 0 },
      B: { victories: 1, manchesWon: 0, pointsInLostManches: 0 },
    });
  });

  it('Pagat preset: best of three games', () => {
    const r = replayMatch({ format: 'mus-match/1', rules: 'pagat', deals: [kanta(0), kanta(1)] });
    expect(r.ok && r.value.winner).toBe('B');
  });

  it('a deal after the match is won is an error', () => {
    const r = replayMatch({ format: 'mus-match/1', rules: 'pagat', deals: [kanta(0), kanta(1), kanta(2)] });
    expect(!r.ok && [r.error.code, r.error.path]).toEqual(['record/match-over', 'deals[2]']);
  });

  it('a given esku or score must agree with the deals before', () => {
    const r1 = replayMatch({ format: 'mus-match/1', deals: [kanta(0), { ...kanta(1), esku: 3 }] });
    expect(!r1.ok && r1.error.code).toBe('record/esku-mismatch');
    const r2 = replayMatch({ format: 'mus-match/1', deals: [{ ...kanta(0), score: { A: 0, B: 0 } }, { ...kanta(1), score: { A: 3, B: 0 } }] });
    expect(!r2.ok && [r2.error.code, r2.error.path]).toEqual(['record/score-mismatch', 'deals[1].score.A']);
  });

  it('an illegal action deep in a match names its full path', () => {
    const r = replayMatch({ format: 'mus-match/1', deals: [kanta(0), { actions: acts('g: 1b2 3r2') }] });
    expect(!r.ok && r.error.message).toBe('deals[1].actions[1]: seat 3 cannot raise: team B made the last bet (FFMus Le dialogue)');
  });

  it('standings count the loser\'s manches won and points in the manches it lost (FFMus art. 2 b)', () => {
    const tira = (esku: number): MatchDeal => ({ actions: acts(`g: ${esku}b2 ${(esku + 1) % 4}f | c: ${esku}o ${(esku + 1) % 4}s`), hands: hands(NOHANDS) });
    // deal 0 (esku 0): A draws 1 then loses the chica kanta (seat 1 best chica) -> B wins, A 1 in the lost manche
    const r = replayMatch({ format: 'mus-match/1', deals: [tira(0), kanta(1), kanta(2)] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.manches[0]).toEqual({ winner: 'B', score: { A: 1, B: 40 }, deals: 1 });
    expect(r.value.standings!.A).toEqual({ victories: 0, manchesWon: 0, pointsInLostManches: 1 });
  });
});

describe('misdeal found after play began (FFMus art. 5)', () => {
  it('the seat is out of the deal and the points its team drew are cancelled', () => {
    const s = settled(deal('g: 0b2 1f | c: 2x 0p 1p 3p | p: 0n 1n 3n | j: 0n 1n 3n | t: 0p 1p 3p', '12 7 5 1 / 11 6 4 2 / - / 12 11 5 4'));
    expect(s.out).toEqual([2]);
    expect(lines(s)).toEqual(['A:1:tira:grande', 'A:-1:cancel:deal', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 2 });
  });
  it('the last player of a team cannot be put out', () => {
    expect(() => settled(deal('g: 0p 2x 0x', NOHANDS))).toThrow(/action\/team-out/);
  });
});

describe('tantos and hamarrekos', () => {
  it('37 is 7 hamarrekos and 2 tantos; 12 to 16: take 1 hamarreko, return 1 tanto', () => {
    expect(toTokens(37)).toEqual({ hamarrekos: 7, tantos: 2 });
    expect(exchange(12, 16)).toEqual({ hamarrekos: 1, tantos: -1 });
    expect(exchange(37, 40)).toEqual({ hamarrekos: 1, tantos: -2 });
  });
});

void allPass; void decl;
