/**
 * Which "device" a remote address is, for the per-address limits of the servers on the club's
 * network: an IPv4 address (an IPv4-mapped IPv6 address read as its IPv4 one) is one device; an
 * IPv6 address counts by its /64 network, since one machine holds a whole /64 (SLAAC, privacy
 * addresses) and could otherwise rotate through 2⁶⁴ of them.
 */
import { isIP } from 'node:net';

/**
 * The key of a remote address: `a.b.c.d`, or `x:x:x:x::/64` for IPv6 (the first four groups, as
 * numbers). Anything unreadable is its own key, as given (`?` when none).
 */
export function addressKey(address: string | undefined): string {
  if (!address) return '?';
  const a = address.toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return mapped[1]!;
  if (isIP(a) !== 6) return a;
  const [head, tail = ''] = a.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (right.at(-1)?.includes('.') || left.at(-1)?.includes('.')) {
    // an embedded IPv4 tail takes two groups: only the first four groups matter, pad as words
    (right.length ? right : left).splice(-1, 1, '0', '0');
  }
  const groups = a.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g || '0', 16).toString(16)).join(':')}::/64`;
}
