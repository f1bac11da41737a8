/** Where the data folder is, and which match ids may name a file. */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { defaultDataDir, isMatchId, libraryPaths, resolveDataDir } from '../../../src-main/journal/data-dir.js';

describe('data folder', () => {
  it('is the one given (Electron userData), else MUS_DATA_DIR, else the per-user default', () => {
    expect(resolveDataDir({ given: '/u/data', env: { MUS_DATA_DIR: '/env' } })).toBe('/u/data');
    expect(resolveDataDir({ env: { MUS_DATA_DIR: '/env' } })).toBe('/env');
    expect(resolveDataDir({ env: { HOME: '/h' } })).toBe(defaultDataDir({ HOME: '/h' }));
  });

  it('defaults per platform', () => {
    expect(defaultDataDir({}, 'linux', '/home/ane')).toBe('/home/ane/.local/share/mus-table-companion');
    expect(defaultDataDir({ XDG_DATA_HOME: '/xdg' }, 'linux', '/home/ane')).toBe('/xdg/mus-table-companion');
    expect(defaultDataDir({}, 'darwin', '/Users/ane')).toBe('/Users/ane/Library/Application Support/mus-table-companion');
    expect(defaultDataDir({ APPDATA: 'C:\\Users\\ane\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ane')).toBe(join('C:\\Users\\ane\\AppData\\Roaming', 'mus-table-companion'));
  });

  it('holds the journals, the trash and the cache', () => {
    expect(libraryPaths('/d')).toEqual({ dataDir: '/d', matches: '/d/matches', trash: '/d/trash', index: '/d/library-index.json' });
  });

  it('accepts ids that name a file in the folder, nothing that leaves it', () => {
    for (const ok of ['20261122-101500-a1b2c3', 'm1', 'club_2026.final']) expect(isMatchId(ok)).toBe(true);
    for (const bad of ['', '..', '../x', 'a/b', 'a\\b', '.hidden', 'a..b', 'x'.repeat(65), 'é', 'a b', 'nul\u0000']) expect(isMatchId(bad)).toBe(false);
  });
});
