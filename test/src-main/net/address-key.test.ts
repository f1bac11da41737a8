/**
 * Which device an address is, for the per-address limits (`src-main/net/address-key.ts`), and the
 * join limits keyed by it (`src-main/hub/join-guard.ts`, with an injected clock): IPv6 counts by
 * its /64, so one machine rotating through its /64 is one guesser.
 */
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../src-main/net/address-key.js';
import { JoinGuard } from '../../../src-main/hub/join-guard.js';

describe('address keys', () => {
  it('IPv4 as itself (mapped IPv6 too), IPv6 by its /64', () => {
    expect(addressKey('192.168.1.20')).toBe('192.168.1.20');
    expect(addressKey('::ffff:192.168.1.20')).toBe('192.168.1.20');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey(undefined)).toBe('?');
  });
});

describe('join guard', () => {
  it('counts wrong codes per device (an IPv6 /64) and minute, and locks each code after its wrong guesses', () => {
    let now = 0;
    const g = new JoinGuard({ perMinute: 3, failuresPerCode: 5, now: () => now });
    for (let i = 1; i <= 3; i++) g.wrong(`2001:db8:0:7::${i}`, ['AAAAAA', 'BBBBBB']);
    expect(g.mayTry('2001:db8:0:7::ffff')).toBe(false); // another address of the same /64
    expect(g.mayTry('2001:db8:0:8::1')).toBe(true);
    expect(g.isLocked('AAAAAA')).toBe(false);
    expect(g.wrong('10.0.0.9', ['AAAAAA', 'BBBBBB'])).toEqual([]);
    expect(g.wrong('10.0.0.10', ['AAAAAA', 'BBBBBB', 'CCCCCC'])).toEqual(['AAAAAA', 'BBBBBB']);
    expect(g.standing('CCCCCC')).toEqual({ code: 'CCCCCC', failures: 1, locked: false });
    now += 60_000;
    expect(g.mayTry('2001:db8:0:7::1')).toBe(true);
    expect(g.isLocked('AAAAAA')).toBe(true); // a lock outlasts the minute: only the director lifts it
    g.unlock(['AAAAAA']);
    expect(g.standing('AAAAAA')).toEqual({ code: 'AAAAAA', failures: 0, locked: false });
    expect(g.isLocked('BBBBBB')).toBe(true);
    g.unlock();
    expect(g.isLocked('BBBBBB')).toBe(false);
  });

  it('a full table of devices drops finished minutes, then the oldest devices: never all at once', () => {
    let now = 0;
    const g = new JoinGuard({ perMinute: 2, failuresPerCode: 1_000_000, now: () => now, maxAddresses: 10 });
    g.wrong('10.0.0.1', []);
    g.wrong('10.0.0.1', []);
    now = 30_000;
    for (let i = 2; i <= 10; i++) g.wrong(`10.0.0.${i}`, []);
    g.wrong('10.0.0.11', []); // 11 devices for 10 places: the oldest goes, nobody else
    expect(g.mayTry('10.0.0.1')).toBe(true);
    g.wrong('10.0.0.2', []);
    expect(g.mayTry('10.0.0.2')).toBe(false);
    now = 100_000; // every minute finished: swept, the table does not grow
    for (let i = 12; i <= 20; i++) g.wrong(`10.0.0.${i}`, []);
    g.wrong('10.0.0.12', []);
    expect(g.mayTry('10.0.0.12')).toBe(false);
  });
});
