/**
 * The one backpressure rule of every Server-Sent Events stream the LAN servers hold (the seats' and
 * the host page's streams of a table played from phones, the room display's, the hub's board): a
 * stream that left more than its limit of bytes unread is dropped (destroyed: its page reconnects
 * and gets the whole state again), never buffered for without end.
 */
import type { ServerResponse } from 'node:http';

/** The part of a response a stream uses. */
export type StreamResponse = Pick<ServerResponse, 'write' | 'end' | 'destroy' | 'destroyed' | 'writableLength' | 'on'>;

/**
 * Writes `text` to `res` unless it is gone or holds more than `maxBufferedBytes` bytes unread (then
 * it is destroyed, `text` not written). @returns whether `text` was written (false: forget the stream).
 */
export function writeOrDrop(res: StreamResponse, text: string, maxBufferedBytes: number): boolean {
  if (res.destroyed) return false;
  if (res.writableLength > maxBufferedBytes) {
    res.destroy();
    return false;
  }
  res.write(text);
  return true;
}
