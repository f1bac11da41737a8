/**
 * Shared values of the ledger (`score/reasons.ts`, `scoreOf` in `score/ledger.ts`): each must be
 * exactly the object a credit would otherwise build (same keys, same order, same values), and frozen.
 */
import { describe, expect, it } from 'vitest';
import {
  BASE_PUNTO_TEAM, TIRA_ORDAGO_OPENING, basePuntoReason, baseReason, cancelVoidedReason, errorReason, idukiReason, ordagoWonReason, pasoReason,
  penaltyPuntoReason, penaltyTiraReason, tiraOpeningReason, tiraOrdagoAfterBetsReason, tiraRaisesReason,
} from '../../../shared/score/reasons.js';
import { scoreOf } from '../../../shared/score/ledger.js';
import type { BetPhase } from '../../../shared/types.js';
import { itemAt } from '../../helpers/item-at.js';

const PHASES: BetPhase[] = ['grande', 'chica', 'pares', 'juego', 'punto'];
const same = (a: unknown, b: unknown) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

describe('shared reasons', () => {
  it('equal the literal reasons, key order included, and are reused and frozen', () => {
    for (const phase of PHASES) {
      for (let seat = 0; seat < 10; seat++) {
        for (let value = 0; value < 10; value++) same(baseReason(phase, seat, value), { key: `base.${phase}`, params: { seat, value } });
        same(pasoReason(phase, seat), { key: `paso.${phase}`, params: { seat } });
        same(ordagoWonReason(phase, seat), { key: 'ordago.won', params: { phase, seat } });
      }
    }
    for (let bet = 0; bet < 120; bet++) same(tiraOpeningReason(bet), { key: 'tira.opening', params: { paid: 1, bet } });
    same(TIRA_ORDAGO_OPENING, { key: 'tira.ordagoOpening', params: { paid: 1 } });
    same(BASE_PUNTO_TEAM, { A: { key: 'base.punto', params: { team: 'A' } }, B: { key: 'base.punto', params: { team: 'B' } } });
    expect(Object.isFrozen(BASE_PUNTO_TEAM.B)).toBe(true);
    for (let seat = 0; seat < 10; seat++) same(basePuntoReason(seat), { key: 'base.punto', params: { seat } });
    expect(basePuntoReason(3)).toBe(basePuntoReason(3));
    expect(baseReason('pares', 2, 3)).toBe(baseReason('pares', 2, 3));
    expect(Object.isFrozen(pasoReason('grande', 1))).toBe(true);
    expect(Object.isFrozen(pasoReason('grande', 1).params)).toBe(true);
  });

  it('for bet ladders, errors and penalties: equal the literal reasons, shared for short ladders only', () => {
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const ladders = [[2], [5], [99], [100], [2, 1], [3, 7], [2, 100], [2, 3, 4], [2, 1, 1, 1]];
    for (const bets of ladders) {
      for (const phase of PHASES) for (const seat of [0, 3, 5, 9]) {
        same(idukiReason(phase, seat, sum(bets), bets), { key: 'iduki', params: { phase, seat, stake: sum(bets), bets: bets.join('+') } });
      }
      same(idukiReason('grande', 1, 7, bets), { key: 'iduki', params: { phase: 'grande', seat: 1, stake: 7, bets: bets.join('+') } });
      const paid = sum(bets) - itemAt(bets, bets.length - 1);
      if (bets.length > 1) same(tiraRaisesReason(paid, bets, bets.length - 1), { key: 'tira.raises', params: { paid, bets: bets.join('+'), raises: bets.length - 1 } });
      same(tiraRaisesReason(4, bets, 2), { key: 'tira.raises', params: { paid: 4, bets: bets.join('+'), raises: 2 } });
      same(tiraOrdagoAfterBetsReason(sum(bets), bets), { key: 'tira.ordagoAfterBets', params: { paid: sum(bets), bets: bets.join('+') } });
      same(tiraOrdagoAfterBetsReason(1, bets), { key: 'tira.ordagoAfterBets', params: { paid: 1, bets: bets.join('+') } });
    }
    for (const phase of [...PHASES, 'deal']) for (const points of [0, 1, 7, 99, 100]) same(cancelVoidedReason(phase, points), { key: 'cancel.voided', params: { phase, points } });
    for (let seat = 0; seat < 10; seat++) {
      for (const phase of PHASES) same(penaltyTiraReason(phase, seat), { key: 'penalty.tira', params: { phase, seat } });
      same(penaltyPuntoReason(seat), { key: 'penalty.punto', params: { seat } });
      same(errorReason('error.13a', seat, 'B'), { key: 'error.13a', params: { seat, opp: 'B' } });
      same(errorReason('error.13a', seat, 'A'), { key: 'error.13a', params: { seat, opp: 'A' } });
      same(errorReason('error.14', seat), { key: 'error.14', params: { seat } });
    }
    expect(idukiReason('juego', 2, 5, [2, 3])).toBe(idukiReason('juego', 2, 5, [2, 3]));
    expect(idukiReason('juego', 2, 9, [2, 3, 4])).not.toBe(idukiReason('juego', 2, 9, [2, 3, 4]));
    expect(tiraRaisesReason(2, [2, 3], 1)).toBe(tiraRaisesReason(2, [2, 3], 1));
    expect(errorReason('error.16c', 1, 'A')).toBe(errorReason('error.16c', 1, 'A'));
    expect(Object.isFrozen(idukiReason('juego', 2, 5, [2, 3]).params)).toBe(true);
  });
});

describe('scoreOf', () => {
  it('is the score {A, B}, shared and frozen within the table, fresh outside it', () => {
    for (const A of [0, 1, 39, 40, 50, 63, 64, 100]) for (const B of [0, 7, 40, 63, 64]) same(scoreOf(A, B), { A, B });
    expect(scoreOf(12, 30)).toBe(scoreOf(12, 30));
    expect(Object.isFrozen(scoreOf(12, 30))).toBe(true);
  });
});
