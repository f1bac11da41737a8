/**
 * The screen on show comes back after a reload (a crash, Ctrl+R, F5): the library, the Tournoi
 * screen, the judge's view of the same match at the same step. The store keeps it (`mus.screen` in
 * the window's storage) and a new store on the same storage opens there, over the browser's real
 * bridge (its session, library and tournament in the same storage). A match deleted in the meantime
 * opens the library instead, a hub no longer running the Tournoi screen, a window without a
 * tournament the table: no error either way. Before the fix every reload opened the table.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAppStore, type AppStore } from '../../../src-renderer/store/app-store.js';
import { SCREEN_KEY, screenKeep, screenToReopen } from '../../../src-renderer/store/screen-keep.js';
import { windowKeeps } from '../../../src-renderer/store/window-keeps.js';
import { createJudgeStore } from '../../../src-renderer/judge/judge-store.js';
import { createWebBridge, type WebBridge } from '../../../src-renderer/bridge/web-bridge.js';
import type { MusBridge } from '../../../shared/bridge/table/table-contract.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';

const FIXTURE = readFileSync(fileURLToPath(new URL('../../fixtures/match-ffmus-full.record.json', import.meta.url)), 'utf8');

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.dispose();
});

/** The control window over `storage`, as after a (re)load: its bridge and its store, initialised. */
async function open(storage: MemoryStorage): Promise<{ bridge: WebBridge; store: AppStore }> {
  const bridge = createWebBridge({ storage, channel: null, now: () => new Date('2026-11-27T10:00:00Z') });
  const store = createAppStore(bridge, windowKeeps(storage));
  opened.push(store);
  await store.init();
  return { bridge, store };
}

/** A match imported into the library (the FFMus fixture), its id. */
async function imported(bridge: WebBridge): Promise<string> {
  const r = await bridge.library.importText(FIXTURE, true);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.id;
}

describe('the screen on show after a reload', () => {
  it('the library, then the Tournoi screen, come back; back at the table, a reload opens the table', async () => {
    const storage = new MemoryStorage();
    const w = await open(storage);
    expect(w.store.screen.value).toEqual({ name: 'table' });
    w.store.show({ name: 'library' });
    expect((await open(storage)).store.screen.value).toEqual({ name: 'library' });
    w.store.show({ name: 'tournament' });
    expect((await open(storage)).store.screen.value).toEqual({ name: 'tournament' });
    w.store.show({ name: 'table' });
    expect((await open(storage)).store.screen.value).toEqual({ name: 'table' });
    expect(storage.getItem(SCREEN_KEY)).toBe(null);
  });

  it('the judge’s view comes back on the same match at the same step, and opens there', async () => {
    const storage = new MemoryStorage();
    const w = await open(storage);
    const id = await imported(w.bridge);
    w.store.show({ name: 'judge', id });
    const js = createJudgeStore(w.bridge.library, id);
    await js.load();
    const last = js.model.value!.steps.length - 1;
    js.go(17);
    w.store.keepJudgeStep(js.step.value);
    const after = await open(storage);
    expect(after.store.screen.value).toEqual({ name: 'judge', id, step: 17 });
    // the judge's view opens at that step, not at the match's last
    const again = createJudgeStore(after.bridge.library, id, 17);
    await again.load();
    expect(again.step.value).toBe(17);
    expect(again.position.value).toEqual(js.position.value);
    // a step the match no longer has (a correction shortened it): its last step
    const beyond = createJudgeStore(after.bridge.library, id, last + 40);
    await beyond.load();
    expect(beyond.step.value).toBe(last);
    // keeping the step changes nothing on show (the judge's store is not made again)
    const shown = after.store.screen.value;
    after.store.keepJudgeStep(3);
    expect(after.store.screen.value).toBe(shown);
    expect((await open(storage)).store.screen.value).toEqual({ name: 'judge', id, step: 3 });
  });

  it('a match deleted in the meantime: the library opens instead, with no error', async () => {
    const storage = new MemoryStorage();
    const w = await open(storage);
    const id = await imported(w.bridge);
    w.store.show({ name: 'judge', id, step: 4 });
    const d = await w.bridge.library.deletion(id);
    if (!d.ok) throw new Error(d.error.message);
    expect(await w.bridge.library.remove(id, d.value.token)).toEqual({ ok: true, value: null });
    const after = await open(storage);
    expect(after.store.screen.value).toEqual({ name: 'library' });
    expect(after.store.notice.value).toBe(null);
    // and the library is what is kept now: the deleted match is not looked for again
    expect(JSON.parse(storage.getItem(SCREEN_KEY) ?? 'null')).toEqual({ name: 'library' });
  });

  it('a hub’s table no longer there: the Tournoi screen; a window without a tournament: the table', async () => {
    const storage = new MemoryStorage();
    const w = await open(storage);
    w.store.show({ name: 'judge', id: 'hub-r1-t2', hub: { round: 1, table: 2 } });
    expect((await open(storage)).store.screen.value).toEqual({ name: 'tournament' });
    const { tournament: _, ...noTournament } = w.bridge;
    expect(await screenToReopen(noTournament as MusBridge, { name: 'tournament' })).toEqual({ name: 'table' });
    expect(await screenToReopen(noTournament as MusBridge, { name: 'judge', id: 'x', hub: { round: 1, table: 1 } })).toEqual({ name: 'table' });
    // a library that does not answer counts as the match not being there
    const failing = { ...w.bridge, library: { ...w.bridge.library, open: () => Promise.reject(new Error('gone')) } } as MusBridge;
    expect(await screenToReopen(failing, { name: 'judge', id: 'x' })).toEqual({ name: 'library' });
  });

  it('a damaged or unknown value, a storage that refuses: the table, nothing thrown', async () => {
    const storage = new MemoryStorage();
    for (const bad of ['{not json', '"library"', '{"name":"judge"}', '{"name":"judge","id":"x","hub":{"round":-1,"table":0}}', '{"name":"setup"}']) {
      storage.setItem(SCREEN_KEY, bad);
      expect(screenKeep(storage).load()).toBe(null);
      expect((await open(storage)).store.screen.value).toEqual({ name: 'table' });
    }
    // a step that is not an index is dropped, the screen kept
    storage.setItem(SCREEN_KEY, '{"name":"judge","id":"m1","step":-2}');
    expect(screenKeep(storage).load()).toEqual({ name: 'judge', id: 'm1' });
    const refusing = screenKeep({ getItem: () => { throw new Error('refused'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('refused'); } });
    expect(() => refusing.save({ name: 'library' })).not.toThrow();
    expect(() => refusing.save({ name: 'table' })).not.toThrow();
    expect(refusing.load()).toBe(null);
    expect(screenKeep(null).load()).toBe(null);
  });
});
