/**
 * Closing a night kept in a club's folder that cannot be written (a read-only share): node:fs is
 * wrapped so that a rename under that folder fails with EROFS, as a read-only mount does (the
 * tests run as root, for whom permission bits mean nothing). The close is refused as
 * `library/read-only-folder` (before: the vaguer `library/storage-failed`), and the night, the link
 * and the folders are as they were.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

const ro = { prefix: '\0none' };
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const erofs = (p: unknown) => Object.assign(new Error(`EROFS: read-only file system, rename '${String(p)}'`), { code: 'EROFS' });
  const under = (p: unknown) => typeof p === 'string' && p.startsWith(ro.prefix);
  return {
    ...fs,
    default: fs,
    renameSync: (a: never, b: never) => { if (under(a) || under(b)) throw erofs(a); return fs.renameSync(a, b); },
  };
});

import { lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { TournamentStore, CURRENT_FILE, TOURNAMENT_FOLDER } from '../../../src-main/electron/tournament/tournament-store.js';
import type { TournamentSettings } from '../../../shared/tournament/types.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

afterAll(removeTempDirs);

const SETTINGS: TournamentSettings = { name: 'Gau handia', date: '2026-11-27', rules: { preset: 'ffmus', kings: 8, target: 40, manchesToWin: 3 }, rounds: 2, system: 'swiss' };

describe('closing a linked night in a read-only club folder', () => {
  it('is refused as library/read-only-folder, naming the file, and nothing moves', () => {
    const root = tempDir('mus-store-ro-');
    const data = join(root, 'data');
    const club = join(root, 'club');
    mkdirSync(join(data, TOURNAMENT_FOLDER), { recursive: true });
    mkdirSync(club);
    const at = join(data, TOURNAMENT_FOLDER, CURRENT_FILE);
    symlinkSync(join('..', '..', 'club', 'night.json'), at);
    const store = new TournamentStore(data, { sync: false });
    expect(store.create(SETTINGS).ok).toBe(true);
    const text = readFileSync(join(club, 'night.json'), 'utf8');
    ro.prefix = club;
    const r = store.close();
    ro.prefix = '\0none';
    expect(r).toMatchObject({ ok: false, error: { code: 'library/read-only-folder', message: expect.stringContaining(join(club, 'night.json')) } });
    expect(lstatSync(at).isSymbolicLink()).toBe(true);
    expect(readlinkSync(at)).toBe(join('..', '..', 'club', 'night.json'));
    expect(readdirSync(club)).toEqual(['night.json']);
    expect(readFileSync(join(club, 'night.json'), 'utf8')).toBe(text);
    expect(new TournamentStore(data).get()).toMatchObject({ ok: true, value: { name: 'Gau handia' } });
  });
});
