/**
 * Judge cases, eighth set: six players, three a side (Pagat « Six-player Mus »: « the rules of the
 * game and the scoring exactly as for the four handed game »; Memo Mus ch. I « Les manches se jouent
 * en 50 points »): raise after raise by different partners, a hordago on a raise, a biak hordago in
 * answer, and a three-way tie at chica settled by the seat nearest the esku from each esku (FFMus art.
 * 17 « En cas d'égalité parfaite, le "ESKU" l'emporte dans tous les cas de figure »). Worked by hand;
 * settled by the engine, the command line and the step replay (`judged`).
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { credits, lines } from '../helpers/settle.js';
import type { Settlement } from '../../shared/index.js';
import { judged } from './judged.js';

const SIX = { preset: 'ffmus', players: 6 } as const;
// seats 0..5, A = 0 2 4. Grande seat 3 (K-Q), chica seat 1 (A-4-6-Q beats A-4-7-Q), punto seat 3 (29); no pares, no juego.
const X = '12 7 5 1 / 11 6 4 1 / 10 7 6 4 / 12 11 5 4 / 10 6 5 1 / 11 7 4 1';
const REST6 = `${allPass('c', 0, 6)} | ${decl('p', 'nnnnnn')} | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`;
// Three A-4-5-6 at seats 1 (B), 2 (A), 4 (A) — the 2 of seat 2 is an ace. Grande seat 0 (K-Q-5-A), punto seat 5 (K-S-7-A, 28).
const T = '12 11 5 1 / 1 4 5 6 / 2 4 5 6 / 11 7 6 4 / 1 4 5 6 / 10 7 3 1';
const restFrom = (e: number) => `${decl('p', 'nnnnnn', e)} | ${decl('j', 'nnnnnn', e)} | ${allPass('t', e, 6)}`;

describe('six players: the ladder (FFMus art. 17 Relances; Le dialogue « le tira équivaudra au cumul des avant-dernières enchères »)', () => {
  it('imido 2 (seat 0), gehiago 2 (seat 1), gehiago 3 (seat 2), gehiago 4 (seat 5), tira by seat 4 — B draws 2 + 2 + 3 = 7', async () => {
    const s = await judged(deal(`g: 0b2 1r2 2r3 5r4 4f | ${REST6}`, X, { rules: SIX }));
    expect(credits(s)).toEqual([
      'B:7:tira:grande:dialogue:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
  });

  it('seat 3 answers the imido first with a raise, the bettor\'s third partner (seat 4) says hordago, seat 5 tira — A draws 2 + 2 = 4 (the stake before the hordago)', async () => {
    const s = await judged(deal(`g: 0b2 3r2 4o 5f | ${REST6}`, X, { rules: SIX }));
    expect(lines(s)).toEqual(['A:4:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('a biak hordago in answer by seat 1: seat 4 leaves the grande (B draws the 2 of the imido), seat 2 kanta at chica — seat 1\'s chica takes the manche of 50 for B', async () => {
    const s = await judged(deal('g: 0b2 1O 4f | c: 2s', X, { rules: SIX }));
    expect(credits(s)).toEqual(['B:2:tira:grande:dialogue:FFMus Le dialogue', 'B:48:ordago:chica:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 0, B: 50 } });
  });

  it('at 48-45 the biak hordago of seat 0 left at grande (49) and at chica (50): the manche of 50 is A\'s in the dialogue, no hands needed (Memo Mus ch. IX « empoche la première le 40ème point », at 50 here)', async () => {
    const s = await judged(deal('g: 0O 1f | c: 3f', undefined, { rules: SIX, score: { A: 48, B: 45 } }));
    expect(credits(s)).toEqual(['A:1:tira:grande:dialogue:FFMus Le dialogue', 'A:1:tira:chica:dialogue:FFMus Le dialogue']);
    expect(s.ledger[1]).toMatchObject({ decisive: true });
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 50, B: 45 } });
  });
});

describe('six players: three equal chicas (seats 1, 2 and 4) and the esku', () => {
  const allPaso = (e: number) => `${allPass('g', e, 6)} | ${allPass('c', e, 6)} | ${restFrom(e)}`;
  /** Who took the chica: `team:seat`. */
  const chica = (s: Settlement) => s.ledger.filter((c) => c.phase === 'chica').map((c) => `${c.team}:${c.seat ?? '-'}`);

  it('esku seat 0 (order 0, 1, 2 …): seat 1 takes the chica for B; the grande to seat 0, the punto to seat 5', async () => {
    const s = await judged(deal(allPaso(0), T, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(chica(s)).toEqual(['B:1']);
  });

  it('esku seat 2: seat 2 itself, the esku, takes it for A', async () => {
    const s = await judged(deal(allPaso(2), T, { rules: SIX, esku: 2 }));
    expect(chica(s)).toEqual(['A:2']);
  });

  it('esku seat 3 (order 3, 4, 5, 0, 1, 2): seat 4 is the nearest of the three and takes it for A', async () => {
    const s = await judged(deal(allPaso(3), T, { rules: SIX, esku: 3 }));
    expect(chica(s)).toEqual(['A:4']);
  });

  it('esku seat 5 (order 5, 0, 1 …): seat 1 again, for B', async () => {
    const s = await judged(deal(allPaso(5), T, { rules: SIX, esku: 5 }));
    expect(chica(s)).toEqual(['B:1']);
  });

  it('esku seat 3, the chica seen after a raise (seat 3 imido 2, seat 4 gehiago 2, seat 5 iduki): the 4 go to seat 4, the tied hand nearest the esku — the bettor\'s team loses its own bet on a tie', async () => {
    const s = await judged(deal(`${allPass('g', 3, 6)} | c: 3b2 4r2 5s | ${restFrom(3)}`, T, { rules: SIX, esku: 3 }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:4:iduki:chica', 'B:1:paso:punto']);
    expect(s.ledger[1]).toMatchObject({ seat: 4 });
  });
});
