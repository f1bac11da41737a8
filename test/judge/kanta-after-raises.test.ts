/**
 * Judge cases, eighth set: a hordago seen after raises at the juego and the punto, and who may
 * answer what once raises and a biak are on the table (FFMus art. 10 « Après un "Hordago Kanta"
 * aucun point (tantto) ne sera tiré »; Memo Mus ch. IV-2-D « le meilleur gagne la manche sur cette
 * phase »; Le dialogue 2-D « La réponse sera soit de laisser tirer … ou de faire kanta »; Pagat
 * « Six-player Mus »: any of the three opponents answers, never a partner of the last bettor). Worked
 * by hand; settled by the engine, the command line and the step replay.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { credits, failure, lines } from '../helpers/settle.js';
import { judged } from './judged.js';

const GC = `${allPass('g')} | ${allPass('c')}`;
// No pares, no juego. Grande: seat 0 (A); chica: seat 1 (B); punto: seat 3 (29, B).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

describe('a kanta after raises', () => {
  it('juego at 20-30: imido 2, gehiago 2, gehiago 3, hordago by seat 1 (32), kanta by seat 0 (31) — the 31 takes the manche for A; B\'s pair of kings, its grande and the 7 on the table count for nothing', async () => {
    const J = '12 11 10 1 / 12 12 7 5 / 1 4 5 6 / 10 7 6 4';
    const s = await judged(deal(`${GC} | p: 0n 1y 2n 3n | j: 0y 1y 2n 3n | j: 0b2 1r2 0r3 1o 0s`, J, { score: { A: 20, B: 30 } }));
    expect(credits(s)).toEqual(['A:20:ordago:juego:showdown:FFMus art. 10']);
    expect(s.ledger[0]).toMatchObject({ seat: 0, decisive: true });
    expect(s).toMatchObject({ winner: 'A', end: 'ordago', scoreAfter: { A: 40, B: 30 } });
  });

  it('punto at 5-5: imido 2, gehiago 2, A\'s own hordago, kanta — seat 3\'s 29 takes the manche for B (the bettor loses his own hordago)', async () => {
    const s = await judged(deal(`${GC} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0b2 1r2 0o 1s`, H, { score: { A: 5, B: 5 } }));
    expect(credits(s)).toEqual(['B:35:ordago:punto:showdown:FFMus art. 10']);
    expect(s.ledger[0]).toMatchObject({ seat: 3 });
  });
});

describe('who may answer', () => {
  it('a biak imido answered at grande by a plain hordago, left by A (B draws the 2 of the imido): the chica half of the biak still stands and B leaves it (A draws 1)', async () => {
    const s = await judged(deal(`g: 0B2 1o 0f | c: 1f | ${REST}`, H));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'A:1:tira:chica', 'B:1:paso:punto']);
  });

  it('after a biak hordago in answer the chica takes kanta or tira only: a raise there is refused (action/must-answer-ordago)', () => {
    expect(failure(deal('g: 0B2 1O 2f | c: 0r2', H))).toMatchObject({ code: 'action/must-answer-ordago', path: 'actions[3]' });
  });

  it('six players: after seat 1\'s raise, its partner seat 3 may not see (action/not-your-turn); the bettor\'s partner seat 2 may — the 4 go to seat 3\'s grande at the count', async () => {
    const SIX = { preset: 'ffmus', players: 6 } as const;
    const X = '12 7 5 1 / 11 6 4 1 / 10 7 6 4 / 12 11 5 4 / 10 6 5 1 / 11 7 4 1';
    expect(failure(deal('g: 0b2 1r2 3s', X, { rules: SIX }))).toMatchObject({ code: 'action/not-your-turn', path: 'actions[2]' });
    const s = await judged(deal(`g: 0b2 1r2 2s | ${allPass('c', 0, 6)} | ${decl('p', 'nnnnnn')} | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`, X, { rules: SIX }));
    expect(lines(s)).toEqual(['B:4:iduki:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('a seat that said paso before the bet may answer it: seats 0 and 1 pass, seat 2 bets, seat 3 raises 3, seat 0 (who passed) says tira — B draws the 2; but a paso in answer is refused (action/must-answer)', async () => {
    const s = await judged(deal(`g: 0p 1p 2b2 3r3 0f | ${allPass('c')} | ${REST}`, H));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(failure(deal('g: 0p 1p 2b2 3p', H))).toMatchObject({ code: 'action/must-answer', path: 'actions[3]' });
  });
});
