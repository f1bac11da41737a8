/**
 * The limits on guessing join codes (docs/hub.md, "Joining"). A join code is 6 characters of 30
 * (30⁶ ≈ 729 million codes); a guesser tries codes until one is a table's. Two limits:
 * - per device (an IPv4 address, an IPv6 /64: {@link addressKey}): after `perMinute` wrong codes,
 *   its joins are refused until its minute is over. The table of devices holds at most
 *   `maxAddresses`; when full, the finished minutes are dropped first, then the oldest devices: it
 *   never resets as a whole;
 * - per code: every wrong code is a wrong guess at each code the hub holds; after
 *   `failuresPerCode` wrong guesses since it was issued (or last unlocked) a code is locked, and a
 *   join with it is refused, right or wrong, until the director unlocks it. So all guessers
 *   together, from however many addresses, get at most `failuresPerCode` tries at each code
 *   between two unlocks: with 40 tables and 1,000 tries, a chance of at most 40 × 1,000 / 30⁶ ≈
 *   1 in 18,000 of finding any code.
 *
 * In memory only: a hub restarted by the director starts with no lock.
 */
import { addressKey } from '../net/address-key.js';

/** Options of a {@link JoinGuard}. */
export interface JoinGuardOptions {
  /** Wrong codes one device may send per minute. */
  perMinute: number;
  /** Wrong guesses after which a code is locked until the director unlocks it. */
  failuresPerCode: number;
  /** The clock, ms. */
  now: () => number;
  /** Most devices remembered (default 10 000). */
  maxAddresses?: number;
}

/** A code's standing: wrong guesses counted against it since issued or unlocked, and whether it is locked. */
export interface CodeLock {
  code: string;
  failures: number;
  locked: boolean;
}

const MINUTE = 60_000;

/** The join limits of one hub. */
export class JoinGuard {
  private readonly devices = new Map<string, { start: number; count: number }>();
  private readonly codes = new Map<string, number>();
  private readonly locked = new Set<string>();

  constructor(private readonly o: JoinGuardOptions) {}

  /** True when this remote address may try a code now (its device is under the per-minute limit). */
  mayTry(address: string | undefined): boolean {
    const f = this.devices.get(addressKey(address));
    return !f || this.o.now() - f.start >= MINUTE || f.count < this.o.perMinute;
  }

  /** True when `code` is locked. */
  isLocked(code: string): boolean {
    return this.locked.has(code);
  }

  /**
   * A wrong code from `address`: counted against its device and against each code of `held` (the
   * codes the hub holds); codes reaching `failuresPerCode` are locked. @returns the codes locked now.
   */
  wrong(address: string | undefined, held: readonly string[]): string[] {
    const now = this.o.now();
    const key = addressKey(address);
    let f = this.devices.get(key);
    if (!f || now - f.start >= MINUTE) {
      this.devices.delete(key);
      f = { start: now, count: 0 };
    }
    f.count++;
    this.devices.set(key, f);
    this.trim(now);
    const lockedNow: string[] = [];
    for (const code of held) {
      const n = (this.codes.get(code) ?? 0) + 1;
      this.codes.set(code, n);
      if (n >= this.o.failuresPerCode && !this.locked.has(code)) {
        this.locked.add(code);
        lockedNow.push(code);
      }
    }
    return lockedNow;
  }

  /** Unlocks codes (all when none is named): their count of wrong guesses starts again at 0. */
  unlock(codes?: readonly string[]): void {
    for (const c of codes ?? [...this.codes.keys()]) {
      this.locked.delete(c);
      this.codes.delete(c);
    }
  }

  /** Where a code stands. */
  standing(code: string): CodeLock {
    return { code, failures: this.codes.get(code) ?? 0, locked: this.locked.has(code) };
  }

  /** Keeps the table of devices within `maxAddresses`: finished minutes first, then the oldest devices. */
  private trim(now: number): void {
    const max = this.o.maxAddresses ?? 10_000;
    if (this.devices.size <= max) return;
    for (const [k, f] of this.devices) if (now - f.start >= MINUTE) this.devices.delete(k);
    for (const k of this.devices.keys()) {
      if (this.devices.size <= max) break;
      this.devices.delete(k);
    }
  }
}
