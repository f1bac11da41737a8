/** Settings in localStorage (web mode). */
import type { Settings } from '../../shared/bridge/table/table-contract.js';
import { checkSettings } from '../../shared/bridge/table/table-validate.js';
import { SETTINGS_KEY } from './messages.js';

/** The settings saved in a storage, or the defaults (French, no remembered setup). */
export function readSettings(storage: Storage): Settings {
  try {
    const c = checkSettings(JSON.parse(storage.getItem(SETTINGS_KEY) ?? 'null'));
    if (c.ok) return c.value;
  } catch {
    /* damaged settings: defaults */
  }
  return { lang: 'fr', setup: null };
}
