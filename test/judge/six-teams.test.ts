/**
 * Judge cases, third set: Mus at six, three against three, in the places the first six-player cases
 * left alone — who answers a bet (any of the three opponents), the mus rounds and discards of six,
 * pares and juego held by one team only, ties among three 31s, juego errors with partners, a hordago
 * at pares and at juego after the declarations, the race to 50 by phase order, the target and kings
 * options, Juego Real at six. Pagat « Six-player Mus »: « The rules of the game and the scoring are
 * exactly as for the four handed game »; Memo Mus ch. I: « Les manches se jouent en 50 points et les
 * "3" sont rois ». Seats: team A = 0, 2, 4, team B = 1, 3, 5; speaking order esku, esku + 1, …
 * Every ledger is worked by hand from the texts first; each credit names its article.
 */
import { describe, expect, it } from 'vitest';
import { acts, allPass, decl, deal, hands } from '../helpers/dsl.js';
import { credits, failure, lines, settled } from '../helpers/settle.js';
import { defaultSpeaker, replayMatch, resolveRules, whoSpeaks, type RuleOptions, type RulesSpec } from '../../shared/index.js';
import { playDeal } from '../helpers/play.js';

const SIX: RulesSpec = { preset: 'ffmus', players: 6 };
const G_C = `${allPass('g', 0, 6)} | ${allPass('c', 0, 6)}`;
const NO_PJ = `${decl('p', 'nnnnnn')} | ${decl('j', 'nnnnnn')}`;

/**
 * No pares, no juego anywhere. Seat 0 K-Q-7-A (28), seat 1 K-S-6-4 (30), seat 2 Q-7-5-A (the 2 an
 * ace, 23), seat 3 K-Q-5-4 (29), seat 4 A-S-6-7 (24), seat 5 A-4-5-7 (17).
 * Grande: seat 0 (K-Q-7 before seat 3's K-Q-5). Chica: seat 5 (A-4-5-7: A, then 4 before seat 2's
 * 5 and seat 4's 6). Punto: seat 1 (30).
 */
const X = '12 11 7 1 / 12 10 6 4 / 11 7 5 2 / 12 11 5 4 / 1 10 6 7 / 1 4 5 7';

describe('six players: the dialogue (Pagat « Six-player Mus »; « either opponent may answer » becomes any of the three)', () => {
  it('FFMus art. 17 « S\'il y a eu Iduki, on compte les points pariés »: A bets 2, seat 5 (the third of B) raises 3 at once, seat 4 (the third of A) sees — the 5 go to the best grande, seat 0', () => {
    const s = settled(deal(`g: 0b2 5r3 4s | ${allPass('c', 0, 6)} | ${NO_PJ} | ${allPass('t', 0, 6)}`, X, { rules: SIX }));
    expect(lines(s)).toEqual(['A:5:iduki:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => [c.seat, c.rule])).toEqual([[0, 'FFMus art. 17'], [5, 'FFMus art. 17'], [1, 'FFMus art. 17']]);
    expect(s.scoreAfter).toEqual({ A: 5, B: 2 });
  });

  it('a partner of the last bettor may not answer: after seat 0\'s imido neither seat 2 nor seat 4 (A) may see', () => {
    expect(failure(deal('g: 0b2 2s', undefined, { rules: SIX })).code).toBe('action/not-your-turn');
    expect(failure(deal('g: 0b2 4f', undefined, { rules: SIX })).code).toBe('action/not-your-turn');
  });

  it('art. 17 Relances « Embido (2 points) Lau gehiago (+ 4) - Tira = 2 points »: imido 2, seat 3 gehiago 2, seat 2 gehiago 5, seat 1 tira — A draws 2 + 2 = 4 at once', () => {
    const s = settled(deal(`g: 0b2 3r2 2r5 1f | ${allPass('c', 0, 6)} | ${NO_PJ} | ${allPass('t', 0, 6)}`, X, { rules: SIX }));
    expect(credits(s)).toEqual([
      'A:4:tira:grande:dialogue:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[0]).toMatchObject({ seat: 2 });
  });

  it('the opening goes round in seat order: after seat 0\'s paso it is seat 1\'s turn, not seat 2\'s (FFMus art. 9 « toujours le ESKU en premier »)', () => {
    expect(failure(deal('g: 0p 2p', undefined, { rules: SIX })).code).toBe('action/not-your-turn');
  });
});

describe('six players: what the table offers to the answering team (whoSpeaks; FFMus art. 16 last line)', () => {
  const r = resolveRules(SIX);
  const rules = (r.ok ? r.value : undefined) as RuleOptions;

  it('a bet at grande: the three opponents may answer, the first after the bettor by default; after seat 5\'s gehiago, A\'s three with seat 0 first, a tira paying 2', () => {
    const s = playDeal('g: 0p 1p 2b2', { rules });
    expect(whoSpeaks(s)).toMatchObject({ prompt: 'answer', seats: [1, 3, 5], team: 'B', tiraPays: 1, total: 2 });
    expect(defaultSpeaker(s)).toBe(3);
    const s2 = playDeal('g: 0b2 5r2', { rules });
    expect(whoSpeaks(s2)).toMatchObject({ seats: [0, 2, 4], team: 'A', tiraPays: 2, total: 4 });
    expect(defaultSpeaker(s2)).toBe(0);
  });

  it('a bet at pares: only the holders of the other team answer — seat 0, who passed, among them; not seat 3 or 5 (ez) when B answers', () => {
    const P = `${G_C} | p: 0y 1y 2y 3n 4y 5n`;
    expect(whoSpeaks(playDeal(`${P} | p: 0p 1b2`, { rules }))).toMatchObject({ prompt: 'answer', seats: [0, 2, 4], team: 'A' });
    expect(whoSpeaks(playDeal(`${P} | p: 0b2`, { rules }))).toMatchObject({ prompt: 'answer', seats: [1], team: 'B' });
  });
});

describe('six players: the mus rounds (FFMus arts. 7-8 « les 4 joueurs se débarrasseront … le ESKU, en premier »: all six, esku first)', () => {
  const PLAY = `${G_C} | ${NO_PJ} | ${allPass('t', 0, 6)}`;

  it('six mus, six discards esku first, then a mus and a cut by seat 1: nothing is scored by the rounds — the ledger is the one without them', () => {
    const withMus = settled(deal(`m: 0m 1m 2m 3m 4m 5m 0d1 1d2 2d3 3d4 4d1 5d2 0m 1c | ${PLAY}`, X, { rules: SIX }));
    const without = settled(deal(PLAY, X, { rules: SIX }));
    expect(withMus.ledger).toEqual(without.ledger);
    expect(lines(withMus)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('art. 8: after six mus, seat 2 may not discard before seat 1; and no cut while the discards are pending', () => {
    expect(failure(deal('m: 0m 1m 2m 3m 4m 5m 0d1 2d1', undefined, { rules: SIX }))).toMatchObject({ code: 'action/not-your-turn', rule: 'FFMus art. 8' });
    expect(failure(deal('m: 0m 1m 2m 3m 4m 5m 1c', undefined, { rules: SIX }))).toMatchObject({ code: 'action/discards-pending', rule: 'FFMus art. 8' });
  });
});

describe('six players: pares and juego held by one team only (Memo Mus ch. V « acquises d\'office par l\'équipe possédante si les adversaires n\'en possèdent pas (il n\'y a pas de dialogue) »)', () => {
  /**
   * Seat 0 K-Q-7-A (28), seat 1 6-6-5-A (a pair of 6s, 18), seat 2 Q-7-5-A (23), seat 3 4-4-4-K
   * (medias of 4s, 22), seat 4 A-S-6-7 (24), seat 5 5-5-A-A (the 2 an ace: duples, 12). B alone has
   * pares: 1 + 2 + 3. No juego. Grande: seat 0 (K-Q before seat 3's K-4). Chica: seat 5 (A-A).
   * Punto: seat 0 (28).
   */
  const P1 = '12 11 7 1 / 6 6 5 2 / 11 7 5 2 / 4 4 4 12 / 1 10 6 7 / 5 5 1 2';
  const DECL = 'p: 0n 1y 2n 3y 4n 5y';

  it('no dialogue at pares: B counts its three partners\' pares in speaking order, 1 + 2 + 3, without a word said', () => {
    const s = settled(deal(`${G_C} | ${DECL} | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`, P1, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:base:pares', 'B:2:base:pares', 'B:3:base:pares', 'A:1:paso:punto']);
    expect(s.ledger.filter((c) => c.kind === 'base').map((c) => [c.seat, c.rule])).toEqual([[1, 'FFMus art. 17'], [3, 'FFMus art. 17'], [5, 'FFMus art. 17']]);
    expect(s.scoreAfter).toEqual({ A: 2, B: 7 });
  });

  it('with nobody of A to dialogue with, a bet at pares is refused: the table has gone on to the juego declarations (Memo Mus ch. III-3 « s\'ils ne sont bien sûr pas de la même équipe, DIALOGUENT »)', () => {
    expect(failure(deal(`${G_C} | ${DECL} | p: 1b2`, P1, { rules: SIX }))).toMatchObject({ code: 'action/wrong-phase' });
  });
});

describe('six players: three 31s and the esku (FFMus art. 17 « En cas d\'égalité parfaite, le ESKU l\'emporte »; Memo Mus ch. II « esku par rapport à un autre … plus près du talon »)', () => {
  /**
   * Esku seat 3: speaking order 3, 4, 5, 0, 1, 2. Seat 0 K-Q-7-5 32, seat 1 K-Q-S-A 31, seat 2
   * A-4-5-6 16, seat 3 S-7-6-5 28, seat 4 Q-S-7-4 31, seat 5 K-K-7-4 31 and a pair of kings (B alone
   * has pares: 1). Grande: seat 5 (K-K). Chica: seat 2. Juego: the 31s of seats 4, 5 and 1 —
   * seat 4 speaks first of them and wins for A.
   */
  const J6 = '12 11 7 5 / 12 11 10 1 / 1 4 5 6 / 10 7 6 5 / 11 10 7 4 / 12 12 7 4';
  const BEFORE = `${allPass('g', 3, 6)} | ${allPass('c', 3, 6)} | ${decl('p', 'nnynnn', 3)} | ${decl('j', 'nyyyyn', 3)}`;

  it('juego iduki: seat 4 (A) takes the 2 and A counts its 31 (3) and seat 0\'s 32 (2); B\'s two 31s count nothing', () => {
    const s = settled(deal(`${BEFORE} | j: 4b2 5s`, J6, { esku: 3, rules: SIX }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'B:1:base:pares', 'A:2:iduki:juego', 'A:3:base:juego', 'A:2:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([5, 2, 5, 4, 4, 0]);
    expect(s.scoreAfter).toEqual({ A: 8, B: 2 });
  });

  it('FFMus art. 10 at 20-45: seat 4\'s hordago at juego, seat 1 kanta — seat 4 wins the manche on the tie (50); B keeps its 45, nothing else of the deal is counted', () => {
    const s = settled(deal(`${BEFORE} | j: 4o 1s`, J6, { esku: 3, rules: SIX, score: { A: 20, B: 45 } }));
    expect(s.ledger).toMatchObject([{ team: 'A', points: 30, kind: 'ordago', phase: 'juego', seat: 4, rule: 'FFMus art. 10', decisive: true }]);
    expect(s).toMatchObject({ winner: 'A', end: 'ordago', scoreAfter: { A: 50, B: 45 } });
  });
});

describe('six players: a tie at pares (FFMus art. 17 « le ESKU l\'emporte dans tous les cas de figure »; Memo Mus ch. III-3 pairs compared by the pair)', () => {
  /**
   * Seat 0 K-K-5-4 (29), seat 1 7-7-6-A (a pair of 7s), seat 2 Q-S-5-A, seat 3 Q-6-5-A (the 2 an
   * ace), seat 4 S-7-6-A, seat 5 3-12-6-4 (the 3 a king: K-K-6-4, 30). The pairs of kings of seats 0
   * and 5 tie. Grande: seat 5 (K-K-6 before K-K-5). Chica: seat 3 (A-5-6). Punto: seat 5 (30).
   */
  const T = '12 12 5 4 / 7 7 6 1 / 11 10 5 1 / 11 6 5 2 / 10 7 6 1 / 3 12 6 4';

  it('esku seat 3 (order 3, 4, 5, 0, 1, 2): seat 5 is nearer the esku and takes the pares paso — B counts seat 5\'s kings and seat 1\'s 7s (1 + 1)', () => {
    const s = settled(deal(`${allPass('g', 3, 6)} | ${allPass('c', 3, 6)} | p: 3n 4n 5y 0y 1y 2n | p: 5p 0p 1p | ${decl('j', 'nnnnnn', 3)} | ${allPass('t', 3, 6)}`, T, { esku: 3, rules: SIX }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:1:base:pares', 'B:1:base:pares', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([5, 3, 5, 1, 5]);
  });

  it('esku seat 0: seat 0 takes the tie — A counts its pair of kings (1); B\'s pairs count nothing', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n 4n 5y | p: 0p 1p 5p | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`, T, { rules: SIX }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'B:1:paso:punto']);
    expect(s.ledger[2]).toMatchObject({ seat: 0 });
  });
});

describe('six players: juego errors with three partners (FFMus arts. 15-16; Memo Mus ch. VI)', () => {
  it('FFMus art. 15 a « Si aucun des 3 autres joueurs n\'a le jeu, les adversaires tireront le Tira du point, et le point du Pontua »: seat 3 says ba with 29 among six hands without juego — A draws 1 when the hands are shown and 1 last', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnnnn')} | j: 0n 1n 2n 3y 4n 5n`, X, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:penalty:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'A:1:penalty:punto']);
    expect(s.ledger.filter((c) => c.kind === 'penalty').every((c) => c.rule === 'FFMus art. 15 a')).toBe(true);
    expect(s.errors).toMatchObject([{ seat: 3, team: 'B', kind: 'false-ba', rule: 'FFMus art. 15 a' }]);
    expect(s.scoreAfter).toEqual({ A: 3, B: 1 });
  });

  /**
   * Seat 0 K-Q-S-A 31, seat 1 7-6-5-4 22, seat 2 A-4-5-6 16, seat 3 Q-7-5-A 23, seat 4 S-7-6-A 24,
   * seat 5 K-S-7-5 32. No pares. Grande: seat 0 (K-Q-S). Chica: seat 2.
   */
  const J15 = '12 11 10 1 / 7 6 5 4 / 1 4 5 6 / 11 7 5 1 / 10 7 6 2 / 12 10 7 5';

  it('FFMus art. 15 d: seat 1 says ba with 22 beside its partner seat 5\'s 32, and A\'s 31 — the juego iduki (4) is voided; A draws the tira of the juego (1) and counts its 31 (3)', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnnnn')} | j: 0y 1y 2n 3n 4n 5y | j: 0b2 1r2 0s`, J15, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:penalty:juego', 'A:1:paso:grande', 'A:1:paso:chica', 'A:3:penalty:juego']);
    expect(s.ledger.filter((c) => c.kind === 'penalty').every((c) => c.rule === 'FFMus art. 15 d')).toBe(true);
    expect(s.errors).toMatchObject([{ seat: 1, kind: 'false-ba', rule: 'FFMus art. 15 d' }]);
    expect(s.scoreAfter).toEqual({ A: 6, B: 0 });
  });

  /**
   * Seat 0 7-6-5-4 22, seat 1 K-Q-7-4 31, seat 2 K-S-7-5 32 (denied), seat 3 Q-S-6-A 27, seat 4
   * A-4-5-6 16, seat 5 S-7-6-A 24. No pares. Grande: seat 1 (K-Q before K-S). Chica: seat 4.
   */
  const J16 = '7 6 5 4 / 12 11 7 4 / 12 10 7 5 / 11 10 6 1 / 1 4 5 6 / 10 7 6 2';

  it('FFMus art. 16 c « Si le partenaire n\'a pas le jeu et l\'adversaire oui, ce dernier comptera le Tira du jeu et les points du jeu »: seat 2 hides its 32, seats 0 and 4 have none — B draws 1 and counts seat 1\'s 31 (3); the 32 counts nothing', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnnnn')} | j: 0n 1y 2n 3n 4n 5n`, J16, { rules: SIX }));
    expect(s.errors).toMatchObject([{ seat: 2, team: 'A', kind: 'denied', rule: 'FFMus art. 16 c' }]);
    expect(lines(s)).toEqual(['B:1:penalty:juego', 'B:1:paso:grande', 'A:1:paso:chica', 'B:3:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 5 });
  });
});

describe('six players: a hordago at pares after the declarations (FFMus art. 10; Memo Mus ch. IV-2-D « le meilleur gagne la manche sur cette phase »)', () => {
  /**
   * Seat 0 duples K-K-A-A (3), seat 1 a pair of 7s (1), seat 2 medias of 6s (2), seat 3 none, seat 4
   * a pair of sotas (1), seat 5 none. No juego. Holders speak in order 0, 1, 2, 4.
   */
  const P = '12 12 1 1 / 7 7 5 4 / 6 6 6 5 / 11 10 5 4 / 10 10 4 2 / 11 7 5 1';
  const BEFORE = `${G_C} | p: 0y 1y 2y 3n 4y 5n`;

  it('B\'s hordago with its pair of 7s, seen by seat 4 (the third of A, not the first to speak after it): seat 0\'s duples win the manche, 50-12', () => {
    const s = settled(deal(`${BEFORE} | p: 0p 1o 4s`, P, { rules: SIX, score: { A: 7, B: 12 } }));
    expect(s.ledger).toMatchObject([{ team: 'A', points: 43, kind: 'ordago', phase: 'pares', seat: 0, rule: 'FFMus art. 10' }]);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 50, B: 12 } });
  });

  it('the same hordago refused by seat 2: B draws 1 (Le dialogue « 1 seul point sera tiré »), and counts its pair (1): the team that did not refuse; A\'s 3 + 2 + 1 count nothing (Memo Mus ch. V)', () => {
    const s = settled(deal(`${BEFORE} | p: 0p 1o 2f | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`, P, { rules: SIX }));
    expect(lines(s)).toEqual(['B:1:tira:pares', 'A:1:paso:grande', 'A:1:paso:chica', 'B:1:base:pares', 'B:1:paso:punto']);
    expect(s.ledger[0]).toMatchObject({ when: 'dialogue', seat: 1, rule: 'FFMus Le dialogue' });
  });

  it('FFMus art. 16 last line « Le joueur qui n\'a pas de paires … ne peut pas taper ni surenchérir à la place de son partenaire qui en a »: seat 3 (ez) may not answer A\'s hordago', () => {
    expect(failure(deal(`${BEFORE} | p: 0o 3s`, P, { rules: SIX })).code).toBe('action/not-a-holder');
  });
});

describe('six players: the race to 50 (Memo Mus ch. IX « d\'abord ceux acquis au fil des phases (points laissés par tira) ; puis … dans l\'ordre de celles-ci »)', () => {
  it('48-47: A draws the chica tira in the dialogue (49), B the punto tira (48); at the count the grande iduki (2) takes A to 50 with 1 applied — B\'s point du Pontua, last, is not counted', () => {
    const s = settled(deal(`g: 0b2 1s | c: 0b2 5f | ${NO_PJ} | t: 0p 1b2 2f`, X, { rules: SIX, score: { A: 48, B: 47 } }));
    expect(credits(s)).toEqual([
      'A:1:tira:chica:dialogue:FFMus art. 17',
      'B:1:tira:punto:dialogue:FFMus art. 17',
      'A:2=1:iduki:grande:showdown:FFMus art. 17',
      'B:1:base:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger[2]).toMatchObject({ decisive: true, seat: 0 });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 50, B: 48 } });
  });

  it('49-49, all paso: the grande point (seat 0) is the 50th; B\'s chica and punto come after it and are not counted', () => {
    const s = settled(deal(`${G_C} | ${NO_PJ} | ${allPass('t', 0, 6)}`, X, { rules: SIX, score: { A: 49, B: 49 } }));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.winner).toBe('A');
  });
});

describe('six players: the options (docs/rules-presets.md)', () => {
  it('target 40 given at six under ffmus, and the pagat preset at six (Pagat: « the scoring exactly as for the four handed game »): a grande tira at 39 is the 40th point; under ffmus\'s own 50 it is not', () => {
    const g = 'g: 0b2 1f';
    expect(settled(deal(g, undefined, { rules: { preset: 'ffmus', players: 6, target: 40 }, score: { A: 39, B: 0 } }))).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 40, B: 0 } });
    expect(settled(deal(g, undefined, { rules: { preset: 'pagat', players: 6 }, score: { A: 39, B: 0 } }))).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 0 } });
    expect(settled(deal(`${g} | ${allPass('c', 0, 6)} | ${NO_PJ} | ${allPass('t', 0, 6)}`, X, { rules: SIX, score: { A: 39, B: 0 } }))).toMatchObject({ winner: null, scoreAfter: { A: 40, B: 2 } });
  });

  it('target 30 at six: a score of 30 or more before the deal is refused — the manche was already over', () => {
    expect(failure(deal('g: 0p', undefined, { rules: { preset: 'ffmus', players: 6, target: 30 }, score: { A: 30, B: 0 } })).path).toMatch(/^score/);
  });

  /**
   * Seat 0 K-Q-S-A 31 (the esku), seat 1 7-7-7-S 31 (three 7s and a sota: Juego Real; medias of 7s),
   * seat 2 A-4-5-6 16, seat 3 Q-6-5-4 25, seat 4 K-Q-6-5 31, seat 5 S-6-5-A 22. B alone has pares
   * (medias: 2). Grande: seat 0 (K-Q-S). Chica: seat 2.
   */
  const JR = '12 11 10 1 / 7 7 7 10 / 1 4 5 6 / 11 6 5 4 / 12 11 6 5 / 10 6 5 2';
  const SCRIPT = `${G_C} | p: 0n 1y 2n 3n 4n 5n | j: 0y 1y 2n 3n 4y 5n | j: 0b2 1s`;

  it('Pagat « Juego Real … is the only way a Juego of 31 held by the Mano can be beaten »: with juegoReal any, seat 1 beats the esku\'s 31 and seat 4\'s — B takes the iduki (2) and its Juego Real (3, « valued as 3 points »)', () => {
    const s = settled(deal(SCRIPT, JR, { rules: { preset: 'ffmus', players: 6, juegoReal: 'any' } }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'B:2:iduki:juego', 'B:3:base:juego']);
    expect(s.ledger.filter((c) => c.phase === 'juego').map((c) => c.seat)).toEqual([1, 1]);
  });

  it('the same hands without Juego Real: the esku\'s 31 wins — A takes the 2 and its two 31s (3 + 3)', () => {
    const s = settled(deal(SCRIPT, JR, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'A:2:iduki:juego', 'A:3:base:juego', 'A:3:base:juego']);
    expect(s.ledger.filter((c) => c.phase === 'juego').map((c) => c.seat)).toEqual([0, 0, 4]);
  });

  it('Juego Real « oros » at six (Pagat « the 10 point card in a Juego Real must be the Sota of Coins »): 7-7-7 with the sota of oros beats the esku\'s 31; with the sota of copas it is a plain 31, after the esku\'s', () => {
    const rules = { preset: 'ffmus', players: 6, juegoReal: 'oros' } as const;
    const oros = settled(deal(SCRIPT, JR.replace('7 7 7 10', '7 7 7 10o'), { rules }));
    expect(oros.ledger.filter((c) => c.phase === 'juego').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['B:2:iduki:1', 'B:3:base:1']);
    const copas = settled(deal(SCRIPT, JR.replace('7 7 7 10', '7 7 7 10c'), { rules }));
    expect(copas.ledger.filter((c) => c.phase === 'juego').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['A:2:iduki:0', 'A:3:base:0', 'A:3:base:4']);
  });

  it('duples at six: K-K-5-5 of seat 3 against the esku\'s K-K-4-4 — FFMus art. 12 (the lower pair decides) gives them to B; `duples: old` (the higher pair only, a tie) to the esku', () => {
    // seat 0 K-K-4-4 28, seat 1 Q-S-6-A 27, seat 2 Q-7-5-A 23, seat 3 K-K-5-5 30, seat 4 A-S-6-7 24, seat 5 A-4-6-7 18
    // grande seat 3 (K-K-5-5), chica seat 5, punto seat 3 (30)
    const H = '12 12 4 4 / 11 10 6 1 / 11 7 5 2 / 12 12 5 5 / 1 10 6 7 / 1 4 6 7';
    const script = `${G_C} | p: 0y 1n 2n 3y 4n 5n | p: 0p 3p | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`;
    expect(lines(settled(deal(script, H, { rules: SIX })))).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:3:base:pares', 'B:1:paso:punto']);
    const old = settled(deal(script, H, { rules: { preset: 'ffmus', players: 6, duples: 'old' } }));
    expect(lines(old)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'A:3:base:pares', 'B:1:paso:punto']);
    expect(old.ledger[2]).toMatchObject({ seat: 0 });
  });

  it('kings 4 at six (Pagat « the threes and twos count as themselves »): 3-3-3-S is medias of threes and 19, no juego — its ba at juego is a false one (art. 15 a), where eight kings make it medias of kings and 40', () => {
    // seat 1 3-3-3-S; the others as X (no pares, no juego). Eight kings: seat 1's K-K-K-S is the best grande.
    const H = '12 11 7 1 / 3 3 3 10 / 11 7 5 2 / 12 11 5 4 / 1 10 6 7 / 1 4 5 7';
    const script = `${G_C} | p: 0n 1y 2n 3n 4n 5n | j: 0n 1y 2n 3n 4n 5n`;
    const eight = settled(deal(script, H, { rules: SIX }));
    expect(lines(eight)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:2:base:pares', 'B:2:base:juego']);
    const four = settled(deal(script, H, { rules: { preset: 'ffmus', players: 6, kings: 4 } }));
    expect(four.errors).toMatchObject([{ seat: 1, kind: 'false-ba', rule: 'FFMus art. 15 a' }]);
    // four kings: grande seat 0 (K-Q-7-A beats 3-3-3-S: K first); chica seat 5; seat 1's medias of threes count 2
    expect(lines(four)).toEqual(['A:1:penalty:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'B:2:base:pares', 'A:1:penalty:punto']);
  });
});

describe('six players: a match (FFMus art. 1 « 3 manches »; spec « Next deal: the esku moves one seat on »)', () => {
  it('the esku goes round six seats (4, 5, then 0); three hordagos at grande seen, each won by seat 0\'s K-Q-7-A, give A the match at deal 2 — a fourth deal is refused', () => {
    const H = hands(X);
    const d = (script: string) => ({ actions: acts(script), hands: H });
    const rec = { format: 'mus-match/1', rules: SIX, esku: 4, deals: [d('g: 4o 5s'), d('g: 5o 0s'), d('g: 0o 1s')] };
    const r = replayMatch(rec);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.deals.map((x) => [x.esku, x.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)])).toEqual([
      [4, ['A:50:ordago:0']], [5, ['A:50:ordago:0']], [0, ['A:50:ordago:0']],
    ]);
    expect(r.value.winner).toBe('A');
    const more = replayMatch({ ...rec, deals: [...rec.deals, d('g: 1o 2s')] });
    expect(!more.ok && more.error).toMatchObject({ code: 'record/match-over', path: 'deals[3]' });
  });
});
