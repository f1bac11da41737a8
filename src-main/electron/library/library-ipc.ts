/**
 * IPC handlers of the match library and the judge's view (issue #5, {@link LIBRARY_BRIDGE}),
 * registered by `serveBridge`.
 * Every channel is for the control window only (sender check first, then the payload validated and
 * rebuilt by `library-validate.ts`). Replies are data, never exceptions. The match being played
 * (`host.current`) is opened and corrected through its live session (journaled by its own writer,
 * broadcast to every window by the session host); any other match through its library journal.
 */
import type { IpcMainInvokeEvent } from 'electron';
import { standingsCsv } from '../../../shared/library/club-standings.js';
import { correctMatch, liveJudgeMatch, openJudgeMatch } from '../../library/judge.js';
import type { MatchLibrary } from '../../library/library.js';
import type { Result } from '../../../shared/types.js';
import { handle, serveBridge, type IpcMainLike, type SenderGuard } from '../ipc-registrar.js';
import type { CorrectionInfo, ExportedFile, JudgeMatch, StandingsReply } from '../../../shared/bridge/library/library-contract.js';
import { LIBRARY_BRIDGE } from '../../../shared/bridge/library/library-contract.js';
import { checkCorrection, checkIdPayload, checkImport, checkPrint, checkQuery, checkRemove, checkStandings } from '../../../shared/bridge/library/library-validate.js';
import type { SessionHost } from '../../../shared/session/session-host.js';

/** What the library handlers act on. */
export interface LibraryIpcDeps {
  /** The sender check (window ids, the app's page base): every library channel is control-window only. */
  guard: SenderGuard;
  library: MatchLibrary;
  /** Holds the match being played (`host.current`). */
  host: SessionHost;
  /** Saves the sender's page as PDF (`makePrintPdf` in `print-pdf.ts`). */
  printPdf(event: IpcMainInvokeEvent, title: string): Promise<Result<{ path: string } | null>>;
  /**
   * Makes an unfinished library match the one at the table (`bootApp`: the services open its
   * journal to write, the host adopts it). Absent: `library/resume-unavailable`.
   */
  resume?(id: string): Result<null>;
  /** The clock of corrections (`when`); default the system clock. */
  now?: () => Date;
}

/** File name of the club standings CSV. */
export const STANDINGS_CSV = 'club-standings.csv';

/**
 * Registers the library handlers.
 * @returns the function that removes them.
 */
export function registerLibraryIpc(ipc: IpcMainLike, d: LibraryIpcDeps): () => void {
  const now = d.now ?? (() => new Date());
  /** Corrections of live matches that have no journal in the library (played without one). */
  const liveCorrections = new Map<string, CorrectionInfo[]>();
  const live = (id: string) => {
    const s = d.host.current;
    return s && s.id === id ? s : null;
  };

  return serveBridge(ipc, d.guard, LIBRARY_BRIDGE, {
    list: handle(checkQuery, (q) => ({ ok: true, value: d.library.list(q) })),
    deletion: handle(checkIdPayload, ({ id }) => d.library.deletion(id)),
    remove: handle(checkRemove, ({ id, token }): Result<null> => {
      if (live(id)) return { ok: false, error: { code: 'library/in-use', message: `match ${id} is being played at the table: close it before deleting it` } };
      const r = d.library.delete(id, token);
      return r.ok ? { ok: true, value: null } : r;
    }),
    exportMatch: handle(checkIdPayload, ({ id }): Result<ExportedFile> => {
      const r = d.library.exportMatch(id);
      return r.ok ? { ok: true, value: { fileName: `${id}.mus-match.json`, text: r.value.text, warnings: r.value.warnings, leftOut: r.value.leftOut } } : r;
    }),
    importText: handle(checkImport, ({ text, allowDuplicate }) => d.library.importText(text, { allowDuplicate })),
    open: handle(checkIdPayload, ({ id }): Result<JudgeMatch> => {
      const s = live(id);
      if (s) return { ok: true, value: liveJudgeMatch(s, d.library, liveCorrections.get(id)) };
      return openJudgeMatch(d.library, id);
    }),
    correct: handle(checkCorrection, (req): Result<JudgeMatch> => {
      const s = live(req.id);
      if (!s) return correctMatch(d.library, req, now);
      const when = now().toISOString();
      const r = s.correct(req.from, req.entries, { who: req.who, when, why: req.why }, 'judge');
      if (!r.ok) return r;
      const mem = liveCorrections.get(req.id) ?? [];
      mem.push({ from: req.from, entries: req.entries.length, who: req.who, when, why: req.why });
      liveCorrections.set(req.id, mem);
      return { ok: true, value: liveJudgeMatch(s, d.library, mem) };
    }),
    resume: handle(checkIdPayload, ({ id }): Result<null> => {
      if (live(id)) return { ok: true, value: null };
      return d.resume ? d.resume(id) : { ok: false, error: { code: 'library/resume-unavailable', message: 'this app cannot resume matches' } };
    }),
    standings: handle(checkStandings, (q): Result<StandingsReply> => {
      const standings = d.library.standings(q);
      return { ok: true, value: { standings, csv: { fileName: STANDINGS_CSV, text: standingsCsv(standings.rows), warnings: [] } } };
    }),
    printPdf: handle(checkPrint, ({ title }, event) => d.printPdf(event, title)),
  });
}
