/**
 * Judge cases, tenth set: the discards of a mus round (FFMus art. 8 « S'il y a Mus les 4 joueurs se
 * débarrasseront du nombre de cartes désiré, d'un seul coup, et le ESKU, en premier »; Memo Mus ch. II
 * « le donneur distribue le complément joueur par joueur qui lui disent combien ils en veulent (de 1 à 4
 * cartes) »; Pagat « Deal and Mus » « each player in turn, starting with the mano, discards from one
 * to four cards »), art. 6 « Si après avoir été Mus une fois, une carte est retournée, le jeu continue
 * normalement », and six players going mus.
 *
 * **Citation fixed**: a discard of 0 or 5 cards was refused naming FFMus art. 8, which bounds nothing
 * (« le nombre de cartes désiré »); it now names Memo Mus ch. II (Pagat « Deal and Mus » under pagat).
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { failure, lines } from '../helpers/settle.js';
import { judged } from './judged.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const PLAY = `${allPass('g')} | ${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;

describe('how many cards a player discards', () => {
  it('0 or 5 cards are refused at `count`, naming Memo Mus ch. II « de 1 à 4 cartes »', () => {
    for (const n of [0, 5]) {
      const e = failure(deal(`m: 0m 1m 2m 3m 0d${n}`));
      expect(e).toMatchObject({ code: 'action/bad-field', path: 'actions[4].count', rule: 'Memo Mus ch. II' });
      expect(e.message).toContain('a discard is 1 to 4 cards');
    }
  });

  it('1 and 4 cards are taken, the esku first (art. 8 « et le ESKU, en premier »), from any esku: here seat 3', async () => {
    const s = await judged(deal(`m: 3m 0m 1m 2m 3d4 0d1 1d2 2d3 3c | ${allPass('g', 3)} | ${allPass('c', 3)} | ${decl('p', 'nnnn', 3)} | ${decl('j', 'nnnn', 3)} | ${allPass('t', 3)}`, H, { esku: 3 }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });
});

describe('FFMus art. 6 « Si après avoir été Mus une fois, une carte est retournée, le jeu continue normalement »', () => {
  it('a record has no word for a card shown: after one mus round, the esku\'s partner says mintza and the deal is counted as without the rounds', async () => {
    const withMus = await judged(deal(`m: 0m 1m 2m 3m 0d1 1d1 2d1 3d1 2c | ${PLAY}`, H));
    const without = await judged(deal(PLAY, H));
    expect(withMus.ledger).toEqual(without.ledger);
  });
});

describe('six players go mus (Pagat « Mus with six players … exactly as for the four handed game »)', () => {
  const SIX = { preset: 'ffmus', players: 6 } as const;
  it('all six say mus and discard in turn from the esku (seat 4): seat 0 may not discard before seat 5, and nobody discards before the sixth mus', () => {
    expect(failure(deal('m: 4m 5m 0m 1m 2m 3m 4d1 0d1', undefined, { esku: 4, rules: SIX }))).toMatchObject({ code: 'action/not-your-turn', rule: 'FFMus art. 8' });
    expect(failure(deal('m: 4m 5m 0m 1m 2m 4d1', undefined, { esku: 4, rules: SIX }))).toMatchObject({ code: 'action/not-discarding', rule: 'FFMus art. 8' });
  });
});
