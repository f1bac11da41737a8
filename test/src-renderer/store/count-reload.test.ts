/**
 * The count on screen comes back after a reload (a crash, a closed tab, F5): the store keeps which
 * settled deal's count it shows (`mus.count` in the window's storage) and a new store on the same
 * storage opens the match at that count, « Donne suivante » to press. Dismissed, undone, another
 * match or a damaged value: no count comes back.
 */
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src-renderer/store/app-store.js';
import { COUNT_KEY, countKeep, type CountStorage } from '../../../src-renderer/store/count-keep.js';
import { windowKeeps } from '../../../src-renderer/store/window-keeps.js';
import type { MusBridge, Snapshot } from '../../../shared/bridge/table/table-contract.js';

/** A Map-backed storage, as the page's localStorage. */
function memoryStorage(): CountStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const snap = (matchId: string, seq: number, deals: number): Snapshot =>
  ({ matchId, seq, canUndo: true, canRedo: false, view: { winner: null, deals: Array.from({ length: deals }, () => ({})), current: null } } as unknown as Snapshot);

/** A bridge whose session holds `current` (what a reload's `getState` answers); `push` is a change. */
function rig(storage: CountStorage, first: Snapshot) {
  let current: Snapshot = first;
  const state = new Set<(s: Snapshot | null) => void>();
  const bridge = {
    onState: (cb: (s: Snapshot | null) => void) => (state.add(cb), () => void state.delete(cb)),
    onSettings: () => () => undefined,
    getSettings: async () => ({ ok: true, value: { lang: 'fr', setup: null } }),
    getState: async () => ({ ok: true, value: current }),
    command: async () => ({ ok: true, value: null }),
  } as unknown as MusBridge;
  const open = async () => {
    const store = createAppStore(bridge, windowKeeps(storage));
    await store.init();
    return store;
  };
  const push = (s: Snapshot) => {
    current = s;
    for (const cb of state) cb(s);
  };
  return { open, push };
}

describe('the count on screen after a reload', () => {
  it('a deal settled: the reloaded window shows its count again, once, until « Donne suivante »', async () => {
    const storage = memoryStorage();
    const r = rig(storage, snap('m1', 1, 2));
    const before = await r.open();
    expect(before.countFor.value).toBe(null);
    r.push(snap('m1', 2, 3)); // the third deal is settled: its count is on screen
    expect(before.countFor.value).toBe(2);
    before.dispose();
    const after = await r.open(); // the reload
    expect(after.countFor.value).toBe(2);
    after.dismissCount(); // « Donne suivante »
    expect(after.countFor.value).toBe(null);
    after.dispose();
    const again = await r.open();
    expect(again.countFor.value).toBe(null);
    expect(storage.map.has(COUNT_KEY)).toBe(false);
  });

  it('an act sent after the count, or the deal undone, leaves no count to bring back', async () => {
    const storage = memoryStorage();
    const r = rig(storage, snap('m1', 1, 0));
    const s1 = await r.open();
    r.push(snap('m1', 2, 1));
    expect(s1.countFor.value).toBe(0);
    await s1.send({ cmd: 'pass' });
    expect(s1.countFor.value).toBe(null);
    expect((await r.open()).countFor.value).toBe(null);
    const s2 = await r.open();
    r.push(snap('m1', 3, 2));
    expect(s2.countFor.value).toBe(1);
    r.push(snap('m1', 4, 1)); // undo of the settled deal
    expect(s2.countFor.value).toBe(null);
    expect((await r.open()).countFor.value).toBe(null);
  });

  it('another match, a deal the match no longer has, a damaged value: no count', async () => {
    const storage = memoryStorage();
    storage.setItem(COUNT_KEY, JSON.stringify({ matchId: 'other', deal: 0 }));
    expect((await rig(storage, snap('m1', 1, 1)).open()).countFor.value).toBe(null);
    storage.setItem(COUNT_KEY, JSON.stringify({ matchId: 'm1', deal: 4 }));
    expect((await rig(storage, snap('m1', 1, 1)).open()).countFor.value).toBe(null);
    storage.setItem(COUNT_KEY, '{not json');
    expect((await rig(storage, snap('m1', 1, 1)).open()).countFor.value).toBe(null);
    storage.setItem(COUNT_KEY, JSON.stringify({ matchId: 'm1', deal: 0 }));
    expect((await rig(storage, snap('m1', 1, 1)).open()).countFor.value).toBe(0);
  });

  it('a storage that refuses to write loses nothing on screen', () => {
    const keep = countKeep({ getItem: () => null, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('refused'); } });
    expect(() => keep.save('m1', 3)).not.toThrow();
    expect(() => keep.save('m1', null)).not.toThrow();
    expect(countKeep(null).load('m1')).toBe(null);
  });
});
