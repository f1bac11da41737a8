/**
 * The file `mus hub` writes when a table's match is won (`<hub folder>/matches/rR-tT.mus-match.json`):
 * the match the hub holds for the table (its copy of the table's journal, folded and replayed), as
 * the library exports a match (`exportRecord`: the finished deals, a `mus-match/1` file `mus check`
 * and `mus tournament result --match` accept).
 */
import { foldJournal, type JournalRecord } from '../../shared/session/journal-records.js';
import { replayLog } from '../../shared/match/live.js';
import { exportRecord, formatMatchFile, type LeftOutDeal } from '../../shared/library/match-file.js';

/**
 * The text of the match a journal holds, and the deal in progress it left out (none once the match
 * is won, when the hub writes it).
 * @returns null when the journal has no setup yet or does not replay (nothing to write).
 */
export function heldMatchFile(records: readonly JournalRecord[]): { text: string; leftOut: LeftOutDeal | null } | null {
  const held = foldJournal(records);
  if (!held.setup) return null;
  const m = replayLog(held.setup, held.log);
  if (!m.ok) return null;
  const { record, leftOut } = exportRecord(m.value, held.created);
  return { text: formatMatchFile(record), leftOut };
}
