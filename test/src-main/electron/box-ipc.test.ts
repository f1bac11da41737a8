/**
 * The button box's IPC handlers: unknown senders are ignored, the display window may read the
 * state but not list, connect or disconnect, every payload is checked and rebuilt before the
 * service sees it, and each channel answers with data (never a throw).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';
import { MockBinding } from '@serialport/binding-mock';
import { BOX_CHANNELS } from '../../../shared/bridge/box/box-contract.js';
import { registerBoxIpc } from '../../../src-main/electron/box/box-ipc.js';
import { BoxService } from '../../../src-main/electron/box/box-service.js';
import type { IpcMainLike } from '../../../src-main/electron/table/table-ipc.js';
import { mockBinding, newSession } from '../serial/helpers.js';

const BASE = 'file:///app/out/renderer/';
const CONTROL = 21;
const DISPLAY = 22;
const PATH = '/dev/ttyMUSIPC0';
const REQ = { path: PATH, baudRate: 115200, mode: 'box', keymap: null };

type Handler = (e: IpcMainInvokeEvent, ...a: unknown[]) => unknown;
type Answer = { ok: boolean; value?: unknown; error?: { code: string; path?: string; message: string } };

function setup() {
  const handlers = new Map<string, Handler>();
  const ipc: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: (ch) => void handlers.delete(ch) };
  const box = new BoxService({ binding: mockBinding, onState: () => {}, throttleMs: 0 });
  const connect = vi.spyOn(box, 'connect');
  const disconnect = vi.spyOn(box, 'disconnect');
  const listPorts = vi.spyOn(box, 'listPorts');
  const remove = registerBoxIpc(ipc, { guard: { controlIds: () => new Set([CONTROL]), allIds: () => new Set([CONTROL, DISPLAY]), appBase: BASE }, box });
  const event = (id: number, url = `${BASE}index.html`, parent: unknown = null) =>
    ({ sender: { id }, senderFrame: { url, parent } }) as unknown as IpcMainInvokeEvent;
  const call = async (ch: string, e: IpcMainInvokeEvent, payload?: unknown) => (await handlers.get(ch)!(e, payload)) as Answer;
  return { handlers, box, connect, disconnect, listPorts, remove, event, call };
}

beforeEach(() => {
  MockBinding.reset();
  MockBinding.createPort(PATH, { record: true, manufacturer: 'Arduino' });
});

describe('button box IPC', () => {
  it('registers the four invoke channels and removes them', () => {
    const s = setup();
    const invoke = Object.values(BOX_CHANNELS).filter((c) => c !== BOX_CHANNELS.state);
    expect([...s.handlers.keys()].sort()).toEqual([...invoke].sort());
    s.remove();
    expect(s.handlers.size).toBe(0);
  });

  it('each channel from the control window', async () => {
    const s = setup();
    const ctl = s.event(CONTROL);
    expect(await s.call(BOX_CHANNELS.getState, ctl)).toEqual({ ok: true, value: null });
    const ports = await s.call(BOX_CHANNELS.listPorts, ctl);
    expect(ports.ok).toBe(true);
    expect(ports.value).toEqual([{ path: PATH, manufacturer: 'Arduino', serialNumber: '1', vendorId: undefined, productId: undefined }]);
    // no match yet: the request is kept, the state says a match is needed
    expect(await s.call(BOX_CHANNELS.connect, ctl, REQ)).toEqual({ ok: true, value: null });
    const st = await s.call(BOX_CHANNELS.getState, ctl);
    expect(st.value).toMatchObject({ status: 'idle', path: PATH, lastError: { code: 'box/no-match' } });
    // with a match, the same request connects
    s.box.attach(newSession());
    await s.box.settled();
    expect(s.box.state()?.status).toBe('handshake');
    expect(await s.call(BOX_CHANNELS.disconnect, ctl)).toEqual({ ok: true, value: null });
    expect(s.box.state()?.status).toBe('stopped');
    expect(s.disconnect).toHaveBeenCalledTimes(1);
    await s.box.stop();
  });

  it('ignores unknown senders on every channel; the display may only read the state', async () => {
    const s = setup();
    const strangers = [
      s.event(99),
      s.event(CONTROL, 'https://evil.example/index.html'),
      s.event(CONTROL, `${BASE}index.html`, { url: 'x' }),
      { sender: { id: CONTROL }, senderFrame: null } as unknown as IpcMainInvokeEvent,
    ];
    for (const e of strangers) {
      for (const ch of [BOX_CHANNELS.listPorts, BOX_CHANNELS.connect, BOX_CHANNELS.disconnect, BOX_CHANNELS.getState]) {
        expect((await s.call(ch, e, ch === BOX_CHANNELS.connect ? REQ : undefined)).error?.code).toBe('ipc/untrusted-sender');
      }
    }
    const disp = s.event(DISPLAY, `${BASE}display.html`);
    expect((await s.call(BOX_CHANNELS.listPorts, disp)).error?.code).toBe('ipc/untrusted-sender');
    expect((await s.call(BOX_CHANNELS.connect, disp, REQ)).error?.code).toBe('ipc/untrusted-sender');
    expect((await s.call(BOX_CHANNELS.disconnect, disp)).error?.code).toBe('ipc/untrusted-sender');
    expect(await s.call(BOX_CHANNELS.getState, disp)).toEqual({ ok: true, value: null });
    expect(s.connect).not.toHaveBeenCalled();
    expect(s.disconnect).not.toHaveBeenCalled();
    expect(s.listPorts).not.toHaveBeenCalled();
  });

  it('checks every payload field and passes on only the rebuilt request', async () => {
    const s = setup();
    const ctl = s.event(CONTROL);
    const junk: [unknown, string][] = [
      [null, 'req'], [42, 'req'], ['/dev/ttyUSB0', 'req'], [[REQ], 'req'],
      [{ ...REQ, path: 7 }, 'req.path'], [{ ...REQ, path: '' }, 'req.path'], [{ ...REQ, path: 'a'.repeat(4097) }, 'req.path'],
      [{ ...REQ, path: '/dev/tty\u0000USB0' }, 'req.path'],
      [{ ...REQ, baudRate: 115201 }, 'req.baudRate'], [{ ...REQ, baudRate: '115200' }, 'req.baudRate'], [{ ...REQ, baudRate: undefined }, 'req.baudRate'],
      [{ ...REQ, mode: 'BOX' }, 'req.mode'], [{ ...REQ, mode: undefined }, 'req.mode'],
      [{ ...REQ, keymap: {} }, 'req.keymap'], [{ ...REQ, keymap: 'x'.repeat(65537) }, 'req.keymap'],
    ];
    for (const [payload, field] of junk) {
      const r = await s.call(BOX_CHANNELS.connect, ctl, payload);
      expect(r.error?.code, JSON.stringify(payload)?.slice(0, 60)).toBe('box/bad-request');
      expect(r.error?.path).toBe(field);
      expect(r.error?.message.startsWith(`${field}: `)).toBe(true);
    }
    expect(s.connect).not.toHaveBeenCalled();
    // the longest path and the largest key map pass the IPC check (the map itself is then checked by the service)
    expect((await s.call(BOX_CHANNELS.connect, ctl, { ...REQ, path: 'a'.repeat(4096) })).ok).toBe(true);
    const bigMap = await s.call(BOX_CHANNELS.connect, ctl, { ...REQ, keymap: ' '.repeat(65536) });
    expect(bigMap.error?.code).toBe('keymap/not-json');
    expect(bigMap.error?.path).toBe('keymap');
    // extra fields are dropped
    await s.call(BOX_CHANNELS.connect, ctl, { ...REQ, path: null, baudRate: 9600, mode: 'auto', evil: 'rm -rf', keymap: undefined });
    expect(s.connect).toHaveBeenLastCalledWith({ path: null, baudRate: 9600, mode: 'auto', keymap: null });
    // calls without a payload refuse one
    for (const ch of [BOX_CHANNELS.listPorts, BOX_CHANNELS.disconnect, BOX_CHANNELS.getState]) {
      expect((await s.call(ch, ctl, { sneaky: 1 })).error?.code).toBe('ipc/bad-payload');
    }
    await s.box.stop();
  });

  it('a failing port list is an answer, not a throw', async () => {
    const handlers = new Map<string, Handler>();
    const ipc: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: () => {} };
    const box = new BoxService({ binding: { list: () => Promise.reject(new Error('spawn udevadm ENOENT')), open: () => Promise.reject(new Error('no')) }, onState: () => {} });
    registerBoxIpc(ipc, { guard: { controlIds: () => new Set([CONTROL]), allIds: () => new Set([CONTROL]), appBase: BASE }, box });
    const e = { sender: { id: CONTROL }, senderFrame: { url: `${BASE}index.html`, parent: null } } as unknown as IpcMainInvokeEvent;
    const r = (await handlers.get(BOX_CHANNELS.listPorts)!(e)) as Answer;
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe('serial/list-failed');
    expect(r.error?.message).toContain('udev');
  });
});
