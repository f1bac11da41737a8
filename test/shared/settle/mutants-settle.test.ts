/**
 * Mutation testing (issue 16, docs/testing.md): what shared/settle/settle.ts writes on each credit
 * of the count — when it is drawn and the article that gives it — which the rule tests did not
 * look at. Written after the measured run (docs/testing.md: not yet re-measured).
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { settleRecord, type Settlement } from '../../../shared/index.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

function raw(record: unknown): Settlement {
  const r = settleRecord(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.settlement;
}

describe('the count names its article and is drawn at the showdown (FFMus art. 17; Memo Mus ch. V and IX)', () => {
  it('paso credits: FFMus art. 17 « S’il n’y a eu que PASO, celui qui a le meilleur Grand compte 1 point »; base values of pares: Memo Mus ch. V', () => {
    // hands: 0: 12 7 5 1; 1: 6 6 5 4 (a pair); 2: 10 7 4 2; 3: 12 11 5 1. Only seat 1 declares pares,
    // nobody juego: grande paso → seat 3 (12 11 beats 12 7) B 1; chica paso → seat 2 (1 2 … a 2 is
    // an ace: 1 4 7 10 against seat 0's 1 5 7 12) A 1; pares → B counts its pair 1; punto paso → best
    // punto: 0: 23, 1: 21, 2: 22, 3: 26 → seat 3, B 1.
    const s = raw(deal(`${G_C} | ${decl('p', 'nynn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 6 6 5 4 / 10 7 4 2 / 12 11 5 1'));
    expect(s.ledger.map((c) => [c.team, c.points, c.kind, c.phase, c.when, c.rule])).toEqual([
      ['B', 1, 'paso', 'grande', 'showdown', 'FFMus art. 17'],
      ['A', 1, 'paso', 'chica', 'showdown', 'FFMus art. 17'],
      ['B', 1, 'base', 'pares', 'showdown', 'FFMus art. 17'],
      ['B', 1, 'paso', 'punto', 'showdown', 'FFMus art. 17'],
    ]);
  });

  it('an iduki and the punto point: FFMus art. 17 « S’il y a eu Iduki, on compte les point pariés plus 1 point du Pontua »', () => {
    // same hands; punto: 0 imido 2, 1 iduki → seat 3's 26 is the best punto: B 2 (iduki) + 1 (punto point)
    const s = raw(deal(`${G_C} | ${decl('p', 'nynn')} | ${decl('j', 'nnnn')} | t: 0b2 1s`, '12 7 5 1 / 6 6 5 4 / 10 7 4 2 / 12 11 5 1'));
    expect(s.ledger.filter((c) => c.phase === 'punto').map((c) => [c.team, c.points, c.kind, c.when, c.rule])).toEqual([
      ['B', 2, 'iduki', 'showdown', 'FFMus art. 17'],
      ['B', 1, 'base', 'showdown', 'FFMus art. 17'],
    ]);
  });

  it('a tira given back because its bets are voided names the error’s article: art. 13 a at pares', () => {
    // test/shared/settle/announcements.test.ts art. 13 a: seat 0's false ba, 0 imido 2, 1 tira → A drew 1 in
    // the dialogue; at the showdown the pares bets are voided: A gives the 1 back (art. 13 a)
    const s = raw(deal(`${G_C} | ${decl('p', 'yynn')} | p: 0b2 1f | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 6 6 5 4 / 10 7 4 2 / 12 11 5 1'));
    expect(s.ledger.filter((c) => c.kind === 'cancel').map((c) => [c.team, c.points, c.phase, c.when, c.rule])).toEqual([['A', -1, 'pares', 'showdown', 'FFMus art. 13 a']]);
  });

  it('art. 16 a « on annulera les paris faits au point »: the punto tira drawn in the dialogue goes back, named art. 16 a (an error at juego voiding the punto)', () => {
    // seat 0 holds 12 11 10 1 (31) and says ez; nobody else has juego. punto: 0 imido 2, 1 tira → A
    // drew 1. At the showdown art. 16 a: the punto bets voided (A gives the 1 back), B draws the tira
    // and the punto point.
    const s = raw(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1f`, '12 11 10 1 / 11 6 4 2 / 10 7 6 4 / 12 7 5 2'));
    expect(s.ledger.filter((c) => c.kind === 'cancel').map((c) => [c.team, c.points, c.phase, c.rule])).toEqual([['A', -1, 'punto', 'FFMus art. 16 a']]);
    expect(s.ledger.filter((c) => c.phase === 'punto' && c.kind === 'penalty').map((c) => [c.team, c.points, c.when])).toEqual([['B', 1, 'showdown'], ['B', 1, 'showdown']]);
  });
});
