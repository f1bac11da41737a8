/**
 * Judge cases, third set: the end of a manche in the middle of a deal, decided by the order of the
 * count (Memo Mus ch. IX « L'équipe gagnante est celle qui empoche la première le 40ème point (on ne
 * gagne pas 46 points à 42) … d'abord ceux acquis au fil des phases (points laissés par tira) ; puis
 * ceux issus des différentes phases (iduki et valeur de base) et ce dans l'ordre de celles-ci (Grand,
 * Petit, Paires, Jeu ou Point) … le point du Point laissé tiré après un hordago sera tiré avant
 * l'iduki du Grand mais la valeur de base du Point ne sera crédité qu'en tout dernier »), with the
 * targets 30, 40 and 50 (docs/rules-presets.md). The team with more points in the deal can lose it.
 * Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure, settled } from '../helpers/settle.js';

const NONE = 'p: 0n 1n 2n 3n | j: 0n 1n 2n 3n';

/**
 * No pares, no juego. Seat 0 A-4-5-6 (16), seat 1 K-Q-7-A (28), seat 2 S-7-6-4 (27), seat 3 K-S-5-4
 * (29). Grande: seat 1 (K-Q). Chica: seat 0. Punto: seat 3 (29).
 */
const H = '1 4 5 6 / 12 11 7 1 / 10 7 6 4 / 12 10 5 4';
const MEMO_IX = `g: 0b2 1s | ${allPass('c')} | ${NONE} | t: 0o 1f`;

describe('Memo Mus ch. IX: the punto point of a refused hordago comes before the grande iduki, its base value last', () => {
  it('38-38: A draws the punto tira (39) in the dialogue; at the count B\'s grande iduki (2) is B\'s 40th — A\'s chica paso and its point du Pontua are not counted', () => {
    const s = settled(deal(MEMO_IX, H, { score: { A: 38, B: 38 } }));
    expect(credits(s)).toEqual([
      'A:1:tira:punto:dialogue:FFMus Le dialogue',
      'B:2:iduki:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17 (not counted)',
      'A:1:base:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 39, B: 40 } });
  });

  it('38-37: the grande iduki leaves B at 39, and A\'s chica paso — before the point du Pontua — is A\'s 40th', () => {
    const s = settled(deal(MEMO_IX, H, { score: { A: 38, B: 37 } }));
    expect(credits(s)).toEqual([
      'A:1:tira:punto:dialogue:FFMus Le dialogue',
      'B:2:iduki:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger[2]).toMatchObject({ decisive: true, seat: 0 });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
  });
});

/**
 * Seat 0 K-Q-S-A 31, seat 1 6-6-5-4 (a pair of 6s, 21), seat 2 K-Q-7-4 31, seat 3 S-7-5-4 26. B
 * alone has pares (1), A alone has juego (3 + 3): no dialogue at either. Grande: seat 0 (K-Q-S);
 * chica: seat 0 (the only ace).
 */
const PJ = '12 11 10 1 / 6 6 5 4 / 12 11 7 4 / 10 7 5 4';
const PJ_SCRIPT = `${allPass('g')} | ${allPass('c')} | p: 0n 1y 2n 3n | j: 0y 1n 2y 3n`;

describe('pares before juego (Memo Mus ch. IX « dans l\'ordre de celles-ci »): B\'s one point of pares beats A\'s 8 points of the deal', () => {
  it('target 40, 36-39: A 37, 38 on grande and chica; B\'s pair of 6s is its 40th; A\'s two 31s are not counted', () => {
    const s = settled(deal(PJ_SCRIPT, PJ, { score: { A: 36, B: 39 } }));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'A:3:base:juego:showdown:FFMus art. 17 (not counted)',
      'A:3:base:juego:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 38, B: 40 } });
  });

  it('target 30, 26-29: the same race, to 30', () => {
    const s = settled(deal(PJ_SCRIPT, PJ, { rules: { preset: 'ffmus', target: 30 }, score: { A: 26, B: 29 } }));
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 28, B: 30 } });
    expect(s.ledger.filter((c) => !c.counted).map((c) => `${c.team}:${c.kind}:${c.phase}`)).toEqual(['A:base:juego', 'A:base:juego']);
  });

  it('target 50 with four players, 46-49: the same race, to 50', () => {
    const s = settled(deal(PJ_SCRIPT, PJ, { rules: { preset: 'ffmus', target: 50 }, score: { A: 46, B: 49 } }));
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 48, B: 50 } });
  });

  it('target 30, 27-29: A reaches 29 on grande and chica, B its 30th on the pair — the first 30th point wins, whatever comes after', () => {
    const s = settled(deal(PJ_SCRIPT, PJ, { rules: { preset: 'ffmus', target: 30 }, score: { A: 27, B: 29 } }));
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 29, B: 30 } });
  });

  it('target 30, 28-29: A\'s chica paso is its 30th, before B\'s pares', () => {
    const s = settled(deal(PJ_SCRIPT, PJ, { rules: { preset: 'ffmus', target: 30 }, score: { A: 28, B: 29 } }));
    expect(s.ledger[1]).toMatchObject({ phase: 'chica', decisive: true });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 30, B: 29 } });
  });
});

describe('a manche won in the dialogue (FFMus art. 17 « au fur et à mesure »; Memo Mus ch. V « les points issus des tira sont tirés immédiatement »)', () => {
  it('target 30, 29-0: a grande tira is A\'s 30th at once; a word said after it is refused — the deal is over', () => {
    const rules = { preset: 'ffmus', target: 30 } as const;
    const s = settled(deal('g: 0b2 1f', undefined, { rules, score: { A: 29, B: 0 } }));
    expect(credits(s)).toEqual(['A:1:tira:grande:dialogue:FFMus art. 17']);
    expect(s).toMatchObject({ winner: 'A', end: 'dialogue', scoreAfter: { A: 30, B: 0 } });
    expect(failure(deal('g: 0b2 1f | c: 0p', undefined, { rules, score: { A: 29, B: 0 } })).path).toBe('actions[2]');
  });

  it('a tira of 5 at 37 applies 3 (Memo Mus ch. IX « on ne gagne pas 46 points à 42 »): imido 2, gehiago 3, gehiago 4, tira — 2 + 3 = 5 drawn, 3 counted', () => {
    const s = settled(deal('g: 0b2 1r3 0r4 1f', undefined, { score: { A: 37, B: 0 } }));
    expect(credits(s)).toEqual(['A:5=3:tira:grande:dialogue:FFMus art. 17']);
    expect(s.scoreAfter).toEqual({ A: 40, B: 0 });
  });
});
