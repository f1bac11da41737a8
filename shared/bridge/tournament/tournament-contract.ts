/**
 * The tournament part of the bridge (issue 13): the director's night as the Tournoi screen drives
 * it. One `mus-tournament/1` file is the night in progress; the screen creates it, then appends
 * events to its log (`add-pair`, `withdraw`, `pair-round`, `result`, `annul-result`, `reinstate`, `remove-pair`), each checked by
 * the model (`shared/tournament/reducer.ts`) before it is written. Its one declaration, {@link TOURNAMENT_BRIDGE}, and the types:
 * main (`src-main/electron/tournament/tournament-ipc.ts`), the preload and the browser
 * (`src-renderer/bridge/web-tournament.ts`) share it. The screen folds the file itself
 * (`foldFile`) to show the rounds and the standings.
 */
import type { ErrorCode, Result } from '../../types.js';
import type { MatchSetup } from '../../match/live.js';
import type { TournamentEvent, TournamentFile, TournamentSettings } from '../../tournament/types.js';
import type { JudgeMatch } from '../library/library-contract.js';
import type { HubWarning } from '../../hub/hub-warning.js';
import type { FlaggedCorrection } from '../../session/correction-fields.js';
import { answers, channelNames, invoke, nothing, push, sends, takes, type BridgeOf, type EventsOf, type WireOf } from '../bridge-map.js';

const tableRef = (round: number, table: number) => ({ round, table });

/**
 * The tournament's one declaration (`../bridge-map.ts`): every channel answers a {@link Result};
 * control window only. Channel names, wire types, {@link TournamentBridge}, the preload object and
 * main's registration are derived from it.
 */
export const TOURNAMENT_BRIDGE = {
  /** nothing → the night in progress, or null when there is none. */
  get: invoke('mus:tournament:get', 'control', nothing, answers<Result<TournamentFile | null>>()),
  /** {@link TournamentSettings} → the new night's file. A night in progress is put aside first (kept, never deleted). */
  create: invoke('mus:tournament:create', 'control', takes<TournamentSettings>(), answers<Result<TournamentFile>>()),
  /** `{event}` → the file with the event appended, or the model's refusal (`tournament/…`) with the file unchanged. */
  apply: invoke('mus:tournament:apply', 'control', takes<{ event: TournamentEvent }>(), answers<Result<TournamentFile>>(), {
    pack: (event: TournamentEvent) => ({ event }),
  }),
  /** nothing → null: the night in progress is put aside (kept in the archive), the screen shows "create". */
  close: invoke('mus:tournament:close', 'control', nothing, answers<Result<null>>()),
  /** `{port?}` → {@link HubView}: starts the tournament hub on the LAN (src-main/hub/) with the night's pairings. Electron only. */
  hubStart: invoke('mus:tournament:hub-start', 'control', takes<{ port?: number }>(), answers<Result<HubView>>(), {
    pack: (port?: number) => (port === undefined ? {} : { port }),
  }),
  /** nothing → null: stops the hub (its folder is kept: a restart resumes it). */
  hubStop: invoke('mus:tournament:hub-stop', 'control', nothing, answers<Result<null>>()),
  /** nothing → {@link HubView}, or null when the hub is not running. */
  hubState: invoke('mus:tournament:hub-state', 'control', nothing, answers<Result<HubView | null>>()),
  /** `{round, table}` → {@link HubView}: the director unlocks a table's join code, locked after too many wrong codes were tried. */
  hubUnlock: invoke('mus:tournament:hub-unlock', 'control', takes<{ round: number; table: number }>(), answers<Result<HubView>>(), { pack: tableRef }),
  /**
   * `{url, code}` → {@link JoinedTable}: a table joins a hub at `url` (`http://192.168.1.20:8750`)
   * with its code (`ABC-DEF`, however typed): the pairing's teams, players and locked rules, for a new match. Electron only.
   */
  join: invoke('mus:tournament:join', 'control', takes<{ url: string; code: string }>(), answers<Result<JoinedTable>>(), {
    pack: (url: string, code: string) => ({ url, code }),
  }),
  /** `{round, table}` → the night's file with the hub's finished match of that table entered as its result (source `match`, replayed). */
  hubResult: invoke('mus:tournament:hub-result', 'control', takes<{ round: number; table: number }>(), answers<Result<TournamentFile>>(), { pack: tableRef }),
  /** nothing → {@link TableLinkView} of the match being played, or null when it is not a tournament's (or a browser page). */
  link: invoke('mus:tournament:link', 'control', nothing, answers<Result<TableLinkView | null>>()),
  /** `{round, table}` → the hub's copy of that table's match for the judge's view ({@link JudgeMatch}, read-only: corrections are made at the table). */
  hubJudge: invoke('mus:tournament:hub-judge', 'control', takes<{ round: number; table: number }>(), answers<Result<JudgeMatch>>(), { pack: tableRef }),
  /**
   * main → the control window: the running hub's {@link HubView} after a change (a table ships
   * records, a result is entered, a code locks, the hub starts or stops: null). Gives `onHub`: the
   * screen listens instead of asking `hubState` again and again; a browser page has no hub.
   */
  hub: push('mus:tournament:hub', sends<HubView | null>()),
} as const;

/** IPC channel names of the tournament (derived from {@link TOURNAMENT_BRIDGE}). */
export const TOURNAMENT_CHANNELS = channelNames(TOURNAMENT_BRIDGE);

/** A QR code as the screen draws it: a square of `size` modules, the dark modules as one SVG path (stroke). */
export interface QrPath {
  size: number;
  d: string;
}

/** One table's card: its join code (shown `ABC-DEF`), the join address and its QR code. */
export interface HubTableCard {
  round: number;
  table: number;
  code: string;
  joinUrl: string;
  qr: QrPath | null;
  /** Where the table's match stands on the hub: nothing received yet, being played, won. */
  state: 'waiting' | 'playing' | 'finished';
  /**
   * The join code is locked: too many wrong codes were tried on the hub (someone is guessing), and
   * a join with it is refused until the director unlocks it ({@link TournamentBridge.hubUnlock}).
   */
  locked?: boolean;
}

/** The running hub as the organizer's screen shows it: its addresses and the cards of the round shown. */
export interface HubView {
  /** `http://<address>:<port>` for each LAN address of this machine, then the loopback. */
  urls: string[];
  /** The board's address for the room's TV, with the hub's board key (`…/?key=…`): that stream is never evicted by anonymous ones. */
  boardUrl?: string;
  port: number;
  /** The latest round with pairings (0 before round 1). */
  round: number;
  tables: HubTableCard[];
  /**
   * Warnings of the hub folder (torn tails cut, damaged copies), and won matches that could not be
   * entered as results: codes and data by table, worded by the screen in its language.
   */
  warnings: HubWarning[];
  /**
   * Results entered from the hub's won matches since it started (each table's result is entered as
   * soon as its match is won at the table): the screen reloads the night when this grows.
   */
  entered: number;
}

/** What a table gets from the hub with its code: the new match's setup (teams, players by seat, esku, the locked rules). */
export interface JoinedTable {
  tournament: { id: string; name: string };
  round: number;
  table: number;
  setup: MatchSetup;
  /**
   * True when the hub already held this table's match and this machine has it: the match was opened
   * again (no new match to start); shipping goes on from where the hub stands.
   */
  resumed: boolean;
}

/**
 * How the match being played reaches the tournament hub: `syncing` (records on their way),
 * `synced` (the hub holds every record), `offline` (the hub cannot be reached: the table plays on,
 * the records are sent when it comes back), `refused` (the hub refuses them: a wrong token, a match
 * the hub holds otherwise; shipping stopped, the table plays on and its journal keeps everything).
 */
export interface TableLinkView {
  tournament: { id: string; name: string };
  round: number;
  table: number;
  /** The hub's address. */
  url: string;
  state: 'syncing' | 'synced' | 'offline' | 'refused';
  /** Records the hub holds, as last heard (−1 before it answered). */
  have: number;
  /** Records journaled at this table. */
  local: number;
  /** The last refusal or network error, in English (the hub's or the system's words). */
  error: string | null;
  /** Its code (`hub/bad-token`, `hub/unreachable`…): the chip says its sentence in the screen's language. */
  code: ErrorCode | null;
  /** What the refusal is about (`hub/conflict`: the actions the hub holds and this table, the deal that differs…), for that sentence. */
  params?: Readonly<Record<string, string | number>>;
  /**
   * The correction records of this match the hub took in but flagged for the organizer (a `who` or
   * `when` that does not check: `ShipReply.flagged`), each with its `seq`, field and code: the chip
   * names them in the screen's language (`message` is the hub's English words, for a log).
   */
  flagged?: FlaggedCorrection[];
}

/** The tournament part of the bridge (`bridge.tournament`). Replies are data, never exceptions. */
export interface TournamentBridge extends BridgeOf<typeof TOURNAMENT_BRIDGE> {
  /** Whether this app can run the hub (Electron: yes; a browser page: no, `share/unavailable`). */
  readonly hubAvailable: boolean;
}

/** The tournament's invoke channels: request → reply. */
export type TournamentChannels = WireOf<typeof TOURNAMENT_BRIDGE>;

/** What main pushes on the tournament's push channel. */
export type TournamentEvents = EventsOf<typeof TOURNAMENT_BRIDGE>;

/** The hub's port when none is given. */
export const HUB_DEFAULT_PORT = 8750;

/** A bridge that carries the tournament (Electron's `window.mus`, the browser's web bridge). */
export interface WithTournament {
  readonly tournament: TournamentBridge;
}

/** The tournament bridge of a window's bridge, or null when it has none (the room display). */
export function tournamentOf(bridge: object): TournamentBridge | null {
  const t = (bridge as Partial<WithTournament>).tournament;
  return t && typeof t === 'object' ? t : null;
}
