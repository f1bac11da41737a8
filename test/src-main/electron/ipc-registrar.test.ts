/**
 * Typed IPC (shared/bridge/ipc-map.ts, src-main/electron/ipc-registrar.ts): the registrar checks the
 * sender, then the payload, answers a Reply (a throw or a rejection becomes `ipc/failed`), and
 * `dispose()` removes exactly the handlers it registered. The `@ts-expect-error` lines are checked
 * by `tsc` (npm test type-checks the tests): a wrong payload or reply type for a channel fails the
 * build.
 */
import { describe, expect, it } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import { typedRegistrar, type IpcMainLike } from '../../../src-main/electron/ipc-registrar.js';
import type { Result } from '../../../shared/types.js';
import { checkNothing } from '../../../shared/bridge/table/table-validate.js';
import type { TableChannels } from '../../../shared/bridge/table/table-contract.js';
import { invoker } from '../../../src-main/electron/preload-invoke.js';

type Demo = {
  'demo:add': (req: { a: number; b: number }) => Result<number>;
  'demo:ping': (req: void) => Result<'pong'>;
};

class FakeIpc implements IpcMainLike {
  handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  call(channel: string, payload: unknown, from: { id: number; url: string }): unknown {
    const event = { sender: { id: from.id }, senderFrame: { url: from.url, parent: null } } as unknown as IpcMainInvokeEvent;
    return this.handlers.get(channel)!(event, payload);
  }
}

const BASE = 'file:///app/out/renderer/';
const guard = { controlIds: () => new Set([1]), allIds: () => new Set([1, 2]), appBase: BASE };
const control = { id: 1, url: `${BASE}index.html` };
const display = { id: 2, url: `${BASE}display.html` };
const checkAdd = (x: unknown) => {
  const o = x as { a?: unknown; b?: unknown } | null;
  return o && typeof o.a === 'number' && typeof o.b === 'number'
    ? ({ ok: true, value: { a: o.a, b: o.b } } as const)
    : ({ ok: false, error: { code: 'ipc/bad-payload', message: 'payload: {a, b} numbers', path: 'payload' } } as const);
};

describe('typed IPC registrar', () => {
  it('checks the sender, then the payload, and answers a Reply; throws become ipc/failed', async () => {
    const ipc = new FakeIpc();
    const r = typedRegistrar<Demo>(ipc, guard);
    r.on('demo:add', 'control', checkAdd, ({ a, b }) => ({ ok: true, value: a + b }));
    r.on('demo:ping', 'any', checkNothing, () => {
      throw new Error('boom');
    });
    expect(ipc.call('demo:add', { a: 2, b: 3 }, control)).toEqual({ ok: true, value: 5 });
    expect(ipc.call('demo:add', { a: 2, b: 3 }, display)).toMatchObject({ ok: false, error: { code: 'ipc/untrusted-sender' } });
    expect(ipc.call('demo:add', { a: 2, b: 3 }, { id: 1, url: 'https://evil.example/' })).toMatchObject({ ok: false, error: { code: 'ipc/untrusted-sender' } });
    expect(ipc.call('demo:add', { a: 'x' }, control)).toMatchObject({ ok: false, error: { code: 'ipc/bad-payload', path: 'payload' } });
    expect(ipc.call('demo:ping', undefined, display)).toEqual({ ok: false, error: { code: 'ipc/failed', message: 'boom' } });
    expect(ipc.call('demo:ping', 'extra', display)).toMatchObject({ ok: false, error: { code: 'ipc/bad-payload' } });
  });

  it('dispose() removes exactly what it registered', () => {
    const ipc = new FakeIpc();
    ipc.handle('other:keep', () => 'kept');
    const r = typedRegistrar<Demo>(ipc, guard);
    r.on('demo:add', 'control', checkAdd, ({ a, b }) => ({ ok: true, value: a + b }));
    r.on('demo:ping', 'any', checkNothing, () => ({ ok: true, value: 'pong' }));
    expect([...ipc.handlers.keys()].sort()).toEqual(['demo:add', 'demo:ping', 'other:keep']);
    r.dispose();
    expect([...ipc.handlers.keys()]).toEqual(['other:keep']);
    r.dispose(); // twice is harmless
    expect([...ipc.handlers.keys()]).toEqual(['other:keep']);
  });

  it('types requests and replies from the channel map (checked by tsc)', async () => {
    const ipc = new FakeIpc();
    const r = typedRegistrar<Demo>(ipc, guard);
    // @ts-expect-error: a reply of the wrong type for the channel
    r.on('demo:add', 'control', checkAdd, () => ({ ok: true, value: 'five' }));
    // @ts-expect-error: a channel the map does not have
    r.on('demo:nope', 'control', checkNothing, () => ({ ok: true, value: null }));
    const calls: unknown[][] = [];
    const invoke = invoker<TableChannels>({ invoke: async (...a: unknown[]) => (calls.push(a), { ok: true, value: null }) });
    // @ts-expect-error: mus:match:new takes a MatchSetup, not a string
    await invoke('mus:match:new', 'a setup');
    // @ts-expect-error: mus:state:get takes nothing
    await invoke('mus:state:get', { x: 1 });
    const st = await invoke('mus:state:get');
    // the reply type comes from the map: Result<Snapshot | null>
    const seq: number | undefined = st.ok ? st.value?.seq : undefined;
    expect(seq).toBeUndefined();
    expect(calls.at(-1)).toEqual(['mus:state:get']);
  });
});
