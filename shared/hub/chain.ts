/**
 * A journal's fingerprint, record after record: `chainAfter(chain, record)` folds one record into the
 * fingerprint of the records before it. A table sends the fingerprint of its records `0 … seq−1` with
 * the records it ships from `seq` (`ShipRequest.chain`); the hub compares it with its own: another
 * computer's journal of the same match (the same match id, another history) is told apart at once,
 * whatever record differs. The project's text tag (`textHash`: two FNV-1a hashes of 32 bits) over the records' JSON (not a secret: a
 * table's token already says who may write; this tells two honest histories apart).
 */
import { textHash } from '../text-hash.js';
import type { JournalRecord } from '../session/journal-records.js';

/** The fingerprint of no record (before record 0). */
export const EMPTY_CHAIN = '811c9dc501000193';

/** The fingerprint of the records before `record` and `record` itself: 16 hex digits. */
export function chainAfter(chain: string, record: JournalRecord): string {
  return textHash(`${chain}|${JSON.stringify(record)}`);
}

/**
 * Grows `chains` (the fingerprints before records 0, 1, …: `chains[0]` is {@link EMPTY_CHAIN}) to
 * hold the one before record `seq`, folding in the records not yet folded, and returns it. Each
 * record is folded once over a journal's life.
 */
export function chainBefore(chains: string[], records: readonly JournalRecord[], seq: number): string {
  for (let i = chains.length - 1; i < seq; i++) chains.push(chainAfter(chains[i]!, records[i]!));
  return chains[seq]!;
}
