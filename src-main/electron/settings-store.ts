/**
 * Remembered settings in the main process: one JSON file in the user data folder, written
 * atomically (temporary file, then rename). A missing or damaged file gives the defaults.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Settings } from '../../shared/bridge/table/table-contract.js';
import { checkSettings } from '../../shared/bridge/table/table-validate.js';

/** Settings before anything was saved: French, no remembered setup. */
export const DEFAULT_SETTINGS: Settings = { lang: 'fr', setup: null };

/** Reads and writes the settings file at `file`. */
export class SettingsStore {
  constructor(private readonly file: string) {}

  /** The saved settings, or the defaults when there are none or they do not validate. */
  load(): Settings {
    try {
      const c = checkSettings(JSON.parse(readFileSync(this.file, 'utf8')));
      return c.ok ? c.value : DEFAULT_SETTINGS;
    } catch {
      return DEFAULT_SETTINGS;
    }
  }

  /** Saves validated settings. */
  save(s: Settings): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(s, null, 2), 'utf8');
    renameSync(tmp, this.file);
  }
}
