/** The count at the showdown: paso points, iduki, base values (FFMus art. 17; Memo Mus ch. V; Pagat). */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';

const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;
// Pagat's showdown example: A (mano) 7-7-2-A, B 3-3-S-2, C R-R-S-A, D C-C-C-6.
const PAGAT = '7 7 2 1 / 3 3 10 2 / 12 12 10 1 / 11 11 11 6';

describe('grande and chica', () => {
  it('"Si le Grand a été laissé après un Embido, on ne tire rien" (FFMus art. 17)', () => {
    const s = settled(deal(`g: 0b2 1f | ${allPass('c')} | ${REST}`, NOHANDS));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('all paso: 1 to the best hand (haundi pasa); on equal hands the seat nearer the esku (Pagat example)', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'yyyy')} | ${allPass('t').replace('t:', 'p:')} | ${decl('j', 'nyyy')} | j: 1p 2p 3p`, PAGAT));
    const grande = s.ledger.find((c) => c.phase === 'grande')!;
    expect(grande).toMatchObject({ team: 'B', seat: 1, points: 1, kind: 'paso' });
    const chica = s.ledger.find((c) => c.phase === 'chica')!;
    expect(chica).toMatchObject({ team: 'A', seat: 0 });
  });

  it('the tie goes to the esku whoever the esku is', () => {
    const s = settled(deal(`${allPass('g', 2)} | ${allPass('c', 2)} | ${decl('p', 'yyyy', 2)} | p: 2p 3p 0p 1p | ${decl('j', 'yyny', 2)} | j: 2p 3p 1p`, PAGAT, { esku: 2 }));
    expect(s.ledger.find((c) => c.phase === 'grande')).toMatchObject({ seat: 2, team: 'A' });
  });
});

describe('pares (Pagat "Scoring the Pares")', () => {
  it('seen at 4: A wins with duples and counts 4 + 3 + 1 = 8', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'yyyy')} | p: 0b4 1s | ${decl('j', 'nyyy')} | j: 1p 2p 3p`, PAGAT));
    const pares = s.ledger.filter((c) => c.phase === 'pares');
    expect(pares.map((c) => [c.team, c.points, c.kind, c.seat])).toEqual([['A', 4, 'iduki', 0], ['A', 3, 'base', 0], ['A', 1, 'base', 2]]);
    // juego passed: B's 31 beats C's 31 (nearer the esku); B counts 3 + D's 36 = 2
    expect(s.ledger.filter((c) => c.phase === 'juego').map((c) => [c.team, c.points])).toEqual([['B', 3], ['B', 2]]);
    expect(s.scoreAfter).toEqual({ A: 9, B: 6 });
  });

  it('bet 4, raised by 6, folded: B takes 4 at once and counts its par and medias, 3', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'yyyy')} | p: 0b4 1r6 0f | ${decl('j', 'nyyy')} | j: 1p 2p 3p`, PAGAT));
    expect(lines(s).filter((l) => l.endsWith(':pares'))).toEqual(['B:4:tira:pares', 'B:1:base:pares', 'B:2:base:pares']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 13 });
  });

  it('held by one team only: counted without dialogue (Memo Mus ch. V)', () => {
    // Memo ch. V: par simple + 32 and partner medias + 31: pares 1 + 2 = 3, juego 2 + 3 = 5
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'ynyn')} | ${decl('j', 'ynyn')}`, '12 10 6 6 / 11 5 4 1 / 7 7 7 10 / 12 5 4 2'));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:base:pares', 'A:2:base:pares', 'A:2:base:juego', 'A:3:base:juego']);
  });

  it('the memo example: a tira at pares, then the pair counted at the end (Memo Mus ch. V)', () => {
    // covered by rulebook-cases memo-v-tira-pares; here the order: tira at once, base value at the count
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'yynn')} | p: 0p 1b2 0f | ${decl('j', 'nnnn')} | ${allPass('t')}`, '10 10 5 1 / 6 6 12 4 / 11 7 5 4 / 12 7 5 1'));
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 1, kind: 'tira', when: 'dialogue' });
    expect(s.ledger.find((c) => c.phase === 'pares' && c.kind === 'base')).toMatchObject({ team: 'B', points: 1, seat: 1 });
  });

  it('duples: the higher pair, then the lower pair (FFMus art. 12), even against the esku', () => {
    const hands = '11 11 6 6 / 12 5 4 1 / 10 5 4 2 / 11 11 7 7';
    const script = `${allPass('g')} | ${allPass('c')} | ${decl('p', 'ynny')} | p: 0p 3p | ${decl('j', 'ynny')} | j: 0p 3p`;
    const s = settled(deal(script, hands));
    expect(s.ledger.find((c) => c.phase === 'pares')).toMatchObject({ team: 'B', seat: 3, points: 3 });
    expect(s.scoreAfter).toEqual({ A: 3, B: 4 });
    const old = settled(deal(script, hands, { rules: { preset: 'ffmus', duples: 'old' } }));
    expect(old.ledger.find((c) => c.phase === 'pares')).toMatchObject({ team: 'A', seat: 0, points: 3 });
    expect(old.scoreAfter).toEqual({ A: 6, B: 1 });
  });
});

describe('juego and punto', () => {
  it('35 beaten by 40 but saved by the partner\'s 31: stake + 2 + 3 (Memo addenda, ch. IV)', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nynn')} | ${decl('j', 'yyyn')} | j: 0b2 1s`, '12 11 10 5 / 12 12 10 10 / 12 10 7 4 / 11 6 5 1'));
    expect(s.ledger.filter((c) => c.phase === 'juego').map((c) => [c.team, c.points, c.kind])).toEqual([['A', 2, 'iduki'], ['A', 2, 'base'], ['A', 3, 'base']]);
    expect(s.scoreAfter).toEqual({ A: 7, B: 5 });
  });

  it('punto seen: the stake plus the punto point', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1s`, NOHANDS));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:2:iduki:punto', 'B:1:base:punto']);
  });

  it('punto refused: the tira at once, and the punto point to the team that won the tira, counted last (FFMus art. 17)', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1f`, NOHANDS));
    expect(lines(s)).toEqual(['A:1:tira:punto', 'B:1:paso:grande', 'B:1:paso:chica', 'A:1:base:punto']);
  });

  it('juego declared by one team: no punto at all', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnyn')}`, '12 7 5 1 / 11 6 4 2 / 12 11 10 2 / 11 5 4 1'));
    expect(s.ledger.some((c) => c.phase === 'punto')).toBe(false);
    expect(s.ledger.find((c) => c.phase === 'juego')).toMatchObject({ team: 'A', points: 3, seat: 2 });
  });
});
