/**
 * Judge cases: announcement errors (FFMus arts. 13-16; Memo Mus ch. VI) with a hordago seen (FFMus
 * art. 10 « Après un Hordago Kanta aucun point (tantto) ne sera tiré »; docs/announcement-errors.md,
 * docs/rules.md « Hordago kanta »). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { lines, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
// No pares, no juego. Grande: seat 0 (K-Q-7-1); chica: seat 1 (1-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
// Juego: seat 0 31, seat 1 32, seat 2 33, seat 3 16 (no pares). Grande: seat 0 (K-Q-S); chica: seat 3 (1-4-5-6).
const J = '12 11 10 1 / 12 11 7 5 / 10 11 7 6 / 4 5 6 1';
// Pares: seat 0 medias of 5s, seat 1 duples 6-6-4-4, seat 2 a pair of 7s, seat 3 a pair of sotas.
const P = '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1';

describe('FFMus art. 15 a with a juego hordago seen: the hordago is voided with the juego bets', () => {
  // Seats 0 (A) and 1 (B) both say ba without juego; nobody has juego. Art. 15 a for each team: « les
  // adversaires tireront le Tira du point, et le point du Pontua » (Memo ch. VI: « le tira du Point, et
  // le point de la valeur de base du Point »). The tiras when the hands are shown, the points last.
  const script = `${G_C} | p: 0n 1n 2n 3n | j: 0y 1y 2n 3n | j: 0o 1s`;
  const expected = ['B:1:penalty:punto', 'A:1:penalty:punto', 'A:1:paso:grande', 'B:1:paso:chica', 'B:1:penalty:punto', 'A:1:penalty:punto'];

  it('each team draws the tira of the punto and the point du Pontua — the same 3-3 as when the juego bets voided are an iduki', () => {
    const s = settled(deal(script, H));
    expect(s).toMatchObject({ winner: null, end: 'showdown', scoreAfter: { A: 3, B: 3 } });
    expect(lines(s)).toEqual(expected);
    expect(s.ledger.filter((c) => c.kind === 'penalty').every((c) => c.rule === 'FFMus art. 15 a')).toBe(true);
    expect(s.errors.map((e) => e.effect.params?.['ordago'])).toEqual(['juego', 'juego']);
    const iduki = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0y 1y 2n 3n | j: 0b2 1s`, H));
    expect(lines(iduki)).toEqual(expected);
  });

  it('Memo Mus ch. IX at 38-38: the penalty tiras put both at 39, the grande paso is A\'s 40th; the rest is not counted', () => {
    const s = settled(deal(script, H, { score: { A: 38, B: 38 } }));
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
    expect(lines(s)).toEqual(['B:1:penalty:punto', 'A:1:penalty:punto', 'A:1:paso:grande']);
    expect(s.ledger[2]).toMatchObject({ decisive: true, seat: 0, rule: 'FFMus art. 17' });
    expect(s.ledger.slice(3).map((c) => [c.counted, c.applied])).toEqual([[false, 0], [false, 0], [false, 0]]);
  });
});

describe('other errors with a hordago', () => {
  it('FFMus art. 15 d with a juego hordago: seat 3 says a false ba (16), its partner has 32 and A has 31 — the hordago is voided; A draws the tira of juego and counts 3 + 2', () => {
    const s = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0y 1y 2y 3y | j: 0p 1p 2p 3o 0s`, J));
    expect(s).toMatchObject({ winner: null, end: 'showdown', scoreAfter: { A: 7, B: 1 } });
    expect(lines(s)).toEqual(['A:1:penalty:juego', 'A:1:paso:grande', 'B:1:paso:chica', 'A:3:penalty:juego', 'A:2:penalty:juego']);
    expect(s.ledger.filter((c) => c.kind === 'penalty').map((c) => [c.seat, c.rule])).toEqual([[3, 'FFMus art. 15 d'], [0, 'FFMus art. 15 d'], [2, 'FFMus art. 15 d']]);
    expect(s.errors).toMatchObject([{ seat: 3, kind: 'false-ba', rule: 'FFMus art. 15 d', effect: { params: { ordago: 'juego' } } }]);
  });

  it('FFMus art. 14 with a pares kanta: seat 1 hides its duples — « ni pour taper, ni pour tenir »: A\'s medias take the manche; nothing drawn after the kanta', () => {
    const s = settled(deal(`${G_C} | p: 0y 1n 2y 3y | p: 0o 3s`, P, { score: { A: 10, B: 30 } }));
    expect(s).toMatchObject({ winner: 'A', end: 'ordago', scoreAfter: { A: 40, B: 30 } });
    expect(lines(s)).toEqual(['A:30:ordago:pares']);
    expect(s.ledger[0]).toMatchObject({ seat: 0, rule: 'FFMus art. 10' });
    expect(s.errors).toMatchObject([{ seat: 1, kind: 'denied', rule: 'FFMus art. 14', effect: { key: 'error.afterKanta' } }]);
  });

  it('the same kanta with the duples declared: seat 1 takes the manche for B (the control of the case above)', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2y 3y | p: 0o 1s`, P, { score: { A: 10, B: 30 } }));
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 10, B: 40 } });
    expect(s.ledger).toMatchObject([{ team: 'B', points: 10, kind: 'ordago', phase: 'pares', seat: 1, rule: 'FFMus art. 10' }]);
  });

  it('FFMus art. 13 b voids the pares bets only: a kanta at juego stands, and its tira is not drawn (art. 10); B\'s 31 beats A\'s 40', () => {
    // seat 0 K-K-Q-S (pair of kings, 40), seat 1 Q-Q-S-1 (pair of queens, 31), seat 2 22, seat 3 10-7-6-5 (28, no pares): seat 3's ba is false
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3y | p: 0p 1p 3p | j: 0y 1y 2n 3n | j: 0o 1s`, '12 12 11 10 / 11 11 10 1 / 7 6 5 4 / 10 7 6 5'));
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 0, B: 40 } });
    expect(lines(s)).toEqual(['B:40:ordago:juego']);
    expect(s.errors).toMatchObject([{ seat: 3, kind: 'false-ba', rule: 'FFMus art. 13 b', effect: { key: 'error.afterKanta' } }]);
  });
});
