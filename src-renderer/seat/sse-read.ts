/**
 * Server-Sent Events read from a `fetch` answer (the seat page and the host page: an `EventSource`
 * cannot send the header that carries their secret). Each message's `data:` line is parsed as JSON;
 * comments (the heartbeats) and `retry:` lines are skipped.
 */

/**
 * Reads `body` message by message until it ends or `each` says stop.
 * @param each called with each message's parsed JSON; returns true to stop reading.
 * @returns true when `each` stopped it, false when the stream ended.
 * @throws what the stream throws (the connection cut) or a message that is not JSON.
 */
export async function readSse(body: NonNullable<Response['body']>, each: (m: unknown) => boolean): Promise<boolean> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return false;
    buf += value;
    let at: number;
    while ((at = buf.indexOf('\n\n')) >= 0) {
      const chunk = buf.slice(0, at);
      buf = buf.slice(at + 2);
      const data = chunk.split('\n').find((l) => l.startsWith('data: '));
      if (data && each(JSON.parse(data.slice(6)))) {
        void reader.cancel().catch(() => {});
        return true;
      }
    }
  }
}

/** Waits `ms` milliseconds (between two tries to reach the table). */
export function pause(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
