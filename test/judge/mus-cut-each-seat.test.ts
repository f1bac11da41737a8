/**
 * Judge cases, fourth set: a mus round ended by each seat in turn, in the first and in a later round,
 * with the esku at seat 0 and at seat 3 (FFMus art. 7 « Le Esku et son partenaire décident s'ils sortent
 * Mintza ou s'ils vont Mus … A leur tour, leurs adversaires en feront autant »; art. 8 « les 4 joueurs se
 * débarrasseront du nombre de cartes désiré … le ESKU en premier »; art. 9 « toujours le ESKU en
 * premier »; Memo Mus ch. II « il suffit qu'un joueur ne soit pas d'accord pour y aller pour que personne
 * ne puisse aller mus »). Whoever cuts, the mus rounds score nothing and the grande opens with the esku:
 * each ledger is the one of the same deal without the rounds. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../helpers/dsl.js';
import { failure, lines, settled } from '../helpers/settle.js';

// No pares, no juego. Grande: seat 0; chica: seat 1; punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
function play(esku: number): string {
  return `${allPass('g', esku)} | ${allPass('c', esku)} | ${decl('p', 'nnnn', esku)} | ${decl('j', 'nnnn', esku)} | ${allPass('t', esku)}`;
}
/** One full mus round from `esku`: four mus, then four discards, esku first. */
function round(esku: number): string {
  const order = [0, 1, 2, 3].map((i) => (esku + i) % 4);
  return `${order.map((s) => `${s}m`).join(' ')} ${order.map((s, i) => `${s}d${i + 1}`).join(' ')}`;
}

describe('the mus ended by each seat (arts. 7-8): nothing scored, the grande opened by the esku', () => {
  // [esku, words of the last round before the cut, the seat that cuts]
  const CASES: [number, string, number][] = [
    [0, '', 0], // the esku cuts at once
    [0, '', 2], // his partner cuts for team A
    [0, '0m', 1], // team B refuses the mus
    [0, '0m', 3],
    [0, '0m 1m', 2], // the third to speak
    [0, '0m 1m', 0], // … or his partner for him
    [0, '0m 1m 2m', 3], // the last (saku)
    [0, '0m 1m 2m', 1],
    [3, '3m 0m 1m', 2], // esku seat 3: seat 2 is the last to speak
    [3, '3m', 0],
  ];
  for (const [esku, words, cutter] of CASES) {
    for (const rounds of [0, 2]) {
      const before = Array.from({ length: rounds }, () => round(esku)).join(' ');
      const mus = `m: ${[before, words, `${cutter}c`].filter(Boolean).join(' ')}`;
      it(`esku ${esku}, ${rounds} full round(s), then « ${words || '—'} » and seat ${cutter} cuts`, () => {
        const s = settled(deal(`${mus} | ${play(esku)}`, H, { esku }));
        // no tie anywhere: the same three points whoever is esku, and no credit of the mus
        expect(lines(s, true)).toEqual(['A:1:paso:grande', 'B:1:paso:chica', 'B:1:paso:punto']);
        expect(s.ledger.map((c) => c.seat)).toEqual([0, 1, 3]);
        expect(s.scoreAfter).toEqual({ A: 1, B: 2 });
      });
    }
  }

  it('art. 9: after seat 1 cuts, the grande is still opened by the esku — a pass by seat 1 first is refused', () => {
    expect(failure(deal(`m: 0m 1c | g: 1p 2p 3p 0p`, H))).toMatchObject({ path: 'actions[2]' });
  });

  it('art. 7: in a later round B may not cut before A has spoken again (seat 3 at seat 0\'s turn)', () => {
    expect(failure(deal(`m: ${round(0)} 3c | ${play(0)}`, H))).toMatchObject({ code: 'action/not-your-turn', path: 'actions[8]', rule: 'FFMus art. 7' });
  });
});
