/**
 * The Server-Sent Events streams of a read-only server on the club's network: the room display
 * server and the tournament hub's board. One set of open streams, with the same limits for both,
 * and the fairness no plugin gives:
 * - an anonymous stream (a guest's browser) counts against its device (an IPv4 address, an IPv6
 *   /64: {@link addressKey}): at most `maxPerAddress` (a new one replaces that device's oldest), and
 *   `maxClients` anonymous streams in all (a new one replaces the oldest stream of the device
 *   holding the most);
 * - a keyed stream (the TV the director opened with the server's key: {@link SseOpenOptions.keyed})
 *   is never evicted by anonymous streams, whatever their number or addresses; keyed streams have
 *   their own cap, `maxKeyed` (a new one replaces the oldest keyed one: a TV that reconnects);
 * - a stream that does not read (more than `maxBufferedBytes` waiting, or data still unsent at two
 *   heartbeats in a row) is dropped rather than buffered for, keyed or not.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addressKey } from './address-key.js';
import { writeOrDrop } from './stream-write.js';

/** The limits of a set of streams. */
export interface SseLimits {
  /** Most anonymous streams at once. */
  maxClients: number;
  /** Most anonymous streams from one device (at least 1). */
  maxPerAddress: number;
  /** Most keyed streams at once (default 8). */
  maxKeyed?: number;
  /** Bytes a stream may leave unread before it is dropped. */
  maxBufferedBytes: number;
}

/** How a stream is opened. */
export interface SseOpenOptions {
  /** The stream showed the server's key (the director's TV): never evicted by anonymous streams. */
  keyed?: boolean;
}

interface Client {
  res: ServerResponse;
  /** The device ({@link addressKey}). */
  address: string;
  keyed: boolean;
  /** When it connected (an increasing counter: older is smaller). */
  since: number;
  /** Heartbeats in a row at which data was still waiting to be sent. */
  stalled: number;
}

/** The open streams of one server. */
export class SseClients {
  private readonly clients = new Set<Client>();
  private arrivals = 0;

  constructor(private readonly limits: SseLimits) {}

  /** How many streams are open (keyed and anonymous). */
  get size(): number {
    return this.clients.size;
  }

  /** How many keyed streams are open. */
  get keyedCount(): number {
    let n = 0;
    for (const c of this.clients) if (c.keyed) n++;
    return n;
  }

  /**
   * Opens a stream on `res` (headers already sent): room is made first, the socket set for a
   * stream, the stream forgotten when either side closes. `first` is written at once.
   */
  open(req: IncomingMessage, res: ServerResponse, first: string, o: SseOpenOptions = {}): void {
    const address = addressKey(req.socket.remoteAddress);
    const keyed = o.keyed === true;
    this.makeRoom(address, keyed);
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    const c: Client = { res, address, keyed, since: ++this.arrivals, stalled: 0 };
    this.clients.add(c);
    const forget = () => this.clients.delete(c);
    res.on('close', forget);
    req.on('close', forget);
    this.write(c, first);
  }

  /** Writes `text` to every stream (`keyedText`, when given, to the keyed ones instead). */
  sendAll(text: string, keyedText?: string): void {
    for (const c of [...this.clients]) this.write(c, c.keyed && keyedText !== undefined ? keyedText : text);
  }

  /** A heartbeat (an SSE comment): streams with data unsent at two heartbeats in a row are dropped. */
  beat(): void {
    for (const c of [...this.clients]) {
      c.stalled = c.res.writableLength > 0 ? c.stalled + 1 : 0;
      if (c.stalled >= 2) this.drop(c);
    }
    this.sendAll(': heartbeat\n\n');
  }

  /** Ends every stream (the server stops). */
  endAll(): void {
    for (const c of [...this.clients]) c.res.end();
    this.clients.clear();
  }

  private drop(c: Client): void {
    this.clients.delete(c);
    c.res.destroy();
  }

  /**
   * A keyed stream: the oldest keyed one beyond `maxKeyed`. An anonymous one: its device's oldest
   * beyond `maxPerAddress`, else, when the anonymous streams are full, the oldest anonymous stream
   * of the device holding the most. Keyed streams are never chosen for an anonymous one.
   */
  private makeRoom(address: string, keyed: boolean): void {
    if (keyed) {
      const mine = [...this.clients].filter((c) => c.keyed).sort((a, b) => a.since - b.since);
      while (mine.length >= Math.max(1, this.limits.maxKeyed ?? 8)) this.drop(mine.shift()!);
      return;
    }
    const anonymous = () => [...this.clients].filter((c) => !c.keyed);
    const mine = anonymous().filter((c) => c.address === address).sort((a, b) => a.since - b.since);
    while (mine.length >= Math.max(1, this.limits.maxPerAddress)) this.drop(mine.shift()!);
    for (let all = anonymous(); all.length >= Math.max(1, this.limits.maxClients); all = anonymous()) {
      const count = new Map<string, number>();
      for (const c of all) count.set(c.address, (count.get(c.address) ?? 0) + 1);
      let victim: Client | null = null;
      for (const c of all) {
        if (!victim || count.get(c.address)! > count.get(victim.address)! || (count.get(c.address) === count.get(victim.address) && c.since < victim.since)) victim = c;
      }
      this.drop(victim!);
    }
  }

  /** Writes to one stream; one that does not read is dropped rather than buffered for ({@link writeOrDrop}). */
  private write(c: Client, text: string): void {
    if (!writeOrDrop(c.res, text, this.limits.maxBufferedBytes)) this.clients.delete(c);
  }
}
