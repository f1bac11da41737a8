/**
 * Shared values of the ledger (`settle/reasons.ts`, `scoreOf` in `settle/ledger.ts`): each must be
 * exactly the object a credit would otherwise build (same keys, same order, same values), and frozen.
 */
import { describe, expect, it } from 'vitest';
import { BASE_PUNTO, TIRA_ORDAGO_OPENING, baseReason, ordagoWonReason, pasoReason, tiraOpeningReason } from '../../shared/settle/reasons.js';
import { scoreOf } from '../../shared/settle/ledger.js';
import type { BetPhase } from '../../shared/types.js';

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
    same(BASE_PUNTO, { key: 'base.punto', params: {} });
    expect(baseReason('pares', 2, 3)).toBe(baseReason('pares', 2, 3));
    expect(Object.isFrozen(pasoReason('grande', 1))).toBe(true);
    expect(Object.isFrozen(pasoReason('grande', 1).params)).toBe(true);
  });
});

describe('scoreOf', () => {
  it('is the score {A, B}, shared and frozen within the table, fresh outside it', () => {
    for (const A of [0, 1, 39, 40, 50, 63, 64, 100]) for (const B of [0, 7, 40, 63, 64]) same(scoreOf(A, B), { A, B });
    expect(scoreOf(12, 30)).toBe(scoreOf(12, 30));
    expect(Object.isFrozen(scoreOf(12, 30))).toBe(true);
  });
});
