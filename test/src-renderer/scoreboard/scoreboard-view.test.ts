/**
 * What the scoreboard shows (src-renderer/scoreboard/scoreboard-view.ts), against figures worked out
 * by hand from the rules: the *dentro* badge (Pagat « dentro »: 35 of 40; the app's rule: target − 5
 * when the preset has no mark), the team cards, and the exchange to make at the table — every credit
 * of the deal in counting order, never cut, and the net per team.
 */
import { describe, expect, it } from 'vitest';
import { fromMatchRecord, replayLog, type MatchView } from '../../../shared/index.js';
import { exchangeView, isDentro, scoreboardView } from '../../../src-renderer/scoreboard/scoreboard-view.js';
import { acts, hands } from '../../helpers/dsl.js';
import { LONG_NAMES, longest, TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';
import { applyEntry, startMatch } from '../../../shared/index.js';

/** The view of the 30-point, one-manche match of the display's tests (B wins it 30–0 in two deals), after `n` entries (all by default). */
function wonView(n?: number): MatchView {
  const m = startMatch({ rules: TO_WIN_RULES, teams: { A: 'Gorriak', B: 'Berdeak' }, players: ['Peio', 'Maite', 'Ane', 'Xan'], esku: 0 });
  if (!m.ok) throw new Error(m.error.message);
  let match = m.value;
  for (const e of [...TO_WIN.first, ...TO_WIN.last].slice(0, n)) {
    const r = applyEntry(match, e);
    if (!r.ok) throw new Error(r.error.message);
    match = r.value.match;
  }
  return match.view;
}

/** The view of a match replayed from its record (the screens' view: a live match). */
function viewOf(deals: { actions: string; hands?: string }[], rules = 'ffmus'): MatchView {
  const record = {
    format: 'mus-match/1' as const, rules, esku: 0,
    teams: { A: 'Gorriak', B: 'Berdeak' }, players: ['Peio', 'Maite', '', 'Xan'],
    deals: deals.map((d) => (d.hands ? { actions: acts(d.actions), hands: hands(d.hands) } : { actions: acts(d.actions) })),
  };
  const m = fromMatchRecord(record);
  if (!m.ok) throw new Error(m.error.message);
  const live = replayLog(m.value.setup, m.value.log);
  if (!live.ok) throw new Error(live.error.message);
  return live.value.view;
}

/**
 * Esku seat 0. Hands: 0 `12 12 5 4` (a par of kings, 29), 1 `11 7 6 1`, 2 `10 7 5 1`, 3 `6 5 4 1`.
 * Grande: 0 paso, 1 imido 2, 2 and 0 tira: 1 to B (Le dialogue: an opening refused pays 1).
 * Chica all paso: 1 to the lowest hand, seat 3 (B). Pares: only seat 0 says ba: its par, 1 to A.
 * Juego: nobody has 31, so the punto, all paso: 1 to the best punto, seat 0 (29) (Memo Mus ch. V).
 * So four credits, in counting order (Memo Mus ch. IX: the tira at once, then the showdown):
 * B 0→1 (grande), B 1→2 (chica), A 0→1 (pares), A 1→2 (punto).
 */
const FOUR_CREDITS = { actions: 'm: 0c | g: 0p 1b2 2f | c: 0p 1p 2p 3p | p: 0y 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p', hands: '12 12 5 4 / 11 7 6 1 / 10 7 5 1 / 6 5 4 1' };

describe('the dentro badge (35 of 40)', () => {
  it('FFMus (no mark of its own): from target − 5 up to, not at, the target', () => {
    const ffmus = { target: 40, dentro: null };
    expect([0, 30, 34, 35, 36, 39, 40].map((s) => isDentro(s, ffmus))).toEqual([false, false, false, true, true, true, false]);
  });

  it('a preset\'s own mark (Pagat: 35), and another target (30: from 25)', () => {
    expect([34, 35, 39, 40].map((s) => isDentro(s, { target: 40, dentro: 35 }))).toEqual([false, true, true, false]);
    expect([24, 25, 29, 30].map((s) => isDentro(s, { target: 30, dentro: null }))).toEqual([false, true, true, false]);
    expect([29, 30, 49].map((s) => isDentro(s, { target: 50, dentro: 30 }))).toEqual([false, true, true]);
  });

  it('each team card carries it from its own score', () => {
    const v = viewOf([]);
    const cards = scoreboardView({ ...v, score: { A: 35, B: 34 } }, 'fr').teams;
    expect(cards.map((c) => [c.team, c.score, c.dentro])).toEqual([['A', 35, true], ['B', 34, false]]);
  });
});

describe('the team cards', () => {
  it('names, players in seat order (an empty name as its seat), manches', () => {
    const v = viewOf([FOUR_CREDITS]);
    expect(scoreboardView(v, 'fr').teams).toEqual([
      { team: 'A', name: 'Gorriak', players: 'Peio · #3', playerNames: ['Peio', '#3'], playerShort: ['Peio', '#3'], score: 2, dentro: false, won: false, manchesWon: 0, manchesToWin: 3 },
      { team: 'B', name: 'Berdeak', players: 'Maite · Xan', playerNames: ['Maite', 'Xan'], playerShort: ['Maite', 'Xan'], score: 2, dentro: false, won: false, manchesWon: 0, manchesToWin: 3 },
    ]);
  });
});

describe('the player line\'s names (whole words, never cut mid-word)', () => {
  // at six players the display cut each to its share of the line: « Maïté Oy… · Battittë… · Itziar Ol… »
  const SIX = [...LONG_NAMES.players, longest('Itziar Olaizola-Urrutia Garaikoetxea '), longest('Maïté Olaizola ')];

  it('four players of 60 characters: each its first name, the full name kept beside it', () => {
    const v = viewOf([]);
    const cards = scoreboardView({ ...v, setup: { ...v.setup, players: [...LONG_NAMES.players] } }, 'fr').teams;
    expect(cards.map((c) => c.playerShort)).toEqual([['Maïté', 'Battittë'], ['Xabier', 'Jean-Mixel']]);
    expect(cards.map((c) => c.playerNames)).toEqual([[LONG_NAMES.players[0], LONG_NAMES.players[2]], [LONG_NAMES.players[1], LONG_NAMES.players[3]]]);
  });

  it('six players: as many words as tell two players apart, across the teams; each the first whole words of its name', () => {
    const v = viewOf([]);
    const cards = scoreboardView({ ...v, setup: { ...v.setup, players: SIX } }, 'fr').teams;
    expect(cards.map((c) => c.playerShort)).toEqual([
      ['Maïté Oyharçabal-Etchegaray', 'Battittë', 'Itziar'],
      ['Xabier', 'Jean-Mixel', 'Maïté Olaizola'],
    ]);
    for (const c of cards) c.playerShort.forEach((s, k) => expect(`${c.playerNames[k]} `.startsWith(`${s} `)).toBe(true));
  });
});

describe('the live region of the score (what a screen reader says)', () => {
  it('each team: name, score and manches won, in the reader\'s language (not bare « A 0, B 0 »)', () => {
    const v = viewOf([FOUR_CREDITS]);
    expect(scoreboardView(v, 'fr').announcement).toBe('Gorriak : 2, manches gagnées : 0 sur 3. Berdeak : 2, manches gagnées : 0 sur 3');
    expect(scoreboardView(v, 'en').announcement).toBe('Gorriak: 2, manches won: 0 of 3. Berdeak: 2, manches won: 0 of 3');
  });

  it('a manche won (the scores back to 0): the manche is said, not only « 0, 0 »', () => {
    const v = viewOf([{ actions: 'm: 0c | g: 0o 1s', hands: FOUR_CREDITS.hands }]);
    expect(scoreboardView(v, 'es').announcement).toBe('Gorriak: 0, chicos ganados: 1 de 3. Berdeak: 0, chicos ganados: 0 de 3');
  });
});

describe('a won match', () => {
  it('the cards show the winning manche’s final score (not the 0–0 its close left), the winner’s card marked, no dentro', () => {
    const v = wonView();
    expect([v.winner, v.score]).toEqual(['B', { A: 0, B: 0 }]);
    const board = scoreboardView(v, 'fr');
    expect(board.final).toEqual({ winner: 'B', manche: 0 });
    expect(board.teams.map((c) => [c.team, c.score, c.won, c.dentro, c.manchesWon])).toEqual([['A', 0, false, false, 0], ['B', 30, true, false, 1]]);
  });

  it('the screen reader hears who won and that the scores are the last manche’s', () => {
    expect(scoreboardView(wonView(), 'fr').announcement).toBe('Partie gagnée par Berdeak ; score final de la manche 1. Gorriak : 0, manches gagnées : 0 sur 1. Berdeak : 30, manches gagnées : 1 sur 1');
    expect(scoreboardView(wonView(), 'en').announcement.startsWith('Match won by Berdeak; final score of manche 1. ')).toBe(true);
  });

  it('the deal before the last: the manche in progress, nothing final', () => {
    const board = scoreboardView(wonView(TO_WIN.first.length), 'fr');
    expect(board.final).toBeNull();
    expect(board.teams.map((c) => [c.score, c.won])).toEqual([[0, false], [27, false]]);
  });
});

describe('the exchange panel', () => {
  it('before any credit: nothing to exchange', () => {
    expect(exchangeView(viewOf([]), 'fr')).toEqual({ mancheWon: null, net: [], lines: [], deal: null });
  });

  it('after a deal of four credits: all four, in counting order, none cut', () => {
    const x = exchangeView(viewOf([FOUR_CREDITS]), 'en');
    expect(x.lines.map((l) => [l.team, l.from, l.to, l.phase, l.applied])).toEqual([
      ['B', 0, 1, 'grande', 1],
      ['B', 1, 2, 'chica', 1],
      ['A', 0, 1, 'pares', 1],
      ['A', 1, 2, 'punto', 1],
    ]);
    expect(x.mancheWon).toBeNull();
  });

  it('the net per team, A first: each team\'s score before the deal and after it', () => {
    const x = exchangeView(viewOf([FOUR_CREDITS]), 'en');
    expect(x.net.map((n) => [n.team, n.from, n.to])).toEqual([['A', 0, 2], ['B', 0, 2]]);
  });

  it('each line says the exchange in the reader\'s words', () => {
    const x = exchangeView(viewOf([FOUR_CREDITS]), 'en');
    expect(x.lines.map((l) => l.words)).toEqual(['take 1 tanto', 'take 1 tanto', 'take 1 tanto', 'take 1 tanto']);
    expect(x.net.map((n) => n.words)).toEqual(['take 2 tantos', 'take 2 tantos']);
  });

  it('a deal in progress: its own credits (the tira at grande), not the last deal\'s', () => {
    // deal 2, esku seat 1: grande 1 imido 3, 2 hordago, 3 and 1 tira: A draws what stood, 3
    const x = exchangeView(viewOf([FOUR_CREDITS, { actions: 'm: 1c | g: 1b3 2o 3f' }]), 'en');
    expect(x.lines.map((l) => [l.team, l.from, l.to, l.phase])).toEqual([['A', 2, 5, 'grande']]);
    expect(x.net.map((n) => [n.team, n.from, n.to])).toEqual([['A', 2, 5]]);
  });

  it('the lines name their deal while they are a settled deal\'s (the next deal begun, nothing drawn yet): not read as owed again', () => {
    expect(exchangeView(viewOf([FOUR_CREDITS]), 'en').deal).toBe(0);
    // the deal in progress's own credits: no number, they are this deal's
    expect(exchangeView(viewOf([FOUR_CREDITS, { actions: 'm: 1c | g: 1b3 2o 3f' }]), 'en').deal).toBeNull();
  });

  it('a manche just won (a hordago seen at grande, kanta: seat 0\'s two kings win it): the panel says so, no net', () => {
    const x = exchangeView(viewOf([{ actions: 'm: 0c | g: 0o 1s', hands: FOUR_CREDITS.hands }]), 'en');
    expect(x.mancheWon).toBe('A');
    expect(x.net).toEqual([]);
    expect(x.lines.map((l) => [l.team, l.from, l.to, l.phase])).toEqual([['A', 0, 40, 'grande']]);
  });
});
