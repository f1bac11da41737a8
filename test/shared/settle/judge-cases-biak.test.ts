/**
 * Judge cases: biak imido answered by a raise or a hordago, ties to the esku under a kanta, and a
 * refused hordago that wins the manche in the dialogue (FFMus arts. 9, 17; *Le dialogue* remarques;
 * Memo Mus ch. IV, VIII, IX). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';

// H2: no pares, no juego; grande seat 0 (A), chica seat 1 (B), punto seat 3 (B).
const H2 = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;

describe('biak imido: "L\'autre équipe devra répondre successivement à l\'un et à l\'autre" (Le dialogue)', () => {
  it('Le dialogue: biak imido, B raises 3 at grande and A lets it go (2 = the imido before the raise); B lets the chica go (1)', () => {
    const s = settled(deal(`g: 0B2 1r3 0f | c: 1f | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'A:1:tira:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('Le dialogue: biak imido answered by a hordago at grande, refused (2 = the imido before the hordago); the chica imido still stands, refused (1)', () => {
    const s = settled(deal(`g: 0B2 1o 0f | c: 1f | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'A:1:tira:chica', 'B:1:paso:punto']);
  });

  it('Le dialogue: biak imido, iduki at grande (2 to the best grande, A), 2 gehiago at chica refused by A (B draws 2 at once)', () => {
    const s = settled(deal(`g: 0B2 1s | c: 1r2 0f | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:2:tira:chica', 'A:2:iduki:grande', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 3 });
  });

  it('FFMus art. 9 "Biak Embido toléré": B says biak imido after A\'s paso; A sees grande (A has the best) and lets chica go', () => {
    const s = settled(deal(`g: 0p 1B2 2s | c: 0f | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:1:tira:chica', 'A:2:iduki:grande', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 2 });
  });
});

describe('biak imido, then the chica alone (Le dialogue; Memo Mus ch. IV)', () => {
  it('Le dialogue: iduki at grande, then B answers the chica imido with a hordago and A lets it go — B draws the 2 before the hordago', () => {
    const s = settled(deal(`g: 0B2 1s | c: 1o 0f | ${REST}`, H2));
    expect(lines(s)).toEqual(['B:2:tira:chica', 'A:2:iduki:grande', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 3 });
  });

  it('FFMus art. 10 / Pagat "the 5 stones for the Grande become irrelevant": A at 38 holds the grande iduki, but B\'s chica hordago is seen — B takes the manche', () => {
    const s = settled(deal('g: 0B2 1s | c: 1o 0s', H2, { score: { A: 38, B: 5 } }));
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 38, B: 40 } });
    expect(lines(s)).toEqual(['B:35:ordago:chica']);
  });

  it('Le dialogue: biak imido, +2, +2, tira at grande (4); at chica +3 over the imido, A\'s hordago refused (5 = 2 + 3)', () => {
    const s = settled(deal(`g: 0B2 1r2 0r2 1f | c: 1r3 0o 1f | ${REST}`, H2));
    expect(lines(s)).toEqual(['A:4:tira:grande', 'A:5:tira:chica', 'B:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 9, B: 1 });
  });
});

describe('kanta on equal hands: "celui qui gagnera la mise sera celui qui sera esku par rapport à l\'autre" (Le dialogue; FFMus art. 17)', () => {
  // seats 0 and 1 hold the same grande K-Q-7-1.
  const H = '12 11 7 1 / 12 11 7 1 / 10 7 6 4 / 1 4 5 6';
  it('esku seat 3: seat 0 speaks before seat 1 — the kanta at grande goes to A', () => {
    const s = settled(deal('g: 3p 0o 1s', H, { esku: 3 }));
    expect(s).toMatchObject({ winner: 'A', end: 'ordago' });
    expect(s.ledger[0]).toMatchObject({ seat: 0, phase: 'grande' });
  });
  it('esku seat 1: seat 1 is esku — the same kanta goes to B', () => {
    const s = settled(deal('g: 1p 2o 3s', H, { esku: 1 }));
    expect(s).toMatchObject({ winner: 'B', end: 'ordago' });
    expect(s.ledger[0]).toMatchObject({ seat: 1, phase: 'grande' });
  });
});

describe('a refused hordago in the race (Le dialogue 3-D; Memo Mus ch. IX)', () => {
  it('Le dialogue "imido + 3 + 5 + hordago + tira: on laisse tirer 10": at 30 the 10 drawn at once win the manche; no showdown', () => {
    const s = settled(deal('g: 0b2 1r3 0r5 1o 0f', undefined, { score: { A: 10, B: 30 } }));
    expect(s).toMatchObject({ winner: 'B', end: 'dialogue', scoreAfter: { A: 10, B: 40 } });
    expect(s.ledger[0]).toMatchObject({ team: 'B', points: 10, kind: 'tira', decisive: true });
  });

  it('Memo Mus ch. IX: 33-10, imido, bortz gehiago, hordago refused: 7 drawn = exactly 40', () => {
    const s = settled(deal('g: 0b2 1r5 0o 1f', undefined, { score: { A: 33, B: 10 } }));
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 40, B: 10 } });
  });
});
