/** `mus tournament …` run as a user runs it (a child process, through the launcher bin/mus.mjs). */
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const FIXTURE = join(root, 'test/fixtures/match-ffmus-full.record.json');

function mus(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/mus.mjs', 'tournament', ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

let dir = '';
let file = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mus-tournament-'));
  file = join(dir, 'night.json');
});

// Each command is a process (about 0.2 s on an idle machine, seconds on a loaded one): room to spare.
describe('mus tournament: a night from the command line', { timeout: 300_000 }, () => {
  it('create, register, pair, enter every kind of result, standings, sheet, export, import, check', () => {
    let r = mus('create', file, '--name', 'Championship night', '--date', '2026-11-27', '--rounds', '2', '--system', 'swiss', '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(`${file}: tournament "Championship night" created (2 rounds, Swiss)\n`);
    expect(mus('create', file, '--name', 'x', '--date', '2026-11-27', '--rounds', '2').code).toBe(1); // never overwritten
    for (const [id, team, players] of [['etx', 'Etxeberri / Dufau', 'Peio,Battitt'], ['las', 'Lasa / Irigoien', 'Maite,Xan'], ['p3', 'Team 3', 'a,b'], ['p4', 'Team 4', 'c,d'], ['p5', 'Team 5', 'e,f']]) {
      r = mus('add-pair', file, '--id', id!, '--team', team!, '--players', players!, '--club', 'Baiona', '--lang', 'en');
      expect(r.code, r.err).toBe(0);
    }
    expect(r.out).toBe('Pair p5 (Team 5) registered\n');
    r = mus('pair', file, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Round 1 paired (Swiss): 2 table(s)');
    expect(r.out).toMatch(/Table {2}1 {2}Etxeberri \/ Dufau +v {2}Lasa \/ Irigoien/);
    expect(r.out).toContain('Bye (counts as a victory): Team 5');
    // A round cannot be paired before the last one has every result.
    r = mus('pair', file, '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.err).toContain('round 1 has no result yet at table 1 (Etxeberri / Dufau v Lasa / Irigoien), 2 (Team 3 v Team 4) (tournament/round-incomplete)');
    // A played match, replayed.
    r = mus('result', file, '--round', '1', '--table', '1', '--match', FIXTURE, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe('Round 1, table 1: won by Etxeberri / Dufau\n');
    // A table on paper: who and why are required (usage error, exit 2).
    r = mus('result', file, '--round', '1', '--table', '2', '--manches', '40-32,12-40,40-38,40-20');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--who is required');
    r = mus('result', file, '--round', '1', '--table', '2', '--manches', '40-32,12-40,40-38', '--who', 'Arbitre', '--why', 'paper');
    expect(r.code).toBe(1);
    expect(r.err).toContain('manches 2-1: nobody has won 3 manches (FFMus art. 2) (tournament/bad-result)');
    r = mus('result', file, '--round', '1', '--table', '2', '--manches', '40-32,12-40,40-38,40-20', '--who', 'Arbitre', '--why', 'played on paper', '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe('Round 1, table 2: won by Team 3\n');
    r = mus('result', file, '--round', '1', '--table', '2', '--forfeit', 'p4', '--who', 'a', '--why', 'b');
    expect(r.code).toBe(1);
    expect(r.err).toContain('(tournament/result-exists)');
    // Round 2: the bye went to Team 5, so not again.
    r = mus('pair', file, '--json');
    expect(r.code, r.err).toBe(0);
    const round2 = JSON.parse(r.out);
    expect(round2.byes).toHaveLength(1);
    expect(round2.byes[0]).not.toBe('p5');
    const t1 = round2.tables[0];
    r = mus('result', file, '--round', '2', '--table', '1', '--forfeit', t1.B, '--who', 'Arbitre', '--why', 'absent at the call');
    expect(r.code, r.err).toBe(0);
    const t2 = round2.tables[1];
    r = mus('result', file, '--round', '2', '--table', '2', '--manches', '10-40,40-39,40-0,40-1', '--who', 'Arbitre', '--why', 'paper');
    expect(r.code, r.err).toBe(0);
    // Standings: text in four languages, CSV.
    r = mus('standings', file, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('standings after 4 result(s) (FFMus art. 2)');
    expect(mus('standings', file).out).toContain('classement après 4 résultat(s)');
    expect(mus('standings', file, '--lang', 'es').out).toContain('clasificación tras 4 resultado(s)');
    expect(mus('standings', file, '--lang', 'eu').out).toContain('sailkapena 4 emaitzaren ondoren');
    r = mus('standings', file, '--csv');
    expect(r.out.split('\r\n')[0]).toBe('rank,pair,team,club,played,byes,victories,manches_won,points_in_lost_manches,head_to_head,buchholz,withdrawn,decided_by');
    expect(r.out.split('\r\n').filter(Boolean)).toHaveLength(6);
    expect(r.out).toContain(',las,Lasa / Irigoien,Baiona,');
    // The pairing sheet as HTML.
    r = mus('sheet', file, '--round', '1', '--html', '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^<!doctype html>/);
    expect(r.out).toContain('Etxeberri / Dufau');
    expect(r.out).toContain('40-32 12-40 40-38 40-20');
    // Export the match of a table, then the file; import it elsewhere; check.
    r = mus('export', file, '--match', '1/1');
    expect(JSON.parse(r.out)).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
    const copy = join(dir, 'copy.json');
    r = mus('import', file, copy, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(existsSync(copy)).toBe(true);
    r = mus('check', copy, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(`${copy}: valid — 5 pairs, 2 round(s) paired, 4 result(s), 1 match(es) replayed\n`);
    void t2;
    // Two nights' files gathered: a league.
    r = mus('league', file, copy, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('League over 2 night(s), 5 team(s) (FFMus art. 2)');
    r = mus('league', file, copy, '--csv');
    expect(r.out.split('\r\n')[0]).toBe('rank,team,clubs,nights,played,byes,victories,manches_won,points_in_lost_manches');
  });

  it('import and check refuse a file whose match replays to another winner, naming the round, the table and the teams', () => {
    const f = JSON.parse(readFileSync(file, 'utf8'));
    const i = f.events.findIndex((e: { type: string; result?: { source: { kind: string } } }) => e.type === 'result' && e.result!.source.kind === 'match');
    f.events[i].result.winner = 'las';
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(f));
    let r = mus('check', bad);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`events[${i}].result.winner: round 1, table 1 (Etxeberri / Dufau v Lasa / Irigoien): the match replays to a win for Etxeberri / Dufau, but the result says Lasa / Irigoien (tournament/winner-mismatch)`);
    r = mus('import', bad, join(dir, 'never.json'));
    expect(r.code).toBe(1);
    expect(existsSync(join(dir, 'never.json'))).toBe(false);
    // Every other command refuses to work on it too.
    expect(mus('standings', bad).code).toBe(1);
  });

  it('usage errors exit 2; a bad file exits 1 with the field and the code, never a stack', () => {
    expect(mus().code).toBe(2);
    expect(mus('help').code).toBe(0);
    let r = mus('frobnicate', file);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command "frobnicate"');
    r = mus('pair', file, '--system', 'knockout');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--system: "knockout" is not one of round-robin, swiss, updown');
    r = mus('standings', file, '--manches', '1');
    expect(r.code).toBe(2);
    r = mus('check', join(dir, 'missing.json'));
    expect(r.code).toBe(1);
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, JSON.stringify({ format: 'mus-tournament/1', name: 'x', date: '2026-02-30x', rules: 'ffmus', rounds: 1, system: 'swiss', events: [], extra: 1 }));
    r = mus('check', junk);
    expect(r.code).toBe(1);
    expect(r.err).toContain('date: is not a date YYYY-MM-DD (schema/pattern)');
    expect(r.err).toContain('extra: unknown field');
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('a round robin, a withdrawal and a late entry from the command line', () => {
    const rr = join(dir, 'rr.json');
    expect(mus('create', rr, '--name', 'Liga', '--date', '2026-12-04', '--rounds', '3', '--system', 'round-robin', '--rules', '{"preset":"pagat"}').code).toBe(0);
    for (let i = 1; i <= 4; i++) expect(mus('add', 'pair', rr, '--id', `r${i}`, '--team', `R ${i}`, '--players', 'x,y').code).toBe(0);
    let r = mus('pair', rr, '--json');
    const round = JSON.parse(r.out);
    expect(round.tables.map((p: { A: string; B: string }) => [p.A, p.B])).toEqual([['r1', 'r4'], ['r2', 'r3']]);
    // pagat: best of three (2 manches to win).
    expect(mus('result', rr, '--round', '1', '--table', '1', '--manches', '40-12,40-30', '--who', 'a', '--why', 'b').code).toBe(0);
    expect(mus('result', rr, '--round', '1', '--table', '2', '--manches', '40-12,39-40,40-30', '--who', 'a', '--why', 'b').code).toBe(0);
    r = mus('add-pair', rr, '--id', 'late', '--team', 'Late', '--players', 'l,m', '--lang', 'en');
    expect(r.out).toBe('Pair late (Late) registered late: paired from round 2\n');
    r = mus('pair', rr);
    expect(r.code).toBe(1);
    expect(r.err).toContain('(tournament/round-robin-changed)');
    expect(mus('withdraw', rr, '--pair', 'late', '--who', 'Arbitre', '--why', 'entered by mistake').code).toBe(0);
    r = mus('withdraw', rr, '--pair', 'r3', '--who', 'Arbitre', '--why', 'left', '--lang', 'en');
    expect(r.out).toBe('Pair r3 (R 3) withdraws after round 1\n');
    r = mus('pair', rr, '--json');
    expect(r.code, r.err).toBe(0);
    const r2 = JSON.parse(r.out);
    expect(r2.tables.map((p: { A: string; B: string }) => [p.A, p.B])).toEqual([['r4', 'r2']]);
    expect(r2.byes).toEqual(['r1']); // r3's opponent in the Berger table
  });

  it('a result from a match of the library (--journal): exported, embedded, replayed', () => {
    const data = join(dir, 'data');
    const lib = (...a: string[]) => spawnSync(process.execPath, ['bin/mus.mjs', 'library', ...a, '--data-dir', data], { cwd: root, encoding: 'utf8' });
    expect(lib('import', FIXTURE).status).toBe(0);
    const id = JSON.parse(lib('list', '--json').stdout)[0].id as string;
    const f = join(dir, 'lib-night.json');
    expect(mus('create', f, '--name', 'Library night', '--date', '2026-11-28', '--rounds', '1').code).toBe(0);
    expect(mus('add-pair', f, '--id', 'las', '--team', 'Lasa / Irigoien', '--players', 'Maite,Xan').code).toBe(0);
    expect(mus('add-pair', f, '--id', 'etx', '--team', 'Etxeberri / Dufau', '--players', 'Peio,Battitt').code).toBe(0);
    expect(mus('pair', f).code).toBe(0);
    let r = mus('result', f, '--round', '1', '--table', '1', '--journal', 'no-such-match', '--data-dir', data);
    expect(r.code).toBe(1);
    r = mus('result', f, '--round', '1', '--table', '1', '--journal', id, '--data-dir', data, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe('Round 1, table 1: won by Etxeberri / Dufau\n'); // the record names the teams the other way round
    const saved = JSON.parse(readFileSync(f, 'utf8'));
    expect(saved.events.at(-1).result.source).toMatchObject({ kind: 'match', journal: id });
    expect(mus('check', f).code).toBe(0);
  });
});
