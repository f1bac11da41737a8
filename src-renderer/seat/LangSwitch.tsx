/**
 * The language switch of the pages a phone opens from `mus serve` (the seat page, the host page):
 * one `<select>` of the four languages, named in all four (the person may not read the one shown).
 */
import { LANGS, type Lang } from '../../shared/i18n/index.js';

/** The switch: `value` is the page's language, `onChange` gets the one chosen. */
export function LangSwitch({ value, onChange }: { value: Lang; onChange(l: Lang): void }) {
  return (
    <select aria-label="langue / hizkuntza / idioma / language" value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value as Lang)}>
      {LANGS.map((l) => <option value={l} key={l}>{l.toUpperCase()}</option>)}
    </select>
  );
}
