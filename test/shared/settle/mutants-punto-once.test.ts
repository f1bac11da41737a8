/**
 * Mutation testing (docs/testing.md, "Fourth session: this session's engine changes"): arts. 15 a
 * and 16 a pay « le Tira du point, et le point du Pontua » once per team (`puntoPenalty`,
 * shared/settle/announcements.ts). The cross-article case (one partner's false ba, the other's hidden
 * juego: the second error's effect `error.15a-same` / `error.16a-same`) is pinned in
 * test/judge/rule-doubts.test.ts. Here the SAME article said by both partners: the team pays once
 * (`once`: phase, team, article), and the second partner's error says so (`error.15a-same` /
 * `error.16a-same`, « … once, for the partner's error (one punto per deal) »), so a judge does not
 * read the punto's penalty twice. (Since then the survivor announcements.ts L271 `if (!once(…))` →
 * `if (false)` gives the same key: it voids the same bets again and finds the punto paid — an
 * equivalent mutant, docs/testing.md.)
 *
 * FFMus preset, eight kings (a 3 is a king, a 2 an ace), four seats, esku seat 0: team A = seats 0
 * and 2, team B = seats 1 and 3. Juego: figures count 10, other cards their face value; 31 or more.
 * Each expectation worked by hand: `team:points:kind:phase:when:rule` for every credit, in the
 * ledger's order (the dialogue's tiras; at the showdown the give-backs, the penalty tiras, then the
 * phases in counting order with the awards at their phase's place: Memo Mus ch. IX).
 *
 * Engine code runs only inside `it(...)` (Stryker's per-test coverage).
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal } from '../../helpers/dsl.js';
import { credits, settled } from '../../helpers/settle.js';
import type { Settlement } from '../../../shared/index.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

/** The errors found: `seat:kind:rule:effect key`. */
function errs(s: Settlement): string[] {
  return s.errors.map((e) => `${e.seat}:${e.kind}:${e.rule}:${e.effect.key}`);
}

describe('both partners make the same error of art. 15 a or 16 a: the punto\'s tira and point once, each error under its own article, the second saying the punto was paid once', () => {
  it('FFMus art. 15 a « les adversaires tireront le « Tira » du point, et le point du « Pontua » »: seats 0 and 2 (A) say ba at juego, nobody holds juego — B draws 1 + 1, once; the second error says the punto was paid once (error.15a-same)', () => {
    // hands (no pares, no juego): 0: 6 5 4 A (16); 1: 7 5 4 A (17); 2: 7 6 4 A (18); 3: 7 6 5 A (19).
    // Grande, all paso: seat 3's 7-6-5 beats seat 2's 7-6-4 → B 1 (art. 17). Chica, all paso: seat 0's
    // A-4-5-6 beats seat 1's A-4-5-7 → A 1. Pares all ez. Juego: only A declared, no dialogue, and
    // no punto (juego was declared). Art. 15 a: B draws the tira of the punto at the showdown (1) and
    // the point du Pontua at the punto's place (1). A 1, B 3.
    const s = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0y 1n 2y 3n`, '6 5 4 1 / 7 5 4 1 / 7 6 4 1 / 7 6 5 1'));
    expect(credits(s)).toEqual([
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
    ]);
    expect(errs(s)).toEqual(['0:false-ba:FFMus art. 15 a:error.15a', '2:false-ba:FFMus art. 15 a:error.15a-same']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('FFMus art. 16 a « on annulera les paris faits au point, et l\'adversaire tirera le tantto du Tira et le point du Pontua »: seats 0 (31) and 2 (33) both hide juego, nobody else holds it; A\'s imido at the punto laid down by B is voided — A\'s tira goes back, B draws 1 + 1, once; the second error says the punto was paid once (error.16a-same)', () => {
    // hands (no pares): 0: K-Q-S-A (31); 1: A-4-5-6 (16); 2: K-S-7-6 (33); 3: Q-7-5-4 (26).
    // Grande, all paso: seat 0's K-Q beats seat 2's K-S → A 1. Chica, all paso: seat 1's A-4 beats
    // seat 0's A-S → B 1. Pares all ez; juego all ez (0 and 2 hide theirs): the punto is played;
    // seat 0 bets 2, seat 1 lays it down: A draws 1 in the dialogue (art. 17). At the showdown art.
    // 16 a (nobody else holds juego): the punto bets are voided — A's 1 goes back — and B draws the
    // tira of the punto (1); the punto is not counted; the point du Pontua to B at its place (1).
    // A 1 - 1 + 1 = 1, B 3.
    const s = settled(deal(`${G_C} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0b2 1f`, '12 11 10 1 / 1 4 5 6 / 12 10 7 6 / 11 7 5 4'));
    expect(credits(s)).toEqual([
      'A:1:tira:punto:dialogue:FFMus art. 17',
      'A:-1:cancel:punto:showdown:FFMus art. 16 a',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
    ]);
    expect(errs(s)).toEqual(['0:denied:FFMus art. 16 a:error.16a', '2:denied:FFMus art. 16 a:error.16a-same']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });
});
