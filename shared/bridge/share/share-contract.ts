/**
 * The "share the room display on the local network" part of the bridge contract: start and stop
 * the read-only display server (`display-server.ts`) and read where a TV can load the page. Its one
 * declaration, {@link SHARE_BRIDGE}, and the types: main (`share-ipc.ts`), the preload and the
 * browser (`src-renderer/bridge/web-share.ts`, where no server can be started) share it.
 */
import type { Lang } from '../../i18n/index.js';
import type { Snapshot } from '../table/snapshot.js';
import type { Result } from '../../types.js';
import type { KeyedLobby, PhonesPanel } from '../../phones/lobby.js';
import { answers, channelNames, invoke, nothing, push, sends, takes, type BridgeOf, type EventsOf, type WireOf } from '../bridge-map.js';

/**
 * The display sharing's one declaration (`../bridge-map.ts`). Every channel: control window only.
 * Channel names, wire types, {@link ShareBridge}, the preload object and main's registration are
 * derived from it.
 */
export const SHARE_BRIDGE = {
  /** {@link ShareStartRequest} (or nothing: `{}`) → {@link ShareState}. */
  start: invoke('mus:share:start', 'control', takes<ShareStartRequest>(), answers<Result<ShareState>>(), {
    pack: (req?: ShareStartRequest) => req ?? {},
  }),
  /** → null (stopping a stopped server is fine). */
  stop: invoke('mus:share:stop', 'control', nothing, answers<Result<null>>()),
  /** → {@link ShareState} or null when not sharing (the method `getState`). */
  getState: invoke('mus:share:state', 'control', nothing, answers<Result<ShareState | null>>()),
  /**
   * "Téléphones aux places" (issue 26): {@link ShareStartRequest} → {@link ShareState} (`phones`
   * true): shares the room display with the players' phones (the seat pages and their taps on the
   * same server). Errors as `start`; `phones/unavailable` where phones cannot be served.
   */
  startPhones: invoke('mus:share:start-phones', 'control', takes<ShareStartRequest>(), answers<Result<ShareState>>(), {
    pack: (req?: ShareStartRequest) => req ?? {},
  }),
  /** → the phones' {@link PhonesPanel}, or null when the display is not shared with phones. */
  getPhones: invoke('mus:share:phones-state', 'control', nothing, answers<Result<PhonesPanel | null>>()),
  /**
   * « Nouveau lien » for one seat ({@link SeatRequest}) → the phones' {@link PhonesPanel} with the
   * seat's new QR code: the seat's old link is refused from then on and the phone holding it is told
   * it lost the seat. `ipc/bad-payload` (the field named) for a seat not of the match in progress;
   * `phones/unavailable` when the display is not shared with phones; `phones/link-not-recorded`.
   */
  newLink: invoke('mus:share:phones-new-link', 'control', takes<SeatRequest>(), answers<Result<PhonesPanel>>()),
  /** Pushed to the control window on every change of the phones (a join, a hand confirmed, a start or stop): `onPhones`. */
  phones: push('mus:share:phones', sends<PhonesPanel | null>()),
} as const;

const { getState: stateChannel, ...shareChannels } = channelNames(SHARE_BRIDGE);

/** IPC channel names of the display sharing (derived from {@link SHARE_BRIDGE}; `state` is the channel of `getState`). */
export const SHARE_CHANNELS = { ...shareChannels, state: stateChannel } as const;

/** The share's invoke channels: request → reply. */
export type ShareChannels = WireOf<typeof SHARE_BRIDGE>;

/** The share's push channels: channel → payload. */
export type ShareEvents = EventsOf<typeof SHARE_BRIDGE>;

/** The port used when none is asked. */
export const SHARE_DEFAULT_PORT = 8740;

/** The address listened on when none is asked: every interface (the TV is on the LAN). */
export const SHARE_DEFAULT_HOST = '0.0.0.0';

/**
 * Where to listen. `port`: 0 (any free port) or 1024-65535, default {@link SHARE_DEFAULT_PORT};
 * `host`: an IP address of this machine, default {@link SHARE_DEFAULT_HOST} (`127.0.0.1`: this machine only).
 */
export interface ShareStartRequest {
  port?: number;
  host?: string;
}

/** A seat of the match in progress (0 to players - 1): the seat given a new link. */
export interface SeatRequest {
  seat: number;
}

/** The display being shared: the address to type into the TV, and every other one that works. */
export interface ShareState {
  /** The best URL to type (the first LAN address, else the loopback one). */
  url: string;
  /** Every URL of the display page: the machine's LAN IPv4 addresses, then 127.0.0.1. */
  urls: string[];
  /**
   * {@link url} with the display key (`?key=…`): the TV the director opens with it is never
   * evicted by anonymous streams, whatever their number. Absent where the server has no key.
   */
  keyedUrl?: string;
  host: string;
  port: number;
  /** Displays following the match now. */
  clients: number;
  /** True when shared with the players' phones ("Téléphones aux places"). */
  phones?: boolean;
}

/**
 * The sharing part of {@link MusBridge} (`bridge.share`). `available` is false in a browser.
 * `start` starts (or restarts on another port) the display server (errors `share/…`, `ipc/…`);
 * `getState` is the current sharing, or null when not sharing.
 */
export interface ShareBridge extends BridgeOf<typeof SHARE_BRIDGE> {
  readonly available: boolean;
}

/**
 * One message of the display server's `/events` stream (the JSON of one `data:` line): the display
 * snapshot after each change (`forDisplay`: only the last settled deal), the language, and at a
 * table with phones the lobby (who holds each seat, who has shown; the free seats' QR codes on the
 * keyed stream only; null: no phones).
 */
export type DisplayFeedMessage = { type: 'state'; snapshot: Snapshot | null } | { type: 'settings'; lang: Lang } | { type: 'lobby'; lobby: KeyedLobby | null };
