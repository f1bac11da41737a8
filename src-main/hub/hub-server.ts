/**
 * The tournament hub on the club's network (issue 13, docs/hub.md): a small HTTP server (Node
 * `http`, no framework) that the tables ship their journals to and the room's board follows.
 *
 * Routes (anything else: 404; a method a route does not take: 405):
 * - `POST /api/join` `{code}` → the pairing, the locked rules and the table's write token;
 * - `POST /api/records` `{round, table, token, seq, record | records}` → `{have}` once the records
 *   are durable in the hub's copy of that table's journal (token-checked: a table writes only its
 *   own match of that round);
 * - `GET /api/tables/<round>/<table>` → `{have, matchId}`: where the hub stands (a restarted table asks);
 * - `GET /api/tables/<round>/<table>/journal` → the hub's copy of the journal, for the judge (read-only);
 * - `GET /api/board` → the board (JSON); `GET /api/events` → the board as Server-Sent Events: the whole
 *   board on connect, then one message per change, a comment every `heartbeatMs`;
 * - `GET /` (or `/board.html`), `/board.js`, `/board.css`, `/styles/<name>` → the room's read-only
 *   board page, when one is given (`src-main/hub/board/`, with the room display's style sheets).
 *
 * Hardened like the room display's server (`src-main/electron/share/display-server.ts`, whose Host
 * check and headers it reuses): the `Host` header must name this machine or the local network (no
 * DNS rebinding); every response carries the CSP and no-sniff headers; POST bodies must be
 * `application/json` (a foreign page cannot send that without a CORS preflight the hub never
 * answers) from no foreign `Origin`, at most {@link MAX_BODY_BYTES}; request headers within
 * `headersTimeoutMs`; connections capped per address and in all; SSE streams capped per address and
 * in all, and a board that does not read is dropped, not buffered for; wrong join codes limited per
 * address and minute. Join codes and tokens are never served: the organizer's screen gets them
 * from {@link HubServer.credentials} and {@link HubServer.joinQrSvg}.
 *
 * Free of Electron: tested under Node (`test/src-main/hub/hub-server.test.ts`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { isLocalHostHeader, securityHeaders } from '../electron/share/display-server.js';
import { HUB_HTTP_STATUS, type HubError, type HubErrorCode } from '../../shared/hub/errors.js';
import { MAX_BODY_BYTES, parseJoinRequest, parseShipRequest } from '../../shared/hub/protocol.js';
import type { BoardEvent, BoardTable } from '../../shared/hub/board.js';
import type { HubCredential, HubTournament } from '../../shared/hub/types.js';
import { HubStore, type HubStoreOptions } from './hub-store.js';
import { SseClients } from '../electron/share/sse-clients.js';

/** Options of a {@link HubServer}. */
export interface HubServerOptions extends HubStoreOptions {
  /** The hub folder (`hub.json` and `tables/`). */
  dir: string;
  /** The tournament, when the folder is new or a round is published; else the folder's. */
  tournament?: HubTournament;
  /**
   * The room's board page, if any: a folder holding `board.html`, `board.js`, `board.css` and the
   * join page a table's QR code opens (`join.html`, `join.js`) (`src-main/hub/board/`), and the
   * style sheets they link as `/styles/<name>` (the room display's `base.css` and `display.css`).
   * Only these files are served.
   */
  board?: { dir: string; styles?: string[] };
  /** Most board streams at once (default 64); a new one replaces the oldest of the address holding the most. */
  maxClients?: number;
  /** Most board streams from one address (default 4); a new one replaces that address's oldest. */
  maxPerAddress?: number;
  /** Most open connections from one address (default 16); more are closed at once. */
  maxConnectionsPerAddress?: number;
  /** Most open connections in all (default 512). */
  maxConnections?: number;
  /** Time to send request headers, ms (default 10 000). */
  headersTimeoutMs?: number;
  /** Heartbeat period on `/api/events`, ms (default 15 000). */
  heartbeatMs?: number;
  /** Bytes a board may leave unread before it is dropped (default 1 MiB). */
  maxBufferedBytes?: number;
  /** Wrong join codes one address may send per minute (default 20). */
  joinAttemptsPerMinute?: number;
  /** The clock (ms), for the join limit. */
  now?: () => number;
  /** Told after records of a table were stored and its line on the board changed (the organizer's app enters a finished match's result). */
  onTable?: (round: number, table: number, line: BoardTable) => void;
}

/** Where to listen. */
export interface HubListen {
  host: string;
  port: number;
}

/** A running hub. */
export interface HubInfo {
  /** `http://host:port` (0.0.0.0 shown as 127.0.0.1). */
  url: string;
  host: string;
  port: number;
}


/** Error code and message of a refusal as JSON. */
function errorBody(e: HubError): string {
  return JSON.stringify({ error: e });
}

/**
 * The board page in this source tree: `src-main/hub/board/` and the room display's style sheets
 * (`src-renderer/styles/base.css`, `display.css`). A packaged app passes its own paths.
 */
export function sourceBoardFiles(): { dir: string; styles: string[] } {
  const dir = fileURLToPath(new URL('./board/', import.meta.url));
  const styles = fileURLToPath(new URL('../../src-renderer/styles/', import.meta.url));
  return { dir, styles: [join(styles, 'base.css'), join(styles, 'display.css')] };
}

/**
 * The board page of this build: the copies `npm run build` puts beside the bundled main process
 * (`out/main/board/`, with the two style sheets), else the source tree's ({@link sourceBoardFiles}).
 */
export function boardFiles(): { dir: string; styles: string[] } {
  const dir = fileURLToPath(new URL('./board/', import.meta.url));
  const styles = [join(dir, 'base.css'), join(dir, 'display.css')];
  return existsSync(join(dir, 'board.html')) && styles.every((f) => existsSync(f)) ? { dir, styles } : sourceBoardFiles();
}

/** The hub's base URL for an address (IPv6 in brackets; `0.0.0.0`/`::` shown as the loopback). */
export function hubUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${isIP(shown) === 6 ? `[${shown}]` : shown}:${port}`;
}

/**
 * The join address a table's QR code holds: the hub's address, and the code after `#` (a fragment
 * is never sent to a server, so the code does not show in any log).
 */
export function joinAddress(base: string, code: string): string {
  return `${base}/join#${code}`;
}

/** A QR code of a text as an SVG document (error correction M, a 4-module quiet zone). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/** The hub server. */
export class HubServer {
  private server: Server | null = null;
  private current: HubInfo | null = null;
  private store: HubStore;
  private readonly clients: SseClients;
  private readonly sockets = new Set<Socket>();
  private readonly perAddress = new Map<string, number>();
  private readonly joinFailures = new Map<string, { start: number; count: number }>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private readonly opts: Required<Omit<HubServerOptions, 'tournament' | 'board' | 'sync' | 'random' | 'flush' | 'onTable'>> & HubServerOptions;

  constructor(opts: HubServerOptions) {
    this.opts = {
      maxClients: 64, maxPerAddress: 4, maxConnectionsPerAddress: 16, maxConnections: 512, headersTimeoutMs: 10_000,
      heartbeatMs: 15_000, maxBufferedBytes: 1024 * 1024, joinAttemptsPerMinute: 20, now: () => Date.now(), ...opts,
    };
    this.store = HubStore.open(opts.dir, opts.tournament, { sync: opts.sync, random: opts.random, flush: opts.flush });
    this.clients = new SseClients(this.opts);
  }

  /** The hub's state (read-only use: the board, the journals held). */
  get state() {
    return this.store.state;
  }

  /** Warnings from opening the hub folder (torn tails cut, damaged copies). */
  get warnings(): readonly string[] {
    return this.store.warnings;
  }

  /** Every table's join code and token (for the organizer's screen; never served over the network). */
  credentials(): HubCredential[] {
    return this.store.state.credentials();
  }

  /** The hub's copy of a match's journal file. */
  journalPath(round: number, table: number): string {
    return this.store.journalPath(round, table);
  }

  /** The running hub's address, or null. */
  info(): HubInfo | null {
    return this.current;
  }

  /** How many boards follow `/api/events`. */
  clientCount(): number {
    return this.clients.size;
  }

  /** The join address of a table (its code after `#`), or null when stopped or unknown. */
  joinAddress(round: number, table: number): string | null {
    const c = this.credentials().find((x) => x.round === round && x.table === table);
    return c && this.current ? joinAddress(this.current.url, c.code) : null;
  }

  /** The QR code of a table's join address, as SVG. */
  async joinQrSvg(round: number, table: number): Promise<string | null> {
    const a = this.joinAddress(round, table);
    return a ? qrSvg(a) : null;
  }

  /** Publishes a new version of the tournament (a new round's pairings): codes issued, the board sent again. */
  async publish(tournament: HubTournament): Promise<void> {
    const shown = this.store.state.round;
    const old = this.store;
    await old.drain();
    old.close();
    this.store = HubStore.open(this.opts.dir, tournament, { sync: this.opts.sync, random: this.opts.random, flush: this.opts.flush });
    if (this.store.state.round < shown) this.store.state.showRound(shown);
    this.clients.sendAll(event({ type: 'board', board: this.store.state.board() }));
  }

  /** Shows a round on the board. */
  showRound(round: number): void {
    this.store.state.showRound(round);
    this.clients.sendAll(event({ type: 'board', board: this.store.state.board() }));
  }

  /**
   * Starts listening. @returns the address, or an error (`EADDRINUSE`…) as a message.
   */
  async start(at: HubListen): Promise<{ ok: true; value: HubInfo } | { ok: false; error: { code: string; message: string } }> {
    if (this.server) await this.stop({ keepStore: true });
    const server = createServer(
      { connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(this.opts.headersTimeoutMs / 4))), keepAliveTimeout: 10_000 },
      (req, res) => this.handle(req, res),
    );
    server.maxConnections = this.opts.maxConnections;
    server.on('connection', (s) => this.onConnection(s));
    server.headersTimeout = this.opts.headersTimeoutMs;
    server.requestTimeout = this.opts.headersTimeoutMs + 5_000;
    const bound = await new Promise<{ ok: true; value: number } | { ok: false; error: { code: string; message: string } }>((ok) => {
      const onError = (e: NodeJS.ErrnoException) => ok({ ok: false, error: { code: e.code === 'EADDRINUSE' ? 'hub/port-in-use' : 'hub/listen-failed', message: `cannot listen on ${at.host}:${at.port}: ${e.message}` } });
      server.once('error', onError);
      server.listen(at.port, at.host, () => {
        server.off('error', onError);
        const a = server.address();
        ok({ ok: true, value: typeof a === 'object' && a ? a.port : at.port });
      });
    });
    if (!bound.ok) return bound;
    server.on('error', () => {});
    this.server = server;
    this.current = { url: hubUrl(at.host, bound.value), host: at.host, port: bound.value };
    this.heartbeat = setInterval(() => this.clients.beat(), this.opts.heartbeatMs);
    this.heartbeat.unref?.();
    return { ok: true, value: this.current };
  }

  /** Stops listening, ends every stream and closes the journals (unless `keepStore`). Idempotent. */
  async stop(o: { keepStore?: boolean } = {}): Promise<void> {
    const server = this.server;
    this.server = null;
    this.current = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.clients.endAll();
    if (server) {
      const closed = new Promise<void>((ok) => server.close(() => ok()));
      for (const s of this.sockets) s.destroy();
      this.sockets.clear();
      await closed;
    }
    await this.store.drain();
    if (!o.keepStore) this.store.close();
  }

  private onConnection(s: Socket): void {
    const address = s.remoteAddress ?? '?';
    const n = (this.perAddress.get(address) ?? 0) + 1;
    if (n > this.opts.maxConnectionsPerAddress) {
      s.destroy();
      return;
    }
    this.perAddress.set(address, n);
    this.sockets.add(s);
    // a connection that never sends a byte: Node's headers timeout starts only with the first one;
    // a plain timer (not the socket's idle timeout, which the HTTP server may set again) closes it
    const silent = setTimeout(() => {
      if (s.bytesRead === 0) s.destroy();
    }, this.opts.headersTimeoutMs);
    s.once('close', () => {
      clearTimeout(silent);
      this.sockets.delete(s);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
    });
  }






  private fail(res: ServerResponse, code: HubErrorCode, message: string, extra: { have?: number; close?: boolean } = {}): void {
    const e: HubError = extra.have === undefined ? { code, message } : { code, message, have: extra.have };
    const body = errorBody(e);
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(body)) };
    if (extra.close) headers.Connection = 'close';
    res.writeHead(HUB_HTTP_STATUS[code], headers).end(body);
  }

  private json(res: ServerResponse, value: unknown, head = false): void {
    const body = JSON.stringify(value);
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(body)) });
    res.end(head ? undefined : body);
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    req.socket.setTimeout(0); // a request came: the headers, request and keep-alive timeouts apply
    for (const [k, v] of Object.entries(securityHeaders())) res.setHeader(k, v);
    const method = req.method ?? 'GET';
    if (!isLocalHostHeader(req.headers.host)) {
      req.resume();
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end('unknown host name\n');
      return;
    }
    const path = (req.url ?? '/').split(/[?#]/, 1)[0]!;
    const post = path === '/api/join' || path === '/api/records';
    if (post) {
      if (method !== 'POST') {
        req.resume();
        res.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' }).end('POST only\n');
        return;
      }
      this.readBody(req, res, (body) => (path === '/api/join' ? this.join(req, res, body) : this.records(res, body)));
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      req.resume();
      res.writeHead(405, { Allow: 'GET, HEAD', Connection: 'close', 'Content-Type': 'text/plain; charset=utf-8' }).end('read-only: GET and HEAD only\n');
      return;
    }
    const head = method === 'HEAD';
    if (path === '/api/board') return this.json(res, this.store.state.board(), head);
    if (path === '/api/events') return this.events(req, res, head);
    const file = this.boardFile(path);
    if (file) {
      let body: Buffer;
      try {
        body = readFileSync(file.path);
      } catch {
        return this.fail(res, 'hub/not-found', 'not found');
      }
      res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache', 'Content-Length': String(body.length) });
      res.end(head ? undefined : body);
      return;
    }
    const m = /^\/api\/tables\/([1-9][0-9]{0,4})\/([1-9][0-9]{0,4})(\/journal)?$/.exec(path);
    if (m) {
      const round = Number(m[1]);
      const table = Number(m[2]);
      const where = this.store.state.where(round, table);
      if (!where.ok) return this.fail(res, where.error.code, where.error.message);
      if (!m[3]) return this.json(res, where.value, head);
      const file = this.store.journalPath(round, table);
      if (!existsSync(file)) return this.fail(res, 'hub/not-found', `the hub holds no record of table ${table} in round ${round} yet`);
      const body = readFileSync(file);
      res.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Length': String(body.length),
        'Content-Disposition': `inline; filename="r${round}-t${table}.musj"`,
      });
      res.end(head ? undefined : body);
      return;
    }
    this.fail(res, 'hub/not-found', 'not found');
  }

  /** The board page's file for a path, from a fixed list (never a path built from the request). */
  private boardFile(path: string): { path: string; type: string } | null {
    const b = this.opts.board;
    if (!b) return null;
    if (path === '/' || path === '/board.html') return { path: join(b.dir, 'board.html'), type: 'text/html; charset=utf-8' };
    if (path === '/board.js') return { path: join(b.dir, 'board.js'), type: 'text/javascript; charset=utf-8' };
    if (path === '/join') return { path: join(b.dir, 'join.html'), type: 'text/html; charset=utf-8' };
    if (path === '/join.js') return { path: join(b.dir, 'join.js'), type: 'text/javascript; charset=utf-8' };
    if (path === '/board.css') return { path: join(b.dir, 'board.css'), type: 'text/css; charset=utf-8' };
    const style = (b.styles ?? []).find((f) => path === `/styles/${basename(f)}`);
    return style ? { path: style, type: 'text/css; charset=utf-8' } : null;
  }

  /** Reads a JSON body of at most {@link MAX_BODY_BYTES}; refuses foreign origins and other types. */
  private readBody(req: IncomingMessage, res: ServerResponse, then: (body: unknown) => void): void {
    const type = String(req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
    const origin = req.headers.origin;
    if (type !== 'application/json' || (origin !== undefined && !sameOrigin(origin, req.headers.host))) {
      req.resume();
      this.fail(res, 'hub/bad-origin', 'a POST must be application/json from the hub\'s own origin (or none)', { close: true });
      return;
    }
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > MAX_BODY_BYTES) {
      req.resume();
      this.fail(res, 'hub/too-large', `a body of at most ${MAX_BODY_BYTES} bytes`, { close: true });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      if (over) return;
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        over = true;
        this.fail(res, 'hub/too-large', `a body of at most ${MAX_BODY_BYTES} bytes`, { close: true });
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (over) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        this.fail(res, 'hub/bad-request', 'the body is not JSON');
        return;
      }
      try {
        then(body);
      } catch (e) {
        if (!res.headersSent) this.fail(res, 'hub/write-failed', `the hub could not answer: ${(e as Error).message}`);
      }
    });
    req.on('error', () => res.destroy());
  }

  private join(req: IncomingMessage, res: ServerResponse, body: unknown): void {
    const address = req.socket.remoteAddress ?? '?';
    const now = this.opts.now();
    let f = this.joinFailures.get(address);
    if (f && now - f.start >= 60_000) {
      this.joinFailures.delete(address);
      f = undefined;
    }
    if (f && f.count >= this.opts.joinAttemptsPerMinute) {
      this.fail(res, 'hub/too-many-attempts', 'too many wrong join codes from this address: wait a minute');
      return;
    }
    const p = parseJoinRequest(body);
    const j = p.ok ? this.store.state.join(p.value.code) : p;
    if (!j.ok) {
      if (j.error.code === 'hub/unknown-code') {
        const x = f ?? { start: now, count: 0 };
        x.count++;
        this.joinFailures.set(address, x);
        if (this.joinFailures.size > 10_000) this.joinFailures.clear();
      }
      this.fail(res, j.error.code, j.error.message);
      return;
    }
    this.json(res, j.value);
  }

  private records(res: ServerResponse, body: unknown): void {
    const p = parseShipRequest(body);
    if (!p.ok) return this.fail(res, p.error.code, p.error.message, { have: p.error.have });
    const store = this.store;
    void store.ship(p.value).then(
      (w) => {
        if (!w.ok) return this.fail(res, w.error.code, w.error.message, { have: w.error.have });
        this.json(res, w.value.reply);
        const seq = store.state.seq;
        const { changed, standings } = w.value.changed;
        if (changed) {
          try {
            this.opts.onTable?.(p.value.round, p.value.table, changed);
          } catch {
            // the organizer's listener never fails a table's request
          }
        }
        if (changed && this.clients.size) {
          let text = event({ type: 'table', seq, table: changed });
          if (standings) text += event({ type: 'standings', seq, standings });
          this.clients.sendAll(text);
        }
      },
      (e: Error) => {
        if (!res.headersSent) this.fail(res, 'hub/write-failed', `the hub could not answer: ${e.message}`);
      },
    );
  }

  private events(req: IncomingMessage, res: ServerResponse, head: boolean): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    if (head) {
      res.end();
      return;
    }
    this.clients.open(req, res, `retry: 2000\n\n${event({ type: 'board', board: this.store.state.board() })}`);
  }
}

/** One SSE message (JSON on one `data:` line). */
function event(m: BoardEvent): string {
  return `data: ${JSON.stringify(m)}\n\n`;
}

/** True when an `Origin` names the same host and port as the `Host` header. */
function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    const u = new URL(origin);
    return u.protocol === 'http:' && !!host && u.host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
