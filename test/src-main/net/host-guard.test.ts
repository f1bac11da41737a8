/**
 * The `Host` check of every server on the club's network, met by headers no browser sends but a
 * hostile client may: something else than a port after the name, an unclosed IPv6 bracket.
 */
import { describe, expect, it } from 'vitest';
import { isLocalHostHeader, isLoopbackHost, securityHeaders } from '../../../src-main/net/host-guard.js';

describe('Host header (hardening)', () => {
  it('a port is digits, nothing else: a name smuggled after the colon or the bracket is refused', () => {
    for (const h of ['127.0.0.1:80@attacker.com', '127.0.0.1:attacker.com', '192.168.1.20:8740/x', 'localhost:', 'localhost:123456', '[::1]attacker.com', '[::1]:80@attacker.com', '[::1', '[::1]:']) {
      expect([h, isLocalHostHeader(h)]).toEqual([h, false]);
      expect([h, isLoopbackHost(h)]).toEqual([h, false]);
    }
    for (const h of ['127.0.0.1:8740', '192.168.1.20:65535', '[::1]:8740', '[fe80::1]', 'mus-pc.local:80', 'localhost']) expect([h, isLocalHostHeader(h)]).toEqual([h, true]);
    expect(isLoopbackHost('[::1]:8740')).toBe(true);
  });

  it('no answer allows another origin: no CORS header, framing denied, no sniffing', () => {
    for (const host of [undefined, 'localhost:8740', '192.168.1.20:8740']) {
      const h = securityHeaders(host);
      expect(Object.keys(h).some((k) => k.toLowerCase().startsWith('access-control-'))).toBe(false);
      expect(h['Content-Security-Policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'$/);
      expect(h['X-Content-Type-Options']).toBe('nosniff');
      expect(h['X-Frame-Options']).toBe('DENY');
    }
  });
});
