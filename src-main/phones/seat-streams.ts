/**
 * The open event streams of a table played from phones, by key: the seats' (`GET /api/seat/events`,
 * keyed by seat) and the host page's (`GET /api/host/events`, one key), with the limits the phones'
 * routes need: a stream is never closed to make room for other connections (`ConnectionGuard`), so
 * without them one seat's link (or the host key) could hold every connection of the server, and a
 * page that stops reading would be buffered for without end.
 * - at most `maxPerSeat` streams per key: a new one ends that key's oldest (a page back from a
 *   Wi-Fi drop may leave its old stream half-open a while);
 * - a stream that left more than `maxBufferedBytes` unread is dropped (`writeOrDrop`: its page
 *   reconnects and gets the whole view again when it reads again).
 */
import type { Seat } from '../../shared/types.js';
import { writeOrDrop, type StreamResponse } from '../net/stream-write.js';

export type { StreamResponse } from '../net/stream-write.js';

/** The limits of a {@link SeatStreams}. */
export interface SeatStreamLimits {
  /** Most streams open at once for one key (a seat) (at least 1). */
  maxPerSeat: number;
  /** Bytes a stream may leave unread before it is dropped. */
  maxBufferedBytes: number;
}

interface Stream {
  join: number;
  res: StreamResponse;
}

/** The open streams of one table, by key `K` (a seat by default; the host page uses one key). */
export class SeatStreams<K = Seat> {
  private readonly bySeat = new Map<K, Set<Stream>>();

  constructor(private readonly limits: SeatStreamLimits) {}

  /** How many streams `seat` holds open. */
  count(seat: K): number {
    return this.bySeat.get(seat)?.size ?? 0;
  }

  /** Adds the stream of `seat`'s join `join` (headers already sent), ending the seat's oldest beyond the cap; forgotten when it closes. */
  open(seat: K, join: number, res: StreamResponse): void {
    let set = this.bySeat.get(seat);
    if (!set) this.bySeat.set(seat, (set = new Set()));
    // the seat's oldest streams end first (a Set keeps the order they came in)
    for (const old of set) {
      if (set.size < Math.max(1, this.limits.maxPerSeat)) break;
      set.delete(old);
      old.res.end();
    }
    const s: Stream = { join, res };
    const mine = set;
    mine.add(s);
    res.on('close', () => mine.delete(s));
  }

  /** Writes `text` to the streams of `seat` opened by join `join`; `end` ends them after it. */
  send(seat: K, join: number, text: string, end = false): void {
    for (const s of [...(this.bySeat.get(seat) ?? [])]) {
      if (s.join !== join) continue;
      this.write(s.res, text);
      if (end) s.res.end();
    }
  }

  /** Writes `text` to one stream (its first message), as {@link send} does. */
  write(res: StreamResponse, text: string): void {
    writeOrDrop(res, text, this.limits.maxBufferedBytes);
  }

  /** A heartbeat (an SSE comment) on every stream. */
  beat(): void {
    for (const set of this.bySeat.values()) for (const s of [...set]) this.write(s.res, ': beat\n\n');
  }

  /** Ends every stream (the routes are removed). */
  endAll(): void {
    for (const set of this.bySeat.values()) for (const s of set) s.res.end();
    this.bySeat.clear();
  }
}
