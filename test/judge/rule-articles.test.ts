/**
 * Judge cases, fourth set: the article each credit names, checked against what that article says, and
 * Le dialogue 3's « x imido » at the phases after the grande (FFMus Le dialogue 3 « Il engage plusieurs
 * points (ex. 4 points imido) … A - On laisse tirer (tira) : 1 point. B - Iduki : 4 points à la fin au
 * meilleur … D - Hordago : + tira : 4 points ; + kanta : la manche au meilleur »). Worked by hand.
 *
 * The articles, as the texts give them:
 * - FFMus art. 17: the count (« On compte alors le Grand, puis le Petit, les Paires, le Jeu ou le Point »:
 *   paso, iduki, base values) and the tira of a bet or raise refused (« les points laissés TIRA se tirent
 *   au fur et à mesure », the Relances table);
 * - FFMus Le dialogue: the tira of a refused hordago (2-D « laisser tirer 2 points (tira) », 4 « soit tira
 *   (1 point) »), which the Relances table of art. 17 does not list;
 * - FFMus art. 10: the kanta (« Après un Hordago Kanta aucun point (tantto) ne sera tiré »);
 * - FFMus art. 5: a misdeal's cancel (« on annulera les points tirés par son équipe »).
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, settled } from '../helpers/settle.js';
import type { CreditKind, DealRecord } from '../../shared/index.js';

// No pares, no juego. Grande: seat 0; chica: seat 1; punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const NONE = 'p: 0n 1n 2n 3n | j: 0n 1n 2n 3n';
// Juego: seat 0 32, seat 1 31, seat 2 32 (a pair of sotas), seat 3 31.
const J = '12 11 7 5 / 12 11 10 1 / 10 10 7 5 / 12 10 7 4';
const J_DECL = `${allPass('g')} | ${allPass('c')} | p: 0n 1n 2y 3n | j: 0y 1y 2y 3y`;

describe('Le dialogue 3: an imido of 4 (« lau tantos imido »)', () => {
  it('chica, A-B-A: seat 1 lau imido after A\'s paso, seat 2 tira — B draws 1 (« A - On laisse tirer : 1 point », art. 17)', () => {
    const s = settled(deal(`${allPass('g')} | c: 0p 1b4 2f | ${NONE} | ${allPass('t')}`, H));
    expect(credits(s)[0]).toBe('B:1:tira:chica:dialogue:FFMus art. 17');
  });

  it('juego: seat 1 lau imido, seat 2 iduki — « 4 points à la fin au meilleur »: seat 1\'s 31, and B\'s two 31s (3 + 3)', () => {
    const s = settled(deal(`${J_DECL} | j: 0p 1b4 2s`, J));
    expect(credits(s).slice(-3)).toEqual([
      'B:4:iduki:juego:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
      'B:3:base:juego:showdown:FFMus art. 17',
    ]);
  });

  it('juego: A\'s hordago over B\'s lau imido, B tira — « Hordago : + tira : 4 points » drawn by A at once (Le dialogue), then A\'s 32s count 2 + 2', () => {
    const s = settled(deal(`${J_DECL} | j: 0p 1b4 2o 3f`, J));
    expect(credits(s)).toEqual([
      'A:4:tira:juego:dialogue:FFMus Le dialogue',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
  });

  it('punto: seat 0 lau imido, seat 1 hordago, seat 0 tira — B draws the 4, and « l\'équipe ayant gagné le Tira comptera 1 point du Pontua » (art. 17)', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | ${NONE} | t: 0b4 1o 0f`, H));
    expect(credits(s)).toEqual([
      'B:4:tira:punto:dialogue:FFMus Le dialogue',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:punto:showdown:FFMus art. 17',
    ]);
  });
});

describe('every credit names the article that gives it', () => {
  /** The articles a credit of each kind may name, in a deal without announcement errors. */
  const ALLOWED: Record<CreditKind, readonly string[]> = {
    tira: ['FFMus art. 17', 'FFMus Le dialogue'],
    paso: ['FFMus art. 17'],
    iduki: ['FFMus art. 17'],
    base: ['FFMus art. 17'],
    ordago: ['FFMus art. 10'],
    cancel: ['FFMus art. 5'],
    penalty: [],
  };
  const RECORDS: [string, DealRecord][] = [
    ['a refused imido and a seen one', deal(`g: 0b2 1f | c: 0b2 1s | ${NONE} | t: 0b2 1r3 0f`, H)],
    ['a refused hordago after raises', deal(`g: 0b2 1r3 0o 1f | ${allPass('c')} | ${NONE} | ${allPass('t')}`, H)],
    ['a kanta', deal('g: 0p 1o 2s', H)],
    ['a misdeal', deal(`g: 0b2 1f | c: 0p 1b2 2f | ${NONE} | t: 3x 0p 1p 2p`, H)],
    ['juego bets', deal(`${J_DECL} | j: 0b2 1r2 0s`, J)],
  ];
  for (const [what, record] of RECORDS) {
    it(`${what}: each credit's rule fits its kind; a tira names Le dialogue exactly when the refused word was a hordago`, () => {
      const s = settled(record);
      expect(s.ledger.length).toBeGreaterThan(0);
      const hordagoRefused = record.actions.some((a, i) => a.act === 'ordago' && record.actions[i + 1]?.act === 'fold');
      for (const c of s.ledger) {
        expect(ALLOWED[c.kind]).toContain(c.rule);
        if (c.kind === 'tira') expect(c.rule === 'FFMus Le dialogue').toBe(hordagoRefused && c.when === 'dialogue' && record.actions.some((a) => a.phase === c.phase && a.act === 'ordago'));
      }
    });
  }
});
