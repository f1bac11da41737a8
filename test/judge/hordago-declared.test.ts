/**
 * Judge cases, third set: the hordago at pares and juego, said after the ba/ez round — seen, refused,
 * answered by a player without, when the other team has nothing to dialogue with, voided by an
 * announcement error, after a stake earlier in the deal (FFMus arts. 10, 13, 16 last line, 17; Memo
 * Mus ch. III-3/4 « Ceux qui ont des Paires, s'ils ne sont bien sûr pas de la même équipe,
 * DIALOGUENT », IV-2-D, IV remarks, V). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure, lines, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

/**
 * Pares: seat 0 a pair of kings (K-K-5-4, 29), seat 1 medias of 6s (6-6-6-A, 19); seats 2 (A-4-5-7,
 * 17) and 3 (A-5-7-Q, 23) none. No juego. Grande: seat 0 (K-K). Chica: seat 2 (A-4 before A-5 and
 * Punto: seat 0 (29).
 */
const P = '12 12 5 4 / 6 6 6 1 / 7 5 4 1 / 11 7 5 1';
const P_BEFORE = `${G_C} | p: 0y 1y 2n 3n`;

/**
 * Juego and pares: seat 0 K-Q-7-5 32, seat 1 K-K-7-4 31 and a pair of kings, seat 2 5-5-4-A (a pair
 * of 5s, 15), seat 3 Q-S-6-4 30 (no juego). Grande: seat 1 (K-K). Chica: seat 2. Pares: seat 1
 * (kings) against seat 2 (5s); juego: seat 0 (32) against seat 1 (31).
 */
const J = '12 11 7 5 / 12 12 7 4 / 5 5 4 1 / 11 10 6 4';
const J_BEFORE = `${G_C} | p: 0n 1y 2y 3n | p: 1b2 2s | j: 0y 1y 2n 3n`;

describe('a hordago at pares, both teams having declared', () => {
  it('FFMus art. 10 at 10-20: seat 0 says hordago with a pair of kings, seat 1 kanta — the medias of 6s win the manche; the grande and chica paso are never counted', () => {
    const s = settled(deal(`${P_BEFORE} | p: 0o 1s`, P, { score: { A: 10, B: 20 } }));
    expect(credits(s)).toEqual(['B:20:ordago:pares:showdown:FFMus art. 10']);
    expect(s.ledger[0]).toMatchObject({ seat: 1, decisive: true });
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 10, B: 40 } });
  });

  it('refused: A draws 1 (Le dialogue « quand elle est suivie d\'un tira, 1 seul point »), then counts its pair of kings (Memo Mus ch. V: the dialogue won); B\'s medias count nothing', () => {
    const s = settled(deal(`${P_BEFORE} | p: 0o 1f | j: 0n 1n 2n 3n | ${allPass('t')}`, P));
    expect(lines(s)).toEqual(['A:1:tira:pares', 'A:1:paso:grande', 'A:1:paso:chica', 'A:1:base:pares', 'A:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 0, 2, 0, 0]);
  });

  it('FFMus art. 16 last line: seat 3 said ez and may not answer the hordago for its partner', () => {
    expect(failure(deal(`${P_BEFORE} | p: 0o 3s`, P))).toMatchObject({ code: 'action/not-a-holder' });
  });

  it('Memo Mus ch. V « il n\'y a pas de dialogue » when only A declared: no hordago can be said at pares — the table is at the juego declarations', () => {
    expect(failure(deal(`${G_C} | p: 0y 1n 2n 3n | p: 0o`, P))).toMatchObject({ code: 'action/wrong-phase' });
  });

  it('FFMus art. 14 « Ces paires niées ne valent ni pour taper, ni pour tenir »: seat 2 hides duples S-S-A-A; seat 0\'s pair of kings meets the medias in the kanta — B wins; no tira (the partner declared pares)', () => {
    const s = settled(deal(`${P_BEFORE} | p: 0o 1s`, '12 12 5 4 / 6 6 6 1 / 10 10 1 1 / 11 7 5 1'));
    expect(s.errors).toMatchObject([{ seat: 2, kind: 'denied', rule: 'FFMus art. 14' }]);
    expect(credits(s)).toEqual(['B:40:ordago:pares:showdown:FFMus art. 10']);
  });

  it('FFMus art. 13 a « on annule tout pari fait sur les paires »: seat 1 said ba without pares (and seat 3 has none) — the hordago seen at pares is voided; the deal is counted as usual: A\'s grande, chica and its pair', () => {
    // seat 1 7-6-5-A instead of the medias: nobody of B has pares
    const s = settled(deal(`${P_BEFORE} | p: 0o 1s`, '12 12 5 4 / 7 6 5 1 / 7 5 4 1 / 11 7 5 1', { score: { A: 10, B: 30 } }));
    expect(s.errors).toMatchObject([{ seat: 1, kind: 'false-ba', rule: 'FFMus art. 13 a' }]);
    expect(s.errors[0]?.effect.params?.['ordago']).toBe('pares');
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:1:penalty:pares']);
    expect(s).toMatchObject({ winner: null, scoreAfter: { A: 13, B: 30 } });
  });
});

describe('a hordago at juego, both teams having declared', () => {
  it('FFMus art. 10 at 30-5: after an iduki at pares, seat 0 (32) says hordago, seat 1 (31) kanta — B wins the manche; the pares iduki is never counted', () => {
    const s = settled(deal(`${J_BEFORE} | j: 0o 1s`, J, { score: { A: 30, B: 5 } }));
    expect(credits(s)).toEqual(['B:35:ordago:juego:showdown:FFMus art. 10']);
    expect(s.ledger[0]).toMatchObject({ seat: 1 });
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 30, B: 40 } });
  });

  it('refused: A draws 1 at once; at the count B\'s grande, A\'s chica, B\'s pares iduki (2) and pair (1), and the juego base to A, the team that did not refuse (32: 2)', () => {
    const s = settled(deal(`${J_BEFORE} | j: 0o 1f`, J));
    expect(lines(s)).toEqual(['A:1:tira:juego', 'B:1:paso:grande', 'A:1:paso:chica', 'B:2:iduki:pares', 'B:1:base:pares', 'A:2:base:juego']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 1, 2, 1, 1, 0]);
    expect(s.scoreAfter).toEqual({ A: 4, B: 4 });
  });

  it('Memo Mus ch. IV « Après un imido, quel que soit le montant de la première surenchère (même hordago), quand elle est suivie d\'un tira, deux points seulement »: at 0-38, seat 0 imido 2, seat 1 hordago, seat 0 (the only one of A who said ba) tira — B draws 2, its 40th, in the dialogue', () => {
    const s = settled(deal(`${J_BEFORE} | j: 0b2 1o 0f`, J, { score: { A: 0, B: 38 } }));
    expect(credits(s)).toEqual(['B:2:tira:juego:dialogue:FFMus Le dialogue']);
    expect(s).toMatchObject({ winner: 'B', end: 'dialogue', scoreAfter: { A: 0, B: 40 } });
  });

  it('Memo Mus ch. V: when only B declared juego there is no dialogue — the deal goes to the count, a hordago at juego is refused, and B counts its 31 without a word', () => {
    const noJ = `${G_C} | p: 0n 1y 2y 3n | p: 1b2 2s | j: 0n 1y 2n 3n`;
    // seat 0 K-Q-6-5 31 → K-Q-5-4 29: no juego for A
    const H = '12 11 5 4 / 12 12 7 4 / 5 5 4 1 / 11 10 6 4';
    expect(failure(deal(`${noJ} | j: 0o`, H))).toMatchObject({ code: 'action/dialogue-over' });
    const s = settled(deal(noJ, H));
    expect(lines(s)).toEqual(['B:1:paso:grande', 'A:1:paso:chica', 'B:2:iduki:pares', 'B:1:base:pares', 'B:3:base:juego']);
  });
});

describe('a kanta after points drawn earlier in the deal (FFMus art. 17 « les points laissés TIRA se tirent au fur et à mesure »; art. 10 « Après un Hordago Kanta aucun point ne sera tiré »)', () => {
  it('30-35: A draws the grande tira (31); at chica seat 0 says hordago, seat 1 kanta — seat 2\'s A-4 wins: A 40, and its grande tira stays', () => {
    const s = settled(deal('g: 0b2 1f | c: 0o 1s', P, { score: { A: 30, B: 35 } }));
    expect(credits(s)).toEqual(['A:1:tira:grande:dialogue:FFMus art. 17', 'A:9:ordago:chica:showdown:FFMus art. 10']);
    expect(s.ledger[1]).toMatchObject({ seat: 2, decisive: true });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 35 } });
  });
});

describe('a misdeal found after the kanta (FFMus art. 5; art. 20 « tout problème non évoqué ici sera réglé par le Juge »)', () => {
  // No pares, no juego. Grande: seat 0 (K-Q-7-1), then seat 3 (K-S-5-4).
  const N = '- / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';

  it('seat 0 said hordago at grande, seat 1 kanta; at the showdown seat 0 is found with a wrong hand — he « n\'entrera pas dans le jeu »: the hordago stands (art. 5 cancels the points drawn, and none were), and the best grande left, seat 3\'s, wins the manche for B', () => {
    const s = settled(deal('g: 0o 1s | g: 0x', N, { score: { A: 20, B: 10 } }));
    expect(credits(s)).toEqual(['B:30:ordago:grande:showdown:FFMus art. 10']);
    expect(s).toMatchObject({ winner: 'B', out: [0], scoreAfter: { A: 20, B: 40 } });
  });
});
