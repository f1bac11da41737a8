/**
 * Judge cases, fourth set: ties settled by the esku at every seat of the esku, including ties between
 * seat 3 and seat 0 where the speaking order wraps round (FFMus art. 17 « En cas d'égalité parfaite, le
 * ESKU l'emporte dans tous les cas de figure »; Le dialogue « celui qui gagnera la mise sera celui qui
 * sera esku par rapport à l'autre »; Memo Mus ch. IV « Si deux adversaires ont le même jeu … en cas de
 * paso, d'iduki ou de kanta »). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { lines, settled } from '../helpers/settle.js';

/** Every phase passed, nobody with pares or juego, from `esku`. */
function allPaso(esku: number): string {
  return `${allPass('g', esku)} | ${allPass('c', esku)} | ${decl('p', 'nnnn', esku)} | ${decl('j', 'nnnn', esku)} | ${allPass('t', esku)}`;
}

describe('punto 30 against 30 (FFMus art. 17 « Le Point : S\'il y a eu Paso, celui qui a le meilleur Pontua tirera 1 point »)', () => {
  // seat 0 K-Q-6-4 (30), seat 1 K-S-6-4 (30), seat 2 A-4-5-7 (17), seat 3 A-5-7-S (23).
  // Grande: seat 0 (K-Q beats K-S). Chica: seat 2.
  const T = '12 11 6 4 / 12 10 6 4 / 7 5 4 1 / 10 7 5 1';
  const CASES: [number, string, number][] = [
    [0, 'A', 0], // seat 0 is the esku
    [1, 'B', 1], // seat 1 is the esku
    [2, 'A', 0], // order 2, 3, 0, 1: seat 0 before seat 1
    [3, 'A', 0], // order 3, 0, 1, 2: seat 0 before seat 1
  ];
  for (const [esku, team, seat] of CASES) {
    it(`esku seat ${esku}: the punto goes to seat ${seat} (${team})`, () => {
      const s = settled(deal(allPaso(esku), T, { esku }));
      expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', `${team}:1:paso:punto`]);
      expect(s.ledger.at(-1)).toMatchObject({ seat, rule: 'FFMus art. 17' });
    });
  }

  it('the punto seen (imido 2 by the esku seat 1, seat 2 iduki): seat 1 wins the tie — B counts the 2 and the point du Pontua', () => {
    const s = settled(deal(`${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nnnn', 1)} | ${decl('j', 'nnnn', 1)} | t: 1b2 2s`, T, { esku: 1 }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:iduki:punto', 'B:1:base:punto']);
    // the iduki names the winning hand; the point du Pontua is the team's (no seat), as after a tira
    expect(s.ledger.slice(2).map((c) => c.seat)).toEqual([1, undefined]);
  });

  it('the same punto bet by seat 0 and seen with esku seat 3: the bettor\'s 30 wins against seat 1\'s 30 (seat 0 speaks before seat 1)', () => {
    const s = settled(deal(`${allPass('g', 3)} | ${allPass('c', 3)} | ${decl('p', 'nnnn', 3)} | ${decl('j', 'nnnn', 3)} | t: 3p 0b3 1s`, T, { esku: 3 }));
    expect(lines(s).slice(2)).toEqual(['A:3:iduki:punto', 'A:1:base:punto']);
  });
});

describe('grande and chica ties between seats 3 and 0 (the order wraps round)', () => {
  // seat 0 A-4-6-C, seat 3 2-4-6-C (eight kings: the 2 is an ace) — the same grande, chica and punto (21).
  // seat 1 4-5-6-7 (22), seat 2 5-6-7-S (28, the best punto).
  const W = '1 4 6 11 / 4 5 6 7 / 5 6 7 10 / 2 4 6 11';
  const CASES: [number, string][] = [
    [0, 'A'], // seat 0 is the esku
    [1, 'B'], // order 1, 2, 3, 0
    [2, 'B'], // order 2, 3, 0, 1
    [3, 'B'], // seat 3 is the esku
  ];
  for (const [esku, team] of CASES) {
    it(`esku seat ${esku}: grande and chica to ${team}; the punto to seat 2 (A) whatever the esku`, () => {
      const s = settled(deal(allPaso(esku), W, { esku }));
      expect(lines(s)).toEqual([`${team}:1:paso:grande`, `${team}:1:paso:chica`, 'A:1:paso:punto']);
      expect(s.ledger.map((c) => c.seat)).toEqual(team === 'A' ? [0, 0, 2] : [3, 3, 2]);
    });
  }

  it('a grande iduki between the tied hands (esku seat 1): seat 0 bets, seat 1 sees — seat 3 is nearer the esku and B takes the 2', () => {
    const s = settled(deal(`g: 1p 2p 3p 0b2 1s | ${allPass('c', 1)} | ${decl('p', 'nnnn', 1)} | ${decl('j', 'nnnn', 1)} | ${allPass('t', 1)}`, W, { esku: 1 }));
    expect(lines(s)[0]).toBe('B:2:iduki:grande');
    expect(s.ledger[0]?.seat).toBe(3);
  });
});

describe('medias against medias of the same rank (eight kings: the 3 is a king)', () => {
  // seat 0 K-K-3-5 (medias of kings, 35), seat 1 3-3-K-4 (medias of kings, 34), seat 2 A-4-6-7, seat 3 A-5-6-7.
  // Grande: seat 0 (K-K-K-5 against K-K-K-4). Chica: seat 2. Juego: seat 0's 35 beats 34.
  const K = '12 12 3 5 / 3 3 12 4 / 1 4 6 7 / 1 5 6 7';

  it('esku seat 0: the pares tie goes to seat 0 — A counts the medias (2)', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0y 1y 2n 3n | p: 0p 1p | j: 0y 1y 2n 3n | j: 0p 1p`, K));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'A:2:base:pares', 'A:2:base:juego']);
  });

  it('esku seat 1: the same medias go to seat 1 — B counts 2; the grande and juego stay A\'s (not ties)', () => {
    const s = settled(deal(`${allPass('g', 1)} | ${allPass('c', 1)} | p: 1y 2n 3n 0y | p: 1p 0p | j: 1y 2n 3n 0y | j: 1p 0p`, K, { esku: 1 }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:2:base:pares', 'A:2:base:juego']);
    expect(s.ledger[2]?.seat).toBe(1);
  });

  it('esku seat 1, pares seen at 3: B takes the 3 and its medias; A\'s medias of kings count nothing', () => {
    const s = settled(deal(`${allPass('g', 1)} | ${allPass('c', 1)} | p: 1y 2n 3n 0y | p: 1b3 0s | j: 1y 2n 3n 0y | j: 1p 0p`, K, { esku: 1 }));
    expect(lines(s).slice(2, 4)).toEqual(['B:3:iduki:pares', 'B:2:base:pares']);
  });
});

describe('eight kings: a 3 pairs with a king, a 2 with an ace (Pagat « threes … are really kings », « twos are really aces »)', () => {
  // seat 0 K-3-6-4 (a pair of kings, 30), seat 1 3-3-5-4 (a pair of kings, 29), seat 2 A-5-6-7, seat 3 2-5-6-7
  // (the same chica as seat 2). Grande and punto: seat 0.
  const E = '12 3 6 4 / 3 3 5 4 / 1 5 6 7 / 2 5 6 7';
  // [esku, pares seat, chica seat]
  const CASES: [number, number, number][] = [[0, 0, 2], [1, 1, 2], [2, 0, 2], [3, 0, 3]];
  for (const [esku, pares, chica] of CASES) {
    it(`esku seat ${esku}: K-3 ties 3-3 (pairs of kings) — pares to seat ${pares}; A-5-6-7 ties 2-5-6-7 — chica to seat ${chica}`, () => {
      const order = [0, 1, 2, 3].map((i) => (esku + i) % 4);
      const holders = order.filter((x) => x < 2).map((x) => `${x}p`).join(' ');
      const s = settled(deal(`${allPass('g', esku)} | ${allPass('c', esku)} | ${decl('p', order.map((x) => (x < 2 ? 'y' : 'n')).join(''), esku)} | p: ${holders} | ${decl('j', 'nnnn', esku)} | ${allPass('t', esku)}`, E, { esku }));
      const team = (x: number) => (x % 2 === 0 ? 'A' : 'B');
      expect(lines(s)).toEqual(['A:1:paso:grande', `${team(chica)}:1:paso:chica`, `${team(pares)}:1:base:pares`, 'A:1:paso:punto']);
      expect(s.ledger.map((c) => c.seat)).toEqual([0, chica, pares, 0]);
    });
  }
});
