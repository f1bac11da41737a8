/**
 * The room display over the local network: a small read-only HTTP server (Node `http`, no
 * framework) that lets another device — a bar's smart TV and its own browser — load the display
 * page from the desktop app and follow the match.
 *
 * What it serves, and nothing else (GET and HEAD only; anything else is 405, unknown paths 404):
 * - `/` → 302 to `/display.html`;
 * - `/display.html`, the built display page, with `<meta name="mus-feed" content="sse">` injected so
 *   the page knows to follow `/events` (`src-renderer/bridge/sse-display-bridge.ts`);
 * - `/assets/<name>`, one file of the renderer's `assets/` folder (one path segment; no directory
 *   listing; the resolved real path must stay inside the folder, so `..`, encoded or not, and
 *   symlinks out of it are 404);
 * - `/events`, Server-Sent Events: `{type:'settings', lang}` then `{type:'state', snapshot}` (the
 *   display snapshot, {@link forDisplay}) on connect, then one message on every change; a comment
 *   line every `heartbeatMs` keeps proxies and TVs from closing the stream.
 *
 * It never accepts input: nothing a client sends can change the match. Every response carries the
 * app's CSP (plus `frame-ancestors 'none'`), `X-Content-Type-Options: nosniff` and
 * `Referrer-Policy: no-referrer`. The `Host` header must be an IP address, `localhost` or a local
 * name (no dot, `.local`, `.lan`, `.home.arpa`, `.internal`): a page on some web site cannot
 * reach the server through DNS rebinding. Streams are capped per address (`maxPerAddress`: a new one
 * replaces that address's oldest) and in all (`maxClients`: a new one replaces the oldest of the
 * address holding the most), so a TV that reconnects always gets in; a client that does not read
 * (more than `maxBufferedBytes` waiting, or data unsent at two heartbeats in a row) is dropped, not
 * buffered for. A connection must send its request headers within `headersTimeoutMs` (10 s),
 * checked every second.
 *
 * Free of Electron: unit-tested under Node (`test/src-main/electron/display-server.test.ts`).
 */
import { SseClients } from './sse-clients.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type Socket } from 'node:net';
import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../../../shared/i18n/index.js';
import type { Result } from '../../../shared/types.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { CSP } from '../security.js';
import type { DisplayFeedMessage } from '../../../shared/bridge/share/share-contract.js';
import { forDisplay } from '../../../shared/display/snapshot.js';

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
const LOCAL_SUFFIXES = ['.local', '.lan', '.home.arpa', '.internal'];

/** The headers every response carries. */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': `${CSP}; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * True when a request's `Host` header names this machine in a way a foreign web site cannot
 * (DNS rebinding): an IPv4/IPv6 literal, `localhost`, a name without a dot, or a local-network
 * name (`.local`, `.lan`, `.home.arpa`, `.internal`). A port may follow.
 */
export function isLocalHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    return end > 0 && isIP(name.slice(1, end)) === 6;
  }
  const colon = name.lastIndexOf(':');
  if (colon >= 0) name = name.slice(0, colon);
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (!name || !/^[a-z0-9.-]+$/.test(name)) return false;
  if (isIP(name) === 4 || name === 'localhost' || !name.includes('.')) return true;
  return LOCAL_SUFFIXES.some((s) => name.endsWith(s));
}

/** `http://host:port/display.html` (IPv6 in brackets; `0.0.0.0` and `::` shown as the loopback). */
export function displayUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${isIP(shown) === 6 ? `[${shown}]` : shown}:${port}/display.html`;
}


/** The read-only display server. Create one per app; `start` and `stop` as the user asks. */
export class DisplayServer {
  private server: Server | null = null;
  private current: DisplayServerInfo | null = null;
  private readonly clients: SseClients;
  private readonly sockets = new Set<Socket>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private snapshot: Snapshot | null = null;
  private lang: Lang = 'fr';
  private stateLine: string | null = null;
  private readonly root: string;
  private readonly heartbeatMs: number;
  private readonly headersTimeout: number;

  constructor(opts: DisplayServerOptions) {
    this.root = resolve(opts.root);
    this.clients = new SseClients({ maxClients: opts.maxClients ?? 32, maxPerAddress: opts.maxPerAddress ?? 4, maxBufferedBytes: opts.maxBufferedBytes ?? 1024 * 1024 });
    this.headersTimeout = opts.headersTimeoutMs ?? 10_000;
    this.heartbeatMs = opts.heartbeatMs ?? 15_000;
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

  /**
   * Starts listening (a running server is stopped first, so this also moves it to another port).
   * @returns the address and the page URL; `share/no-display-page` when the renderer folder has no
   *   `display.html` (not built, or the dev server), `share/port-in-use`, `share/port-denied`
   *   (a privileged port), `share/bad-host` (not an address of this machine), `share/listen-failed`.
   */
  async start(at: DisplayServerListen): Promise<Result<DisplayServerInfo>> {
    if (this.server) await this.stop();
    if (!existsSync(join(this.root, 'display.html'))) {
      return { ok: false, error: { code: 'share/no-display-page', message: `no built display page in ${this.root} (run npm run build)` } };
    }
    // Node checks the headers and request timeouts only every `connectionsCheckingInterval` (30 s
    // by default), so a connection that never sends its headers lived 10-40 s: check every second
    // (or a quarter of the timeout) to keep to the timeout.
    const server = createServer({ connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(this.headersTimeout / 4))) }, (req, res) => this.handle(req, res));
    server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    server.headersTimeout = this.headersTimeout;
    server.requestTimeout = this.headersTimeout + 5_000;
    const bound = await new Promise<Result<number>>((ok) => {
      const onError = (e: NodeJS.ErrnoException) => {
        const code = e.code === 'EADDRINUSE' ? 'share/port-in-use' : e.code === 'EACCES' ? 'share/port-denied' : e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND' ? 'share/bad-host' : 'share/listen-failed';
        ok({ ok: false, error: { code, message: `cannot listen on ${at.host}:${at.port}: ${e.message}` } });
      };
      server.once('error', onError);
      server.listen(at.port, at.host, () => {
        server.off('error', onError);
        const a = server.address();
        ok({ ok: true, value: typeof a === 'object' && a ? a.port : at.port });
      });
    });
    if (!bound.ok) return bound;
    server.on('error', () => {}); // after listening, errors are per connection
    this.server = server;
    this.current = { url: displayUrl(at.host, bound.value), host: at.host, port: bound.value };
    this.heartbeat = setInterval(() => this.clients.beat(), this.heartbeatMs);
    this.heartbeat.unref?.();
    return { ok: true, value: this.current };
  }

  /** Stops listening and closes every connection (the displays' streams end). Idempotent. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.current = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.clients.endAll();
    if (!server) return;
    const closed = new Promise<void>((ok) => server.close(() => ok()));
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await closed;
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

  /** A heartbeat: drop the displays that stopped reading (data still unsent since the last beat), then a comment to all. */





  private handle(req: IncomingMessage, res: ServerResponse): void {
    for (const [k, v] of Object.entries(securityHeaders())) res.setHeader(k, v);
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      // nothing sent to the server is ever read: the body is discarded and the connection closed
      req.resume();
      res.writeHead(405, { Allow: 'GET, HEAD', Connection: 'close', 'Content-Type': 'text/plain; charset=utf-8' }).end('read-only: GET and HEAD only\n');
      return;
    }
    if (!isLocalHostHeader(req.headers.host)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end('unknown host name\n');
      return;
    }
    const raw = (req.url ?? '/').split(/[?#]/, 1)[0]!;
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      this.notFound(res, 400);
      return;
    }
    if (path === '/') {
      res.writeHead(302, { Location: '/display.html', 'Content-Type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    if (path === '/events') {
      this.events(req, res, method === 'HEAD');
      return;
    }
    if (path === '/display.html') {
      void this.file(res, 'display.html', method === 'HEAD', true);
      return;
    }
    const name = path.startsWith('/assets/') ? path.slice('/assets/'.length) : null;
    if (name !== null && ASSET_NAME.test(name) && !name.includes('..')) {
      void this.file(res, `assets${sep}${name}`, method === 'HEAD', false);
      return;
    }
    this.notFound(res);
  }

  private notFound(res: ServerResponse, status = 404): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(status === 404 ? 'not found\n' : 'bad request\n');
  }

  private async file(res: ServerResponse, rel: string, head: boolean, page: boolean): Promise<void> {
    try {
      const rootReal = await realpath(this.root);
      const full = await realpath(resolve(this.root, rel));
      if (!full.startsWith(rootReal + sep)) return this.notFound(res);
      if (!(await stat(full)).isFile()) return this.notFound(res);
      let body = await readFile(full);
      if (page) body = Buffer.from(injectFeedMeta(body.toString('utf8')), 'utf8');
      res.writeHead(200, {
        'Content-Type': TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': String(body.length),
        // the page is small and must follow the app's updates; assets are named by their hash
        'Cache-Control': page ? 'no-cache' : 'public, max-age=86400, immutable',
      });
      res.end(head ? undefined : body);
    } catch {
      this.notFound(res);
    }
  }

  private events(req: IncomingMessage, res: ServerResponse, head: boolean): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    if (head) {
      res.end();
      return;
    }
    // a quick reconnection after a Wi-Fi drop; then the language and the state at once
    this.clients.open(req, res, `retry: 2000\n\n${event({ type: 'settings', lang: this.lang })}${this.line()}`);
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
