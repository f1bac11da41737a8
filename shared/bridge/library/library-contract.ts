/**
 * The library and judge part of the bridge contract (issue #5): the match library (list, search,
 * delete with confirmation, export, import, club standings) and the judge's view of one match
 * (its log, its recorded corrections, printing a settlement). Its one declaration, {@link LIBRARY_BRIDGE}, and the types:
 * main (`library-ipc.ts`), the preload and the browser (`src-renderer/bridge/web-library.ts`) share it.
 */
import type { EngineError, MatchEntry, MatchSetup } from '../../index.js';
import type { MatchSummary } from '../../library/summary.js';
import type { LibraryQuery } from '../../library/search.js';
import type { ClubStandings } from '../../library/club-standings.js';
import type { JournalNotice } from '../../library/journal-notice.js';
import type { ImportedMatch } from '../../library/import-check.js';
import type { LeftOutDeal } from '../../library/match-file.js';
import type { ProblemsError } from '../../format/refusal.js';
import type { Result } from '../../types.js';
import type { AgreedUndo } from '../../session/journal-records.js';
import { answers, channelNames, invoke, takes, type BridgeOf, type WireOf } from '../bridge-map.js';

const byId = (id: string) => ({ id });

/**
 * The library's one declaration (`../bridge-map.ts`): every channel is an `invoke` answered with a
 * {@link Result}, control window only. Channel names, wire types, {@link LibraryBridge}, the preload
 * object and main's registration are derived from it.
 */
export const LIBRARY_BRIDGE = {
  /** `LibraryQuery` → `MatchSummary[]`. */
  list: invoke('mus:library:list', 'control', takes<LibraryQuery>(), answers<Result<MatchSummary[]>>()),
  /** `{id}` → `{summary, token}`: the first step of a delete. */
  deletion: invoke('mus:library:deletion', 'control', takes<{ id: string }>(), answers<Result<{ summary: MatchSummary; token: string }>>(), { pack: byId }),
  /** `{id, token}` → null: delete (to the trash) with the token of `deletion`. */
  remove: invoke('mus:library:remove', 'control', takes<{ id: string; token: string }>(), answers<Result<null>>(), {
    pack: (id: string, token: string) => ({ id, token }),
  }),
  /** `{id}` → {@link ExportedFile}. */
  exportMatch: invoke('mus:library:export', 'control', takes<{ id: string }>(), answers<Result<ExportedFile>>(), { pack: byId }),
  /**
   * `{text, allowDuplicate}` → the new match ({@link ImportedMatch}), or the file refused with every
   * problem ({@link ImportRefusal}).
   */
  importText: invoke('mus:library:import', 'control', takes<{ text: string; allowDuplicate: boolean }>(), answers<Result<ImportedMatch, ImportRefusal>>(), {
    pack: (text: string, allowDuplicate?: boolean) => ({ text, allowDuplicate: allowDuplicate === true }),
  }),
  /** `{id}` → {@link JudgeMatch}. */
  open: invoke('mus:library:open', 'control', takes<{ id: string }>(), answers<Result<JudgeMatch>>(), { pack: byId }),
  /** {@link CorrectionRequest} → {@link JudgeMatch} after the correction. */
  correct: invoke('mus:library:correct', 'control', takes<CorrectionRequest>(), answers<Result<JudgeMatch>>()),
  /** `LibraryQuery & {ids?}` → {@link StandingsReply}. */
  standings: invoke('mus:library:standings', 'control', takes<LibraryQuery & { ids?: string[] }>(), answers<Result<StandingsReply>>()),
  /**
   * `{id}` → null: makes an unfinished match the one played at the table (the match in progress,
   * if another, is closed: it stays in the library). `library/finished` for a match that is over.
   */
  resume: invoke('mus:library:resume', 'control', takes<{ id: string }>(), answers<Result<null>>(), { pack: byId }),
  /** `{title}` → `{path}` of the PDF written (Electron `printToPDF`), or null when cancelled; the browser opens its print dialog. */
  printPdf: invoke('mus:library:print-pdf', 'control', takes<{ title: string }>(), answers<Result<{ path: string } | null>>(), {
    pack: (title: string) => ({ title }),
  }),
} as const;

/** IPC channel names of the library (derived from {@link LIBRARY_BRIDGE}). */
export const LIBRARY_CHANNELS = channelNames(LIBRARY_BRIDGE);

/** A file to save (export, CSV): its suggested name and its text. */
export interface ExportedFile {
  fileName: string;
  text: string;
  /** Things the user should know (a damaged match exported as recovered). */
  warnings: string[];
  /** A match export only: the deal in progress it left out (`exportRecord`, docs/storage.md), or null. */
  leftOut?: LeftOutDeal | null;
}

export type { ImportedMatch, ImportReply } from '../../library/import-check.js';

/**
 * Why an import was refused: the file with every problem by JSON path (a {@link ProblemsError}, what
 * the library answers: `hasProblems` tells it), or a refusal before the file was read (a bad payload,
 * a read-only window: an {@link EngineError} without a list).
 */
export type ImportRefusal = ProblemsError | EngineError;

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
  /**
   * The undos agreed on the players' phones (who asked, who accepted, the entry taken back), in
   * order; read from the match's journal (absent for a match kept without its journal: a browser's
   * archive).
   */
  agreedUndos?: AgreedUndo[];
  /** True when the match cannot be corrected here (damaged journal, in use elsewhere). */
  readOnly: boolean;
  /** True when this is the match being played at the table right now. */
  live: boolean;
  /** What the reading of its journal found, in English (as the journal's log says it). */
  warnings: string[];
  /**
   * The same findings as codes and parameters, when the reader gives them (the app's journals): the
   * screen words these in its language, and shows `warnings` only without them.
   */
  notices?: JournalNotice[];
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
export type LibraryBridge = BridgeOf<typeof LIBRARY_BRIDGE>;

/** The library's invoke channels: request → reply. */
export type LibraryChannels = WireOf<typeof LIBRARY_BRIDGE>;

/** A library error as data. */
export type LibraryError = EngineError;
