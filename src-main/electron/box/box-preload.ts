/**
 * The preload's `box` object: each method invokes one fixed channel of {@link BOX_CHANNELS}, typed
 * by `BoxChannels`; `onState` listens to the state main pushes (`BoxEvents`). Takes `ipcRenderer`
 * as a parameter (unit-testable).
 */
import type { IpcRenderer } from 'electron';
import { BOX_CHANNELS as C, type BoxBridge, type BoxChannels, type BoxEvents } from '../../../shared/bridge/box/box-contract.js';
import { invoker, listener } from '../preload-invoke.js';

/** Builds `window.mus.box` over `ipcRenderer`. */
export function boxPreload(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): BoxBridge {
  const invoke = invoker<BoxChannels>(ipc);
  const listen = listener<BoxEvents>(ipc);
  return {
    available: true,
    listPorts: () => invoke(C.listPorts),
    connect: (req) => invoke(C.connect, req),
    disconnect: () => invoke(C.disconnect),
    getState: () => invoke(C.getState),
    onState: (cb) => listen(C.state, cb),
  };
}
