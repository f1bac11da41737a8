/**
 * The app's windows: the control window (the scorer's screen) and the room display (display-only,
 * large type, fullscreen on any attached monitor). Options are built by pure functions so that a
 * test fails if a security option is loosened.
 */
import { BrowserWindow, screen, type BrowserWindowConstructorOptions, type Rectangle } from 'electron';
import type { DisplayInfo, OpenDisplayRequest, Settings, Snapshot } from '../../shared/bridge/table/table-contract.js';
import { CHANNELS } from '../../shared/bridge/table/table-contract.js';
import { BOX_CHANNELS } from '../../shared/bridge/box/box-contract.js';
import type { BridgeState } from '../../shared/bridge/box/box-state.js';
import { TOURNAMENT_CHANNELS, type HubView } from '../../shared/bridge/tournament/tournament-contract.js';
import { SHARE_CHANNELS } from '../../shared/bridge/share/share-contract.js';
import type { PhonesPanel } from '../../shared/phones/lobby.js';
import { SECURE_WEB_PREFERENCES, hardenWebContents } from './security.js';
import { forDisplay } from '../../shared/display/snapshot.js';
import type { Result } from '../../shared/types.js';

/** Where the pages and the preload are. */
export interface AppPaths {
  /** Absolute path of the sandboxed preload bundle (`out/preload/preload.cjs`). */
  preload: string;
  /** URL of the control page (`file://…/out/renderer/index.html` or the dev server). */
  controlUrl: string;
  /** URL of the display page. */
  displayUrl: string;
  /** The base every app page URL starts with (trusted senders, allowed navigation). */
  appBase: string;
}

/** Options of the control window. */
export function controlWindowOptions(preload: string): BrowserWindowConstructorOptions {
  return {
    width: 1366,
    height: 768,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Mus',
    backgroundColor: '#f6f3ea',
    autoHideMenuBar: true,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload },
  };
}

/** Options of the room display window, placed on `bounds` (a monitor's area). */
export function displayWindowOptions(preload: string, bounds: Rectangle | null): BrowserWindowConstructorOptions {
  return {
    ...(bounds ? { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height } : { width: 1280, height: 720 }),
    show: false,
    title: 'Mus — display',
    backgroundColor: '#000000',
    autoHideMenuBar: true,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload },
  };
}

/** The attached monitors, primary flagged. */
export function listDisplays(): DisplayInfo[] {
  const primary = screen.getPrimaryDisplay().id;
  return screen.getAllDisplays().map((d, i) => ({
    id: d.id,
    label: d.label || `Display ${i + 1}`,
    width: d.size.width,
    height: d.size.height,
    primary: d.id === primary,
  }));
}

/** Creates, tracks and feeds the windows. */
export class WindowManager {
  private control: BrowserWindow | null = null;
  private display: BrowserWindow | null = null;

  constructor(private readonly paths: AppPaths) {}

  /** webContents ids allowed on the control channels. */
  controlIds(): Set<number> {
    const ids = new Set<number>();
    if (this.control && !this.control.isDestroyed()) ids.add(this.control.webContents.id);
    return ids;
  }

  /** webContents ids allowed on the read-only channels (control and display). */
  allIds(): Set<number> {
    const ids = this.controlIds();
    if (this.display && !this.display.isDestroyed()) ids.add(this.display.webContents.id);
    return ids;
  }

  /** Opens the control window (or focuses it). */
  openControl(): BrowserWindow {
    if (this.control && !this.control.isDestroyed()) {
      this.control.focus();
      return this.control;
    }
    const w = new BrowserWindow(controlWindowOptions(this.paths.preload));
    hardenWebContents(w.webContents, this.paths.appBase);
    w.once('ready-to-show', () => w.show());
    w.on('closed', () => {
      this.control = null;
      // the display is the control's companion: it goes with it
      if (this.display && !this.display.isDestroyed()) this.display.close();
    });
    void w.loadURL(this.paths.controlUrl);
    this.control = w;
    return w;
  }

  /**
   * Brings the control window to the front (a second launch of the app): restored if minimized,
   * shown, focused. Opens it only when there is none (macOS keeps the app without windows).
   */
  focusControl(): BrowserWindow {
    const w = this.control;
    if (w && !w.isDestroyed()) {
      if (typeof w.isMinimized === 'function' && w.isMinimized()) w.restore();
      w.show();
      w.focus();
      return w;
    }
    return this.openControl();
  }

  /**
   * Opens the room display on a monitor (by default one the control window is not on), or moves it.
   * @returns `display/unknown` when the monitor is not attached.
   */
  openDisplay(req: OpenDisplayRequest): Result<null> {
    const all = screen.getAllDisplays();
    let target = req.displayId === null ? undefined : all.find((d) => d.id === req.displayId);
    if (req.displayId !== null && !target) return { ok: false, error: { code: 'display/unknown', message: `no monitor with id ${req.displayId} is attached` } };
    if (!target) {
      const controlOn = this.control && !this.control.isDestroyed() ? screen.getDisplayMatching(this.control.getBounds()).id : null;
      target = all.find((d) => d.id !== controlOn) ?? all[0];
    }
    const bounds = target ? target.bounds : null;
    let w = this.display && !this.display.isDestroyed() ? this.display : null;
    if (!w) {
      w = new BrowserWindow(displayWindowOptions(this.paths.preload, bounds));
      hardenWebContents(w.webContents, this.paths.appBase);
      const win = w;
      win.once('ready-to-show', () => {
        win.show();
        if (req.fullscreen) win.setFullScreen(true);
      });
      win.on('closed', () => {
        if (this.display === win) this.display = null;
      });
      void win.loadURL(this.paths.displayUrl);
      this.display = win;
    } else {
      if (w.isFullScreen()) w.setFullScreen(false);
      if (bounds) w.setBounds(bounds);
      w.setFullScreen(req.fullscreen);
      w.show();
    }
    return { ok: true, value: null };
  }

  /** Sends a snapshot to every window (control and display) at once. */
  broadcast(s: Snapshot | null): void {
    if (this.control && !this.control.isDestroyed()) this.control.webContents.send(CHANNELS.state, s);
    if (this.display && !this.display.isDestroyed()) this.display.webContents.send(CHANNELS.state, forDisplay(s));
  }

  /** Sends the button box's state to every window (the chip in the control window's bar). */
  broadcastBox(s: BridgeState | null): void {
    this.send(BOX_CHANNELS.state, s);
  }

  /** Sends the tournament hub's view to the control window (the Tournoi screen; null: the hub stopped). */
  sendHub(v: HubView | null): void {
    if (this.control && !this.control.isDestroyed()) this.control.webContents.send(TOURNAMENT_CHANNELS.hub, v);
  }

  /** Sends the phones' panel to the control window only (it holds the seats' links; null: no phones now). */
  sendPhones(p: PhonesPanel | null): void {
    if (this.control && !this.control.isDestroyed()) this.control.webContents.send(SHARE_CHANNELS.phones, p);
  }

  /** Sends the settings to every window (the display follows the language). */
  broadcastSettings(s: Settings): void {
    this.send(CHANNELS.settings, s);
  }

  private send(channel: string, payload: unknown): void {
    for (const w of [this.control, this.display]) {
      if (w && !w.isDestroyed()) w.webContents.send(channel, payload);
    }
  }
}
