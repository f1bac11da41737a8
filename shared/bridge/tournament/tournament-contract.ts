/**
 * The tournament part of the bridge (issue 13): the director's night as the Tournoi screen drives
 * it. One `mus-tournament/1` file is the night in progress; the screen creates it, then appends
 * events to its log (`add-pair`, `withdraw`, `pair-round`, `result`, `annul-result`), each checked by
 * the model (`shared/tournament/reducer.ts`) before it is written. Types only, plus channel names:
 * main (`src-main/electron/tournament/tournament-ipc.ts`), the preload and the browser
 * (`src-renderer/bridge/web-tournament.ts`) share it. The screen folds the file itself
 * (`foldFile`) to show the rounds and the standings.
 */
import type { Result } from '../../types.js';
import type { TournamentEvent, TournamentFile, TournamentSettings } from '../../tournament/types.js';

/** IPC channel names of the tournament (all `invoke`, all answered with a {@link Result}; control window only). */
export const TOURNAMENT_CHANNELS = {
  /** nothing → the night in progress, or null when there is none. */
  get: 'mus:tournament:get',
  /** {@link TournamentSettings} → the new night's file. A night in progress is put aside first (kept, never deleted). */
  create: 'mus:tournament:create',
  /** `{event}` → the file with the event appended, or the model's refusal (`tournament/…`) with the file unchanged. */
  apply: 'mus:tournament:apply',
  /** nothing → null: the night in progress is put aside (kept in the archive), the screen shows "create". */
  close: 'mus:tournament:close',
} as const satisfies Record<string, keyof TournamentChannels>;

/** The tournament part of the bridge (`bridge.tournament`). Replies are data, never exceptions. */
export interface TournamentBridge {
  get(): Promise<Result<TournamentFile | null>>;
  create(settings: TournamentSettings): Promise<Result<TournamentFile>>;
  apply(event: TournamentEvent): Promise<Result<TournamentFile>>;
  close(): Promise<Result<null>>;
}

/** The tournament's invoke channels ({@link TOURNAMENT_CHANNELS}): request → reply. */
export type TournamentChannels = {
  'mus:tournament:get': (req: void) => Result<TournamentFile | null>;
  'mus:tournament:create': (req: TournamentSettings) => Result<TournamentFile>;
  'mus:tournament:apply': (req: { event: TournamentEvent }) => Result<TournamentFile>;
  'mus:tournament:close': (req: void) => Result<null>;
};

/** A bridge that carries the tournament (Electron's `window.mus`, the browser's web bridge). */
export interface WithTournament {
  readonly tournament: TournamentBridge;
}

/** The tournament bridge of a window's bridge, or null when it has none (the room display). */
export function tournamentOf(bridge: object): TournamentBridge | null {
  const t = (bridge as Partial<WithTournament>).tournament;
  return t && typeof t === 'object' ? t : null;
}
