/**
 * One declaration per bridge (shared/bridge/bridge-map.ts): the preload object and main's handlers
 * are derived from each bridge's map. Proved on the real wiring: the app booted as `main.ts` boots
 * it (`bootApp`, electron mocked) and the real preload (`musBridge`) over a recording `ipcRenderer`:
 * - every invoke entry of every map is a method of the preload, sending its one channel, and a
 *   handler in main; main registers nothing else;
 * - every push entry is an `onX` listener of the preload on its channel;
 * - every handler still refuses an unknown sender, a sub-frame, a page that is not ours, and a
 *   bad payload (its validator runs before anything else); a `control` channel refuses the display.
 * The `@ts-expect-error` lines are checked by `tsc` (npm test type-checks the tests).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import type { IpcMainInvokeEvent } from 'electron';
import { bootForTest, PATHS } from './boot-rig.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { musBridge } from '../../../src-main/electron/preload.js';
import { handle, serveBridge, type IpcMainLike } from '../../../src-main/electron/ipc-registrar.js';
import { checkNothing } from '../../../shared/bridge/table/table-validate.js';
import { listenerName, type AnyInvoke, type BridgeMap, type PushEntry } from '../../../shared/bridge/bridge-map.js';
import { TABLE_BRIDGE, CHANNELS } from '../../../shared/bridge/table/table-contract.js';
import { LIBRARY_BRIDGE } from '../../../shared/bridge/library/library-contract.js';
import { BOX_BRIDGE, BOX_CHANNELS, type BoxBridge } from '../../../shared/bridge/box/box-contract.js';
import { SHARE_BRIDGE, SHARE_CHANNELS } from '../../../shared/bridge/share/share-contract.js';
import { TOURNAMENT_BRIDGE } from '../../../shared/bridge/tournament/tournament-contract.js';

afterAll(removeTempDirs);

/** Each bridge's declaration and where the preload puts it in `window.mus`. */
const BRIDGES: [part: 'table' | 'library' | 'box' | 'share' | 'tournament', decl: BridgeMap][] = [
  ['table', TABLE_BRIDGE],
  ['library', LIBRARY_BRIDGE],
  ['box', BOX_BRIDGE],
  ['share', SHARE_BRIDGE],
  ['tournament', TOURNAMENT_BRIDGE],
];
const entries = (kind: 'invoke' | 'push') =>
  BRIDGES.flatMap(([part, decl]) => Object.entries(decl).filter(([, e]) => e.kind === kind).map(([key, e]) => ({ part, key, e })));
const invokes = entries('invoke') as { part: string; key: string; e: AnyInvoke }[];
const pushes = entries('push') as { part: string; key: string; e: PushEntry }[];

/** The preload over an `ipcRenderer` that records what is sent and listened to. */
function recordedPreload() {
  const sent: unknown[][] = [];
  const listened: string[] = [];
  const ipc = {
    invoke: async (...a: unknown[]) => (sent.push(a), { ok: true, value: null }),
    on: (channel: string) => (listened.push(channel), ipc),
    removeListener: () => ipc,
  };
  const api = musBridge(ipc as never) as unknown as Record<string, unknown>;
  const partOf = (part: string) => (part === 'table' ? api : (api[part] as Record<string, unknown>));
  return { api, partOf, sent, listened };
}

describe('one declaration per bridge', () => {
  it('every invoke entry is a preload method sending its channel, and every push entry an onX listener', async () => {
    const { partOf, sent, listened } = recordedPreload();
    expect(invokes.length).toBeGreaterThan(30);
    for (const { part, key, e } of invokes) {
      const method = partOf(part)[key];
      expect(typeof method, `${part}.${key}`).toBe('function');
      await (method as (...a: unknown[]) => Promise<unknown>)();
      expect(sent.at(-1)?.[0], `${part}.${key}`).toBe(e.channel);
      // a channel that takes nothing sends nothing, whatever the page passes
      if (e.none) {
        await (method as (...a: unknown[]) => Promise<unknown>)({ smuggled: true });
        expect(sent.at(-1), `${part}.${key}`).toEqual([e.channel]);
      }
    }
    for (const { part, key, e } of pushes) {
      const on = partOf(part)[listenerName(key)];
      expect(typeof on, `${part}.${listenerName(key)}`).toBe('function');
      (on as (cb: () => void) => () => void)(() => {})();
      expect(listened.at(-1)).toBe(e.channel);
    }
    // the derived channel names are the declared ones (SHARE_CHANNELS keeps `state` for getState)
    expect(CHANNELS.state).toBe(TABLE_BRIDGE.state.channel);
    expect(BOX_CHANNELS.connect).toBe('mus:box:connect');
    expect(SHARE_CHANNELS).toEqual({ start: 'mus:share:start', stop: 'mus:share:stop', state: 'mus:share:state', startPhones: 'mus:share:start-phones', getPhones: 'mus:share:phones-state', newLink: 'mus:share:phones-new-link', phones: 'mus:share:phones' });
  });

  it('main registers every invoke channel of every map, and nothing else, each behind the sender check and its validator', async () => {
    const dir = tempDir('mus-bridges-');
    const { app, handlers, control } = bootForTest(dir);
    try {
      const declared = invokes.map(({ e }) => e.channel).sort();
      expect(new Set(declared).size).toBe(declared.length); // no channel declared twice
      expect([...handlers.keys()].sort()).toEqual(declared);
      const event = (id: number, url = PATHS.controlUrl, parent: unknown = null) =>
        ({ sender: { id }, senderFrame: { url, parent } }) as unknown as IpcMainInvokeEvent;
      const call = async (channel: string, e: IpcMainInvokeEvent, payload?: unknown) =>
        (await handlers.get(channel)!(e, payload)) as { ok: boolean; error?: { code: string } };
      const me = control.webContents.id;
      const strangers = [event(999), event(me, PATHS.controlUrl, {}), event(me, 'https://evil.example/index.html'), event(me, 'file:///elsewhere/index.html')];
      for (const { e } of invokes) {
        for (const s of strangers) expect((await call(e.channel, s, undefined)).error?.code, e.channel).toBe('ipc/untrusted-sender');
        // a payload of the wrong kind is refused by the channel's validator, before it runs
        const bad = await call(e.channel, event(me), e.none ? { smuggled: true } : 'not a request');
        expect(bad.ok, e.channel).toBe(false);
        expect(bad.error?.code, e.channel).toMatch(/^(ipc\/bad-payload|box\/bad-request)$/); // the box's validator says `box/…`
      }
    } finally {
      await app.shutdown();
    }
  });

  it('the sender class comes from the declaration: a control channel refuses another app window', async () => {
    const handlers = new Map<string, (e: IpcMainInvokeEvent, p: unknown) => unknown>();
    const ipc: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn), removeHandler: (ch) => void handlers.delete(ch) };
    const base = 'file:///app/out/renderer/';
    const guard = { controlIds: () => new Set([1]), allIds: () => new Set([1, 2]), appBase: base };
    const ran: string[] = [];
    const dispose = serveBridge(ipc, guard, BOX_BRIDGE, {
      listPorts: handle(checkNothing, () => (ran.push('listPorts'), { ok: true, value: [] })),
      connect: handle(checkNothing, () => ({ ok: true, value: null })) as never,
      disconnect: handle(checkNothing, () => ({ ok: true, value: null })),
      getState: handle(checkNothing, () => (ran.push('getState'), { ok: true, value: null })),
    });
    const display = { sender: { id: 2 }, senderFrame: { url: `${base}display.html`, parent: null } } as unknown as IpcMainInvokeEvent;
    expect(BOX_BRIDGE.listPorts.who).toBe('control');
    expect(handlers.get(BOX_CHANNELS.listPorts)!(display, undefined)).toMatchObject({ ok: false, error: { code: 'ipc/untrusted-sender' } });
    expect(BOX_BRIDGE.getState.who).toBe('any');
    expect(handlers.get(BOX_CHANNELS.getState)!(display, undefined)).toEqual({ ok: true, value: null });
    expect(ran).toEqual(['getState']);
    dispose();
    expect(handlers.size).toBe(0);
  });

  it('types the handlers and the bridge from the declaration (checked by tsc)', () => {
    const ipc: IpcMainLike = { handle: () => {}, removeHandler: () => {} };
    const guard = { controlIds: () => new Set<number>(), allIds: () => new Set<number>(), appBase: 'file:///x/' };
    const ok = { ok: true as const, value: null };
    const fine = {
      listPorts: handle(checkNothing, () => ({ ok: true as const, value: [] })),
      connect: handle(checkNothing, () => ok) as never,
      disconnect: handle(checkNothing, () => ok),
      getState: handle(checkNothing, () => ok),
    };
    serveBridge(ipc, guard, BOX_BRIDGE, fine)();
    // type checks only: never run (the first would throw `no handler for mus:box:state:get`)
    const typeOnly = () => {
      // @ts-expect-error: a handler map without one of the bridge's channels
      serveBridge(ipc, guard, BOX_BRIDGE, { listPorts: fine.listPorts, connect: fine.connect, disconnect: fine.disconnect });
      // @ts-expect-error: a reply of the wrong type for the channel (listPorts answers PortListing[])
      serveBridge(ipc, guard, BOX_BRIDGE, { ...fine, listPorts: handle(checkNothing, () => ({ ok: true as const, value: 'ports' })) });
      // @ts-expect-error: a validator whose value is not the channel's request (connect takes a BoxConnectRequest)
      serveBridge(ipc, guard, BOX_BRIDGE, { ...fine, connect: handle((x) => ({ ok: true as const, value: String(x) }), () => ok) });
    };
    // the bridge type's methods come from the map: arguments, then a Promise of the declared reply
    const connect: BoxBridge['connect'] = async (req) => (req.baudRate > 0 ? ok : ok);
    // @ts-expect-error: connect takes a BoxConnectRequest, not a port path
    const wrong: BoxBridge['connect'] = async (req: string) => (req ? ok : ok);
    expect([typeof connect, typeof wrong, typeof typeOnly]).toEqual(['function', 'function', 'function']);
  });
});
