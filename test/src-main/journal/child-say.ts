/**
 * The protocol line of the journal's kill and lock-race children (`crash-child.ts`,
 * `lock-race-child.ts`): written to the pipe before it returns. Not `process.stdout.write`: on a pipe
 * it queues what the pipe does not take at once (a parent slow to read, on a loaded machine), and a
 * SIGKILL or a `process.exit` right after loses the queue — the parent would then miss an "ack" of a
 * record that is on disk, or wait forever.
 */
import { writeSync } from 'node:fs';

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Writes `s` and a newline to the standard output, whole, before returning. */
export function say(s: string): void {
  const b = Buffer.from(`${s}\n`);
  for (let off = 0; off < b.length;) {
    try {
      off += writeSync(1, b, off);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      Atomics.wait(sleeper, 0, 0, 1); // the pipe is full: the parent is reading
    }
  }
}
