/**
 * Window options and the security checklist: a test here fails if any security option is loosened
 * (context isolation, sandbox, no Node in the page, web security, no webview…), if window.open or
 * navigation away from the app is allowed, or if the display stops following the control window.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import { FakeBrowserWindow, type FakeWebContents } from './electron-mock.js';
import { WindowManager, controlWindowOptions, displayWindowOptions, listDisplays } from '../../../src-main/electron/windows.js';
import { CSP, SECURE_WEB_PREFERENCES } from '../../../src-main/electron/security.js';
import { CHANNELS, type Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { itemAt } from '../../helpers/item-at.js';

const PATHS = {
  preload: '/app/out/preload/preload.cjs',
  appBase: 'file:///app/out/renderer/',
  controlUrl: 'file:///app/out/renderer/index.html',
  displayUrl: 'file:///app/out/renderer/display.html',
};

/** The security options every window must have, exactly. */
const REQUIRED = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
};

function expectSecure(prefs: unknown, preload: string) {
  const p = prefs as Record<string, unknown>;
  for (const [k, v] of Object.entries(REQUIRED)) expect(p[k], k).toBe(v);
  expect(p.preload).toBe(preload);
  // nothing that would open the page to Node or remote code
  expect(p).not.toHaveProperty('enableRemoteModule');
  expect(p.additionalArguments).toBeUndefined();
}

beforeEach(() => {
  FakeBrowserWindow.created.length = 0;
});

describe('window options', () => {
  it('the shared web preferences are the secure ones, and frozen', () => {
    expectSecure({ ...SECURE_WEB_PREFERENCES, preload: 'x' }, 'x');
    expect(Object.isFrozen(SECURE_WEB_PREFERENCES)).toBe(true);
  });

  it('the control window is secure and does not show before it is ready', () => {
    const o = controlWindowOptions(PATHS.preload);
    expectSecure(o.webPreferences, PATHS.preload);
    expect(o.show).toBe(false);
  });

  it('the display window is secure and placed on the monitor given', () => {
    const o = displayWindowOptions(PATHS.preload, { x: 1366, y: 0, width: 1920, height: 1080 });
    expectSecure(o.webPreferences, PATHS.preload);
    expect({ x: o.x, y: o.y, width: o.width, height: o.height }).toEqual({ x: 1366, y: 0, width: 1920, height: 1080 });
  });

  it('the CSP allows no inline script, no eval, no remote origin', () => {
    const script = CSP.split(';').map((s) => s.trim()).find((s) => s.startsWith('script-src'))!;
    expect(script).toBe("script-src 'self'");
    expect(CSP).not.toMatch(/unsafe-eval|unsafe-inline|https?:|\*/);
    expect(CSP).toContain("default-src 'none'");
    expect(CSP).toContain("object-src 'none'");
  });

  it('lists the attached monitors with the primary flagged', () => {
    expect(listDisplays()).toEqual([
      { id: 1, label: 'Laptop', width: 1366, height: 768, primary: true },
      { id: 2, label: 'TV', width: 1920, height: 1080, primary: false },
    ]);
  });
});

describe('WindowManager', () => {
  it('opens the control window hardened: window.open denied, navigation out of the app denied', () => {
    const wm = new WindowManager(PATHS);
    wm.openControl();
    const w = itemAt(FakeBrowserWindow.created, 0);
    expectSecure(w.options.webPreferences, PATHS.preload);
    expect(w.loaded).toBe(PATHS.controlUrl);
    const wc = w.webContents as FakeWebContents;
    expect(wc.windowOpenHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler!({ url: PATHS.displayUrl })).toEqual({ action: 'deny' });
    expect(wc.fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(wc.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(wc.fire('will-navigate', 'file:///app/out/renderer/../../secret.html')).toBe(true);
    expect(wc.fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(wc.fire('will-navigate', PATHS.controlUrl)).toBe(false);
    expect(wc.fire('will-attach-webview')).toBe(true);
    expect(wm.controlIds()).toEqual(new Set([wc.id]));
  });

  it('opens the display on the other monitor, fullscreen when asked, and broadcasts to both windows', () => {
    const wm = new WindowManager(PATHS);
    wm.openControl();
    expect(wm.openDisplay({ displayId: null, fullscreen: true })).toEqual({ ok: true, value: null });
    const control = itemAt(FakeBrowserWindow.created, 0);
    const display = itemAt(FakeBrowserWindow.created, 1);
    expectSecure(display.options.webPreferences, PATHS.preload);
    expect(display.loaded).toBe(PATHS.displayUrl);
    expect(display.options.x).toBe(1366); // the TV, not the laptop the control window is on
    display.emit('ready-to-show');
    expect(display.fullscreen).toBe(true);
    // display ids may read, not command
    expect(wm.allIds()).toEqual(new Set([control.webContents.id, display.webContents.id]));
    expect(wm.controlIds()).toEqual(new Set([control.webContents.id]));
    const snap = { seq: 7, view: { deals: [{ index: 0 }, { index: 1 }, { index: 2 }] } } as unknown as Snapshot;
    wm.broadcast(snap);
    // the control window gets everything; the display the same with only the last settled deal
    expect(control.webContents.sent).toEqual([{ channel: CHANNELS.state, payload: snap }]);
    expect(display.webContents.sent).toEqual([{ channel: CHANNELS.state, payload: { seq: 7, view: { deals: [{ index: 2 }] } } }]);
    // moving it to the laptop, windowed
    expect(wm.openDisplay({ displayId: 1, fullscreen: false }).ok).toBe(true);
    expect(FakeBrowserWindow.created).toHaveLength(2);
    expect(display.bounds).toEqual({ x: 0, y: 0, width: 1366, height: 768 });
    expect(display.fullscreen).toBe(false);
  });

  it('refuses a monitor that is not attached', () => {
    const wm = new WindowManager(PATHS);
    const r = wm.openDisplay({ displayId: 99, fullscreen: true });
    expect(r.ok).toBe(false);
    expect(FakeBrowserWindow.created).toHaveLength(0);
  });

  it('closing the control window closes the display; closed windows get nothing', () => {
    const wm = new WindowManager(PATHS);
    wm.openControl();
    wm.openDisplay({ displayId: 2, fullscreen: false });
    const control = itemAt(FakeBrowserWindow.created, 0);
    const display = itemAt(FakeBrowserWindow.created, 1);
    control.close();
    expect(display.destroyed).toBe(true);
    wm.broadcast(null);
    expect(control.webContents.sent).toEqual([]);
    expect(wm.allIds().size).toBe(0);
  });
});
