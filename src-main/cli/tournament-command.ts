/**
 * `mus tournament …`: a tournament night over one `mus-tournament/1` file (docs/tournament.md).
 *
 *     mus tournament create FILE --name NAME --date YYYY-MM-DD --rounds N [--system round-robin|swiss|updown] [--rules ffmus|pagat|JSON]
 *     mus tournament add-pair FILE --id ID --team NAME --players "A,B" [--club CLUB]     (also: add pair)
 *     mus tournament withdraw FILE --pair ID --who NAME --why TEXT
 *     mus tournament reinstate FILE --pair ID --who NAME --why TEXT      (a withdrawal taken back)
 *     mus tournament remove-pair FILE --pair ID --who NAME --why TEXT    (a pair added by mistake)
 *     mus tournament pair FILE [--system round-robin|swiss|updown] [--json]
 *     mus tournament result FILE --round R --table T --match MATCH.json [--journal ID]
 *     mus tournament result FILE --round R --table T --manches 40-32,12-40,40-38,40-20 --who NAME --why TEXT
 *     mus tournament result FILE --round R --table T --forfeit PAIR --who NAME --why TEXT
 *     mus tournament result FILE --round R --table T --journal ID [--data-dir DIR]      (a match of the library)
 *     mus tournament annul FILE --round R --table T --who NAME --why TEXT
 *     mus tournament standings FILE [--csv | --json] [--out FILE]
 *     mus tournament sheet FILE [--round R] [--html] [--out FILE]
 *     mus tournament export FILE [--out FILE] [--match R/T]
 *     mus tournament import SOURCE FILE
 *     mus tournament check FILE...
 *     mus tournament league FILE... [--csv] [--out FILE]       (a league: the nights' files gathered)
 *
 * Every command reads the file through the input gate and folds its whole log (every match
 * replayed) before it does anything; a command that adds an event writes the file again (a
 * temporary file, flushed, then renamed over it; over the version it read only: tournament-write.ts).
 * `--lang fr|eu|es|en` for the words.
 * Exit codes: 0 ok, 1 a bad file or a refused event (the code and the field are named), 2 usage.
 */
import { existsSync } from 'node:fs';
import { LANGS, type Lang } from '../../shared/i18n/index.js';
import { checkTournament } from '../../shared/format/tournament-check.js';
import type { Problem } from '../../shared/format/check.js';
import {
  applyEvent, computeStandings, leagueCsv, leagueStandings, leagueText, createTournament, forfeitResult, handResult, pairById, pairNextRound, pairingSheetHtml, pairingSheetText,
  parseManches, PAIRING_SYSTEMS, registerPair, resultFromMatch, standingsCsv, standingsText, toFile, tournamentT,
  type PairingSystem, type TableResult, type Tournament, type TournamentEvent,
} from '../../shared/tournament/index.js';
import type { EngineError, Result, RulesSpec } from '../../shared/types.js';
import { parseJson, readJsonFile } from './read-json.js';
import { argumentCountError, parseCommandArgs, usageLang, usageText, UsageError } from './usage.js';
import { problemText } from './problem-text.js';
import { asTyped, pathAsTyped, resultAsTyped, resultPathAsTyped, settingsAsTyped, settingsPathAsTyped } from './tournament-typed.js';
import { cliT } from './labels.js';
import { helpT, usageWord } from './help-texts.js';
import { stampOf, writeAtomic } from './tournament-write.js';
import { libraryMatch, notAMatchRecord } from './tournament-inputs.js';

/** `mus tournament`'s help in `lang` (`help-texts.ts`). */
const usage = (lang: Lang): string => helpT(lang)('tournament');

/** Where the command writes; replaced by the tests. */
export type Io = { out: (s: string) => void; err: (s: string) => void };

const defaultIo: Io = {
  out: (s) => process.stdout.write(s.endsWith('\n') ? s : `${s}\n`),
  err: (s) => process.stderr.write(s.endsWith('\n') ? s : `${s}\n`),
};

const OPTIONS = {
  lang: { type: 'string' }, name: { type: 'string' }, date: { type: 'string' }, rounds: { type: 'string' }, system: { type: 'string' },
  rules: { type: 'string' }, id: { type: 'string' }, team: { type: 'string' }, players: { type: 'string' }, club: { type: 'string' },
  pair: { type: 'string' }, who: { type: 'string' }, why: { type: 'string' }, json: { type: 'boolean' }, round: { type: 'string' },
  table: { type: 'string' }, match: { type: 'string' }, journal: { type: 'string' }, 'data-dir': { type: 'string' }, manches: { type: 'string' },
  forfeit: { type: 'string' }, csv: { type: 'boolean' }, out: { type: 'string' }, html: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
} as const;

/** Options each command accepts (besides --lang and --help), and its positional arguments. */
const COMMANDS: Record<string, { options: readonly (keyof typeof OPTIONS)[]; args: string }> = {
  create: { options: ['name', 'date', 'rounds', 'system', 'rules'], args: 'FILE' },
  'add-pair': { options: ['id', 'team', 'players', 'club'], args: 'FILE' },
  withdraw: { options: ['pair', 'who', 'why'], args: 'FILE' },
  reinstate: { options: ['pair', 'who', 'why'], args: 'FILE' },
  'remove-pair': { options: ['pair', 'who', 'why'], args: 'FILE' },
  pair: { options: ['system', 'json'], args: 'FILE' },
  result: { options: ['round', 'table', 'match', 'journal', 'data-dir', 'manches', 'forfeit', 'who', 'why'], args: 'FILE' },
  annul: { options: ['round', 'table', 'who', 'why'], args: 'FILE' },
  standings: { options: ['csv', 'json', 'out'], args: 'FILE' },
  sheet: { options: ['round', 'html', 'out'], args: 'FILE' },
  export: { options: ['out', 'match'], args: 'FILE' },
  import: { options: [], args: 'SOURCE FILE' },
  check: { options: [], args: 'FILE...' },
  league: { options: ['csv', 'out'], args: 'FILE...' },
};


/**
 * One line of help after a usage error, instead of the whole usage, in `lang`: the synopsis of the
 * command (the one that takes the option at fault, when a command has several; among those, the one
 * that takes most of the options `given` — `result … --forfeit` without --who gets the forfeit's
 * line), or the general one, and where to read every command.
 */
export function helpLine(lang: Lang, cmd: string | undefined, option?: string, given: readonly string[] = []): string {
  const takes = (l: string, o: string) => l.includes(`--${o} `) || l.endsWith(`--${o}`);
  const text = usage(lang).split('\n');
  const lines = text.slice(1).map((l) => l.trim().split(/\s{2,}/)[0] ?? '').filter((l) => cmd !== undefined && l.startsWith(`${cmd} `));
  const fit = option !== undefined ? lines.filter((l) => takes(l, option)) : lines;
  const score = (l: string) => given.filter((o) => takes(l, o)).length;
  const pick = fit.reduce<string | undefined>((best, l) => (best === undefined || score(l) > score(best) ? l : best), undefined) ?? lines[0];
  const every = helpT(lang)('everyCommand', { command: 'tournament' });
  return `${pick ? `${usageWord(lang)} mus tournament ${pick}` : (text[0] ?? '').split(/\s{2,}/)[0]}   ${every}`;
}
/** A refusal: printed as `mus tournament: message (code)`, exit 1. */
class Refused extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/**
 * A refusal's problem as one line, in `lang` (`problemText`: in English the message and the code; in
 * fr, eu, es the lead (`path`: the option typed, the file, the field of a file), the sentence naming
 * what `params` holds, the rule, the code).
 */
const errorLine = (e: Pick<EngineError, 'message' | 'code' | 'path' | 'rule' | 'params'> & { detail?: Problem['detail']; seats?: EngineError['seats'] }, lang: Lang) => problemText(e, lang);

/**
 * Runs `mus tournament …`.
 * @param argv the arguments after `tournament`.
 * @returns the exit code: 0 ok, 1 failed, 2 usage error.
 */
export async function runTournament(argv: string[], io: Io = defaultIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (e) {
    if (e instanceof UsageError) {
      const cmd = argv[0] === 'add' && argv[1] === 'pair' ? 'add-pair' : argv[0];
      const given = argv.filter((a) => a.startsWith('--')).map((a) => a.slice(2).split('=')[0]!);
      const lang = usageLang(argv);
      io.err(`mus tournament: ${usageText(e, lang)}\n${helpLine(lang, cmd && Object.hasOwn(COMMANDS, cmd) ? cmd : undefined, e.option, given)}`);
      return 2;
    }
    if (e instanceof Refused) {
      for (const l of e.lines) io.err(`mus tournament: ${l}`);
      return 1;
    }
    io.err(`mus tournament: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

async function run(argv: string[], io: Io): Promise<number> {
  let [cmd, ...rest] = argv;
  if (cmd === 'add' && rest[0] === 'pair') [cmd, ...rest] = ['add-pair', ...rest.slice(1)];
  if (cmd === undefined || cmd === 'help' || cmd === '--help' || cmd === '-h') {
    io.out(usage(usageLang(rest)));
    return cmd === undefined ? 2 : 0;
  }
  const spec = Object.hasOwn(COMMANDS, cmd) ? COMMANDS[cmd]! : undefined;
  if (!spec) throw new UsageError({ key: 'unknownCommand', params: { command: cmd } }, 'usage/unknown-command', cmd);
  const parsed = parseCommandArgs(cmd, rest, OPTIONS);
  const v = parsed.values;
  if (v.help) {
    io.out(usage(usageLang(rest)));
    return 0;
  }
  for (const k of Object.keys(v)) {
    if (k !== 'lang' && !(spec.options as readonly string[]).includes(k)) throw new UsageError({ key: 'notForCommand', params: { option: `--${k}` }, cmd }, 'usage/unknown-option', `--${k}`);
  }
  const lang = (v.lang ?? 'fr') as Lang;
  if (!LANGS.includes(lang)) throw new UsageError({ key: 'notOneOf', params: { option: '--lang', value: JSON.stringify(v.lang), list: LANGS.join(', ') } }, 'usage/bad-value', '--lang');
  const w = tournamentT(lang);
  const pos = parsed.positionals;
  const want = spec.args === 'FILE...' ? -1 : spec.args.split(' ').length;
  if (want === -1 ? pos.length === 0 : pos.length !== want) throw argumentCountError({ key: 'nameArgs', params: { name: spec.args }, cmd }, spec.args, pos, want);
  const file = pos[0]!;
  const need = (k: keyof typeof OPTIONS): string => {
    const x = v[k];
    if (typeof x !== 'string' || x === '') throw new UsageError({ key: 'required', params: { option: `--${k}` }, cmd }, 'usage/missing-option', `--${k}`, k);
    return x;
  };
  const int = (k: 'round' | 'table' | 'rounds'): number => {
    const x = need(k);
    if (!/^\d{1,4}$/.test(x)) throw new UsageError({ key: 'notWhole', params: { option: `--${k}`, value: JSON.stringify(x) } }, 'usage/bad-value', `--${k}`, k);
    return Number(x);
  };
  const system = (): PairingSystem | undefined => {
    if (v.system === undefined) return undefined;
    if (!(PAIRING_SYSTEMS as readonly string[]).includes(v.system)) throw new UsageError({ key: 'notOneOf', params: { option: '--system', value: JSON.stringify(v.system), list: PAIRING_SYSTEMS.join(', ') } }, 'usage/bad-value', '--system');
    return v.system as PairingSystem;
  };
  const by = () => ({ who: need('who'), why: need('why') });

  switch (cmd) {
    case 'create': {
      if (existsSync(file)) throw new Refused([errorLine({ code: 'tournament/file-exists', message: `${file}: already exists; a tournament file is never overwritten by create`, path: file, params: { say: 'create' } }, lang)]);
      let rules: RulesSpec = 'ffmus';
      if (v.rules !== undefined) {
        if (v.rules.trim().startsWith('{')) {
          const p = parseJson(v.rules);
          if (!p.ok) throw new UsageError({ key: 'badRules', params: { option: '--rules' }, cause: p.error }, 'usage/bad-value', '--rules');
          rules = p.value as RulesSpec;
        } else rules = v.rules;
      }
      const c = createTournament({ name: need('name'), date: need('date'), rules, rounds: int('rounds'), system: system() ?? 'swiss' });
      // a refusal names the option typed (`--date: …`), not the settings' field of the file (`date: …`)
      // (the rules' own refusals keep their path: their message says the preset or value typed)
      if (!c.ok) throw new Refused([errorLine({ ...c.error, message: settingsAsTyped(c.error.message), path: c.error.code.startsWith('tournament/') ? settingsPathAsTyped(c.error.path) : c.error.path }, lang)]);
      const checked = checkTournament(toFile(c.value));
      if (!checked.ok) throw new Refused(checked.error.problems.map((p) => errorLine({ ...p, message: settingsAsTyped(p.message) }, lang)));
      save(file, lang, c.value);
      io.out(w('created', { file, name: c.value.settings.name, rounds: c.value.settings.rounds, system: w(`system.${c.value.settings.system}`) }));
      return 0;
    }
    case 'add-pair': {
      const t = await load(file, lang);
      const players = need('players').split(',').map((s) => s.trim());
      if (players.length !== 2) throw new UsageError({ key: 'twoPlayers' }, 'usage/bad-value', '--players');
      const id = need('id');
      // as the app's form registers a pair: names trimmed, an empty club is no club
      // registered as a person registers a pair: a name the league would take for a registered pair's is refused too (registerPair)
      const pair = { id, team: need('team').trim(), players: [players[0]!, players[1]!] as [string, string], club: v.club?.trim() || null };
      const next = add(t, { type: 'add-pair', pair }, lang, (n, _e, at) => registerPair(n, pair, at));
      save(file, lang, next);
      const p = pairById(next, id)!;
      io.out(p.fromRound > 1 ? w('addedLate', { id, team: p.team, n: p.fromRound }) : w('added', { id, team: p.team }));
      return 0;
    }
    case 'withdraw': {
      const t = await load(file, lang);
      const next = add(t, { type: 'withdraw', pair: need('pair'), ...by() }, lang);
      save(file, lang, next);
      io.out(w(next.rounds.length === 0 ? 'withdrewBefore' : 'withdrew', { id: v.pair!, team: pairById(next, v.pair!)!.team, n: next.rounds.length }));
      return 0;
    }
    case 'reinstate': {
      const t = await load(file, lang);
      const next = add(t, { type: 'reinstate', pair: need('pair'), ...by() }, lang);
      save(file, lang, next);
      io.out(w('reinstated', { id: v.pair!, team: pairById(next, v.pair!)!.team }));
      return 0;
    }
    case 'remove-pair': {
      const t = await load(file, lang);
      const team = pairById(t, need('pair'))?.team ?? '';
      save(file, lang, add(t, { type: 'remove-pair', pair: need('pair'), ...by() }, lang));
      io.out(w('removed', { id: v.pair!, team }));
      return 0;
    }
    case 'pair': {
      const t = await load(file, lang);
      const r = pairNextRound(t, system());
      // about the night as a whole (`pairs`, `rounds[0]`: no option typed, no field of the file at fault)
      if (!r.ok) throw new Refused([errorLine({ ...r.error, path: undefined }, lang)]);
      const next = add(t, { type: 'pair-round', round: r.value }, lang);
      save(file, lang, next);
      if (v.json) io.out(JSON.stringify(r.value, null, 2));
      else {
        io.out(w('paired', { n: r.value.round, system: w(`system.${r.value.system}`), tables: r.value.tables.length }));
        io.out(pairingSheetText(next, r.value, lang));
      }
      return 0;
    }
    case 'result': {
      const t = await load(file, lang);
      const round = int('round'), table = int('table');
      const ways = [v.match !== undefined || v.journal !== undefined, v.manches !== undefined, v.forfeit !== undefined].filter(Boolean).length;
      if (ways !== 1) {
        throw new UsageError({ key: 'oneResultWay', cmd: 'result' }, ways === 0 ? 'usage/missing-option' : 'usage/conflicting-options', '--match, --journal, --manches, --forfeit');
      }
      if ((v.match !== undefined || v.journal !== undefined) && (v.who !== undefined || v.why !== undefined)) {
        throw new UsageError({ key: 'whoWhy', cmd: 'result' }, 'usage/conflicting-options', v.who !== undefined ? '--who' : '--why');
      }
      let res: Result<TableResult>;
      if (v.match !== undefined) {
        if (v['data-dir'] !== undefined) throw new UsageError({ key: 'dataDirWithJournal', cmd: 'result' }, 'usage/conflicting-options', '--data-dir, --match');
        const m = await readJsonFile(v.match, lang);
        if (!m.ok) throw new Refused([m.error.message]);
        const wrong = notAMatchRecord(m.value, v.match);
        if (wrong) throw new Refused([errorLine(wrong, lang)]);
        res = resultFromMatch(t, round, table, m.value, v.journal);
      } else if (v.journal !== undefined) {
        const match = await fromLibrary(v.journal, v['data-dir'], lang);
        res = resultFromMatch(t, round, table, match, v.journal);
      } else if (v.manches !== undefined) {
        const ms = parseManches(v.manches);
        if (!ms) throw new UsageError({ key: 'notManches', params: { value: JSON.stringify(v.manches) } }, 'usage/bad-value', '--manches');
        res = handResult(t, round, table, ms, by());
      } else res = forfeitResult(t, round, table, v.forfeit!, by());
      if (!res.ok) throw new Refused([errorLine({ ...res.error, message: resultAsTyped(res.error.message, v.match ?? v.journal), path: resultPathAsTyped(res.error.path, v.match ?? v.journal) }, lang)]);
      const next = add(t, { type: 'result', result: res.value }, lang);
      save(file, lang, next);
      io.out(w('recorded', { n: round, table, team: pairById(next, res.value.winner)!.team }));
      return 0;
    }
    case 'annul': {
      const t = await load(file, lang);
      const round = int('round'), table = int('table');
      save(file, lang, add(t, { type: 'annul-result', round, table, ...by() }, lang));
      io.out(w('annulled', { n: round, table }));
      return 0;
    }
    case 'standings': {
      if (v.csv && v.json) throw new UsageError({ key: 'csvOrJson', cmd: 'standings' }, 'usage/conflicting-options', '--csv, --json');
      const t = await load(file, lang);
      const s = computeStandings(t);
      const text = v.csv ? standingsCsv(s) : v.json ? `${JSON.stringify(s, null, 2)}\n` : standingsText(t, s, lang);
      if (v.out) written(writeAtomic(v.out, text), lang);
      else io.out(text);
      return 0;
    }
    case 'sheet': {
      const t = await load(file, lang);
      const n = v.round === undefined ? t.rounds.length : int('round');
      const r = t.rounds[n - 1];
      if (!r) {
        const why = t.rounds.length === 0 ? 'no round is paired yet (mus tournament pair FILE pairs round 1)' : `round ${n} is not paired (rounds paired: ${t.rounds.length})`;
        const params: Record<string, string | number> = t.rounds.length === 0 ? { say: 'none' } : { say: 'round', round: n, paired: t.rounds.length };
        throw new Refused([errorLine({ code: 'tournament/unknown-table', message: `${file}: ${why}`, path: file, params }, lang)]);
      }
      const text = v.html ? pairingSheetHtml(t, r, lang) : pairingSheetText(t, r, lang);
      if (v.out) written(writeAtomic(v.out, text), lang);
      else io.out(text);
      return 0;
    }
    case 'export': {
      const t = await load(file, lang);
      let text: string;
      if (v.match !== undefined) {
        const m = /^(\d{1,2})\/(\d{1,4})$/.exec(v.match);
        if (!m) throw new UsageError({ key: 'notRoundTable', params: { value: JSON.stringify(v.match) } }, 'usage/bad-value', '--match');
        const res = t.results[`${Number(m[1])}/${Number(m[2])}`];
        const at = { round: Number(m[1]), table: Number(m[2]) };
        if (!res) throw new Refused([errorLine({ code: 'tournament/no-result', message: `${file}: round ${m[1]}, table ${m[2]} has no result`, path: file, params: { say: 'export', ...at } }, lang)]);
        if (res.source.kind !== 'match') throw new Refused([errorLine({ code: 'tournament/no-result', message: `${file}: round ${m[1]}, table ${m[2]} has no match record: its result was ${res.source.kind === 'hand' ? 'typed by hand' : 'a forfeit'}`, path: file, params: { say: res.source.kind === 'hand' ? 'export-hand' : 'export-forfeit', ...at } }, lang)]);
        text = `${JSON.stringify(res.source.match, null, 1)}\n`;
      } else text = `${JSON.stringify(toFile(t, { tokens: false }), null, 1)}\n`; // the tables' tokens stay on this machine
      if (v.out) written(writeAtomic(v.out, text), lang);
      else io.out(text);
      return 0;
    }
    case 'import': {
      const [source, to] = pos as [string, string];
      const t = await load(source, lang);
      if (existsSync(to)) throw new Refused([errorLine({ code: 'tournament/file-exists', message: `${to}: already exists; import writes a new file only`, path: to, params: { say: 'import' } }, lang)]);
      save(to, lang, t);
      io.out(w('imported', { file: source, to }));
      return 0;
    }
    case 'check': {
      let code = 0;
      for (const f of pos) {
        const r = await readJsonFile(f, lang);
        if (!r.ok) {
          io.err(r.error.message);
          code = 1;
          continue;
        }
        const c = checkTournament(r.value);
        if (!c.ok) {
          code = 1;
          io.err(cliT(lang)('problems', { file: f, count: c.error.problems.length }));
          for (const p of c.error.problems) io.err(`  ${errorLine(p, lang)}`);
          continue;
        }
        const t = c.value;
        const matches = Object.values(t.results).filter((x) => x.source.kind === 'match').length;
        io.out(w('valid', { file: f, pairs: t.pairs.length, rounds: t.rounds.length, results: Object.keys(t.results).length, matches }));
      }
      return code;
    }
    case 'league': {
      const nights: Tournament[] = [];
      const seen = new Map<string, string>(); // a night's log (tokens left out) → the file that gave it
      for (const f of pos) {
        const t = await load(f, lang);
        const log = JSON.stringify(toFile(t, { tokens: false }));
        const first = seen.get(log);
        if (first !== undefined) throw new Refused([errorLine({ code: 'tournament/duplicate-night', message: `${f}: the same night as ${first} (${t.settings.name}, ${t.settings.date}); it would count twice`, path: f, params: { say: 'night', first, name: t.settings.name, date: t.settings.date } }, lang)]);
        seen.set(log, f);
        nights.push(t);
      }
      const league = leagueStandings(nights);
      if (!league.ok) throw new Refused([errorLine(league.error, lang)]);
      const rows = league.value;
      const text = v.csv ? leagueCsv(rows) : leagueText(rows, nights.length, lang);
      if (v.out) written(writeAtomic(v.out, text), lang);
      else io.out(text);
      return 0;
    }
    default:
      throw new UsageError({ key: 'unknownCommand', params: { command: cmd } }, 'usage/unknown-command', cmd);
  }
}

/** Reads a tournament file through the input gate and folds it (every match replayed). */
async function load(file: string, lang: Lang): Promise<Tournament> {
  const stamp = stampOf(file); // taken before reading: a change while it is read is seen as a change
  const r = await readJsonFile(file, lang);
  if (!r.ok) throw new Refused([r.error.message]);
  const c = checkTournament(r.value);
  if (!c.ok) throw new Refused([cliT(lang)('problems', { file, count: c.error.problems.length }), ...c.error.problems.map((p: Problem) => `  ${errorLine(p, lang)}`)]);
  if (stamp) readFrom.set(c.value, { file, stamp });
  return c.value;
}

/** The file and its version each night was read from ({@link load}), carried to the nights made from it ({@link add}): {@link save} writes over that version only. */
const readFrom = new WeakMap<Tournament, { file: string; stamp: string }>();

/** Applies one event made from the options typed (by `apply`, the model's by default); a refusal names the option at fault (`asTyped`) and the code. */
function add(t: Tournament, e: TournamentEvent, lang: Lang, apply: typeof applyEvent = applyEvent): Tournament {
  const r = apply(t, e, `events[${t.events.length}]`);
  if (!r.ok) throw new Refused([errorLine({ ...r.error, message: asTyped(r.error.message, t.events.length), path: pathAsTyped(r.error.path, t.events.length) }, lang)]);
  const from = readFrom.get(t);
  if (from) readFrom.set(r.value, from);
  return r.value;
}

/** The file's text: two-space JSON, each event on its own lines. */
function fileText(t: Tournament): string {
  return `${JSON.stringify(toFile(t), null, 1)}\n`;
}

/**
 * Writes the night to `file`. When `file` was read by this command and another command has written
 * it since (two terminals entering two tables at once), nothing is written: the other command's
 * event would be lost (`tournament/write-failed`, "run the command again").
 */
function save(file: string, lang: Lang, t: Tournament): void {
  const read = readFrom.get(t);
  if (read?.file === file && stampOf(file) !== read.stamp) {
    throw new Refused([errorLine({ code: 'tournament/write-failed', message: `${file}: changed by another command since this one read it; nothing written, so that its change is kept: run the command again`, path: file, params: { say: 'changed' } }, lang)]);
  }
  written(writeAtomic(file, fileText(t)), lang);
}

/** A write's outcome: a failure is the command's refusal, in `lang`. */
function written(r: Result<void>, lang: Lang): void {
  if (!r.ok) throw new Refused([errorLine(r.error, lang)]);
}

/** A finished match of the library, as its `mus-match/1` export (docs/storage.md; `libraryMatch`: a match not over is refused). */
async function fromLibrary(id: string, dataDir: string | undefined, lang: Lang): Promise<unknown> {
  const { MatchLibrary } = await import('../library/library.js');
  const { resolveDataDir } = await import('../journal/data-dir.js');
  const r = libraryMatch(new MatchLibrary(resolveDataDir({ given: dataDir })), id);
  if (!r.ok) throw new Refused([errorLine({ ...r.error, path: r.error.path ?? `--journal ${id}` }, lang)]);
  return r.value;
}
