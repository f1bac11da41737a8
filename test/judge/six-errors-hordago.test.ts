/**
 * Judge cases, third set: errors of declaration at six with a hordago, both partners wrong, a misdeal
 * at six, the biak at six (FFMus arts. 5, 9, 10, 13-16; Memo Mus ch. VI, VIII; docs/announcement-errors.md
 * « Each team's error is settled once per phase and article », « A hordago accepted at a phase whose
 * bets an error voids is voided too », « a denied hand never wins »). Team A = seats 0, 2, 4; B = 1, 3,
 * 5. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { failure, lines, settled } from '../helpers/settle.js';
import type { RulesSpec } from '../../shared/index.js';

const SIX: RulesSpec = { preset: 'ffmus', players: 6 };
const G_C = `${allPass('g', 0, 6)} | ${allPass('c', 0, 6)}`;
const G_C_P = `${G_C} | ${decl('p', 'nnnnnn')}`;
const REST = `${decl('p', 'nnnnnn')} | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`;

/**
 * No pares, no juego anywhere. Grande: seat 0 (K-Q-7-A). Chica: seat 5 (A-4-5-7). Punto: seat 1 (30).
 */
const X = '12 11 7 1 / 12 10 6 4 / 11 7 5 2 / 12 11 5 4 / 1 10 6 7 / 1 4 5 7';

describe('six players: both partners wrong, and both teams (docs/announcement-errors.md « settled once per phase and article »)', () => {
  it('FFMus art. 15 a: seats 1 and 3 (B) both say ba without juego, nobody has juego — A draws the tira of the punto and the point du Pontua once, not twice', () => {
    const s = settled(deal(`${G_C_P} | j: 0n 1y 2n 3y 4n 5n`, X, { rules: SIX }));
    expect(s.errors.map((e) => [e.seat, e.kind, e.rule])).toEqual([[1, 'false-ba', 'FFMus art. 15 a'], [3, 'false-ba', 'FFMus art. 15 a']]);
    expect(lines(s)).toEqual(['A:1:penalty:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'A:1:penalty:punto']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 1 });
  });

  it('art. 15 a for each team, with a juego hordago seen between the false ba: the hordago is voided, each team draws 1 + 1 from the other\'s error', () => {
    // speakers at juego: seats 1, 3, 4 (those who said ba), in order
    const s = settled(deal(`${G_C_P} | j: 0n 1y 2n 3y 4y 5n | j: 1p 3p 4o 1s`, X, { rules: SIX }));
    expect(s.errors.map((e) => e.effect.params?.['ordago'])).toEqual(['juego', 'juego', 'juego']);
    expect(lines(s)).toEqual(['A:1:penalty:punto', 'B:1:penalty:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'A:1:penalty:punto', 'B:1:penalty:punto']);
    expect(s).toMatchObject({ winner: null, scoreAfter: { A: 3, B: 3 } });
  });
});

describe('six players: a juego hordago and errors (FFMus arts. 10, 15 c, 16 c)', () => {
  /** Seat 0 K-Q-S-A 31; seat 1 7-6-5-4 22; seat 2 A-4-5-6; seat 3 Q-7-5-A 23; seat 4 S-7-6-A 24. Grande seat 0, chica seat 2. */
  const base = '12 11 10 1 / 7 6 5 4 / 1 4 5 6 / 11 7 5 1 / 10 7 6 2';

  it('FFMus art. 15 c « on annule les paris fait, au jeu, et l\'adversaire tirera les points correspondants à son jeu »: seat 1 says ba with 22, no partner has juego — seat 0\'s hordago seen by seat 1 is voided; A counts its 31 (3)', () => {
    const s = settled(deal(`${G_C_P} | j: 0y 1y 2n 3n 4n 5n | j: 0o 1s`, `${base} / 12 6 7 5`, { rules: SIX }));
    expect(s.errors).toMatchObject([{ seat: 1, kind: 'false-ba', rule: 'FFMus art. 15 c' }]);
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:3:penalty:juego']);
    expect(s).toMatchObject({ winner: null, end: 'showdown', scoreAfter: { A: 5, B: 0 } });
  });

  it('the same, and seat 5 hides a 32 (art. 16 c: its partners have no declared juego, A has): A also draws the tira of the juego (1), when the hands are shown — the 31 counted once', () => {
    const s = settled(deal(`${G_C_P} | j: 0y 1y 2n 3n 4n 5n | j: 0o 1s`, `${base} / 12 10 7 5`, { rules: SIX }));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[1, 'FFMus art. 15 c'], [5, 'FFMus art. 16 c']]);
    expect(lines(s)).toEqual(['A:1:penalty:juego', 'A:1:paso:grande', 'A:1:paso:chica', 'A:3:penalty:juego']);
    expect(s.scoreAfter).toEqual({ A: 6, B: 0 });
  });

  it('a denied juego never wins the kanta (art. 14 read into art. 16: « ne valent ni pour taper, ni pour tenir »): seat 0 hides the best 31, seat 2 (33) sees seat 1\'s (32) hordago — B\'s 32 wins the manche', () => {
    // seat 0 K-Q-S-A 31 (ez), seat 1 K-Q-7-5 32, seat 2 K-S-7-6 33, seats 3-5 no juego, no pares
    const s = settled(deal(`${G_C_P} | j: 0n 1y 2y 3n 4n 5n | j: 1o 2s`, '12 11 10 1 / 12 11 7 5 / 12 10 7 6 / 1 4 5 6 / 11 7 5 4 / 10 7 6 2', { rules: SIX }));
    expect(s.errors).toMatchObject([{ seat: 0, kind: 'denied' }]);
    expect(s.ledger).toMatchObject([{ team: 'B', points: 50, kind: 'ordago', phase: 'juego', seat: 1, rule: 'FFMus art. 10' }]);
    expect(s.winner).toBe('B');
  });
});

describe('six players: a false ba against a hidden juego (FFMus arts. 15 a and 16 a; docs/announcement-errors.md « a hand that was denied never counts »)', () => {
  // Seat 4 K-Q-S-A 31 said ez; seat 1 (22) said ba; nobody else has juego. Grande seat 4, chica seat 0.
  const J1 = '1 4 5 6 / 7 6 5 4 / 10 7 5 1 / 11 7 6 1 / 12 11 10 1 / 12 7 5 4';
  const SCRIPT = `${G_C_P} | j: 0n 1y 2n 3n 4n 5n`;

  it('each team\'s error finds the other « n\'a pas le jeu » (the false ba holds none, the hidden 31 counts for nothing): art. 15 a gives A 1 + 1, art. 16 a gives B 1 + 1', () => {
    const s = settled(deal(SCRIPT, J1, { rules: SIX }));
    expect(s.errors.map((e) => [e.seat, e.kind, e.rule])).toEqual([[1, 'false-ba', 'FFMus art. 15 a'], [4, 'denied', 'FFMus art. 16 a']]);
    expect(lines(s)).toEqual(['A:1:penalty:punto', 'B:1:penalty:punto', 'A:1:paso:grande', 'A:1:paso:chica', 'A:1:penalty:punto', 'B:1:penalty:punto']);
    expect(s.scoreAfter).toEqual({ A: 4, B: 2 });
  });

  it('49-49: the penalties are drawn in speaking order from the esku (docs/rules.md « Penalty tiras of both teams\' errors »): seat 1 erred first, so A draws first — A\'s 50th', () => {
    const s = settled(deal(SCRIPT, J1, { rules: SIX, score: { A: 49, B: 49 } }));
    expect(s.ledger[0]).toMatchObject({ team: 'A', kind: 'penalty', decisive: true });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 50, B: 49 } });
  });
});

describe('six players: a hordago at the punto voided by a hidden juego (FFMus art. 16 a « on annulera les paris faits au point, et l\'adversaire tirera le tantto du Tira et le point du Pontua »)', () => {
  // Seat 4 K-Q-S-A 31 is the only juego, said ez; no pares. Grande seat 4, chica seat 0 (A-4-5-6).
  const J1 = '1 4 5 6 / 7 6 5 4 / 10 7 5 1 / 11 7 6 1 / 12 11 10 1 / 12 7 5 4';
  const SCRIPT = `${G_C_P} | ${decl('j', 'nnnnnn')} | t: 0o 1s`;

  it('30-45: the kanta at the punto is voided with the punto bets — B draws 1 when the hands are shown and the point du Pontua last; A its grande and chica: 32-47, no winner', () => {
    const s = settled(deal(SCRIPT, J1, { rules: SIX, score: { A: 30, B: 45 } }));
    expect(s.errors).toMatchObject([{ seat: 4, kind: 'denied', rule: 'FFMus art. 16 a' }]);
    expect(lines(s)).toEqual(['B:1:penalty:punto', 'A:1:paso:grande', 'A:1:paso:chica', 'B:1:penalty:punto']);
    expect(s).toMatchObject({ winner: null, end: 'showdown', scoreAfter: { A: 32, B: 47 } });
  });

  it('30-48: the same; B\'s point du Pontua, counted last, is its 50th (Memo Mus ch. IX « la valeur de base du Point ne sera crédité qu\'en tout dernier »)', () => {
    const s = settled(deal(SCRIPT, J1, { rules: SIX, score: { A: 30, B: 48 } }));
    expect(s.ledger[3]).toMatchObject({ kind: 'penalty', phase: 'punto', decisive: true });
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 32, B: 50 } });
  });
});

describe('six players: a misdeal found at chica (FFMus art. 5 « n\'entrera pas dans le jeu et on annulera les points tirés par son équipe »)', () => {
  const OUT = '- / 12 10 6 4 / 11 7 5 2 / 12 11 5 4 / 1 10 6 7 / 1 4 5 7';
  const SCRIPT = 'g: 0b2 1f | c: 0x 1p 2p 3p 4p 5p | p: 1n 2n 3n 4n 5n | j: 1n 2n 3n 4n 5n | t: 1p 2p 3p 4p 5p';

  it('A drew the grande tira, then seat 0 (the esku) is found with a wrong hand: the point goes back; five play on, B takes the chica (seat 5) and the punto (seat 1)', () => {
    const s = settled(deal(SCRIPT, OUT, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:tira:grande', 'A:-1:cancel:deal', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger[1]).toMatchObject({ rule: 'FFMus art. 5', seat: 0 });
    expect(s.scoreAfter).toEqual({ A: 0, B: 2 });
  });

  it('at 49-10 the grande tira was A\'s 50th: the manche was won in the dialogue, and a misdeal said after it is refused (FFMus art. 18 « Aucun ttantto ne peut être tiré si les cartes sont ramassées »; Memo Mus ch. IX)', () => {
    expect(failure(deal(SCRIPT, OUT, { rules: SIX, score: { A: 49, B: 10 } }))).toMatchObject({ code: 'action/deal-over', path: 'actions[2]' });
  });
});

describe('six players: biak (FFMus art. 9 « Les enchères Biak Embido ou Biak Hordago étant tolérées »; Memo Mus ch. VIII « L\'autre équipe devra répondre successivement à l\'un et à l\'autre »)', () => {
  it('biak imido of 2 by the esku: seat 3 sees the grande (iduki 2 to seat 0), seat 5 leaves the chica (A draws 1 at once)', () => {
    const s = settled(deal(`g: 0B2 3s | c: 5f | ${REST}`, X, { rules: SIX }));
    expect(lines(s)).toEqual(['A:1:tira:chica', 'A:2:iduki:grande', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 0, 1]);
  });

  it('biak hordago by seat 1 after the esku\'s paso: seat 4 leaves the grande (B draws 1), seat 2 kanta at chica — seat 5\'s A-4-5-7 wins the manche for B', () => {
    const s = settled(deal('g: 0p 1O 4f | c: 2s', X, { rules: SIX }));
    expect(lines(s)).toEqual(['B:1:tira:grande', 'B:49:ordago:chica']);
    expect(s.ledger[1]).toMatchObject({ seat: 5, rule: 'FFMus art. 10', decisive: true });
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 0, B: 50 } });
  });
});
