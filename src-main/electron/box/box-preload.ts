/**
 * The preload's `box` object: each method invokes one fixed channel of {@link BOX_CHANNELS};
 * `onState` listens to the state main pushes. Takes `ipcRenderer` as a parameter (unit-testable).
 */
import type { IpcRenderer } from 'electron';
import type { BridgeState } from '../../../shared/bridge/box/box-state.js';
import type { Reply } from '../../../shared/bridge/table/table-contract.js';
import { BOX_CHANNELS as C, type BoxBridge } from '../../../shared/bridge/box/box-contract.js';

/** Builds `window.mus.box` over `ipcRenderer`. */
export function boxPreload(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): BoxBridge {
  return {
    available: true,
    listPorts: () => ipc.invoke(C.listPorts),
    connect: (req) => ipc.invoke(C.connect, req),
    disconnect: () => ipc.invoke(C.disconnect),
    async getState() {
      const r = (await ipc.invoke(C.getState)) as Reply<BridgeState | null>;
      return r.ok ? r.value : null;
    },
    onState(cb) {
      const listener = (_e: unknown, s: BridgeState | null) => cb(s);
      ipc.on(C.state, listener);
      return () => {
        ipc.removeListener(C.state, listener);
      };
    },
  };
}
