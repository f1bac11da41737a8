/** Announcement errors, every case of FFMus arts. 13-16 (Memo Mus ch. VI). */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';
import { itemAt } from '../../helpers/item-at.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('pares', () => {
  it('art. 13 a: ba without pares, partner without: bets voided (the tira drawn goes back), the opponent counts its pair', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yynn')} | p: 0b2 1f | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 6 6 5 4 / 10 7 4 2 / 12 11 5 1'));
    expect(s.errors).toEqual([expect.objectContaining({ phase: 'pares', seat: 0, kind: 'false-ba', rule: 'FFMus art. 13 a' })]);
    expect(lines(s)).toEqual(['A:1:tira:pares', 'A:-1:cancel:pares', 'B:1:paso:grande', 'A:1:paso:chica', 'B:1:penalty:pares', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('art. 13 b: ba without pares, partner and opponents with: bets voided, the opponent draws the tira and counts its pair', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'yyyn')} | p: 0b2 1s | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 6 6 5 4 / 10 10 4 2 / 12 11 5 1'));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 13 b']);
    expect(lines(s)).toEqual(['B:1:penalty:pares', 'B:1:paso:grande', 'A:1:paso:chica', 'B:1:penalty:pares', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('art. 13, case not written: ba without pares, partner with, opponents without: no effect', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'ynyn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 11 6 4 2 / 10 10 4 2 / 12 11 5 1'));
    expect(itemAt(s.errors, 0).rule).toMatch(/art\. 13 \(case not written/);
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => [c.team, c.points, c.seat])).toEqual([['A', 1, 2]]);
  });

  it('art. 14: pares denied, partner without, opponents with: the opponent draws 1 (tira) and counts its pair', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '6 6 5 4 / 11 11 7 2 / 12 7 5 1 / 12 10 4 1'));
    expect(s.errors.map((e) => [e.seat, e.kind, e.rule])).toEqual([[1, 'denied', 'FFMus art. 14']]);
    expect(lines(s)).toEqual(['A:1:penalty:pares', 'B:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'B:1:paso:punto']);
  });

  it('art. 14: denied pares count for nothing, not even to win the dialogue', () => {
    // seat 1 holds kings but says ez; seat 3 (partner) has a pair of 4s and bets; seat 0's pair of 6s wins
    const s = settled(deal(`${G_C} | ${decl('p', 'ynny')} | p: 0p 3b2 0s | ${decl('j', 'nnnn')} | ${allPass('t')}`, '6 6 5 1 / 12 12 7 2 / 11 7 5 1 / 4 4 10 2'));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 14']);
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => [c.team, c.points, c.kind])).toEqual([['A', 2, 'iduki'], ['A', 1, 'base']]);
  });
});

describe('juego', () => {
  const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';

  it('art. 15 a: juego announced without it, nobody has it: the opponents draw the tira and the point of the punto', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'ynnn')}`, NOHANDS));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 15 a']);
    expect(lines(s)).toEqual(['B:1:penalty:punto', 'B:1:paso:grande', 'B:1:paso:chica', 'B:1:penalty:punto']);
  });

  it('art. 15 b: partner has juego, opponents not: the error is not counted', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'ynyn')}`, '12 7 5 1 / 11 6 4 2 / 12 11 10 2 / 11 5 4 1'));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 15 b']);
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:3:base:juego']);
  });

  it('art. 15 c: partner without, an opponent with: juego bets voided, the opponent counts its juego', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yynn')} | j: 0b2 1f`, '12 7 5 1 / 12 11 10 1 / 10 7 6 4 / 11 6 5 2'));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 15 c']);
    expect(lines(s)).toEqual(['A:1:tira:juego', 'A:-1:cancel:juego', 'B:1:paso:grande', 'B:1:paso:chica', 'B:3:penalty:juego']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 5 });
  });

  it('art. 15 d: partner and an opponent with: juego bets voided, the opponent draws the tira and counts its juego', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yyyn')} | j: 0b2 1s`, '12 7 5 1 / 12 11 10 1 / 11 10 7 4 / 6 5 4 2'));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 15 d']);
    expect(lines(s)).toEqual(['B:1:penalty:juego', 'B:1:paso:grande', 'B:1:paso:chica', 'B:3:penalty:juego']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 6 });
  });

  it('art. 16 a: juego denied, nobody else has it: punto bets voided, the opponents draw the tira and the punto point', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1s`, '12 11 10 1 / 11 6 4 2 / 10 7 6 4 / 12 7 5 2'));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 16 a']);
    expect(lines(s)).toEqual(['B:1:penalty:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'B:1:penalty:punto']);
  });

  it('art. 16 b: juego denied, partner has it, opponents not: only the partner\'s juego counts', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnyn')}`, '12 11 10 1 / 11 6 5 2 / 12 10 7 4 / 7 6 5 1'));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 16 b']);
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:3:base:juego']);
  });

  it('art. 16 c: juego denied, partner without, an opponent with: the opponent draws the tira of juego and counts its juego', () => {
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nynn')}`, '12 11 10 1 / 12 11 10 1 / 7 6 5 4 / 7 6 5 2'));
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 16 c']);
    expect(lines(s)).toEqual(['B:1:penalty:juego', 'A:1:paso:grande', 'B:1:paso:chica', 'B:3:base:juego']);
  });

  it('art. 16, case not written: denied with partner and an opponent holding: the denied juego counts for nothing', () => {
    // seat 0 (31) denies; seat 2 (32) and seat 1 (31) dialogue; seat 1 wins, the denied 31 of the esku would have beaten it
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nyyn')} | j: 1p 2p`, '12 11 10 1 / 12 11 10 2 / 12 11 7 5 / 6 5 4 1'));
    expect(itemAt(s.errors, 0).rule).toMatch(/art\. 16 \(case not written/);
    expect(s.ledger.filter((c) => c.phase === 'juego').map((c) => [c.team, c.points, c.seat])).toEqual([['B', 3, 1]]);
  });
});
