/** Remembered settings in main: round trip, atomic file, defaults on a damaged file. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, SettingsStore } from '../../../src-main/electron/settings-store.js';
import type { Settings } from '../../../shared/bridge/table/table-contract.js';

const FORM: Settings['setup'] = {
  preset: 'pagat', players: 4, kings: 4, juegoReal: 'oros', target: 30, duples: 'old', manchesToWin: 2,
  teams: { A: 'Etxe', B: 'Lasa' }, names: ['Peio', 'Maite', 'Battitt', 'Xan'], dealer: 2,
};

describe('SettingsStore', () => {
  it('saves and loads the settings; no temporary file is left', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mus-settings-'));
    const s = new SettingsStore(join(dir, 'sub', 'settings.json'));
    expect(s.load()).toEqual(DEFAULT_SETTINGS);
    s.save({ lang: 'es', setup: FORM });
    expect(s.load()).toEqual({ lang: 'es', setup: FORM });
    expect(readdirSync(join(dir, 'sub'))).toEqual(['settings.json']);
  });

  it('a damaged or invalid file gives the defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mus-settings-'));
    const f = join(dir, 'settings.json');
    for (const text of ['{', '"fr"', JSON.stringify({ lang: 'xx', setup: null }), JSON.stringify({ lang: 'fr', setup: { ...FORM, target: 45 } })]) {
      writeFileSync(f, text);
      expect(new SettingsStore(f).load()).toEqual(DEFAULT_SETTINGS);
    }
  });
});
