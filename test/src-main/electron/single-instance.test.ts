/**
 * One app per data folder (`single-instance.ts`, and `main.ts` wired with it under a mocked
 * electron): a second launch on the same folder gets no lock, quits and opens nothing, and the
 * running app's window comes to the front; a launch with `MUS_DATA_DIR` elsewhere runs.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { claimSingleInstance, userDataFor, type InstanceApp } from '../../../src-main/electron/single-instance.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

afterAll(removeTempDirs);

/** Electron's lock as the OS holds it: one holder per userData folder; a loser's launch reaches the holder. */
function machine() {
  const holders = new Map<string, FakeApp>();
  class FakeApp implements InstanceApp {
    userData = '/home/u/.config/mus-table-companion';
    handlers: ((e: unknown, argv: string[], cwd: string, data: unknown) => void)[] = [];
    getPath() { return this.userData; }
    setPath(_n: 'userData', p: string) { this.userData = p; }
    requestSingleInstanceLock(data?: Record<string, unknown>) {
      const h = holders.get(this.userData);
      if (h) {
        for (const fn of h.handlers) fn({}, ['mus'], '/', data);
        return false;
      }
      holders.set(this.userData, this);
      return true;
    }
    on(_ev: 'second-instance', fn: (e: unknown, argv: string[], cwd: string, data: unknown) => void) { this.handlers.push(fn); return this; }
  }
  return { FakeApp };
}

describe('single instance per data folder', () => {
  it('a second launch on the same data folder is refused and focuses the running one', () => {
    const { FakeApp } = machine();
    const focused: string[] = [];
    const first = new FakeApp();
    expect(claimSingleInstance(first, { dataDir: '/data/default', defaultDataDir: '/data/default', onSecondLaunch: () => focused.push('first') })).toBe(true);
    const second = new FakeApp();
    expect(claimSingleInstance(second, { dataDir: '/data/default', defaultDataDir: '/data/default', onSecondLaunch: () => focused.push('second') })).toBe(false);
    expect(focused).toEqual(['first']);
    // MUS_DATA_DIR elsewhere: another app, allowed, with its own userData
    const other = new FakeApp();
    expect(claimSingleInstance(other, { dataDir: '/mnt/club', defaultDataDir: '/data/default', onSecondLaunch: () => focused.push('other') })).toBe(true);
    expect(other.userData).toBe(userDataFor('/home/u/.config/mus-table-companion', '/mnt/club', '/data/default'));
    expect(other.userData).not.toBe(first.userData);
    expect(focused).toEqual(['first']);
    // and a second launch on that folder focuses that one
    const again = new FakeApp();
    expect(claimSingleInstance(again, { dataDir: '/mnt/club/', defaultDataDir: '/data/default', onSecondLaunch: () => {} })).toBe(false);
    expect(focused).toEqual(['first', 'other']);
  });

  it('main.ts: without the lock it quits and opens nothing; with it, a second launch focuses the control window', async () => {
    const data = tempDir('mus-single-');
    process.env.MUS_DATA_DIR = data;
    try {
      for (const granted of [false, true]) {
        vi.resetModules();
        const mock = (await import('./electron-mock.js'));
        const base = mock.electronMock();
        const handlers: Record<string, ((...a: unknown[]) => void)[]> = {};
        let ready!: () => void;
        const whenReady = new Promise<void>((r) => { ready = r; });
        // main.ts's ready handler ends by listening for 'activate': the app is booted then
        let booted!: () => void;
        const bootDone = new Promise<void>((r) => { booted = r; });
        const app = {
          ...base.app,
          on: vi.fn((ev: string, fn: (...a: unknown[]) => void) => {
            (handlers[ev] ??= []).push(fn);
            if (ev === 'activate') booted();
          }),
          whenReady: vi.fn(() => whenReady),
          setPath: vi.fn(),
          quit: vi.fn(),
          requestSingleInstanceLock: vi.fn(() => granted),
        };
        vi.doMock('electron', () => ({ ...base, app, dialog: {}, session: { defaultSession: { setPermissionRequestHandler() {}, setPermissionCheckHandler() {}, webRequest: { onHeadersReceived() {} } } } }));
        const before = mock.FakeBrowserWindow.created.length;
        await import('../../../src-main/electron/main.js');
        expect(app.requestSingleInstanceLock).toHaveBeenCalledWith({ dataDir: data });
        if (!granted) {
          // it quits while loading, and never waits for the app to be ready: nothing can open later
          expect(app.quit).toHaveBeenCalled();
          expect(app.whenReady).not.toHaveBeenCalled();
          expect(mock.FakeBrowserWindow.created.length).toBe(before); // opens nothing
          continue;
        }
        ready();
        await bootDone;
        expect(app.quit).not.toHaveBeenCalled();
        expect(mock.FakeBrowserWindow.created.length).toBe(before + 1);
        const control = mock.FakeBrowserWindow.created[before]!;
        const focus = vi.spyOn(control, 'focus');
        for (const fn of handlers['second-instance'] ?? []) fn({}, ['mus'], '/', { dataDir: data });
        expect(focus).toHaveBeenCalled();
        expect(mock.FakeBrowserWindow.created.length).toBe(before + 1); // no new window
        for (const fn of handlers['will-quit'] ?? []) fn();
        vi.doUnmock('electron');
      }
    } finally {
      delete process.env.MUS_DATA_DIR;
    }
  });
});
