/**
 * Who holds each seat of a table played from phones, and who has shown their hand (issue 26): what
 * the room display shows until every seat has joined (and at the showdown), and the desktop's
 * "Téléphones aux places" panel. Never a token; the QR codes ride beside it only to the screens
 * allowed to show them.
 */
import type { ErrorCode } from '../errors/index.js';

/**
 * The seats' phones: the player names by seat, which seats have a phone, and at the showdown which
 * seats have confirmed their hand (null otherwise). No match in progress: no players. `over`: the
 * match is won (the desktop's panel says « partie terminée »; a room display is not sent it).
 * `refused`: the hands confirmed were refused by the count (every phone may correct its own).
 */
export interface PhoneLobby {
  players: string[];
  joined: boolean[];
  shown: boolean[] | null;
  over?: true;
  /** At the showdown: the code of the count's refusal of the hands confirmed, until a hand is corrected (the room display says so). */
  refused?: ErrorCode;
}

/** The lobby with, for the screens allowed to show them, each free seat's QR code as an `<img>` source (null for a taken seat). */
export interface KeyedLobby extends PhoneLobby {
  qr?: (string | null)[];
}

/**
 * What the desktop's control window shows of the phones ("Téléphones aux places"), and `mus
 * serve`'s host page: the lobby with the free seats' QR codes and each seat's link
 * (`…/seat.html#t=…`: it holds the seat's token, so it goes to the control window and to the host
 * page, with its key, only; never to a room display).
 */
export interface PhonesPanel extends KeyedLobby {
  urls: string[];
}
