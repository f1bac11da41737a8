/**
 * The options `mus table` and `mus serve` share (issue 26): the match (`--rules`, `--players`,
 * `--teams`, `--esku`), the serial button box (`--box PATH`, `--auto`, `--baud`, `--mode`) and
 * `--quiet`. One parseArgs spec ({@link TABLE_OPTIONS}), one set of checks with the same error
 * sentences ({@link readTableArgs}), one usage block ({@link tableUsage}); each command adds only
 * its own options. `mus table` also takes the box's path as `--port PATH` (its `--port` is the box,
 * `mus serve`'s the HTTP port).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { resolveRules, type MatchSetup, type RulesSpec } from '../../shared/index.js';
import type { BridgeMode } from '../../shared/bridge/box/box-state.js';
import { DEFAULT_BAUD } from '../serial/protocol.js';
import { parseRules, RulesArgError } from './rules-arg.js';
import { nameProblem } from '../../shared/format/fields.js';
import { parseArgsError, usageLang, usageText, UsageError } from './usage.js';
import { helpT } from './help-texts.js';
import type { Lang } from '../../shared/i18n/index.js';

type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

/** The shared options, as parseArgs reads them (and `--help`, `-h`). */
export const TABLE_OPTIONS = {
  rules: { type: 'string' }, players: { type: 'string' }, teams: { type: 'string' }, esku: { type: 'string' },
  box: { type: 'string' }, auto: { type: 'boolean' }, baud: { type: 'string' }, mode: { type: 'string' },
  quiet: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpecs;

/** The values of the shared options as read (texts, unchecked). */
export interface TableValues {
  rules?: string | undefined;
  players?: string | undefined;
  teams?: string | undefined;
  esku?: string | undefined;
  box?: string | undefined;
  auto?: boolean | undefined;
  baud?: string | undefined;
  mode?: string | undefined;
  quiet?: boolean | undefined;
}

/** What a table command says in its own way about the shared options. */
export interface TableWording {
  /** The option that names the box's path: `--port` for `mus table`, `--box` for `mus serve`. */
  boxOption: '--port' | '--box';
  /** The number of the first seat in the default player names: `seat 0, seat 1, …` (0) or `seat 1, seat 2, …` (1). */
  firstSeat: 0 | 1;
  /** What `--quiet` leaves printed: the command's words for it (`quiet.table`, `quiet.serve` of `help-texts.ts`). */
  quiet: 'table' | 'serve';
}

const MODES: readonly BridgeMode[] = ['box', 'keypad', 'auto'];

/**
 * The usage lines of the shared options in `lang` (`help-texts.ts` `shared`; the meanings in column
 * 22, as the commands' own lines), for a command's `--help`.
 * @returns lines ending in a newline
 */
export function tableUsage(w: TableWording, lang: Lang): string {
  const t = helpT(lang);
  const seats = [0, 1].map((i) => `seat ${i + w.firstSeat}`).join(', ');
  return t('shared', { seats, box: `${w.boxOption} PATH`.padEnd(19), boxOption: w.boxOption, baud: DEFAULT_BAUD, quiet: t(`quiet.${w.quiet}`) });
}

/** The serial button box the options name: its path (when given), whether to find it by its hello, its baud rate and mode. */
export interface BoxArgs {
  path?: string;
  auto: boolean;
  baudRate: number;
  mode: BridgeMode;
}

/** The shared options, checked. */
export interface TableArgs {
  /** The match to start (rules not resolved: `parseRules`'s spec; the setup's checks are the session's). */
  setup: MatchSetup;
  /** The box, or null when neither its path nor `--auto` is given. */
  box: BoxArgs | null;
  quiet: boolean;
}

/**
 * Reads a table command's line: the shared options and the command's own (`own`), strictly (an
 * unknown option or a missing value is refused).
 * @returns the values (`help` set for `--help` / `-h`: the command prints its usage)
 * @throws UsageError with what parseArgs said ({@link parseArgsError}: `option` unset, the command shows its usage)
 */
function parseTableLine<O extends OptionSpecs>(argv: string[], own: O) {
  try {
    return parseArgs({ args: argv, options: { ...TABLE_OPTIONS, ...own }, strict: true, allowPositionals: false }).values;
  } catch (e) {
    throw parseArgsError(e);
  }
}

/** Where {@link readTableCommand} writes the usage (`out`) and the usage errors (`err`), as written. */
export interface TableIo {
  out(s: string): unknown;
  err(s: string): unknown;
}

const PROCESS_IO: TableIo = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) };

/** A table command as {@link readTableCommand} reads it. */
export interface TableCommand<O extends OptionSpecs> {
  /** `table` or `serve`: its messages start `mus <name>: `. */
  name: string;
  /** Its own options, beside {@link TABLE_OPTIONS}. */
  options: O;
  /** Its whole `--help` text in a language ({@link tableUsage}'s block among its lines). */
  usage: (lang: Lang) => string;
}

/** The values of a table command's line: the shared options' and its own. */
export type TableLine<O extends OptionSpecs> = ReturnType<typeof parseTableLine<O>>;

/**
 * Reads a table command's line and checks it: `--help` prints the usage on stdout (exit 0); a
 * {@link UsageError} prints `mus <name>: <what is wrong>` on stderr (exit 2, {@link usageText}), followed by the usage
 * when the line does not read (an error without `option`), or by the option's usage line when the
 * error names one of the command's own options ({@link optionHelp}).
 * @param check the command's checks of the values ({@link readTableArgs} and its own), throwing UsageError
 * @param io where the usage and the errors go (default: the process's streams)
 * @returns what `check` gives, or the exit code when the command ends here
 */
export function readTableCommand<O extends OptionSpecs, T>(c: TableCommand<O>, argv: string[], check: (v: TableLine<O>) => T, io: TableIo = PROCESS_IO): { args: T } | { exit: number } {
  try {
    const v = parseTableLine(argv, c.options);
    if ('help' in v && v.help === true) {
      io.out(c.usage(usageLang(argv)));
      return { exit: 0 };
    }
    return { args: check(v) };
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    const lang = usageLang(argv);
    const said = usageText(e, lang); // in the language of --lang (`usage/…` code and sentence), English: the detail
    io.err(`mus ${c.name}: ${e.option ? `${said}${optionHelp(c, e.option, lang)}` : `${said}\n${c.usage(lang)}`}\n`);
    return { exit: 2 };
  }
}

/**
 * After an error naming one of the command's own options (`mus serve --port x`), that option's
 * lines of the usage in `lang` and where the rest is (`(every option: mus serve --help)`), each line starting
 * with a newline; nothing for a shared option (its error is the same from both commands, and says
 * what to give).
 */
function optionHelp(c: TableCommand<OptionSpecs>, option: string, lang: Lang): string {
  if (!Object.hasOwn(c.options, option) || Object.hasOwn(TABLE_OPTIONS, option)) return '';
  const lines = c.usage(lang).split('\n');
  const at = lines.findIndex((l) => l.startsWith(`  --${option} `));
  if (at < 0) return '';
  // the option's line, and the lines that go on with its meaning (indented past the option's column)
  const end = lines.findIndex((l, i) => i > at && !/^ {19}/.test(l));
  return `\n${lines.slice(at, end < 0 ? undefined : end).join('\n')}\n${helpT(lang)('everyOption', { command: c.name })}`;
}

/**
 * Checks the shared options, in this order: `--rules` (read, then resolved against the presets for
 * the number of seats), `--teams`, `--baud`, `--mode`.
 * @param boxPath the box's path as the command takes it (`mus table`: `--port` or `--box`)
 * @throws UsageError naming the option at fault (`--baud: "fast" is not a baud rate`)
 */
export function readTableArgs(v: TableValues, w: TableWording, boxPath = v.box): TableArgs {
  let rules: RulesSpec;
  try {
    rules = parseRules(v.rules);
  } catch (e) {
    throw new UsageError({ key: 'badRules', params: { option: '--rules' }, cause: e instanceof RulesArgError ? e : { code: 'format/unreadable', message: String(e) } }, 'usage/bad-value', '--rules', 'rules');
  }
  const resolved = resolveRules(rules);
  if (!resolved.ok) throw new UsageError({ key: 'badRules', params: { option: '--rules' }, cause: resolved.error }, 'usage/bad-value', '--rules', 'rules');
  const players = v.players ? v.players.split(',').map((s) => s.trim()) : Array.from({ length: resolved.value.players }, (_, i) => `seat ${i + w.firstSeat}`);
  // six names under a preset's name (`--rules ffmus`, or none): the preset for six seats, as
  // `--rules '{"preset":"ffmus","players":6}'` says it (six names were refused: « 4 names are needed »)
  if (v.players && typeof rules === 'string' && players.length === 6 && resolved.value.players === 4) {
    const sized: RulesSpec = { preset: resolved.value.preset, players: 6 };
    if (resolveRules(sized).ok) rules = sized;
  }
  const [teamA, teamB, ...more] = v.teams ? v.teams.split(',').map((s) => s.trim()) : ['A', 'B'];
  if (teamA === undefined || teamB === undefined || more.length) throw new UsageError({ key: 'twoTeams' }, 'usage/bad-value', '--teams', 'teams');
  const baudRate = v.baud === undefined ? DEFAULT_BAUD : Number(v.baud);
  if (!Number.isInteger(baudRate) || baudRate <= 0) throw new UsageError({ key: 'notBaud', params: { option: '--baud', value: JSON.stringify(v.baud) } }, 'usage/bad-value', '--baud', 'baud');
  const mode = MODES.find((m) => m === (v.mode ?? 'auto'));
  if (!mode) throw new UsageError({ key: 'notOneOf', params: { option: '--mode', value: JSON.stringify(v.mode), list: MODES.join(', ') } }, 'usage/bad-value', '--mode', 'mode');
  // the names by the rules of every file reader: a match started with a name its own journal would
  // refuse when reopened (a control or bidi character) could not be resumed after a restart
  players.forEach((n, i) => {
    const bad = nameProblem(n);
    if (bad) throw new UsageError({ key: 'badPlayer', params: { n: i + 1 }, cause: { code: bad.code, message: `${bad.message} (${bad.code})` } }, 'usage/bad-value', '--players', 'players');
  });
  for (const [k, n] of [['A', teamA], ['B', teamB]] as const) {
    const bad = nameProblem(n);
    if (bad) throw new UsageError({ key: 'badTeam', params: { team: k }, cause: { code: bad.code, message: `${bad.message} (${bad.code})` } }, 'usage/bad-value', '--teams', 'teams');
  }
  const setup: MatchSetup = { rules, teams: { A: teamA, B: teamB }, players, esku: v.esku === undefined ? 0 : Number(v.esku) };
  const box = boxPath || v.auto ? { ...(boxPath ? { path: boxPath } : {}), auto: Boolean(v.auto), baudRate, mode } : null;
  return { setup, box, quiet: Boolean(v.quiet) };
}
