/**
 * The preload's `tournament` object: each method invokes one fixed channel of
 * {@link TOURNAMENT_CHANNELS}, typed by `TournamentChannels`; `onHub` listens to the hub's view main pushes (`TournamentEvents`). Bundled into the sandboxed preload;
 * takes `ipcRenderer` as a parameter so it can be unit-tested.
 */
import type { IpcRenderer } from 'electron';
import { TOURNAMENT_CHANNELS as C, type TournamentBridge, type TournamentChannels, type TournamentEvents } from '../../../shared/bridge/tournament/tournament-contract.js';
import { invoker, listener } from '../preload-invoke.js';

/** Builds `window.mus.tournament` over `ipcRenderer`. */
export function tournamentPreload(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): TournamentBridge {
  const invoke = invoker<TournamentChannels>(ipc);
  const listen = listener<TournamentEvents>(ipc);
  return {
    get: () => invoke(C.get),
    create: (settings) => invoke(C.create, settings),
    apply: (event) => invoke(C.apply, { event }),
    close: () => invoke(C.close),
    hubAvailable: true,
    hubStart: (port) => invoke(C.hubStart, port === undefined ? {} : { port }),
    hubStop: () => invoke(C.hubStop),
    hubState: () => invoke(C.hubState),
    hubUnlock: (round, table) => invoke(C.hubUnlock, { round, table }),
    join: (url, code) => invoke(C.join, { url, code }),
    hubResult: (round, table) => invoke(C.hubResult, { round, table }),
    link: () => invoke(C.link),
    hubJudge: (round, table) => invoke(C.hubJudge, { round, table }),
    onHub: (cb) => listen(C.hub, cb),
  };
}
