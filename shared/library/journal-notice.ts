/**
 * What reading a match's journal found (a torn last line repaired, a stale lock taken over, a
 * record not applied…), as a code and its parameters — numbers and ids, no sentence — so that a
 * screen words it in its own language (the judge's header: `src-renderer/judge/judge-meta.ts`).
 * The journal keeps its English text for its log and the command line (`OpenedJournal.warnings`).
 */
import type { ErrorCode } from '../errors/index.js';

/** One finding of a journal's reading. `params` as the code's text names them (`line`, `pid`…). */
export interface JournalNotice {
  /** `journal/torn-tail`, `journal/duplicate-line`, `journal/taken-over`, `journal/id-mismatch`, or a problem's code (`journal/bad-checksum`…). */
  code: ErrorCode;
  params?: Record<string, string | number>;
}
