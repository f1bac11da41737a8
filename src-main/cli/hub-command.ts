/**
 * `mus hub …`: the tournament hub without the desktop app (issue 25 §1, docs/hub.md "Running the
 * hub from the command line"), for a director's laptop without a display or a club's server.
 *
 *     mus hub start FILE [--host HOST] [--port PORT] [--data-dir DIR] [--no-qr] [--json] [--lang fr|eu|es|en]
 *     mus hub status FILE [--data-dir DIR] [--timeout MS] [--json] [--lang fr|eu|es|en]
 *
 * `start` serves the night of FILE (a `mus-tournament/1` file) from the same hub folder as the app
 * (`<data>/tournaments/hub-<tournament id>/`, so the codes are the same whichever started it), on
 * HOST:PORT (default 0.0.0.0:8750; port 0: any free port), through the hub's own start/stop API
 * (`src-main/hub/`). It prints the address, then each table's join code, join address and QR code
 * (the `qrcode` package's terminal renderer), and runs until Ctrl-C, SIGTERM or SIGHUP: then it stops
 * listening, answers or drops what is under way, flushes and closes every journal, and exits 0.
 *
 * The tournament file: the hub only reads it, so `mus tournament …` may change it while the hub
 * runs. The hub watches it and publishes the pairings again when it changes (a round paired: new
 * codes printed); a file that cannot be read is said and the hub keeps what it has. When a table's
 * match is won, its `mus-match/1` record is written to `<hub folder>/matches/` and the
 * `mus tournament result … --match` line that enters it is printed: the director enters it (the
 * hub never writes the tournament file, so nobody's edit is lost).
 *
 * One hub per folder: the hub folder's lock (`hub.json.lock`) is held while it runs; a second `mus
 * hub start` (or the app's "Démarrer le hub") on the same night is refused, naming the process.
 * `hub.run.json` (0600) says where it listens; `status` reads it, checks the lock's process, asks
 * the running hub for its board on that address, and prints each table's code and state. A hub the
 * desktop app runs holds the same lock without a run file: `status` says it runs, in that process.
 * `--timeout MS` (default {@link STATUS_TIMEOUT_MS}): how long `status` waits for the board's
 * answer; past it, it says the hub gave no answer at that address within that time (a loaded
 * machine or a slow network may need longer), and still prints what the hub folder holds.
 *
 * `--json`: one JSON object per line (`listening`, `round`, `finished`, `file`, `stopped`; `status`:
 * one object). Exit codes: 0 ok (`status`: running), 1 a bad file or the hub cannot start, 2 usage,
 * 3 (`status`) no hub running.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, unwatchFile, watchFile, writeSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { LANGS, type Lang } from '../../shared/i18n/index.js';
import { checkTournament } from '../../shared/format/tournament-check.js';
import type { Problem } from '../../shared/format/check.js';
import type { Result } from '../../shared/types.js';
import { tournamentId, type Tournament } from '../../shared/tournament/index.js';
import { hubTournamentOf } from '../../shared/hub/from-tournament.js';
import { showJoinCode } from '../../shared/hub/protocol.js';
import type { BoardSnapshot, BoardTable } from '../../shared/hub/board.js';
import type { HubCredential, HubTournament } from '../../shared/hub/types.js';
import { heldMatchFile } from './held-match.js';
import { HUB_DEFAULT_PORT } from '../../shared/bridge/tournament/tournament-contract.js';
import { HubServer, joinAddress } from '../hub/index.js';
import { HUB_FILE_MODE, HUB_DIR_MODE, HubFileDamaged, HubFolderInUse } from '../hub/hub-store.js';
import { readHubFile } from '../../shared/hub/hub-file.js';
import { hubBaseUrls } from '../electron/tournament/tournament-hub.js';
import { TOURNAMENT_FOLDER } from '../electron/tournament/tournament-store.js';
import { resolveDataDir } from '../journal/data-dir.js';
import { parseLockOwner, staleReason } from '../journal/lock.js';
import { readJsonFile } from './read-json.js';
import { problemText } from './problem-text.js';
import { hubCliT } from './hub-texts.js';
import { helpT } from './help-texts.js';
import { argumentCountError, parseCommandArgs, usageLang, usageText, UsageError } from './usage.js';

/** `mus hub`'s help in `lang` (`help-texts.ts`). */
const usage = (lang: Lang): string => helpT(lang)('hub', { port: HUB_DEFAULT_PORT });

/** Where the command writes; replaced by the tests. */
export type Io = { out: (s: string) => void; err: (s: string) => void };

const defaultIo: Io = {
  out: (s) => process.stdout.write(s.endsWith('\n') ? s : `${s}\n`),
  err: (s) => process.stderr.write(s.endsWith('\n') ? s : `${s}\n`),
};

const OPTIONS = {
  lang: { type: 'string' }, host: { type: 'string' }, port: { type: 'string' }, 'data-dir': { type: 'string' },
  'no-qr': { type: 'boolean' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
  timeout: { type: 'string' },
} as const;

/**
 * How long `mus hub status` waits for the running hub's board by default, ms: a hub answers its
 * board in milliseconds, but a club's laptop running the hub, the app and a browser, or a Wi-Fi
 * that drops packets, can take seconds; 15 s says "no answer" only when there is none.
 */
export const STATUS_TIMEOUT_MS = 15_000;

/** The longest `--timeout` taken, ms (10 minutes). */
export const STATUS_TIMEOUT_MAX_MS = 600_000;

/** Format of `hub.run.json`: where a running `mus hub` listens. */
export const HUB_RUN_FORMAT = 'mus-hub-run/1';

/** `hub.run.json`, written by `mus hub start` once it listens and removed when it stops. */
export interface HubRunFile {
  format: typeof HUB_RUN_FORMAT;
  pid: number;
  host: string;
  port: number;
  /** The address `status` asks (the loopback for 0.0.0.0). */
  url: string;
  /** ISO time it started. */
  started: string;
  /** The tournament file it reads (absolute). */
  file: string;
}

/** The signals that stop the hub cleanly: Ctrl-C, a service manager's stop, the terminal closed. */
const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];


/** The hub folder of a night: `<data>/tournaments/hub-<tournament id>/` (the app's too). */
export function hubFolder(dataDir: string, id: string): string {
  return join(dataDir, TOURNAMENT_FOLDER, `hub-${id}`);
}

/**
 * Runs `mus hub …`.
 * @param argv the arguments after `hub`.
 * @returns the exit code (`start`: once the hub stopped on a signal).
 */
export async function runHub(argv: string[], io: Io = defaultIo): Promise<number> {
  try {
    const [cmd, ...rest] = argv;
    if (cmd === undefined || cmd === 'help' || cmd === '--help' || cmd === '-h') {
      io.out(usage(usageLang(rest)));
      return cmd === undefined ? 2 : 0;
    }
    if (cmd !== 'start' && cmd !== 'status') throw new UsageError({ key: 'unknownCommand', params: { command: cmd } }, 'usage/unknown-command', cmd);
    const parsed = parseCommandArgs(cmd, rest, OPTIONS);
    const v = parsed.values;
    if (v.help) {
      io.out(usage(usageLang(rest)));
      return 0;
    }
    const lang = (v.lang ?? 'fr') as Lang;
    if (!LANGS.includes(lang)) throw new UsageError({ key: 'notOneOf', params: { option: '--lang', value: JSON.stringify(v.lang), list: LANGS.join(', ') } }, 'usage/bad-value', '--lang');
    if (parsed.positionals.length !== 1) throw argumentCountError({ key: 'nameTournament', cmd }, 'FILE', parsed.positionals, 1);
    if (cmd === 'start' && v.timeout !== undefined) throw new UsageError({ key: 'notForCommand', params: { option: '--timeout' }, cmd: 'start' }, 'usage/unknown-option', '--timeout');
    let timeoutMs = STATUS_TIMEOUT_MS;
    if (v.timeout !== undefined) {
      timeoutMs = Number(v.timeout);
      if (!/^\d{1,6}$/.test(v.timeout) || timeoutMs < 1 || timeoutMs > STATUS_TIMEOUT_MAX_MS) {
        throw new UsageError({ key: 'notWaitMs', params: { option: '--timeout', value: JSON.stringify(v.timeout) } }, 'usage/bad-value', '--timeout');
      }
    }
    if (cmd === 'status') {
      for (const k of ['host', 'port', 'no-qr'] as const) if (v[k] !== undefined) throw new UsageError({ key: 'notForCommand', params: { option: `--${k}` }, cmd: 'status' }, 'usage/unknown-option', `--${k}`);
    }
    let port = HUB_DEFAULT_PORT;
    if (v.port !== undefined) {
      port = Number(v.port);
      if (!/^\d{1,5}$/.test(v.port) || port > 65535) throw new UsageError({ key: 'notAPortAny', params: { option: '--port', value: JSON.stringify(v.port) } }, 'usage/bad-value', '--port');
    }
    const o: Opts = { file: parsed.positionals[0]!, lang, json: Boolean(v.json), qr: !v['no-qr'], host: v.host ?? '0.0.0.0', port, timeoutMs, dataDir: resolveDataDir({ given: v['data-dir'] }) };
    return cmd === 'start' ? await start(o, io) : await status(o, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`mus hub: ${usageText(e, usageLang(argv))}\n${usage(usageLang(argv))}`);
      return 2;
    }
    io.err(`mus hub: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

interface Opts {
  file: string;
  lang: Lang;
  json: boolean;
  qr: boolean;
  host: string;
  port: number;
  /** `status`: how long to wait for the hub's answer, ms (`--timeout`). */
  timeoutMs: number;
  dataDir: string;
}

/**
 * Reads the tournament file through the input gate and folds it (every match replayed).
 * @returns the night, or the refusal: the first problem's code, and every problem in one message
 *   for people in `lang` (`FILE: reason (code); reason (code)`, each as `problemText` words it).
 */
async function loadNight(file: string, lang: Lang): Promise<Result<Tournament>> {
  const r = await readJsonFile(file, lang);
  if (!r.ok) return r;
  const c = checkTournament(r.value);
  if (!c.ok) return { ok: false, error: { code: c.error.code, message: `${file}: ${c.error.problems.map((p: Problem) => problemText(p, lang)).join('; ')}` } };
  return c;
}

/** The board page's files, from the tree the launcher runs in (`bin/mus.mjs` → its repository), if there. */
function boardOf(): { dir: string; styles: string[] } | undefined {
  const roots = [resolve(dirname(process.argv[1] ?? '.'), '..'), resolve(dirname(fileURLToPath(import.meta.url)), '../..')];
  for (const root of roots) {
    const dir = join(root, 'src-main/hub/board');
    const styles = [join(root, 'src-renderer/styles/base.css'), join(root, 'src-renderer/styles/display.css')];
    if (existsSync(join(dir, 'board.html')) && styles.every((f) => existsSync(f))) return { dir, styles };
  }
  return undefined;
}

/** Writes a small file whole and owner-only: a temporary file, flushed, renamed. */
function writePrivate(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w', HUB_FILE_MODE);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}

/** The tables of the latest round with their codes, in table order. */
function latestRound(tour: HubTournament, creds: readonly HubCredential[]): { round: number; tables: { table: number; teams: { A: string; B: string }; code: string }[] } {
  const round = tour.pairings.reduce((m, p) => Math.max(m, p.round), 0);
  const tables = tour.pairings.filter((p) => p.round === round).sort((a, b) => a.table - b.table).flatMap((p) => {
    const c = creds.find((x) => x.round === round && x.table === p.table);
    return c ? [{ table: p.table, teams: p.teams, code: c.code }] : [];
  });
  return { round, tables };
}

async function start(o: Opts, io: Io): Promise<number> {
  const w = hubCliT(o.lang);
  const say = (event: Record<string, unknown>, text: () => string) => io.out(o.json ? JSON.stringify(event) : text());
  const night = await loadNight(o.file, o.lang);
  if (!night.ok) {
    io.err(`mus hub: ${night.error.message}`);
    return 1;
  }
  const id = tournamentId(night.value);
  let tour = hubTournamentOf(night.value, id);
  const dir = hubFolder(o.dataDir, id);
  const matchesDir = join(dir, 'matches');
  const exported = new Map<string, number>();
  let server: HubServer | null = null;

  /** A won match: its record written beside the hub's journals, and the line that enters it. */
  const finished = (round: number, table: number, line: BoardTable, quiet = false) => {
    const key = `r${round}-t${table}`;
    if (!server || line.state !== 'finished' || !line.winner || exported.get(key) === line.have) return;
    const held = heldMatchFile(server.state.journal(round, table) ?? []);
    if (!held) return;
    mkdirSync(matchesDir, { recursive: true, mode: HUB_DIR_MODE });
    const path = join(matchesDir, `${key}.mus-match.json`);
    writePrivate(path, held.text);
    exported.set(key, line.have);
    if (quiet) return;
    const command = `mus tournament result ${o.file} --round ${round} --table ${table} --match ${path}`;
    say({ event: 'finished', round, table, winner: line.teams[line.winner], path, command }, () => `${w('finished', { n: round, table, team: line.teams[line.winner!], path })}\n${w('enter', { command })}`);
  };

  try {
    server = new HubServer({ dir, tournament: tour, board: boardOf(), onTable: (round, table, line) => finished(round, table, line) });
  } catch (e) {
    io.err(`mus hub: ${e instanceof HubFolderInUse ? w(e.holder === null ? 'inUseHere' : 'inUse', { dir: e.dir, ...(e.holder !== null ? { pid: e.holder } : {}) })
      : e instanceof HubFileDamaged ? problemText(e, o.lang) : (e as Error).message}`);
    return 1;
  }
  const listening = await server.start({ host: o.host, port: o.port });
  if (!listening.ok) {
    await server.stop();
    io.err(`mus hub: ${problemText(listening.error, o.lang)}`);
    return 1;
  }
  const { port, url } = listening.value;
  const runPath = join(dir, 'hub.run.json');
  // the signals are taken before anything is printed, so a stop asked as soon as the codes show is a
  // clean one; it waits for what is being printed or published (`busy`) to end
  let busy: Promise<unknown> = Promise.resolve();
  let stopping = false;
  let onChange: ((now: { mtimeMs: number; size: number }, before: { mtimeMs: number; size: number }) => void) | null = null;
  const stopped = new Promise<number>((done) => {
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      if (!o.json) io.out(w('stopping'));
      if (onChange) unwatchFile(o.file, onChange);
      void busy.then(async () => {
        const s = server;
        server = null;
        await s?.stop(); // stops listening, answers what is under way, flushes and closes every journal, releases the folder
        try {
          unlinkSync(runPath);
        } catch {
          // already gone
        }
        say({ event: 'stopped', signal }, () => w('stopped'));
        for (const sig of STOP_SIGNALS) process.off(sig, stop);
        done(0);
      });
    };
    for (const sig of STOP_SIGNALS) process.on(sig, stop);
  });

  const run: HubRunFile = { format: HUB_RUN_FORMAT, pid: process.pid, host: o.host, port, url, started: new Date().toISOString(), file: resolve(o.file) };
  writePrivate(runPath, `${JSON.stringify(run, null, 1)}\n`);
  const urls = hubBaseUrls(o.host, port, networkInterfaces());

  const printRound = async () => {
    if (!server) return;
    const r = latestRound(tour, server.credentials());
    const tables = r.tables.map((t) => ({ ...t, code: showJoinCode(t.code), joinUrl: joinAddress(urls[0]!, t.code) }));
    if (o.json) {
      io.out(JSON.stringify({ event: 'round', round: r.round, tables }));
      return;
    }
    if (!tables.length) {
      io.out(w('noRound', { file: o.file }));
      return;
    }
    const lines = [w('round', { n: r.round, tables: tables.length })];
    for (const t of tables) {
      lines.push(w('table', { table: t.table, A: t.teams.A, B: t.teams.B, code: t.code, url: t.joinUrl }));
      if (o.qr) lines.push(await QRCode.toString(t.joinUrl, { type: 'terminal', small: true, errorCorrectionLevel: 'M' }));
    }
    io.out(lines.join('\n'));
  };

  busy = (async () => {
    say({ event: 'listening', name: tour.name, id, urls, url, port, dir, pid: process.pid }, () => [
      w('listening', { name: tour.name, urls: urls.join('  ') }), w('folder', { dir }), w('reads', { file: o.file }),
    ].join('\n'));
    await printRound();
    for (const c of server?.credentials() ?? []) {
      const line = server?.state.tableLine(c.round, c.table);
      if (line) finished(c.round, c.table, line, true); // won before this start: the record is (re)written, nothing printed
    }
    if (!o.json) io.out(w('stopHint'));
  })();
  await busy;
  if (stopping) return stopped;

  // the tournament file, edited by `mus tournament …` while the hub runs: published again when it changes
  onChange = (now, before) => {
    if (now.mtimeMs === before.mtimeMs && now.size === before.size) return;
    busy = busy.then(async () => {
      if (!server || stopping) return;
      const again = await loadNight(o.file, o.lang);
      let why: string | null = again.ok ? null : again.error.message;
      let words = why;
      if (again.ok && tournamentId(again.value) !== id) {
        why = `it now holds another tournament (${tournamentId(again.value)}, not ${id}); start a hub for it`;
        words = w('another', { now: tournamentId(again.value), id });
      }
      if (why !== null || !again.ok) {
        say({ event: 'file', ok: false, message: why }, () => w('unreadable', { file: o.file, why: words ?? '' }));
        return;
      }
      const next = hubTournamentOf(again.value, id);
      if (JSON.stringify(next) === JSON.stringify(tour)) return;
      tour = next;
      await server.publish(tour);
      say({ event: 'file', ok: true }, () => w('published', { file: o.file }));
      await printRound();
    }).catch((e: unknown) => {
      io.err(`mus hub: ${w('notPublished', { file: o.file, why: (e as Error).message })}`);
    });
  };
  watchFile(o.file, { interval: 300 }, onChange);
  return stopped;
}

/** Who holds the hub folder's lock, when a running process does. */
function lockHolder(dir: string): number | null {
  const path = join(dir, 'hub.json.lock');
  try {
    const owner = parseLockOwner(readFileSync(path, 'utf8'));
    return owner && staleReason(owner, statSync(path).mtimeMs) === null ? owner.pid : null;
  } catch {
    return null;
  }
}

async function status(o: Opts, io: Io): Promise<number> {
  const w = hubCliT(o.lang);
  const night = await loadNight(o.file, o.lang);
  if (!night.ok) {
    io.err(`mus hub: ${night.error.message}`);
    return 1;
  }
  const id = tournamentId(night.value);
  const name = night.value.settings.name;
  const dir = hubFolder(o.dataDir, id);
  if (!existsSync(join(dir, 'hub.json'))) {
    io.out(o.json ? JSON.stringify({ running: false, started: false, name, id, dir }) : w('never', { name, dir }));
    return 3;
  }
  const read = readHubFile(readFileSync(join(dir, 'hub.json')));
  if (!read.ok) {
    io.err(`mus hub: ${problemText(read.error, o.lang)}`);
    return 1;
  }
  const hubFile = read.value;
  let run: HubRunFile | null = null;
  try {
    run = JSON.parse(readFileSync(join(dir, 'hub.run.json'), 'utf8')) as HubRunFile;
  } catch {
    run = null;
  }
  const holder = lockHolder(dir);
  const ours = run !== null && holder !== null && holder === run.pid; // a `mus hub start`: its address is known
  const running = holder !== null; // else another program holds the night's hub (the desktop app)
  const latest = latestRound(hubFile.tournament, hubFile.credentials);
  let board: BoardSnapshot | null = null;
  let silent: string | null = null;
  let said: string | null = null;
  if (ours) {
    const asked = `${run!.url}/api/board`;
    try {
      // the whole answer within the time: headers and body (a hub that stalls mid-answer is no answer)
      const res = await fetch(asked, { signal: AbortSignal.timeout(o.timeoutMs) });
      board = res.ok ? ((await res.json()) as BoardSnapshot) : null;
      if (!res.ok) silent = `HTTP ${res.status}`;
    } catch (e) {
      const err = e as Error;
      const late = err.name === 'TimeoutError' || (err.cause as Error | undefined)?.name === 'TimeoutError';
      silent = late ? `no answer at ${asked} within ${o.timeoutMs} ms (--timeout)` : `${asked}: ${err.message}`;
      said = late ? w('slow', { url: asked, ms: o.timeoutMs }) : w('silent', { url: asked, why: err.message });
    }
    if (silent !== null && said === null) said = w('silent', { url: asked, why: silent });
  }
  const tables = latest.tables.map((t) => {
    const line = board?.round === latest.round ? board.tables.find((x) => x.table === t.table) : undefined;
    return { table: t.table, teams: t.teams, code: showJoinCode(t.code), state: line?.state ?? null, have: line?.have ?? null };
  });
  if (o.json) {
    io.out(JSON.stringify({ running, started: true, name, id, dir, pid: holder, url: ours ? run!.url : null, since: ours ? run!.started : null, answers: ours ? silent === null : null, ...(silent !== null ? { why: silent, timeoutMs: o.timeoutMs } : {}), round: latest.round, tables }));
    return running ? 0 : 3;
  }
  const lines = [ours ? w('running', { name, pid: run!.pid, since: run!.started, url: run!.url }) : running ? w('elsewhere', { name, pid: holder }) : w('notRunning', { name, dir })];
  if (said !== null) lines.push(said);
  lines.push(w('round', { n: latest.round, tables: tables.length }));
  for (const t of tables) {
    lines.push(t.state === null
      ? w('table', { table: t.table, A: t.teams.A, B: t.teams.B, code: t.code, url: '' }).trimEnd()
      : w('line', { table: t.table, A: t.teams.A, B: t.teams.B, code: t.code, state: w(`state.${t.state}`), have: t.have ?? 0 }));
  }
  io.out(lines.join('\n'));
  return running ? 0 : 3;
}
