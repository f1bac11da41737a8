/** The race to the 40th point and hordago (Memo Mus ch. IX, VIII; FFMus arts. 10, 17; spec "scoreAfter"). */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { failure, lines, settled } from '../../helpers/settle.js';
import { itemAt } from '../../helpers/item-at.js';

const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;

describe('counting stops at the target', () => {
  it('B reaches 40 on the chica paso; A\'s pares and punto come too late', () => {
    const s = settled(deal(`g: 0b2 1s | ${allPass('c')} | ${decl('p', 'ynnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`,
      '10 10 5 5 / 12 11 7 1 / 11 7 6 4 / 2 4 6 11', { score: { A: 38, B: 37 } }));
    expect(lines(s, true)).toEqual(['B:2:iduki:grande', 'B:1:paso:chica', 'A:3:base:pares', 'A:1:paso:punto']);
    expect(s.ledger.map((c) => c.counted)).toEqual([true, true, false, false]);
    expect(itemAt(s.ledger, 1).decisive).toBe(true);
    expect(s.scoreAfter).toEqual({ A: 38, B: 40 });
    expect(s.winner).toBe('B');
  });

  it('a credit larger than needed stops the score at exactly the target ("on ne gagne pas 46 à 42")', () => {
    const s = settled(deal(`g: 0b5 1s | ${allPass('c')} | ${REST}`, '12 11 7 1 / 11 6 4 2 / 10 7 6 4 / 12 10 5 4', { score: { A: 37, B: 10 } }));
    expect(s.ledger[0]).toMatchObject({ team: 'A', points: 5, applied: 3, counted: true, decisive: true });
    expect(s.scoreAfter).toEqual({ A: 40, B: 10 });
  });

  it('the punto tira after a hordago is drawn before the grande iduki, its base value last (Memo Mus ch. IX)', () => {
    const s = settled(deal(`g: 0b2 1s | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0o 1f`, NOHANDS, { score: { A: 38, B: 38 } }));
    expect(lines(s, true)).toEqual(['A:1:tira:punto', 'B:2:iduki:grande', 'B:1:paso:chica', 'A:1:base:punto']);
    expect(s.scoreAfter).toEqual({ A: 39, B: 40 });
    expect(s.winner).toBe('B');
  });

  it('a tira that reaches 40 ends the deal at once; nothing more may be said; hands not needed', () => {
    const won = settled(deal('g: 0b2 1f', undefined, { score: { A: 39, B: 20 } }));
    expect(won).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 20 }, end: 'dialogue' });
    expect(failure(deal(`g: 0b2 1f | ${allPass('c')}`, undefined, { score: { A: 39, B: 20 } })).code).toBe('action/deal-over');
  });
});

describe('hordago (FFMus art. 10; Le dialogue; Pagat "Órdago")', () => {
  it('kanta at grande: the best grande wins the manche; the loser keeps its score', () => {
    const s = settled(deal('g: 0b2 1o 0s', NOHANDS, { score: { A: 10, B: 30 } }));
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 10, B: 40 }, end: 'ordago' });
    expect(s.ledger).toHaveLength(1);
    expect(s.ledger[0]).toMatchObject({ team: 'B', kind: 'ordago', points: 10, seat: 3, rule: 'FFMus art. 10' });
  });

  it('tira points drawn before the kanta stay; the earlier stakes are not counted', () => {
    const s = settled(deal('g: 0b2 1f | c: 0o 1s', NOHANDS, { score: { A: 10, B: 30 } }));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'B:10:ordago:chica']);
    expect(s.scoreAfter).toEqual({ A: 11, B: 40 });
  });

  it('kanta at pares is decided among the holders', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'ynny')} | p: 0o 3s`, '11 11 6 6 / 12 5 4 1 / 10 5 4 2 / 11 11 7 7'));
    expect(s.winner).toBe('B');
    expect(s.ledger.at(-1)).toMatchObject({ kind: 'ordago', phase: 'pares', seat: 3, points: 40 });
  });

  it('after a kanta, no action is accepted', () => {
    expect(failure(deal('g: 0o 1s | c: 0p', NOHANDS)).code).toBe('action/dialogue-over');
  });
});

describe('biak imido and biak hordago (FFMus art. 9; Memo Mus ch. VIII)', () => {
  it('biak imido: iduki at grande, tira at chica', () => {
    const s = settled(deal(`g: 0B2 1s | c: 1f | ${REST}`, NOHANDS));
    expect(lines(s)).toEqual(['A:1:tira:chica', 'B:2:iduki:grande', 'B:1:paso:punto']);
  });

  it('biak hordago refused at both: 2 points, then pares go on', () => {
    const s = settled(deal(`g: 0O 1f | c: 3f | ${REST}`, NOHANDS));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'A:1:tira:chica', 'B:1:paso:punto']);
  });

  it('biak hordago, kanta at grande: the manche on grande, chica never played', () => {
    const s = settled(deal('g: 0O 1s', NOHANDS));
    expect(s).toMatchObject({ winner: 'B', end: 'ordago' });
    expect(failure(deal('g: 0O 1s | c: 1f', NOHANDS)).code).toBe('action/dialogue-over');
  });

  it('biak hordago, tira at grande and kanta at chica', () => {
    const s = settled(deal('g: 0O 1f | c: 1s', NOHANDS, { score: { A: 5, B: 5 } }));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'B:35:ordago:chica']);
    expect(s.scoreAfter).toEqual({ A: 6, B: 40 });
  });
});
