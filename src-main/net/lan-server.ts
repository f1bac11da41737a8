/**
 * One HTTP server on the club's network, on Fastify: the room display (`src-main/electron/share/`),
 * the tournament hub (`src-main/hub/`) and any later server build on it. Fastify gives the routing,
 * the body limit and JSON parsing, the request-body schemas (`ajv`, no type coercion, nothing
 * removed: a body is checked as sent), `@fastify/rate-limit` and `@fastify/static`; this module adds
 * only what no plugin gives:
 * - the `Host` check (421 for a name a foreign web site could point at this machine: DNS rebinding)
 *   and the security headers on every response ({@link securityHeaders});
 * - 405 with `Allow` for a method a route does not take, decided before any body is read;
 * - the connection limits per device and in all, with room made for new comers
 *   ({@link ConnectionGuard}), and the headers timeout checked often enough to keep to it.
 *
 * A Fastify instance cannot listen again once closed: {@link createLanServer} is called at each start.
 * Free of Electron.
 */
import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ConnectionGuard, type ConnectionLimits } from './connection-guard.js';
import { isLocalHostHeader, securityHeaders } from './host-guard.js';
import type { EngineError, Result } from '../../shared/types.js';
import type { NetCode } from '../../shared/errors/net.js';

/** Options of {@link createLanServer}. */
export interface LanServerOptions extends ConnectionLimits {
  /** Largest request body, bytes (default 1 MiB). */
  bodyLimit?: number;
  /** A folder `reply.sendFile` may serve from (the routes choose which files: nothing is served by itself). */
  staticRoot?: string;
}

/** Where to listen. */
export interface LanListen {
  host: string;
  port: number;
}

/** Why a server could not listen: a `net/…` code (by Node's error) and `cannot listen on HOST:PORT: <Node's message>`. */
export interface ListenError extends EngineError {
  code: NetCode;
}

/** The `net/…` code of Node's error when listening (`EADDRINUSE`, `EACCES`…). */
function listenCode(e: NodeJS.ErrnoException): NetCode {
  switch (e.code) {
    case 'EADDRINUSE': return 'net/port-in-use';
    case 'EACCES': return 'net/port-denied';
    case 'EADDRNOTAVAIL': case 'ENOTFOUND': return 'net/bad-host';
    default: return 'net/listen-failed';
  }
}

/** A server built by {@link createLanServer}, not yet listening. */
export interface LanServer {
  app: FastifyInstance;
  guard: ConnectionGuard;
  /** Listens. @returns the port bound, or why not ({@link ListenError}: `net/port-in-use`, `net/port-denied`, `net/bad-host`, `net/listen-failed`). */
  listen(at: LanListen): Promise<Result<number, ListenError>>;
  /** Stops listening and closes every connection (streams included). */
  close(): Promise<void>;
}

/** What a route that refuses some methods says: the methods it takes, and the text of the 405. */
export interface AllowConfig {
  allow?: string;
  refusal?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the 405 routes of {@link refuseOtherMethods}: the `Allow` header. */
    allow?: string;
    /** The text of that 405. */
    refusal?: string;
  }
}

/** A Fastify app with the Host check, the security headers and the connection guard. */
export function createLanServer(o: LanServerOptions): LanServer {
  const guard = new ConnectionGuard(o);
  const requestTimeout = o.headersTimeoutMs + 5_000;
  const app = Fastify({
    logger: false,
    bodyLimit: o.bodyLimit ?? 1024 * 1024,
    keepAliveTimeout: 10_000,
    requestTimeout,
    return503OnClosing: false,
    forceCloseConnections: false,
    clientErrorHandler: clientError,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false } },
    serverFactory: (handler) => {
      // Node checks the headers and request timeouts only every `connectionsCheckingInterval` (30 s
      // by default): check every second (or a quarter of the timeout) to keep to the timeout
      const s: Server = createServer({ connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(o.headersTimeoutMs / 4))), keepAliveTimeout: 10_000 }, handler);
      s.headersTimeout = o.headersTimeoutMs;
      s.requestTimeout = requestTimeout;
      guard.attach(s);
      return s;
    },
  });
  if (o.staticRoot) void app.register(fastifyStatic, { root: o.staticRoot, serve: false, dotfiles: 'deny', index: false, etag: true, lastModified: false });
  app.addHook('onRequest', async (req, reply) => {
    guard.reading(req.raw.socket);
    reply.headers(securityHeaders(req.headers.host));
    const cfg = req.routeOptions.config;
    if (cfg.allow) {
      req.raw.resume(); // nothing sent is read: the body is discarded, the connection closed
      return reply.code(405).header('Allow', cfg.allow).header('Connection', 'close').type('text/plain; charset=utf-8').send(cfg.refusal ?? `${cfg.allow} only\n`);
    }
    if (!isLocalHostHeader(req.headers.host)) {
      req.raw.resume();
      return reply.code(421).header('Connection', 'close').type('text/plain; charset=utf-8').send('unknown host name\n');
    }
  });
  app.addHook('preHandler', async (req) => {
    guard.busy(req.raw.socket);
  });
  app.addHook('onResponse', async (req) => {
    guard.idle(req.raw.socket);
  });
  return {
    app,
    guard,
    async listen(at) {
      try {
        await app.listen({ host: at.host, port: at.port, listenTextResolver: () => '' });
      } catch (e) {
        const err = e as NodeJS.ErrnoException;
        return { ok: false, error: { code: listenCode(err), message: `cannot listen on ${at.host}:${at.port}: ${err.message}` } };
      }
      app.server.on('error', () => {}); // after listening, errors are per connection
      const a = app.server.address();
      return { ok: true, value: typeof a === 'object' && a ? a.port : at.port };
    },
    async close() {
      const closed = app.close();
      guard.destroyAll();
      await closed;
    },
  };
}

/**
 * A request Node could not read (bad syntax, headers too large, too slow): a bare answer when
 * nothing was answered on that connection yet, then the connection closed. Never a second answer
 * after one sent with `Connection: close` (a body sent without length after a refused request).
 */
function clientError(err: Error & { code?: string }, socket: Socket): void {
  if (socket.writable && socket.bytesWritten === 0 && err.code !== 'ECONNRESET') {
    const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
}

/**
 * Sends one file through `@fastify/static` (ranges, HEAD, ETag), with our own `Content-Type` and
 * `Cache-Control`; a missing file goes to the not-found handler. The server must have been created
 * with a `staticRoot`.
 */
export function sendFile(reply: FastifyReply, dir: string, name: string, type: string, cacheControl: string): FastifyReply {
  return reply.type(type).header('Cache-Control', cacheControl).sendFile(name, dir, { contentType: false, cacheControl: false });
}

/**
 * Routes every method but `allowed` at `url` to a 405 with `Allow` (answered in the `onRequest`
 * hook, before any body is read). GET routes also take HEAD.
 */
export function refuseOtherMethods(app: FastifyInstance, url: string, allowed: readonly string[], refusal?: string): void {
  const takes = new Set(allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed);
  const method = app.supportedMethods.filter((m) => !takes.has(m));
  const route: RouteOptions = { method, url, config: { allow: allowed.includes('GET') ? 'GET, HEAD' : allowed.join(', '), refusal }, handler: async () => null };
  app.route(route);
}
