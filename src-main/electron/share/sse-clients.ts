/**
 * The Server-Sent Events streams of a read-only server on the club's network: the room display
 * server (`display-server.ts`) and the tournament hub's board (`src-main/hub/hub-server.ts`). One
 * set of open streams, with the same limits for both: at most `maxPerAddress` streams per device
 * (a new one replaces that device's oldest) and `maxClients` in all (a new one replaces the oldest
 * stream of the device holding the most); a stream that does not read (more than
 * `maxBufferedBytes` waiting, or data still unsent at two heartbeats in a row) is dropped rather
 * than buffered for.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The limits of a set of streams. */
export interface SseLimits {
  /** Most streams at once. */
  maxClients: number;
  /** Most streams from one address (at least 1). */
  maxPerAddress: number;
  /** Bytes a stream may leave unread before it is dropped. */
  maxBufferedBytes: number;
}

interface Client {
  res: ServerResponse;
  /** The remote address (one device). */
  address: string;
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

  /** How many streams are open. */
  get size(): number {
    return this.clients.size;
  }

  /**
   * Opens a stream on `res` (headers already sent): room is made first, the socket set for a
   * stream, the stream forgotten when either side closes. `first` is written at once.
   */
  open(req: IncomingMessage, res: ServerResponse, first: string): void {
    const address = req.socket.remoteAddress ?? '?';
    this.makeRoom(address);
    req.socket.setNoDelay(true);
    req.socket.setTimeout(0);
    const c: Client = { res, address, since: ++this.arrivals, stalled: 0 };
    this.clients.add(c);
    const forget = () => this.clients.delete(c);
    res.on('close', forget);
    req.on('close', forget);
    this.write(c, first);
  }

  /** Writes `text` to every stream. */
  sendAll(text: string): void {
    for (const c of [...this.clients]) this.write(c, text);
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

  /** Its own oldest beyond `maxPerAddress`, else, when full, the oldest stream of the address holding the most. */
  private makeRoom(address: string): void {
    const mine = [...this.clients].filter((c) => c.address === address).sort((a, b) => a.since - b.since);
    while (mine.length >= Math.max(1, this.limits.maxPerAddress)) this.drop(mine.shift()!);
    while (this.clients.size >= this.limits.maxClients) {
      const count = new Map<string, number>();
      for (const c of this.clients) count.set(c.address, (count.get(c.address) ?? 0) + 1);
      let victim: Client | null = null;
      for (const c of this.clients) {
        if (!victim || count.get(c.address)! > count.get(victim.address)! || (count.get(c.address) === count.get(victim.address) && c.since < victim.since)) victim = c;
      }
      this.drop(victim!);
    }
  }

  /** Writes to one stream; one that does not read is dropped rather than buffered for. */
  private write(c: Client, text: string): void {
    if (c.res.destroyed) {
      this.clients.delete(c);
      return;
    }
    if (c.res.writableLength > this.limits.maxBufferedBytes) {
      this.drop(c);
      return;
    }
    c.res.write(text);
  }
}
