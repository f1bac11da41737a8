/**
 * Judge cases: a match of several manches replayed from its record (`replayMatch`) and played live
 * (`fromMatchRecord`): the tantos carried from deal to deal, the new manche at 0-0, the esku moving
 * one seat each deal across manches, the match won at the third manche (FFMus arts. 1-2), the
 * standings of art. 2, the hamarrekos the table keeps (Memo Mus ch. I), and a six-player match to 50.
 * Worked by hand; the hands are the same in every deal so each ledger can be read at a glance.
 */
import { describe, expect, it } from 'vitest';
import { acts, allPass, decl, hands } from '../helpers/dsl.js';
import { exchange, fromMatchRecord, replayMatch, scoreTokens, toTokens, type MatchRecord, type RulesSpec } from '../../shared/index.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-1, A); chica: seat 1 (1-4-5-6, B); punto: seat 3 (29, B).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';

/** The rest of a deal after grande and chica, everyone passing and saying ez, from `esku`. */
function rest(esku: number): string {
  return `${decl('p', 'nnnn', esku)} | ${decl('j', 'nnnn', esku)} | ${allPass('t', esku)}`;
}

/**
 * Eight deals, esku 0, 1, 2, 3, 0, 1, 2, 3. Manches: A (deal 1, a grande kanta), B (deal 3, a chica
 * kanta), A (deal 4), B (deal 5), A (deal 7): A wins the match 3-2.
 */
const SCRIPTS = [
  // 0 (esku 0): grande tira A 1; chica paso B 1; punto paso B 1 → A 1, B 2
  `g: 0b2 1f | ${allPass('c')} | ${rest(0)}`,
  // 1 (esku 1): hordago at grande seen — seat 0's grande takes the manche: A 40, B keeps 2
  'g: 1p 2o 3s',
  // 2 (esku 2, a new manche at 0-0): grande iduki 2 → A; chica paso → B 1; punto iduki 3 → seat 3: B 3 + 1
  `g: 2p 3b2 0s | ${allPass('c', 2)} | ${decl('p', 'nnnn', 2)} | ${decl('j', 'nnnn', 2)} | t: 2p 3p 0b3 1s`,
  // 3 (esku 3): everyone passes the grande; hordago at chica seen — seat 1 takes the manche: B 40, A keeps 2
  `${allPass('g', 3)} | c: 3o 0s`,
  // 4 (esku 0): hordago at grande seen at once — A 40, B 0
  'g: 0o 1s',
  // 5 (esku 1): grande imido refused — B draws 1; chica hordago seen — B 40, A 0
  'g: 1b2 2f | c: 1o 2s',
  // 6 (esku 2): grande imido, 3 gehiago, tira — B draws 2; chica paso B 1; punto paso B 1 → A 0, B 4
  `g: 2b2 3r3 0f | ${allPass('c', 2)} | ${decl('p', 'nnnn', 2)} | ${decl('j', 'nnnn', 2)} | ${allPass('t', 2)}`,
  // 7 (esku 3): hordago at grande seen — A 40, B keeps 4: the match is A's
  'g: 3p 0o 1s',
];

function match(scripts: readonly string[], opts: { rules?: RulesSpec; esku?: number; hands?: string } = {}): MatchRecord {
  return {
    format: 'mus-match/1', rules: opts.rules ?? 'ffmus', teams: { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' },
    players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: opts.esku ?? 0,
    deals: scripts.map((s) => ({ actions: acts(s), hands: hands(opts.hands ?? H) })),
  };
}

function replayed(rec: unknown) {
  const r = replayMatch(rec);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('a match of five manches (FFMus arts. 1-2 « 3 manches gagnées = 1 victoire »)', () => {
  it('the esku moves one seat each deal, across manches (spec « Next deal: the esku moves one seat on »; FFMus art. 3 names the first dealer only)', () => {
    const r = replayed(match(SCRIPTS));
    expect(r.deals.map((d) => d.esku)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(r.nextEsku).toBe(0);
  });

  it('the tantos carry from deal to deal within a manche, and a manche won starts the next at 0-0 (Memo Mus ch. I « Une manche est gagnée quand on tire le 40ème point »)', () => {
    const r = replayed(match(SCRIPTS));
    expect(r.deals.map((d) => [d.scoreBefore, d.scoreAfter])).toEqual([
      [{ A: 0, B: 0 }, { A: 1, B: 2 }],
      [{ A: 1, B: 2 }, { A: 40, B: 2 }],
      [{ A: 0, B: 0 }, { A: 2, B: 5 }],
      [{ A: 2, B: 5 }, { A: 2, B: 40 }],
      [{ A: 0, B: 0 }, { A: 40, B: 0 }],
      [{ A: 0, B: 0 }, { A: 0, B: 40 }],
      [{ A: 0, B: 0 }, { A: 0, B: 4 }],
      [{ A: 0, B: 4 }, { A: 40, B: 4 }],
    ]);
    expect(r.deals.map((d) => d.manche)).toEqual([0, 0, 1, 1, 2, 3, 4, 4]);
  });

  it('each deal\'s credits, worked by hand: the kanta credits the tantos the winner lacked (FFMus art. 10), the loser keeps what it had', () => {
    const r = replayed(match(SCRIPTS));
    const l = (i: number) => r.deals[i]?.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}:${c.rule}`);
    expect(l(0)).toEqual(['A:1:tira:grande:FFMus art. 17', 'B:1:paso:chica:FFMus art. 17', 'B:1:paso:punto:FFMus art. 17']);
    expect(l(1)).toEqual(['A:39:ordago:grande:FFMus art. 10']);
    expect(l(2)).toEqual(['A:2:iduki:grande:FFMus art. 17', 'B:1:paso:chica:FFMus art. 17', 'B:3:iduki:punto:FFMus art. 17', 'B:1:base:punto:FFMus art. 17']);
    expect(l(3)).toEqual(['B:35:ordago:chica:FFMus art. 10']);
    expect(l(5)).toEqual(['B:1:tira:grande:FFMus art. 17', 'B:39:ordago:chica:FFMus art. 10']);
    expect(l(6)).toEqual(['B:2:tira:grande:FFMus art. 17', 'B:1:paso:chica:FFMus art. 17', 'B:1:paso:punto:FFMus art. 17']);
    expect(l(7)).toEqual(['A:40:ordago:grande:FFMus art. 10']);
  });

  it('the manches, their winners and deal counts, and the match to A, 3 manches to 2', () => {
    const r = replayed(match(SCRIPTS));
    expect(r.manches).toEqual([
      { winner: 'A', score: { A: 40, B: 2 }, deals: 2 },
      { winner: 'B', score: { A: 2, B: 40 }, deals: 4 },
      { winner: 'A', score: { A: 40, B: 0 }, deals: 5 },
      { winner: 'B', score: { A: 0, B: 40 }, deals: 6 },
      { winner: 'A', score: { A: 40, B: 4 }, deals: 8 },
    ]);
    expect(r.winner).toBe('A');
    expect(r.manchesWon).toEqual({ A: 3, B: 2 });
    expect(r.current).toEqual({ A: 0, B: 0 });
  });

  it('FFMus art. 2 « Vainqueur : on compte une victoire, sans tenir compte des manches perdues ni des points » / « Perdant : … le nombre de manches gagnées et les points réalisés au cours des manches perdues seulement » (2 + 0 + 4)', () => {
    const r = replayed(match(SCRIPTS));
    expect(r.standings).toEqual({
      A: { victories: 1, manchesWon: 0, pointsInLostManches: 0 },
      B: { victories: 0, manchesWon: 2, pointsInLostManches: 6 },
    });
  });

  it('no deal follows the match won (record/match-over, on the deal that follows)', () => {
    const r = replayMatch(match([...SCRIPTS, 'g: 0o 1s']));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'record/match-over', path: 'deals[8]' });
  });

  it('a deal that gives its esku or score must agree with the match: the esku after a won manche keeps moving (deal 2: seat 2), the score is 0-0', () => {
    const rec = match(SCRIPTS);
    const ok = { ...rec, deals: rec.deals.map((d, i) => (i === 2 ? { ...d, esku: 2, score: { A: 0, B: 0 } } : d)) };
    expect(replayMatch(ok).ok).toBe(true);
    const eskuReset = { ...rec, deals: rec.deals.map((d, i) => (i === 2 ? { ...d, esku: 0 } : d)) };
    const e1 = replayMatch(eskuReset);
    if (e1.ok) throw new Error('expected an esku mismatch');
    expect(e1.error).toMatchObject({ code: 'record/esku-mismatch', path: 'deals[2].esku' });
    // B's 2 of the manche won by A are not carried into the next one
    const carried = { ...rec, deals: rec.deals.map((d, i) => (i === 2 ? { ...d, score: { A: 0, B: 2 } } : d)) };
    const e2 = replayMatch(carried);
    if (e2.ok) throw new Error('expected a score mismatch');
    expect(e2.error).toMatchObject({ code: 'record/score-mismatch', path: 'deals[2].score.B' });
  });

  it('the live table (fromMatchRecord) plays the same match to the same manches, winner and next esku', () => {
    const live = fromMatchRecord(match(SCRIPTS));
    if (!live.ok) throw new Error(live.error.message);
    const r = replayed(match(SCRIPTS));
    expect(live.value.view.manches).toEqual(r.manches);
    expect(live.value.view.winner).toBe('A');
    expect(live.value.view.standings).toEqual(r.standings);
    expect(live.value.view.deals.map((d) => d.esku)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  });
});

describe('the pagat preset: best of three (Pagat « best of three games »)', () => {
  it('the same first four deals under pagat: A and B each win a manche; A wins the match at deal 4 (its second manche)', () => {
    const r = replayed(match(SCRIPTS.slice(0, 5), { rules: 'pagat' }));
    expect(r.manches.map((m) => [m.winner, m.deals])).toEqual([['A', 2], ['B', 4], ['A', 5]]);
    expect(r.winner).toBe('A');
    expect(r.standings?.B).toEqual({ victories: 0, manchesWon: 1, pointsInLostManches: 2 });
  });
});

describe('the score as the table keeps it: hamarrekos of 5 and tantos (Memo Mus ch. I « 8 hamarrekos font 40 points »; Pagat « Keeping the Score »)', () => {
  it('deal 2 of the match takes B from 0 to 5: one hamarreko taken, no tanto left; 37 is 7 hamarrekos and 2 tantos; 40 is 8 hamarrekos', () => {
    const r = replayed(match(SCRIPTS));
    const d = r.deals[2];
    expect(d && exchange(d.scoreBefore.B, d.scoreAfter.B)).toEqual({ hamarrekos: 1, tantos: 0 });
    expect(toTokens(37)).toEqual({ hamarrekos: 7, tantos: 2 });
    expect(scoreTokens({ A: 40, B: 4 })).toEqual({ A: { hamarrekos: 8, tantos: 0 }, B: { hamarrekos: 0, tantos: 4 } });
  });

  it('Pagat « When he has five, he gives one to his partner … and puts the other four back »: 12 → 16 takes one hamarreko and returns one tanto', () => {
    expect(exchange(12, 16)).toEqual({ hamarrekos: 1, tantos: -1 });
  });
});

describe('a six-player match (Memo Mus ch. I « Les manches se jouent en 50 points »; spec: the esku moves one seat round six)', () => {
  // No pares, no juego. Grande: seat 0 (K-Q-7-1, A); chica: seat 1 (1-4-5-6, B); punto: seat 3 (29, B).
  const H6 = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4 / 11 10 5 1 / 11 7 5 4';
  const rest6 = (e: number) => `${decl('p', 'nnnnnn', e)} | ${decl('j', 'nnnnnn', e)} | ${allPass('t', e, 6)}`;

  it('seven deals: the esku goes 0…5 and back to 0; a kanta at grande in deal 6 gives A the manche at 50, B keeps its 12', () => {
    const scripts = [0, 1, 2, 3, 4, 5].map((e) => `${allPass('g', e, 6)} | ${allPass('c', e, 6)} | ${rest6(e)}`);
    // each of deals 0-5: grande paso A 1 (seat 0), chica paso B 1 (seat 1), punto paso B 1 (seat 3, 29)
    scripts.push('g: 0o 1s');
    const r = replayed(match(scripts, { rules: { preset: 'ffmus', players: 6 }, hands: H6 }));
    expect(r.deals.map((d) => d.esku)).toEqual([0, 1, 2, 3, 4, 5, 0]);
    expect(r.deals[5]?.scoreAfter).toEqual({ A: 6, B: 12 });
    expect(r.deals[6]?.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}:${c.rule}`)).toEqual(['A:44:ordago:grande:FFMus art. 10']);
    expect(r.manches).toEqual([{ winner: 'A', score: { A: 50, B: 12 }, deals: 7 }]);
    expect(r.nextEsku).toBe(1);
    // the table keeps 50 as ten hamarrekos; B's 12 as two hamarrekos and two tantos
    expect(scoreTokens({ A: 50, B: 12 })).toEqual({ A: { hamarrekos: 10, tantos: 0 }, B: { hamarrekos: 2, tantos: 2 } });
  });
});
