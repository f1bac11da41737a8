/**
 * The preload's `library` object: each method invokes one fixed channel of {@link LIBRARY_CHANNELS},
 * typed by `LibraryChannels`. Bundled into the sandboxed preload (`preload.cjs`); takes
 * `ipcRenderer` as a parameter so it can be unit-tested.
 */
import type { IpcRenderer } from 'electron';
import { LIBRARY_CHANNELS as C, type LibraryBridge, type LibraryChannels } from '../../../shared/bridge/library/library-contract.js';
import { invoker } from '../preload-invoke.js';

/** Builds `window.mus.library` over `ipcRenderer.invoke`. */
export function libraryPreload(ipc: Pick<IpcRenderer, 'invoke'>): LibraryBridge {
  const invoke = invoker<LibraryChannels>(ipc);
  return {
    list: (q) => invoke(C.list, q),
    deletion: (id) => invoke(C.deletion, { id }),
    remove: (id, token) => invoke(C.remove, { id, token }),
    exportMatch: (id) => invoke(C.exportMatch, { id }),
    importText: (text, allowDuplicate) => invoke(C.importText, { text, allowDuplicate: allowDuplicate === true }),
    open: (id) => invoke(C.open, { id }),
    correct: (req) => invoke(C.correct, req),
    standings: (q) => invoke(C.standings, q),
    resume: (id) => invoke(C.resume, { id }),
    printPdf: (title) => invoke(C.printPdf, { title }),
  };
}
