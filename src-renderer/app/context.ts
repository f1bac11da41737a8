/** The store of the window, given to every component through context. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AppStore } from '../store/app-store.js';

export const StoreContext = createContext<AppStore | null>(null);

/** The window's store. */
export function useStore(): AppStore {
  const s = useContext(StoreContext);
  if (!s) throw new Error('useStore outside StoreContext');
  return s;
}
