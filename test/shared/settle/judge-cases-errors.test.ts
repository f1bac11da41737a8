/**
 * Judge cases: announcement errors (FFMus arts. 13-16; Memo Mus ch. VI) with bets, raises, a hordago
 * and the race to 40, as read in docs/announcement-errors.md. Worked by hand; the kind of a credit
 * that an error gives (tira/penalty/base) is not asserted, only who gets how much, where and when.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { settled } from '../../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
type S = ReturnType<typeof settled>;
/** team:points:phase of the counted credits. */
const tp = (s: S) => s.ledger.filter((c) => c.counted).map((c) => `${c.team}:${c.points}:${c.phase}`);
const errs = (s: S) => s.errors.map((e) => [e.seat, e.kind, e.rule]);

describe('pares (arts. 13-14)', () => {
  it('FFMus art. 13 b: false ba, partner and opponent with pares; B drew 2 on a raise — they go back, then B draws the tira (1) and counts its pair of 6s although A\'s sotas are better', () => {
    // seat 0 12-7-5-1 nothing (says ba); seat 1 6-6-5-4 pair; seat 2 10-10-4-1 pair of sotas; seat 3 12-11-5-1 nothing.
    // grande seat 3 (K-Q) → B; chica seat 2 (1-4) → A; punto seat 3 (26) → B.
    const s = settled(deal(`${G_C} | ${decl('p', 'yyyn')} | p: 0b2 1r3 2f | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 6 6 5 4 / 10 10 4 1 / 12 11 5 1'));
    expect(errs(s)).toEqual([[0, 'false-ba', 'FFMus art. 13 b']]);
    expect(tp(s)).toEqual(['B:2:pares', 'B:-2:pares', 'B:1:pares', 'B:1:grande', 'A:1:chica', 'B:1:pares', 'B:1:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('FFMus art. 13 a for A and the case not written for B (docs/announcement-errors.md: each team on its own): bets voided, B counts seat 3\'s pair', () => {
    // seat 0 12-7-5-1 (false ba), seat 1 11-6-5-4 (false ba), seat 2 10-7-4-1 (ez, right), seat 3 7-7-12-4 (pair of 7s).
    // A's partner has none → 13 a; B's partner has, A has none (a false ba is no pares) → not written, no effect.
    // grande seat 3 (K-7-7) → B; chica seat 2 (1-4-7) → A; punto seat 3 (28) → B.
    const s = settled(deal(`${G_C} | ${decl('p', 'yyny')} | p: 0b2 1s | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 11 6 5 4 / 10 7 4 1 / 7 7 12 4'));
    expect(s.errors.map((e) => [e.seat, e.rule.slice(0, 15)])).toEqual([[0, 'FFMus art. 13 a'], [1, 'FFMus art. 13 (']]);
    expect(tp(s)).toEqual(['B:1:grande', 'A:1:chica', 'B:1:pares', 'B:1:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('FFMus art. 14 + Memo Mus ch. IX: at 39-39 the tira of a denied pares, drawn when the hands are shown, takes the 40th before B\'s grande paso', () => {
    // seat 0 6-6-5-4 pair (ba), seat 1 11-11-7-2 pair denied, partner seat 3 12-10-4-1 none → A draws 1.
    const s = settled(deal(`${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '6 6 5 4 / 11 11 7 2 / 12 7 5 1 / 12 10 4 1', { score: { A: 39, B: 39 } }));
    expect(errs(s)).toEqual([[1, 'denied', 'FFMus art. 14']]);
    expect(s.ledger[0]).toMatchObject({ team: 'A', points: 1, phase: 'pares', counted: true, decisive: true });
    expect(s.ledger.slice(1).every((c) => !c.counted)).toBe(true);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
  });

  it('docs/announcement-errors.md (last line): a false ba whose team drew the 40th point in the dialogue — the deal ended there, the manche stands', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yynn')} | p: 0b2 1f`, undefined, { score: { A: 39, B: 20 } }));
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 40, B: 20 } });
    expect(s.errors).toEqual([]);
  });
});

describe('juego (arts. 15-16)', () => {
  it('FFMus art. 15 c « on annule les paris faits au jeu »: the 2 B drew on a raise go back too; B counts its 31 (3)', () => {
    // seat 0 12-7-5-1 (23, false ba), seat 1 12-11-10-1 (31), seat 2 10-7-6-4 (27), seat 3 11-6-5-4 (26).
    // grande seat 1 (K-Q-10) → B; chica seat 0 (1-5-7) → A.
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'ynnn')}`.replace(decl('j', 'ynnn'), decl('j', 'yynn')) + ' | j: 0b2 1r2 0f', '12 7 5 1 / 12 11 10 1 / 10 7 6 4 / 11 6 5 4'));
    expect(errs(s)).toEqual([[0, 'false-ba', 'FFMus art. 15 c']]);
    expect(tp(s)).toEqual(['B:2:juego', 'B:-2:juego', 'B:1:grande', 'A:1:chica', 'B:3:juego']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('FFMus art. 16 a + docs/rules.md (hordago): a hidden 31 voids the punto bets, the accepted punto hordago with them; the deal is counted as usual', () => {
    // seat 0 12-7-5-1 (23), seat 1 12-11-10-1 (31, says ez), seat 2 10-7-6-4 (27), seat 3 11-6-5-4 (26).
    // Without the error seat 2's 27 would win the kanta for A. With it: A draws the tira of the punto (1) at the
    // showdown, grande seat 1 → B 1, chica seat 0 → A 1, the punto point → A 1, last. No manche won.
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0o 1s`, '12 7 5 1 / 12 11 10 1 / 10 7 6 4 / 11 6 5 4', { score: { A: 10, B: 10 } }));
    expect(errs(s)).toEqual([[1, 'denied', 'FFMus art. 16 a']]);
    expect(tp(s)).toEqual(['A:1:punto', 'B:1:grande', 'A:1:chica', 'A:1:punto']);
    expect(s).toMatchObject({ winner: null, scoreAfter: { A: 13, B: 11 } });
  });

  it('FFMus art. 15 d: false ba, partner 31 and an opponent 32 — the 32 draws the tira and counts 2 although the partner\'s 31 was better', () => {
    // seat 0 12-7-5-1 (23, false ba), seat 1 12-11-7-5 (32), seat 2 12-11-10-1 (31), seat 3 6-5-4-1 (16).
    // grande seat 2 (K-Q-10) → A; chica seat 3 (1-4-5-6) → B.
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yyyn')} | j: 0b2 1s`, '12 7 5 1 / 12 11 7 5 / 12 11 10 1 / 6 5 4 1'));
    expect(errs(s)).toEqual([[0, 'false-ba', 'FFMus art. 15 d']]);
    expect(tp(s)).toEqual(['B:1:juego', 'A:1:grande', 'B:1:chica', 'B:2:juego']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });
});
