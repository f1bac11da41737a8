/**
 * What the room display says of each seat of a table served to phones (`PhoneLobby.tsx`), apart
 * from how it is drawn: the seats' QR codes while some are free (on the display opened with the
 * key), who has joined (« ☎ »), and at the showdown whose hand is in (« 🂠 main montrée »): two signs,
 * each with its words, never a tick that reads "done" beside a hand still awaited. The name and what is said of it are
 * separate parts, so a long name is cut on the screen and never what follows it.
 */
import type { KeyedLobby } from '../../shared/phones/lobby.js';
import type { T } from '../i18n/index.js';

/**
 * The sign of a phone at its seat (« ☎ »), and of a hand shown (« 🂠 », a card: in the fonts of any
 * TV, DejaVu Sans among them). A tick (« ✓ ») said "phone connected" beside a hand still awaited,
 * and was read "done": each has its own sign now, never a tick.
 */
export const PHONE_SIGN = '☎';
/** See {@link PHONE_SIGN}. */
export const HAND_SIGN = '🂠';

/** One mark after a seat's name: its sign, its words on the screen (may be empty: the sign alone), and its name for a screen reader and in its title. */
export interface LobbyMark {
  kind: 'phone-in' | 'phone-waiting' | 'hand-in' | 'hand-waiting';
  sign: string;
  text: string;
  label: string;
}

/** One seat as the room display shows it. */
export interface LobbySeat {
  seat: number;
  name: string;
  joined: boolean;
  /** The seat's QR code (an `<img>` source) while it is free and the codes are shown; else null. */
  qr: string | null;
  /**
   * After the name: the phone (« ☎ connecté », none yet « ☎ … »; nothing beside a QR code; at the
   * showdown the sign alone, its words in its label), then at the showdown « 🂠 main montrée » /
   * « main attendue ».
   */
  marks: LobbyMark[];
  /** The marks as the screen writes them, joined by « · » (« ☎ · 🂠 main montrée »). */
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
      const marks: LobbyMark[] = [];
      // a free seat's code says it is free: no « … » beside a name its ellipsis may end already
      const showdown = !!lobby.shown;
      if (joined) marks.push({ kind: 'phone-in', sign: PHONE_SIGN, text: showdown ? '' : t('display.phoneIn'), label: t('display.phoneInLabel') });
      else if (!qr) marks.push({ kind: 'phone-waiting', sign: PHONE_SIGN, text: '…', label: t('display.phoneWaitingLabel') });
      if (lobby.shown) {
        const hand = lobby.shown[seat] === true;
        marks.push(hand
          ? { kind: 'hand-in', sign: HAND_SIGN, text: t('display.handIn'), label: t('display.handIn') }
          : { kind: 'hand-waiting', sign: '', text: t('display.handWaiting'), label: t('display.handWaiting') });
      }
      const after = marks.map((m) => [m.sign, m.text].filter(Boolean).join(' ')).join(' · ');
      return { seat, name, joined, qr: qr && !joined ? lobby.qr?.[seat] ?? null : null, marks, after };
    }),
  };
}
