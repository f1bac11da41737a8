/**
 * `mus serve`: a headless table scored from the players' phones (issue 26), for a small computer
 * plugged into a bar's TV — no desktop app, no keyboard. One table on the local network: the room
 * display at `/display.html`, a seat page per seat (`/seat.html`, joined by the QR code printed in
 * the terminal and shown on the room display until the seat is taken). The match is journaled in
 * the data folder as the app journals it (every accepted act flushed before it is acknowledged); a
 * restart resumes the unfinished match, with the same seat links. A new match gets new links; the
 * host page (`/host.html#k=<host key>`, printed at start for the owner only: `host-routes.ts`) or
 * `link N` typed in the terminal (`serve-links.ts`) gives a seat a new one.
 *
 *   npm run -s mus -- serve [--rules ffmus] [--players a,b,c,d] [--teams A,B] [--esku 0]
 *                           [--host 0.0.0.0] [--port 8080] [--data-dir DIR] [--pages DIR] [--lang fr]
 *
 * What it prints is in the language of `--lang`, as the room display (French by default; words in
 * `serve-texts.ts`). The options it shares with `mus table` (the match, the box, `--quiet`) are read
 * by `table-options.ts`.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import type { MatchSetup, Result } from '../../shared/index.js';
import { LANGS, type Lang } from '../../shared/i18n/index.js';
import { SessionHost } from '../../shared/session/session-host.js';
import type { TableSession } from '../../shared/session/table-session.js';
import { readTableArgs, readTableCommand, tableUsage, type TableWording } from './table-options.js';
import { helpT } from './help-texts.js';
import { UsageError } from './usage.js';
import { runUntilStopped, type RunIo } from './table-run.js';
import { MatchLibrary } from '../library/library.js';
import { createAppServices, idSuffix } from '../session/app-services.js';
import { resolveDataDir } from '../journal/data-dir.js';
import { DisplayServer, displayUrl, keyedDisplayUrl } from '../net/display-server.js';
import { baseUrl } from '../net/host-guard.js';
import type { PhoneTable } from '../phones/phone-table.js';
import { attachPhones, type AttachedPhones } from '../phones/attach-phones.js';
import { displayKeyFile, hostKeyFile, loadDisplayKey, loadHostKey } from '../phones/host-key.js';
import { describeTable, withSentence } from './table-command.js';
import type { SyncMode } from '../journal/journal-writer.js';
import { SerialBridge, type BridgeOptions } from '../serial/bridge.js';
import { followLinkLines } from './serve-links.js';
import { serveT } from './serve-texts.js';
import { tableT } from './table-texts.js';
import { problemText } from './problem-text.js';

const WORDING: TableWording = { boxOption: '--box', firstSeat: 1, quiet: 'serve' };

/** `mus serve`'s own options, beside the shared ones (`--port` is the HTTP port). */
const OWN_OPTIONS = {
  host: { type: 'string' }, port: { type: 'string' }, 'data-dir': { type: 'string' }, pages: { type: 'string' }, lang: { type: 'string' },
  interactive: { type: 'boolean' },
} as const;

const COMMAND = {
  name: 'serve',
  options: OWN_OPTIONS,
  usage: (lang: Lang) => helpT(lang)('serve', { shared: tableUsage(WORDING, lang) }),
};

/** Options of {@link startServe}. */
export interface ServeOptions {
  setup: MatchSetup;
  host: string;
  port: number;
  dataDir: string;
  pages: string;
  /** Language of the room display and of the lines printed (default `fr`). */
  lang?: Lang;
  /** Journal flushing (default `fdatasync`; tests pass `none`). */
  sync?: SyncMode;
  print?: (line: string) => void;
  quiet?: boolean;
  /** Joins per minute from one device (default 30). */
  joinsPerMinute?: number;
  /** Taps per minute from one device (default 240). */
  tapsPerMinute?: number;
  /** The serial button box beside the phones (`mus table`'s bridge), if any. */
  serial?: BridgeOptions;
  /** Most open connections from one device (default 16: a phone needs two or three). */
  maxConnectionsPerAddress?: number;
  /** `--interactive`: the terminal's `link N` is read (`serve-links.ts`); only the hint is printed here. */
  interactive?: boolean;
}

/** A running `mus serve`. `seatUrl` holds the seat's token: shown as a QR code, never logged. */
export interface ServedTable {
  host: SessionHost;
  phones: PhoneTable;
  display: DisplayServer;
  /** `http://host:port` */
  base: string;
  /** The room display's address with its key (the QR codes show on it). */
  displayUrl: string;
  /**
   * The host page's address with its key in the fragment (`…/host.html#k=…`): the owner's page that
   * gives a seat a new link. Printed at start with its QR code, never shown on the room display.
   */
  hostUrl: string;
  seatUrl(seat: number): string;
  /** Seats of the match (4 or 6; 0 when none). */
  seats(): number;
  /** « Nouveau lien »: seat `seat` (0-based) gets a new link, printed with its QR code; the old one stops working. */
  relink(seat: number): Promise<Result<null>>;
  /** The folder of the match journals (`<data>/matches`). */
  matchesDir: string;
  stop(): Promise<void>;
}

/** Starts the table: recovers the unfinished match of the data folder, else starts `setup`. @throws Error naming what failed. */
export async function startServe(o: ServeOptions): Promise<ServedTable> {
  const print = o.print ?? ((l: string) => process.stdout.write(`${l}\n`));
  const lang = o.lang ?? 'fr';
  const w = serveT(lang);
  /** A refusal to start: the error's detail and code, then its sentence in `lang` (`problemText`). */
  const refused = (e: { code: string; message: string }) => new Error(problemText(e, lang));
  // before anything is started or journaled: a table without its pages would journal a match for nothing
  if (!existsSync(join(o.pages, 'seat.html'))) throw new Error(w('noSeatPage', { dir: o.pages }));
  const library = new MatchLibrary(o.dataDir, o.sync ? { sync: o.sync } : {});
  // the box, when given, follows the match being played as in the app (`attachBox`)
  const attachBox = o.serial ? (s: TableSession) => {
    const bridge = new SerialBridge(s, o.serial);
    // once per status and error kind: a box left unplugged retries every 400 ms, a wrong baud rate sends garbage all the time
    let said = '';
    bridge.subscribe((b) => {
      const now = b.lastError && b.status !== 'connected' ? `${b.status} ${b.lastError.code}` : '';
      if (now && now !== said && b.lastError) print(w('serial', { status: tableT(lang)(`status.${b.status}`), why: withSentence(b.lastError, lang) }));
      said = now;
    });
    void bridge.start();
    return () => void bridge.stop();
  } : undefined;
  const services = createAppServices({ library, ...(attachBox ? { attachBox } : {}), ...(o.sync ? { sync: o.sync } : {}) });
  let display: DisplayServer | null = null;
  let attached: AttachedPhones | null = null;
  const host = new SessionHost({
    services,
    suffix: idSuffix,
    broadcast: (s) => {
      display?.publish(s);
      attached?.phones.changed();
    },
  });
  // the room display opened with this key shows the seats' QR codes (never served otherwise); kept
  // in the data folder, so the TV's address keeps showing them after a restart
  const displayKey = loadDisplayKey(displayKeyFile(library.paths.matches));
  if (!displayKey.ok) throw refused(displayKey.error);
  const key = displayKey.value;
  // the host page's key: its own secret, kept in the data folder (the owner's bookmark survives a restart)
  const hostKey = loadHostKey(hostKeyFile(library.paths.matches));
  if (!hostKey.ok) throw refused(hostKey.error);
  attached = attachPhones({
    host, matchesDir: library.paths.matches, pages: o.pages, displayKey: () => key, hostKey: hostKey.value,
    ...(o.joinsPerMinute ? { joinsPerMinute: o.joinsPerMinute } : {}),
    ...(o.tapsPerMinute ? { tapsPerMinute: o.tapsPerMinute } : {}),
  });
  const phones = attached;
  const d = new DisplayServer({
    root: o.pages,
    bodyLimit: 2048,
    key,
    ...(o.maxConnectionsPerAddress ? { maxConnectionsPerAddress: o.maxConnectionsPerAddress, maxPerAddress: o.maxConnectionsPerAddress } : {}),
    extend: phones.extend,
  });
  phones.watch((l) => d.publishLobby(l));
  display = d;
  // listening first: a port already taken (this table already served) journals no new match, which
  // the next start would resume instead of the match in progress
  const started = await d.start({ host: o.host, port: o.port });
  // the port taken: what to do, after the listen error (the table was not started, nothing journaled)
  if (!started.ok) throw new Error(`${problemText(started.error, lang)}${started.error.code === 'share/port-in-use' ? w('portTaken') : ''}`);
  const recovered = services.recover();
  // what recovery dropped or repaired: its detail, then its code's sentence in `lang` (as `mus table`'s errors)
  for (const [i, w] of (recovered?.warnings ?? []).entries()) {
    const code = recovered?.codes?.[i];
    print(`! ${code ? withSentence({ code, message: w }, lang) : w}`);
  }
  if (recovered?.session && recovered.session.match.view.current) host.adopt(recovered.session, 'ui', recovered.warnings);
  else {
    const r = host.newMatch(o.setup);
    if (!r.ok) {
      await d.stop();
      throw refused(r.error);
    }
  }
  d.publish(host.snapshot());
  d.publishSettings({ lang });
  const base = baseUrl(o.host, started.value.port);
  phones.listening(o.host, started.value.port);
  const shownDisplay = keyedDisplayUrl(displayUrl(o.host, started.value.port), key);
  // the TV and the phones reach the table at this computer's address on the network (as the seats' QR codes say)
  const lan = phones.base();
  if (lan && lan !== base) {
    print(w('tableOnLan', { lan, url: keyedDisplayUrl(`${lan}/display.html`, key) }));
    print(w('here', { url: shownDisplay }));
  } else print(w('tableOn', { base, url: shownDisplay }));
  const nameOf = (seat: number) => host.current?.match.view.setup.players[seat] ?? w('seatName', { n: seat + 1 });
  const printSeat = async (seat: number, what: 'scan' | 'newLink') => {
    print(w('seat', { n: seat + 1, name: nameOf(seat), what: w(what) }));
    print(await QRCode.toString(phones.seatUrl(seat), { type: 'terminal', small: true }));
  };
  const seats = () => host.current?.match.view.setup.players.length ?? 0;
  for (let seat = 0; seat < seats(); seat++) await printSeat(seat, 'scan');
  // the host page: for the owner only (never on the TV): a new link for a seat, without a terminal
  const hostUrl = `${lan || base}/host.html#k=${hostKey.value}`;
  print(w('hostPage', { url: hostUrl }));
  print(await QRCode.toString(hostUrl, { type: 'terminal', small: true }));
  if (!existsSync(join(o.pages, 'host.html'))) print(w('noHostPage', { dir: o.pages }));
  if (o.interactive) print(w('linkHint'));
  if (!o.quiet && host.current) print(describeTable(host.current, lang));
  return {
    host, phones: phones.phones, display: d, base, displayUrl: shownDisplay, hostUrl, seatUrl: phones.seatUrl, matchesDir: library.paths.matches, seats,
    async relink(seat) {
      const r = phones.phones.newLink(seat);
      if (r.ok) await printSeat(seat, 'newLink');
      return r;
    },
    async stop() {
      await d.stop();
      services.closeAll();
    },
  };
}

/**
 * The built pages of the tree the launcher runs in, if there: of `out/renderer` (`npm run build`) and
 * `dist-web` (`npm run build:web`), the one built last among those with every page (an older build
 * may lack a page added since), else the last built with the seat page.
 */
function pagesOf(): string {
  const roots = [resolve(dirname(process.argv[1] ?? '.'), '..'), resolve(dirname(fileURLToPath(import.meta.url)), '../..')];
  const built = roots.flatMap((root) => ['out/renderer', 'dist-web'].map((d) => join(root, d)))
    .filter((d) => existsSync(join(d, 'seat.html')))
    .map((d) => ({ d, whole: existsSync(join(d, 'host.html')), at: statSync(join(d, 'seat.html')).mtimeMs }))
    .sort((a, b) => Number(b.whole) - Number(a.whole) || b.at - a.at);
  return built[0]?.d ?? join(roots[0] ?? '.', 'dist-web');
}

/**
 * Where `mus serve` reads `link N`, prints its lines and hears its stop: the process's (the command
 * line), or a test's running it in process (`main`'s streams, with its own signals).
 */
export interface ServeStd extends RunIo {
  stdin: NodeJS.ReadableStream;
  stdout: { write(chunk: string): boolean };
}

/** The process's streams and signals, taken when first used. */
const processStd: ServeStd = {
  get stdin() { return process.stdin; },
  get stdout() { return process.stdout; },
  get stderr() { return process.stderr; },
};

/**
 * Entry point of `mus serve`: runs until SIGINT/SIGTERM, then says the table stopped (unless `--quiet`).
 * @returns the exit code: 0 once stopped, 2 on a usage error or a table that could not start
 */
export async function runServe(argv: string[], std: ServeStd = processStd): Promise<number> {
  const read = readTableCommand(COMMAND, argv, (v) => {
    const { setup, box, quiet } = readTableArgs(v, WORDING);
    const port = v.port === undefined ? 8080 : Number(v.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError({ key: 'notAPort', params: { option: '--port', value: JSON.stringify(v.port) } }, 'usage/bad-value', '--port', 'port');
    const want = v.lang ?? 'fr';
    const lang = LANGS.find((l) => l === want);
    if (!lang) throw new UsageError({ key: 'notOneOf', params: { option: '--lang', value: JSON.stringify(v.lang), list: LANGS.join(', ') } }, 'usage/bad-value', '--lang', 'lang');
    return { v, setup, serial: box ?? undefined, quiet, port, lang };
  }, { out: (s) => std.stdout.write(s), err: (s) => (std.stderr ?? process.stderr).write(s) });
  if ('exit' in read) return read.exit;
  const { v, setup, serial, quiet, port, lang } = read.args;
  const interactive = v.interactive === true;
  const print = (l: string) => void std.stdout.write(`${l}\n`);
  const code = await runUntilStopped('serve', async () => {
    const table = await startServe({
      setup, host: v.host ?? '0.0.0.0', port, dataDir: resolveDataDir({ given: v['data-dir'] ?? null }), pages: v.pages ?? pagesOf(), lang, quiet, interactive, print, ...(serial ? { serial } : {}),
    });
    if (!interactive) return table;
    // « link N » typed in the terminal: a new link for seat N (an input that ends does not stop the table)
    const lines = followLinkLines(std.stdin, table, print, lang);
    return { stop: async () => { lines.close(); await table.stop(); } };
  }, undefined, std);
  if (code === 0 && !quiet) print(serveT(lang)('stopped'));
  return code;
}
