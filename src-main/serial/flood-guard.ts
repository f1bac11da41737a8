/**
 * Guards against key floods: a bouncing switch repeats the same key within a few milliseconds; a
 * stuck or broken device sends keys faster than anyone can press them. Time comes from an
 * injected clock (milliseconds), so tests decide what "at once" means.
 */

/** Settings of a {@link FloodGuard}. */
export interface FloodGuardOptions {
  /** The same key again within this many ms is a bounce and is dropped (0: off). */
  debounceMs: number;
  /** Sustained keys per second allowed (0: no limit). */
  maxRate: number;
  /** Keys allowed in a burst above the sustained rate. */
  burst: number;
}

/** What the guard says about a key. */
export type FloodVerdict = 'ok' | 'debounced' | 'rate-limited';

/** Debounce of identical keys plus a token bucket. */
export class FloodGuard {
  private lastKey: string | null = null;
  private lastAt = -Infinity;
  private tokens: number;
  private refilledAt: number | null = null;

  constructor(private readonly o: FloodGuardOptions) {
    this.tokens = o.burst;
  }

  /**
   * Judges a key arriving at time `now` (ms). A key refused for the rate does not count as the
   * last key seen, so the next press of the same key after the limit lifts is not a bounce.
   */
  check(key: string, now: number): FloodVerdict {
    if (this.o.debounceMs > 0 && key === this.lastKey && now - this.lastAt < this.o.debounceMs) {
      this.lastAt = now; // a bouncing contact keeps bouncing: extend the window
      return 'debounced';
    }
    if (this.o.maxRate > 0) {
      if (this.refilledAt !== null) {
        this.tokens = Math.min(this.o.burst, this.tokens + ((now - this.refilledAt) * this.o.maxRate) / 1000);
      }
      this.refilledAt = now;
      if (this.tokens < 1) return 'rate-limited';
      this.tokens -= 1;
    }
    this.lastKey = key;
    this.lastAt = now;
    return 'ok';
  }

  /** Forgets the last key (a new connection starts clean). */
  reset(): void {
    this.lastKey = null;
    this.lastAt = -Infinity;
  }
}
