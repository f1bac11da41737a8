/** The bid ladder: what a tira pays (FFMus art. 17 *Relances*; FFMus *Le dialogue*; Memo Mus ch. IV; Pagat). */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';

// No pares, no juego anywhere; best grande seat 3, best chica seat 1, best punto seat 3 (29).
const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;

describe('tira after raises (Le dialogue, Memo Mus ch. IV)', () => {
  it('imido 2, 5, 10, 10 gehiago, tira: pays the total before the last raise, 17', () => {
    const s = settled(deal(`g: 0b2 1r5 0r10 1r10 0f | ${allPass('c')} | ${REST}`, NOHANDS));
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 17, kind: 'tira', when: 'dialogue', phase: 'grande', rule: 'FFMus art. 17' });
    // grande refused: nothing at the count; chica and punto to B
    expect(lines(s)).toEqual(['B:17:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 0, B: 19 });
  });

  it('imido 2, 5, 10, 10 gehiago, iduki: the stake is the total, 27', () => {
    const s = settled(deal(`g: 0b2 1r5 0r10 1r10 0s | ${allPass('c')} | ${REST}`, NOHANDS));
    expect(lines(s)).toEqual(['B:27:iduki:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('lau tantos imido then hordago, tira: pays the 4 before the hordago', () => {
    const s = settled(deal(`g: 0b4 1o 0f | ${allPass('c')} | ${REST}`, NOHANDS));
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 4, kind: 'tira' });
  });

  it('imido + 3 + 5 gehiago + hordago, tira: pays 10', () => {
    const s = settled(deal(`g: 0b2 1r3 0r5 1o 0f | ${allPass('c')} | ${REST}`, NOHANDS));
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 10, kind: 'tira' });
  });

  it('an opening hordago refused pays 1', () => {
    const s = settled(deal(`g: 0o 1f | ${allPass('c')} | ${REST}`, NOHANDS));
    expect(s.ledger[0]).toMatchObject({ team: 'A', points: 1, kind: 'tira' });
  });

  it('x imido refused pays 1 whatever the amount (Le dialogue, remarques)', () => {
    const s = settled(deal(`g: 0b10 3f | ${allPass('c')} | ${REST}`, NOHANDS));
    expect(s.ledger[0]).toMatchObject({ team: 'A', points: 1 });
  });

  it('either opponent may answer, the partner of the bettor may not', () => {
    const s = settled(deal(`g: 0b2 3r2 2f | ${allPass('c')} | ${REST}`, NOHANDS));
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 2 });
  });

  it('Pagat example: bet, raise to 4, raise 16 to 20, fold: A takes 4', () => {
    const s = settled(deal(`g: 0b2 1r2 0r16 1f | ${allPass('c')} | ${REST}`, NOHANDS, { rules: 'pagat' }));
    expect(s.ledger[0]).toMatchObject({ team: 'A', points: 4 });
  });

  it('raises need not grow: 2 gehiago after 10 gehiago', () => {
    const s = settled(deal(`g: 0b2 1r10 0r2 1f | ${allPass('c')} | ${REST}`, NOHANDS));
    expect(s.ledger[0]).toMatchObject({ team: 'A', points: 12 });
  });

  it('tira points are drawn at once, in the order they happen (FFMus art. 17)', () => {
    const s = settled(deal(`g: 0b2 1f | c: 0p 1b3 2f | ${REST}`, NOHANDS));
    expect(s.ledger.slice(0, 2).map((c) => [c.team, c.points, c.when, c.scoreAfter])).toEqual([
      ['A', 1, 'dialogue', { A: 1, B: 0 }],
      ['B', 1, 'dialogue', { A: 1, B: 1 }],
    ]);
  });
});
