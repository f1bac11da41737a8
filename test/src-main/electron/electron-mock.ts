/**
 * A stand-in for the `electron` module in Node (the binary is not available in tests):
 * BrowserWindow as a class (vitest 4: `new` needs a class), webContents with recorded handlers,
 * screen with two monitors. Each test file calls `vi.mock('electron', () => electronMock())`.
 */
import { vi } from 'vitest';

/** A fake webContents that records its handlers and what it was sent. */
export class FakeWebContents {
  static nextId = 1;
  id = FakeWebContents.nextId++;
  sent: { channel: string; payload: unknown }[] = [];
  handlers: Record<string, ((...a: unknown[]) => void)[]> = {};
  windowOpenHandler: ((d: { url: string }) => { action: string }) | null = null;
  send(channel: string, payload: unknown) {
    this.sent.push({ channel, payload });
  }
  on(event: string, fn: (...a: unknown[]) => void) {
    (this.handlers[event] ??= []).push(fn);
    return this;
  }
  setWindowOpenHandler(fn: (d: { url: string }) => { action: string }) {
    this.windowOpenHandler = fn;
  }
  /** Fires an event; returns whether a handler called preventDefault. */
  fire(event: string, ...args: unknown[]): boolean {
    let prevented = false;
    const e = { preventDefault: () => { prevented = true; }, url: args[0] };
    for (const fn of this.handlers[event] ?? []) fn(e, ...args);
    return prevented;
  }
}

/** A fake BrowserWindow. */
export class FakeBrowserWindow {
  static created: FakeBrowserWindow[] = [];
  webContents = new FakeWebContents();
  loaded: string | null = null;
  fullscreen = false;
  bounds: unknown = null;
  destroyed = false;
  listeners: Record<string, (() => void)[]> = {};
  constructor(public options: Record<string, unknown>) {
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string) {
    this.loaded = url;
    return Promise.resolve();
  }
  once(ev: string, fn: () => void) {
    (this.listeners[ev] ??= []).push(fn);
  }
  on(ev: string, fn: () => void) {
    (this.listeners[ev] ??= []).push(fn);
  }
  emit(ev: string) {
    for (const fn of this.listeners[ev] ?? []) fn();
  }
  isDestroyed() { return this.destroyed; }
  isFullScreen() { return this.fullscreen; }
  setFullScreen(v: boolean) { this.fullscreen = v; }
  setBounds(b: unknown) { this.bounds = b; }
  getBounds() { return { x: 0, y: 0, width: 1366, height: 768 }; }
  show() {}
  focus() {}
  close() { this.destroyed = true; this.emit('closed'); }
}

/** Two monitors: the laptop (primary, id 1) and a TV (id 2). */
export const DISPLAYS = [
  { id: 1, label: 'Laptop', size: { width: 1366, height: 768 }, bounds: { x: 0, y: 0, width: 1366, height: 768 } },
  { id: 2, label: 'TV', size: { width: 1920, height: 1080 }, bounds: { x: 1366, y: 0, width: 1920, height: 1080 } },
];

/** The module mock. */
export function electronMock() {
  return {
    BrowserWindow: FakeBrowserWindow,
    screen: {
      getAllDisplays: vi.fn(() => DISPLAYS),
      getPrimaryDisplay: vi.fn(() => DISPLAYS[0]),
      getDisplayMatching: vi.fn(() => DISPLAYS[0]),
    },
    app: {
      on: vi.fn(), whenReady: vi.fn(() => new Promise(() => {})), enableSandbox: vi.fn(), getPath: vi.fn(() => '/tmp'), isPackaged: false,
      setPath: vi.fn(), quit: vi.fn(), requestSingleInstanceLock: vi.fn(() => true),
    },
    ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
    session: { defaultSession: {} },
    contextBridge: { exposeInMainWorld: vi.fn() },
    ipcRenderer: { invoke: vi.fn(async () => ({ ok: true, value: null })), on: vi.fn(), removeListener: vi.fn() },
  };
}
