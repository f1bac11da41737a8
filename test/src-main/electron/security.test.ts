/** The security helpers: app URLs, trusted senders, session permissions, the CSP in the pages. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import fc from 'fast-check';
import { propertyRuns } from '../../helpers/property-seed.js';
import type { Session } from 'electron';
import { ALLOWED_PERMISSIONS, CSP, CSP_DEV, hardenAllWebContents, hardenSession, hardenWebContents, isAppUrl, isTrustedSender } from '../../../src-main/electron/security.js';
import { FakeWebContents } from './electron-mock.js';
import { cspPlugin } from '../../../vite.web.config.js';
import { itemAt } from '../../helpers/item-at.js';

const BASE = 'file:///home/u/app/out/renderer/';

describe('isAppUrl', () => {
  it('accepts the app pages only', () => {
    expect(isAppUrl(`${BASE}index.html`, BASE)).toBe(true);
    expect(isAppUrl(`${BASE}display.html?x=1#y`, BASE)).toBe(true);
    for (const bad of [
      'file:///home/u/app/out/renderer', 'file:///home/u/app/out/rendererX/index.html', 'file:///etc/passwd',
      `${BASE}../main/index.js`, `${BASE}%2e%2e/main/index.js`, 'https://example.org/index.html', 'javascript:alert(1)',
      'data:text/html,hi', '', null, undefined, 'not a url',
    ]) expect(isAppUrl(bad, BASE), String(bad)).toBe(false);
  });

  it('dev server: same origin only', () => {
    const dev = 'http://localhost:5173/';
    expect(isAppUrl('http://localhost:5173/index.html', dev)).toBe(true);
    expect(isAppUrl('http://localhost:5174/index.html', dev)).toBe(false);
    expect(isAppUrl('http://user:pw@localhost:5173/index.html', dev)).toBe(false);
    expect(isAppUrl('https://localhost:5173/index.html', dev)).toBe(false);
  });

  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isAppUrl(s, BASE) === 'boolean'), propertyRuns(9));
  });
});

describe('malformed URLs are refused, never thrown on (hardening)', () => {
  const malformed = [`${BASE}%`, `${BASE}%E0%A4%A.html`, `${BASE}index.html%zz`, `${BASE}%C0%AE%C0%AE/etc`, `${BASE}%ED%A0%80.html`, `${BASE}%FF`];

  it('isAppUrl is total: a malformed percent-escape is refused', () => {
    for (const u of malformed) {
      expect(() => isAppUrl(u, BASE), u).not.toThrow();
      expect(isAppUrl(u, BASE), u).toBe(false);
    }
    expect(isAppUrl(`${BASE}index.html`, 'not a url %')).toBe(false);
    fc.assert(fc.property(fc.array(fc.constantFrom('%', 'E', '0', 'a', '/', '.', 'z', 'F', '8'), { maxLength: 12 }), (parts) => {
      const path = parts.join('');
      const r = isAppUrl(`${BASE}${path}`, BASE);
      // what the result must be: a path under the app's folder with no `..` is the app's page exactly
      // when its escapes read as UTF-8 (a `%` not followed by two hex digits, or the bytes of no
      // character, is refused). (With a `..`, the URL's own resolution may drop a segment, escape and all.)
      let readable = true;
      try {
        decodeURIComponent(path);
      } catch {
        readable = false;
      }
      if (!path.includes('..')) expect(r, path).toBe(readable);
    }), propertyRuns(8, 3000));
  });

  it('will-navigate, will-redirect, will-frame-navigate and senders fail closed on them', () => {
    const wc = new FakeWebContents();
    hardenWebContents(wc as never, BASE);
    for (const u of malformed) {
      expect(wc.fire('will-navigate', u), u).toBe(true);
      expect(wc.fire('will-redirect', u), u).toBe(true);
      expect(wc.fire('will-frame-navigate', u), u).toBe(true);
      expect(isTrustedSender({ sender: { id: 1 }, senderFrame: { url: u, parent: null } }, new Set([1]), BASE)).toBe(false);
    }
    expect(wc.fire('will-navigate', `${BASE}index.html`)).toBe(false);
  });
});

describe('hardenAllWebContents (hardening)', () => {
  it('a webContents the app did not make itself gets the same rules: no window.open, no navigation or redirect away, no webview', () => {
    const app = new EventEmitter();
    hardenAllWebContents(app, BASE);
    const wc = new FakeWebContents();
    app.emit('web-contents-created', {}, wc);
    expect(wc.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    for (const ev of ['will-navigate', 'will-redirect', 'will-frame-navigate']) {
      expect(wc.fire(ev, 'https://evil.example/'), ev).toBe(true);
      expect(wc.fire(ev, 'file:///etc/passwd'), ev).toBe(true);
      expect(wc.fire(ev, `${BASE}display.html`), ev).toBe(false);
    }
    expect(wc.fire('will-attach-webview')).toBe(true);
  });
});

describe('isTrustedSender', () => {
  const ids = new Set([3]);
  it('needs a known id, the main frame, and an app page', () => {
    expect(isTrustedSender({ sender: { id: 3 }, senderFrame: { url: `${BASE}index.html`, parent: null } }, ids, BASE)).toBe(true);
    expect(isTrustedSender({ sender: { id: 4 }, senderFrame: { url: `${BASE}index.html`, parent: null } }, ids, BASE)).toBe(false);
    expect(isTrustedSender({ sender: { id: 3 }, senderFrame: { url: `${BASE}index.html`, parent: {} } }, ids, BASE)).toBe(false);
    expect(isTrustedSender({ sender: { id: 3 }, senderFrame: { url: 'https://x.org/', parent: null } }, ids, BASE)).toBe(false);
    expect(isTrustedSender({ sender: { id: 3 }, senderFrame: null }, ids, BASE)).toBe(false);
  });
});

describe('hardenSession', () => {
  it('denies every permission but fullscreen, and sends the CSP header', () => {
    let request: ((wc: unknown, p: string, cb: (ok: boolean) => void) => void) | null = null;
    let check: ((wc: unknown, p: string) => boolean) | null = null;
    let headers: ((d: { responseHeaders?: Record<string, string[]> }, cb: (r: { responseHeaders: Record<string, string[]> }) => void) => void) | null = null;
    const fake = {
      setPermissionRequestHandler: (fn: typeof request) => { request = fn; },
      setPermissionCheckHandler: (fn: typeof check) => { check = fn; },
      webRequest: { onHeadersReceived: (fn: typeof headers) => { headers = fn; } },
    };
    hardenSession(fake as unknown as Session);
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'serial', 'hid', 'usb']) {
      let got: boolean | null = null;
      request!(null, p, (ok) => { got = ok; });
      expect(got, p).toBe(false);
      expect(check!(null, p), p).toBe(false);
    }
    let full: boolean | null = null;
    request!(null, 'fullscreen', (ok) => { full = ok; });
    expect(full).toBe(true);
    expect([...ALLOWED_PERMISSIONS]).toEqual(['fullscreen']);
    let out: Record<string, string[]> = {};
    headers!({ responseHeaders: { a: ['1'] } }, (r) => { out = r.responseHeaders; });
    expect(out['Content-Security-Policy']).toEqual([CSP]);
  });
});

describe('CSP in the pages', () => {
  it('every page carries the CSP placeholder and no inline script (the control window, the display, the seat and the host pages)', () => {
    const pages = readdirSync(new URL('../../../src-renderer/', import.meta.url)).filter((f) => f.endsWith('.html'));
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'display.html', 'seat.html', 'host.html']));
    for (const page of pages) {
      const html = readFileSync(new URL(`../../../src-renderer/${page}`, import.meta.url), 'utf8');
      expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="%CSP%" />');
      // every script is an external module
      for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        expect(m[1]).toMatch(/src=/);
        expect(itemAt(m, 2).trim()).toBe('');
      }
    }
  });

  it('the build writes the strict policy; only the dev server loosens styles and adds its websocket', () => {
    const plugin = cspPlugin() as unknown as { configResolved: (c: { command: string }) => void; transformIndexHtml: (h: string) => string };
    plugin.configResolved({ command: 'build' });
    expect(plugin.transformIndexHtml('<meta content="%CSP%">')).toBe(`<meta content="${CSP}">`);
    plugin.configResolved({ command: 'serve' });
    expect(plugin.transformIndexHtml('%CSP%')).toBe(CSP_DEV);
    expect(CSP_DEV).not.toMatch(/script-src[^;]*unsafe/);
  });
});
