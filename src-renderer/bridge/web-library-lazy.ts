/**
 * The web bridge's {@link LibraryBridge}, loaded on first use: `web-library.ts` (summaries, search,
 * import, the judge's corrections, club standings) is a chunk of its own, fetched when a library
 * method is first called (the library screen, the judge), not at the page's start. Same replies as
 * {@link createWebLibrary}: one library, created once.
 */
import type { LibraryBridge } from '../../shared/bridge/library/library-contract.js';
import type { WebLibraryOptions } from './web-library.js';

/** A {@link LibraryBridge} whose every method first loads (once) and creates the web library. */
export function lazyWebLibrary(opts: WebLibraryOptions): LibraryBridge {
  let lib: Promise<LibraryBridge> | null = null;
  const load = () => (lib ??= import('./web-library.js').then((m) => m.createWebLibrary(opts)));
  return {
    list: async (q) => (await load()).list(q),
    deletion: async (id) => (await load()).deletion(id),
    remove: async (id, token) => (await load()).remove(id, token),
    exportMatch: async (id) => (await load()).exportMatch(id),
    importText: async (text, allowDuplicate) => (await load()).importText(text, allowDuplicate),
    open: async (id) => (await load()).open(id),
    correct: async (req) => (await load()).correct(req),
    standings: async (q) => (await load()).standings(q),
    resume: async (id) => (await load()).resume(id),
    printPdf: async (title) => (await load()).printPdf(title),
  };
}
