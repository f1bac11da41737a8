/**
 * The "share the room display on the local network" part of the bridge contract: start and stop
 * the read-only display server (`display-server.ts`) and read where a TV can load the page. Types
 * and channel names only: main (`share-ipc.ts`), the preload (`share-preload.ts`) and the browser
 * (`src-renderer/bridge/web-share.ts`, where no server can be started) share it.
 */
import type { Lang } from '../../i18n/index.js';
import type { Snapshot } from '../table/snapshot.js';
import type { Result } from '../../types.js';

/** IPC channel names of the display sharing. Every one: control window only. */
export const SHARE_CHANNELS = {
  /** {@link ShareStartRequest} (or nothing) → {@link ShareState}. */
  start: 'mus:share:start',
  /** → null (stopping a stopped server is fine). */
  stop: 'mus:share:stop',
  /** → {@link ShareState} or null when not sharing. */
  state: 'mus:share:state',
} as const satisfies Record<string, keyof ShareChannels>;

/** The share's invoke channels ({@link SHARE_CHANNELS}): request → reply. */
export type ShareChannels = {
  'mus:share:start': (req: ShareStartRequest) => Result<ShareState>;
  'mus:share:stop': (req: void) => Result<null>;
  'mus:share:state': (req: void) => Result<ShareState | null>;
};

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
}

/** The sharing part of {@link MusBridge} (`bridge.share`). `available` is false in a browser. */
export interface ShareBridge {
  readonly available: boolean;
  /** Starts (or restarts on another port) the display server; errors `share/…`, `ipc/…`. */
  start(req?: ShareStartRequest): Promise<Result<ShareState>>;
  stop(): Promise<Result<null>>;
  /** The current sharing, or null when not sharing. */
  getState(): Promise<Result<ShareState | null>>;
}

/**
 * One message of the display server's `/events` stream (the JSON of one `data:` line): the display
 * snapshot after each change (`forDisplay`: only the last settled deal), and the language.
 */
export type DisplayFeedMessage = { type: 'state'; snapshot: Snapshot | null } | { type: 'settings'; lang: Lang };
