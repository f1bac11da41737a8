/**
 * The desktop app's tournament store writes by the same rule as `mus tournament`
 * (`src-main/files/atomic-write.ts`): when `current.mus-tournament.json` is a symbolic link (a
 * club's shared folder), the link stays a link and the file it points to gets the new night, its
 * temporary file beside it; before, the store renamed a plain file over the link. Closing a linked
 * night puts aside the file the link points to (renamed beside itself, in the club's folder) and
 * leaves the link as it was; before, the link itself was renamed and the club's file stayed under
 * its name as if still in progress. Real links in a temporary folder.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
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

  const NOW = () => new Date('2026-11-27T23:59:00.000Z');
  const ARCHIVE = 'night-2026-11-27T23-59-00-000Z.mus-tournament.json';

  /** A linked night with one pair, made through the store: the link, its target, the night's text. */
  function linkedNight(link: (club: string, target: string, at: string) => void): { data: string; at: string; club: string; target: string; text: string; linkText: string } {
    const root = tempDir('mus-store-close-');
    const data = join(root, 'data');
    const club = join(root, 'club', 'shared');
    mkdirSync(join(data, TOURNAMENT_FOLDER), { recursive: true });
    mkdirSync(club, { recursive: true });
    const at = join(data, TOURNAMENT_FOLDER, CURRENT_FILE);
    const target = join(club, 'night.json');
    link(club, target, at);
    const store = new TournamentStore(data, { sync: false, now: NOW });
    const made = store.create(SETTINGS);
    if (!made.ok) throw new Error(made.error.message);
    const added = store.apply(PAIR);
    if (!added.ok) throw new Error(added.error.message);
    return { data, at, club, target, text: readFileSync(target, 'utf8'), linkText: readlinkSync(at) };
  }

  const ways: [string, (club: string, target: string, at: string) => void][] = [
    ['a relative link into another folder', (_c, _t, at) => symlinkSync(join('..', '..', 'club', 'shared', 'night.json'), at)],
    ['an absolute link into another folder', (_c, target, at) => symlinkSync(target, at)],
    ['a link to a link in the club folder', (club, target, at) => {
      symlinkSync('night.json', join(club, 'current.json'));
      symlinkSync(join(club, 'current.json'), at);
      void target;
    }],
  ];

  for (const [name, link] of ways) {
    it(`closing a night kept through ${name}: the club's file is put aside beside itself, the link stays`, () => {
      const { data, at, club, target, text, linkText } = linkedNight(link);
      const r = new TournamentStore(data, { sync: false, now: NOW }).close();
      expect(r).toEqual({ ok: true, value: null });
      // the link is still a link, pointing where it did
      expect(lstatSync(at).isSymbolicLink()).toBe(true);
      expect(readlinkSync(at)).toBe(linkText);
      // the night is put aside in the club's folder, whole; the data folder holds the link only
      expect(existsSync(target)).toBe(false);
      expect(readFileSync(join(club, ARCHIVE), 'utf8')).toBe(text);
      expect(readdirSync(join(data, TOURNAMENT_FOLDER))).toEqual([CURRENT_FILE]);
      // no night in progress now; the next one is written through the same link, at the club's place
      const next = new TournamentStore(data, { sync: false, now: NOW });
      expect(next.get()).toEqual({ ok: true, value: null });
      const made = next.create({ ...SETTINGS, name: 'Hurrengo gaua', date: '2026-12-04' });
      expect(made.ok).toBe(true);
      expect(lstatSync(at).isSymbolicLink()).toBe(true);
      expect(readlinkSync(at)).toBe(linkText);
      expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(made.ok ? made.value : null);
      expect(readFileSync(join(club, ARCHIVE), 'utf8')).toBe(text);
    });
  }

  it('a new night created over a linked one puts the old one aside beside it, never over an earlier one', () => {
    const { data, at, club, target, text, linkText } = linkedNight((_c, t, a) => symlinkSync(t, a));
    writeFileSync(join(club, ARCHIVE), 'an earlier night put aside in the same minute');
    const store = new TournamentStore(data, { sync: false, now: NOW });
    const made = store.create({ ...SETTINGS, name: 'Hurrengo gaua' });
    expect(made.ok).toBe(true);
    expect(readlinkSync(at)).toBe(linkText);
    expect(readFileSync(join(club, ARCHIVE.replace('.mus-tournament.json', '-2.mus-tournament.json')), 'utf8')).toBe(text);
    expect(readFileSync(join(club, ARCHIVE), 'utf8')).toBe('an earlier night put aside in the same minute');
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(made.ok ? made.value : null);
  });
});
