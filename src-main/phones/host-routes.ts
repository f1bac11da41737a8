/**
 * The host page's routes (`mus serve`'s operator page): the bar's owner, from their own phone or
 * laptop, sees each seat (its player, whether a phone has joined, its QR code and link while free)
 * and gives a seat a new link (« Nouveau lien »: `PhoneTable.newLink`, the old link refused, its
 * phone told), as the desktop's "Téléphones aux places" panel and `link N` typed in `mus serve
 * --interactive` do. For a table run as a service, with no terminal.
 * - `GET /host.html`: the page (it holds no secret: the key rides in the address's fragment, `#k=…`,
 *   never sent in a URL, so never in a log);
 * - `GET /api/host/panel`: `{panel}` (the seats: `PhonesPanel`);
 * - `GET /api/host/events`: Server-Sent Events, `{type:'panel', panel}` at connection and on every
 *   change (a phone joins, a hand is confirmed, a new link, a new deal or match, the match closed);
 * - `POST /api/host/new-link` `{seat}` (0-based): `{panel}` with the seat's new link and QR code.
 * Every `/api/host/…` route needs the host key in the `X-Host-Key` header (compared in constant
 * time): without it, or with another (the room display's key, a seat's token), `401
 * phones/bad-host-key`. The key is its own secret (`host-key.ts`): the room display's key is seen by
 * whoever looks at the TV. The POST follows the phones' rules (`route-guards.ts`: JSON from the
 * server's own origin, the server's small body limit, a rate limit per device); so do the GETs'
 * rate limits. The host streams are capped (a new one replaces the oldest) and one that leaves more
 * than `maxBufferedBytes` unread is dropped (`SeatStreams`, as the seats' streams).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PhonesPanel } from '../../shared/phones/index.js';
import { phoneError, wireError } from '../../shared/phones/index.js';
import { sameToken } from '../../shared/phones/seat-tokens.js';
import type { EngineError, Result, Seat } from '../../shared/types.js';
import { securityHeaders } from '../net/host-guard.js';
import { refuseOtherMethods, sendFile, type LanServer } from '../net/lan-server.js';
import { guardScope, json, jsonOnly, Refusal } from './route-guards.js';
import { SeatStreams } from './seat-streams.js';

/** Options of {@link hostRoutes}. */
export interface HostRoutesOptions {
  /** The host key (`host-key.ts`). Never served, never logged. */
  key: string;
  /** The built pages (holding `host.html`). */
  root: string;
  /** The seats now. */
  panel(): Promise<PhonesPanel>;
  /** « Nouveau lien » for a seat (`AttachedPhones.newLink`): the panel after it, or the refusal. */
  newLink(seat: Seat): Promise<Result<PhonesPanel>>;
  /** Follows the panel (`AttachedPhones.watch`). */
  watch(fn: (p: PhonesPanel) => void): () => void;
  /** Requests per minute from one device, on each route (default 60). */
  perMinute?: number;
  /** Host streams open at once (default 16: the owner's phone, a laptop, tabs left open; a new one replaces the oldest, so a phone back from sleep always gets in). */
  maxStreams?: number;
  /** Bytes a host stream may leave unread before it is dropped (default 256 KiB, as a seat's: its page reconnects). */
  maxBufferedBytes?: number;
  /** Heartbeat period on the host streams, ms (default 15 000). */
  heartbeatMs?: number;
}

/** The HTTP status of a refused « Nouveau lien » (`PhoneTable.newLink`'s codes). */
function statusOf(e: EngineError): number {
  if (e.code === 'phones/bad-request') return 400;
  if (e.code === 'phones/link-not-recorded') return 500;
  return 409;
}

/** Registers the host page's routes (call before the server listens). @returns what to undo at stop. */
export function hostRoutes(app: FastifyInstance, lan: () => LanServer | null, o: HostRoutesOptions): () => void {
  /** The host streams: one key (every stream shows the same panel), join 0. */
  const streams = new SeatStreams<'host'>({ maxPerSeat: o.maxStreams ?? 16, maxBufferedBytes: o.maxBufferedBytes ?? 256 * 1024 });
  const panelLine = (p: PhonesPanel) => `data: ${JSON.stringify({ type: 'panel', panel: p })}\n\n`;
  const unwatch = o.watch((p) => streams.send('host', 0, panelLine(p)));
  const beat = setInterval(() => streams.beat(), o.heartbeatMs ?? 15_000);
  beat.unref?.();
  const perMinute = { config: { rateLimit: { max: o.perMinute ?? 60, timeWindow: 60_000 } } };

  /**
   * The host key, or 401: the `preParsing` hook of every `/api/host/…` route, so it runs after the
   * rate limiter (an `onRequest` hook): a device guessing keys is slowed down; no body is read before it.
   */
  const keyed = async (req: FastifyRequest) => {
    const k = req.headers['x-host-key'];
    if (typeof k === 'string' && sameToken(k, o.key)) return;
    req.raw.resume();
    throw new Refusal(401, 'phones/bad-host-key', 'this is not the host page\'s key: open the host page\'s address printed by mus serve at start');
  };

  void app.register(async (scope) => {
    await guardScope(scope);
    refuseOtherMethods(scope, '/api/host/panel', ['GET'], 'read-only: GET and HEAD only\n');
    scope.get('/api/host/panel', { ...perMinute, preParsing: keyed }, async (_req, reply) => json(reply, 200, { panel: await o.panel() }));

    refuseOtherMethods(scope, '/api/host/new-link', ['POST'], 'POST only\n');
    scope.post('/api/host/new-link', { ...perMinute, onRequest: jsonOnly, preParsing: keyed }, async (req, reply) => {
      const b = req.body as Record<string, unknown> | null;
      const seat = typeof b === 'object' && b !== null && !Array.isArray(b) ? b.seat : undefined;
      if (typeof seat !== 'number' || !Number.isInteger(seat)) throw new Refusal(400, 'phones/bad-request', 'seat: a seat number of this match, from 0');
      const r = await o.newLink(seat);
      if (!r.ok) return json(reply, statusOf(r.error), { error: wireError(phoneError(statusOf(r.error), r.error.code, r.error.message)) });
      return json(reply, 200, { panel: r.value });
    });

    refuseOtherMethods(scope, '/api/host/events', ['GET'], 'read-only: GET and HEAD only\n');
    scope.get('/api/host/events', { ...perMinute, preParsing: keyed }, async (req, reply) => {
      const first = await o.panel();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { ...securityHeaders(req.headers.host), 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
      if (req.method === 'HEAD') return void res.end();
      lan()?.guard.stream(req.raw.socket);
      streams.open('host', 0, res);
      streams.write(res, `retry: 2000\n\n${panelLine(first)}`);
    });

    refuseOtherMethods(scope, '/host.html', ['GET'], 'read-only: GET and HEAD only\n');
    scope.get('/host.html', perMinute, async (_req, reply) => sendFile(reply, o.root, 'host.html', 'text/html; charset=utf-8', 'no-cache'));
  });
  return () => {
    unwatch();
    clearInterval(beat);
    streams.endAll();
  };
}
