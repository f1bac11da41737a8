/**
 * `electron` as the preload sees it, inside a browser page (test/e2e/desktop-rig.ts): the real
 * preload (`src-main/electron/preload.ts`) is bundled with this module in place of `electron`, so
 * `window.mus` is built by the app's own preload code; `ipcRenderer.invoke` goes to the test's Node
 * process (`window.__musInvoke`, a Playwright binding that calls the real main-process handlers),
 * and the main process's `webContents.send` arrives through `window.__musEmit`.
 */
type Listener = (event: unknown, payload: unknown) => void;
interface PageHooks {
  __musInvoke(channel: string, payload?: unknown): Promise<unknown>;
  __musEmit?: (channel: string, payload: unknown) => void;
  [key: string]: unknown;
}
const w = window as unknown as PageHooks;
const listeners = new Map<string, Set<Listener>>();
w.__musEmit = (channel, payload) => {
  for (const l of listeners.get(channel) ?? []) l({}, payload);
};

/** The page's `ipcRenderer`: invoke, on, removeListener. */
export const ipcRenderer = {
  invoke: (channel: string, ...args: unknown[]) => w.__musInvoke(channel, args[0]),
  on(channel: string, l: Listener) {
    let set = listeners.get(channel);
    if (!set) listeners.set(channel, (set = new Set()));
    set.add(l);
    return ipcRenderer;
  },
  removeListener(channel: string, l: Listener) {
    listeners.get(channel)?.delete(l);
    return ipcRenderer;
  },
};

/** The page's `contextBridge`: what the preload exposes becomes a property of `window`. */
export const contextBridge = {
  exposeInMainWorld(key: string, api: unknown) {
    w[key] = api;
  },
};
