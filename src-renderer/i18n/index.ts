/**
 * UI texts through i18next (namespace `ui`): French with the Basque table words (default), Basque,
 * Spanish and English. Ledger reasons and error sentences come from `shared/i18n`.
 *
 * One convention (docs/app.md, "UI texts"): each feature folder keeps its texts in its own
 * `texts.ts`, under the feature's keys, and registers them with {@link registerTexts} when the
 * module loads; the feature's components import it. This module holds only the mechanism and the
 * base every feature says: the words of the game (`shared/i18n/table-words.ts`).
 *
 * Translations are cached per language and arguments: the table re-renders on every key press and
 * i18next's lookup is the costliest part of a render.
 */
import i18next from 'i18next';
import type { Lang } from '../../shared/i18n/index.js';
import { WORDS } from '../../shared/i18n/table-words.js';

const base = (lang: Lang) => ({ ui: { ...WORDS[lang] } });

const ui = i18next.createInstance();
void ui.init({
  lng: 'fr', fallbackLng: 'fr', initAsync: false, ns: ['ui'], defaultNS: 'ui',
  interpolation: { escapeValue: false }, showSupportNotice: false,
  resources: { fr: base('fr'), eu: base('eu'), es: base('es'), en: base('en') },
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

/**
 * Every `ui` text of one language as registered so far (the game's words and each feature's texts
 * loaded): nested objects of strings, plural forms as i18next keys (`errors_one`, `errors_other`).
 * For checks that compare the four languages; the screens translate with {@link uiT}.
 */
export function uiTexts(lang: Lang): Record<string, unknown> {
  return (ui.getResourceBundle(lang, 'ui') ?? {}) as Record<string, unknown>;
}
