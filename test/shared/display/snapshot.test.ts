/**
 * The room display's snapshot (`forDisplay`): only the deals of the manche of the last settled deal,
 * those before the last with their ledger only.
 */
import { describe, expect, it } from 'vitest';
import { forDisplay } from '../../../shared/display/snapshot.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';

/** A snapshot whose settled deals are in the manches given (the rest of the view does not matter here). */
function snapshot(manches: number[]): Snapshot {
  const deals = manches.map((manche, index) => ({ index, manche, actions: [{ phase: 'grande', seat: 0, act: 'pass' }], hands: [['1']], ledger: [] }));
  return { seq: 1, view: { deals } } as unknown as Snapshot;
}

describe('forDisplay', () => {
  it('keeps the deals of the last manche, the last one whole and the others without actions or hands', () => {
    const out = forDisplay(snapshot([0, 0, 1, 1, 1]));
    expect(out?.view.deals.map((d) => [d.index, d.actions.length, d.hands === null])).toEqual([[2, 0, true], [3, 0, true], [4, 1, false]]);
  });

  it('a first deal of a new manche is kept alone', () => {
    expect(forDisplay(snapshot([0, 0, 1]))?.view.deals.map((d) => d.index)).toEqual([2]);
  });

  it('no snapshot, or one deal at most: given back as it is', () => {
    expect(forDisplay(null)).toBeNull();
    const one = snapshot([0]);
    expect(forDisplay(one)).toBe(one);
  });
});
