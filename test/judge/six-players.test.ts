/**
 * Judge cases: Mus with six players, three against three (Pagat « Six-player Mus »: « the rules of
 * the game and the scoring exactly as for the four handed game »; Memo Mus ch. I: manches of 50;
 * spec: team A = seats 0, 2, 4, team B = seats 1, 3, 5, speaking order esku, esku+1, …). Every
 * ledger below is worked by hand from the texts; each credit names its article.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { failure, lines, settled } from '../helpers/settle.js';
import type { RulesSpec } from '../../shared/index.js';

const SIX: RulesSpec = { preset: 'ffmus', players: 6 };

/**
 * No pares, no juego anywhere. Grande: seats 0 (12 11 6 4) and 5 (3 11 6 4, the 3 a king) tie at
 * K-Q-6-4; chica: seat 1 (1 5 7 10) is lowest (before seat 2, 1 5 7 11, on the last card); punto:
 * seats 0 and 5 tie at 30.
 */
const TIES = '12 11 6 4 / 10 7 5 1 / 11 7 5 1 / 10 6 5 4 / 11 10 7 1 / 3 11 6 4';

/**
 * Pares held by seats 0 (duples K-K-1-1, 3), 1 (a pair of 7s, 1), 2 (medias of 6s, 2), 4 (a pair of
 * sotas 10-10-4-2, 1). Nobody has juego (22, 23, 23, 29, 25, 23): the punto goes to seat 3 (29).
 * Grande and chica: seat 0 (K-K-A-A).
 */
const PARES = '12 12 1 1 / 7 7 5 4 / 6 6 6 5 / 11 10 5 4 / 10 10 4 2 / 11 7 5 1';
const PARES_DECL = 'p: 0y 1y 2y 3n 4y 5n';
const NO_JUEGO = `${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`;

/**
 * Juego: seat 0 K-Q-S-A (the 2 an ace) 31, seat 1 S-S-7-6 33 (a pair of sotas), seat 2 K-Q-7-4 31,
 * seat 3 1-4-5-6 (16, no juego), seat 4 K-K-7-5 (the 3 a king) 32 and a pair of kings, seat 5
 * Q-S-6-5 31. Grande: seat 4 (K-K); chica: seat 3 (1-4 before seat 0's A-S).
 */
const JUEGO = '12 11 10 2 / 10 6 7 10 / 11 12 7 4 / 1 4 5 6 / 12 3 7 5 / 11 10 6 5';

describe('six players: speaking order and ties (spec "Seats and teams"; FFMus art. 17 « le ESKU l’emporte »)', () => {
  it('esku seat 3: the speaking order is 3, 4, 5, 0, 1, 2 — seat 0 may not open the grande', () => {
    const e = failure(deal('g: 0p', TIES, { esku: 3, rules: SIX }));
    expect(e.code).toBe('action/not-your-turn');
  });

  it('FFMus art. 17 with esku seat 3: the grande and punto ties between seats 0 and 5 go to seat 5, nearer the esku (B takes 3)', () => {
    const s = settled(deal(`${allPass('g', 3, 6)} | ${allPass('c', 3, 6)} | ${decl('p', 'nnnnnn', 3)} | ${decl('j', 'nnnnnn', 3)} | ${allPass('t', 3, 6)}`, TIES, { esku: 3, rules: SIX }));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => [c.seat, c.rule])).toEqual([[5, 'FFMus art. 17'], [1, 'FFMus art. 17'], [5, 'FFMus art. 17']]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 3 });
  });

  it('the same hands with esku seat 0: seat 0 is the esku and takes both ties; the chica stays with seat 1', () => {
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${decl('p', 'nnnnnn')} | ${NO_JUEGO}`, TIES, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 1, 0]);
    expect(s.scoreAfter).toEqual({ A: 2, B: 1 });
  });

  it('esku seat 5: seat 5 speaks first and takes the ties (5 before 0)', () => {
    const s = settled(deal(`${allPass('g', 5, 6)} | ${allPass('c', 5, 6)} | ${decl('p', 'nnnnnn', 5)} | ${decl('j', 'nnnnnn', 5)} | ${allPass('t', 5, 6)}`, TIES, { esku: 5, rules: SIX }));
    expect(s.ledger.map((c) => `${c.team}:${c.seat}:${c.phase}`)).toEqual(['B:5:grande', 'B:1:chica', 'B:5:punto']);
  });
});

describe('six players: pares holders (Memo Mus ch. III-3, V; FFMus art. 17 « sa ou ses paires »)', () => {
  it('paso at pares: the team of the best pares counts the base values of its three partners in speaking order — 3 + 2 + 1; B\'s pair of 7s counts nothing', () => {
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${PARES_DECL} | p: 0p 1p 2p 4p | ${NO_JUEGO}`, PARES, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:3:base:pares', 'A:2:base:pares', 'A:1:base:pares', 'B:1:paso:punto']);
    expect(s.ledger.filter((c) => c.kind === 'base').map((c) => [c.seat, c.rule])).toEqual([[0, 'FFMus art. 17'], [2, 'FFMus art. 17'], [4, 'FFMus art. 17']]);
    expect(s.scoreAfter).toEqual({ A: 8, B: 1 });
  });

  it('only holders speak: seat 3 said ez and may not bet (FFMus art. 16 last line)', () => {
    const e = failure(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${PARES_DECL} | p: 0p 1p 2p 3b2`, PARES, { rules: SIX }));
    expect(e.code).toBe('action/not-a-holder');
  });

  it('FFMus art. 17 Paires « on comptera en plus les points pariés »: B bets, the third partner of A (seat 4) sees — A takes the 2 and its 3 + 2 + 1', () => {
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${PARES_DECL} | p: 0p 1b2 4s | ${NO_JUEGO}`, PARES, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:2:iduki:pares', 'A:3:base:pares', 'A:2:base:pares', 'A:1:base:pares', 'B:1:paso:punto']);
    expect(s.ledger[2]).toMatchObject({ seat: 0, rule: 'FFMus art. 17' });
    expect(s.scoreAfter).toEqual({ A: 10, B: 1 });
  });

  it('Memo Mus ch. V « acquises si le dialogue a été gagné »: A refuses B\'s pares bet — B draws 1, then counts its pair of 7s (1); A\'s six points of pares count nothing', () => {
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${PARES_DECL} | p: 0p 1b2 2f | ${NO_JUEGO}`, PARES, { rules: SIX }));
    expect(lines(s)).toEqual(['B:1:tira:pares', 'A:1:paso:grande', 'A:1:paso:chica', 'B:1:base:pares', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 3 });
  });
});

describe('six players: announcement errors with several partners (FFMus arts. 13-14; docs/announcement-errors.md)', () => {
  it('FFMus art. 13 b: seat 3 says ba without pares, its partner seat 1 has a pair, A has pares — bets voided, A draws the tira (1) and counts 3 + 2 + 1', () => {
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | p: 0y 1y 2y 3y 4y 5n | p: 0p 1p 2p 3p 4p | ${NO_JUEGO}`, PARES, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:penalty:pares', 'A:1:paso:grande', 'A:1:paso:chica', 'A:3:penalty:pares', 'A:2:penalty:pares', 'A:1:penalty:pares', 'B:1:paso:punto']);
    expect(s.ledger.filter((c) => c.kind === 'penalty').every((c) => c.rule === 'FFMus art. 13 b')).toBe(true);
    expect(s.errors).toMatchObject([{ seat: 3, team: 'B', kind: 'false-ba', rule: 'FFMus art. 13 b' }]);
    expect(s.scoreAfter).toEqual({ A: 9, B: 1 });
  });

  it('FFMus art. 14 « ces paires niées ne valent ni pour taper, ni pour tenir, ni pour les compter »: seat 4 hides its sotas while two partners hold — no tira, A counts 3 + 2 only', () => {
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | p: 0y 1y 2y 3n 4n 5n | p: 0p 1p 2p | ${NO_JUEGO}`, PARES, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:3:base:pares', 'A:2:base:pares', 'B:1:paso:punto']);
    expect(s.errors).toMatchObject([{ seat: 4, kind: 'denied', rule: 'FFMus art. 14' }]);
    expect(s.scoreAfter).toEqual({ A: 7, B: 1 });
  });

  it('FFMus arts. 13 a and 14 in one team: seat 5 says a false ba and seat 1 hides its pair — B has no declared pares: A draws the art. 14 tira (1) and counts 3 + 2 + 1 (art. 13 a)', () => {
    // seat 5: false ba, partner seats 1 and 3 "n'en ont pas" (seat 1 denied: counts for nothing) → art. 13 a;
    // seat 1: denied pares, partner without (seat 5 holds none), A has pares → art. 14: A draws 1 (tira).
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | p: 0y 1n 2y 3n 4y 5y | p: 0p 2p 4p 5p | ${NO_JUEGO}`, PARES, { rules: SIX }));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[1, 'FFMus art. 14'], [5, 'FFMus art. 13 a']]);
    expect(lines(s)).toEqual(['A:1:penalty:pares', 'A:1:paso:grande', 'A:1:paso:chica', 'A:3:penalty:pares', 'A:2:penalty:pares', 'A:1:penalty:pares', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 9, B: 1 });
  });
});

describe('six players: juego errors with several partners (FFMus arts. 15 b, 16 a)', () => {
  // No pares anywhere. Seat 4 K-Q-S-A 31 is the only juego; grande seat 4, chica seat 0 (1-4-5-6).
  // Punto without seat 4: 16, 22, 23, 24, 26 (seats 0, 1, 2, 3, 5).
  const J1 = '1 4 5 6 / 7 6 5 4 / 10 7 5 1 / 11 7 6 1 / 12 11 10 1 / 12 7 5 4';
  const G_C6 = `${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${decl('p', 'nnnnnn')}`;

  it('FFMus art. 15 b « Si le partenaire a le jeu et les adversaires pas, on ne tient pas compte de l\'erreur »: seat 2 says ba with 23 beside seat 4\'s 31 — A counts the 31 (3) only', () => {
    const s = settled(deal(`${G_C6} | j: 0n 1n 2y 3n 4y 5n`, J1, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:3:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([4, 0, 4]);
    expect(s.errors).toMatchObject([{ seat: 2, kind: 'false-ba', rule: 'FFMus art. 15 b' }]);
    expect(s.scoreAfter).toEqual({ A: 5, B: 0 });
  });

  it('FFMus art. 16 a: seat 4 hides the only juego — the punto bets are voided, B draws the tira of the punto and its point (2); the hidden 31 counts nothing', () => {
    const s = settled(deal(`${G_C6} | ${decl('j', 'nnnnnn')} | t: 0p 1b2 2s`, J1, { rules: SIX }));
    expect(lines(s)).toEqual(['B:1:penalty:punto', 'A:1:paso:grande', 'A:1:paso:chica', 'B:1:penalty:punto']);
    expect(s.ledger.filter((c) => c.kind === 'penalty').every((c) => c.rule === 'FFMus art. 16 a' && c.seat === 4)).toBe(true);
    expect(s.scoreAfter).toEqual({ A: 2, B: 2 });
  });
});

describe('six players: juego and the manche of 50 (Memo Mus ch. I, V; docs/rules-presets.md)', () => {
  it('paso at juego: the best juego (the 31 of seat 0, first of the 31s) — A counts 3 + 3 + 2 for seats 0, 2, 4; B\'s 33 and 31 count nothing', () => {
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | p: 0n 1y 2n 3n 4y 5n | p: 1p 4p | j: 0y 1y 2y 3n 4y 5y | j: 0p 1p 2p 4p 5p`, JUEGO, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:3:base:juego', 'A:3:base:juego', 'A:2:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([4, 3, 4, 0, 2, 4]);
    expect(s.ledger.filter((c) => c.phase === 'juego').every((c) => c.rule === 'FFMus art. 17')).toBe(true);
    expect(s.scoreAfter).toEqual({ A: 10, B: 1 });
  });

  it('ffmus six players play to 50: at 48-10 a grande tira of 1 leaves A at 49; the chica tira is the 50th point, drawn in the dialogue', () => {
    const s = settled(deal('g: 0b2 1f | c: 0b2 1f', undefined, { rules: SIX, score: { A: 48, B: 10 } }));
    expect(lines(s, true)).toEqual(['A:1:tira:grande', 'A:1:tira:chica']);
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 50, B: 10 } });
    expect(s.ledger[1]).toMatchObject({ decisive: true, when: 'dialogue', rule: 'FFMus art. 17' });
  });
});
