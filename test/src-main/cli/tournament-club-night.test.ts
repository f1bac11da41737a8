/**
 * A club night from the command line as the README and docs/tournament.md tell it, in process
 * (`musInProcess`): eight pairs (accents, an apostrophe, a long name), five Swiss rounds without a
 * rematch, a mistake annulled, a withdrawal taken back, a pair removed, the sheet, export/import
 * and check; and what a failed command leaves: the file as it was, no temporary file, the error in
 * the language of --lang with its code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { closeSync, fsyncSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { musInProcess } from '../../helpers/mus-cli.js';
import { writeAtomic } from '../../../src-main/cli/tournament-write.js';
import type { AtomicFs } from '../../../src-main/files/atomic-write.js';
import { errorSentence } from '../../../shared/i18n/errors.js';

const LONG = "Les Amis du Pays Basque de Saint-Jean-Pied-de-Port et d'Uhart-Cize réunis";
const PAIRS: [string, string, string, string][] = [
  ['etx', 'Etxeberri / Dufau', 'Peio,Battitt', 'Baiona'],
  ['las', 'Lasa / Irigoien', 'Maite,Xan', 'Donibane'],
  ['lop', 'López / Iñaki', 'Begoña,Iñaki', 'Donostia'],
  ['dar', "D'Arcangues / Élissalde", 'Jean-Baptiste,Maïté', 'Ainhoa'],
  ['lng', LONG, 'Xabier Etxeberriagoikoetxea,Mikel Arrizabalaga-Goñi', 'Garazi'],
  ['zub', 'Zubiri / Haramboure', 'Ane,Koldo', 'Baiona'],
  ['oc', "O'Connor / Çelik", 'Seán,Ümit', ''],
  ['ber', 'Bérard / Urrutia', 'Éric,Ñoño', 'Hendaia'],
];
const BY = ['--who', 'Arbitre', '--why', 'joué sur papier'];

let dir = '';
const mus = (...args: string[]) => musInProcess(['tournament', ...args]);
const tmpFiles = () => readdirSync(dir).filter((f) => f.endsWith('.tmp'));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mus-club-night-'));
});

describe('a club night of eight pairs from the command line', () => {
  it('five Swiss rounds without a rematch; a mistake annulled, a withdrawal taken back, a pair removed; export and import give the same file', async () => {
    const night = join(dir, 'night.json');
    expect((await mus('create', night, '--name', 'Gau handia', '--date', '2026-11-27', '--rounds', '5', '--system', 'swiss')).code).toBe(0);
    for (const [id, team, players, club] of PAIRS) {
      // an empty --club is no club, as the app's empty Club field (it was refused: "" is empty)
      const r = await mus('add-pair', night, '--id', id, '--team', team, '--players', players, '--club', club);
      expect(r.code, r.err).toBe(0);
    }
    // a pair typed twice, and a pair added by mistake taken out before round 1
    let r = await mus('add-pair', night, '--id', 'ber2', '--team', ' Bérard /  Urrutia ', '--players', 'Éric,Ñoño');
    expect([r.code, r.err]).toEqual([1, 'mus tournament: --team: L’équipe « Bérard / Urrutia » est déjà inscrite : c’est la paire ber (tournament/duplicate-pair)\n']);
    expect((await mus('add-pair', night, '--id', 'typo', '--team', 'Typo', '--players', 'A,B')).code).toBe(0);
    expect((await mus('remove-pair', night, '--pair', 'typo', ...BY)).code).toBe(0);
    // a withdrawal taken back before round 1
    expect(await mus('withdraw', night, '--pair', 'zub', ...BY)).toEqual({ code: 0, out: 'La paire zub (Zubiri / Haramboure) se retire avant le tour 1\n', err: '' }); // not « après le tour 0 »
    expect((await mus('reinstate', night, '--pair', 'zub', ...BY)).code).toBe(0);
    expect(JSON.parse(readFileSync(night, 'utf8')).events[6].pair).toEqual({ id: 'oc', team: "O'Connor / Çelik", players: ['Seán', 'Ümit'], club: null });
    const met = new Set<string>();
    for (let round = 1; round <= 5; round++) {
      r = await mus('pair', night, '--json');
      expect(r.code, r.err).toBe(0);
      const tables = (JSON.parse(r.out) as { tables: { table: number; A: string; B: string }[] }).tables;
      expect(tables).toHaveLength(4);
      for (const t of tables) {
        const key = [t.A, t.B].sort().join(' v ');
        expect(met.has(key), `round ${round}: ${key} again`).toBe(false);
        met.add(key);
        // side A wins 3-1, the loser making 32, 38 and 20 in the manches it lost
        r = await mus('result', night, '--round', String(round), '--table', String(t.table), '--manches', '40-32,12-40,40-38,40-20', ...BY);
        expect(r.code, r.err).toBe(0);
      }
      if (round === 2) {
        // a mistake: table 1 entered the other way round; annul it and enter it again
        r = await mus('annul', night, '--round', '2', '--table', '1', ...BY);
        expect(r.code, r.err).toBe(0);
        expect((await mus('result', night, '--round', '2', '--table', '1', '--manches', '32-40,40-12,38-40,20-40', ...BY)).code).toBe(0);
      }
    }
    // a result of an earlier round can no longer be annulled: a round was paired on it
    r = await mus('annul', night, '--round', '1', '--table', '1', ...BY, '--lang', 'es');
    expect(r.code).toBe(1);
    expect(r.err).toBe('mus tournament: La ronda 2 ya está emparejada sobre el resultado de la ronda 1, mesa 1 (Etxeberri / Dufau – Lasa / Irigoien): un resultado solo se anula en la última ronda emparejada (tournament/too-late)\n');
    r = await mus('standings', night, '--csv');
    expect(r.out.split('\r\n').filter(Boolean)).toHaveLength(9);
    // export, import, export again: the same bytes; check replays it
    const exported = join(dir, 'export.json'), imported = join(dir, 'imported.json'), again = join(dir, 'again.json');
    expect((await mus('export', night, '--out', exported)).code).toBe(0);
    expect((await mus('import', exported, imported)).code).toBe(0);
    expect((await mus('export', imported, '--out', again)).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(exported, 'utf8'));
    expect(readFileSync(imported, 'utf8')).toBe(readFileSync(night, 'utf8'));
    // a league of the night with itself (the file and its export, gathered twice): refused, not counted twice
    r = await mus('league', night, exported, '--lang', 'es');
    expect([r.code, r.err]).toEqual([1, `mus tournament: ${exported}: La misma jornada que ${night} (Gau handia, 2026-11-27): contaría dos veces (tournament/duplicate-night)\n`]);
    expect((await mus('league', night)).code).toBe(0);
    r = await mus('check', night, imported, '--lang', 'en');
    expect(r.out).toBe(`${night}: valid — 8 pairs, 5 round(s) paired, 20 result(s), 0 match(es) replayed\n${imported}: valid — 8 pairs, 5 round(s) paired, 20 result(s), 0 match(es) replayed\n`);
    // the sheet of a round: every line fits a page, the long name wrapped in its column
    r = await mus('sheet', night, '--round', '5', '--lang', 'en');
    expect(Math.max(...r.out.split('\n').map((l) => l.length))).toBeLessThan(120);
    expect(r.out.replace(/\s+/g, ' ')).toContain(LONG.replace(/\s+/g, ' ').split(' ').slice(0, 6).join(' '));
    expect(tmpFiles()).toEqual([]);
  });
});

describe('a command that fails leaves the file as it was, and says why in the language of --lang', () => {
  it('--out a folder: the system\'s code and what it means, the code\'s sentence, no temporary file left', async () => {
    const night = join(dir, 'out.json');
    expect((await mus('create', night, '--name', 'Out', '--date', '2026-11-27', '--rounds', '1')).code).toBe(0);
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    const r = await mus('standings', night, '--csv', '--out', folder);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`mus tournament: ${folder}: Le fichier n’a pas pu être écrit (EISDIR : un dossier, pas un fichier) : il est resté tel qu’il était (tournament/write-failed)\n`);
    expect((await mus('standings', night, '--csv', '--out', folder, '--lang', 'en')).err).toBe(`mus tournament: ${folder}: cannot write: EISDIR (a folder, not a file); the file is as it was (tournament/write-failed)\n`);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(tmpFiles()).toEqual([]);
  });

  it('a disk that fills up halfway through the write: the night file keeps its old bytes, the temporary file is taken away', () => {
    const night = join(dir, 'full.json');
    writeFileSync(night, 'the night as it was\n');
    let written = 0;
    const full: AtomicFs = {
      openSync, fsyncSync, closeSync, renameSync, rmSync,
      writeSync: (fd, bytes, offset, length) => {
        if (written > 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        written = writeSync(fd, bytes, offset, Math.min(length, 5));
        return written;
      },
    };
    expect(writeAtomic(night, 'a new night, longer than five bytes\n', full)).toEqual({
      ok: false, error: { code: 'tournament/write-failed', message: `${night}: cannot write: ENOSPC (the disk is full); the file is as it was`, path: night, params: { say: 'errno-ENOSPC', errno: 'ENOSPC' } },
    });
    expect(readFileSync(night, 'utf8')).toBe('the night as it was\n');
    expect(tmpFiles()).toEqual([]);
    expect(writeAtomic(night, 'a new night\n')).toEqual({ ok: true, value: undefined });
    expect(readFileSync(night, 'utf8')).toBe('a new night\n');
  });

  it('keeps a league\'s extension fields (x-…) through every command that writes the file, export and import (they were dropped)', async () => {
    const night = join(dir, 'league.json');
    expect((await mus('create', night, '--name', 'League night', '--date', '2026-11-27', '--rounds', '1')).code).toBe(0);
    const f = JSON.parse(readFileSync(night, 'utf8')) as Record<string, unknown>;
    writeFileSync(night, JSON.stringify({ ...f, 'x-league': 'Iparralde 2026', 'x-sponsor': { name: 'Ostatua' } }, null, 1));
    expect((await mus('add-pair', night, '--id', 'a', '--team', 'A', '--players', 'x,y')).code).toBe(0);
    const out = join(dir, 'league-export.json'), imported = join(dir, 'league-imported.json');
    expect((await mus('export', night, '--out', out)).code).toBe(0);
    expect((await mus('import', out, imported)).code).toBe(0);
    for (const file of [night, out, imported]) {
      const g = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(g['x-league'], file).toBe('Iparralde 2026');
      expect(g['x-sponsor'], file).toEqual({ name: 'Ostatua' });
      expect((g.events as unknown[]).length, file).toBe(1);
    }
  });

  it('two results entered at once (two terminals): one is written, the other refused rather than written over it', async () => {
    const night = join(dir, 'two.json');
    expect((await mus('create', night, '--name', 'Two', '--date', '2026-11-27', '--rounds', '1')).code).toBe(0);
    for (const id of ['a', 'b', 'c', 'd']) expect((await mus('add-pair', night, '--id', id, '--team', `Team ${id}`, '--players', `x${id},y${id}`)).code).toBe(0);
    expect((await mus('pair', night)).code).toBe(0);
    const enter = (table: string) => mus('result', night, '--round', '1', '--table', table, '--manches', '40-0,40-0,40-0', ...BY, '--lang', 'en');
    const both = await Promise.all([enter('1'), enter('2')]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    const refused = both.find((r) => r.code === 1)!;
    expect(refused.err).toBe(`mus tournament: ${night}: changed by another command since this one read it; nothing written, so that its change is kept: run the command again (tournament/write-failed)\n`);
    // the one written is there; the other, run again, is added to it
    const again = both[0]!.code === 1 ? '1' : '2';
    expect((await enter(again)).code).toBe(0);
    const results = (JSON.parse(readFileSync(night, 'utf8')) as { events: { type: string }[] }).events.filter((e) => e.type === 'result');
    expect(results).toHaveLength(2);
    expect(tmpFiles()).toEqual([]);
  });

  it('every refusal of a command has its code\'s sentence in the language asked', async () => {
    const night = join(dir, 'words.json');
    expect((await mus('create', night, '--name', 'Words', '--date', '2026-11-27', '--rounds', '2')).code).toBe(0);
    // the sheet before any round: said so, not « round 0 is not paired »
    expect((await mus('sheet', night, '--lang', 'en')).err).toBe(`mus tournament: ${night}: no round is paired yet (mus tournament pair FILE pairs round 1) (tournament/unknown-table)\n`);
    for (const [id, team] of [['a', 'A / A'], ['b', 'B / B']]) expect((await mus('add-pair', night, '--id', id!, '--team', team!, '--players', `x${id},y${id}`)).code).toBe(0);
    expect((await mus('pair', night)).code).toBe(0);
    expect((await mus('result', night, '--round', '1', '--table', '1', '--manches', '40-0,40-0,40-0', ...BY)).code).toBe(0);
    const cases: [string[], string][] = [
      [['create', night, '--name', 'x', '--date', '2026-11-27', '--rounds', '2', '--lang', 'es'], 'tournament/file-exists'],
      [['import', night, night, '--lang', 'eu'], 'tournament/file-exists'],
      [['sheet', night, '--round', '2', '--lang', 'fr'], 'tournament/unknown-table'],
      [['export', night, '--match', '1/1', '--lang', 'es'], 'tournament/no-result'],
      [['export', night, '--match', '1/2', '--lang', 'eu'], 'tournament/no-result'],
    ];
    for (const [args, code] of cases) {
      const r = await mus(...args);
      const lang = args[args.length - 1] as 'fr' | 'es' | 'eu';
      expect(r.code, args.join(' ')).toBe(1);
      // the file, then one sentence in that language naming what it is about, then the code
      expect(r.err, args.join(' ')).toMatch(new RegExp(`^mus tournament: ${night}: [^\n]+ \\(${code}\\)\\n$`));
      expect(r.err, args.join(' ')).not.toMatch(/ is | has | already /);
      expect(r.err, args.join(' ')).not.toContain(errorSentence(code, 'en'));
    }
    // a usage error: the synopsis of the way the command was given (not the first of the command's lines)
    const tail = '   (toutes les commandes : mus tournament --help)\n';
    let u = await mus('result', night, '--round', '1', '--table', '1', '--forfeit', 'a');
    expect([u.code, u.err]).toEqual([2, `mus tournament: result: --who est obligatoire (usage/missing-option) — Il manque l’option --who\nusage : mus tournament result FILE --round R --table T --forfeit PAIR --who NAME --why TEXT${tail}`]);
    u = await mus('result', night, '--round', 'un', '--table', '1', '--manches', '40-0,40-0,40-0', ...BY);
    expect([u.code, u.err]).toEqual([2, `mus tournament: --round : "un" n’est pas un nombre entier (usage/bad-value) — ${errorSentence('usage/bad-value', 'fr').replace('{{subject}}', '--round')}\nusage : mus tournament result FILE --round R --table T --manches 40-32,12-40,40-38,40-20 --who NAME --why TEXT${tail}`]);
    // a date that is not a day: said once, not "must be … is not a date"
    const r = await mus('create', join(dir, 'never.json'), '--name', 'x', '--date', '2026-02-30', '--rounds', '2', '--lang', 'en');
    expect(r.err).toBe('mus tournament: --date: "2026-02-30" is not a date: a real day YYYY-MM-DD from 1970 to 2199 (tournament/bad-settings)\n');
  });
});
