/**
 * The Electron security checklist, in one place: web preferences every window gets, the content
 * security policy, navigation and `window.open` denied, permissions denied (except fullscreen for the
 * room display), and the check that an IPC message comes from one of our own pages.
 * See https://www.electronjs.org/docs/latest/tutorial/security.
 */
import type { Session, WebContents, WebPreferences } from 'electron';
import { CSP } from '../net/csp.js';

export { CSP };

/**
 * Web preferences of every app window: context isolation, sandbox, no Node in the page, web
 * security on, no `<webview>`, no remote fonts of insecure origin, no experimental features.
 * `preload` is added per window.
 */
export const SECURE_WEB_PREFERENCES: Readonly<WebPreferences> = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  spellcheck: false,
});

/** The policy for the dev server (`electron-vite dev`): Vite injects styles and talks over a websocket. */
export const CSP_DEV = CSP.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'").replace("connect-src 'self'", "connect-src 'self' ws:");

/** Permissions a page may get: only fullscreen (the room display). */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['fullscreen']);

/**
 * True when `url` is one of the app's own pages: under `appBase` (the `file://…/out/renderer/`
 * folder, or the dev server origin), with no tricks (`..`, other hosts). Total: it never throws;
 * anything it cannot read — a malformed URL, a malformed percent-escape (`%E0%A4%A`), a non-string —
 * is refused, so every caller (navigation handlers, the IPC sender check) fails closed.
 */
export function isAppUrl(url: string | undefined | null, appBase: string): boolean {
  try {
    if (typeof url !== 'string' || !url || typeof appBase !== 'string') return false;
    const u = new URL(url);
    const base = new URL(appBase);
    if (u.protocol !== base.protocol || u.host !== base.host) return false;
    if (u.username || u.password) return false;
    const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    return u.pathname.startsWith(basePath) && !decodeURIComponent(u.pathname).includes('..');
  } catch {
    return false; // URIError from a malformed escape, TypeError from a malformed URL: refused
  }
}

/** What an IPC event tells about its sender (a subset of `IpcMainInvokeEvent`). */
export interface SenderInfo {
  sender: { id: number };
  senderFrame?: { url: string; parent: unknown } | null;
}

/**
 * Accepts an IPC message only from a known window's main frame showing one of the app's pages.
 * @param knownIds webContents ids of the app's windows allowed on this channel
 */
export function isTrustedSender(e: SenderInfo, knownIds: ReadonlySet<number>, appBase: string): boolean {
  if (!knownIds.has(e.sender.id)) return false;
  const frame = e.senderFrame;
  if (!frame || frame.parent) return false;
  return isAppUrl(frame.url, appBase);
}

/**
 * Hardens a webContents: `window.open` denied, navigation away from the app denied, no webviews,
 * permissions denied except fullscreen.
 */
export function hardenWebContents(wc: WebContents, appBase: string): void {
  wc.setWindowOpenHandler(() => ({ action: 'deny' }));
  // isAppUrl is total (never throws), so a malformed URL is prevented, never let through
  const stay = (e: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url, appBase)) e.preventDefault();
  };
  wc.on('will-navigate', stay);
  wc.on('will-redirect', stay);
  wc.on('will-frame-navigate', (e) => {
    if (!isAppUrl(e.url, appBase)) e.preventDefault();
  });
  wc.on('will-attach-webview', (e) => e.preventDefault());
}

/** The part of Electron's `app` that {@link hardenAllWebContents} listens to. */
export interface WebContentsSource {
  on(event: 'web-contents-created', listener: (event: unknown, wc: WebContents) => void): unknown;
}

/**
 * Every webContents the app ever gets — its windows, and any it did not make itself (a devtools
 * window, one a future module opens) — gets {@link hardenWebContents}: no `window.open`, no
 * navigation or redirect away from the app's pages, no `<webview>`. Call before the first window.
 */
export function hardenAllWebContents(app: WebContentsSource, appBase: string): void {
  app.on('web-contents-created', (_e, wc) => hardenWebContents(wc, appBase));
}

/** Session-wide: permissions denied except fullscreen; the CSP sent as a header on http pages (dev). */
export function hardenSession(s: Session, csp: string = CSP): void {
  s.setPermissionRequestHandler((_wc, permission, callback) => callback(ALLOWED_PERMISSIONS.has(permission)));
  s.setPermissionCheckHandler((_wc, permission) => ALLOWED_PERMISSIONS.has(permission));
  s.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
}
