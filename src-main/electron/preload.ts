/**
 * The preload script (sandboxed, bundled as one CommonJS file `out/preload/preload.cjs`): exposes
 * {@link MusBridge} to the page as `window.mus` through contextBridge. The page never sees
 * `ipcRenderer` itself; each method sends one fixed channel and answers a `Result`. Every part is
 * built by `preloadBridge` from its bridge's one declaration (`TABLE_BRIDGE`, and the library's,
 * box's, share's and tournament's): the preload lists no channel itself. Only the declarations
 * (names, `pack` functions, types) are bundled in: the validators stay in main.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { libraryPreload } from './library/library-preload.js';
import { boxPreload } from './box/box-preload.js';
import { sharePreload } from './share/share-preload.js';
import { tournamentPreload } from './tournament/tournament-preload.js';
import type { WithTournament } from '../../shared/bridge/tournament/tournament-contract.js';
import { TABLE_BRIDGE, type MusBridge } from '../../shared/bridge/table/table-contract.js';
import { preloadBridge } from './preload-invoke.js';

/** Builds `window.mus` over `ipcRenderer` (exported for the unit test). */
export function musBridge(ipc: Pick<typeof ipcRenderer, 'invoke' | 'on' | 'removeListener'>): MusBridge & WithTournament {
  return {
    kind: 'electron',
    ...preloadBridge(TABLE_BRIDGE, ipc),
    library: libraryPreload(ipc),
    box: boxPreload(ipc),
    share: sharePreload(ipc),
    tournament: tournamentPreload(ipc),
  };
}

contextBridge.exposeInMainWorld('mus', musBridge(ipcRenderer));
