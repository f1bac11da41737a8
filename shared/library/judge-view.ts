/**
 * The judge's view of a match (issue #5), read the same way by the app (journal files,
 * `src-main/library/judge.ts`) and by a browser (the page's journal and stored matches,
 * `shared/library/stored-library.ts`): the corrections a journal records, and a journal or a match
 * being played turned into a {@link JudgeMatch}. The correction record: docs/storage.md, "Judge's
 * corrections".
 */
import type { MatchEntry } from '../index.js';
import type { CorrectionInfo, JudgeMatch } from '../bridge/library/library-contract.js';
import { foldJournal, type JournalRecord } from '../session/journal-records.js';
import type { TableSession } from '../session/table-session.js';
import type { JournalNotice } from './journal-notice.js';

/** A deep copy of plain JSON data (a reply must not alias the match it was read from). */
export const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The corrections journal records hold, in order (one {@link CorrectionInfo} per `correction` record). */
export function correctionsOf(records: readonly JournalRecord[]): CorrectionInfo[] {
  const out: CorrectionInfo[] = [];
  for (const r of records) {
    if (r.t === 'correction') out.push({ from: r.from, entries: r.entries.length, who: r.who, when: r.when, why: r.why });
  }
  return out;
}

/** How a journal was read, for {@link judgeViewOf}. */
export interface JournalReading {
  /** Entries that replay, when the log stops replaying before its end (`journal/replay-failed`); else null. */
  replayed: number | null;
  /** Whether the match cannot be corrected (damaged, in use elsewhere). */
  readOnly: boolean;
  /** Whether it is the match being played. */
  live: boolean;
  /** What the reading of the journal found (warnings, then problems as `code: message`). */
  warnings: string[];
  /** The same as codes and parameters (`JudgeMatch.notices`). */
  notices?: JournalNotice[];
}

/**
 * A journal as the judge's view needs it: the setup and the effective log (the fold of its records:
 * undos, redos and corrections applied; cut to `replayed` entries when the rest no longer replays),
 * the corrections and the undos agreed on the phones in order, and `created` (from the setup record).
 * @returns null when the records hold no setup (the caller says why: the journal's first problem).
 */
export function judgeViewOf(id: string, records: readonly JournalRecord[], how: JournalReading): JudgeMatch | null {
  const f = foldJournal(records);
  if (!f.setup) return null;
  const log: MatchEntry[] = how.replayed !== null && how.replayed < f.log.length ? f.log.slice(0, how.replayed) : f.log;
  return { id, created: f.created || null, setup: f.setup, log, corrections: correctionsOf(records), agreedUndos: f.agreed, readOnly: how.readOnly, live: how.live, warnings: how.warnings, ...(how.notices ? { notices: how.notices } : {}) };
}

/**
 * The match being played as the judge's view needs it: setup and log (copied) from the live
 * session; `created` and the corrections from its journal `records` when they are this match's
 * (else `fallback`). Never read-only: corrections go through the session.
 */
export function liveJudgeView(session: TableSession, records: readonly JournalRecord[] | null, fallback: CorrectionInfo[] = [], warnings: string[] = [], notices?: JournalNotice[]): JudgeMatch {
  const f = records ? foldJournal(records) : null;
  const mine = f !== null && f.id === session.id;
  return {
    id: session.id,
    created: f?.created || null,
    setup: copy(session.match.setup),
    log: copy(session.match.log),
    corrections: mine && records ? correctionsOf(records) : fallback,
    agreedUndos: mine && f ? f.agreed : [],
    readOnly: false,
    live: true,
    warnings,
    ...(notices ? { notices } : {}),
  };
}
