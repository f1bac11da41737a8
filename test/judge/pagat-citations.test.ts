/**
 * Judge cases: the rule each credit cites depends on the record's preset (shared/rules/citations.ts,
 * docs/rules.md « Citations under the pagat preset »). Under `pagat` a credit names the section of
 * Pagat's *Mus* (J. McLeod) that gives it, by its heading in the text: « The Betting » for what is
 * drawn in the betting and for a seen órdago, « Scoring the Grande and the Chica », « Scoring the
 * Pares », « Scoring the Juego or Punto » for the showdown; announcement errors, of which Pagat says
 * nothing, keep their FFMus article. Under `ffmus` the same records cite as before. Each settlement
 * is read three ways (the engine, `mus settle --json`, the step replay: `judged`).
 */
import { describe, expect, it } from 'vitest';
import type { Settlement } from '../../shared/index.js';
import { creditText } from '../../shared/i18n/index.js';
import { allPass, deal } from '../helpers/dsl.js';
import { judged } from './judged.js';

const BETTING = 'Pagat « The Betting »';
const GC = 'Pagat « Scoring the Grande and the Chica »';
const PARES = 'Pagat « Scoring the Pares »';
const JP = 'Pagat « Scoring the Juego or Punto »';
const G_C = `${allPass('g')} | ${allPass('c')}`;
const NONE = 'p: 0n 1n 2n 3n | j: 0n 1n 2n 3n';
// Pagat « Scoring the Pares »'s example: A 7-7-2-A, B 3-3-S-2, C R-R-S-A, D C-C-C-6 (juego: B 31, C 31, D 36).
const EXAMPLE = '7 7 2 1 / 3 3 10 2 / 12 12 10 1 / 11 11 11 6';
// No pares, no juego. Grande: seat 0; chica: seat 1; punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';

/** `team:points:kind:phase rule` for each credit. */
const cited = (s: Settlement) => s.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase} ${c.rule}`);

/** The record under both presets: the pagat ledger, then the ffmus one (the same credits, other citations). */
async function both(script: string, hands: string): Promise<[string[], string[]]> {
  const pagat = await judged(deal(script, hands, { rules: 'pagat' }));
  const ffmus = await judged(deal(script, hands));
  return [cited(pagat), cited(ffmus)];
}

describe('a pagat record cites the Pagat section that gives each credit', () => {
  it('Pagat\'s worked example: the passes of grande and chica, the pares seen and their values, the juego passed', async () => {
    const [pagat, ffmus] = await both(`${G_C} | p: 0y 1y 2y 3y | p: 0b4 1s | j: 0n 1y 2y 3y | j: 1p 2p 3p`, EXAMPLE);
    expect(pagat).toEqual([
      `B:1:paso:grande ${GC}`, `A:1:paso:chica ${GC}`,
      `A:4:iduki:pares ${PARES}`, `A:3:base:pares ${PARES}`, `A:1:base:pares ${PARES}`,
      `B:3:base:juego ${JP}`, `B:2:base:juego ${JP}`,
    ]);
    expect(ffmus).toEqual(pagat.map((l) => l.replace(/ Pagat « .* »$/, ' FFMus art. 17')));
  });

  it('folds in the betting (a bet, an órdago) cite « The Betting »; the punto seen and its point « Scoring the Juego or Punto »', async () => {
    const [pagat, ffmus] = await both(`g: 0b2 1f | c: 0o 1f | ${NONE} | t: 0b2 1s`, H);
    expect(pagat).toEqual([`A:1:tira:grande ${BETTING}`, `A:1:tira:chica ${BETTING}`, `B:2:iduki:punto ${JP}`, `B:1:base:punto ${JP}`]);
    expect(ffmus).toEqual(['A:1:tira:grande FFMus art. 17', 'A:1:tira:chica FFMus Le dialogue', 'B:2:iduki:punto FFMus art. 17', 'B:1:base:punto FFMus art. 17']);
  });

  it('an órdago seen wins the game on the Órdago paragraph of « The Betting » (« the cards are shown and the game is decided »)', async () => {
    const [pagat, ffmus] = await both('g: 0o 1s', H);
    expect(pagat).toEqual([`A:40:ordago:grande ${BETTING}`]);
    expect(ffmus).toEqual(['A:40:ordago:grande FFMus art. 10']);
  });

  it('an announcement error keeps its FFMus article under pagat (Pagat sets no penalty for it)', async () => {
    // seat 0 says ba without pares, then hordago at pares, and team B folds (judge case errors-with-bets: FFMus art. 13 b)
    const [pagat, ffmus] = await both(`${G_C} | p: 0y 1y 2y 3y | p: 0o 1f | j: 0n 1n 2n 3n | ${allPass('t')}`, '12 11 7 1 / 6 6 5 4 / 7 7 4 1 / 10 10 5 4');
    const errors = (l: string[]) => l.filter((x) => / (penalty|cancel):/.test(x) || x.includes(':penalty:') || x.includes(':cancel:'));
    expect(errors(pagat)).toEqual(errors(ffmus));
    expect(errors(pagat).length).toBeGreaterThan(0);
    expect(errors(pagat).every((x) => / FFMus art/.test(x))).toBe(true);
  });

  it('the sentence of a credit reads in the four languages with the Pagat section as its rule', async () => {
    const s = await judged(deal(`g: 0b2 1f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H, { rules: 'pagat' }));
    const c = s.ledger[0]!;
    expect(creditText(c, 'fr')).toMatch(/^Pagat « The Betting »\u202f: \S/);
    for (const lang of ['en', 'es', 'eu'] as const) expect(creditText(c, lang)).toMatch(/^Pagat « The Betting »: \S/);
  });
});
