/**
 * The typed contract between the main process, the preload script and the renderer: channel names,
 * payload and reply types, and {@link MusBridge}, the one interface the UI talks to.
 *
 * The renderer imports this file for its types only (`import type`); the preload imports the
 * channel names. Nothing here touches Electron or Node, so both sides can read it.
 */
import type { EngineError, MatchSetup, TableCommand } from '../../index.js';
import type { Lang } from '../../i18n/index.js';
import type { LibraryBridge } from '../library/library-contract.js';
import type { BoxBridge } from '../box/box-contract.js';
import type { ShareBridge } from '../share/share-contract.js';
import type { Result } from '../../types.js';
import type { Snapshot } from './snapshot.js';

export type { Snapshot } from './snapshot.js';



/** IPC channel names. `invoke` channels answer with a {@link Result}; `STATE` is pushed by main. */
export const CHANNELS = {
  /** renderer → main: the current snapshot (or null before any match). Any app window. */
  getState: 'mus:state:get',
  /** main → every window: a new snapshot after each change. */
  state: 'mus:state',
  /** renderer → main: `{command, source}`, one {@link TableCommand} (key, button). Control window only. */
  command: 'mus:command',
  /** renderer → main: start a new match from a {@link MatchSetup}. Control window only. */
  newMatch: 'mus:match:new',
  /** renderer → main: close the match in progress (back to the setup screen). Control window only. */
  closeMatch: 'mus:match:close',
  /** renderer → main: the remembered settings. Any app window (the display follows the language). */
  getSettings: 'mus:settings:get',
  /** renderer → main: remember settings. Control window only. */
  saveSettings: 'mus:settings:set',
  /** main → every window: the settings after a change. */
  settings: 'mus:settings',
  /** renderer → main: the attached monitors. Control window only. */
  listDisplays: 'mus:displays:list',
  /** renderer → main: open (or move) the room display window. Control window only. */
  openDisplay: 'mus:display:open',
  /**
   * renderer → main: the start-up notices (recovery warnings when no match could be resumed: a
   * damaged or locked match, a data folder that cannot be written). Control window only.
   */
  getNotices: 'mus:notices:get',
} as const satisfies Record<string, keyof TableChannels | keyof TableEvents>;

/** A channel name. */
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** A command sent by a window, with where it came from (shown in the UI, kept in the journal). */
export interface CommandRequest {
  command: TableCommand;
  source: 'keyboard' | 'ui';
}

/** What a command did (the session's `CommandDone`, the settled deal by its index). */
export type CommandReply = Result<{ changed: 'match' | 'pad' | 'nothing'; settled: number | null }>;

/** The new-match form as remembered between matches. */
export interface SetupForm {
  preset: 'ffmus' | 'pagat';
  players: 4 | 6;
  kings: 8 | 4;
  juegoReal: 'off' | 'any' | 'oros';
  target: 30 | 40 | 50;
  duples: 'ffmus' | 'old';
  /** Manches to win the match (match format). */
  manchesToWin: number;
  teams: { A: string; B: string };
  /** Player names by seat (4 or 6; extra names kept for when the table grows again). */
  names: string[];
  /** Seat of the dealer of the first deal; the esku is the next seat (FFMus art. 3). */
  dealer: number;
}

/** Remembered settings (localStorage in web mode; a JSON file in the user data folder in Electron). */
export interface Settings {
  lang: Lang;
  setup: SetupForm | null;
}

/** A monitor the room display can go to (`screen.getAllDisplays()`). */
export interface DisplayInfo {
  id: number;
  label: string;
  width: number;
  height: number;
  primary: boolean;
}

/** Where to show the room display. `displayId` null: the monitor the control window is not on, if any. */
export interface OpenDisplayRequest {
  displayId: number | null;
  fullscreen: boolean;
}

/**
 * The table's invoke channels ({@link CHANNELS}): request → reply, the one type main's handlers and
 * the preload are checked against.
 */
export type TableChannels = {
  'mus:state:get': (req: void) => Result<Snapshot | null>;
  'mus:command': (req: CommandRequest) => CommandReply;
  'mus:match:new': (req: MatchSetup) => Result<null>;
  'mus:match:close': (req: void) => Result<null>;
  'mus:settings:get': (req: void) => Result<Settings>;
  'mus:settings:set': (req: Settings) => Result<null>;
  'mus:displays:list': (req: void) => Result<DisplayInfo[]>;
  'mus:display:open': (req: OpenDisplayRequest) => Result<null>;
  'mus:notices:get': (req: void) => Result<EngineError[]>;
};

/** What main pushes to every window on the table's push channels. */
export type TableEvents = {
  'mus:state': Snapshot | null;
  'mus:settings': Settings;
};

/**
 * The one interface the renderer uses. Two implementations: the Electron preload
 * (`src-main/electron/preload.ts`, via contextBridge as `window.mus`) and the browser one
 * (`src-renderer/bridge/web-bridge.ts`, the engine in the page). A display-only window gets the
 * same interface; its mutating calls answer `bridge/read-only`.
 */
export interface MusBridge {
  readonly kind: 'electron' | 'web';
  /** The current snapshot, or null before any match. */
  getState(): Promise<Result<Snapshot | null>>;
  /** Subscribes to snapshots; returns the unsubscribe function. */
  onState(cb: (s: Snapshot | null) => void): () => void;
  /** Sends a command; `source` says whether a key or an on-screen button sent it. */
  command(cmd: TableCommand, source: 'keyboard' | 'ui'): Promise<CommandReply>;
  newMatch(setup: MatchSetup): Promise<Result<null>>;
  closeMatch(): Promise<Result<null>>;
  getSettings(): Promise<Result<Settings>>;
  /** Subscribes to settings changes (the display follows the control's language). */
  onSettings(cb: (s: Settings) => void): () => void;
  saveSettings(s: Settings): Promise<Result<null>>;
  listDisplays(): Promise<Result<DisplayInfo[]>>;
  /** The start-up notices (see `CHANNELS.getNotices`); absent in a browser or a display window, which have none. */
  getNotices?(): Promise<Result<EngineError[]>>;
  openDisplay(req: OpenDisplayRequest): Promise<Result<null>>;
  /** The match library and the judge's view (`library-contract.ts`). */
  readonly library: LibraryBridge;
  /** The serial button box (`box-contract.ts`). */
  readonly box: BoxBridge;
  /** The room display shared on the local network, for a TV's browser (`share-contract.ts`). */
  readonly share: ShareBridge;
}

/** The preload's global: `window.mus`. */
declare global {
  interface Window {
    mus?: MusBridge;
  }
}
