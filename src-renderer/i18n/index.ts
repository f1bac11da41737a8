/**
 * UI texts through i18next (namespace `ui`): French with the Basque table words (default), Basque,
 * Spanish and English. Ledger reasons come from `shared/i18n` (`renderReason`).
 * Translations are cached per language and arguments: the table re-renders on every key press and
 * i18next's lookup is the costliest part of a render.
 */
import i18next from 'i18next';
import type { Lang } from '../../shared/i18n/index.js';
import { fr } from './fr.js';
import { eu } from './eu.js';
import { es } from './es.js';
import { en } from './en.js';

const ui = i18next.createInstance();
void ui.init({
  lng: 'fr', fallbackLng: 'fr', initAsync: false, ns: ['ui'], defaultNS: 'ui',
  interpolation: { escapeValue: false }, showSupportNotice: false,
  resources: { fr: { ui: fr }, eu: { ui: eu }, es: { ui: es }, en: { ui: en } },
});

/** A translator: a key and its interpolation values (`count` for plurals, `defaultValue`). */
export type T = (key: string, opts?: Record<string, string | number | null | undefined>) => string;

const MAX_CACHED = 4000;
const translators = new Map<Lang, T>();

/** The translator of one language (cached). */
export function uiT(lang: Lang): T {
  let t = translators.get(lang);
  if (t) return t;
  const fixed = ui.getFixedT(lang, 'ui');
  const cache = new Map<string, string>();
  t = (key, opts) => {
    const k = opts ? `${key}\u0000${JSON.stringify(opts)}` : key;
    let s = cache.get(k);
    if (s === undefined) {
      s = String(opts ? fixed(key, opts) : fixed(key));
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(k, s);
    }
    return s;
  };
  translators.set(lang, t);
  return t;
}

/**
 * Adds a feature's texts to the `ui` namespace (deep-merged, so `library.*`, `judge.*`, `box.*`
 * keys live in their feature folder). Call it at module load, before the first translation.
 * Clears the translation caches.
 */
export function registerTexts(bundles: Record<Lang, object>): void {
  for (const [lang, bundle] of Object.entries(bundles)) ui.addResourceBundle(lang, 'ui', bundle, true, true);
  translators.clear();
}
