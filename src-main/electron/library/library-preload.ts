/**
 * The preload's `library` object: each method invokes one fixed channel of {@link LIBRARY_CHANNELS}.
 * Bundled into the sandboxed preload (`preload.cjs`); takes `ipcRenderer` as a parameter so it
 * can be unit-tested.
 */
import type { IpcRenderer } from 'electron';
import { LIBRARY_CHANNELS as C, type LibraryBridge } from '../../../shared/bridge/library/library-contract.js';

/** Builds `window.mus.library` over `ipcRenderer.invoke`. */
export function libraryPreload(ipc: Pick<IpcRenderer, 'invoke'>): LibraryBridge {
  return {
    list: (q) => ipc.invoke(C.list, q),
    deletion: (id) => ipc.invoke(C.deletion, { id }),
    remove: (id, token) => ipc.invoke(C.remove, { id, token }),
    exportMatch: (id) => ipc.invoke(C.exportMatch, { id }),
    importText: (text, allowDuplicate) => ipc.invoke(C.importText, { text, allowDuplicate: allowDuplicate === true }),
    open: (id) => ipc.invoke(C.open, { id }),
    correct: (req) => ipc.invoke(C.correct, req),
    standings: (q) => ipc.invoke(C.standings, q),
    resume: (id) => ipc.invoke(C.resume, { id }),
    printPdf: (title) => ipc.invoke(C.printPdf, { title }),
  };
}
