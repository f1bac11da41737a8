/**
 * The preload's `tournament` object, built from the tournament's one declaration
 * ({@link TOURNAMENT_BRIDGE}): each method invokes its one fixed channel. Bundled into the sandboxed
 * preload; takes `ipcRenderer` as a parameter so it can be unit-tested.
 */
import type { IpcRenderer } from 'electron';
import { TOURNAMENT_BRIDGE, type TournamentBridge } from '../../../shared/bridge/tournament/tournament-contract.js';
import { preloadBridge } from '../preload-invoke.js';

/** Builds `window.mus.tournament` over `ipcRenderer`. */
export function tournamentPreload(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): TournamentBridge {
  return { hubAvailable: true, ...preloadBridge(TOURNAMENT_BRIDGE, ipc) };
}
