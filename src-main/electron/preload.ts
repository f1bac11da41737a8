/**
 * The preload script (sandboxed, bundled as one CommonJS file `out/preload/preload.cjs`): exposes
 * {@link MusBridge} to the page as `window.mus` through contextBridge. The page never sees
 * `ipcRenderer` itself; each method sends one fixed channel.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { EngineError, TableCommand, MatchSetup } from '../../shared/index.js';
import { libraryPreload } from './library-preload.js';
import { boxPreload } from './box-preload.js';
import { sharePreload } from './share-preload.js';
import { CHANNELS, type DisplayInfo, type MusBridge, type OpenDisplayRequest, type Reply, type Settings, type Snapshot } from './ipc-contract.js';

async function value<T>(channel: string, payload?: unknown): Promise<T> {
  const r = (await ipcRenderer.invoke(channel, payload)) as Reply<T>;
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const bridge: MusBridge = {
  kind: 'electron',
  getState: () => value<Snapshot | null>(CHANNELS.getState),
  onState(cb) {
    const listener = (_e: unknown, s: Snapshot | null) => cb(s);
    ipcRenderer.on(CHANNELS.state, listener);
    return () => {
      ipcRenderer.removeListener(CHANNELS.state, listener);
    };
  },
  command: (command: TableCommand, source) => ipcRenderer.invoke(CHANNELS.command, { command, source }),
  newMatch: (setup: MatchSetup) => ipcRenderer.invoke(CHANNELS.newMatch, setup),
  closeMatch: () => ipcRenderer.invoke(CHANNELS.closeMatch),
  getSettings: () => value<Settings>(CHANNELS.getSettings),
  onSettings(cb) {
    const listener = (_e: unknown, s: Settings) => cb(s);
    ipcRenderer.on(CHANNELS.settings, listener);
    return () => {
      ipcRenderer.removeListener(CHANNELS.settings, listener);
    };
  },
  saveSettings: (s: Settings) => ipcRenderer.invoke(CHANNELS.saveSettings, s),
  listDisplays: () => value<DisplayInfo[]>(CHANNELS.listDisplays),
  openDisplay: (req: OpenDisplayRequest) => ipcRenderer.invoke(CHANNELS.openDisplay, req),
  getNotices: () => value<EngineError[]>(CHANNELS.getNotices),
  library: libraryPreload(ipcRenderer),
  box: boxPreload(ipcRenderer),
  share: sharePreload(ipcRenderer),
};

contextBridge.exposeInMainWorld('mus', bridge);
