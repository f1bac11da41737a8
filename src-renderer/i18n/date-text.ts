/**
 * A date and time as the screens write it, in the UI language (one format for the library, the
 * judge and every other screen that shows when something happened).
 */
import type { Lang } from '../../shared/i18n/index.js';

const LOCALES: Record<Lang, string> = { fr: 'fr-FR', eu: 'eu-ES', es: 'es-ES', en: 'en-GB' };

/** Whether this runtime has the date words of `locale` (a browser's ICU may lack Basque). */
function hasLocale(locale: string): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The date and time of an ISO 8601 text, in the UI language (`—` when empty or unreadable). Where
 * the runtime has no date words for the language (a browser without Basque data wrote « Nov 27,
 * 2026, 8:49 AM », American English, in the Basque library), the numbers only, in local time:
 * `2026-11-27 08:49`. `has` answers whether a locale is there (for tests).
 */
export function dateText(iso: string, lang: Lang, has: (locale: string) => boolean = hasLocale): string {
  const ms = Date.parse(iso);
  if (!iso || Number.isNaN(ms)) return '—';
  const d = new Date(ms);
  if (!has(LOCALES[lang])) return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
