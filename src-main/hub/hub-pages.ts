/**
 * Where the hub's pages are (the room's board and the join page a table's QR code opens), and the
 * addresses the organizer's screen shows: the hub's base URL, a table's join address, the board's
 * address with its key, and their QR codes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { baseUrl } from '../net/host-guard.js';

/**
 * The board page in this source tree: `src-main/hub/board/` and the room display's style sheets
 * (`src-renderer/styles/base.css`, `display.css`). A packaged app passes its own paths.
 */
export function sourceBoardFiles(): { dir: string; styles: string[] } {
  const dir = fileURLToPath(new URL('./board/', import.meta.url));
  const styles = fileURLToPath(new URL('../../src-renderer/styles/', import.meta.url));
  return { dir, styles: [join(styles, 'base.css'), join(styles, 'display.css')] };
}

/**
 * The board page of this build: the copies `npm run build` puts beside the bundled main process
 * (`out/main/board/`, with the two style sheets), else the source tree's ({@link sourceBoardFiles}).
 */
export function boardFiles(): { dir: string; styles: string[] } {
  const dir = fileURLToPath(new URL('./board/', import.meta.url));
  const styles = [join(dir, 'base.css'), join(dir, 'display.css')];
  return existsSync(join(dir, 'board.html')) && styles.every((f) => existsSync(f)) ? { dir, styles } : sourceBoardFiles();
}

/** The hub's base URL for an address (IPv6 in brackets; `0.0.0.0`/`::` shown as the loopback). */
export function hubUrl(host: string, port: number): string {
  return baseUrl(host, port);
}

/**
 * The join address a table's QR code holds: the hub's address, and the code after `#` (a fragment
 * is never sent to a server, so the code does not show in any log).
 */
export function joinAddress(base: string, code: string): string {
  return `${base}/join#${code}`;
}

/**
 * The board's address for the room's TV the director opens: the board page with the hub's board
 * key (`/?key=…`). Its stream is never evicted by anonymous ones (docs/hub.md).
 */
export function boardAddress(base: string, key: string): string {
  return `${base}/?key=${key}`;
}

/** A QR code of a text as an SVG document (error correction M, a 4-module quiet zone). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
