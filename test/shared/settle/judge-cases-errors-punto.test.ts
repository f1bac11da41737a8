/**
 * Judge cases: a hidden juego and the punto (FFMus art. 16 a; Memo Mus ch. VI « donc 2 points en
 * tout »), an error that voids a hordago, errors of both teams in the race, and the first answer of a
 * team (FFMus art. 10). Worked by hand; docs/announcement-errors.md and docs/rules.md give the readings.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { failure, settled } from '../../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
type S = ReturnType<typeof settled>;
const tp = (s: S) => s.ledger.filter((c) => c.counted).map((c) => `${c.team}:${c.points}:${c.phase}`);

// seat 0 K-7-5-1 (23), seat 1 K-Q-S-1 (31, says ez at juego), seat 2 S-7-6-4 (27), seat 3 K-S-5-4 (29).
// grande seat 1 (K-Q-S) → B; chica seat 0 (1-5-7) → A. Without the error the punto would go to seat 3 (29).
const H = '12 7 5 1 / 12 11 10 1 / 10 7 6 4 / 12 10 5 4';
const UP_TO_PUNTO = `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')}`;

describe('FFMus art. 16 a: « on annulera les paris faits au point, et l\'adversaire tirera le tantto du Tira et le point du Pontua »', () => {
  it('all paso at the punto: A draws 1 + 1 = 2 « en tout » (Memo ch. VI); seat 3\'s 29 takes no paso point for the erring team', () => {
    const s = settled(deal(`${UP_TO_PUNTO} | ${allPass('t')}`, H));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[1, 'FFMus art. 16 a']]);
    expect(tp(s)).toEqual(['A:1:punto', 'B:1:grande', 'A:1:chica', 'A:1:punto']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 1 });
  });

  it('A drew the punto tira (1) in the dialogue: it goes back, then A draws the tira of the punto and its point — 2 in all, not 3', () => {
    const s = settled(deal(`${UP_TO_PUNTO} | t: 0b2 1f`, H));
    expect(tp(s)).toEqual(['A:1:punto', 'A:-1:punto', 'A:1:punto', 'B:1:grande', 'A:1:chica', 'A:1:punto']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 1 });
  });

  it('B (the erring team) drew 2 on a raise: they go back; A draws 1 + 1', () => {
    const s = settled(deal(`${UP_TO_PUNTO} | t: 0b2 1r2 0f`, H));
    expect(tp(s)).toEqual(['B:2:punto', 'B:-2:punto', 'A:1:punto', 'B:1:grande', 'A:1:chica', 'A:1:punto']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 1 });
  });
});

describe('an error voids the hordago of its phase (docs/announcement-errors.md)', () => {
  it('FFMus art. 13 a « on annule tout pari fait sur les paires »: a false ba, then a pares hordago seen — the hordago is voided, the deal counted up to the pares; juego never played', () => {
    // seat 0 K-7-5-1 (says ba), seat 1 6-6-5-4, seat 2 S-7-4-2, seat 3 K-C-5-1. grande seat 3 → B; chica seat 2 (1-4-7) → A.
    const s = settled(deal(`${G_C} | ${decl('p', 'yynn')} | p: 0o 1s`, '12 7 5 1 / 6 6 5 4 / 10 7 4 2 / 12 11 5 1', { score: { A: 30, B: 30 } }));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 13 a']);
    expect(tp(s)).toEqual(['B:1:grande', 'A:1:chica', 'B:1:pares']);
    expect(s).toMatchObject({ winner: null, scoreAfter: { A: 31, B: 32 } });
  });
});

describe('errors of both teams in the race (docs/rules.md "Where the sources disagree": penalties in speaking order)', () => {
  // seat 0 and seat 1 each hide a juego; seat 2 27, seat 3 16 — nobody declared juego, the punto is played.
  it('esku seat 0 hides 32, seat 1 hides 31, 39-39: the esku\'s error is found first, so B draws the first penalty point and wins', () => {
    const s = settled(deal(`${UP_TO_PUNTO} | ${allPass('t')}`, '12 11 7 5 / 12 11 10 1 / 10 7 6 4 / 6 5 4 1', { score: { A: 39, B: 39 } }));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 16 a'], [1, 'FFMus art. 16 a']]);
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 1, phase: 'punto', decisive: true });
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 39, B: 40 } });
  });

  it('the same errors with the hands turned (seat 1 and seat 2 hide juego): seat 1 errs first, A draws first and wins', () => {
    const s = settled(deal(`${UP_TO_PUNTO} | ${allPass('t')}`, '6 5 4 1 / 12 11 10 1 / 12 11 7 5 / 10 7 6 4', { score: { A: 39, B: 39 } }));
    expect(s.errors.map((e) => e.seat)).toEqual([1, 2]);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
  });
});

describe('the first answer of a team is the team\'s answer (FFMus art. 10 « la décision de celui qui parle en premier est retenue »)', () => {
  it('seat 1 lets it go (tira); seat 3\'s iduki after it is not accepted', () => {
    expect(failure(deal('g: 0b2 1f 3s')).code).toMatch(/^action\/(wrong-phase|not-your-turn|dialogue-over)$/);
  });

  it('Le dialogue: the raiser\'s partner may not raise his own partner\'s gehiago', () => {
    expect(failure(deal('g: 0b2 1r2 3r2')).code).toBe('action/not-your-turn');
  });

  it('Memo Mus ch. IX: a refused hordago drawn during the dialogue at 36 applies only the 4 that reach 40 (imido + bortz gehiago = 7)', () => {
    const s = settled(deal('g: 0b2 1r5 0o 1f', undefined, { score: { A: 36, B: 10 } }));
    expect(s.ledger.map((c) => [c.team, c.points, c.applied, c.decisive])).toEqual([['A', 7, 4, true]]);
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 40, B: 10 } });
  });
});
