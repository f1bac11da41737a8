/**
 * Tap ids (issue 26): every tap of a phone carries an id, so a tap resent after a lost connection
 * is applied once — the second time the first answer is given back. Pure.
 */
import type { Seat } from '../types.js';

/** What a tap id looks like: 6 to 64 characters of `A-Z a-z 0-9 _ -`. */
export const TAP_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** The answers of the last taps of each seat, by tap id. */
export class TapLedger<R> {
  private readonly bySeat = new Map<Seat, Map<string, R>>();

  /** @param keep how many answers are kept per seat (the oldest go first). */
  constructor(private readonly keep = 64) {}

  /** The answer already given to this seat's tap, if it was seen. */
  seen(seat: Seat, id: string): R | undefined {
    return this.bySeat.get(seat)?.get(id);
  }

  /** Remembers the answer to a tap. */
  record(seat: Seat, id: string, answer: R): void {
    let m = this.bySeat.get(seat);
    if (!m) this.bySeat.set(seat, (m = new Map()));
    m.set(id, answer);
    if (m.size > this.keep) {
      const oldest = m.keys().next();
      if (!oldest.done) m.delete(oldest.value);
    }
  }

  /** Forgets every tap (a new match). */
  clear(): void {
    this.bySeat.clear();
  }
}
