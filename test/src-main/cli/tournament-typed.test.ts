/**
 * A refused tournament command names the option the person typed, never the night file's JSON path
 * of the event the command made (src-main/cli/tournament-typed.ts); a path into a file given by
 * `--match` is said as that file's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asTyped, resultAsTyped, settingsAsTyped } from '../../../src-main/cli/tournament-typed.js';
import { runTournament } from '../../../src-main/cli/tournament-command.js';
import { errorSentence } from '../../../shared/i18n/errors.js';

describe('a refused event said in the options typed', () => {
  it('names the option a field came from', () => {
    expect(asTyped('events[8].pair.team: the team "X" is already registered as pair p01', 8)).toBe('--team: the team "X" is already registered as pair p01');
    expect(asTyped('events[3].pair.id: the pair "p01" is already registered', 3)).toBe('--id: the pair "p01" is already registered');
    expect(asTyped('events[3].pair.players[1]: a name cannot be empty', 3)).toBe('--players: a name cannot be empty');
    expect(asTyped('events[4].pair: "p09" is not a registered pair', 4)).toBe('--pair: "p09" is not a registered pair');
    expect(asTyped('events[12].who: say who entered it (1 to 200 characters)', 12)).toBe('--who: say who entered it (1 to 200 characters)');
  });

  it('drops the path of a refusal about the whole event, and keeps a path the options do not explain', () => {
    expect(asTyped('events[4]: round 1, table 1 (X v Z) has no result to annul', 4)).toBe('round 1, table 1 (X v Z) has no result to annul');
    expect(asTyped('events[7].result: round 1, table 2 (X v Z) already has a result; annul it first (annul-result, with who and why)', 7))
      .toBe('round 1, table 2 (X v Z) already has a result; annul it first (mus tournament annul FILE --round R --table T --who NAME --why TEXT)');
    expect(asTyped('events[4].result.match.deals[2].actions[0]: seat 2 cannot speak', 4)).toBe('events[4].result.match.deals[2].actions[0]: seat 2 cannot speak');
    // another event's path (a problem met while the file was replayed) is the file's
    expect(asTyped('events[2].pair: unknown', 4)).toBe('events[2].pair: unknown');
  });

  it('says a refused result by its option, and a match record problem by the file given', () => {
    expect(resultAsTyped('manches: manches 2-0: nobody has won 3 manches', undefined)).toBe('--manches: manches 2-0: nobody has won 3 manches');
    expect(resultAsTyped('forfeit: pair "p09" does not play at round 1, table 1', undefined)).toBe('--forfeit: pair "p09" does not play at round 1, table 1');
    expect(resultAsTyped('result.round: round 2 is not paired (rounds paired: 1)', undefined)).toBe('--round: round 2 is not paired (rounds paired: 1)');
    expect(resultAsTyped('result.table: round 1 has no table 9 (tables 1 to 2)', 'final.json')).toBe('--table: round 1 has no table 9 (tables 1 to 2)');
    expect(resultAsTyped('match.teams: round 1, table 1: the match record is between A and B', 'final.json')).toBe('final.json: teams: round 1, table 1: the match record is between A and B');
    expect(resultAsTyped('match: round 1, table 1: the match is not over', 'final.json')).toBe('final.json: round 1, table 1: the match is not over');
  });

  it('says a refused setting of create by the option typed, a field of the rules JSON after --rules', () => {
    expect(settingsAsTyped('date: must be a date YYYY-MM-DD (the night\'s, as given)')).toBe('--date: must be a date YYYY-MM-DD (the night\'s, as given)');
    expect(settingsAsTyped('settings.name: must be a name of 1 to 200 characters')).toBe('--name: must be a name of 1 to 200 characters');
    expect(settingsAsTyped('rounds: must be a whole number of rounds from 1 to 99')).toBe('--rounds: must be a whole number of rounds from 1 to 99');
    expect(settingsAsTyped('rules: unknown rule preset "x" (known: ffmus, pagat)')).toBe('--rules: unknown rule preset "x" (known: ffmus, pagat)');
    expect(settingsAsTyped('rules.target: 3 is not one of 30, 40, 50')).toBe('--rules: target: 3 is not one of 30, 40, 50');
    expect(settingsAsTyped('rules["x-a"].__proto__: the key is never allowed')).toBe('--rules: ["x-a"].__proto__: the key is never allowed');
    // not a setting, or inside one that is not the rules: kept
    expect(settingsAsTyped('events[0].pair: unknown')).toBe('events[0].pair: unknown');
    expect(settingsAsTyped('$: the settings are an object')).toBe('$: the settings are an object');
  });
});

describe('mus tournament create: a refused setting names the option typed, in every language', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mus-create-typed-'));
  const create = async (lang: string, ...opts: string[]) => {
    let err = '';
    const base: Record<string, string> = { '--name': 'Night', '--date': '2026-11-27', '--rounds': '2' };
    for (let i = 0; i < opts.length; i += 2) base[opts[i]!] = opts[i + 1]!;
    const code = await runTournament(['create', join(dir, 'never.json'), ...Object.entries(base).flat(), '--lang', lang], { out: () => undefined, err: (s) => { err += s; } });
    return { code, err };
  };
  const cases: [string[], RegExp][] = [
    [['--date', '2026-13-40'], /^mus tournament: --date: must be a date YYYY-MM-DD/],
    [['--date', '2026-02-30'], /^mus tournament: --date: "2026-02-30" is not a date/],
    [['--name', 'a\tb'], /^mus tournament: --name: "a\\tb" holds U\+0009/],
    [['--rounds', '100'], /^mus tournament: --rounds: must be a whole number of rounds from 1 to 99/],
    [['--rules', 'nosuch'], /^mus tournament: --rules: unknown rule preset "nosuch"/],
    [['--rules', '{"target":3}'], /^mus tournament: --rules: target: 3 is not one of 30, 40, 50/],
    [['--rules', '{"preset":"ffmus","players":6}'], /^mus tournament: --rules: players: must be four/],
    [['--rules', '{"preset":"ffmus","foo":1}'], /--rules: foo: /],
  ];
  for (const lang of ['fr', 'eu', 'es', 'en'] as const) {
    it(lang, async () => {
      for (const [opts, said] of cases) {
        const r = await create(lang, ...opts);
        expect(r.code, opts.join(' ')).toBe(1);
        // a tournament's refusal in fr, eu, es: the option, then one sentence in that language (no English detail)
        const own = lang !== 'en' && r.err.includes('(tournament/');
        expect(r.err, opts.join(' ')).toMatch(own ? new RegExp(`^mus tournament: ${opts[0]}: `) : said);
        if (own) expect(r.err, opts.join(' ')).not.toMatch(/must be|is not a date|holds U/);
        expect(r.err, opts.join(' ')).not.toMatch(/(^|: )(settings\.)?(date|name|rounds|rules)(\.\w+)?: /);
        const code = /\(([a-z]+\/[a-z-]+)\)/.exec(r.err)?.[1] ?? '';
        // the code's sentence, or the one naming the value given (« "nosuch" n’est pas un jeu de règles connu », « 3 n’est pas permis ici »)
        if (lang !== 'en' && !own) expect(r.err.includes(` — ${errorSentence(code, lang).slice(0, 20)}`) || / — ("[^"]*"|\d+) /.test(r.err), `${opts.join(' ')}: ${r.err}`).toBe(true);
      }
    });
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
});
