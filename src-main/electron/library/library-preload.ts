/**
 * The preload's `library` object, built from the library's one declaration ({@link LIBRARY_BRIDGE}):
 * each method invokes its one fixed channel. Bundled into the sandboxed preload (`preload.cjs`);
 * takes `ipcRenderer` as a parameter so it can be unit-tested.
 */
import type { IpcRenderer } from 'electron';
import { LIBRARY_BRIDGE, type LibraryBridge } from '../../../shared/bridge/library/library-contract.js';
import { preloadBridge } from '../preload-invoke.js';

/** Builds `window.mus.library` over `ipcRenderer`. */
export function libraryPreload(ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): LibraryBridge {
  return preloadBridge(LIBRARY_BRIDGE, ipc);
}
