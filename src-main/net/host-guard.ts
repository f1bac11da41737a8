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
  const h = hostName(host);
  if (!h) return false;
  if (h.bracketed) return h.name === '::1';
  const name = h.name;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/**
 * The name of a `Host` header, lower case, without its port or a final dot; an IPv6 address without
 * its brackets (`bracketed`). Null when the header is missing, or anything but a port (1-5 digits)
 * follows the name: `127.0.0.1:80@attacker.com` or `[::1]attacker` names no host of this machine.
 */
function hostName(host: string | undefined): { name: string; bracketed: boolean } | null {
  if (!host) return null;
  const text = host.trim().toLowerCase();
  const end = text.startsWith('[') ? text.indexOf(']') : -1;
  const colon = end >= 0 ? (text.length > end + 1 ? end + 1 : -1) : text.lastIndexOf(':');
  if (text.startsWith('[') && end < 0) return null;
  if (colon >= 0 && !/^:[0-9]{1,5}$/.test(text.slice(colon))) return null;
  if (end >= 0) return { name: text.slice(1, end), bracketed: true };
  let name = colon >= 0 ? text.slice(0, colon) : text;
  if (name.endsWith('.')) name = name.slice(0, -1);
  return { name, bracketed: false };
}

/**
 * True when a request's `Host` header names this machine in a way a foreign web site cannot
 * (DNS rebinding): an IPv4/IPv6 literal, `localhost`, a name without a dot, or a local-network
 * name (`.local`, `.lan`, `.home.arpa`, `.internal`). A port (digits) may follow, nothing else.
 */
export function isLocalHostHeader(host: string | undefined): boolean {
  const h = hostName(host);
  if (!h) return false;
  if (h.bracketed) return isIP(h.name) === 6;
  const name = h.name;
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
