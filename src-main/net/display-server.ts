/**
 * The room display over the local network: a small read-only HTTP server (Fastify, on the app's
 * LAN server of `src-main/net/`, shared with the tournament hub) that lets another device — a
 * bar's smart TV and its own browser — load the display page from the desktop app and follow the
 * match.
 *
 * What it serves, and nothing else (GET and HEAD only; anything else is 405, unknown paths 404):
 * - `/` → 302 to `/display.html`;
 * - `/display.html`, the built display page, with `<meta name="mus-feed" content="sse">` injected so
 *   the page knows to follow `/events` (`src-renderer/bridge/sse-display-bridge.ts`);
 * - `/assets/<name>`, one file of the renderer's `assets/` folder (one path segment; no directory
 *   listing; the resolved real path must stay inside the folder, so `..`, encoded or not, and
 *   symlinks out of it are 404);
 * - `/events`, Server-Sent Events: `{type:'settings', lang}` then `{type:'state', snapshot}` (the
 *   display snapshot, {@link forDisplay}) on connect, then one message on every change; at a table
 *   with phones, `{type:'lobby', lobby}` too (who holds each seat, who has shown: the QR codes of
 *   the free seats only on the stream opened with the key); a comment line every `heartbeatMs`
 *   keeps proxies and TVs from closing the stream.
 *
 * It never accepts input: nothing a client sends can change the match. Every response carries the
 * app's CSP (plus `frame-ancestors 'none'`), `X-Content-Type-Options: nosniff` and
 * `Referrer-Policy: no-referrer`. The `Host` header must be an IP address, `localhost` or a local
 * name (no dot, `.local`, `.lan`, `.home.arpa`, `.internal`): a page on some web site cannot
 * reach the server through DNS rebinding. Anonymous streams are capped per device (`maxPerAddress`:
 * a new one replaces that device's oldest) and in all (`maxClients`: a new one replaces the oldest
 * of the device holding the most), so a TV that reconnects always gets in; a TV opened with the
 * server's key (`display.html?key=…`, {@link DisplayServer.displayKey}) has a keyed stream that
 * anonymous ones never evict. Connections are capped per device and in all (`src-main/net/connection-guard.ts`); a client that does not read
 * (more than `maxBufferedBytes` waiting, or data unsent at two heartbeats in a row) is dropped, not
 * buffered for. A connection must send its request headers within `headersTimeoutMs` (10 s),
 * checked every second.
 *
 * Free of Electron: unit-tested under Node (`test/src-main/electron/display-server.test.ts`).
 */
import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../shared/i18n/index.js';
import type { Result } from '../../shared/types.js';
import type { NetCode, ShareCode } from '../../shared/errors/index.js';
import type { Snapshot } from '../../shared/bridge/table/table-contract.js';
import type { DisplayFeedMessage } from '../../shared/bridge/share/share-contract.js';
import type { KeyedLobby } from '../../shared/phones/lobby.js';
import { forDisplay } from '../../shared/display/snapshot.js';
import { makeToken, sameSecret } from '../../shared/hub/protocol.js';
import { randomBytes } from 'node:crypto';
import { SseClients } from './sse-clients.js';
import { baseUrl, securityHeaders } from './host-guard.js';
import { createLanServer, refuseOtherMethods, sendFile, type LanServer } from './lan-server.js';

export { isLocalHostHeader, securityHeaders } from './host-guard.js';

/** Options of a {@link DisplayServer}. */
export interface DisplayServerOptions {
  /** The built renderer folder (`out/renderer/`), holding `display.html` and `assets/`. */
  root: string;
  /**
   * Most Server-Sent Events clients at once (default 32). A new display always gets in: beyond the
   * cap it takes the place of the oldest stream of the address that holds the most.
   */
  maxClients?: number;
  /**
   * Most streams from one address (default 4). A new stream beyond it replaces that address's
   * oldest one: a TV that reconnects after a Wi-Fi drop replaces its own half-open stream, and one
   * device holding idle streams can never fill the server.
   */
  maxPerAddress?: number;
  /** How long a connection may take to send its request headers, in ms (default 10 000); checked every second at most. */
  headersTimeoutMs?: number;
  /** Heartbeat period on `/events`, in milliseconds (default 15 000). */
  heartbeatMs?: number;
  /**
   * Bytes a client may leave unread before it is dropped (default 1 MiB). A client is also dropped
   * when data waits unsent at two heartbeats in a row (it stopped reading: the network buffers are full).
   */
  maxBufferedBytes?: number;
  /** Most open connections in all (default 512); beyond, the oldest slow or idle one is closed for a new one. */
  maxConnections?: number;
  /** Most open connections from one device (an IPv4 address, an IPv6 /64) (default 16). */
  maxConnectionsPerAddress?: number;
  /** The display key (default: random): a display opened with `?key=` it is never evicted by anonymous streams. */
  key?: string;
  /** Largest request body, bytes (default 1024: the display takes none; the phones' taps are small). */
  bodyLimit?: number;
  /**
   * More routes on the same server (`mus serve`: the phones' seat pages and taps), added at each
   * start before it listens; returns what to undo at stop.
   */
  extend?: (app: FastifyInstance, lan: LanServer) => () => void;
}

/** Where to listen: an IP address (`0.0.0.0` for every interface, `127.0.0.1` for this machine only) and a port (0: any free one). */
export interface DisplayServerListen {
  host: string;
  port: number;
}

/** A running server: its address, and the URL of the display page on it (`http://host:port/display.html`). */
export interface DisplayServerInfo {
  url: string;
  host: string;
  /** The port actually bound (the chosen one when 0 was asked). */
  port: number;
}

/** The room display's word for each reason a server could not listen (`net/…`, `lan-server.ts`). */
const SHARE_CODE: Readonly<Record<NetCode, ShareCode>> = {
  'net/port-in-use': 'share/port-in-use',
  'net/port-denied': 'share/port-denied',
  'net/bad-host': 'share/bad-host',
  'net/listen-failed': 'share/listen-failed',
};

/** The marker the server puts in the display page it serves (the page then follows `/events`). */
export const FEED_META = '<meta name="mus-feed" content="sse" />';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

const ASSET_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/** `http://host:port/display.html` (IPv6 in brackets; `0.0.0.0` and `::` shown as the loopback). */
export function displayUrl(host: string, port: number): string {
  return `${baseUrl(host, port)}/display.html`;
}

/** The display page's address with the server's key (`?key=…`): the TV the director opens with it is never evicted by anonymous streams. */
export function keyedDisplayUrl(url: string, key: string): string {
  return `${url}?key=${key}`;
}

/** The read-only display server. Create one per app; `start` and `stop` as the user asks. */
export class DisplayServer {
  private lan: LanServer | null = null;
  private current: DisplayServerInfo | null = null;
  private readonly clients: SseClients;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private snapshot: Snapshot | null = null;
  private lang: Lang = 'fr';
  private stateLine: string | null = null;
  private readonly root: string;
  private readonly heartbeatMs: number;
  private readonly headersTimeout: number;
  private readonly maxConnections: number;
  private readonly maxConnectionsPerAddress: number;
  private readonly key: string;
  private readonly opts: DisplayServerOptions;
  private unextend: (() => void) | null = null;
  private extension: DisplayServerOptions['extend'] | null;
  private lobbyLines: { plain: string; keyed: string } | null = null;

  constructor(opts: DisplayServerOptions) {
    this.opts = opts;
    this.root = resolve(opts.root);
    this.clients = new SseClients({ maxClients: opts.maxClients ?? 32, maxPerAddress: opts.maxPerAddress ?? 4, maxBufferedBytes: opts.maxBufferedBytes ?? 1024 * 1024 });
    this.headersTimeout = opts.headersTimeoutMs ?? 10_000;
    this.heartbeatMs = opts.heartbeatMs ?? 15_000;
    this.maxConnections = opts.maxConnections ?? 512;
    this.maxConnectionsPerAddress = opts.maxConnectionsPerAddress ?? 16;
    this.key = opts.key ?? makeToken((n) => randomBytes(n));
    this.extension = opts.extend ?? null;
  }

  /**
   * The routes added at the next start (the desktop's phones: its "Téléphones aux places" starts
   * the server with them, its plain sharing without); null: none. A running server keeps its
   * routes until it is started again.
   */
  setExtend(extend: DisplayServerOptions['extend'] | null): void {
    this.extension = extend;
  }

  /** True when the server runs with added routes (the phones). */
  get extended(): boolean {
    return this.unextend !== null;
  }

  /** The Fastify app while listening (its `inject` answers a request without the network: tests), else null. */
  get app(): FastifyInstance | null {
    return this.lan?.app ?? null;
  }

  /** True while listening. */
  get running(): boolean {
    return this.current !== null;
  }

  /** The running server's address and page URL, or null when stopped. */
  info(): DisplayServerInfo | null {
    return this.current;
  }

  /** How many displays follow `/events` now. */
  clientCount(): number {
    return this.clients.size;
  }

  /** The server's key: the display page opened with `?key=` it (the director's TV) is never evicted by anonymous streams. Never served. */
  get displayKey(): string {
    return this.key;
  }

  /**
   * Starts listening (a running server is stopped first, so this also moves it to another port).
   * @returns the address and the page URL; `share/no-display-page` when the renderer folder has no
   *   `display.html` (not built, or the dev server), `share/port-in-use`, `share/port-denied`
   *   (a privileged port), `share/bad-host` (not an address of this machine), `share/listen-failed`.
   */
  async start(at: DisplayServerListen): Promise<Result<DisplayServerInfo>> {
    if (this.lan) await this.stop();
    if (!existsSync(join(this.root, 'display.html'))) {
      return { ok: false, error: { code: 'share/no-display-page', message: `no built display page in ${this.root} (run npm run build)` } };
    }
    const lan = createLanServer({ headersTimeoutMs: this.headersTimeout, maxConnections: this.maxConnections, maxConnectionsPerAddress: this.maxConnectionsPerAddress, bodyLimit: this.opts.bodyLimit ?? 1024, staticRoot: this.root });
    this.routes(lan.app);
    if (this.extension) this.unextend = this.extension(lan.app, lan);
    // no phones at this table (the desktop app's sharing): the room display's phone strip asks
    // once, hears "nothing here" (204, no error in the page's console) and never asks again
    else lan.app.get('/api/phones/lobby', async (_req, reply) => reply.code(204).send());
    const bound = await lan.listen(at);
    if (!bound.ok) {
      await lan.close();
      const e = bound.error;
      return { ok: false, error: { code: SHARE_CODE[e.code], message: e.message } };
    }
    this.lan = lan;
    this.current = { url: displayUrl(at.host, bound.value), host: at.host, port: bound.value };
    this.heartbeat = setInterval(() => this.clients.beat(), this.heartbeatMs);
    this.heartbeat.unref?.();
    return { ok: true, value: this.current };
  }

  /** Stops listening and closes every connection (the displays' streams end). Idempotent. */
  async stop(): Promise<void> {
    const lan = this.lan;
    this.lan = null;
    this.current = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.unextend?.();
    this.unextend = null;
    this.clients.endAll();
    if (lan) await lan.close();
  }

  /**
   * The host's snapshot after a change (the full one: only the last deal is kept, {@link forDisplay}).
   * Kept even while stopped, so a display that connects later gets the current state at once.
   */
  publish(s: Snapshot | null): void {
    this.snapshot = forDisplay(s);
    this.stateLine = null;
    if (this.clients.size) this.clients.sendAll(this.line());
  }

  /**
   * The phones' lobby after a change (null: no phones at this table). The displays show it at once;
   * the QR codes go only to the streams opened with the key. Kept while stopped, as the snapshot.
   */
  publishLobby(l: KeyedLobby | null): void {
    if (l === null) {
      if (this.lobbyLines === null) return;
      this.lobbyLines = null;
      if (this.clients.size) this.clients.sendAll(event({ type: 'lobby', lobby: null }));
      return;
    }
    // only what a room display shows: never the seats' links (a panel's `urls`), QR codes keyed only
    const plain = { players: l.players, joined: l.joined, shown: l.shown, ...(l.refused ? { refused: l.refused } : {}) };
    const qr = l.qr;
    this.lobbyLines = { plain: event({ type: 'lobby', lobby: plain }), keyed: event({ type: 'lobby', lobby: qr ? { ...plain, qr } : plain }) };
    if (this.clients.size) this.clients.sendAll(this.lobbyLines.plain, this.lobbyLines.keyed);
  }

  /** The settings after a change: only the language goes to the displays. */
  publishSettings(s: { lang: Lang }): void {
    if (s.lang === this.lang) return;
    this.lang = s.lang;
    if (this.clients.size) this.clients.sendAll(event({ type: 'settings', lang: this.lang }));
  }

  private line(): string {
    this.stateLine ??= event({ type: 'state', snapshot: this.snapshot });
    return this.stateLine;
  }

  /** GET and HEAD only, on every path (nothing sent to the server is ever read: 405 and the connection closed). */
  private routes(app: FastifyInstance): void {
    const refusal = 'read-only: GET and HEAD only\n';
    app.setNotFoundHandler((_req, reply) => this.notFound(reply));
    app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => this.notFound(reply, err.statusCode === 400 ? 400 : 404));
    refuseOtherMethods(app, '*', ['GET'], refusal);
    refuseOtherMethods(app, '/', ['GET'], refusal);
    app.get('/', (_req, reply) => reply.code(302).header('Location', '/display.html').type('text/plain; charset=utf-8').send(''));
    app.get('/events', (req, reply) => this.events(req, reply));
    app.get('/display.html', (_req, reply) => this.page(reply));
    app.get('/assets/:name', (req, reply) => this.asset((req.params as { name: string }).name, reply));
  }

  private notFound(reply: FastifyReply, status = 404): FastifyReply {
    return reply.code(status).type('text/plain; charset=utf-8').send(status === 404 ? 'not found\n' : 'bad request\n');
  }

  /** True when `rel` is a file whose real path stays inside the renderer folder (no symlink out). */
  private async inside(rel: string): Promise<boolean> {
    try {
      const rootReal = await realpath(this.root);
      const full = await realpath(resolve(this.root, rel));
      return full.startsWith(rootReal + sep) && (await stat(full)).isFile();
    } catch {
      return false;
    }
  }

  /** The display page, with the feed marker. */
  private async page(reply: FastifyReply): Promise<FastifyReply> {
    if (!(await this.inside('display.html'))) return this.notFound(reply);
    const body = Buffer.from(injectFeedMeta(await readFile(join(this.root, 'display.html'), 'utf8')), 'utf8');
    // the page is small and must follow the app's updates
    return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(body);
  }

  /** One file of `assets/` (one path segment, a plain name; named by their hash, so cached for a day). */
  private async asset(name: string, reply: FastifyReply): Promise<FastifyReply> {
    if (!ASSET_NAME.test(name) || name.includes('..') || !(await this.inside(`assets${sep}${name}`))) return this.notFound(reply);
    return sendFile(reply, join(this.root, 'assets'), name, TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream', 'public, max-age=86400, immutable');
  }

  private events(req: FastifyRequest, reply: FastifyReply): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...securityHeaders(req.headers.host),
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    this.lan?.guard.stream(req.raw.socket);
    const key = (req.query as Record<string, unknown>).key;
    const keyed = typeof key === 'string' && sameSecret(key, this.key);
    const lobby = this.lobbyLines ? (keyed ? this.lobbyLines.keyed : this.lobbyLines.plain) : '';
    // a quick reconnection after a Wi-Fi drop; then the language, the state and the phones at once
    this.clients.open(req.raw, res, `retry: 2000\n\n${event({ type: 'settings', lang: this.lang })}${this.line()}${lobby}`, { keyed });
  }
}

/** One SSE message: the JSON on a single `data:` line (JSON.stringify never emits raw newlines). */
function event(m: DisplayFeedMessage): string {
  return `data: ${JSON.stringify(m)}\n\n`;
}

/** The display page with the feed marker (right after `<head>`; at the top if there is none). */
export function injectFeedMeta(html: string): string {
  const m = /<head[^>]*>/i.exec(html);
  if (!m) return `${FEED_META}\n${html}`;
  const at = m.index + m[0].length;
  return `${html.slice(0, at)}\n    ${FEED_META}${html.slice(at)}`;
}

/**
 * The renderer folder of an app base URL (`file:///…/out/renderer/`), or null when the pages come
 * from the dev server (nothing built to serve).
 */
export function rendererDirOf(appBase: string): string | null {
  let u: URL;
  try {
    u = new URL(appBase);
  } catch {
    return null;
  }
  if (u.protocol !== 'file:') return null;
  return fileURLToPath(u);
}
