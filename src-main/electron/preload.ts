/**
 * The preload script (sandboxed, bundled as one CommonJS file `out/preload/preload.cjs`): exposes
 * {@link MusBridge} to the page as `window.mus` through contextBridge. The page never sees
 * `ipcRenderer` itself; each method sends one fixed channel, typed by the bridge's channel map
 * (`TableChannels`, and the library's, box's and share's), and answers a `Result`.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { libraryPreload } from './library/library-preload.js';
import { boxPreload } from './box/box-preload.js';
import { sharePreload } from './share/share-preload.js';
import { tournamentPreload } from './tournament/tournament-preload.js';
import type { WithTournament } from '../../shared/bridge/tournament/tournament-contract.js';
import { CHANNELS, type MusBridge, type TableChannels, type TableEvents } from '../../shared/bridge/table/table-contract.js';
import { invoker, listener } from './preload-invoke.js';

/** Builds `window.mus` over `ipcRenderer` (exported for the unit test). */
export function musBridge(ipc: Pick<typeof ipcRenderer, 'invoke' | 'on' | 'removeListener'>): MusBridge & WithTournament {
  const invoke = invoker<TableChannels>(ipc);
  const listen = listener<TableEvents>(ipc);
  return {
    kind: 'electron',
    getState: () => invoke(CHANNELS.getState),
    onState: (cb) => listen(CHANNELS.state, cb),
    command: (command, source) => invoke(CHANNELS.command, { command, source }),
    newMatch: (setup) => invoke(CHANNELS.newMatch, setup),
    closeMatch: () => invoke(CHANNELS.closeMatch),
    getSettings: () => invoke(CHANNELS.getSettings),
    onSettings: (cb) => listen(CHANNELS.settings, cb),
    saveSettings: (s) => invoke(CHANNELS.saveSettings, s),
    listDisplays: () => invoke(CHANNELS.listDisplays),
    openDisplay: (req) => invoke(CHANNELS.openDisplay, req),
    getNotices: () => invoke(CHANNELS.getNotices),
    library: libraryPreload(ipc),
    box: boxPreload(ipc),
    share: sharePreload(ipc),
    tournament: tournamentPreload(ipc),
  };
}

contextBridge.exposeInMainWorld('mus', musBridge(ipcRenderer));
