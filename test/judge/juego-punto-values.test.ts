/**
 * Judge cases: the order of the juegos and the punto, and their base values (Memo Mus ch. III-4
 * « 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33 », ch. III-5, ch. V; FFMus art. 17 « Le Jeu : … 2 points (jeu)
 * ou 3 (pour le 31) »; Le dialogue « celui qui gagnera la mise sera celui qui sera esku par rapport à
 * l'autre »). Each deal: grande and chica passed, seat 0 (A) and seat 1 (B) hold juego, seat 0 bets 2 and
 * seat 1 sees; seats 2 (1-4-5-6) and 3 (2-4-5-7, the 2 an ace) hold nothing. Only the juego credits are
 * asserted: the iduki (2, FFMus art. 17) and the base value of the winner's juego (Memo Mus ch. V).
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { lines, settled } from '../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

function juegoCredits(seat0: string, seat1: string, pares: string) {
  const s = settled(deal(`${G_C} | p: ${pares} | j: 0y 1y 2n 3n | j: 0b2 1s`, `${seat0} / ${seat1} / 1 4 5 6 / 2 4 5 7`));
  return s.ledger.filter((c) => c.phase === 'juego').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}:${c.rule}`);
}

describe('Memo Mus ch. III-4: each juego beats the next one down, whoever is esku', () => {
  // [what, seat 0 (esku, the weaker), seat 1 (the stronger), pares declarations, base value of seat 1]
  const CASES: [string, string, string, string, number][] = [
    ['31 beats 32', '12 11 7 5', '12 11 10 1', '0n 1n 2n 3n', 3],
    ['32 beats 40', '12 11 10 10', '12 11 7 5', '0y 1n 2n 3n', 2],
    ['40 beats 37', '12 11 10 7', '12 11 10 10', '0n 1y 2n 3n', 2],
    ['37 beats 36', '12 11 10 6', '12 11 10 7', '0n 1n 2n 3n', 2],
    ['36 beats 35', '12 11 10 5', '12 11 10 6', '0n 1n 2n 3n', 2],
    ['35 beats 34', '12 11 10 4', '12 11 10 5', '0n 1n 2n 3n', 2],
    ['34 beats 33', '12 11 7 6', '12 11 10 4', '0n 1n 2n 3n', 2],
  ];
  for (const [what, weaker, stronger, pares, base] of CASES) {
    it(`${what}: B (seat 1) takes the iduki 2 and its base ${base}, although seat 0 is esku`, () => {
      expect(juegoCredits(weaker, stronger, pares)).toEqual([`B:2:iduki:1:FFMus art. 17`, `B:${base}:base:1:FFMus art. 17`]);
    });
  }
});

describe('equal juegos go to the esku side (FFMus art. 17 « En cas d\'égalité parfaite, le ESKU l\'emporte »)', () => {
  it('33 against 33: the esku\'s 33 wins the iduki and counts 2', () => {
    expect(juegoCredits('12 11 7 6', '10 11 7 6', '0n 1n 2n 3n')).toEqual(['A:2:iduki:0:FFMus art. 17', 'A:2:base:0:FFMus art. 17']);
  });

  it('31 against 31 with esku seat 1: seat 1 speaks first and takes the iduki and 3', () => {
    const s = settled(deal(`${allPass('g', 1)} | ${allPass('c', 1)} | p: 1n 2n 3n 0n | j: 1y 2n 3n 0y | j: 1b2 0s`, '12 11 10 1 / 10 11 12 2 / 1 4 5 6 / 2 4 5 7', { esku: 1 }));
    expect(s.ledger.filter((c) => c.phase === 'juego').map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['B:2:iduki:1', 'B:3:base:1']);
  });
});

describe('the punto (Memo Mus ch. III-5; FFMus art. 17 « Le Point : S\'il y a eu Paso, celui qui a le meilleur Pontua tirera 1 point »)', () => {
  // no pares, no juego: the punto is played; all pass at every phase
  const ALL = `${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

  it('30 is the best punto: seat 3 (K-Q-6-4 = 30) beats seat 0 (29) and the esku', () => {
    const s = settled(deal(ALL, '12 11 7 2 / 1 4 5 6 / 10 7 5 1 / 12 11 6 4'));
    expect(s.ledger.at(-1)).toMatchObject({ team: 'B', points: 1, kind: 'paso', phase: 'punto', seat: 3, rule: 'FFMus art. 17' });
  });

  it('punto 21 beats 20: the sota counts 10, the 2 (an ace, eight kings) counts 1 — seat 0 has 10-5-4-2 = 20, seat 2 10-6-4-1 = 21', () => {
    const s = settled(deal(ALL, '10 5 4 2 / 7 6 5 1 / 10 6 4 1 / 7 6 4 1'));
    expect(s.ledger.at(-1)).toMatchObject({ team: 'A', points: 1, kind: 'paso', phase: 'punto', seat: 2, rule: 'FFMus art. 17' });
  });

  // seats 0 (K-S-6-1) and 3 (Q-S-6-1) both 27; grande seat 0, chica seat 1 (1-4-5-6)
  const TIE = '12 10 6 1 / 1 4 5 6 / 11 7 5 2 / 11 10 6 1';
  it('equal punto (27 and 27), esku seat 2: seat 3 speaks before seat 0 — B takes the punto', () => {
    const s = settled(deal(`${allPass('g', 2)} | ${allPass('c', 2)} | p: 2n 3n 0n 1n | j: 2n 3n 0n 1n | ${allPass('t', 2)}`, TIE, { esku: 2 }));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
    expect(s.ledger.map((c) => c.seat)).toEqual([0, 1, 3]);
  });

  it('the same hands with esku seat 0: the punto goes to seat 0', () => {
    const s = settled(deal(ALL, TIE));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'A:1:paso:punto']);
  });
});
