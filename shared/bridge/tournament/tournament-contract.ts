/**
 * The tournament part of the bridge (issue 13): the director's night as the Tournoi screen drives
 * it. One `mus-tournament/1` file is the night in progress; the screen creates it, then appends
 * events to its log (`add-pair`, `withdraw`, `pair-round`, `result`, `annul-result`, `reinstate`, `remove-pair`), each checked by
 * the model (`shared/tournament/reducer.ts`) before it is written. Types only, plus channel names:
 * main (`src-main/electron/tournament/tournament-ipc.ts`), the preload and the browser
 * (`src-renderer/bridge/web-tournament.ts`) share it. The screen folds the file itself
 * (`foldFile`) to show the rounds and the standings.
 */
import type { Result } from '../../types.js';
import type { MatchSetup } from '../../match/live.js';
import type { TournamentEvent, TournamentFile, TournamentSettings } from '../../tournament/types.js';
import type { JudgeMatch } from '../library/library-contract.js';

/** IPC channel names of the tournament (`invoke`, each answered with a {@link Result}, and one push channel; control window only). */
export const TOURNAMENT_CHANNELS = {
  /** nothing → the night in progress, or null when there is none. */
  get: 'mus:tournament:get',
  /** {@link TournamentSettings} → the new night's file. A night in progress is put aside first (kept, never deleted). */
  create: 'mus:tournament:create',
  /** `{event}` → the file with the event appended, or the model's refusal (`tournament/…`) with the file unchanged. */
  apply: 'mus:tournament:apply',
  /** nothing → null: the night in progress is put aside (kept in the archive), the screen shows "create". */
  close: 'mus:tournament:close',
  /** `{port?}` → {@link HubView}: starts the tournament hub on the LAN (src-main/hub/) with the night's pairings. Electron only. */
  hubStart: 'mus:tournament:hub-start',
  /** nothing → null: stops the hub (its folder is kept: a restart resumes it). */
  hubStop: 'mus:tournament:hub-stop',
  /** nothing → {@link HubView}, or null when the hub is not running. */
  hubState: 'mus:tournament:hub-state',
  /** `{round, table}` → {@link HubView}: the director unlocks a table's join code, locked after too many wrong codes were tried. */
  hubUnlock: 'mus:tournament:hub-unlock',
  /** `{url, code}` → {@link JoinedTable}: a table joins a hub with its code (the pairing's teams, players and locked rules, for a new match). Electron only. */
  join: 'mus:tournament:join',
  /** `{round, table}` → the night's file with the hub's finished match of that table entered as its result (source `match`, replayed). */
  hubResult: 'mus:tournament:hub-result',
  /** nothing → {@link TableLinkView} of the match being played, or null when it is not a tournament's. */
  link: 'mus:tournament:link',
  /** `{round, table}` → the hub's copy of that table's match for the judge's view ({@link JudgeMatch}, read-only: corrections are made at the table). */
  hubJudge: 'mus:tournament:hub-judge',
  /** main → the control window: the running hub's {@link HubView} after a change (a table ships records, a result is entered, a code locks, the hub starts or stops: null). */
  hub: 'mus:tournament:hub',
} as const satisfies Record<string, keyof TournamentChannels | keyof TournamentEvents>;

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
  /** Warnings of the hub folder (torn tails cut, damaged copies), and won matches that could not be entered as results. */
  warnings: string[];
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
  /** The last refusal or network error (the hub's or the system's words). */
  error: string | null;
}

/** The tournament part of the bridge (`bridge.tournament`). Replies are data, never exceptions. */
export interface TournamentBridge {
  get(): Promise<Result<TournamentFile | null>>;
  create(settings: TournamentSettings): Promise<Result<TournamentFile>>;
  apply(event: TournamentEvent): Promise<Result<TournamentFile>>;
  close(): Promise<Result<null>>;
  /** Whether this app can run the hub (Electron: yes; a browser page: no, `share/unavailable`). */
  readonly hubAvailable: boolean;
  hubStart(port?: number): Promise<Result<HubView>>;
  hubStop(): Promise<Result<null>>;
  hubState(): Promise<Result<HubView | null>>;
  /** Unlocks a table's join code (locked after too many wrong codes were tried). */
  hubUnlock(round: number, table: number): Promise<Result<HubView>>;
  /** A table joins the hub at `url` (`http://192.168.1.20:8750`) with its code (`ABC-DEF`, however typed). */
  join(url: string, code: string): Promise<Result<JoinedTable>>;
  /** Enters the match the hub holds for a table (finished) as that table's result. */
  hubResult(round: number, table: number): Promise<Result<TournamentFile>>;
  /** How the match being played reaches the hub (null: not a tournament's match, or a browser page). */
  link(): Promise<Result<TableLinkView | null>>;
  /** The match the hub holds for a table, live or finished, for the judge's view (read-only). */
  hubJudge(round: number, table: number): Promise<Result<JudgeMatch>>;
  /**
   * Listens to the hub's view main pushes after each change (null: the hub stopped), instead of
   * asking `hubState` again and again. A browser page has no hub: nothing is ever pushed there.
   * @returns the function that stops listening.
   */
  onHub(cb: (view: HubView | null) => void): () => void;
}

/** The tournament's invoke channels ({@link TOURNAMENT_CHANNELS}): request → reply. */
export type TournamentChannels = {
  'mus:tournament:get': (req: void) => Result<TournamentFile | null>;
  'mus:tournament:create': (req: TournamentSettings) => Result<TournamentFile>;
  'mus:tournament:apply': (req: { event: TournamentEvent }) => Result<TournamentFile>;
  'mus:tournament:close': (req: void) => Result<null>;
  'mus:tournament:hub-start': (req: { port?: number }) => Result<HubView>;
  'mus:tournament:hub-stop': (req: void) => Result<null>;
  'mus:tournament:hub-state': (req: void) => Result<HubView | null>;
  'mus:tournament:hub-unlock': (req: { round: number; table: number }) => Result<HubView>;
  'mus:tournament:join': (req: { url: string; code: string }) => Result<JoinedTable>;
  'mus:tournament:hub-result': (req: { round: number; table: number }) => Result<TournamentFile>;
  'mus:tournament:link': (req: void) => Result<TableLinkView | null>;
  'mus:tournament:hub-judge': (req: { round: number; table: number }) => Result<JudgeMatch>;
};

/** What main pushes on the tournament's push channel. */
export type TournamentEvents = {
  'mus:tournament:hub': HubView | null;
};

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
