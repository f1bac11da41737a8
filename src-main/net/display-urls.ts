/**
 * The addresses a room display can be opened at on the local network (the TV's, the phones' seat
 * links): used by the desktop app's sharing and by `mus serve`, with or without Electron.
 */
import { isIP } from 'node:net';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/**
 * The URLs of the display page for a server on `host:port`: for `0.0.0.0` (or `::`) each
 * non-internal IPv4 address of the machine, then `127.0.0.1`; otherwise that address alone.
 */
export function shareUrls(host: string, port: number, nets: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): string[] {
  const url = (h: string) => `http://${isIP(h) === 6 ? `[${h}]` : h}:${port}/display.html`;
  if (host !== '0.0.0.0' && host !== '::') return [url(host)];
  const lan = new Set<string>();
  for (const list of Object.values(nets)) {
    for (const a of list ?? []) {
      if (a.internal || a.family !== 'IPv4' || a.address.startsWith('169.254.')) continue;
      lan.add(a.address);
    }
  }
  return [...[...lan].map(url), url('127.0.0.1')];
}
