/** Illegal actions are rejected as data, with a namespaced code, the path and the rule; the state is unchanged. */
import { describe, expect, it } from 'vitest';
import { createDeal, PRESETS, transition, settleRecord } from '../../../shared/index.js';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { failure } from '../../helpers/settle.js';

const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;

describe('illegal actions', () => {
  const cases: [string, string, string, string?][] = [
    ['the wrong seat speaks', 'g: 1p', 'action/not-your-turn', 'actions[0]'],
    ['a partner raises the own team\'s bet', 'g: 0b2 2r2', 'action/not-your-turn', 'actions[1]'],
    ['a raise after the phase was refused', 'g: 0b2 1f 0r2', 'action/wrong-phase', 'actions[2].phase'],
    ['a bet under 2', 'g: 0b1', 'action/bet-too-small', 'actions[0].amount'],
    ['a raise with nothing to raise', 'g: 0r2', 'action/no-bet-to-raise'],
    ['seeing when nobody bet', 'g: 0s', 'action/nothing-to-answer'],
    ['passing when a bet stands', 'g: 0b2 1p', 'action/must-answer'],
    ['a second opening bet', 'g: 0b2 1b3', 'action/bet-already-open'],
    ['raising a hordago', 'g: 0o 1r2', 'action/must-answer-ordago'],
    ['biak at chica', `${allPass('g')} | c: 0B2`, 'action/biak-not-grande'],
    ['a non-holder betting at pares', `${allPass('g')} | ${allPass('c')} | ${decl('p', 'yynn')} | p: 2b2`, 'action/not-a-holder'],
    ['betting at pares before the declarations end', `${allPass('g')} | ${allPass('c')} | p: 0y 1b2`, 'action/must-declare'],
    ['declaring out of turn', `${allPass('g')} | ${allPass('c')} | p: 1y`, 'action/not-your-turn'],
    ['skipping a phase', 'g: 0p 1p 2p 3p | p: 0y', 'action/wrong-phase'],
    ['a misdeal before play', 'm: 0x', 'action/misdeal-before-play'],
    ['a discard before everyone went mus', 'm: 0m 1d2', 'action/not-discarding'],
    ['grande while the mus round is open', 'm: 0m | g: 0p', 'action/mus-round-open'],
  ];
  for (const [name, script, code, path] of cases) {
    it(`${name}: ${code}`, () => {
      const e = failure(deal(script, NOHANDS));
      expect(e.code).toBe(code);
      if (path) expect(e.path).toBe(path);
      expect(e.message.startsWith(`${e.path}: `)).toBe(true);
    });
  }

  it('names the team and the rule: "actions[1]: seat 2 cannot raise: team A made the last bet"', () => {
    const e = failure(deal('g: 0b2 2r2', NOHANDS));
    expect(e.message).toBe('actions[1]: seat 2 cannot raise: team A made the last bet (FFMus Le dialogue)');
  });

  it('a raise under the preset\'s minimum (Pagat: 2)', () => {
    expect(failure(deal('g: 0b2 1r1', NOHANDS, { rules: 'pagat' })).code).toBe('action/raise-too-small');
  });

  it('malformed actions name the field', () => {
    const bad = [
      [{ phase: 'grande', seat: 0, act: 'shout' }, 'action/bad-act', 'actions[0].act'],
      [{ phase: 'grand', seat: 0, act: 'pass' }, 'action/bad-phase', 'actions[0].phase'],
      [{ phase: 'grande', seat: 4, act: 'pass' }, 'action/bad-seat', 'actions[0].seat'],
      [{ phase: 'grande', seat: 0, act: 'bet', amount: 2.5 }, 'schema/type', 'actions[0].amount'], // the format's limits, as the gate says them
      [{ phase: 'grande', seat: 0, act: 'bet', amount: 1e9 }, 'schema/maximum', 'actions[0].amount'],
      ['pass', 'action/malformed', 'actions[0]'],
    ] as const;
    for (const [a, code, path] of bad) {
      const r = settleRecord({ format: 'mus-deal/1', actions: [a] });
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.path]).toEqual([code, path]);
    }
  });

  it('the state is unchanged after a rejected action', () => {
    const s = createDeal({ rules: PRESETS.ffmus, esku: 0 });
    const before = JSON.stringify(s);
    const r = transition(s, { phase: 'grande', seat: 3, act: 'pass' });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('hands', () => {
  const script = `${allPass('g')} | ${allPass('c')} | ${REST}`;
  it('a fifth card', () => {
    const e = failure(deal(script, '12 7 5 1 4 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4'));
    expect([e.code, e.path]).toEqual(['hands/fifth-card', 'hands[0]']);
  });
  it('a missing card', () => {
    expect(failure(deal(script, '12 7 5 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4')).code).toBe('hands/missing-card');
  });
  it('a fifth king (12) in a four-king game; more of a number than the deck holds', () => {
    const e = failure(deal(script, '12 12 12 1 / 12 12 4 2 / 10 7 6 4 / 11 11 5 4', { rules: { preset: 'ffmus', kings: 4 } }));
    expect([e.code, e.path]).toEqual(['hands/too-many-of-a-kind', 'hands[1][1]']);
  });
  it('a card twice with its suit', () => {
    expect(failure(deal(script, '12o 7 5 1 / 12o 6 4 2 / 10 7 6 4 / 11 11 5 4')).code).toBe('hands/duplicate-card');
  });
  it('not a card', () => {
    const e = failure(deal(script, '13 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4'));
    expect([e.code, e.path]).toEqual(['hands/bad-card', 'hands[0][0]']);
  });
  it('an unfinished record is never settled as if complete', () => {
    expect(failure(deal('g: 0p 1p', NOHANDS)).code).toBe('record/deal-unfinished');
  });
  it('hands missing at a showdown', () => {
    expect(failure(deal(script)).code).toBe('hands/not-a-list');
  });
});

describe('record fields', () => {
  it('bad format, rules, esku, score', () => {
    expect(failure({ format: 'mus-deal/2', actions: [] }).path).toBe('format');
    expect(failure({ format: 'mus-deal/1', rules: 'bridge', actions: [] }).code).toBe('rules/unknown-preset');
    expect(failure({ format: 'mus-deal/1', rules: { preset: 'ffmus', target: 45 }, actions: [] }).path).toBe('rules.target');
    expect(failure({ format: 'mus-deal/1', esku: 4, actions: [] }).path).toBe('esku');
    expect(failure({ format: 'mus-deal/1', score: { A: 40 }, actions: [] }).path).toBe('score.A');
  });
});
