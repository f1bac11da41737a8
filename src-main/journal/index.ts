/**
 * Match journals: durable, checked, append-only records of every accepted change of a match
 * (docs/storage.md). `JournalWriter` is the `JournalSink` of `TableSession`; `openJournal` recovers.
 */
export { JOURNAL_FORMAT, encodeLine, parseJournal, recordShapeProblem, preview, MAX_PROBLEMS } from './codec.js';
export type { JournalHeader, JournalProblem, JournalProblemCode, ParsedJournal } from './codec.js';
export { JournalWriter, ReadOnlySink, syncDir, MAX_LINE_BYTES } from './journal-writer.js';
export type { SyncMode, WriterOptions } from './journal-writer.js';
export { openJournal } from './open-journal.js';
export type { OpenedJournal, OpenOptions, OpenProblem } from './open-journal.js';
export { acquireLock } from './lock.js';
export type { JournalLock } from './lock.js';
export { JournalError, messageOf } from './errors.js';

export { defaultDataDir, resolveDataDir, libraryPaths, isMatchId, JOURNAL_EXT, APP_FOLDER } from './data-dir.js';
export type { LibraryPaths } from './data-dir.js';
