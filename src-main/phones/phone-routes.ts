/**
 * The phones' routes on the table's LAN server (issue 26), beside the room display:
 * - `GET /seat.html`: the seat page (the token rides in the URL's fragment, `#t=…`, never sent to the server);
 * - `POST /api/seat/join`: takes the seat (rate-limited per device): `{join, view}`; a page coming
 *   back after its stream was cut sends `{after, page}` (its last join number, its own id) and is
 *   refused (409 `phones/seat-moved`) when another phone took the seat since;
 * - `GET /api/seat/events?join=N`: the seat's Server-Sent Events (`{type:'view'}` on every change, `{type:'lost'}`, `{type:'ended'}`);
 *   a link of a match closed since (or replaced by another) gets `{type:'ended'}` at once, then the end;
 * - `POST /api/seat/act`, `/api/seat/hand`, `/api/seat/undo`: a tap, with its `tap` id;
 * - a join or a tap with a link of a match closed since is 410 `phones/match-ended` (not `phones/bad-token`);
 * - `GET /api/phones/lobby`: who has joined and who has shown, for the room display; with the
 *   display key (`X-Display-Key`), the seats' QR codes too.
 * The token goes in `Authorization: Bearer …`; a POST must be JSON from the server's own origin
 * (or none); bodies are small (the server's body limit) and checked field by field. No answer and
 * no error ever holds a token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TAP_ID, wireError, type KeyedLobby } from '../../shared/phones/index.js';
import type { Seat } from '../../shared/types.js';
import { securityHeaders } from '../net/host-guard.js';
import { refuseOtherMethods, sendFile, type LanServer } from '../net/lan-server.js';
import { sameToken } from '../../shared/phones/seat-tokens.js';
import type { PhoneAnswer, PhoneTable, SeatMessage } from './phone-table.js';
import { guardScope, json, jsonOnly, Refusal } from './route-guards.js';
import { SeatStreams } from './seat-streams.js';

/** Options of {@link phoneRoutes}. */
export interface PhoneRoutesOptions {
  phones: PhoneTable;
  /** The built renderer folder (holding `seat.html`). */
  root: string;
  /** The display key: the room display opened with it gets the QR codes. */
  displayKey: string;
  /** The QR code of a seat's page as an `<img>` source (`data:image/svg+xml,…`). */
  qrOf(seat: Seat): Promise<string>;
  /** Joins per minute from one device (default 30). */
  joinsPerMinute?: number;
  /** Taps per minute from one device (default 240). */
  tapsPerMinute?: number;
  heartbeatMs?: number;
  /** Most streams open at once for one seat (default 4: {@link SeatStreams}). */
  maxStreamsPerSeat?: number;
  /** Bytes a seat's stream may leave unread before it is dropped (default 256 KiB). */
  maxBufferedBytes?: number;
}

/** Registers the phones' routes (call before the server listens). */
export function phoneRoutes(app: FastifyInstance, lan: () => LanServer | null, o: PhoneRoutesOptions): () => void {
  const streams = new SeatStreams({ maxPerSeat: o.maxStreamsPerSeat ?? 4, maxBufferedBytes: o.maxBufferedBytes ?? 256 * 1024 });
  const data = (m: SeatMessage) => `data: ${JSON.stringify(m)}\n\n`;
  const unsubscribe = o.phones.subscribe((seat, join, m) => streams.send(seat, join, data(m), m.type === 'lost' || m.type === 'ended'));
  const beat = setInterval(() => streams.beat(), o.heartbeatMs ?? 15_000);
  beat.unref?.();

  const tokenOf = (req: FastifyRequest): string | null => {
    const h = req.headers.authorization;
    return typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7).trim() : null;
  };
  /** The seat of the request's token; a link of a match closed since is 410 `phones/match-ended`, any other 401 `phones/bad-token`. */
  const seatOf = (req: FastifyRequest): Seat => {
    const token = tokenOf(req);
    const seat = o.phones.seatOf(token);
    if (seat !== null) return seat;
    if (o.phones.endedLink(token)) throw new Refusal(410, 'phones/match-ended', 'this match was closed at the table, or another one began: scan your seat\'s QR code to play');
    throw new Refusal(401, 'phones/bad-token', 'this link is not a seat of this table (a new match gives new links): scan the seat\'s QR code again');
  };
  /** Answers `req` as an event stream (the headers sent); null for a HEAD, answered with the headers only. */
  const streamOf = (req: FastifyRequest, reply: FastifyReply): FastifyReply['raw'] | null => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { ...securityHeaders(req.headers.host), 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    // a HEAD has its headers and nothing more: never held open as a stream (a stream is never closed to make room)
    if (req.method !== 'HEAD') return res;
    res.end();
    return null;
  };
  const answer = (reply: FastifyReply, a: PhoneAnswer) => (a.ok ? json(reply, 200, { view: a.value }) : json(reply, a.error.status, { error: wireError(a.error) }));
  const bodyOf = (req: FastifyRequest): Record<string, unknown> => {
    const b = req.body;
    if (typeof b !== 'object' || b === null || Array.isArray(b)) throw new Refusal(400, 'phones/bad-request', 'body: a JSON object');
    return b as Record<string, unknown>;
  };
  /** The `join` query of a stream (digits: the number `/api/seat/join` answered), or 400 naming it. */
  const joinOf = (q: unknown): number => {
    if (typeof q !== 'string' || !/^[1-9]\d{0,8}$/.test(q)) throw new Refusal(400, 'phones/bad-request', 'join: the number /api/seat/join answered (?join=N)');
    return Number(q);
  };
  const tapOf = (b: Record<string, unknown>): string => {
    if (typeof b.tap !== 'string' || !TAP_ID.test(b.tap)) throw new Refusal(400, 'phones/bad-request', 'tap: an id of 6-64 letters, digits, _ or -');
    return b.tap;
  };

  void app.register(async (scope) => {
    await guardScope(scope);
    const post = (url: string, perMinute: number, handler: (req: FastifyRequest, reply: FastifyReply) => FastifyReply) => {
      refuseOtherMethods(scope, url, ['POST'], 'POST only\n');
      scope.post(url, { onRequest: jsonOnly, config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } }, async (req, reply) => handler(req, reply));
    };
    post('/api/seat/join', o.joinsPerMinute ?? 30, (req, reply) => {
      const seat = seatOf(req);
      // a page coming back after its stream was cut sends its last join number (`after`) and its own id (`page`)
      const b = typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? req.body as Record<string, unknown> : {};
      if (b.page !== undefined && (typeof b.page !== 'string' || !TAP_ID.test(b.page))) throw new Refusal(400, 'phones/bad-request', 'page: an id of 6-64 letters, digits, _ or -');
      if (b.after !== undefined && (typeof b.after !== 'number' || !Number.isInteger(b.after) || b.after < 1)) throw new Refusal(400, 'phones/bad-request', 'after: the join number this page had');
      const page = typeof b.page === 'string' ? b.page : null;
      if (typeof b.after === 'number' && o.phones.takenSince(seat, b.after, page)) throw new Refusal(409, 'phones/seat-moved', 'this seat was taken by another phone: scan its QR code again to take it back');
      const j = o.phones.join(seat, page);
      return json(reply, 200, { join: j.join, view: j.view });
    });
    post('/api/seat/act', o.tapsPerMinute ?? 240, (req, reply) => {
      const seat = seatOf(req);
      const b = bodyOf(req);
      return answer(reply, o.phones.tap(seat, b.join, tapOf(b), () => o.phones.act(seat, b)));
    });
    post('/api/seat/hand', o.tapsPerMinute ?? 240, (req, reply) => {
      const seat = seatOf(req);
      const b = bodyOf(req);
      return answer(reply, o.phones.tap(seat, b.join, tapOf(b), () => o.phones.hand(seat, b.cards, b.deal)));
    });
    post('/api/seat/undo', o.tapsPerMinute ?? 240, (req, reply) => {
      const seat = seatOf(req);
      const b = bodyOf(req);
      if (typeof b.accept !== 'boolean') throw new Refusal(400, 'phones/bad-request', 'accept: true or false');
      const accept = b.accept;
      return answer(reply, o.phones.tap(seat, b.join, tapOf(b), () => o.phones.undoTap(seat, accept)));
    });
    refuseOtherMethods(scope, '/api/seat/events', ['GET'], 'read-only: GET and HEAD only\n');
    scope.get('/api/seat/events', { config: { rateLimit: { max: o.tapsPerMinute ?? 240, timeWindow: 60_000 } } }, async (req, reply) => {
      // the match was closed between the phone's join and its stream: it is told as an open stream is (`ended`, then the end)
      if (o.phones.endedLink(tokenOf(req))) return void streamOf(req, reply)?.end(data({ type: 'ended' }));
      const seat = seatOf(req);
      const join = joinOf((req.query as Record<string, unknown>).join);
      if (!o.phones.holds(seat, join)) throw new Refusal(409, 'phones/seat-moved', 'this seat was taken by another phone: scan its QR code again to take it back');
      const res = streamOf(req, reply);
      if (!res) return;
      lan()?.guard.stream(req.raw.socket);
      streams.open(seat, join, res);
      streams.write(res, `retry: 2000\n\n${data({ type: 'view', view: o.phones.viewOf(seat) })}`);
    });
    refuseOtherMethods(scope, '/api/phones/lobby', ['GET'], 'read-only: GET and HEAD only\n');
    scope.get('/api/phones/lobby', async (req, reply) => {
      const key = req.headers['x-display-key'];
      const keyed = typeof key === 'string' && sameToken(key, o.displayKey);
      return json(reply, 200, keyed ? await keyedLobby(o.phones, o.qrOf) : o.phones.lobby());
    });
    refuseOtherMethods(scope, '/seat.html', ['GET'], 'read-only: GET and HEAD only\n');
    scope.get('/seat.html', async (_req, reply) => sendFile(reply, o.root, 'seat.html', 'text/html; charset=utf-8', 'no-cache'));
  });
  return () => {
    unsubscribe();
    clearInterval(beat);
    streams.endAll();
  };
}

/** The lobby with each free seat's QR code (for the screens allowed to show them: the keyed room display, the desktop's panel). */
export async function keyedLobby(phones: Pick<PhoneTable, 'lobby'>, qrOf: (seat: Seat) => Promise<string>): Promise<KeyedLobby> {
  const l = phones.lobby();
  return { ...l, qr: await Promise.all(l.joined.map((j, seat) => (j ? Promise.resolve(null) : qrOf(seat)))) };
}

