/**
 * Judge cases: a misdeal found once play has begun, at each stage (FFMus art. 5 « Si l'erreur est
 * décelée lorsque le jeu est commencé, c'est-à-dire après qu'un joueur soit sorti, le joueur qui a
 * plus ou moins de quatre cartes n'entrera pas dans le jeu et on annulera les points tirés par son
 * équipe »; docs/rules.md « Misdeal found after play began »). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { failure, lines, settled } from '../helpers/settle.js';
import type { RulesSpec } from '../../shared/index.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-1); chica: seat 1 (1-4-5-6); punto: seat 3 (29), then seat 0 (28), seat 2 (27).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
// Pares: seat 0 medias of 5s (2), seat 1 duples 6-6-4-4 (3), seat 2 a pair of 7s (1), seat 3 a pair of sotas (1).
// Grande: seat 3 (S-S-4-1); chica: seat 2 (1-4-7-7); punto: seat 3 (25); nobody has juego.
const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';

describe('FFMus art. 5 at each stage', () => {
  it('at grande, before anyone spoke after the cut: the esku is out, nothing to cancel; seat 1 now speaks first', () => {
    const s = settled(deal(`m: 0c | g: 0x 1p 2p 3p | c: 1p 2p 3p | p: 1n 2n 3n | j: 1n 2n 3n | t: 1p 2p 3p`, '- / 1 4 5 6 / 10 7 6 4 / 12 10 5 4'));
    expect(s.out).toEqual([0]);
    // grande without seat 0: seat 3 (K-S-5-4) beats seat 2 (S-7-6-4); chica seat 1; punto seat 3 (29)
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([3, 1, 3]);
  });

  it('the same misdeal in a record that leaves out the mus rounds (spec: « The mus rounds before the first phase are optional in a record »): said at grande, play has begun — art. 5, not art. 4', () => {
    const s = settled(deal(`g: 0x 1p 2p 3p | c: 1p 2p 3p | p: 1n 2n 3n | j: 1n 2n 3n | t: 1p 2p 3p`, '- / 1 4 5 6 / 10 7 6 4 / 12 10 5 4'));
    expect(s.out).toEqual([0]);
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('a misdeal names the phase the table is at, as every word does (FFMus art. 9): one written at punto while the table is at chica is refused at its phase field', () => {
    const f = failure(deal('g: 0b2 1f | t: 2x'));
    expect([f.code, f.path, f.rule]).toEqual(['action/wrong-phase', 'actions[2].phase', 'FFMus art. 9']);
    expect(f.message).toContain('the table is at chica, not punto');
    // in the mus rounds, whatever phase it names, it is art. 4 (a new deal); at grande only once no mus round is open
    for (const script of ['c: 0x', 'm: 0m | c: 1x', 'm: 0m | g: 1x']) {
      const r = failure(deal(script));
      expect([script, r.code, r.rule]).toEqual([script, 'action/misdeal-before-play', 'FFMus art. 4']);
    }
    // at the showdown the hands are being shown: any phase
    const s = settled(deal(`m: 0c | ${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')} | g: 2x`, '12 11 7 1 / 1 4 5 6 / - / 12 10 5 4'));
    expect(s.out).toEqual([2]);
  });

  it('a misdeal said in the mus rounds is a new deal (FFMus art. 4 « on ramasse tout, on bat, on coupe et on recommence »), even after a first mus', () => {
    expect(failure(deal('m: 0m 1m 2x')).code).toBe('action/misdeal-before-play');
    expect(failure(deal('m: 0m 1m 2x')).rule).toBe('FFMus art. 4');
  });

  it('at chica: A drew the grande tira (1); seat 2 is found out — the point is cancelled (kind cancel, FFMus art. 5), chica and punto go on without it', () => {
    const s = settled(deal('g: 0b2 1f | c: 2x 0p 1p 3p | p: 0n 1n 3n | j: 0n 1n 3n | t: 0p 1p 3p', '12 11 7 1 / 1 4 5 6 / - / 12 10 5 4'));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'A:-1:cancel:deal', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger[1]).toMatchObject({ when: 'dialogue', rule: 'FFMus art. 5', seat: 2, scoreAfter: { A: 0, B: 0 } });
    expect(s.scoreAfter).toEqual({ A: 0, B: 2 });
  });

  it('two tiras of the team cancelled at once (2), and the team wins again afterwards with the remaining partner (docs/rules.md: « points the team wins afterwards … count normally »)', () => {
    const s = settled(deal(`g: 0b2 1f | c: 0b2 3f | p: 2x 0n 1n 3n | j: 0n 1n 3n | t: 0b2 1f`, '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4'));
    // punto refused by B: A draws 1 at once and the punto point at the count (FFMus art. 17 « S'il y a eu Tira, l'équipe ayant gagné le Tira comptera 1 point du Pontua »)
    expect(lines(s)).toEqual(['A:1:tira:grande', 'A:1:tira:chica', 'A:-2:cancel:deal', 'A:1:tira:punto', 'A:1:base:punto']);
    expect(s.ledger.at(-1)).toMatchObject({ when: 'showdown', rule: 'FFMus art. 17' });
    expect(s.scoreAfter).toEqual({ A: 2, B: 0 });
  });

  it('at the punto, the seat with the best punto (seat 3, 29) is out: the punto goes to seat 0 (28), not seat 2 (27)', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 3x 2p`, H));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:paso:punto']);
    expect(s.ledger.at(-1)).toMatchObject({ seat: 0, rule: 'FFMus art. 17' });
  });

  it('at the pares declarations: seat 1 (duples) said ba and is found out — its duples never count; A\'s medias win the pares paso among seats 0, 2, 3', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1y 1x 2y 3y | p: 0p 2p 3p | j: 0n 2n 3n | t: 0p 2p 3p`, P));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'A:2:base:pares', 'A:1:base:pares', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([3, 2, 0, 2, 3]);
    expect(s.scoreAfter).toEqual({ A: 4, B: 2 });
  });

  it('in the pares dialogue: the only B holder left is found out with a bet standing — one team holds, no dialogue, no tira; A counts its pares (Memo Mus ch. V)', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1n 2y 3y | p: 0p 2p 3b2 3x | j: 0n 1n 2n | t: 0p 1p 2p`, P));
    // seat 1 denied its duples (art. 14: they count for nothing; its partner seat 3 is out, A has pares: A draws 1)
    expect(s.errors).toMatchObject([{ seat: 1, kind: 'denied', rule: 'FFMus art. 14' }]);
    // grande and chica among seats 0-2: seat 2 (7-7-4-1; 1-4-7-7); punto: seat 1 (20) before seat 2 (19)
    expect(lines(s)).toEqual(['A:1:penalty:pares', 'A:1:paso:grande', 'A:1:paso:chica', 'A:2:base:pares', 'A:1:base:pares', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([1, 2, 2, 0, 2, 1]);
    expect(s.scoreAfter).toEqual({ A: 6, B: 1 });
  });
});

describe('FFMus art. 5 at juego (Memo Mus ch. III-5: the punto « n\'est abordée que si aucun des 4 joueurs n\'a de Jeu »)', () => {
  const G_C = `${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n`;
  // seat 0 (out) would hold K-Q-S-A 31; the others: seat 1 16, seat 2 27, seat 3 29 — no juego
  const OUT0 = '- / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';

  it('the only ba at juego is found out during the declarations: nobody in the deal declared juego, so the punto is played — seat 3 (29)', () => {
    const s = settled(deal(`${G_C} | j: 0y 1n 2n 0x 3n | t: 1p 2p 3p`, OUT0));
    // grande among seats 1-3: seat 3 (K-S-5-4); chica seat 1
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([3, 1, 3]);
  });

  it('a juego holder found out in the juego dialogue leaves one team holding: no dialogue, B counts its 31 (3); the punto is not played', () => {
    const s = settled(deal(`${G_C} | j: 0y 1y 2n 3n | j: 0x`, '- / 12 11 10 1 / 10 7 6 4 / 1 4 5 6'));
    // grande among seats 1-3: seat 1 (K-Q-S-A); chica seat 3 (1-4-5-6)
    expect(lines(s)).toEqual(['B:1:paso:grande', 'B:1:paso:chica', 'B:3:base:juego']);
    expect(s.ledger.map((c) => [c.seat, c.rule])).toEqual([[1, 'FFMus art. 17'], [3, 'FFMus art. 17'], [1, 'FFMus art. 17']]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 5 });
  });
});

describe('FFMus art. 5 with six players', () => {
  const SIX: RulesSpec = { preset: 'ffmus', players: 6 };

  it('two partners of B found out one after the other: the first takes back B\'s 2; the second has nothing left to cancel', () => {
    const s = settled(deal('g: 0b2 1r2 0f | c: 1x 0b2 3f | p: 3x 0n 2n 4n 5n | j: 0n 2n 4n 5n | t: 0p 2p 4p 5p', '12 11 7 1 / - / 10 7 6 4 / - / 11 10 5 1 / 6 5 4 1', { rules: SIX }));
    expect(s.out).toEqual([1, 3]);
    // B drew 2 (tira after one raise, FFMus art. 17 Relances); seat 1 out: -2; A drew the chica tira 1; seat 3 out: nothing.
    // Grande (folded) nothing more; chica (folded) nothing more; punto: seat 0 28, seat 2 27, seat 4 26, seat 5 16 → seat 0.
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:-2:cancel:deal', 'A:1:tira:chica', 'A:1:paso:punto']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 0 });
  });

  it('the last player of a team cannot be put out (docs/rules.md)', () => {
    const e = failure(deal('m: 0c | g: 1x 3x 5x', undefined, { rules: SIX }));
    expect(e.code).toBe('action/team-out');
  });
});
