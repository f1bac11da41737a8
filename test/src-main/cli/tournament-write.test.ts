/**
 * Writing a night file that is a symbolic link (a club's shared folder linking `night.json` to this
 * week's file): the link stays a link and the file it points to gets the new text, written
 * atomically beside it (the rename over the link replaced it by a plain file, the target kept its
 * old text). Real links in a temporary folder.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { musInProcess } from '../../helpers/mus-cli.js';
import { writeAtomic } from '../../../src-main/cli/tournament-write.js';
import { writeTarget } from '../../../src-main/files/atomic-write.js';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mus-write-link-'));
  mkdirSync(join(dir, 'weeks'));
});
const tmpFiles = (d: string) => readdirSync(d).filter((f) => f.endsWith('.tmp'));

describe('writing over a symbolic link', () => {
  it('keeps the link and updates the file it points to (relative link, into another folder)', () => {
    const target = join(dir, 'weeks', 'week-48.json');
    const link = join(dir, 'night.json');
    writeFileSync(target, 'the night as it was\n');
    symlinkSync(join('weeks', 'week-48.json'), link);
    expect(writeAtomic(link, 'the new night\n')).toEqual({ ok: true, value: undefined });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(join('weeks', 'week-48.json'));
    expect(readFileSync(target, 'utf8')).toBe('the new night\n');
    expect(readFileSync(link, 'utf8')).toBe('the new night\n');
    expect([...tmpFiles(dir), ...tmpFiles(join(dir, 'weeks'))]).toEqual([]);
  });

  it('follows a chain of links, and a link to a file not yet there creates that file', () => {
    const target = join(dir, 'weeks', 'week-49.json');
    symlinkSync(target, join(dir, 'b.json'));
    symlinkSync(join(dir, 'b.json'), join(dir, 'a.json'));
    expect(writeTarget(join(dir, 'a.json'))).toBe(target);
    expect(writeAtomic(join(dir, 'a.json'), 'first\n')).toEqual({ ok: true, value: undefined });
    expect(lstatSync(join(dir, 'a.json')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(dir, 'b.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('first\n');
  });

  it('a link that points back to itself is refused, naming the path, and nothing is written', () => {
    const loop = join(dir, 'loop.json');
    symlinkSync(loop, loop);
    expect(writeAtomic(loop, 'x\n')).toEqual({
      ok: false, error: { code: 'tournament/write-failed', message: `${loop}: cannot write: ELOOP (too many symbolic links, or a link that points back to itself); the file is as it was`, path: loop, params: { say: 'errno-ELOOP', errno: 'ELOOP' } },
    });
    expect(lstatSync(loop).isSymbolicLink()).toBe(true);
    expect(tmpFiles(dir)).toEqual([]);
  });

  it('a command that adds an event to a linked night: the link stays, the target holds the event', async () => {
    const target = join(dir, 'weeks', 'night.json');
    const link = join(dir, 'tonight.json');
    expect((await musInProcess(['tournament', 'create', target, '--name', 'Gaua', '--date', '2026-11-27', '--rounds', '1'])).code).toBe(0);
    symlinkSync(target, link);
    const r = await musInProcess(['tournament', 'add-pair', link, '--id', 'etx', '--team', 'Etxeberri / Dufau', '--players', 'Peio,Battitt']);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toContain('Etxeberri / Dufau');
  });
});
