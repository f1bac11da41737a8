/**
 * The digits typed for an amount come back after a reload (a crash, Ctrl+R, F5): « 1 » « 2 » typed
 * for an imido of 12, not yet confirmed. The store keeps them (`mus.digits` in the window's storage,
 * with the point of the match they were typed at) and a new store on the same storage types them
 * into the pad again, over the browser's real bridge (its session and journal in the same storage).
 * Never twice, never at another point of the match, never an act: confirmed, the imido is said
 * once and the digits are gone. Before the fix the pad came back empty.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore, type AppStore } from '../../../src-renderer/store/app-store.js';
import { DIGITS_KEY, digitsKeep } from '../../../src-renderer/store/digits-keep.js';
import { windowKeeps } from '../../../src-renderer/store/window-keeps.js';
import { createWebBridge, type WebBridge } from '../../../src-renderer/bridge/web-bridge.js';
import type { MatchSetup } from '../../../shared/index.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 } as unknown as MatchSetup;

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.dispose();
});

/** The control window over `storage`, as after a (re)load (or over the same `bridge`: the desktop's renderer reloaded). */
async function open(storage: MemoryStorage, bridge?: WebBridge): Promise<{ bridge: WebBridge; store: AppStore }> {
  const b = bridge ?? createWebBridge({ storage, channel: null, now: () => new Date('2026-11-27T10:00:00Z') });
  const store = createAppStore(b, windowKeeps(storage));
  opened.push(store);
  await store.init();
  return { bridge: b, store };
}

/** A match at grande (the mus cut), with « 1 » « 2 » typed by the scorer. */
async function twelveTyped(storage: MemoryStorage): Promise<{ bridge: WebBridge; store: AppStore }> {
  const w = await open(storage);
  expect((await w.store.newMatch(SETUP, null))).toBe(true);
  await w.store.send({ cmd: 'cut' }, 'keyboard');
  await w.store.send({ cmd: 'digit', digit: 1 }, 'keyboard');
  await w.store.send({ cmd: 'digit', digit: 2 }, 'keyboard');
  expect(w.store.snapshot.value?.pad.digits).toBe('12');
  return w;
}

const log = (w: { bridge: WebBridge }) => w.bridge.session()?.match.log ?? [];

describe('the digits typed for an amount after a reload', () => {
  it('« 1 » « 2 » come back in the pad; confirmed, the imido of 12 is said once and nothing comes back', async () => {
    const storage = new MemoryStorage();
    const before = await twelveTyped(storage);
    const said = log(before).length;
    before.store.dispose();
    const after = await open(storage); // the reload: the page's session, recovered from its journal
    expect(after.store.snapshot.value?.pad.digits).toBe('12');
    expect(log(after)).toEqual(log(before)); // nothing said by putting them back
    await after.store.send({ cmd: 'enter' }, 'keyboard');
    expect(log(after).slice(said)).toEqual([{ type: 'action', action: { phase: 'grande', seat: 0, act: 'bet', amount: 12 } }]);
    expect(after.store.snapshot.value?.pad.digits).toBe('');
    after.store.dispose();
    const again = await open(storage);
    expect(again.store.snapshot.value?.pad.digits).toBe('');
    expect(log(again)).toEqual(log(after)); // the imido once
    expect(storage.getItem(DIGITS_KEY)).toBe(null);
  });

  it('a session that kept its pad (the desktop app, its renderer reloaded): the digits are not typed twice', async () => {
    const storage = new MemoryStorage();
    const before = await twelveTyped(storage);
    before.store.dispose();
    const after = await open(storage, before.bridge);
    expect(after.store.snapshot.value?.pad.digits).toBe('12');
    expect(after.store.snapshot.value?.error).toBe(null);
  });

  it('typed again once per window, and only at the point they were typed: an act said since drops them', async () => {
    const storage = new MemoryStorage();
    const before = await twelveTyped(storage);
    const kept = storage.getItem(DIGITS_KEY);
    await before.store.send({ cmd: 'pass' }, 'keyboard'); // the pass clears the pad: nothing to bring back
    expect(storage.getItem(DIGITS_KEY)).toBe(null);
    before.store.dispose();
    // as if the window went away before it saw the pass (the digits still kept at the point before it)
    storage.setItem(DIGITS_KEY, kept ?? '');
    const after = await open(storage);
    expect(after.store.snapshot.value?.pad.digits).toBe('');
    expect(log(after)).toEqual(log(before));
  });

  it('another match, a damaged value, a storage that refuses, a window that keeps nothing: no digits, nothing thrown', async () => {
    const storage = new MemoryStorage();
    const w = await twelveTyped(storage);
    const s = { ...w.store.snapshot.value!, pad: { ...w.store.snapshot.value!.pad, digits: '' } } as Snapshot;
    const keep = digitsKeep(storage);
    const at = JSON.parse(storage.getItem(DIGITS_KEY) ?? '{}') as Record<string, unknown>;
    expect(at).toMatchObject({ matchId: s.matchId, digits: '12' });
    expect(keep.load(s)).toBe('12');
    expect(keep.load({ ...s, pad: { ...s.pad, digits: '3' } })).toBe(null); // the pad has digits of its own
    expect(keep.load({ ...s, matchId: 'other' })).toBe(null);
    for (const bad of ['{not json', JSON.stringify({ ...at, digits: '123' }), JSON.stringify({ ...at, digits: 'ab' }), JSON.stringify({ ...at, said: 'x' })]) {
      storage.setItem(DIGITS_KEY, bad);
      expect(keep.load(s)).toBe(null);
    }
    const refusing = digitsKeep({ getItem: () => { throw new Error('refused'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('refused'); } });
    expect(() => refusing.save(w.store.snapshot.value)).not.toThrow();
    expect(() => refusing.save(null)).not.toThrow();
    expect(refusing.load(s)).toBe(null);
    expect(digitsKeep(null).load(s)).toBe(null);
  });
});
