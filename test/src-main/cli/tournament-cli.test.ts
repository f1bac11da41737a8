/**
 * `mus tournament …`: every command run in process through `runTournament` (the function
 * `bin/mus.mjs tournament …` calls, its output captured line for line as the command line writes it),
 * and the real command line — a child process through the launcher `bin/mus.mjs` — for the exit
 * codes, standard output and standard error, and the absence of stack traces.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLibrary } from '../../../src-main/cli/library-command.js';
import { helpLine, runTournament } from '../../../src-main/cli/tournament-command.js';

const root = new URL('../../../', import.meta.url).pathname;
const FIXTURE = join(root, 'test/fixtures/match-ffmus-full.record.json');

/** What the command line writes: each text, with a newline added when it has none (as `bin/mus.mjs`). */
function capture() {
  const o = { out: '', err: '' };
  const line = (s: string) => (s.endsWith('\n') ? s : `${s}\n`);
  return { o, io: { out: (s: string) => { o.out += line(s); }, err: (s: string) => { o.err += line(s); } } };
}

/** `mus tournament …args`, in process. */
async function mus(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const { o, io } = capture();
  const code = await runTournament(args, io);
  return { code, ...o };
}

/** `mus tournament …args` as a user runs it: a child process, through the launcher. */
function musProcess(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/mus.mjs', 'tournament', ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

let dir = '';
let file = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mus-tournament-'));
  file = join(dir, 'night.json');
});

describe('mus tournament: a night from the command line', () => {
  it('create, register, pair, enter every kind of result, standings, sheet, export, import, check', async () => {
    let r = await mus('create', file, '--name', 'Championship night', '--date', '2026-11-27', '--rounds', '2', '--system', 'swiss', '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(`${file}: tournament "Championship night" created (2 rounds, Swiss)\n`);
    expect((await mus('create', file, '--name', 'x', '--date', '2026-11-27', '--rounds', '2')).code).toBe(1); // never overwritten
    for (const [id, team, players] of [['etx', 'Etxeberri / Dufau', 'Peio,Battitt'], ['las', 'Lasa / Irigoien', 'Maite,Xan'], ['p3', 'Team 3', 'a,b'], ['p4', 'Team 4', 'c,d'], ['p5', 'Team 5', 'e,f']]) {
      r = await mus('add-pair', file, '--id', id!, '--team', team!, '--players', players!, '--club', 'Baiona', '--lang', 'en');
      expect(r.code, r.err).toBe(0);
    }
    expect(r.out).toBe('Pair p5 (Team 5) registered\n');
    r = await mus('pair', file, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Round 1 paired (Swiss): 2 table(s)');
    expect(r.out).toMatch(/Table {2}1 {2}Etxeberri \/ Dufau +v {2}Lasa \/ Irigoien/);
    expect(r.out).toContain('Bye (counts as a victory): Team 5');
    // A round cannot be paired before the last one has every result.
    r = await mus('pair', file, '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.err).toContain('round 1 has no result yet at table 1 (Etxeberri / Dufau v Lasa / Irigoien), 2 (Team 3 v Team 4) (tournament/round-incomplete)');
    // A played match, replayed.
    r = await mus('result', file, '--round', '1', '--table', '1', '--match', FIXTURE, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe('Round 1, table 1: won by Etxeberri / Dufau\n');
    // A table on paper: who and why are required (usage error, exit 2).
    r = await mus('result', file, '--round', '1', '--table', '2', '--manches', '40-32,12-40,40-38,40-20');
    expect(r.code).toBe(2);
    // the error, then one line of help (the command's synopsis that takes --who), not the whole usage
    expect(r.err).toBe(
      'mus tournament: result: --who est obligatoire (usage/missing-option) — Il manque l’option --who\n'
      + 'usage : mus tournament result FILE --round R --table T --manches 40-32,12-40,40-38,40-20 --who NAME --why TEXT   (toutes les commandes : mus tournament --help)\n',
    );
    r = await mus('result', file, '--round', '1', '--table', '2', '--manches', '40-32,12-40,40-38', '--who', 'Arbitre', '--why', 'paper');
    expect(r.code).toBe(1);
    expect(r.err).toBe('mus tournament: --manches: Manches 2-1 : personne n’a gagné 3 manches (FFMus art. 2) (tournament/bad-result)\n');
    r = await mus('result', file, '--round', '1', '--table', '2', '--manches', '40-32,12-40,40-38', '--who', 'Arbitre', '--why', 'paper', '--lang', 'en');
    expect(r.err).toContain('manches 2-1: nobody has won 3 manches (FFMus art. 2) (tournament/bad-result)');
    r = await mus('result', file, '--round', '1', '--table', '2', '--manches', '40-32,12-40,40-38,40-20', '--who', 'Arbitre', '--why', 'played on paper', '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe('Round 1, table 2: won by Team 3\n');
    r = await mus('result', file, '--round', '1', '--table', '2', '--forfeit', 'p4', '--who', 'a', '--why', 'b');
    expect(r.code).toBe(1);
    expect(r.err).toContain('(tournament/result-exists)');
    // Round 2: the bye went to Team 5, so not again.
    r = await mus('pair', file, '--json');
    expect(r.code, r.err).toBe(0);
    const round2 = JSON.parse(r.out);
    expect(round2.byes).toHaveLength(1);
    expect(round2.byes[0]).not.toBe('p5');
    const t1 = round2.tables[0];
    r = await mus('result', file, '--round', '2', '--table', '1', '--forfeit', t1.B, '--who', 'Arbitre', '--why', 'absent at the call');
    expect(r.code, r.err).toBe(0);
    const t2 = round2.tables[1];
    r = await mus('result', file, '--round', '2', '--table', '2', '--manches', '10-40,40-39,40-0,40-1', '--who', 'Arbitre', '--why', 'paper');
    expect(r.code, r.err).toBe(0);
    // Standings: text in four languages, CSV.
    r = await mus('standings', file, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('standings after 4 result(s) (FFMus art. 2)');
    expect((await mus('standings', file)).out).toContain('classement après 4 résultat(s)');
    expect((await mus('standings', file, '--lang', 'es')).out).toContain('clasificación tras 4 resultado(s)');
    expect((await mus('standings', file, '--lang', 'eu')).out).toContain('sailkapena 4 emaitzaren ondoren');
    r = await mus('standings', file, '--csv');
    expect(r.out.split('\r\n')[0]).toBe('rank,pair,team,club,played,byes,victories,manches_won,points_in_lost_manches,head_to_head,buchholz,withdrawn,decided_by,manches_won_all,manches_played');
    expect(r.out.split('\r\n').filter(Boolean)).toHaveLength(6);
    expect(r.out).toContain(',las,Lasa / Irigoien,Baiona,');
    // The pairing sheet as HTML.
    r = await mus('sheet', file, '--round', '1', '--html', '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^<!doctype html>/);
    expect(r.out).toContain('Etxeberri / Dufau');
    expect(r.out.replace(/<[^>]+>/g, '')).toContain('40-32 12-40 40-38 40-20'); // as the page reads (each score in a span that does not break)
    // Export the match of a table, then the file; import it elsewhere; check.
    r = await mus('export', file, '--match', '1/1');
    expect(JSON.parse(r.out)).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
    const copy = join(dir, 'copy.json');
    r = await mus('import', file, copy, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(existsSync(copy)).toBe(true);
    r = await mus('check', copy, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(`${copy}: valid — 5 pairs, 2 round(s) paired, 4 result(s), 1 match(es) replayed\n`);
    // French (the default) and Spanish count the pairs as the other counts, « 1 paire(s) » never « 1 paires »
    expect((await mus('check', copy)).out).toBe(`${copy} : valide — 5 paire(s), 2 tour(s) appariés, 4 résultat(s), 1 partie(s) rejouée(s)\n`);
    expect((await mus('check', copy, '--lang', 'es')).out).toContain('válido — 5 pareja(s), 2 ronda(s)');
    void t2;
    // Two nights' files gathered: a league (a second night with the same pairs: the copy given another
    // name and date; the copy itself is the same night, refused: tournament/duplicate-night)
    const second = join(dir, 'second.json');
    writeFileSync(second, JSON.stringify({ ...JSON.parse(readFileSync(copy, 'utf8')), name: 'Second night', date: '2026-12-04' }));
    r = await mus('league', file, second, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('League over 2 night(s), 5 team(s) (FFMus art. 2)');
    r = await mus('league', file, second, '--csv');
    expect(r.out.split('\r\n')[0]).toBe('rank,team,clubs,nights,played,byes,victories,manches_won,points_in_lost_manches');
  });

  it('import and check refuse a file whose match replays to another winner, naming the round, the table and the teams', async () => {
    const f = JSON.parse(readFileSync(file, 'utf8'));
    const i = f.events.findIndex((e: { type: string; result?: { source: { kind: string } } }) => e.type === 'result' && e.result!.source.kind === 'match');
    f.events[i].result.winner = 'las';
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(f));
    let r = await mus('check', bad);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`events[${i}].result.winner: Tour 1, table 1 (Etxeberri / Dufau – Lasa / Irigoien) : rejouée, la partie est gagnée par Etxeberri / Dufau, mais le résultat dit Lasa / Irigoien (FFMus art. 2) (tournament/winner-mismatch)`);
    expect((await mus('check', bad, '--lang', 'en')).err).toContain(`events[${i}].result.winner: round 1, table 1 (Etxeberri / Dufau v Lasa / Irigoien): the match replays to a win for Etxeberri / Dufau, but the result says Lasa / Irigoien (tournament/winner-mismatch)`);
    r = await mus('import', bad, join(dir, 'never.json'));
    expect(r.code).toBe(1);
    expect(existsSync(join(dir, 'never.json'))).toBe(false);
    // Every other command refuses to work on it too.
    expect((await mus('standings', bad)).code).toBe(1);
  });

  it('usage errors exit 2; a bad file exits 1 with the field and the code, never a stack', async () => {
    expect((await mus()).code).toBe(2);
    expect((await mus('help')).code).toBe(0);
    let r = await mus('frobnicate', file);
    expect(r.code).toBe(2);
    expect(r.err).toContain('commande inconnue « frobnicate »');
    r = await mus('pair', file, '--system', 'knockout');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--system : "knockout" n’est pas l’une des valeurs round-robin, swiss, updown');
    r = await mus('standings', file, '--manches', '1');
    expect(r.code).toBe(2);
    r = await mus('check', join(dir, 'missing.json'));
    expect(r.code).toBe(1);
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, JSON.stringify({ format: 'mus-tournament/1', name: 'x', date: '2026-02-30x', rules: 'ffmus', rounds: 1, system: 'swiss', events: [], extra: 1 }));
    r = await mus('check', junk);
    expect(r.code).toBe(1);
    expect(r.err).toContain('date: "2026-02-30x" n’est pas une date : un vrai jour AAAA-MM-JJ de 1970 à 2199 (format/bad-date)');
    expect(r.err).toContain('extra: champ inconnu (un champ mal écrit est refusé'); // the gate's detail in French (the default)
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('a round robin, a withdrawal and a late entry from the command line', async () => {
    const rr = join(dir, 'rr.json');
    expect((await mus('create', rr, '--name', 'Liga', '--date', '2026-12-04', '--rounds', '3', '--system', 'round-robin', '--rules', '{"preset":"pagat"}')).code).toBe(0);
    for (let i = 1; i <= 4; i++) expect((await mus('add', 'pair', rr, '--id', `r${i}`, '--team', `R ${i}`, '--players', `x${i},y${i}`)).code).toBe(0);
    let r = await mus('pair', rr, '--json');
    const round = JSON.parse(r.out);
    expect(round.tables.map((p: { A: string; B: string }) => [p.A, p.B])).toEqual([['r1', 'r4'], ['r2', 'r3']]);
    // pagat: best of three (2 manches to win).
    expect((await mus('result', rr, '--round', '1', '--table', '1', '--manches', '40-12,40-30', '--who', 'a', '--why', 'b')).code).toBe(0);
    expect((await mus('result', rr, '--round', '1', '--table', '2', '--manches', '40-12,39-40,40-30', '--who', 'a', '--why', 'b')).code).toBe(0);
    r = await mus('add-pair', rr, '--id', 'late', '--team', 'Late', '--players', 'l,m', '--lang', 'en');
    expect(r.out).toBe('Pair late (Late) registered late: paired from round 2\n');
    r = await mus('pair', rr);
    expect(r.code).toBe(1);
    expect(r.err).toContain('(tournament/round-robin-changed)');
    expect((await mus('withdraw', rr, '--pair', 'late', '--who', 'Arbitre', '--why', 'entered by mistake')).code).toBe(0);
    r = await mus('withdraw', rr, '--pair', 'r3', '--who', 'Arbitre', '--why', 'left', '--lang', 'en');
    expect(r.out).toBe('Pair r3 (R 3) withdraws after round 1\n');
    r = await mus('pair', rr, '--json');
    expect(r.code, r.err).toBe(0);
    const r2 = JSON.parse(r.out);
    expect(r2.tables.map((p: { A: string; B: string }) => [p.A, p.B])).toEqual([['r4', 'r2']]);
    expect(r2.byes).toEqual(['r1']); // r3's opponent in the Berger table
  });

  it('the director\'s corrections: remove-pair and reinstate, with --who and --why, refused once a round depends on them', async () => {
    const f = join(dir, 'corrections.json');
    expect((await mus('create', f, '--name', 'Gau', '--date', '2026-12-04', '--rounds', '3')).code).toBe(0);
    for (let i = 1; i <= 4; i++) expect((await mus('add-pair', f, '--id', `c${i}`, '--team', `C ${i}`, '--players', `x${i},y${i}`)).code).toBe(0);
    expect((await mus('add-pair', f, '--id', 'oops', '--team', 'C 1 again', '--players', 'x5,y5')).code).toBe(0);
    let r = await mus('remove-pair', f, '--pair', 'oops', '--who', 'Arbitre');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--why');
    r = await mus('remove-pair', f, '--pair', 'oops', '--who', 'Arbitre', '--why', 'registered twice', '--lang', 'en');
    expect([r.code, r.out]).toEqual([0, 'Pair oops (C 1 again) removed from the tournament\n']);
    r = await mus('pair', f, '--json');
    expect(JSON.parse(r.out).byes).toEqual([]);
    expect((await mus('remove-pair', f, '--pair', 'c1', '--who', 'Arbitre', '--why', 'x')).err).toContain('(tournament/too-late)');
    for (const table of ['1', '2']) expect((await mus('result', f, '--round', '1', '--table', table, '--manches', '40-12,40-30,40-1', '--who', 'a', '--why', 'b')).code).toBe(0);
    expect((await mus('withdraw', f, '--pair', 'c3', '--who', 'Arbitre', '--why', 'left')).code).toBe(0);
    r = await mus('reinstate', f, '--pair', 'c3', '--who', 'Arbitre', '--why', 'came back', '--lang', 'en');
    expect([r.code, r.out]).toEqual([0, 'Pair c3 (C 3): withdrawal taken back, paired again\n']);
    r = await mus('reinstate', f, '--pair', 'c3', '--who', 'Arbitre', '--why', 'again');
    // in French (the default): the option, the sentence naming the pair, the code
    expect([r.code, r.err]).toEqual([1, 'mus tournament: --pair: La paire c3 (C 3) ne s’est pas retirée (tournament/not-withdrawn)\n']);
    r = await mus('reinstate', f, '--pair', 'c3', '--who', 'Arbitre', '--why', 'again', '--lang', 'en');
    expect([r.code, r.err]).toEqual([1, 'mus tournament: --pair: pair c3 (C 3) has not withdrawn (tournament/not-withdrawn)\n']);
    expect((await mus('withdraw', f, '--pair', 'c3', '--who', 'Arbitre', '--why', 'left for good')).code).toBe(0);
    expect((await mus('pair', f)).code).toBe(0);
    r = await mus('reinstate', f, '--pair', 'c3', '--who', 'Arbitre', '--why', 'too late');
    expect(r.code).toBe(1);
    expect(r.err).toContain('le tour 2 est déjà apparié sans elle');
    r = await mus('check', f);
    expect(r.code, r.err).toBe(0);
  });

  it('a result from a match of the library (--journal): exported, embedded, replayed', async () => {
    const data = join(dir, 'data');
    const lib = async (...a: string[]) => {
      const { o, io } = capture();
      const code = await runLibrary([...a, '--data-dir', data], { ...io, stdin: () => '' });
      return { code, ...o };
    };
    expect((await lib('import', FIXTURE)).code).toBe(0);
    const id = JSON.parse((await lib('list', '--json')).out)[0].id as string;
    const f = join(dir, 'lib-night.json');
    expect((await mus('create', f, '--name', 'Library night', '--date', '2026-11-28', '--rounds', '1')).code).toBe(0);
    expect((await mus('add-pair', f, '--id', 'las', '--team', 'Lasa / Irigoien', '--players', 'Maite,Xan')).code).toBe(0);
    expect((await mus('add-pair', f, '--id', 'etx', '--team', 'Etxeberri / Dufau', '--players', 'Peio,Battitt')).code).toBe(0);
    expect((await mus('pair', f)).code).toBe(0);
    let r = await mus('result', f, '--round', '1', '--table', '1', '--journal', 'no-such-match', '--data-dir', data);
    expect(r.code).toBe(1);
    r = await mus('result', f, '--round', '1', '--table', '1', '--journal', id, '--data-dir', data, '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe('Round 1, table 1: won by Etxeberri / Dufau\n'); // the record names the teams the other way round
    const saved = JSON.parse(readFileSync(f, 'utf8'));
    expect(saved.events.at(-1).result.source).toMatchObject({ kind: 'match', journal: id });
    expect((await mus('check', f)).code).toBe(0);
  });
});

describe('one line of help after a usage error', () => {
  it('the synopsis of the command, the one that takes the option at fault when there are several', () => {
    const tail = '   (every command: mus tournament --help)';
    expect(helpLine('en', 'withdraw', 'why')).toBe(`usage: mus tournament withdraw FILE --pair ID --who NAME --why TEXT${tail}`);
    expect(helpLine('en', 'result', 'forfeit')).toBe(`usage: mus tournament result FILE --round R --table T --forfeit PAIR --who NAME --why TEXT${tail}`);
    expect(helpLine('en', 'result')).toBe(`usage: mus tournament result FILE --round R --table T --match MATCH.json${tail}`);
    expect(helpLine('en', undefined)).toBe(`usage: mus tournament <command> FILE [options]${tail}`);
    for (const cmd of ['create', 'add-pair', 'pair', 'annul', 'standings', 'sheet', 'export', 'import', 'check', 'league']) for (const lang of ['fr', 'eu', 'es', 'en'] as const) expect(helpLine(lang, cmd).split('\n')).toHaveLength(1);
    // in French (the default): the words of the language, the synopsis as typed
    expect(helpLine('fr', 'withdraw', 'why')).toBe('usage : mus tournament withdraw FILE --pair ID --who NAME --why TEXT   (toutes les commandes : mus tournament --help)');
    expect(helpLine('es', undefined)).toBe('uso: mus tournament <comando> FILE [opciones]   (todos los comandos: mus tournament --help)');
  });
});

describe('mus tournament as a user runs it (a child process, through the launcher bin/mus.mjs)', () => {
  it('exit codes 0, 1 and 2, standard output and standard error as in process, never a stack', () => {
    const f = join(dir, 'process-night.json');
    let r = musProcess('create', f, '--name', 'Process night', '--date', '2026-11-27', '--rounds', '2', '--lang', 'en');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(`${f}: tournament "Process night" created (2 rounds, Swiss)\n`);
    expect(r.err).toBe('');
    r = musProcess('create', f, '--name', 'x', '--date', '2026-11-27', '--rounds', '2');
    expect(r.code).toBe(1);
    // the refusal in the default language (French): the file, the sentence, its code
    expect(r.err).toBe(`mus tournament: ${f}: Ce fichier existe déjà : create n’écrit jamais par-dessus un fichier (tournament/file-exists)\n`);
    expect(r.out).toBe('');
    // a bad file: exit 1, the field and the code, no stack
    const junk = join(dir, 'process-junk.json');
    writeFileSync(junk, JSON.stringify({ format: 'mus-tournament/1', name: 'x', date: '2026-02-30x', rules: 'ffmus', rounds: 1, system: 'swiss', events: [], extra: 1 }));
    r = musProcess('check', junk);
    expect(r.code).toBe(1);
    expect(r.err).toContain('date: "2026-02-30x" n’est pas une date : un vrai jour AAAA-MM-JJ de 1970 à 2199 (format/bad-date)');
    expect(r.err).toContain('extra: champ inconnu (un champ mal écrit est refusé'); // the gate's detail in French (the default)
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.out).toBe('');
    // usage: exit 2, the usage on standard error
    r = musProcess('frobnicate', f);
    expect(r.code).toBe(2);
    expect(r.err).toBe('mus tournament: commande inconnue « frobnicate » (usage/unknown-command) — « frobnicate » n’est pas une commande : --help les liste toutes\nusage : mus tournament <commande> FILE [options]   (toutes les commandes : mus tournament --help)\n');
    expect(r.out).toBe('');
  });

  it('prints the same bytes as the command run in process (the standings, a pairing sheet)', async () => {
    for (const args of [['standings', file, '--lang', 'en'], ['sheet', file, '--round', '1', '--html', '--lang', 'eu']]) {
      const child = musProcess(...args);
      expect(child.code, child.err).toBe(0);
      const inProcess = await mus(...args);
      expect(child.out === inProcess.out, args.join(' ')).toBe(true);
      expect(child.err).toBe('');
    }
  });
});
