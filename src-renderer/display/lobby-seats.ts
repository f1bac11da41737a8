/**
 * What the room display says of each seat of a table served to phones (`PhoneLobby.tsx`), apart
 * from how it is drawn: the seats' QR codes while some are free (on the display opened with the
 * key), who has joined, and at the showdown whose hand is in. The name and what is said of it are
 * separate parts, so a long name is cut on the screen and never what follows it.
 */
import type { KeyedLobby } from '../../shared/phones/lobby.js';
import type { T } from '../i18n/index.js';

/** One seat as the room display shows it. */
export interface LobbySeat {
  seat: number;
  name: string;
  joined: boolean;
  /** The seat's QR code (an `<img>` source) while it is free and the codes are shown; else null. */
  qr: string | null;
  /** After the name: « ✓ » (a phone joined) or « … » (none yet; nothing beside a QR code), then at the showdown « main montrée » / « main attendue », joined by « · ». */
  after: string;
}

/** The lobby as the room display shows it: the QR codes up (`qr`), the showdown strip (`refused`: the count refused the hands), or nothing (null: every seat taken, no showdown). */
export function lobbySeats(lobby: KeyedLobby | null, t: T): { qr: boolean; seats: LobbySeat[]; refused: boolean } | null {
  if (!lobby || (lobby.joined.every(Boolean) && !lobby.shown)) return null;
  const qr = lobby.joined.some((j) => !j) && !!lobby.qr;
  return {
    qr,
    // the count refused the hands confirmed: said to the room (each player corrects on their phone)
    refused: !!lobby.shown && lobby.refused !== undefined,
    seats: lobby.players.map((name, seat) => {
      const joined = lobby.joined[seat] === true;
      const shown = lobby.shown ? (lobby.shown[seat] ? t('display.handIn') : t('display.handWaiting')) : '';
      // a free seat's code says it is free: no « … » beside a name its ellipsis may end already
      const mark = joined ? '✓' : qr ? '' : '…';
      return { seat, name, joined, qr: qr && !joined ? lobby.qr?.[seat] ?? null : null, after: [mark, shown].filter(Boolean).join(' · ') };
    }),
  };
}
