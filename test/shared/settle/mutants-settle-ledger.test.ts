/**
 * Mutation testing (issue 16, docs/testing.md): the rest of shared/settle — the running ledger
 * (ledger.ts), the shared reasons (reasons.ts) and the reading of a deal record (record.ts) — and
 * the tokens of the score (shared/score/tokens.ts).
 *
 * Rules: Memo Mus ch. IX (counting stops the instant a team reaches the target: « on ne gagne pas
 * 46 points à 42 »; the credit that reaches it is the decisive one, later ones are not counted);
 * FFMus art. 5 (a cancellation gives back what the team drew, never below 0); Memo Mus ch. I (« 8
 * hamarrekos font 40 points »: a hamarreko is 5 tantos). The record format: docs/formats.md.
 *
 * reasons.ts keeps frozen tables built when the module loads and filled on use: the tests load a
 * fresh copy inside the test (`vi.resetModules`), so that Stryker ties those tables to them.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Credit, Reason, Score } from '../../../shared/index.js';
import { itemAt } from '../../helpers/item-at.js';

async function ledgerModule(): Promise<typeof import('../../../shared/score/ledger.js')> {
  vi.resetModules();
  return import('../../../shared/score/ledger.js');
}
async function reasonsModule(): Promise<typeof import('../../../shared/score/reasons.js')> {
  vi.resetModules();
  return import('../../../shared/score/reasons.js');
}

const WHY: Reason = { key: 'test', params: {} };

describe('the running ledger (Memo Mus ch. IX)', () => {
  it('a credit adds its points; the one that reaches the target is capped there, decisive, and wins the manche', async () => {
    const { count } = await ledgerModule();
    const t = { score: { A: 35, B: 10 } as Score, target: 40, winner: null as 'A' | 'B' | null, ledger: [] as Credit[] };
    const c1 = count(t, 'A', 4, 'grande', 'dialogue', 'tira', 'FFMus art. 17', WHY, 0);
    expect(c1).toEqual({
      team: 'A', points: 4, applied: 4, phase: 'grande', when: 'dialogue', kind: 'tira', rule: 'FFMus art. 17', reason: '', why: WHY,
      counted: true, scoreAfter: { A: 39, B: 10 }, seat: 0,
    });
    expect('decisive' in c1).toBe(false);
    // 39 + 3: « on ne gagne pas 46 points à 42 », A stops at 40
    const c2 = count(t, 'A', 3, 'chica', 'showdown', 'iduki', 'FFMus art. 17', WHY);
    expect(c2).toEqual({
      team: 'A', points: 3, applied: 1, phase: 'chica', when: 'showdown', kind: 'iduki', rule: 'FFMus art. 17', reason: '', why: WHY,
      counted: true, scoreAfter: { A: 40, B: 10 }, decisive: true,
    });
    expect('seat' in c2).toBe(false);
    expect(t.winner).toBe('A');
    // after the manche is won nothing more is counted
    const c3 = count(t, 'B', 2, 'pares', 'showdown', 'base', 'FFMus art. 17', WHY, 1);
    expect([c3.counted, c3.applied, c3.scoreAfter, 'decisive' in c3]).toEqual([false, 0, { A: 40, B: 10 }, false]);
    expect(t.ledger).toEqual([c1, c2, c3]);
    expect(t.score).toEqual({ A: 40, B: 10 });
  });

  it('team B the same way; exactly the target is decisive, one short is not', async () => {
    const { count } = await ledgerModule();
    const t = { score: { A: 20, B: 37 } as Score, target: 40, winner: null as 'A' | 'B' | null, ledger: [] as Credit[] };
    const c1 = count(t, 'B', 2, 'grande', 'showdown', 'paso', 'FFMus art. 17', WHY, 3);
    expect([c1.applied, c1.scoreAfter, c1.decisive, t.winner]).toEqual([2, { A: 20, B: 39 }, undefined, null]);
    const c2 = count(t, 'B', 1, 'chica', 'showdown', 'paso', 'FFMus art. 17', WHY, 1);
    expect([c2.applied, c2.scoreAfter, c2.decisive, t.winner]).toEqual([1, { A: 20, B: 40 }, true, 'B']);
    const t30 = { score: { A: 29, B: 0 } as Score, target: 30, winner: null as 'A' | 'B' | null, ledger: [] as Credit[] };
    count(t30, 'A', 5, 'juego', 'showdown', 'base', 'FFMus art. 17', WHY, 0);
    expect([t30.score, t30.winner]).toEqual([{ A: 30, B: 0 }, 'A']);
  });

  it('a cancellation (FFMus art. 5) gives back what was drawn, never below 0, and never wins', async () => {
    const { count, countDraft } = await ledgerModule();
    const t = { score: { A: 3, B: 39 } as Score, target: 40, winner: null as 'A' | 'B' | null, ledger: [] as Credit[] };
    const c = count(t, 'A', -5, 'deal', 'dialogue', 'cancel', 'FFMus art. 5', WHY, 2);
    expect([c.applied, c.scoreAfter, c.counted, t.winner]).toEqual([-3, { A: 0, B: 39 }, true, null]);
    const d = countDraft(t, { team: 'B', points: -1, phase: 'pares', when: 'showdown', kind: 'cancel', rule: 'FFMus art. 13 a', why: WHY, seat: 1 });
    expect(d).toEqual({
      team: 'B', points: -1, applied: -1, phase: 'pares', when: 'showdown', kind: 'cancel', rule: 'FFMus art. 13 a', reason: '', why: WHY,
      counted: true, scoreAfter: { A: 0, B: 38 }, seat: 1,
    });
    const e = countDraft(t, { team: 'B', points: 2, phase: 'juego', when: 'showdown', kind: 'penalty', rule: 'FFMus art. 15 a', why: WHY });
    expect([e.applied, e.scoreAfter, e.decisive, 'seat' in e, t.winner]).toEqual([2, { A: 0, B: 40 }, true, false, 'B']);
  });

  it('scores are the same values whatever their size (the shared ones below 64 and the others)', async () => {
    const { scoreOf } = await ledgerModule();
    const seen: [number, number, Score][] = [];
    for (let a = 0; a <= 66; a += 1) for (const b of [0, 1, 39, 62, 63, 64, 65]) seen.push([a, b, scoreOf(a, b)]);
    for (const [a, b, s] of seen) expect(s, `${a}-${b}`).toEqual({ A: a, B: b });
    for (const [a, b] of seen) expect(scoreOf(a, b), `${a}-${b} again`).toEqual({ A: a, B: b });
    expect(scoreOf(-1, 3)).toEqual({ A: -1, B: 3 });
    expect(scoreOf(3, -1)).toEqual({ A: 3, B: -1 });
    expect(scoreOf(12, 30)).toBe(scoreOf(12, 30));
    expect(Object.isFrozen(scoreOf(12, 30))).toBe(true);
  });
});

describe('the shared reasons: each is the reason its credit names, whatever was asked before', () => {
  const PHASES = ['grande', 'chica', 'pares', 'juego', 'punto'] as const;

  it('base, paso, hordago won, penalty tira: every phase, seat and value, first built then found again', async () => {
    const r = await reasonsModule();
    const want: [Reason, Reason][] = [];
    for (const phase of PHASES) {
      for (let seat = 0; seat <= 9; seat++) {
        for (let value = 0; value <= 9; value++) want.push([r.baseReason(phase, seat, value), { key: `base.${phase}`, params: { seat, value } }]);
        want.push([r.pasoReason(phase, seat), { key: `paso.${phase}`, params: { seat } }]);
        want.push([r.ordagoWonReason(phase, seat), { key: 'ordago.won', params: { phase, seat } }]);
        want.push([r.penaltyTiraReason(phase, seat), { key: 'penalty.tira', params: { phase, seat } }]);
      }
    }
    for (const [got, w] of want) expect(got).toEqual(w);
    for (const phase of PHASES) {
      for (let seat = 0; seat <= 9; seat++) {
        for (let value = 0; value <= 9; value++) expect(r.baseReason(phase, seat, value)).toEqual({ key: `base.${phase}`, params: { seat, value } });
        expect(r.pasoReason(phase, seat)).toEqual({ key: `paso.${phase}`, params: { seat } });
        expect(r.ordagoWonReason(phase, seat)).toEqual({ key: 'ordago.won', params: { phase, seat } });
        expect(r.penaltyTiraReason(phase, seat)).toEqual({ key: 'penalty.tira', params: { phase, seat } });
      }
    }
    for (let seat = 0; seat <= 9; seat++) expect(r.penaltyPuntoReason(seat)).toEqual({ key: 'penalty.punto', params: { seat } });
    for (let seat = 0; seat <= 9; seat++) expect(r.penaltyPuntoReason(seat)).toEqual({ key: 'penalty.punto', params: { seat } });
    expect(r.baseReason('grande', 1.5, 1)).toEqual({ key: 'base.grande', params: { seat: 1.5, value: 1 } });
    expect(r.baseReason('grande', -1, 1)).toEqual({ key: 'base.grande', params: { seat: -1, value: 1 } });
  });

  it('what a tira pays: the opening bet, raises, a hordago after bets (FFMus art. 17, Le dialogue)', async () => {
    const r = await reasonsModule();
    expect(r.TIRA_ORDAGO_OPENING).toEqual({ key: 'tira.ordagoOpening', params: { paid: 1 } });
    expect(r.BASE_PUNTO_TEAM).toEqual({ A: { key: 'base.punto', params: { team: 'A' } }, B: { key: 'base.punto', params: { team: 'B' } } });
    for (let seat = 0; seat <= 9; seat++) expect(r.basePuntoReason(seat)).toEqual({ key: 'base.punto', params: { seat } });
    for (let round = 0; round < 2; round++) {
      for (const bet of [0, 2, 5, 99, 100, 150]) expect(r.tiraOpeningReason(bet)).toEqual({ key: 'tira.opening', params: { paid: 1, bet } });
      for (const bets of [[2, 3], [3, 2], [2, 30], [30, 2], [0, 99], [99, 0], [5, 100], [2, 3, 4], [2, 2, 2, 2]]) {
        const raises = bets.length - 1;
        const paid = bets.slice(0, -1).reduce((x, y) => x + y, 0);
        expect(r.tiraRaisesReason(paid, bets, raises)).toEqual({ key: 'tira.raises', params: { paid, bets: bets.join('+'), raises } });
        const all = bets.reduce((x, y) => x + y, 0);
        expect(r.tiraOrdagoAfterBetsReason(all, bets)).toEqual({ key: 'tira.ordagoAfterBets', params: { paid: all, bets: bets.join('+') } });
      }
      for (const bets of [[2], [7], [99], [100]]) {
        expect(r.tiraOrdagoAfterBetsReason(itemAt(bets, 0), bets)).toEqual({ key: 'tira.ordagoAfterBets', params: { paid: bets[0], bets: `${bets[0]}` } });
      }
      // the same ladder, another payment (the reason says what was paid)
      expect(r.tiraRaisesReason(9, [2, 3], 1)).toEqual({ key: 'tira.raises', params: { paid: 9, bets: '2+3', raises: 1 } });
      expect(r.tiraRaisesReason(2, [2, 3], 2)).toEqual({ key: 'tira.raises', params: { paid: 2, bets: '2+3', raises: 2 } });
      expect(r.tiraOrdagoAfterBetsReason(4, [2, 3])).toEqual({ key: 'tira.ordagoAfterBets', params: { paid: 4, bets: '2+3' } });
    }
  });

  it('iduki: the phase, the seat, the stake and the ladder', async () => {
    const r = await reasonsModule();
    for (let round = 0; round < 2; round++) {
      for (const phase of PHASES) {
        for (const seat of [0, 1, 3, 7, 8]) {
          for (const bets of [[2], [5], [2, 3], [3, 2], [99, 1], [1, 99], [2, 3, 4], [100]]) {
            const stake = bets.reduce((x, y) => x + y, 0);
            expect(r.idukiReason(phase, seat, stake, bets)).toEqual({ key: 'iduki', params: { phase, seat, stake, bets: bets.join('+') } });
          }
        }
      }
      expect(r.idukiReason('grande', 0, 40, [2, 3])).toEqual({ key: 'iduki', params: { phase: 'grande', seat: 0, stake: 40, bets: '2+3' } });
    }
  });

  it('given back and announcement errors: the phase and the points; the case, the seat and the other team', async () => {
    const r = await reasonsModule();
    for (let round = 0; round < 2; round++) {
      for (const phase of [...PHASES, 'deal']) {
        for (const points of [0, 1, 5, 99, 100]) expect(r.cancelVoidedReason(phase, points)).toEqual({ key: 'cancel.voided', params: { phase, points } });
      }
      expect(r.cancelVoidedReason('toString', 1)).toEqual({ key: 'cancel.voided', params: { phase: 'toString', points: 1 } });
      for (const key of ['error.13a', 'error.15c', 'error.16a']) {
        for (let seat = 0; seat <= 9; seat++) {
          expect(r.errorReason(key, seat)).toEqual({ key, params: { seat } });
          expect(r.errorReason(key, seat, 'A')).toEqual({ key, params: { seat, opp: 'A' } });
          expect(r.errorReason(key, seat, 'B')).toEqual({ key, params: { seat, opp: 'B' } });
        }
      }
    }
  });

  it('the reasons kept in the tables are shared and frozen; those outside are fresh objects', async () => {
    const r = await reasonsModule();
    expect(r.baseReason('pares', 2, 3)).toBe(r.baseReason('pares', 2, 3));
    expect(Object.isFrozen(r.baseReason('pares', 2, 3))).toBe(true);
    expect(Object.isFrozen(r.baseReason('pares', 2, 3).params)).toBe(true);
    expect(Object.isFrozen(r.baseReason('pares', 8, 3))).toBe(false);
    expect(Object.isFrozen(r.baseReason('pares', 2, 8))).toBe(false);
    expect(Object.isFrozen(r.pasoReason('grande', 7))).toBe(true);
    expect(Object.isFrozen(r.pasoReason('grande', 8))).toBe(false);
    expect(Object.isFrozen(r.tiraOpeningReason(99))).toBe(true);
    expect(Object.isFrozen(r.tiraOpeningReason(100))).toBe(false);
    expect(r.idukiReason('juego', 1, 5, [2, 3])).toBe(r.idukiReason('juego', 1, 5, [2, 3]));
    expect(Object.isFrozen(r.idukiReason('juego', 1, 9, [2, 3]))).toBe(false);
    expect(Object.isFrozen(r.idukiReason('juego', 1, 9, [2, 3, 4]))).toBe(false);
    expect(r.tiraRaisesReason(2, [2, 3], 1)).toBe(r.tiraRaisesReason(2, [2, 3], 1));
    expect(Object.isFrozen(r.tiraRaisesReason(2, [2, 3], 1))).toBe(true);
    expect(Object.isFrozen(r.tiraRaisesReason(5, [2, 3, 4], 2))).toBe(false);
    expect(r.tiraOrdagoAfterBetsReason(5, [2, 3])).toBe(r.tiraOrdagoAfterBetsReason(5, [2, 3]));
    expect(Object.isFrozen(r.tiraOrdagoAfterBetsReason(5, [2, 3]))).toBe(true);
    expect(r.cancelVoidedReason('pares', 3)).toBe(r.cancelVoidedReason('pares', 3));
    expect(Object.isFrozen(r.cancelVoidedReason('deal', 3))).toBe(false);
    expect(r.errorReason('error.14', 1, 'A')).toBe(r.errorReason('error.14', 1, 'A'));
    expect(Object.isFrozen(r.errorReason('error.14', 8, 'A'))).toBe(false);
    expect(r.penaltyPuntoReason(2)).toBe(r.penaltyPuntoReason(2));
    expect(Object.isFrozen(r.penaltyPuntoReason(8))).toBe(false);
    expect(Object.isFrozen(r.ordagoWonReason('chica', 8))).toBe(false);
    expect(Object.isFrozen(r.penaltyTiraReason('chica', 8))).toBe(false);
  });
});

describe('reading a deal record (docs/formats.md)', () => {
  const G = 'g: 0p 1p 2p 3p';
  it('the score: tantos below the target for each team, 0 when left out', async () => {
    const { checkScore } = await import('../../../shared/settle/record.js');
    const { PRESETS } = await import('../../../shared/rules/presets.js');
    expect(checkScore(undefined, PRESETS.ffmus, 'score')).toEqual({ ok: true, value: { A: 0, B: 0 } });
    expect(checkScore({ A: 39 }, PRESETS.ffmus, 'score')).toEqual({ ok: true, value: { A: 39, B: 0 } });
    expect(checkScore({ B: 12 }, PRESETS.ffmus, 'score')).toEqual({ ok: true, value: { A: 0, B: 12 } });
    expect(checkScore({ A: 0, B: 0 }, PRESETS.ffmus, 'score')).toEqual({ ok: true, value: { A: 0, B: 0 } });
    for (const v of [null, 3, [1, 2], 'A:3']) {
      expect(checkScore(v, PRESETS.ffmus, 'score')).toEqual({ ok: false, error: { code: 'record/bad-score', path: 'score', message: 'score: score must be an object {"A": tantos, "B": tantos}' } });
    }
    for (const x of [40, -1, 2.5, '3', null]) {
      expect(checkScore({ A: x }, PRESETS.ffmus, 'score')).toEqual({
        ok: false, error: { code: 'record/bad-score', path: 'score.A', message: `score.A: ${JSON.stringify(x)} is not a score in a manche to 40 (a whole number from 0 to 39)`, params: { value: String(JSON.stringify(x)), target: 40, max: 39 } },
      });
      expect(checkScore({ A: 1, B: x }, { ...PRESETS.ffmus, target: 30 }, 'deals[1].score')).toEqual({
        ok: false, error: { code: 'record/bad-score', path: 'deals[1].score.B', message: `deals[1].score.B: ${JSON.stringify(x)} is not a score in a manche to 30 (a whole number from 0 to 29)`, params: { value: String(JSON.stringify(x)), target: 30, max: 29 } },
      });
    }
  });

  it('the esku: a seat of the table, seat 0 when left out', async () => {
    const { checkEsku } = await import('../../../shared/settle/record.js');
    expect(checkEsku(undefined, 4, 'esku')).toEqual({ ok: true, value: 0 });
    expect(checkEsku(3, 4, 'esku')).toEqual({ ok: true, value: 3 });
    expect(checkEsku(0, 4, 'esku')).toEqual({ ok: true, value: 0 });
    expect(checkEsku(5, 6, 'esku')).toEqual({ ok: true, value: 5 });
    for (const v of [4, -1, 1.5, '1', null]) {
      expect(checkEsku(v, 4, 'esku')).toEqual({ ok: false, error: { code: 'record/bad-esku', path: 'esku', message: `esku: ${JSON.stringify(v)} is not a seat (0-3)`, params: { value: String(JSON.stringify(v)), max: 3 } } });
    }
  });

  it('a deal record: an object of format mus-deal/1; the actions a list; each problem at its path', async () => {
    const { settleRecord, replayActions } = await import('../../../shared/settle/record.js');
    const { PRESETS } = await import('../../../shared/rules/presets.js');
    for (const r of [null, [], 'mus-deal/1']) {
      expect(settleRecord(r)).toEqual({ ok: false, error: { code: 'record/not-an-object', path: '$', message: '$: a deal record is a JSON object' } });
    }
    expect(settleRecord({ format: 'mus-match/1', actions: [] })).toEqual({
      ok: false, error: { code: 'record/bad-format', path: 'format', message: 'format: expected "mus-deal/1", found "mus-match/1"', params: { expected: 'mus-deal/1', value: '"mus-match/1"' } },
    });
    expect(settleRecord({ actions: [] })).toEqual({ ok: false, error: { code: 'record/bad-format', path: 'format', message: 'format: expected "mus-deal/1", found undefined', params: { expected: 'mus-deal/1', value: 'undefined' } } });
    for (const actions of [undefined, {}, 'g: 0p']) {
      expect(settleRecord({ format: 'mus-deal/1', actions })).toEqual({ ok: false, error: { code: 'record/bad-actions', path: 'actions', message: 'actions: actions must be a list' } });
    }
    expect(settleRecord({ format: 'mus-deal/1', rules: 'bridge', actions: [] }).ok).toBe(false);
    const esku = settleRecord({ format: 'mus-deal/1', esku: 4, actions: [] });
    expect(!esku.ok && esku.error.path).toBe('esku');
    const score = settleRecord({ format: 'mus-deal/1', score: { B: 40 }, actions: [] });
    expect(!score.ok && score.error.path).toBe('score.B');
    // the same deal inside a match record: its paths start with deals[i].
    expect(replayActions(PRESETS.ffmus, 0, { A: 0, B: 0 }, 'x', undefined, 3)).toEqual({
      ok: false, error: { code: 'record/bad-actions', path: 'deals[3].actions', message: 'deals[3].actions: actions must be a list' },
    });
    const { acts, hands } = await import('../../helpers/dsl.js');
    const all = acts(`${G} | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p`);
    const bad = replayActions(PRESETS.ffmus, 0, { A: 0, B: 0 }, all, hands('12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5'), 2);
    expect(bad).toEqual({
      ok: false, error: { code: 'hands/missing-card', path: 'deals[2].hands[3]', rule: 'FFMus art. 5', message: 'deals[2].hands[3]: seat 3 shows 3 cards; a hand has four (FFMus art. 5)', seats: { seat: 3 }, params: { form: 'count', count: 3 } },
    });
    const unfinished = replayActions(PRESETS.ffmus, 0, { A: 0, B: 0 }, acts(G), undefined, 1);
    expect(!unfinished.ok && [unfinished.error.code, String(unfinished.error.path).startsWith('deals[1].'), unfinished.error.message.startsWith('deals[1].')]).toEqual(['record/deal-unfinished', true, true]);
    const plain = replayActions(PRESETS.ffmus, 0, { A: 0, B: 0 }, acts(G), undefined);
    expect(!plain.ok && [plain.error.code, String(plain.error.path).startsWith('deals'), plain.error.message.startsWith('deals')]).toEqual(['record/deal-unfinished', false, false]);
    const action = replayActions(PRESETS.ffmus, 0, { A: 0, B: 0 }, acts('g: 0p 2p'), undefined, 4);
    expect(!action.ok && [action.error.code, action.error.path]).toEqual(['action/not-your-turn', 'deals[4].actions[1]']);
  });

  it('a settled record keeps the rules, and its log is the record’s own list of actions', async () => {
    const { settleRecord } = await import('../../../shared/settle/record.js');
    const { acts, hands } = await import('../../helpers/dsl.js');
    const actions = acts('g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p');
    const r = settleRecord({ format: 'mus-deal/1', rules: 'pagat', esku: 0, score: { A: 3, B: 4 }, actions, hands: hands('12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4') });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rules.preset).toBe('pagat');
    expect(r.value.state.log).toBe(actions);
    expect(r.value.settlement.scoreBefore).toEqual({ A: 3, B: 4 });
    // grande seat 3, chica seat 1, punto seat 3: B 3
    expect(r.value.settlement.scoreAfter).toEqual({ A: 3, B: 7 });
  });
});

describe('the score in beans (Memo Mus ch. I: a hamarreko is 5 tantos)', () => {
  it('both teams at once', async () => {
    const { scoreTokens, toTokens } = await import('../../../shared/score/tokens.js');
    expect(scoreTokens({ A: 37, B: 5 })).toEqual({ A: { hamarrekos: 7, tantos: 2 }, B: { hamarrekos: 1, tantos: 0 } });
    expect(scoreTokens({ A: 0, B: 40 })).toEqual({ A: { hamarrekos: 0, tantos: 0 }, B: { hamarrekos: 8, tantos: 0 } });
    expect(toTokens(4)).toEqual({ hamarrekos: 0, tantos: 4 });
  });
});
