/**
 * Judge cases, fourth set: the match — how many manches win it, the standings of art. 2, and the
 * hamarrekos the table exchanges on a kanta (FFMus art. 1 « en 3 manches de 40 Points (40 tantto ou 8
 * hamarreko), sauf exception »; art. 2 « 3 manches gagnées = 1 victoire … Perdant : on compte 0 victoire,
 * le nombre de manches gagnées et les points réalisés au cours des manches perdues seulement »; Memo Mus
 * ch. I « 8 hamarrekos font 40 points »; docs/rules-presets.md `manchesToWin`, `target`). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { acts, allPass, decl, hands } from '../helpers/dsl.js';
import { exchange, replayMatch, scoreTokens, type MatchRecord, type RulesSpec } from '../../shared/index.js';

// No pares, no juego. Grande: seat 0 (A); chica: seat 1 (B); punto: seat 3 (B).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const rest = (e: number) => `${decl('p', 'nnnn', e)} | ${decl('j', 'nnnn', e)} | ${allPass('t', e)}`;
/** A deal of small points from esku `e`: the esku's imido refused (1 to the esku's team), then chica and punto paso (B 1 + 1). */
const small = (e: number) => `g: ${e}b2 ${(e + 1) % 4}f | ${allPass('c', e)} | ${rest(e)}`;
/** A kanta at chica from esku `e`: seat 1's A-4 takes the manche for B. */
const chicaKanta = (e: number) => `${allPass('g', e)} | c: ${e}o ${(e + 1) % 4}s`;
/** A kanta at grande from esku `e`: seat 0's K-Q takes the manche for A. */
const grandeKanta = (e: number) => `g: ${e}o ${(e + 1) % 4}s`;

function match(scripts: readonly string[], rules: RulesSpec = 'ffmus'): MatchRecord {
  return { format: 'mus-match/1', rules, esku: 0, deals: scripts.map((s) => ({ actions: acts(s), hands: hands(H) })) };
}
function replayed(rec: MatchRecord) {
  const r = replayMatch(rec);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('FFMus art. 2: three manches straight (B 3-0)', () => {
  // deal 0 (esku 0): A 1, B 2; deal 1: B's chica kanta (B 40, A 1); deal 2 (esku 2): seat 2's imido refused
  // (A 1), B 1 + 1; deal 3: B's kanta (40, A 1); deal 4: B's kanta at 0-0 (A 0)
  const SCRIPTS = [small(0), chicaKanta(1), small(2), chicaKanta(3), chicaKanta(0)];

  it('the manches: each kanta credits the tantos B lacked (38, 38, 40); the match is B\'s at deal 4', () => {
    const r = replayed(match(SCRIPTS));
    expect(r.deals.map((d) => d.ledger.filter((c) => c.kind === 'ordago').map((c) => `${c.team}:${c.points}:${c.rule}`))).toEqual([
      [], ['B:38:FFMus art. 10'], [], ['B:38:FFMus art. 10'], ['B:40:FFMus art. 10'],
    ]);
    expect(r.manches).toEqual([
      { winner: 'B', score: { A: 1, B: 40 }, deals: 2 },
      { winner: 'B', score: { A: 1, B: 40 }, deals: 4 },
      { winner: 'B', score: { A: 0, B: 40 }, deals: 5 },
    ]);
    expect(r.winner).toBe('B');
    expect(r.manchesWon).toEqual({ A: 0, B: 3 });
  });

  it('art. 2 standings: B one victory and nothing else; A no victory, no manche, and the points of its lost manches 1 + 1 + 0 = 2', () => {
    expect(replayed(match(SCRIPTS)).standings).toEqual({
      A: { victories: 0, manchesWon: 0, pointsInLostManches: 2 },
      B: { victories: 1, manchesWon: 0, pointsInLostManches: 0 },
    });
  });

  it('a sixth deal after the match is refused, naming it', () => {
    const r = replayMatch(match([...SCRIPTS, small(1)]));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'record/match-over', path: 'deals[5]' });
  });
});

describe('art. 1 « sauf exception »: other lengths of match (manchesToWin)', () => {
  it('a match of one manche: A\'s grande kanta at deal 1 ends it; the loser counts its 2 points', () => {
    const r = replayed(match([small(0), grandeKanta(1)], { preset: 'ffmus', manchesToWin: 1 }));
    expect(r.manches).toEqual([{ winner: 'A', score: { A: 40, B: 2 }, deals: 2 }]);
    expect(r.winner).toBe('A');
    expect(r.standings).toEqual({ A: { victories: 1, manchesWon: 0, pointsInLostManches: 0 }, B: { victories: 0, manchesWon: 0, pointsInLostManches: 2 } });
    expect(replayMatch(match([small(0), grandeKanta(1), small(2)], { preset: 'ffmus', manchesToWin: 1 })).ok).toBe(false);
  });

  it('best of three under ffmus (manchesToWin 2): A, then B, then A — A wins 2-1; B counts 1 manche and its 2 + 0 points of the lost ones', () => {
    const r = replayed(match([small(0), grandeKanta(1), chicaKanta(2), grandeKanta(3)], { preset: 'ffmus', manchesToWin: 2 }));
    expect(r.manches.map((m) => [m.winner, m.score])).toEqual([['A', { A: 40, B: 2 }], ['B', { A: 0, B: 40 }], ['A', { A: 40, B: 0 }]]);
    expect(r.winner).toBe('A');
    expect(r.standings?.B).toEqual({ victories: 0, manchesWon: 1, pointsInLostManches: 2 });
  });

  it('manches of 30 (target 30): the kanta credits 30 less the score — 29 after A\'s first point', () => {
    const r = replayed(match([small(0), grandeKanta(1)], { preset: 'ffmus', target: 30 }));
    expect(r.deals[1]?.ledger.map((c) => `${c.team}:${c.points}:${c.kind}`)).toEqual(['A:29:ordago']);
    expect(r.manches[0]).toEqual({ winner: 'A', score: { A: 30, B: 2 }, deals: 2 });
    expect(r.winner).toBeNull();
  });
});

describe('the hamarrekos on a kanta (Memo Mus ch. I)', () => {
  it('A at 23 (4 hamarrekos, 3 tantos) wins a kanta: the table gives 4 hamarrekos and takes back the 3 tantos — 8 hamarrekos; B\'s 2 tantos stay', () => {
    expect(exchange(23, 40)).toEqual({ hamarrekos: 4, tantos: -3 });
    expect(scoreTokens({ A: 40, B: 2 })).toEqual({ A: { hamarrekos: 8, tantos: 0 }, B: { hamarrekos: 0, tantos: 2 } });
  });

  it('the deal of small points 0 → 1 and 0 → 2 exchanges tantos only; a new manche starts both teams at no token', () => {
    const r = replayed(match([small(0), grandeKanta(1), small(2)]));
    const d0 = r.deals[0];
    expect(d0 && [exchange(d0.scoreBefore.A, d0.scoreAfter.A), exchange(d0.scoreBefore.B, d0.scoreAfter.B)]).toEqual([{ hamarrekos: 0, tantos: 1 }, { hamarrekos: 0, tantos: 2 }]);
    expect(r.deals[2]?.scoreBefore).toEqual({ A: 0, B: 0 });
    expect(scoreTokens(r.current)).toEqual({ A: { hamarrekos: 0, tantos: 1 }, B: { hamarrekos: 0, tantos: 2 } });
  });
});
