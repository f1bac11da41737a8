/**
 * The library in a browser (web mode). TODO(helper): matches kept in the page's storage.
 */
import type { LibraryBridge } from '../../src-main/electron/library-contract.js';
import type { TableSession } from '../../src-main/session/table-session.js';

const NOT_YET = { ok: false as const, error: { code: 'library/unavailable', message: 'the library is not available here yet' } };

/** Creates the browser's `library`. */
export function createWebLibrary(_opts: { storage: Storage; current: () => TableSession | null }): LibraryBridge {
  return {
    list: async () => NOT_YET,
    deletion: async () => NOT_YET,
    remove: async () => NOT_YET,
    exportMatch: async () => NOT_YET,
    importText: async () => NOT_YET,
    open: async () => NOT_YET,
    correct: async () => NOT_YET,
    standings: async () => NOT_YET,
    printPdf: async () => NOT_YET,
  };
}
