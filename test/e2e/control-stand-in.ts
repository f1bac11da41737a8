/**
 * The control window's `window.mus` for journeys that open the app's page in Chromium without
 * Electron: no table (the setup screen), no library or box, and a `share` bridge whose methods go to
 * functions the test exposes on the page (`page.exposeFunction`), as the preload's would go to main.
 * Runs in the page: pass it to `page.addInitScript(standInMus, calls)`; it must stay self-contained.
 * Pushes of the phones' panel reach the page's `onPhones` listeners through `window.__phones(panel)`.
 */

/** How a share method is answered: the exposed function's name, and the channel it is called with first (if any). */
export type ShareCalls = Record<string, { fn: string; channel?: string }>;

/** Installs the stand-in `window.mus` (in the page). */
export function standInMus(calls: ShareCalls): void {
  const w = window as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const no = async () => ({ ok: false, error: { code: 'test/none', message: 'not in this test' } });
  const listeners = new Set<(p: unknown) => void>();
  (window as unknown as { __phones(p: unknown): void }).__phones = (p) => {
    for (const fn of listeners) fn(p);
  };
  const share: Record<string, unknown> = {
    available: true,
    getPhones: async () => ({ ok: true, value: null }),
    startPhones: no,
    newLink: no,
    onPhones: (fn: (p: unknown) => void) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  for (const [method, c] of Object.entries(calls)) {
    share[method] = (r?: unknown) => (c.channel === undefined ? w[c.fn]!(r) : w[c.fn]!(c.channel, r));
  }
  (window as unknown as { mus: unknown }).mus = {
    kind: 'electron',
    getState: async () => ({ ok: true, value: null }),
    onState: () => () => {},
    command: no, newMatch: no, closeMatch: no,
    getSettings: async () => ({ ok: true, value: { lang: 'fr', setup: null } }),
    onSettings: () => () => {},
    saveSettings: async () => ({ ok: true, value: null }),
    listDisplays: async () => ({ ok: true, value: [] }),
    openDisplay: no,
    library: new Proxy({}, { get: () => no }),
    box: { available: false, listPorts: no, connect: no, disconnect: no, getState: async () => ({ ok: true, value: null }), onState: () => () => {} },
    share,
  };
}
