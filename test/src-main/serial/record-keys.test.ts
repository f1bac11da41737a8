import { describe, expect, it } from 'vitest';
import { boxKeyToCommand } from '../../../shared/index.js';
import { actionKeys, handKeys, recordKeys } from '../../../src-main/serial/sim/record-keys.js';
import { expectDealsMatchRecord, FULL, newSession } from './helpers.js';
import { itemAt } from '../../helpers/item-at.js';

describe('record → box keys', () => {
  it('types each act with its seat and amount', () => {
    const k = (a: object) => {
      const r = actionKeys(a as never);
      if (!r.ok) throw new Error(r.error.message);
      return r.value.join(' ');
    };
    expect(k({ phase: 'grande', seat: 2, act: 'bet', amount: 12 })).toBe('SEAT2 D1 D2 BET');
    expect(k({ phase: 'grande', seat: 2, act: 'bet' })).toBe('SEAT2 D2 BET');
    expect(k({ phase: 'grande', seat: 0, act: 'bet', amount: 3, both: true })).toBe('SEAT0 D3 BIAK');
    expect(k({ phase: 'chica', seat: 1, act: 'raise', amount: 1 })).toBe('SEAT1 D1 RAISE');
    expect(k({ phase: 'grande', seat: 3, act: 'ordago', both: true })).toBe('SEAT3 BIAK_ORDAGO');
    expect(k({ phase: 'pares', seat: 3, act: 'declare', has: false })).toBe('SEAT3 EZ');
    expect(k({ phase: 'mus', seat: 0, act: 'discard', count: 3 })).toBe('SEAT0 D3 DISCARD');
    const misdeal = actionKeys({ phase: 'grande', seat: 0, act: 'misdeal' });
    expect(!misdeal.ok && misdeal.error.code).toBe('sim/no-key');
    const big = actionKeys({ phase: 'grande', seat: 0, act: 'bet', amount: 120 });
    expect(!big.ok && big.error.code).toBe('sim/bad-amount');
  });

  it('types the hands in speaking order from the esku, without suits, then NEXT', () => {
    const r = handKeys([['1o', '2', '3', '4'], ['10', '11', '12', '7c'], null, ['5', '6', '7', '1']], 1);
    expect(r.ok && r.value.join(' ')).toBe('SOTA CABALLO REY D7 D5 D6 D7 D1 D1 D2 D3 D4 NEXT');
  });

  it('every key it produces is a box key', () => {
    const r = recordKeys(FULL);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.length).toBe(FULL.deals.length);
    for (const d of r.value) for (const key of d.keys) expect(boxKeyToCommand(key), key).not.toBeNull();
  });

  it('typing the whole example match into a session (no serial line) gives the record', () => {
    const r = recordKeys(FULL);
    if (!r.ok) throw new Error(r.error.message);
    const s = newSession();
    for (const d of r.value) {
      for (const key of d.keys) {
        const res = s.command(boxKeyToCommand(key)!, 'test');
        if (!res.ok) throw new Error(`deal ${d.index}, key ${key}: ${res.error.message}`);
      }
    }
    expectDealsMatchRecord(s, FULL, FULL.deals.length);
    expect(s.match.view.winner).toBe('A');
  });

  it('reads a deal record and refuses anything else', () => {
    const d = itemAt(FULL.deals, 0);
    const r = recordKeys({ format: 'mus-deal/1', rules: 'ffmus', esku: 0, actions: d.actions, hands: d.hands });
    expect(r.ok && itemAt(r.value, 0).keys.at(-1)).toBe('NEXT');
    const bad = recordKeys({ format: 'other' });
    expect(!bad.ok && bad.error.code).toBe('sim/bad-format');
    const invalid = recordKeys({ format: 'mus-deal/1', actions: [{ phase: 'grande', seat: 3, act: 'pass' }] });
    expect(invalid.ok).toBe(false);
  });
});
