/**
 * A date and time as the screens write it, in the UI language (one format for the library, the
 * judge and every other screen that shows when something happened).
 */
import type { Lang } from '../../shared/i18n/index.js';

const LOCALES: Record<Lang, string> = { fr: 'fr-FR', eu: 'eu-ES', es: 'es-ES', en: 'en-GB' };

/** The date and time of an ISO 8601 text, in the UI language (`—` when empty or unreadable). */
export function dateText(iso: string, lang: Lang): string {
  const ms = Date.parse(iso);
  if (!iso || Number.isNaN(ms)) return '—';
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
