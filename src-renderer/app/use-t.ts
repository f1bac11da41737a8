/** The translator of the current language; re-renders the component when the language changes. */
import type { T as TFunction } from '../i18n/index.js';
import { uiT } from '../i18n/index.js';
import { useStore } from './context.js';
import type { Lang } from '../../shared/i18n/index.js';

export function useT(): { t: TFunction; lang: Lang } {
  const lang = useStore().lang.value;
  return { t: uiT(lang), lang };
}
