/**
 * The seats' open event streams (`GET /api/seat/events`) of a table played from phones, with the
 * limits the phones' routes need: a stream is never closed to make room for other connections
 * (`ConnectionGuard`), so without them one seat's link could hold every connection of the server,
 * and a phone that stops reading would be buffered for without end.
 * - at most `maxPerSeat` streams per seat: a new one ends that seat's oldest (a page back from a
 *   Wi-Fi drop may leave its old stream half-open a while);
 * - a stream that left more than `maxBufferedBytes` unread is dropped (its page reconnects and gets
 *   the whole view again when it reads again).
 */
import type { ServerResponse } from 'node:http';
import type { Seat } from '../../shared/types.js';

/** The limits of a {@link SeatStreams}. */
export interface SeatStreamLimits {
  /** Most streams open at once for one seat (at least 1). */
  maxPerSeat: number;
  /** Bytes a stream may leave unread before it is dropped. */
  maxBufferedBytes: number;
}

/** The part of a response a stream uses. */
export type StreamResponse = Pick<ServerResponse, 'write' | 'end' | 'destroy' | 'destroyed' | 'writableLength' | 'on'>;

interface Stream {
  join: number;
  res: StreamResponse;
}

/** The open streams of every seat of one table. */
export class SeatStreams {
  private readonly bySeat = new Map<Seat, Set<Stream>>();

  constructor(private readonly limits: SeatStreamLimits) {}

  /** How many streams `seat` holds open. */
  count(seat: Seat): number {
    return this.bySeat.get(seat)?.size ?? 0;
  }

  /** Adds the stream of `seat`'s join `join` (headers already sent), ending the seat's oldest beyond the cap; forgotten when it closes. */
  open(seat: Seat, join: number, res: StreamResponse): void {
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
  send(seat: Seat, join: number, text: string, end = false): void {
    for (const s of [...(this.bySeat.get(seat) ?? [])]) {
      if (s.join !== join) continue;
      this.write(s.res, text);
      if (end) s.res.end();
    }
  }

  /** Writes `text` to one stream (its first message), as {@link send} does. */
  write(res: StreamResponse, text: string): void {
    if (res.destroyed) return;
    if (res.writableLength > this.limits.maxBufferedBytes) res.destroy();
    else res.write(text);
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
