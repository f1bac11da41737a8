/**
 * The library and judge part of the bridge contract (issue #5): the match library (list, search,
 * delete with confirmation, export, import, club standings) and the judge's view of one match
 * (its log, its recorded corrections, printing a settlement). Types only, plus channel names:
 * main (`library-ipc.ts`), the preload and the browser (`src-renderer/bridge/web-library.ts`) share it.
 */
import type { EngineError, MatchEntry, MatchSetup } from '../../index.js';
import type { MatchSummary } from '../../library/summary.js';
import type { LibraryQuery } from '../../library/search.js';
import type { ClubStandings } from '../../library/club-standings.js';
import type { ImportProblem } from '../../library/import-check.js';
import type { Result } from '../../types.js';

/** IPC channel names of the library (all `invoke`, all answered with a {@link Result}). */
export const LIBRARY_CHANNELS = {
  /** `LibraryQuery` → `MatchSummary[]`. Control window only. */
  list: 'mus:library:list',
  /** `{id}` → `{summary, token}`: the first step of a delete. Control window only. */
  deletion: 'mus:library:deletion',
  /** `{id, token}` → null: delete (to the trash) with the token of {@link LIBRARY_CHANNELS.deletion}. */
  remove: 'mus:library:remove',
  /** `{id}` → {@link ExportedFile}. */
  exportMatch: 'mus:library:export',
  /** `{text, allowDuplicate?}` → {@link ImportReply}. */
  importText: 'mus:library:import',
  /** `{id}` → {@link JudgeMatch}. */
  open: 'mus:library:open',
  /** {@link CorrectionRequest} → {@link JudgeMatch} after the correction. */
  correct: 'mus:library:correct',
  /** `LibraryQuery & {ids?}` → {@link StandingsReply}. */
  standings: 'mus:library:standings',
  /** `{id}` → null: go on playing an unfinished match at the table (it becomes the current match). */
  resume: 'mus:library:resume',
  /** `{title}` → `{path}` of the PDF written (Electron `printToPDF`), or null when cancelled. */
  printPdf: 'mus:library:print-pdf',
} as const satisfies Record<string, keyof LibraryChannels>;

/** A file to save (export, CSV): its suggested name and its text. */
export interface ExportedFile {
  fileName: string;
  text: string;
  /** Things the user should know (a damaged match exported as recovered). */
  warnings: string[];
}

/** Result of an import: the new match, or every problem by JSON path. */
export type ImportReply = { ok: true; id: string; summary: MatchSummary } | { ok: false; problems: ImportProblem[] };

/** A correction a judge recorded: the log from entry `from` on was replaced (never a silent edit). */
export interface CorrectionInfo {
  /** Index in the match log (entries) where the corrected part starts. */
  from: number;
  /** How many entries replaced the old ones from `from` on. */
  entries: number;
  /** Who made it (the judge's name), when (ISO time) and why. */
  who: string;
  when: string;
  why: string;
}

/**
 * One match as the judge's view needs it: the setup and the effective log (after undos, redos and
 * corrections). The view replays `log` prefixes through the engine to show any step.
 */
export interface JudgeMatch {
  id: string;
  created: string | null;
  setup: MatchSetup;
  log: MatchEntry[];
  corrections: CorrectionInfo[];
  /** True when the match cannot be corrected here (damaged journal, in use elsewhere). */
  readOnly: boolean;
  /** True when this is the match being played at the table right now. */
  live: boolean;
  warnings: string[];
}

/**
 * A judge's correction: replace the match log from entry `from` on with `entries` (the corrected
 * copy). Refused as data when the corrected log does not replay (`action/…`, `hands/…` codes).
 */
export interface CorrectionRequest {
  id: string;
  from: number;
  entries: MatchEntry[];
  who: string;
  why: string;
}

/** Club standings (FFMus art. 2) and their CSV text. */
export interface StandingsReply {
  standings: ClubStandings;
  csv: ExportedFile;
}

/** The library part of {@link MusBridge} (`bridge.library`). Replies are data, never exceptions. */
export interface LibraryBridge {
  list(q: LibraryQuery): Promise<Result<MatchSummary[]>>;
  deletion(id: string): Promise<Result<{ summary: MatchSummary; token: string }>>;
  remove(id: string, token: string): Promise<Result<null>>;
  exportMatch(id: string): Promise<Result<ExportedFile>>;
  importText(text: string, allowDuplicate?: boolean): Promise<Result<ImportReply>>;
  open(id: string): Promise<Result<JudgeMatch>>;
  correct(req: CorrectionRequest): Promise<Result<JudgeMatch>>;
  standings(q: LibraryQuery & { ids?: string[] }): Promise<Result<StandingsReply>>;
  /**
   * Makes an unfinished match the one played at the table (the match in progress, if another, is
   * closed: it stays in the library). `library/finished` for a match that is over.
   */
  resume(id: string): Promise<Result<null>>;
  /** Electron: saves the page as PDF (`printToPDF`); the browser: opens its print dialog. */
  printPdf(title: string): Promise<Result<{ path: string } | null>>;
}

/** The library's invoke channels ({@link LIBRARY_CHANNELS}): request → reply. */
export type LibraryChannels = {
  'mus:library:list': (req: LibraryQuery) => Result<MatchSummary[]>;
  'mus:library:deletion': (req: { id: string }) => Result<{ summary: MatchSummary; token: string }>;
  'mus:library:remove': (req: { id: string; token: string }) => Result<null>;
  'mus:library:export': (req: { id: string }) => Result<ExportedFile>;
  'mus:library:import': (req: { text: string; allowDuplicate: boolean }) => Result<ImportReply>;
  'mus:library:open': (req: { id: string }) => Result<JudgeMatch>;
  'mus:library:correct': (req: CorrectionRequest) => Result<JudgeMatch>;
  'mus:library:standings': (req: LibraryQuery & { ids?: string[] }) => Result<StandingsReply>;
  'mus:library:resume': (req: { id: string }) => Result<null>;
  'mus:library:print-pdf': (req: { title: string }) => Result<{ path: string } | null>;
};

/** A library error as data. */
export type LibraryError = EngineError;
