/**
 * The preload's `share` object: each method invokes one fixed channel of {@link SHARE_CHANNELS}.
 * Takes `ipcRenderer` as a parameter (unit-testable).
 */
import type { IpcRenderer } from 'electron';
import type { Reply } from '../../../shared/bridge/table/table-contract.js';
import { SHARE_CHANNELS as C, type ShareBridge, type ShareState } from '../../../shared/bridge/share/share-contract.js';

/** Builds `window.mus.share` over `ipcRenderer`. */
export function sharePreload(ipc: Pick<IpcRenderer, 'invoke'>): ShareBridge {
  return {
    available: true,
    start: (req) => ipc.invoke(C.start, req ?? {}),
    stop: () => ipc.invoke(C.stop),
    async getState() {
      const r = (await ipc.invoke(C.state)) as Reply<ShareState | null>;
      return r && r.ok ? r.value : null;
    },
  };
}
