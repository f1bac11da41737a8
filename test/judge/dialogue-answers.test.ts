/**
 * Judge cases, fourth set: who answers a bet, and what one partner's answer binds (FFMus art. 10 « Les
 * mots Tira, Iduki ou Hordago bloquent le jeu et le partenaire de celui qui les prononce ne peut les
 * désavouer … Quand les 2 partenaires tapent ou surenchérissent, la décision de celui qui parle en premier
 * est retenue »; Le dialogue 2 « L'un des 2 adversaires, en concertation avec son partenaire, a alors le
 * choix entre 4 réponses », « Les surenchères ne s'effectuent pas forcément crescendo »). A record holds
 * the words the table retained: the first answer closes the bet, and a partner's later word contradicting
 * it is refused, naming the action. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure, lines, settled } from '../helpers/settle.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

describe('art. 10: the first answer is retained, the partner cannot disown it', () => {
  it('seat 1 says tira to the grande imido; seat 3\'s iduki after it is refused — the table is at chica', () => {
    const e = failure(deal(`g: 0b2 1f 3s | ${REST}`, H));
    expect(e).toMatchObject({ code: 'action/wrong-phase', path: 'actions[2].phase', rule: 'FFMus art. 9' });
  });

  it('seat 1 says iduki; seat 3\'s tira after it is refused the same way: the 2 go to the best grande (seat 0) at the count', () => {
    expect(failure(deal(`g: 0b2 1s 3f | ${REST}`, H)).code).toBe('action/wrong-phase');
    const s = settled(deal(`g: 0b2 1s | ${REST}`, H));
    expect(lines(s)[0]).toBe('A:2:iduki:grande');
  });

  it('the second of the answering team may answer first: seat 3 says tira at once — A draws 1 and seat 1 never speaks to that bet', () => {
    const s = settled(deal(`g: 0b2 3f | ${REST}`, H));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[0]?.seat).toBe(0);
  });

  it('a raise binds its team: after seat 1\'s 2 gehiago, seat 3 (its partner) may not see — only A answers', () => {
    const e = failure(deal(`g: 0b2 1r2 3s | ${REST}`, H));
    expect(e).toMatchObject({ code: 'action/not-your-turn', path: 'actions[2]', rule: 'FFMus Le dialogue' });
  });

  it('the bettor\'s partner answers the raise: seat 0 imido, seat 3 2 gehiago, seat 2 tira — B draws the 2 of the imido (Le dialogue « non pas 1 mais 2 points »)', () => {
    const s = settled(deal(`g: 0b2 3r2 2f | ${REST}`, H));
    expect(credits(s)[0]).toBe('B:2:tira:grande:dialogue:FFMus art. 17');
    expect(s.ledger[0]?.seat).toBe(3);
    expect(s.scoreAfter).toEqual({ A: 0, B: 4 });
  });

  it('a partner may not answer his own team\'s bet: seat 2 cannot see seat 0\'s imido', () => {
    expect(failure(deal(`g: 0b2 2s | ${REST}`, H))).toMatchObject({ code: 'action/not-your-turn', path: 'actions[1]' });
  });
});

describe('after a hordago only kanta or tira (Le dialogue 2-D « La réponse sera soit de laisser tirer … ou de faire kanta »)', () => {
  it('a gehiago over a hordago is refused, naming the action', () => {
    expect(failure(deal(`g: 0o 1r2 | ${REST}`, H))).toMatchObject({ code: 'action/must-answer-ordago', path: 'actions[1]' });
  });

  it('a hordago over a hordago is refused the same way', () => {
    expect(failure(deal(`g: 0o 1o | ${REST}`, H))).toMatchObject({ code: 'action/must-answer-ordago', path: 'actions[1]' });
  });
});

describe('« Les surenchères ne s\'effectuent pas forcément crescendo »', () => {
  it('punto: imido 2, 10 gehiago, 2 gehiago, iduki — 14 to seat 3\'s 29 and the point du Pontua', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0b2 1r10 2r2 3s`, H));
    expect(lines(s)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:14:iduki:punto', 'B:1:base:punto']);
  });

  it('the same ladder refused by B: A draws 2 + 10 = 12 at once (« le cumul des avant-dernières enchères »), then its point du Pontua although seat 3\'s 29 is better', () => {
    const s = settled(deal(`${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0b2 1r10 2r2 3f`, H));
    expect(credits(s)).toEqual([
      'A:12:tira:punto:dialogue:FFMus art. 17',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'A:1:base:punto:showdown:FFMus art. 17',
    ]);
  });
});

describe('what may follow a bet (Le dialogue 2 « le choix entre 4 réponses »: tira, iduki, gehiago, hordago)', () => {
  // [what, grande words, the action refused, its code]
  const CASES: [string, string, number, string][] = [
    ['a « paso » is no answer to an imido', 'g: 0b2 1p', 1, 'action/must-answer'],
    ['nor after the bettor\'s partner passed his turn: seat 2 may not « pass » B\'s imido', 'g: 0p 1b2 2p', 2, 'action/must-answer'],
    ['the bettor\'s partner may not raise his own team\'s imido', 'g: 0b2 2r2', 1, 'action/not-your-turn'],
    ['a team may not raise its own gehiago (seat 3 after seat 1)', 'g: 0b2 1r2 3r2', 2, 'action/not-your-turn'],
    ['an iduki closes the grande: a gehiago after it is a word at chica', 'g: 0b2 1s 0r2', 2, 'action/wrong-phase'],
    ['four paso close the grande: an imido after them is refused', 'g: 0p 1p 2p 3p 0b2', 4, 'action/wrong-phase'],
  ];
  for (const [what, words, index, code] of CASES) {
    it(`${what}: ${code} at actions[${index}]`, () => {
      const e = failure(deal(`${words} | ${REST}`, H));
      expect(e.code).toBe(code);
      expect(e.path?.startsWith(`actions[${index}]`)).toBe(true);
    });
  }
});
