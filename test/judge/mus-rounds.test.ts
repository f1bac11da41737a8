/**
 * Judge cases: the mus rounds and the discards (FFMus art. 7 « Le Esku et son partenaire décident s'ils
 * sortent Mintza ou s'ils vont Mus … A leur tour, leurs adversaires en feront autant »; art. 8 « S'il y a
 * Mus les 4 joueurs se débarrasseront du nombre de cartes désiré, d'un seul coup, et le ESKU, en
 * premier »; spec: the mus rounds « score nothing, but a table counts them »).
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../helpers/dsl.js';
import { failure, settled } from '../helpers/settle.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-1); chica: seat 1 (1-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const PLAY2 = `${allPass('g', 2)} | c: 2b2 3s | p: 2n 3n 0n 1n | j: 2n 3n 0n 1n | ${allPass('t', 2)}`;

describe('FFMus arts. 7-8', () => {
  it('two rounds of mus with their discards (esku seat 2 first), then a cut: they score nothing — the ledger is the one of the same deal without them', () => {
    const withMus = settled(deal(`m: 2m 3m 0m 1m 2d1 3d4 0d2 1d3 2m 3c | ${PLAY2}`, H, { esku: 2 }));
    const without = settled(deal(PLAY2, H, { esku: 2 }));
    expect(withMus.ledger).toEqual(without.ledger);
    // grande paso: seat 0 (A); chica iduki 2 to seat 1 (B, FFMus art. 17); punto paso: seat 3 (B)
    expect(withMus.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}:${c.seat}:${c.rule}`)).toEqual([
      'A:1:paso:grande:0:FFMus art. 17', 'B:2:iduki:chica:1:FFMus art. 17', 'B:1:paso:punto:3:FFMus art. 17',
    ]);
    expect(withMus.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('art. 8 « le ESKU, en premier »: after four mus, seat 3 may not discard before the esku seat 2', () => {
    const e = failure(deal('m: 2m 3m 0m 1m 3d1', undefined, { esku: 2 }));
    expect(e).toMatchObject({ code: 'action/not-your-turn', rule: 'FFMus art. 8' });
  });

  it('art. 7: the mus is said in turn from the esku — seat 0 may not speak before the esku seat 3', () => {
    const e = failure(deal('m: 0m', undefined, { esku: 3 }));
    expect(e).toMatchObject({ code: 'action/not-your-turn', rule: 'FFMus art. 7' });
  });

  it('art. 8: play does not start while discards are pending, nor while a mus round is open (art. 7)', () => {
    expect(failure(deal('m: 0m 1m 2m 3m | g: 0p'))).toMatchObject({ code: 'action/discards-pending', rule: 'FFMus art. 8' });
    expect(failure(deal('m: 0m | g: 0p'))).toMatchObject({ code: 'action/mus-round-open', rule: 'FFMus art. 7' });
  });
});

describe('FFMus art. 7 « Le Esku et son partenaire décident s’ils sortent Mintza ou s’ils vont Mus … A leur tour, leurs adversaires en feront autant »: the cut (mintza) in turn', () => {
  it('esku seat 0: seat 1 (B) may not cut before the esku has spoken, nor seat 2 (A) when it is seat 1’s turn', () => {
    expect(failure(deal('m: 1c', undefined))).toMatchObject({ code: 'action/not-your-turn', path: 'actions[0]', rule: 'FFMus art. 7' });
    expect(failure(deal('m: 0m 2c', undefined))).toMatchObject({ code: 'action/not-your-turn', path: 'actions[1]', rule: 'FFMus art. 7' });
  });

  it('Memo Mus ch. II « l’équipe A veut aller mus, mais pas la B … il dit mintza »: A says mus, seat 1 (B) cuts in its turn — play starts with the esku at grande', () => {
    const s = settled(deal(`m: 0m 1c | ${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`, H));
    expect(s.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}:${c.rule}`)).toEqual([
      'A:1:paso:grande:FFMus art. 17', 'B:1:paso:chica:FFMus art. 17', 'B:1:paso:punto:FFMus art. 17',
    ]);
  });

  it('six players (team A = seats 0, 2, 4): with esku seat 2, seat 5 (B) may not cut before team A has spoken', () => {
    expect(failure(deal('m: 5c', undefined, { esku: 2, rules: { preset: 'ffmus', players: 6 } }))).toMatchObject({ code: 'action/not-your-turn', rule: 'FFMus art. 7' });
  });
});
