/**
 * Every refusal `mus tournament` prints, in the four languages: each `tournament/…` code (and the
 * library's a result by `--journal` meets) provoked through `runTournament` (the function the
 * command line runs), then read in fr, eu, es and en. In fr, eu, es the line is one sentence in that
 * language — no English word of the model's message beside it — and it keeps every figure the English
 * line gives (the pair ids, team names, round and table numbers, counts): the sentence is filled from
 * the error's `params` (`shared/i18n/errors/tournament/*.ts`).
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTournament } from '../../../src-main/cli/tournament-command.js';
import type { Lang } from '../../../shared/i18n/index.js';

const root = new URL('../../../', import.meta.url).pathname;
const FIXTURE = join(root, 'test/fixtures/match-ffmus-full.record.json');

/** `mus tournament …args` in process: its exit code and standard error. */
async function mus(args: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await runTournament(args, { out: () => {}, err: (s) => { err += s.endsWith('\n') ? s : `${s}\n`; } });
  return { code, err };
}

/** Words of the model's English messages that no French, Basque or Spanish sentence has. */
const ENGLISH = /\b(the|is|are|already|has|have|paired|registered|round|rounds|must|cannot|would|does|was|were|been|withdrew|entered|nobody|says|replays|exists|overwritten|night|refused|between|played|only|needs|there|which|yet)\b/i;

/** The numbers of a line (the temporary folder's name left out): each must be said in every language. */
const numbers = (line: string) => [...new Set(line.match(/\d+/g) ?? [])];

/** A night's file in a folder of its own, and the commands run on it before the refusal. */
interface Case {
  code: string;
  /** Commands that succeed first (`F` is the file, `D` the folder). */
  setup: string[][];
  /** The refused command. */
  run: string[];
  /** Names the line must say in every language (pair ids, teams, values). */
  names?: string[];
  /** Changes the file after the setup (a file edited by hand, for `check`). */
  edit?: (json: { events: Record<string, unknown>[] }) => void;
}

const PAIRS = [['p1', 'Les Ours', 'Ane,Beñat'], ['p2', 'Txoriak', 'Ion,Jon'], ['p3', 'Gorriak', 'Kepa,Lur'], ['p4', 'Urdinak', 'Maddi,Nahia']] as const;
const create = (...more: string[]) => ['create', 'F', '--name', 'Soirée', '--date', '2026-11-27', '--rounds', '3', ...more];
const add = (n: number) => PAIRS.slice(0, n).map(([id, team, players]) => ['add-pair', 'F', '--id', id, '--team', team, '--players', players]);
const base = (n = 4, ...more: string[]) => [create(...more), ...add(n)];
const forfeit = (round: number, table: number, pair: string) => ['result', 'F', '--round', String(round), '--table', String(table), '--forfeit', pair, '--who', 'Arbitre', '--why', 'absente'];
const by = ['--who', 'Arbitre', '--why', 'erreur'];
/** A night of the fixture's two teams, round 1 paired: the fixture's match is table 1's. */
const fixtureNight = (...more: string[]) => [
  create(...more), ['add-pair', 'F', '--id', 'etx', '--team', 'Etxeberri / Dufau', '--players', 'Peio,Battitt'],
  ['add-pair', 'F', '--id', 'las', '--team', 'Lasa / Irigoien', '--players', 'Maite,Xan'], ['pair', 'F'],
];
const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { deals: { actions: Record<string, unknown>[] }[]; teams: { A: string; B: string } };

const CASES: Record<string, Case> = {
  'bad-settings (rounds)': { code: 'tournament/bad-settings', setup: [], run: ['create', 'F', '--name', 'N', '--date', '2026-11-27', '--rounds', '0'] },
  'bad-settings (date)': { code: 'tournament/bad-settings', setup: [], run: ['create', 'F', '--name', 'N', '--date', '2026-02-30', '--rounds', '2'], names: ['2026-02-30'] },
  'bad-pair (id)': { code: 'tournament/bad-pair', setup: base(1), run: ['add-pair', 'F', '--id', 'a+b', '--team', 'Zaldiak', '--players', 'O,P'], names: ['a+b'] },
  'bad-pair (long name)': { code: 'tournament/bad-pair', setup: base(1), run: ['add-pair', 'F', '--id', 'p9', '--team', 'x'.repeat(101), '--players', 'O,P'] },
  'duplicate-pair (id)': { code: 'tournament/duplicate-pair', setup: base(1), run: ['add-pair', 'F', '--id', 'p1', '--team', 'Zaldiak', '--players', 'O,P'], names: ['p1', 'Les Ours'] },
  'duplicate-pair (team)': { code: 'tournament/duplicate-pair', setup: base(1), run: ['add-pair', 'F', '--id', 'p9', '--team', 'LES OURS', '--players', 'O,P'], names: ['p1'] },
  'player-in-two-pairs': { code: 'tournament/player-in-two-pairs', setup: base(1), run: ['add-pair', 'F', '--id', 'p9', '--team', 'Zaldiak', '--players', 'Ane,P'], names: ['Ane', 'p1', 'Les Ours'] },
  'unknown-pair': { code: 'tournament/unknown-pair', setup: base(2), run: ['withdraw', 'F', '--pair', 'zz', ...by], names: ['zz'] },
  withdrawn: { code: 'tournament/withdrawn', setup: [...base(4), ['withdraw', 'F', '--pair', 'p4', ...by]], run: ['withdraw', 'F', '--pair', 'p4', ...by], names: ['p4', 'Urdinak'] },
  'not-withdrawn': { code: 'tournament/not-withdrawn', setup: base(2), run: ['reinstate', 'F', '--pair', 'p2', ...by], names: ['p2', 'Txoriak'] },
  'no-attribution': { code: 'tournament/no-attribution', setup: base(2), run: ['withdraw', 'F', '--pair', 'p2', '--who', 'A\u0007B', '--why', 'x'] },
  'all-rounds-paired': {
    code: 'tournament/all-rounds-paired',
    setup: [['create', 'F', '--name', 'N', '--date', '2026-11-27', '--rounds', '1'], ...add(2), ['pair', 'F'], forfeit(1, 1, 'p2')], run: ['pair', 'F'],
  },
  'round-incomplete': { code: 'tournament/round-incomplete', setup: [...base(4), ['pair', 'F']], run: ['pair', 'F'], names: ['Les Ours', 'Txoriak', 'Gorriak', 'Urdinak'] },
  'not-enough-pairs': { code: 'tournament/not-enough-pairs', setup: base(1), run: ['pair', 'F'] },
  'round-robin-changed (another system)': {
    code: 'tournament/round-robin-changed', setup: [...base(4), ['pair', 'F'], forfeit(1, 1, 'p2'), forfeit(1, 2, 'p4')], run: ['pair', 'F', '--system', 'round-robin'], names: ['swiss'],
  },
  'round-robin-changed (late entry)': {
    code: 'tournament/round-robin-changed',
    setup: [...base(4, '--system', 'round-robin'), ['pair', 'F'], forfeit(1, 1, 'p4'), forfeit(1, 2, 'p3'), ['add-pair', 'F', '--id', 'p5', '--team', 'Zaldiak', '--players', 'O,P']],
    run: ['pair', 'F'], names: ['p5'],
  },
  'round-robin-complete': { code: 'tournament/round-robin-complete', setup: [...base(2, '--system', 'round-robin'), ['pair', 'F'], forfeit(1, 1, 'p2')], run: ['pair', 'F'] },
  'unknown-table (round)': { code: 'tournament/unknown-table', setup: base(2), run: forfeit(3, 1, 'p1') },
  'unknown-table (table)': { code: 'tournament/unknown-table', setup: [...base(2), ['pair', 'F']], run: forfeit(1, 9, 'p1') },
  'unknown-table (sheet)': { code: 'tournament/unknown-table', setup: [...base(2), ['pair', 'F']], run: ['sheet', 'F', '--round', '5'] },
  'unknown-table (sheet, none paired)': { code: 'tournament/unknown-table', setup: base(2), run: ['sheet', 'F'] },
  'result-exists': { code: 'tournament/result-exists', setup: [...base(2), ['pair', 'F'], forfeit(1, 1, 'p2')], run: forfeit(1, 1, 'p2'), names: ['Les Ours', 'Txoriak'] },
  'no-result (annul)': { code: 'tournament/no-result', setup: [...base(2), ['pair', 'F']], run: ['annul', 'F', '--round', '1', '--table', '1', ...by], names: ['Les Ours', 'Txoriak'] },
  'no-result (export)': { code: 'tournament/no-result', setup: [...base(2), ['pair', 'F']], run: ['export', 'F', '--match', '1/1'] },
  'no-result (export of a forfeit)': { code: 'tournament/no-result', setup: [...base(2), ['pair', 'F'], forfeit(1, 1, 'p2')], run: ['export', 'F', '--match', '1/1'] },
  'bad-result (unfinished manche)': { code: 'tournament/bad-result', setup: [...base(2), ['pair', 'F']], run: ['result', 'F', '--round', '1', '--table', '1', '--manches', '40-0,40-30', ...by] },
  'bad-result (short)': { code: 'tournament/bad-result', setup: [...base(2), ['pair', 'F']], run: ['result', 'F', '--round', '1', '--table', '1', '--manches', '40-0,40-2', ...by] },
  'bad-result (after the win)': { code: 'tournament/bad-result', setup: [...base(2), ['pair', 'F']], run: ['result', 'F', '--round', '1', '--table', '1', '--manches', '40-0,40-0,40-0,40-0', ...by] },
  'bad-result (forfeit of a pair not there)': { code: 'tournament/bad-result', setup: [...base(2), ['pair', 'F']], run: forfeit(1, 1, 'zz'), names: ['zz', 'Les Ours', 'Txoriak'] },
  'teams-differ': { code: 'tournament/teams-differ', setup: [...base(2), ['pair', 'F']], run: ['result', 'F', '--round', '1', '--table', '1', '--match', FIXTURE], names: ['Etxeberri / Dufau', 'Lasa / Irigoien', 'Les Ours', 'Txoriak'] },
  'rules-differ': { code: 'tournament/rules-differ', setup: fixtureNight('--rules', 'pagat'), run: ['result', 'F', '--round', '1', '--table', '1', '--match', FIXTURE] },
  'match-invalid': { code: 'tournament/match-invalid', setup: fixtureNight(), run: ['result', 'F', '--round', '1', '--table', '1', '--match', 'D/bad.json'] },
  'match-unfinished': { code: 'tournament/match-unfinished', setup: fixtureNight(), run: ['result', 'F', '--round', '1', '--table', '1', '--match', 'D/short.json'], names: ['Etxeberri / Dufau'] },
  'winner-mismatch (a file edited by hand)': {
    code: 'tournament/winner-mismatch', setup: [...fixtureNight(), ['result', 'F', '--round', '1', '--table', '1', '--match', FIXTURE]], run: ['check', 'F'],
    edit: (json) => { (json.events[3]!.result as { winner: string }).winner = 'las'; }, names: ['Etxeberri / Dufau', 'Lasa / Irigoien'],
  },
  'bad-round (a file edited by hand)': {
    code: 'tournament/bad-round', setup: [...base(4), ['pair', 'F']], run: ['check', 'F'],
    edit: (json) => { const r = json.events[4]!.round as { tables: { A: string; B: string }[] }; r.tables[1]!.A = r.tables[0]!.A; },
  },
  'too-late (annul)': {
    code: 'tournament/too-late', setup: [...base(2), ['pair', 'F'], forfeit(1, 1, 'p2'), ['pair', 'F']], run: ['annul', 'F', '--round', '1', '--table', '1', ...by], names: ['Les Ours', 'Txoriak'],
  },
  'too-late (reinstate)': { code: 'tournament/too-late', setup: [...base(4), ['withdraw', 'F', '--pair', 'p4', ...by], ['pair', 'F']], run: ['reinstate', 'F', '--pair', 'p4', ...by], names: ['p4', 'Urdinak'] },
  'too-late (remove)': { code: 'tournament/too-late', setup: [...base(2), ['pair', 'F']], run: ['remove-pair', 'F', '--pair', 'p1', ...by], names: ['p1', 'Les Ours'] },
  'file-exists (create)': { code: 'tournament/file-exists', setup: base(1), run: create() },
  'file-exists (import)': { code: 'tournament/file-exists', setup: [...base(1), ['import', 'F', 'D/copy.json']], run: ['import', 'F', 'D/copy.json'] },
  'write-failed': { code: 'tournament/write-failed', setup: base(2), run: ['standings', 'F', '--out', 'D/folder'], names: ['EISDIR'] },
  'duplicate-night': { code: 'tournament/duplicate-night', setup: base(2), run: ['league', 'F', 'F'], names: ['Soirée', '2026-11-27'] },
  'mixed-rules': {
    code: 'tournament/mixed-rules',
    setup: [...base(2), ['create', 'D/other.json', '--name', 'Pagat', '--date', '2026-11-28', '--rounds', '1', '--rules', 'pagat']], run: ['league', 'F', 'D/other.json'],
  },
  'library/no-such-match': { code: 'library/no-such-match', setup: fixtureNight(), run: ['result', 'F', '--round', '1', '--table', '1', '--journal', 'nosuch', '--data-dir', 'D/lib'], names: ['nosuch'] },
};

/** Runs a case's setup in a new folder and gives its refused command with the paths filled in. */
async function prepare(c: Case): Promise<{ dir: string; run: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'mus-refusals-'));
  const file = join(dir, 'night.json');
  const fill = (a: string[]) => a.map((x) => (x === 'F' ? file : x.replace(/^D\//, `${dir}/`)));
  mkdirSync(join(dir, 'folder'));
  const bad = structuredClone(fixture);
  bad.deals[0]!.actions[0]!.amount = 1; // an opening bet under 2 (FFMus)
  writeFileSync(join(dir, 'bad.json'), JSON.stringify(bad));
  writeFileSync(join(dir, 'short.json'), JSON.stringify({ ...fixture, deals: fixture.deals.slice(0, 3) }));
  for (const s of c.setup) {
    const r = await mus(fill(s));
    expect(r.code, `${s.join(' ')}: ${r.err}`).toBe(0);
  }
  if (c.edit) {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { events: Record<string, unknown>[] };
    c.edit(json);
    writeFileSync(file, JSON.stringify(json));
  }
  return { dir, run: fill(c.run) };
}

describe('mus tournament: every refusal in the four languages, one sentence with its figures', () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(name, async () => {
      const { dir, run } = await prepare(c);
      const said = {} as Record<Lang, string>;
      for (const lang of ['en', 'fr', 'eu', 'es'] as const) {
        const r = await mus([...run, '--lang', lang]);
        expect(r.code, r.err).toBe(1);
        said[lang] = r.err.split(dir).join('DIR');
        expect(said[lang]).toContain(`(${c.code})`);
      }
      for (const lang of ['fr', 'eu', 'es'] as const) {
        const line = said[lang];
        for (const figure of [...numbers(said.en), ...(c.names ?? [])]) expect(line, `${lang}: ${figure} dropped`).toContain(figure);
        // the code, the files, the options, a file's JSON paths and the command's name are the same in every language
        let words = line.replace(/\([a-z]+\/[a-z-]+\)/g, '').replace(/\S*(DIR|\.json)\S*/g, '').replace(/--[a-z-]+/g, '').replace(/\S*\[\d+\]\S*/g, '').replace(/mus tournament( pair)?/g, '');
        for (const n of c.names ?? []) words = words.split(n).join('');
        for (const [, team] of PAIRS) words = words.split(team).join('');
        expect(words, `${lang}: English left`).not.toMatch(ENGLISH);
      }
    });
  }
});
