/**
 * The phones of a table attached to a room display server (issue 26), the one way both `mus serve`
 * and the desktop app's "Téléphones aux places" do it: a {@link PhoneTable} over the
 * {@link SessionHost}, the phones' routes on the {@link DisplayServer} (its `extend`), each seat's
 * link and QR code, and the lobby (who holds each seat, who has shown) pushed to the room displays'
 * `/events` stream and to whoever else watches it (the desktop's control window).
 *
 * The seats' links use the machine's LAN address when the server listens on every interface (a
 * phone cannot reach `127.0.0.1`). The seat tokens are kept 0600 in `<matches>/phones/`, with the
 * hands confirmed at a showdown (`showdown-file.ts`).
 */
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import QRCode from 'qrcode';
import type { FastifyInstance } from 'fastify';
import type { Result, Seat } from '../../shared/types.js';
import type { SessionHost } from '../../shared/session/session-host.js';
import type { PhonesPanel } from '../../shared/phones/index.js';
import type { LanServer } from '../net/lan-server.js';
import { shareUrls } from '../net/display-urls.js';
import { ENDED_KEPT, PhoneTable } from './phone-table.js';
import { recentBooks } from './past-books.js';
import { keyedLobby, phoneRoutes } from './phone-routes.js';
import { hostRoutes } from './host-routes.js';

/** Options of {@link attachPhones}. */
export interface AttachPhonesOptions {
  host: SessionHost;
  /** The folder of the match journals (`<data>/matches`): the tokens and kept hands go in its `phones/` folder. */
  matchesDir: string;
  /** The built pages (holding `seat.html`). */
  pages: string;
  /** The room display server's key (the display opened with it gets the QR codes). */
  displayKey(): string;
  /** Joins per minute from one device (default 30). */
  joinsPerMinute?: number;
  /** Taps per minute from one device (default 240). */
  tapsPerMinute?: number;
  /** A new random token (default 144 random bits, base64url). */
  newToken?: () => string;
  /**
   * The host page's key (`host-key.ts`): given, the host page and its routes are served too
   * (`host-routes.ts`: `mus serve`'s operator page); absent (the desktop app: its control window
   * has the panel), not.
   */
  hostKey?: string;
}

export type { PhonesPanel } from '../../shared/phones/index.js';

/** A table's phones, attached. */
export interface AttachedPhones {
  phones: PhoneTable;
  /** The routes to add to the display server (its `extend` option, or `setExtend`). */
  extend(app: FastifyInstance, lan: LanServer): () => void;
  /** Where the server listens now (after each start): the seats' links follow it. */
  listening(host: string, port: number): void;
  /** The base of the seats' links (`http://192.168.1.20:8080`), empty before {@link listening}. */
  base(): string;
  /** A seat's link, with its token in the fragment (`…/seat.html#t=…`): shown as a QR code, never logged. */
  seatUrl(seat: Seat): string;
  /** A seat's QR code as an `<img>` source (`data:image/svg+xml,…`). */
  qrOf(seat: Seat): Promise<string>;
  /** The lobby with the free seats' QR codes and every seat's link. */
  panel(): Promise<PhonesPanel>;
  /** The seats of the match in progress (0 without one): what {@link newLink} takes. */
  seats(): number;
  /**
   * A new link for `seat` (`PhoneTable.newLink`: the old token refused, the phone holding the seat
   * told it lost it): the panel with the seat's new QR code, or the refusal.
   */
  newLink(seat: Seat): Promise<Result<PhonesPanel>>;
  /**
   * Follows the panel (the lobby with its QR codes and the seats' links): after each join, confirmed
   * hand, new deal or match, and each start. The links hold tokens: a room display is given the
   * lobby only (`DisplayServer.publishLobby` keeps the QR codes for the keyed stream and drops the rest).
   */
  watch(fn: (p: PhonesPanel) => void): () => void;
}

/** Attaches phones to the table of `o.host`. Call `phones.changed()` from the host's broadcast. */
export function attachPhones(o: AttachPhonesOptions): AttachedPhones {
  const phones = new PhoneTable(o.host, {
    tokensFile: (id) => join(o.matchesDir, 'phones', `${id}.tokens.json`),
    handsFile: (id) => join(o.matchesDir, 'phones', `${id}.hands.json`),
    seatsFile: (id) => join(o.matchesDir, 'phones', `${id}.seats.json`),
    // after a restart, the links of the last matches played here are told their match ended
    pastBooks: () => recentBooks(join(o.matchesDir, 'phones'), ENDED_KEPT + 1),
    newToken: o.newToken ?? (() => randomBytes(18).toString('base64url')),
  });
  let base = '';
  const svgs = new Map<string, string>();
  const seatUrl = (seat: Seat) => `${base}/seat.html#t=${phones.tokens()?.tokens[seat] ?? ''}`;
  const qrOf = async (seat: Seat) => {
    const url = seatUrl(seat);
    let svg = svgs.get(url);
    if (svg === undefined) {
      svg = `data:image/svg+xml,${encodeURIComponent(await QRCode.toString(url, { type: 'svg', margin: 1 }))}`;
      if (svgs.size > 64) svgs.clear();
      svgs.set(url, svg);
    }
    return svg;
  };
  const watchers = new Set<(p: PhonesPanel) => void>();
  const panel = async (): Promise<PhonesPanel> => {
    const l = await keyedLobby(phones, qrOf);
    return { ...l, urls: l.players.map((_, seat) => seatUrl(seat)) };
  };
  let pushed = 0;
  const push = () => {
    if (watchers.size === 0) return;
    // the QR codes are made asynchronously: only the latest lobby is pushed
    const n = ++pushed;
    void panel().then((l) => {
      if (n !== pushed) return;
      for (const fn of watchers) fn(l);
    }, () => {});
  };
  phones.watch(push);
  const newLink = async (seat: Seat): Promise<Result<PhonesPanel>> => {
    const r = phones.newLink(seat);
    return r.ok ? { ok: true, value: await panel() } : r;
  };
  const watch = (fn: (p: PhonesPanel) => void) => {
    watchers.add(fn);
    return () => void watchers.delete(fn);
  };
  return {
    phones,
    extend(app, lan) {
      const root = resolve(o.pages);
      const unseat = phoneRoutes(app, () => lan, {
        phones, root, displayKey: o.displayKey(), qrOf,
        ...(o.joinsPerMinute ? { joinsPerMinute: o.joinsPerMinute } : {}),
        ...(o.tapsPerMinute ? { tapsPerMinute: o.tapsPerMinute } : {}),
      });
      const unhost = o.hostKey === undefined ? null : hostRoutes(app, () => lan, { key: o.hostKey, root, panel, newLink, watch });
      return () => {
        unseat();
        unhost?.();
      };
    },
    listening(host, port) {
      const first = shareUrls(host, port)[0];
      base = first ? new URL(first).origin : '';
      push();
    },
    base: () => base,
    seatUrl,
    qrOf,
    panel,
    seats: () => phones.tokens()?.tokens.length ?? 0,
    newLink,
    watch,
  };
}
