/**
 * Judge cases: the mus rounds after the first (FFMus arts. 6-8) and misdeals found in the middle of a
 * dialogue (art. 5 « le joueur qui a plus ou moins de quatre cartes n'entrera pas dans le jeu et on
 * annulera les points tirés par son équipe »; art. 10 « Les mots Tira, Iduki ou Hordago bloquent le
 * jeu et le partenaire de celui qui les prononce ne peut les désavouer »). The readings where the
 * texts are silent are in docs/rules.md (« Misdeal found after play began », « The mus rounds »).
 * Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { failure, lines, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
const NONE = `p: 0n 1n 2n 3n | j: 0n 1n 2n 3n`;
// No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (29), then seat 0 (28).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const MUS1 = 'm: 0m 1m 2m 3m 0d1 1d1 2d1 3d1';

describe('the mus rounds after the first (FFMus arts. 7-8)', () => {
  it('art. 7 again in the second round: the esku\'s team speaks first — seat 1 (B) may not cut before seat 0 has spoken', () => {
    expect(failure(deal(`${MUS1} 1c`))).toMatchObject({ code: 'action/not-your-turn', path: 'actions[8]', rule: 'FFMus art. 7' });
  });

  it('art. 8: nobody asks for mus again before every discard is made (seat 1 still has to discard)', () => {
    expect(failure(deal('m: 0m 1m 2m 3m 0d1 1m'))).toMatchObject({ code: 'action/discards-pending', path: 'actions[5]', rule: 'FFMus art. 8' });
  });

  it('the esku cuts the second round at once: play starts at grande, and the deal scores as if there had been no mus', () => {
    const play = `${G_C} | ${NONE} | ${allPass('t')}`;
    const s = settled(deal(`${MUS1} 0c | ${play}`, H));
    expect(s.ledger).toEqual(settled(deal(play, H)).ledger);
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('no limit on the mus rounds (arts. 7-8 set none; Pagat « If the players keep on agreeing to Mus, eventually the dealer will run out of cards … the discards are shuffled »): twelve rounds of four-card discards, then a cut', () => {
    const many = Array.from({ length: 12 }, () => '0m 1m 2m 3m 0d4 1d4 2d4 3d4').join(' ');
    const s = settled(deal(`m: ${many} 0m 1c | ${G_C} | ${NONE} | ${allPass('t')}`, H));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('reading (docs/rules.md): a wrong number of cards found after a mus, before anyone cut, is still art. 4 (a new deal) — art. 5 applies « lorsque le jeu est commencé, c\'est-à-dire après qu\'un joueur soit sorti »', () => {
    expect(failure(deal(`${MUS1} 2x`))).toMatchObject({ code: 'action/misdeal-before-play', rule: 'FFMus art. 4' });
    expect(failure(deal(`${MUS1} 0m 1m 2m 3m 0d2 1d2 2d2 3d2 0m 3x`))).toMatchObject({ code: 'action/misdeal-before-play', rule: 'FFMus art. 4' });
  });
});

describe('art. 5 in the middle of a dialogue', () => {
  // seat 0 (the bettor) is found out: seats 1-3 play on; grande among them: seat 3 (K-S-5-4) over seat 2 (S-7-6-4)
  const OUT0 = '- / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
  const REST = 'c: 1p 2p 3p | p: 1n 2n 3n | j: 1n 2n 3n | t: 1p 2p 3p';

  it('the bettor is found out while his imido stands; B folds: the imido was his team\'s word (art. 10: it « bloque le jeu », his partner cannot take it back), so A draws the tira, after the misdeal — it is not cancelled', () => {
    const s = settled(deal(`g: 0b2 0x 1f | ${REST}`, OUT0));
    expect(s.out).toEqual([0]);
    expect(lines(s)).toEqual(['A:1:tira:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 1, 3]);
  });

  it('the same imido seen: the best grande left (seat 3) takes the iduki — the bettor\'s hand no longer competes (« n\'entrera pas dans le jeu »)', () => {
    const s = settled(deal(`g: 0b2 0x 1s | ${REST}`, OUT0));
    expect(lines(s)).toEqual(['B:2:iduki:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger[0]).toMatchObject({ seat: 3, rule: 'FFMus art. 17' });
  });

  it('the best punto (seat 3) is found out in the punto dialogue, and its partner sees: seat 0\'s 28 takes the iduki and the point du Pontua (art. 17 « on compte les point pariés plus 1 point du Pontua »)', () => {
    const s = settled(deal(`${G_C} | ${NONE} | t: 0b2 3x 1s`, '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / -'));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:2:iduki:punto', 'A:1:base:punto']);
    expect(s.ledger[2]).toMatchObject({ seat: 0 });
  });

  it('« on annulera les points tirés par son équipe »: the points of this deal only — A came to the deal with 4, drew 2 (6), seat 2 is found out: back to 4, not below', () => {
    const s = settled(deal('g: 0b2 1f | c: 0b2 1f | p: 2x 0n 1n 3n | j: 0n 1n 3n | t: 0p 1p 3p', '12 11 7 1 / 1 4 5 6 / - / 12 10 5 4', { score: { A: 4, B: 0 } }));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'A:1:tira:chica', 'A:-2:cancel:deal', 'B:1:paso:punto']);
    expect(s.ledger[2]).toMatchObject({ rule: 'FFMus art. 5', seat: 2, scoreAfter: { A: 4, B: 0 } });
    expect(s.scoreAfter).toEqual({ A: 4, B: 1 });
  });
});
