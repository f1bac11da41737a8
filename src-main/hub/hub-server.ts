/**
 * The tournament hub on the club's network (issue 13, docs/hub.md): the HTTP server (Fastify, on
 * the shared LAN server of `src-main/net/`) that the tables ship their journals to and the room's
 * board follows.
 *
 * Routes (anything else: 404; a method a route does not take: 405):
 * - `POST /api/join` `{code}` → the pairing, the locked rules and the table's write token;
 * - `POST /api/records` `{round, table, token, seq, record | records}` → `{have}` once the records
 *   are durable in the hub's copy of that table's journal (token-checked: a table writes only its
 *   own match of that round);
 * - `GET /api/tables/<round>/<table>` → `{have, matchId}`: where the hub stands (a restarted table asks);
 * - `GET /api/tables/<round>/<table>/journal` → the hub's copy of the journal, for the judge (read-only);
 * - `GET /api/board` → the board (JSON); `GET /api/events` → the board as Server-Sent Events: the whole
 *   board on connect, then one message per change, a comment every `heartbeatMs`; `?key=` with the
 *   hub's board key makes a stream that anonymous ones never evict (the room's TV);
 * - `GET /` (or `/board.html`), `/board.js`, `/board.css`, `/join`, `/join.js`, `/styles/<name>` →
 *   the room's read-only board page and the join page, when given (`src-main/hub/board/`).
 *
 * Hardening (`src-main/net/` for what is shared with the room display): the `Host` header must
 * name this machine or the local network (no DNS rebinding); every response carries the CSP and
 * no-sniff headers; POST bodies must be `application/json` (a foreign page cannot send that without
 * a CORS preflight the hub never answers) from no foreign `Origin`, at most {@link MAX_BODY_BYTES},
 * read through the file gate's first steps (`gateJson`: strict UTF-8, one BOM, depth, syntax, numbers
 * too large, keys given twice, reserved keys: the same refusal as any file reader's, as `hub/bad-request`
 * naming the field and the gate's code), checked against a JSON schema; request headers within `headersTimeoutMs`; connections capped per
 * device and in all, a full hub closing slow and idle connections for new ones; SSE streams capped
 * per device and in all, a keyed board never evicted, a board that does not read dropped; joins
 * rate-limited per device (`@fastify/rate-limit`), wrong join codes limited per device and minute,
 * and each code locked after `joinFailuresPerCode` wrong guesses until the director unlocks it
 * ({@link JoinGuard}). Join codes, tokens and the board key are never served: the organizer's
 * screen gets them from {@link HubServer.credentials}, {@link HubServer.joinQrSvg} and
 * {@link HubServer.boardAddress}.
 *
 * Free of Electron: tested under Node (`test/src-main/hub/hub-server.test.ts`).
 */
import type { NetCode } from '../../shared/errors/net.js';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { HubErrorCode } from '../../shared/errors/hub.js';
import type { Result } from '../../shared/types.js';
import type { HubWarning } from '../../shared/hub/hub-warning.js';
import { HUB_HTTP_STATUS, type HubError } from '../../shared/hub/errors.js';
import { MAX_BATCH, MAX_BODY_BYTES, makeToken, parseJoinRequest, parseShipRequest, sameSecret } from '../../shared/hub/protocol.js';
import type { BoardEvent, BoardTable } from '../../shared/hub/board.js';
import type { HubCredential, HubTournament } from '../../shared/hub/types.js';
import { HubStore, type HubStoreOptions } from './hub-store.js';
import { JoinGuard } from './join-guard.js';
import { SseClients } from '../net/sse-clients.js';
import { addressKey } from '../net/address-key.js';
import { sameOrigin, securityHeaders } from '../net/host-guard.js';
import { createLanServer, refuseOtherMethods, sendFile, type LanServer } from '../net/lan-server.js';
import { boardAddress, hubUrl, joinAddress, qrSvg } from './hub-pages.js';
import { randomBytes } from 'node:crypto';
import { gateJson } from '../../shared/format/gate.js';
import type { Problem } from '../../shared/format/schema-problems.js';

export { boardAddress, boardFiles, hubUrl, joinAddress, qrSvg, sourceBoardFiles } from './hub-pages.js';

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
  /** Most anonymous board streams at once (default 64); a new one replaces the oldest of the device holding the most. Keyed boards are apart (8). */
  maxClients?: number;
  /** Most board streams from one device (default 4); a new one replaces that device's oldest. */
  maxPerAddress?: number;
  /** Most open connections from one device (an IPv4 address, an IPv6 /64) (default 16); more are closed at once. */
  maxConnectionsPerAddress?: number;
  /** Most open connections in all (default 512); beyond, the oldest slow or idle one is closed for a new one. */
  maxConnections?: number;
  /** Time to send request headers, ms (default 10 000). */
  headersTimeoutMs?: number;
  /** Heartbeat period on `/api/events`, ms (default 15 000). */
  heartbeatMs?: number;
  /** Bytes a board may leave unread before it is dropped (default 1 MiB). */
  maxBufferedBytes?: number;
  /** Wrong join codes one device may send per minute (default 20). */
  joinAttemptsPerMinute?: number;
  /** Wrong guesses after which a join code is locked until the director unlocks it (default 1 000). */
  joinFailuresPerCode?: number;
  /** Joins, right or wrong, one device may send per minute (default 300; `@fastify/rate-limit`). */
  joinsPerMinute?: number;
  /** The board key (32 hex digits; default: random). A board stream showing it is never evicted by anonymous ones. */
  boardKey?: string;
  /** The clock (ms), for the join limit. */
  now?: () => number;
  /** Told after records of a table were stored and its line on the board changed (the organizer's app enters a finished match's result). */
  onTable?: (round: number, table: number, line: BoardTable) => void;
  /** Told when join codes were locked after too many wrong guesses (the organizer's screen shows it). */
  onLocked?: (codes: HubCodeLock[]) => void;
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

/** A table's join code and where it stands against guessers. */
export interface HubCodeLock {
  round: number;
  table: number;
  /** Wrong guesses counted against it since it was issued or last unlocked. */
  failures: number;
  /** Locked: a join with it is refused (`hub/too-many-attempts`) until the director unlocks it. */
  locked: boolean;
}

type Options = Required<Omit<HubServerOptions, 'tournament' | 'board' | 'sync' | 'random' | 'flush' | 'onTable' | 'onLocked' | 'boardKey'>> & HubServerOptions;

/** A refusal thrown inside a route: answered as the hub's error JSON. */
class Refusal extends Error {
  constructor(readonly hub: HubError, readonly close = false) {
    super(hub.message);
  }
}

/** A join: `{code}` with `code` a string (a wrong code is `hub/unknown-code`, 404; a missing or non-string one a bad request naming `code`). */
const JOIN_SCHEMA = { type: 'object', required: ['code'], properties: { code: { type: 'string' } } } as const;
const RECORDS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['round', 'table', 'seq'],
  properties: {
    round: { type: 'integer', minimum: 1, maximum: 10_000 },
    table: { type: 'integer', minimum: 1, maximum: 10_000 },
    token: {},
    seq: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    record: {},
    records: { type: 'array', minItems: 1, maxItems: MAX_BATCH },
    chain: {},
  },
} as const;

/** The form of a `hub/listen-failed` sentence a listening error picks (`params.say`): none for another cause. */
const LISTEN_SAY: Partial<Record<NetCode, string>> = { 'net/port-denied': 'denied', 'net/bad-host': 'bad-host' };

/** The hub server. */
export class HubServer {
  private lan: LanServer | null = null;
  private current: HubInfo | null = null;
  private store: HubStore;
  private readonly clients: SseClients;
  private readonly guard: JoinGuard;
  private readonly key: string;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private readonly opts: Options;

  constructor(opts: HubServerOptions) {
    this.opts = {
      maxClients: 64, maxPerAddress: 4, maxConnectionsPerAddress: 16, maxConnections: 512, headersTimeoutMs: 10_000,
      heartbeatMs: 15_000, maxBufferedBytes: 1024 * 1024, joinAttemptsPerMinute: 20, joinFailuresPerCode: 1_000, joinsPerMinute: 300,
      now: () => Date.now(), ...opts,
    };
    this.store = HubStore.open(opts.dir, opts.tournament, { sync: opts.sync, random: opts.random, flush: opts.flush });
    this.clients = new SseClients(this.opts);
    this.guard = new JoinGuard({ perMinute: this.opts.joinAttemptsPerMinute, failuresPerCode: this.opts.joinFailuresPerCode, now: this.opts.now });
    this.key = opts.boardKey ?? makeToken((n) => randomBytes(n));
  }

  /** The hub's state (read-only use: the board, the journals held). */
  get state() {
    return this.store.state;
  }

  /** Warnings from opening the hub folder (torn tails cut, damaged copies), in English (the log's words). */
  get warnings(): readonly string[] {
    return this.store.warnings;
  }

  /** The same as codes and data, by table: what the organizer's screen words in its language. */
  get notices(): readonly HubWarning[] {
    return this.store.notices;
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

  /** The board's address with the board key, for the room's TV the director opens (`base`: another of this machine's addresses), or null when stopped. */
  boardAddress(base = this.current?.url): string | null {
    return base && this.current ? boardAddress(base, this.key) : null;
  }

  /** Every table's join code standing: wrong guesses counted, locked or not (never the code itself). */
  codeLocks(): HubCodeLock[] {
    return this.credentials().map((c) => {
      const s = this.guard.standing(c.code);
      return { round: c.round, table: c.table, failures: s.failures, locked: s.locked };
    });
  }

  /**
   * The director unlocks join codes locked after too many wrong guesses (every code, or the one of
   * `round`/`table`): their count starts again at 0. @returns how many were locked.
   */
  unlockCodes(at?: { round: number; table: number }): number {
    const codes = this.credentials().filter((c) => !at || (c.round === at.round && c.table === at.table)).map((c) => c.code);
    const n = codes.filter((c) => this.guard.isLocked(c)).length;
    this.guard.unlock(codes);
    return n;
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
   * Starts listening. @returns the address, or why not: `hub/port-in-use`, or `hub/listen-failed`
   *   (another cause), with `cannot listen on HOST:PORT: <Node's message>` and, for its sentence in a
   *   person's language, `params` `{port, host}` (and `say`: `denied` for a port the system keeps,
   *   `bad-host` for an address not of this computer).
   */
  async start(at: HubListen): Promise<Result<HubInfo>> {
    if (this.lan) await this.stop({ keepStore: true });
    const lan = createLanServer({ ...this.opts, bodyLimit: MAX_BODY_BYTES, staticRoot: this.opts.board?.dir });
    await this.routes(lan.app);
    const bound = await lan.listen(at);
    if (!bound.ok) {
      await lan.close();
      const e = bound.error;
      const say = LISTEN_SAY[e.code];
      return { ok: false, error: { code: e.code === 'net/port-in-use' ? 'hub/port-in-use' : 'hub/listen-failed', message: e.message, params: { port: at.port, host: at.host, ...(say ? { say } : {}) } } };
    }
    this.lan = lan;
    this.current = { url: hubUrl(at.host, bound.value), host: at.host, port: bound.value };
    this.heartbeat = setInterval(() => this.clients.beat(), this.opts.heartbeatMs);
    this.heartbeat.unref?.();
    return { ok: true, value: this.current };
  }

  /** Stops listening, ends every stream and closes the journals (unless `keepStore`). Idempotent. */
  async stop(o: { keepStore?: boolean } = {}): Promise<void> {
    const lan = this.lan;
    this.lan = null;
    this.current = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.clients.endAll();
    if (lan) await lan.close();
    await this.store.drain();
    if (!o.keepStore) this.store.close();
  }

  /** The routes, the error answers and the join rate limit. */
  private async routes(app: FastifyInstance): Promise<void> {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (req) => addressKey(req.raw.socket.remoteAddress),
      errorResponseBuilder: () => new Refusal({ code: 'hub/too-many-attempts', message: 'too many joins from this device: wait a minute' }),
    });
    app.setSchemaErrorFormatter((errors) => {
      const e = errors[0];
      const field = e?.instancePath.replace(/^\//, '').replace(/\//g, '.') || (e?.params as { additionalProperty?: string; missingProperty?: string } | undefined)?.additionalProperty || (e?.params as { missingProperty?: string } | undefined)?.missingProperty || 'body';
      return new Refusal({ code: 'hub/bad-request', message: `${field}: ${e?.message ?? 'not what the protocol says'}` });
    });
    app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, _req, reply) => {
      if (err instanceof Refusal) return this.fail(reply, err.hub, err.close);
      if (err.statusCode === 413) return this.fail(reply, { code: 'hub/too-large', message: `a body of at most ${MAX_BODY_BYTES} bytes` }, true);
      if (err.statusCode === 400) return this.fail(reply, { code: 'hub/bad-request', message: 'body: not JSON' });
      return this.fail(reply, { code: 'hub/write-failed', message: `the hub could not answer: ${err.message}` });
    });
    // every body through the file gate's steps 1-3 (strict UTF-8, one BOM, depth, syntax, numbers too
    // large, keys given twice, reserved keys, texts too long): the same bytes, the same refusal as a file
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
      const g = gateJson(body as Buffer);
      if (g.ok) done(null, g.value);
      else done(new Refusal(bodyRefusal(g.error.problems[0])));
    });
    app.setNotFoundHandler((_req, reply) => this.fail(reply, { code: 'hub/not-found', message: 'not found' }));

    const postOnly = (url: string) => refuseOtherMethods(app, url, ['POST'], 'POST only\n');
    const getOnly = (url: string) => refuseOtherMethods(app, url, ['GET'], 'read-only: GET and HEAD only\n');
    const jsonOnly = async (req: FastifyRequest) => {
      const type = String(req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
      const origin = req.headers.origin;
      if (type !== 'application/json' || (origin !== undefined && !sameOrigin(origin, req.headers.host))) {
        req.raw.resume();
        throw new Refusal({ code: 'hub/bad-origin', message: 'a POST must be application/json from the hub\'s own origin (or none)' }, true);
      }
    };

    postOnly('/api/join');
    app.post('/api/join', { onRequest: jsonOnly, schema: { body: JOIN_SCHEMA }, config: { rateLimit: { max: this.opts.joinsPerMinute, timeWindow: 60_000 } } }, (req, reply) => this.join(req, reply));
    postOnly('/api/records');
    app.post('/api/records', { onRequest: jsonOnly, schema: { body: RECORDS_SCHEMA } }, (req, reply) => this.records(req.body, reply));
    getOnly('/api/board');
    app.get('/api/board', (_req, reply) => this.json(reply, this.store.state.board()));
    getOnly('/api/events');
    app.get('/api/events', (req, reply) => this.events(req, reply));
    getOnly('/api/tables/:round/:table');
    app.get('/api/tables/:round/:table', (req, reply) => this.where(req.params as Record<string, string>, reply, false));
    getOnly('/api/tables/:round/:table/journal');
    app.get('/api/tables/:round/:table/journal', (req, reply) => this.where(req.params as Record<string, string>, reply, true));
    this.pages(app);
  }

  /** The board page's files, from a fixed list (never a path built from the request). */
  private pages(app: FastifyInstance): void {
    const b = this.opts.board;
    if (!b) return;
    const files: [string, string, string][] = [
      ['/', `${b.dir}/board.html`, 'text/html; charset=utf-8'],
      ['/board.html', `${b.dir}/board.html`, 'text/html; charset=utf-8'],
      ['/board.js', `${b.dir}/board.js`, 'text/javascript; charset=utf-8'],
      ['/board.css', `${b.dir}/board.css`, 'text/css; charset=utf-8'],
      ['/join', `${b.dir}/join.html`, 'text/html; charset=utf-8'],
      ['/join.js', `${b.dir}/join.js`, 'text/javascript; charset=utf-8'],
      ...(b.styles ?? []).map((f): [string, string, string] => [`/styles/${basename(f)}`, f, 'text/css; charset=utf-8']),
    ];
    for (const [url, path, type] of files) {
      refuseOtherMethods(app, url, ['GET'], 'read-only: GET and HEAD only\n');
      app.get(url, (_req, reply) => sendFile(reply, dirname(path), basename(path), type, 'no-cache'));
    }
  }

  private fail(reply: FastifyReply, e: HubError, close = false): FastifyReply {
    const body: HubError = e.have === undefined ? { code: e.code, message: e.message } : { code: e.code, message: e.message, have: e.have };
    if (e.params !== undefined) body.params = e.params; // what a conflict is about, for the table's sentence in its language
    if (close) reply.header('Connection', 'close');
    return reply.code(HUB_HTTP_STATUS[e.code]).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify({ error: body }));
  }

  private json(reply: FastifyReply, value: unknown): FastifyReply {
    return reply.code(200).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(value));
  }

  private refuse(code: HubErrorCode, message: string, have?: number, params?: Readonly<Record<string, string | number>>): never {
    const e: HubError = have === undefined ? { code, message } : { code, message, have };
    if (params !== undefined) e.params = params; // what the refusal is about, for its sentence in the table's language
    throw new Refusal(e);
  }

  private join(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    const address = req.raw.socket.remoteAddress;
    if (!this.guard.mayTry(address)) this.refuse('hub/too-many-attempts', 'too many wrong join codes from this address: wait a minute');
    const p = parseJoinRequest(req.body);
    if (p.ok && this.guard.isLocked(p.value.code)) {
      this.refuse('hub/too-many-attempts', 'this table\'s join code is locked after too many wrong codes were tried: the director unlocks it');
    }
    const j = p.ok ? this.store.state.join(p.value.code) : p;
    if (!j.ok) {
      if (j.error.code === 'hub/unknown-code' && p.ok) {
        const locked = this.guard.wrong(address, this.credentials().map((c) => c.code));
        if (locked.length) this.tellLocked(locked);
      }
      this.refuse(j.error.code, j.error.message, j.error.have);
    }
    return this.json(reply, j.value);
  }

  private tellLocked(codes: string[]): void {
    const set = new Set(codes);
    try {
      this.opts.onLocked?.(this.codeLocks().filter((l, i) => set.has(this.credentials()[i]!.code)));
    } catch {
      // the organizer's listener never fails a request
    }
  }

  private async records(body: unknown, reply: FastifyReply): Promise<FastifyReply> {
    const p = parseShipRequest(body);
    if (!p.ok) this.refuse(p.error.code, p.error.message, p.error.have);
    const store = this.store;
    const w = await store.ship(p.value);
    if (!w.ok) this.refuse(w.error.code, w.error.message, w.error.have, w.error.params);
    this.json(reply, w.value.reply);
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
    return reply;
  }

  private where(params: Record<string, string>, reply: FastifyReply, journal: boolean): FastifyReply {
    const number = (s: string | undefined) => (s && /^[1-9][0-9]{0,4}$/.test(s) ? Number(s) : null);
    const round = number(params.round);
    const table = number(params.table);
    if (round === null || table === null) this.refuse('hub/not-found', 'not found');
    const where = this.store.state.where(round, table);
    if (!where.ok) this.refuse(where.error.code, where.error.message);
    if (!journal) return this.json(reply, where.value);
    const file = this.store.journalPath(round, table);
    if (!existsSync(file)) this.refuse('hub/not-found', `the hub holds no record of table ${table} in round ${round} yet`);
    return reply
      .code(200)
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `inline; filename="r${round}-t${table}.musj"`)
      .send(readFileSync(file));
  }

  private events(req: FastifyRequest, reply: FastifyReply): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { ...securityHeaders(req.headers.host), 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    this.lan?.guard.stream(req.raw.socket);
    const key = (req.query as Record<string, unknown>).key;
    this.clients.open(req.raw, res, `retry: 2000\n\n${event({ type: 'board', board: this.store.state.board() })}`, { keyed: typeof key === 'string' && sameSecret(key, this.key) });
  }
}

/**
 * A body the file gate refused, as the hub's `hub/bad-request`: the field at fault (`body` for the
 * whole body), the gate's sentence and its code (`format/duplicate-key`…), as `mus check` says it.
 */
export function bodyRefusal(p: Problem): HubError {
  const field = p.path === '$' ? 'body' : p.path;
  const said = p.message.startsWith(`${p.path}: `) ? p.message.slice(p.path.length + 2) : p.message;
  return { code: 'hub/bad-request', message: `${field}: ${said} (${p.code})` };
}

/** One SSE message (JSON on one `data:` line). */
function event(m: BoardEvent): string {
  return `data: ${JSON.stringify(m)}\n\n`;
}

