/**
 * The preload exposes exactly one object, `window.mus`, whose methods each invoke one fixed channel;
 * the page never gets `ipcRenderer` itself.
 */
import { describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, type MusBridge } from '../../../shared/bridge/table/table-contract.js';
import { LIBRARY_CHANNELS } from '../../../shared/bridge/library/library-contract.js';
import { BOX_CHANNELS } from '../../../shared/bridge/box/box-contract.js';
import { SHARE_CHANNELS } from '../../../shared/bridge/share/share-contract.js';

describe('preload', () => {
  it('exposes the bridge as window.mus and routes each call to its channel', async () => {
    await import('../../../src-main/electron/preload.js');
    const expose = vi.mocked(contextBridge.exposeInMainWorld);
    expect(expose).toHaveBeenCalledTimes(1);
    const [name, api] = expose.mock.calls[0] as [string, MusBridge];
    expect(name).toBe('mus');
    expect(Object.keys(api).sort()).toEqual(
      ['box', 'closeMatch', 'command', 'getNotices', 'getSettings', 'getState', 'kind', 'library', 'listDisplays', 'newMatch', 'onSettings', 'onState', 'openDisplay', 'saveSettings', 'share', 'tournament'].sort(),
    );
    for (const v of Object.values(api)) expect(v).not.toBe(ipcRenderer);
    for (const v of [...Object.values(api.library), ...Object.values(api.box), ...Object.values(api.share)]) expect(v).not.toBe(ipcRenderer);
    const invoke = vi.mocked(ipcRenderer.invoke);
    await api.command({ cmd: 'pass' }, 'keyboard');
    expect(invoke).toHaveBeenLastCalledWith(CHANNELS.command, { command: { cmd: 'pass' }, source: 'keyboard' });
    await api.openDisplay({ displayId: 2, fullscreen: true });
    expect(invoke).toHaveBeenLastCalledWith(CHANNELS.openDisplay, { displayId: 2, fullscreen: true });
    await api.getState();
    expect(invoke).toHaveBeenLastCalledWith(CHANNELS.getState);
    // the library and the box parts: one fixed channel each
    await api.library.correct({ id: 'm1', from: 3, entries: [], who: 'Juge', why: 'erreur de saisie' });
    expect(invoke).toHaveBeenLastCalledWith(LIBRARY_CHANNELS.correct, { id: 'm1', from: 3, entries: [], who: 'Juge', why: 'erreur de saisie' });
    await api.library.deletion('m1');
    expect(invoke).toHaveBeenLastCalledWith(LIBRARY_CHANNELS.deletion, { id: 'm1' });
    await api.box.connect({ path: '/dev/ttyACM0', baudRate: 115200, mode: 'auto', keymap: null });
    expect(invoke).toHaveBeenLastCalledWith(BOX_CHANNELS.connect, { path: '/dev/ttyACM0', baudRate: 115200, mode: 'auto', keymap: null });
    expect(api.box.available).toBe(true);
    await api.share.start({ port: 8740 });
    expect(invoke).toHaveBeenLastCalledWith(SHARE_CHANNELS.start, { port: 8740 });
    await api.share.stop();
    expect(invoke).toHaveBeenLastCalledWith(SHARE_CHANNELS.stop);
    expect(api.share.available).toBe(true);
    // one error style: a refused reply comes back as it is, and a failed invoke becomes `ipc/failed` —
    // nothing throws across the bridge
    invoke.mockResolvedValueOnce({ ok: false, error: { code: 'ipc/untrusted-sender', message: 'no' } });
    expect(await api.getSettings()).toEqual({ ok: false, error: { code: 'ipc/untrusted-sender', message: 'no' } });
    invoke.mockRejectedValueOnce(new Error('No handler registered for mus:box:state:get'));
    expect(await api.box.getState()).toEqual({ ok: false, error: { code: 'ipc/failed', message: 'No handler registered for mus:box:state:get' } });
    // subscriptions can be undone
    const cb = vi.fn();
    const off = api.onState(cb);
    const on = vi.mocked(ipcRenderer.on);
    const [channel, listener] = on.mock.calls.at(-1)!;
    expect(channel).toBe(CHANNELS.state);
    (listener as (e: unknown, s: unknown) => void)({}, { seq: 1 });
    expect(cb).toHaveBeenCalledWith({ seq: 1 });
    off();
    expect(ipcRenderer.removeListener).toHaveBeenCalledWith(CHANNELS.state, listener);
  });
});
