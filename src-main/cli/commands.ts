/** The `mus` subcommands. Each returns its exit code. */
import { parseArgs } from 'node:util';
import { replayMatch, type EngineError, type MatchRecord, type MatchResult, type Result } from '../../shared/index.js';
import { LANGS, renderSettlement, type Lang, type SeatNames } from '../../shared/i18n/index.js';
import { checkFile, replayMatchFile, settleDealFile, type Problem } from '../../shared/format/check.js';
import { formatMatch, formatSettlement } from './format-ledger.js';
import { lineOf, parseJson, readJsonFile } from './read-json.js';
import { byteLines } from './byte-lines.js';
import { compactLine, compactSettlement } from './compact.js';
import { playersOf, problemText, withoutSeats } from './problem-text.js';
import { cliT, otherCommand } from './labels.js';
import type { SignalSource } from './table-run.js';
import { dealChoice, replayDeal, type DealChoice } from './replay-deal.js';
import { argumentCountError, parseArgsError, usageLang, usageText, UsageError } from './usage.js';
import { helpT } from './help-texts.js';
import { readT } from './read-texts.js';

/** The command line's help in `lang` (`help-texts.ts`): its usage block, every command listed. */
const usage = (lang: Lang): string => helpT(lang)('main');

/** `mus: the <command> command is not available in this build`, in the language of `--lang` (exit 2). */
const notAvailable = (command: string, args: readonly string[]): string => `mus: ${helpT(usageLang(args))('notAvailable', { command })}`;

/**
 * Where `settle`, `replay` and `check` read and write: the process's standard streams (the command
 * line), or a test's (the commands run in process); `serve` (its lines, `link N`, its stop, its
 * usage errors), `tournament`, `library` and `hub` write to them too (`library import -` reads the
 * process's standard input); `table` has its own entry point (`runTable`) and uses the process's.
 */
export interface Std {
  stdin: NodeJS.ReadableStream;
  stdout: { write(chunk: string): boolean; once(event: 'drain', fn: () => void): unknown };
  stderr: { write(chunk: string): boolean };
  /** Where `serve` hears SIGINT and SIGTERM (default: the process); a test running it in process gives its own. */
  signals?: SignalSource;
}

/** The process's streams, taken when first used (`process.stdin` is only made for `settle -`). */
const processStd: Std = {
  get stdin() { return process.stdin; },
  get stdout() { return process.stdout; },
  get stderr() { return process.stderr; },
};

/** Writes `s` and a newline unless it ends with one. */
const line = (w: { write(chunk: string): boolean }, s: string) => w.write(s.endsWith('\n') ? s : `${s}\n`);

/** Dispatches a command line. */
export async function main(argv: string[], std: Std = processStd): Promise<number> {
  const [cmd, ...rest] = langFirst(argv);
  const err = (s: string) => line(std.stderr, s);
  switch (cmd) {
    case 'settle': return settle(rest, std);
    case 'replay': return replay(rest, std);
    case 'check': return check(rest, std);
    case 'table': {
      const m = await import('./table-command.js').catch(() => null);
      if (!m) { err(notAvailable('table', rest)); return 2; }
      return m.runTable(rest);
    }
    case 'serve': {
      const m = await import('./serve-command.js').catch(() => null);
      if (!m) { err(notAvailable('serve', rest)); return 2; }
      return m.runServe(rest, std);
    }
    case 'library': {
      const m = await import('./library-command.js').catch(() => null);
      if (!m) { err(notAvailable('library', rest)); return 2; }
      return m.runLibrary(rest, { out: (s) => line(std.stdout, s), err }); // a test's streams too (musInProcess)
    }
    case 'tournament': {
      const m = await import('./tournament-command.js').catch(() => null);
      if (!m) { err(notAvailable('tournament', rest)); return 2; }
      return m.runTournament(rest, { out: (s) => line(std.stdout, s), err }); // a test's streams too (musInProcess)
    }
    case 'hub': {
      const m = await import('./hub-command.js').catch(() => null);
      if (!m) { err(notAvailable('hub', rest)); return 2; }
      return m.runHub(rest, { out: (s) => line(std.stdout, s), err }); // a test's streams too (musInProcess)
    }
    case undefined: // no command: a usage error, on standard error (in the default language, or a --lang said alone)
      err(usage(usageLang(argv)));
      return 2;
    case '-h': case '--help': case 'help':
      line(std.stdout, usage(usageLang(rest)));
      return 0;
    default:
      err(`mus: ${usageText(new UsageError({ key: 'unknownCommand', params: { command: cmd } }, 'usage/unknown-command', cmd), usageLang(rest))}\n${usage(usageLang(rest))}`);
      return 2;
  }
}

/**
 * `mus --lang en settle FILE`: a `--lang` said before the command (`--lang X` or `--lang=X`) is
 * moved among the command's own options (before a `--`, which ends them), where every command reads
 * it; a `--lang` the command's options give as well wins, as the later of two does.
 */
export function langFirst(argv: readonly string[]): string[] {
  const head = argv[0] === '--lang' ? 2 : argv[0]?.startsWith('--lang=') ? 1 : 0;
  if (head === 0) return [...argv];
  if (argv.length <= head) return []; // `mus --lang en` alone: no command (main reads the language from argv)
  const lang = argv.slice(0, head);
  const [cmd, ...rest] = argv.slice(head);
  const end = rest.indexOf('--');
  const options = end < 0 ? rest : rest.slice(0, end);
  if (options.some((a) => a === '--lang' || a.startsWith('--lang='))) return [cmd ?? '', ...rest];
  return end < 0 ? [cmd ?? '', ...rest, ...lang] : [cmd ?? '', ...rest.slice(0, end), ...lang, ...rest.slice(end)];
}

/** `--json`'s form: off, the whole settlement (`true`), or only the fields of the format's spec (`'compact'`). */
type Json = boolean | 'compact';

/**
 * The options of `settle`, `replay` and `check`: `--json` (not for `check`), `--lang`, `--help`;
 * `replay`'s `--deal N` and `--steps` when `replayDeal` (`replay-deal.ts`): a second `--deal` is `usage/repeated-option`
 * (which deal?), a second `--steps` changes nothing.
 * @returns the options, `{help: true}` for `--help`/`-h` (with the language of `--lang` to say it in, default fr), or the usage error (with the language to say it in).
 */
function options(args: string[], takesJson = true, replayDeal = false): { help: true; lang: Lang } | { error: UsageError; lang: Lang } | { json: Json; lang: Lang; files: string[]; deal?: string; steps?: boolean } {
  const before = args.includes('--') ? args.slice(0, args.indexOf('--')) : args; // after `--`: files only
  if (before.includes('--help') || before.includes('-h')) return { help: true, lang: usageLang(before) } as const;
  try {
    // `--json=compact` is `--json` in its compact form (parseArgs takes no value after a boolean)
    const compact = args.includes('--json=compact');
    const p = parseArgs({
      args: compact ? args.map((a) => (a === '--json=compact' ? '--json' : a)) : args, allowPositionals: true, strict: true,
      options: { ...(takesJson ? { json: { type: 'boolean' } } as const : {}), ...(replayDeal ? { deal: { type: 'string', multiple: true }, steps: { type: 'boolean' } } as const : {}), lang: { type: 'string' } },
    });
    const lang = (p.values.lang ?? 'fr') as Lang;
    if (!LANGS.includes(lang)) return { error: new UsageError({ key: 'notOneOf', params: { option: '--lang', value: JSON.stringify(p.values.lang), list: LANGS.join(', ') } }, 'usage/bad-value', '--lang'), lang: 'fr' };
    const json: Json = compact ? 'compact' : Boolean((p.values as { json?: boolean }).json);
    const v = p.values as { deal?: string[]; steps?: boolean };
    // one deal at a time: a second --deal is refused, never silently the last one; a second --steps says the same thing again
    if (v.deal && v.deal.length > 1) {
      const e = new UsageError({ key: 'repeatedDeal', params: { option: '--deal', count: v.deal.length, values: v.deal.map((d) => JSON.stringify(d)).join(', ') } }, 'usage/repeated-option', '--deal');
      return { error: e, lang };
    }
    return { json, lang, files: p.positionals, ...(replayDeal ? { deal: v.deal?.[0], steps: Boolean(v.steps) } : {}) };
  } catch (e) {
    return { error: parseArgsError(e), lang: usageLang(args) };
  }
}

/**
 * Problems of the file gate or the engine, one line each: `FILE: message (code)`, in `lang`
 * (`problemText`; the seats a problem is about by `names`, the record's `players`, when given).
 */
function problemLines(file: string, problems: readonly Problem[], lang: Lang, names?: SeatNames): string {
  return problems.map((p) => `${file}: ${problemText(p, lang, names)}`).join('\n');
}

async function settle(args: string[], std: Std): Promise<number> {
  const out = (s: string) => line(std.stdout, s);
  const err = (s: string) => line(std.stderr, s);
  const o = options(args);
  if ('help' in o) { out(usage(o.lang)); return 0; }
  if ('error' in o) { err(`mus settle: ${usageText(o.error, o.lang)}\n${usage(o.lang)}`); return 2; }
  if (o.files.length === 0) { err(`mus settle: ${usageText(new UsageError({ key: 'filesOrStdin' }, 'usage/missing-argument', 'FILE'), o.lang)}\n${usage(o.lang)}`); return 2; }
  let code = 0;
  const many = o.files.length > 1;
  for (const file of o.files) {
    if (file === '-') {
      code = Math.max(code, await settleStream(o.json, o.lang, std));
      continue;
    }
    const l = await readJsonFile(file, o.lang);
    if (!l.ok) { err(l.error.message); code = 1; continue; }
    // the file gate (as `mus check`), then one settlement
    const r = settleDealFile(l.value);
    if (!r.ok) { err([problemLines(file, r.error.problems, o.lang), ...otherCommand(file, l.value, ['mus-deal/1'], o.lang)].join('\n')); code = 1; continue; }
    if (o.json === 'compact') {
      const c = compactSettlement(r.value.settlement, o.lang);
      out(many ? JSON.stringify({ file, ...c }) : JSON.stringify(c, null, 2));
      continue;
    }
    const s = renderSettlement(r.value.settlement, o.lang);
    if (o.json) out(many ? JSON.stringify({ file, ...s }) : JSON.stringify(s, null, 2));
    else out(`${formatSettlement(s, o.lang, r.value.rules.target, many ? file : undefined)}\n`);
  }
  return code;
}

/**
 * JSON Lines on stdin: one deal record per line, one result per line (written in blocks of about
 * 64 kB). Each piece of input is cut into lines and settled in one synchronous loop; the command waits
 * only for the next piece, or for a full pipe to drain. A line that is not UTF-8 or longer than 16 MiB
 * is refused with its number, as one that is not JSON, and the lines after it are read on (`byteLines`).
 */
async function settleStream(json: Json, lang: Lang, std: Std): Promise<number> {
  const err = (s: string) => line(std.stderr, s);
  let code = 0;
  let n = 0;
  let block = '';
  let full = false; // the last write found the pipe full: wait for it to drain before reading on
  const flush = () => {
    if (!block) return;
    if (!std.stdout.write(block)) full = true;
    block = '';
  };
  const emit = (text: string) => {
    block += `${text}
`;
    if (block.length >= 1 << 16) flush();
  };
  /** A line the input gate refused (not JSON, not UTF-8, too long…): `message` as `parseJson` words it. */
  const unreadable = (e: EngineError & { path: string }) => {
    code = 1;
    // a line that is not JSON is `record/bad-json` in a stream (the format's code for a line): its message says so too
    const lineCode = e.code === 'format/bad-json' ? 'record/bad-json' : e.code;
    if (json) emit(JSON.stringify({ line: n, error: { code: lineCode, message: e.message.replace(`(${e.code})`, `(${lineCode})`), ...(e.path === '$' ? {} : { path: e.path }) } }));
    else {
      flush(); // keep stderr and stdout in their order
      err(readT(lang)('stdinLine', { n, problem: e.message }));
    }
  };
  const settleLine = (text: string) => {
    n++;
    if (!text.trim()) return;
    const p = parseJson(text, json ? 'en' : lang); // --json: the gate's own words, as before
    if (!p.ok) { unreadable(p.error); return; }
    const r = settleDealFile(p.value); // the file gate, as for a file
    if (!r.ok) {
      code = 1;
      const [e] = r.error.problems;
      // the seats stay out of the JSON line (its error is `{path, message, code, rule}`: docs/formats.md)
      if (json) emit(JSON.stringify({ line: n, error: withoutSeats(e) }));
      else {
        flush();
        err(readT(lang)('stdinLine', { n, problem: problemText(e, lang) }));
      }
      return;
    }
    if (json === 'compact') { emit(compactLine(r.value.settlement, lang)); return; }
    const s = renderSettlement(r.value.settlement, lang);
    if (json) emit(JSON.stringify(s));
    else emit(formatSettlement(s, lang, r.value.rules.target, `#${n}`));
  };
  // the bytes are cut into lines and each is checked as UTF-8 before it is decoded
  const lines = byteLines(settleLine, (g) => {
    n++;
    // a line too long: its size said in `lang` (`--json`: the English message, as before)
    const long = g.code === 'format/too-large' && g.params && !json
      ? problemText({ code: g.code, message: readT(lang)('lineTooLong', g.params) }, lang)
      : null;
    unreadable({ code: g.code, path: '$', message: long ?? lineOf(g, json ? 'en' : lang) });
  });
  for await (const piece of std.stdin) {
    lines.push(piece as Uint8Array | string);
    if (full) { full = false; await drained(std); }
  }
  lines.end();
  flush();
  if (full) await drained(std);
  return code;
}

async function replay(args: string[], std: Std): Promise<number> {
  const out = (s: string) => line(std.stdout, s);
  const err = (s: string) => line(std.stderr, s);
  const o = options(args, true, true);
  if ('help' in o) { out(usage(o.lang)); return 0; }
  if ('error' in o) { err(`mus replay: ${usageText(o.error, o.lang)}\n${usage(o.lang)}`); return 2; }
  let choice: DealChoice | null;
  try {
    choice = dealChoice(o.deal, o.steps ?? false);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    err(`mus replay: ${usageText(e, o.lang)}\n${usage(o.lang)}`);
    return 2;
  }
  if (o.json === 'compact') {
    const e = new UsageError({ key: 'compactIsForSettle', params: { option: '--json' } }, 'usage/bad-value', '--json');
    err(`mus replay: ${usageText(e, o.lang)}\n${usage(o.lang)}`);
    return 2;
  }
  const [file, ...more] = o.files;
  if (file === undefined || more.length > 0) { err(`mus replay: ${usageText(argumentCountError({ key: 'nameMatch' }, 'MATCH', o.files, 1), o.lang)}\n${usage(o.lang)}`); return 2; }
  let l: Result<unknown> | null = await readJsonFile(file, o.lang);
  if (!l.ok) { err(l.error.message); return 1; }
  // a file that holds `null` is refused by the gate below: read nothing from it before
  const rec = (l.value ?? {}) as MatchRecord;
  const teams = rec.teams;
  // the players' names (optional in mus-match/1): reasons and esku lines name them, as the screens do
  const names = rec.players;
  if (o.json && !choice) {
    // two passes, so that no more than one deal's settlement is held at a time: the summary first
    // (it is written before the deals, through the file gate as `mus check`), then the deals, each
    // written as soon as it is settled
    const summary = replayMatchFile(l.value, () => {});
    if (!summary.ok) { err([problemLines(file, summary.error.problems, o.lang, playersOf(l.value)), ...otherCommand(file, l.value, ['mus-match/1'], o.lang)].join('\n')); return 1; }
    await writeReplayJson(summary.value, l.value, o.lang, std, names);
    return 0;
  }
  const r = replayMatchFile(l.value);
  const other = r.ok ? [] : otherCommand(file, l.value, ['mus-match/1'], o.lang);
  const named = r.ok ? names : playersOf(l.value);
  const record = choice ? l.value as MatchRecord : null; // --deal: the record's steps are built again
  l = null;
  if (!r.ok) { err([problemLines(file, r.error.problems, o.lang, named), ...other].join('\n')); return 1; }
  const v = r.value;
  if (choice && record) {
    const one = replayDeal(record, v, choice, Boolean(o.json), o.lang);
    if ('error' in one) { err(`mus replay: ${usageText(one.error, o.lang)}\n${usage(o.lang)}`); return 2; }
    out(one.text);
    return 0;
  }
  {
    out(formatMatch({ ...v, deals: v.deals.map((d) => renderSettlement(d, o.lang, names)) }, o.lang, teams, names));
  }
  return 0;
}

/** Writes to standard output, waiting when the pipe is full (so a slow reader never makes us buffer the whole output). */
function writeOut(std: Std, chunk: string): Promise<void> | void {
  if (std.stdout.write(chunk)) return;
  return drained(std);
}

/** Resolves when standard output has drained. */
function drained(std: Std): Promise<void> {
  return new Promise((resolve) => std.stdout.once('drain', () => resolve()));
}

/**
 * `replay --json`, written deal by deal: the same bytes as `JSON.stringify(result, null, 2)` of the
 * whole replay with every ledger's reasons rendered, without ever holding that text, or more than one
 * deal's settlement, in memory. `summary` is the replay without its deals; the deals are replayed
 * again from `record` and written as they come (writes to a pipe or a file are synchronous on Linux;
 * elsewhere Node queues them). Reasons name the seats by `names` (the record's `players`) when given.
 */
async function writeReplayJson(summary: MatchResult, record: unknown, lang: Lang, std: Std, names?: SeatNames): Promise<void> {
  const { rules, deals: _none, ...restOf } = summary;
  const head = JSON.stringify({ ...restOf, rules, deals: [] }, null, 2);
  let n = 0;
  let block = '';
  const tail = '"deals": []\n}';
  replayMatch(record, (d) => {
    const text = JSON.stringify(renderSettlement(d, lang, names), null, 2).replace(/\n/g, '\n    ');
    block += `${n === 0 ? `${head.slice(0, head.length - tail.length)}"deals": [` : ','}\n    ${text}`;
    n++;
    if (block.length >= 1 << 16) {
      std.stdout.write(block);
      block = '';
    }
  });
  if (n === 0) {
    line(std.stdout, head);
    return;
  }
  await writeOut(std, `${block}\n  ]\n}\n`);
}

async function check(args: string[], std: Std): Promise<number> {
  const out = (s: string) => line(std.stdout, s);
  const err = (s: string) => line(std.stderr, s);
  const o = options(args, false);
  if ('help' in o) { out(usage(o.lang)); return 0; }
  if ('error' in o) { err(`mus check: ${usageText(o.error, o.lang)}\n${usage(o.lang)}`); return 2; }
  if (o.files.length === 0) { err(`mus check: ${usageText(new UsageError({ key: 'files' }, 'usage/missing-argument', 'FILE'), o.lang)}\n${usage(o.lang)}`); return 2; }
  let code = 0;
  for (const file of o.files) {
    const l = await readJsonFile(file, o.lang);
    if (!l.ok) { out(l.error.message); code = 1; continue; }
    const problems = checkFile(l.value);
    if (problems.length === 0) {
      out(`${file}: ok (${(l.value as { format: string }).format})`);
      continue;
    }
    code = 1;
    out(cliT(o.lang)('problems', { file, count: problems.length }));
    const names = playersOf(l.value); // a match file's players name the seats
    for (const p of problems) out(`  ${problemText(p, o.lang, names)}`);
    for (const h of otherCommand(file, l.value, ['mus-deal/1', 'mus-match/1'], o.lang)) out(h);
  }
  return code;
}
