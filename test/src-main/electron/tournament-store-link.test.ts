/**
 * The desktop app's tournament store writes by the same rule as `mus tournament`
 * (`src-main/files/atomic-write.ts`): when `current.mus-tournament.json` is a symbolic link (a
 * club's shared folder), the link stays a link and the file it points to gets the new night, its
 * temporary file beside it; before, the store renamed a plain file over the link. Real links in a
 * temporary folder.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TournamentStore, CURRENT_FILE, TOURNAMENT_FOLDER } from '../../../src-main/electron/tournament/tournament-store.js';
import type { TournamentEvent, TournamentSettings } from '../../../shared/tournament/types.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

afterAll(removeTempDirs);

const SETTINGS: TournamentSettings = { name: 'Gau handia', date: '2026-11-27', rules: { preset: 'ffmus', kings: 8, target: 40, manchesToWin: 3 }, rounds: 2, system: 'swiss' };
const PAIR: TournamentEvent = { type: 'add-pair', pair: { id: 'etx', team: 'Etxeberri / Dufau', players: ['Peio', 'Battitt'], club: null } };
const tmpFiles = (d: string) => readdirSync(d).filter((f) => f.endsWith('.tmp'));

/** A data folder whose night in progress is a link to `club/<name>` (relative), and that club folder. */
function linkedData(name: string): { data: string; link: string; target: string; club: string } {
  const root = tempDir('mus-store-link-');
  const data = join(root, 'data');
  const club = join(root, 'club');
  mkdirSync(join(data, TOURNAMENT_FOLDER), { recursive: true });
  mkdirSync(club);
  const link = join(data, TOURNAMENT_FOLDER, CURRENT_FILE);
  symlinkSync(join('..', '..', 'club', name), link);
  return { data, link, target: join(club, name), club };
}

describe('the tournament store over a symbolic link', () => {
  it('adds an event to a linked night: the link stays, the file it points to holds the event', () => {
    const { data, link, target, club } = linkedData('week-48.json');
    // the club's night, written by another app's store on its own folder
    const other = new TournamentStore(tempDir('mus-store-other-'), { sync: false });
    const made = other.create(SETTINGS);
    if (!made.ok) throw new Error(made.error.message);
    writeFileSync(target, readFileSync(other.file));
    const store = new TournamentStore(data);
    const r = store.apply(PAIR);
    expect(r.ok && r.value.events.length).toBe(1);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(join('..', '..', 'club', 'week-48.json'));
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(r.ok ? r.value : null);
    expect([...tmpFiles(club), ...tmpFiles(join(data, TOURNAMENT_FOLDER))]).toEqual([]);
    // read back through the link by a new store
    expect(new TournamentStore(data).get()).toEqual({ ok: true, value: r.ok ? r.value : null });
  });

  it('a link to a file not yet there: a new night creates that file, the link stays', () => {
    const { data, link, target } = linkedData('week-49.json');
    const store = new TournamentStore(data, { sync: false });
    expect(store.get()).toEqual({ ok: true, value: null });
    const r = store.create(SETTINGS);
    expect(r.ok).toBe(true);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(r.ok ? r.value : null);
  });

  it('a link that points back to itself is refused and left as it is', () => {
    const data = tempDir('mus-store-loop-');
    const dir = join(data, TOURNAMENT_FOLDER);
    mkdirSync(dir);
    const loop = join(dir, CURRENT_FILE);
    symlinkSync(CURRENT_FILE, loop);
    const store = new TournamentStore(data, { sync: false });
    expect(store.create(SETTINGS)).toMatchObject({ ok: false, error: { code: 'library/storage-failed' } });
    expect(lstatSync(loop).isSymbolicLink()).toBe(true);
    expect(tmpFiles(dir)).toEqual([]);
  });
});
