/**
 * The preload's `share` object: each method invokes one fixed channel of {@link SHARE_CHANNELS},
 * typed by `ShareChannels`. Takes `ipcRenderer` as a parameter (unit-testable).
 */
import type { IpcRenderer } from 'electron';
import { SHARE_CHANNELS as C, type ShareBridge, type ShareChannels } from '../../../shared/bridge/share/share-contract.js';
import { invoker } from '../preload-invoke.js';

/** Builds `window.mus.share` over `ipcRenderer`. */
export function sharePreload(ipc: Pick<IpcRenderer, 'invoke'>): ShareBridge {
  const invoke = invoker<ShareChannels>(ipc);
  return {
    available: true,
    start: (req) => invoke(C.start, req ?? {}),
    stop: () => invoke(C.stop),
    getState: () => invoke(C.state),
  };
}
