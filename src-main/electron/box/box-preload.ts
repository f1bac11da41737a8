/**
 * The preload's `box` object, built from the box's one declaration ({@link BOX_BRIDGE}): each method
 * invokes its one fixed channel, `onState` listens to the state main pushes. Takes `ipcRenderer` as
 * a parameter (unit-testable).
 */
import type { IpcRenderer } from 'electron';
import { BOX_BRIDGE, type BoxBridge } from '../../../shared/bridge/box/box-contract.js';
import { preloadBridge } from '../preload-invoke.js';

/** Builds `window.mus.box` over `ipcRenderer`. */
export function boxPreload(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): BoxBridge {
  return { available: true, ...preloadBridge(BOX_BRIDGE, ipc) };
}
