/**
 * The guards every server of this app on the club's network shares, that no Fastify plugin gives:
 * the `Host` check against DNS rebinding and the security headers of every response.
 */
import { isIP } from 'node:net';
import { CSP } from './csp.js';

const LOCAL_SUFFIXES = ['.local', '.lan', '.home.arpa', '.internal'];

/** The headers every response carries (the app's CSP plus `frame-ancestors 'none'`, no-sniff, no referrer…). */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': `${CSP}; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * True when a request's `Host` header names this machine in a way a foreign web site cannot
 * (DNS rebinding): an IPv4/IPv6 literal, `localhost`, a name without a dot, or a local-network
 * name (`.local`, `.lan`, `.home.arpa`, `.internal`). A port may follow.
 */
export function isLocalHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const end = name.indexOf(']');
    return end > 0 && isIP(name.slice(1, end)) === 6;
  }
  const colon = name.lastIndexOf(':');
  if (colon >= 0) name = name.slice(0, colon);
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (!name || !/^[a-z0-9.-]+$/.test(name)) return false;
  if (isIP(name) === 4 || name === 'localhost' || !name.includes('.')) return true;
  return LOCAL_SUFFIXES.some((s) => name.endsWith(s));
}

/** A server's base URL for an address (IPv6 in brackets; `0.0.0.0`/`::` shown as the loopback). */
export function baseUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${isIP(shown) === 6 ? `[${shown}]` : shown}:${port}`;
}

/**
 * True when a request's `Origin` names the same host and port as its `Host` header (`http:` only):
 * a JSON body from a page served by this server, never one from a page elsewhere (the hub's and the
 * phones' posts).
 */
export function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    const u = new URL(origin);
    return u.protocol === 'http:' && !!host && u.host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
