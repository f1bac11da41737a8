/**
 * The typed contract between the main process, the preload script and the renderer: channel names,
 * payload and reply types, and {@link MusBridge}, the one interface the UI talks to.
 *
 * Its one declaration, {@link TABLE_BRIDGE}, is what the preload and main walk; the renderer
 * imports this file for its types. Nothing here touches Electron or Node, so both sides can read it.
 */
import type { EngineError, MatchSetup, TableCommand } from '../../index.js';
import type { Lang } from '../../i18n/index.js';
import type { LibraryBridge } from '../library/library-contract.js';
import type { BoxBridge } from '../box/box-contract.js';
import type { ShareBridge } from '../share/share-contract.js';
import type { Result } from '../../types.js';
import { answers, channelNames, invoke, nothing, push, sends, takes, type BridgeOf, type EventsOf, type WireOf } from '../bridge-map.js';
import type { Snapshot } from './snapshot.js';

export type { Snapshot } from './snapshot.js';

/**
 * The table's one declaration (`../bridge-map.ts`): its channels, who may send, the request and
 * the reply of each. {@link CHANNELS}, {@link TableChannels}, {@link TableEvents}, the methods of
 * {@link MusBridge}, the preload object and main's registration are derived from it. Invoke channels
 * answer with a {@link Result}; `state` and `settings` are pushed by main (`onState`, `onSettings`).
 */
export const TABLE_BRIDGE = {
  /** renderer → main: the current snapshot (or null before any match). Any app window. */
  getState: invoke('mus:state:get', 'any', nothing, answers<Result<Snapshot | null>>()),
  /** main → every window: a new snapshot after each change. */
  state: push('mus:state', sends<Snapshot | null>()),
  /**
   * renderer → main: `{command, source}`, one {@link TableCommand} (key, button); `source` says
   * whether a key or an on-screen button sent it. Control window only.
   */
  command: invoke('mus:command', 'control', takes<CommandRequest>(), answers<CommandReply>(), {
    pack: (command: TableCommand, source: 'keyboard' | 'ui') => ({ command, source }),
  }),
  /** renderer → main: start a new match from a {@link MatchSetup}. Control window only. */
  newMatch: invoke('mus:match:new', 'control', takes<MatchSetup>(), answers<Result<null>>()),
  /** renderer → main: close the match in progress (back to the setup screen). Control window only. */
  closeMatch: invoke('mus:match:close', 'control', nothing, answers<Result<null>>()),
  /** renderer → main: the remembered settings. Any app window (the display follows the language). */
  getSettings: invoke('mus:settings:get', 'any', nothing, answers<Result<Settings>>()),
  /** renderer → main: remember settings. Control window only. */
  saveSettings: invoke('mus:settings:set', 'control', takes<Settings>(), answers<Result<null>>()),
  /** main → every window: the settings after a change (the display follows the control's language). */
  settings: push('mus:settings', sends<Settings>()),
  /** renderer → main: the attached monitors. Control window only. */
  listDisplays: invoke('mus:displays:list', 'control', nothing, answers<Result<DisplayInfo[]>>()),
  /** renderer → main: open (or move) the room display window. Control window only. */
  openDisplay: invoke('mus:display:open', 'control', takes<OpenDisplayRequest>(), answers<Result<null>>()),
  /**
   * renderer → main: the start-up notices (recovery warnings when no match could be resumed: a
   * damaged or locked match, a data folder that cannot be written). Control window only; absent in
   * a browser or a display window, which have none.
   */
  getNotices: invoke('mus:notices:get', 'control', nothing, answers<Result<EngineError[]>>(), { optional: true }),
} as const;

/** IPC channel names (derived from {@link TABLE_BRIDGE}). */
export const CHANNELS = channelNames(TABLE_BRIDGE);

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

/** The table's invoke channels: request → reply, the one type main's handlers and the preload are checked against. */
export type TableChannels = WireOf<typeof TABLE_BRIDGE>;

/** What main pushes to every window on the table's push channels. */
export type TableEvents = EventsOf<typeof TABLE_BRIDGE>;

/**
 * The one interface the renderer uses. Two implementations: the Electron preload
 * (`src-main/electron/preload.ts`, via contextBridge as `window.mus`) and the browser one
 * (`src-renderer/bridge/web-bridge.ts`, the engine in the page). A display-only window gets the
 * same interface; its mutating calls answer `bridge/read-only`.
 */
export interface MusBridge extends BridgeOf<typeof TABLE_BRIDGE> {
  readonly kind: 'electron' | 'web';
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
