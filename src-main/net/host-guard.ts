/**
 * The guards every server of this app on the club's network shares, that no Fastify plugin gives:
 * the `Host` check against DNS rebinding and the security headers of every response.
 */
import { isIP } from 'node:net';
import { CSP } from './csp.js';

const LOCAL_SUFFIXES = ['.local', '.lan', '.home.arpa', '.internal'];

/**
 * The headers every response carries (the app's CSP plus `frame-ancestors 'none'`, no-sniff, no
 * referrer…). `Cross-Origin-Opener-Policy` only when the request's `Host` is this machine's loopback
 * (`localhost`, `127.x.x.x`, `[::1]`): browsers apply it only on a trustworthy origin, and Chromium
 * logs an error on every page of a phone or a TV that reaches the app by its address on the club's
 * network (`http://192.168.1.20:…`), where it is ignored anyway.
 * @param host the request's `Host` header (a port may follow); left out: no COOP.
 */
export function securityHeaders(host?: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': `${CSP}; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (isLoopbackHost(host)) headers['Cross-Origin-Opener-Policy'] = 'same-origin';
  return headers;
}

/**
 * True when a `Host` header names this machine's loopback, an origin browsers trust over plain
 * HTTP: `localhost` (and `*.localhost`), an IPv4 address of 127.0.0.0/8, or `[::1]`. A port may follow.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(1, name.indexOf(']')) === '::1';
  const colon = name.lastIndexOf(':');
  if (colon >= 0) name = name.slice(0, colon);
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isIP(name) === 4 && name.startsWith('127.');
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
