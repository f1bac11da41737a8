/** The app store listens to its bridge until disposed, like the box store. */
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src-renderer/store/app-store.js';
import type { MusBridge, Settings, Snapshot } from '../../../shared/bridge/table/table-contract.js';
import type { MatchSetup } from '../../../shared/index.js';
import { errorSentence } from '../../../shared/i18n/errors.js';

describe('app store', () => {
  it('dispose() removes its bridge subscriptions, and only then stops following the bridge', () => {
    const state = new Set<(s: Snapshot | null) => void>();
    const settings = new Set<(s: Settings) => void>();
    const bridge = {
      onState: (cb: (s: Snapshot | null) => void) => (state.add(cb), () => void state.delete(cb)),
      onSettings: (cb: (s: Settings) => void) => (settings.add(cb), () => void settings.delete(cb)),
    } as unknown as MusBridge;
    const store = createAppStore(bridge);
    expect(state.size).toBe(1);
    expect(settings.size).toBe(1);
    for (const cb of settings) cb({ lang: 'eu', setup: null });
    expect(store.settings.value.lang).toBe('eu');
    store.dispose();
    expect(state.size).toBe(0);
    expect(settings.size).toBe(0);
  });

  it('knows when the match on the table is won: "Nouvelle partie" then abandons nothing and asks nothing', () => {
    const state = new Set<(s: Snapshot | null) => void>();
    const bridge = {
      onState: (cb: (s: Snapshot | null) => void) => (state.add(cb), () => void state.delete(cb)),
      onSettings: () => () => undefined,
    } as unknown as MusBridge;
    const store = createAppStore(bridge);
    const send = (winner: 'A' | null, seq: number) => {
      for (const cb of state) cb({ matchId: 'm1', seq, canUndo: true, canRedo: false, view: { winner, deals: [] } } as unknown as Snapshot);
    };
    expect(store.matchWon.value).toBe(false);
    send(null, 1);
    expect(store.hasMatch.value).toBe(true);
    expect(store.matchWon.value).toBe(false);
    send('A', 2);
    expect(store.matchWon.value).toBe(true);
    store.dispose();
  });

  it('a refusal is kept as the error and said in the language on screen, also after a switch (never a bare code)', async () => {
    const saved: Settings[] = [];
    const bridge = {
      onState: () => () => undefined,
      onSettings: () => () => undefined,
      newMatch: async () => ({ ok: false, error: { code: 'setup/bad-esku', message: 'esku must be a seat', rule: 'FFMus art. 1' } }),
      saveSettings: async (s: Settings) => (saved.push(s), { ok: true, value: null }),
    } as unknown as MusBridge;
    const store = createAppStore(bridge);
    expect(await store.newMatch({} as MatchSetup, null)).toBe(false);
    expect(store.notice.value).toContain(errorSentence('setup/bad-esku', 'fr'));
    expect(store.notice.value).not.toContain('setup/bad-esku');
    await store.setLang('eu');
    expect(saved.map((s) => s.lang)).toEqual(['eu']);
    expect(store.notice.value).toContain(errorSentence('setup/bad-esku', 'eu'));
    expect(errorSentence('setup/bad-esku', 'eu')).not.toBe(errorSentence('setup/bad-esku', 'fr'));
  });

  it('a snapshot pushed while init is loading is kept over the older one init asked for (the room display in a tab)', async () => {
    const state = new Set<(s: Snapshot | null) => void>();
    const snap = { matchId: 'm1', seq: 3, canUndo: false, canRedo: false, view: { winner: null, deals: [] } } as unknown as Snapshot;
    const bridge = {
      onState: (cb: (s: Snapshot | null) => void) => (state.add(cb), () => void state.delete(cb)),
      onSettings: () => () => undefined,
      getSettings: async () => ({ ok: true, value: { lang: 'eu', setup: null } }),
      // asked at start: nothing yet; the control tab answers the hello with a push right after
      getState: async () => {
        queueMicrotask(() => { for (const cb of state) cb(snap); });
        return { ok: true, value: null };
      },
    } as unknown as MusBridge;
    const store = createAppStore(bridge);
    await store.init();
    expect(store.ready.value).toBe(true);
    expect(store.settings.value.lang).toBe('eu');
    expect(store.snapshot.value).toBe(snap);
  });
});
