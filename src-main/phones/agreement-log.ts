/**
 * The record of undos agreed from phones, beside the match journal (`<id>.musj.phones.jsonl`): one
 * JSON line per agreement — who asked, who accepted, when, the log length taken back from — flushed
 * to disk before the phones are told. The journal itself records the undo (source `phone`).
 */
import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';

/** One agreement. Seats are numbers 0..players-1. */
export interface UndoAgreement {
  t: 'undo-agreed';
  match: string;
  /** Length of the match log before the undo. */
  logLength: number;
  askedBy: number;
  acceptedBy: number;
  when: string;
}

/** Appends one agreement, durably. @throws the I/O error (the undo is then refused). */
export function appendAgreement(path: string, a: UndoAgreement): void {
  const fd = openSync(path, 'a', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(a)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
