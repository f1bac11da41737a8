/**
 * A tired secretary's mistakes at `mus tournament result`, each said for what it is, in the
 * language of --lang, the night's file left as it was: a result entered twice for a table (the
 * refusal reads without the file's `events[N]` path, never seen by whoever typed the command, and
 * names the command that takes a result back, `mus tournament annul`, not the file's event), the
 * night's own file given as `--match` (not « the rules refuse this match »: the file is not a match
 * record, `record/bad-format`), and `--journal` on a library match whose journal's last line was cut
 * in half (the match is not over, `tournament/match-unfinished`, with where it stands and the torn
 * record; not « the rules refuse this match »), a result for a round not paired or a table not
 * there (named `--round`, `--table`, as `annul` names them; not the result's `result.round`).
 * Real files in a temporary folder, in process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { musInProcess } from '../../helpers/mus-cli.js';
import { errorSentence } from '../../../shared/i18n/errors.js';

const RECORD = new URL('../../fixtures/match-ffmus-full.record.json', import.meta.url).pathname;
const BY = ['--who', 'Secrétaire', '--why', 'absents à 21 h'];
let dir = '';
let night = '';
const mus = (...args: string[]) => musInProcess(['tournament', ...args]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mus-secretary-'));
  night = join(dir, 'night.json');
  const steps = [
    ['create', night, '--name', 'Gau handia', '--date', '2026-11-27', '--rounds', '3'],
    ['add-pair', night, '--id', 'etx', '--team', 'Etxeberri / Dufau', '--players', 'Peio,Battitt'],
    ['add-pair', night, '--id', 'las', '--team', 'Lasa / Irigoien', '--players', 'Maite,Xan'],
    ['add-pair', night, '--id', 'ibn', '--team', 'Ibáñez / Àlvarez-Çelik', '--players', 'Iñaki,Ëlodie'],
    ['add-pair', night, '--id', 'zub', '--team', 'Zubiri / Haramboure', '--players', 'Ane,Koldo'],
    ['pair', night, '--system', 'round-robin'],
  ];
  for (const s of steps) {
    const r = await mus(...s);
    if (r.code !== 0) throw new Error(r.err);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The table of round 1 where `id` plays, and who plays it against `id`. */
function tableOf(id: string): number {
  return seatOf(id).table;
}
function seatOf(id: string): { table: number; other: string } {
  const f = JSON.parse(readFileSync(night, 'utf8')) as { events: { type: string; round?: { tables: { table: number; A: string; B: string }[] } }[] };
  const t = f.events.find((e) => e.type === 'pair-round')?.round?.tables.find((x) => x.A === id || x.B === id);
  if (!t) throw new Error(`${id} is not paired`);
  return { table: t.table, other: t.A === id ? t.B : t.A };
}

describe('a secretary’s mistakes at mus tournament result', () => {
  it('a result entered twice for a table: refused without the file’s events[N] path, the file as it was', async () => {
    const { table: n, other } = seatOf('ibn');
    const table = String(n);
    expect((await mus('result', night, '--round', '1', '--table', table, '--forfeit', 'ibn', ...BY)).code).toBe(0);
    const before = readFileSync(night, 'utf8');
    const r = await mus('result', night, '--round', '1', '--table', table, '--forfeit', other, ...BY);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^mus tournament: Tour 1, table \d \([^)]*Ibáñez[^)]*\) : il y a déjà un résultat ; annulez-le d’abord, en disant qui et pourquoi \(tournament\/result-exists\)\n$/);
    expect(r.err).not.toContain('events[');
    const en = await mus('result', night, '--round', '1', '--table', table, '--forfeit', other, ...BY, '--lang', 'en');
    expect(en.err).toMatch(/^mus tournament: round 1, table \d \([^)]*Ibáñez[^)]*\) already has a result; annul it first \(mus tournament annul FILE --round R --table T --who NAME --why TEXT\) \(tournament\/result-exists\)/);
    expect(readFileSync(night, 'utf8')).toBe(before);
  });

  it('the night’s own file given as --match: the file is not a match record (record/bad-format), in the language of --lang', async () => {
    const before = readFileSync(night, 'utf8');
    const r = await mus('result', night, '--round', '1', '--table', String(tableOf('etx')), '--match', night, '--lang', 'es');
    expect(r).toEqual({
      code: 1,
      out: '',
      err: `mus tournament: ${night}: format: "mus-tournament/1" is not a known format (mus-match/1): --match takes a match record (mus-match/1; the night's file is the FILE before the options) (record/bad-format) — ${errorSentence('record/bad-format', 'es')}\n`,
    });
    expect(readFileSync(night, 'utf8')).toBe(before);
  });

  it('--journal on a library match whose journal’s last line was cut in half: not over (tournament/match-unfinished), the torn record named', async () => {
    const data = join(dir, 'data');
    const imported = await musInProcess(['library', 'import', RECORD, '--data-dir', data]);
    expect(imported.code, imported.err).toBe(0);
    const id = readdirSync(join(data, 'matches')).find((f) => f.endsWith('.musj'))!.replace(/\.musj$/, '');
    const journal = join(data, 'matches', `${id}.musj`);
    const text = readFileSync(journal, 'utf8');
    const lastLine = text.slice(text.lastIndexOf('\n', text.length - 2) + 1);
    truncateSync(journal, statSync(journal).size - Math.ceil(lastLine.length / 2)); // the last hands cut in half
    const before = readFileSync(night, 'utf8');
    const r = await mus('result', night, '--round', '1', '--table', String(tableOf('etx')), '--journal', id, '--data-dir', data);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`mus tournament: --journal ${id}: La partie ${id} de la bibliothèque n’est pas finie (manches 2-2) ; la dernière ligne de son journal, ligne 417, est coupée et laissée de côté : finissez-la à la table, ou saisissez son résultat (--manches, --who, --why) (FFMus art. 2) (tournament/match-unfinished)\n`);
    const en = await mus('result', night, '--round', '1', '--table', String(tableOf('etx')), '--journal', id, '--data-dir', data, '--lang', 'en');
    expect(en.err).toContain(`mus tournament: --journal ${id}: the match is not over in the library (in progress: manches 2-2, deal 24 at showdown, 24-24); line 417`);
    expect(en.err).toContain('unterminated last record');
    expect(r.err).not.toContain('tournament/match-invalid');
    expect(readFileSync(night, 'utf8')).toBe(before);
  });
  it('a result for a round not yet paired, or a table that is not there: refused naming --round or --table', async () => {
    const before = readFileSync(night, 'utf8');
    let r = await mus('result', night, '--round', '2', '--table', '1', '--forfeit', 'etx', ...BY, '--lang', 'en');
    expect(r.err).toBe('mus tournament: --round: round 2 is not paired (rounds paired: 1) (tournament/unknown-table)\n');
    r = await mus('result', night, '--round', '1', '--table', '9', '--match', RECORD, '--lang', 'en');
    expect(r.err).toBe('mus tournament: --table: round 1 has no table 9 (tables 1 to 2) (tournament/unknown-table)\n');
    expect(readFileSync(night, 'utf8')).toBe(before);
  });
});
