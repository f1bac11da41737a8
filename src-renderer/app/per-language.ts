/**
 * Texts of one language loaded on first use, each language a chunk of its own (the error sentences,
 * the file gate's details): `load` fetches a language once (later calls get the same promise; a
 * failed load is forgotten, so the next use tries again); `get` gives it if it has arrived, otherwise
 * asks for it and gives undefined — a view that called `get` is painted again when a language
 * arrives (it read the `arrived` signal).
 */
import { signal } from '@preact/signals';
import type { Lang } from '../../shared/i18n/index.js';

/** One language's texts, loaded on first use. */
export interface PerLanguage<T> {
  /** Loads `lang`'s texts (once). Rejects when the chunk could not be fetched. */
  load(lang: Lang): Promise<T>;
  /** `lang`'s texts if they have arrived; otherwise asks for them and gives undefined. */
  get(lang: Lang): T | undefined;
}

/** @param loaders each language's dynamic import, and the export that holds its texts */
export function perLanguage<T>(loaders: Record<Lang, () => Promise<T>>): PerLanguage<T> {
  const loaded: Partial<Record<Lang, T>> = {};
  const pending: Partial<Record<Lang, Promise<T>>> = {};
  const arrived = signal(0);
  const load = (lang: Lang): Promise<T> => {
    const have = loaded[lang];
    if (have) return Promise.resolve(have);
    let p = pending[lang];
    if (!p) {
      p = loaders[lang]().then(
        (t) => {
          loaded[lang] = t;
          delete pending[lang];
          arrived.value++;
          return t;
        },
        (e: unknown) => {
          delete pending[lang];
          throw e;
        },
      );
      pending[lang] = p;
    }
    return p;
  };
  const get = (lang: Lang): T | undefined => {
    void arrived.value; // a view that read this re-renders when a language arrives
    const t = loaded[lang];
    if (!t) load(lang).catch(() => {});
    return t;
  };
  return { load, get };
}
