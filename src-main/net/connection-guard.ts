/**
 * The connection limits of a server on the club's network, that no Fastify plugin gives: open
 * connections are capped per device (an IPv4 address, an IPv6 /64: {@link addressKey}) and in all,
 * and a full server makes room rather than turning new comers away.
 *
 * When the server holds `maxConnections` and one more arrives, the oldest connection that has no
 * request being answered is closed for it: first one that has not finished sending its request
 * headers (slow headers: a guest holding sockets open), then one idle between two requests, then
 * one still sending its request body (slow bodies; a table's body takes milliseconds, so the oldest
 * is a guest's). A request being answered (a table's records being stored) and an event stream are
 * never closed for it; when every connection is one of those, the new one is refused. So guests opening slow connections from many
 * addresses cannot keep the tables out: each new connection takes the place of one of theirs.
 * A connection that sends nothing within `headersTimeoutMs` is closed (Node's headers timeout only
 * starts with the first byte).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './address-key.js';

/** The limits of a {@link ConnectionGuard}. */
export interface ConnectionLimits {
  /** Most open connections in all. */
  maxConnections: number;
  /** Most open connections from one device. */
  maxConnectionsPerAddress: number;
  /** Time for a connection's first byte, ms. */
  headersTimeoutMs: number;
}

type State = 'new' | 'reading' | 'busy' | 'idle' | 'stream';

interface Conn {
  address: string;
  state: State;
}

/** Watches the connections of one HTTP server. */
export class ConnectionGuard {
  /** The open connections, oldest first (a Map keeps insertion order). */
  private readonly conns = new Map<Socket, Conn>();
  private readonly perAddress = new Map<string, number>();
  /** Connections closed to make room for a new one, since the start (for the organizer and the tests). */
  evicted = 0;
  /** Connections refused (over the per-device cap, or a server full of requests in progress). */
  refused = 0;

  constructor(private readonly limits: ConnectionLimits) {}

  /** Starts watching `server`'s connections (its own `maxConnections` is set one above ours, as a backstop). */
  attach(server: Server): void {
    server.maxConnections = this.limits.maxConnections + 1;
    server.on('connection', (s: Socket) => this.onConnection(s));
  }

  /** How many connections are open. */
  get size(): number {
    return this.conns.size;
  }

  /** A request's headers arrived on this socket (its body may still be coming). */
  reading(s: Socket): void {
    this.mark(s, 'reading');
  }

  /** A request on this socket is whole and being answered. */
  busy(s: Socket): void {
    this.mark(s, 'busy');
  }

  /** The response to a request on this socket was sent (the connection may stay, idle). */
  idle(s: Socket): void {
    this.mark(s, 'idle');
  }

  /** The socket carries an event stream now (capped apart, never closed to make room). */
  stream(s: Socket): void {
    this.mark(s, 'stream');
  }

  /** Closes every connection (the server stops). */
  destroyAll(): void {
    for (const s of [...this.conns.keys()]) s.destroy();
  }

  private mark(s: Socket, state: State): void {
    const c = this.conns.get(s);
    if (c && c.state !== 'stream') c.state = state;
  }

  private onConnection(s: Socket): void {
    const address = addressKey(s.remoteAddress);
    const n = (this.perAddress.get(address) ?? 0) + 1;
    if (n > this.limits.maxConnectionsPerAddress || (this.conns.size >= this.limits.maxConnections && !this.makeRoom())) {
      this.refused++;
      s.destroy();
      return;
    }
    this.perAddress.set(address, n);
    this.conns.set(s, { address, state: 'new' });
    // a connection that never sends a byte: Node's headers timeout starts only with the first one;
    // a plain timer (not the socket's idle timeout, which the HTTP server may set again) closes it
    const silent = setTimeout(() => {
      if (s.bytesRead === 0) s.destroy();
    }, this.limits.headersTimeoutMs);
    s.once('close', () => {
      clearTimeout(silent);
      this.conns.delete(s);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
    });
  }

  /** Closes the oldest connection without whole headers, else the oldest idle one, else the oldest still sending its body. @returns false when none. */
  private makeRoom(): boolean {
    let idle: Socket | null = null;
    let reading: Socket | null = null;
    for (const [s, c] of this.conns) {
      if (c.state === 'new') return this.evict(s);
      if (c.state === 'idle') idle ??= s;
      if (c.state === 'reading') reading ??= s;
    }
    const victim = idle ?? reading;
    return victim ? this.evict(victim) : false;
  }

  private evict(s: Socket): boolean {
    this.evicted++;
    this.conns.delete(s); // counted out now: its 'close' comes later
    s.destroy();
    return true;
  }
}
