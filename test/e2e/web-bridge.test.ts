/**
 * The browser bridge without a browser: the engine in the page, its localStorage journal (a reload
 * resumes the match exactly), remembered settings, and the BroadcastChannel that feeds display tabs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createWebBridge } from '../../src-renderer/bridge/web-bridge.js';
import { createDisplayBridge } from '../../src-renderer/bridge/display-bridge.js';
import type { Snapshot } from '../../shared/bridge/table/table-contract.js';
import type { TableCommand } from '../../shared/index.js';

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() { return this.m.size; }
  clear() { this.m.clear(); }
  getItem(k: string) { return this.m.has(k) ? this.m.get(k)! : null; }
  key(i: number) { return [...this.m.keys()][i] ?? null; }
  removeItem(k: string) { this.m.delete(k); }
  setItem(k: string, v: string) { this.m.set(k, String(v)); }
}

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };
const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) c.close();
});

describe('web bridge', () => {
  it('plays, journals every change, and a reload resumes the same match (undo included)', async () => {
    const storage = new MemoryStorage();
    const b = createWebBridge({ storage, channel: null, now: () => new Date('2026-11-22T10:00:00Z') });
    const seen: (Snapshot | null)[] = [];
    b.onState((s) => seen.push(s));
    expect((await b.newMatch(SETUP)).ok).toBe(true);
    for (const cmd of [{ cmd: 'bet' }, { cmd: 'raise', amount: 3 }, { cmd: 'fold' }, { cmd: 'pass' }, { cmd: 'undo' }] as const) {
      expect((await b.command(cmd, 'keyboard')).ok).toBe(true);
    }
    expect(seen.at(-1)!.view.score).toEqual({ B: 2, A: 0 });
    expect(seen.at(-1)!.canRedo).toBe(true);
    const again = createWebBridge({ storage, channel: null });
    const got = await again.getState();
    expect(got.ok).toBe(true);
    if (!got.ok || !got.value) throw new Error('no state');
    const s = got.value;
    expect(s.view.score).toEqual({ A: 0, B: 2 });
    expect(s.matchId).toBe(seen.at(-1)!.matchId);
    expect(again.session()!.match.log).toEqual(b.session()!.match.log);
    expect(s.canRedo).toBe(true);
    // a bad setup puts nothing away and changes nothing
    expect((await again.newMatch({ ...SETUP, players: ['solo'] })).ok).toBe(false);
    expect(again.session()!.match.log).toEqual(b.session()!.match.log);
    expect(createWebBridge({ storage, channel: null }).session()!.match.log).toEqual(b.session()!.match.log);
    // a new match starts a new journal; the previous match stays in the library, with its log
    const before = again.session()!;
    await again.newMatch(SETUP);
    const third = createWebBridge({ storage, channel: null });
    expect(third.session()!.match.log).toEqual([]);
    const listed = await third.library.list({});
    expect(listed.ok && listed.value.map((m) => m.id)).toContain(before.id);
    const judged = await third.library.open(before.id);
    expect(judged.ok && judged.value.log).toEqual(before.match.log);
  });

  it('refuses bad input as data and keeps going', async () => {
    const b = createWebBridge({ storage: new MemoryStorage(), channel: null });
    expect((await b.command({ cmd: 'pass' }, 'ui')).ok).toBe(false);
    expect((await b.newMatch({ ...SETUP, esku: 7 })).ok).toBe(false);
    await b.newMatch(SETUP);
    const r = await b.command({ cmd: 'see' }, 'ui');
    expect(r.ok).toBe(false);
    const st = await b.getState();
    expect(st.ok && st.value!.error).not.toBeNull();
    expect((await b.command({ cmd: 'nope' } as never, 'ui')).ok).toBe(false);
  });

  it('remembers settings, validated', async () => {
    const storage = new MemoryStorage();
    const b = createWebBridge({ storage, channel: null });
    expect(await b.getSettings()).toEqual({ ok: true, value: { lang: 'fr', setup: null } });
    expect((await b.saveSettings({ lang: 'eu', setup: null })).ok).toBe(true);
    expect((await b.saveSettings({ lang: 'xx' as never, setup: null })).ok).toBe(false);
    expect(await createWebBridge({ storage, channel: null }).getSettings()).toEqual({ ok: true, value: { lang: 'eu', setup: null } });
    storage.setItem('mus.settings', '{broken');
    expect(await b.getSettings()).toEqual({ ok: true, value: { lang: 'fr', setup: null } });
  });

  it('feeds display tabs over a BroadcastChannel; a display asks for the state when it opens', async () => {
    const name = `mus-test-${Math.random()}`;
    const control = new BroadcastChannel(name);
    channels.push(control);
    const b = createWebBridge({ storage: new MemoryStorage(), channel: control });
    await b.newMatch(SETUP);
    await b.command({ cmd: 'bet' }, 'ui');
    // the display tab opens later
    const disp = new BroadcastChannel(name);
    channels.push(disp);
    const d = createDisplayBridge(disp, new MemoryStorage());
    const got = new Promise<Snapshot | null>((ok) => d.onState(ok));
    expect(await d.getState()).toEqual({ ok: true, value: null });
    const first = (await got)!;
    expect(first.view.current!.state.log).toHaveLength(1);
    const next = new Promise<Snapshot | null>((ok) => d.onState(ok));
    await b.command({ cmd: 'fold' }, 'ui');
    expect((await next)!.view.score).toEqual({ A: 1, B: 0 });
    expect((await d.command({ cmd: 'pass' }, 'ui')).ok).toBe(false);
    expect((await d.newMatch(SETUP)).ok).toBe(false);
  });
});

describe('the cards typed at a showdown survive a reload', () => {
  it('a new bridge on the same storage (a reloaded tab) shows the cards typed so far', async () => {
    const storage = new MemoryStorage();
    const b = createWebBridge({ storage, channel: null });
    await b.newMatch(SETUP);
    const cmds: TableCommand[] = [{ cmd: 'cut' }, ...Array(8).fill({ cmd: 'pass' }), ...Array(4).fill({ cmd: 'ez' }), ...Array(4).fill({ cmd: 'ez' }), ...Array(4).fill({ cmd: 'pass' })];
    for (const c of cmds) expect((await b.command(c, 'keyboard')).ok).toBe(true);
    expect(b.session()!.match.view.current!.state.stage).toBe('showdown');
    for (const n of [12, 12, 7, 1, 11]) await b.command({ cmd: 'card', number: n }, 'keyboard');
    const again = createWebBridge({ storage, channel: null });
    expect(again.session()!.pad.cards.flat()).toEqual([12, 12, 7, 1, 11]);
    // once the hands are counted, nothing is left to restore
    for (const n of [7, 5, 4, 6, 5, 4, 1, 6, 5, 4, 1]) await again.command({ cmd: 'card', number: n }, 'keyboard');
    expect((await again.command({ cmd: 'next' }, 'keyboard')).ok).toBe(true);
    expect(createWebBridge({ storage, channel: null }).session()!.pad.cards.flat()).toEqual([]);
  });
});
