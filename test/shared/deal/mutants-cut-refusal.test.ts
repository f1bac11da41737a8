/**
 * Mutation testing (docs/testing.md, "Fourth session: this session's engine changes"): the refusal
 * of a cut (mintza) said by the team whose turn it is not, now checked by `mayCut` (shared/deal/mus.ts).
 * The engine's own tests asserted only its code and article; its message and its seats (what the
 * screens, the phones and the command line name the players from) were checked only by tests of
 * other layers, which the mutation run does not hold. Survivors killed: mus.ts L81 the message
 * blanked, the seats `{}`, `team: false`.
 *
 * FFMus art. 7: « Le Esku et son partenaire décident s'ils sortent Mintza ou s'ils vont Mus … A leur
 * tour, leurs adversaires en feront autant »: either partner of the team whose turn it is may cut,
 * the other team may not. Four seats, esku seat 0: team A = seats 0 and 2, team B = seats 1 and 3.
 *
 * Engine code runs only inside `it(...)` (Stryker's per-test coverage).
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../../helpers/dsl.js';
import { credits, failure, settled } from '../../helpers/settle.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const PLAY = `${allPass('g')} | ${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

describe('a cut by the team whose turn it is not (FFMus art. 7): refused, naming the seat, the seat whose turn it is and its team', () => {
  it('esku 0 said mus: it is seat 1\'s turn (team B); seat 2 (A) may not cut — A has spoken', () => {
    const e = failure(deal(`m: 0m 2c | ${PLAY}`, H));
    expect(e).toEqual({
      code: 'action/not-your-turn',
      path: 'actions[1]',
      message: 'actions[1]: seat 2 cannot cut: it is seat 1\'s turn (team B) to say mus or cut (FFMus art. 7)',
      rule: 'FFMus art. 7',
      seats: { seat: 2, turn: 1, team: true },
      params: { form: 'team', team: 'B' },
    });
  });

  it('at the first word of the round, seat 1 (B) may not cut before the esku\'s team has spoken: the turn is seat 0\'s (team A)', () => {
    const e = failure(deal(`m: 1c | ${PLAY}`, H));
    expect(e).toEqual({
      code: 'action/not-your-turn',
      path: 'actions[0]',
      message: 'actions[0]: seat 1 cannot cut: it is seat 0\'s turn (team A) to say mus or cut (FFMus art. 7)',
      rule: 'FFMus art. 7',
      seats: { seat: 1, turn: 0, team: true },
      params: { form: 'team', team: 'A' },
    });
  });

  it('the same round with seat 3 (B, seat 1\'s partner) cutting is accepted and counted as any deal: A the grande paso, B the chica and punto paso (art. 17)', () => {
    expect(credits(settled(deal(`m: 0m 3c | ${PLAY}`, H)))).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
  });
});
