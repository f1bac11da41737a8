/**
 * The preload's `share` object, built from the sharing's one declaration ({@link SHARE_BRIDGE}):
 * each method invokes its one fixed channel. Takes `ipcRenderer` as a parameter (unit-testable).
 */
import type { IpcRenderer } from 'electron';
import { SHARE_BRIDGE, type ShareBridge } from '../../../shared/bridge/share/share-contract.js';
import { preloadBridge } from '../preload-invoke.js';

/** Builds `window.mus.share` over `ipcRenderer`. */
export function sharePreload(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): ShareBridge {
  return { available: true, ...preloadBridge(SHARE_BRIDGE, ipc) };
}
