/**
 * What a match journal holds: one record per line, appended and flushed before the app
 * acknowledges anything. Folding the records gives back the match log and the redo stack.
 */
import type { MatchEntry, MatchSetup, Seat } from '../index.js';
import type { UndoAgreed } from '../input/commands.js';

/** One journal record. `seq` counts from 0 within a match journal. */
export type JournalRecord =
  | { seq: number; t: 'setup'; setup: MatchSetup; id: string; created: string }
  | { seq: number; t: 'entry'; entry: MatchEntry; source?: string }
  /** `agreed`: an undo agreed on the phones (who asked, who accepted); the fold ignores it. */
  | { seq: number; t: 'undo'; source?: string; agreed?: UndoAgreed }
  | { seq: number; t: 'redo'; source?: string }
  /** A judge's recorded correction: the log from `from` on is replaced (who, when, why). */
  | { seq: number; t: 'correction'; from: number; entries: MatchEntry[]; who: string; when: string; why: string };

/** A record before the journal numbers it. */
export type JournalInput = JournalRecord extends infer R ? (R extends { seq: number } ? Omit<R, 'seq'> : never) : never;

/**
 * An undo agreed on the phones (issue 26), as the journal records it: the entry taken back, where
 * it stood in the log (0-based: `at` entries came before it), the seat that asked and the seat of the
 * other team that accepted.
 */
export interface AgreedUndo {
  at: number;
  entry: MatchEntry;
  asked: Seat;
  accepted: Seat;
}

/** The match log a journal describes. */
export interface FoldedJournal {
  setup: MatchSetup | null;
  id: string | null;
  created: string | null;
  /** Effective entries, after undos, redos and corrections. */
  log: MatchEntry[];
  /** Entries undone and not yet redone (most recent last). */
  redo: MatchEntry[];
  /** The undos agreed on the phones, in order (each still recorded if the entry was redone or corrected since). */
  agreed: AgreedUndo[];
}

/** Folds journal records, in order, into the match log (pure). */
export function foldJournal(records: readonly JournalRecord[]): FoldedJournal {
  const out: FoldedJournal = { setup: null, id: null, created: null, log: [], redo: [], agreed: [] };
  for (const r of records) {
    switch (r.t) {
      case 'setup':
        out.setup = r.setup;
        out.id = r.id;
        out.created = r.created;
        out.log = [];
        out.redo = [];
        out.agreed = [];
        break;
      case 'entry':
        out.log.push(r.entry);
        out.redo = [];
        break;
      case 'undo': {
        const e = out.log.pop();
        if (e) out.redo.push(e);
        if (e && r.agreed) out.agreed.push({ at: out.log.length, entry: e, asked: r.agreed.asked, accepted: r.agreed.accepted });
        break;
      }
      case 'redo': {
        const e = out.redo.pop();
        if (e) out.log.push(e);
        break;
      }
      case 'correction':
        out.log = [...out.log.slice(0, r.from), ...r.entries];
        out.redo = [];
        break;
      default: {
        const never: never = r;
        throw new Error(`unknown journal record ${JSON.stringify(never)}`);
      }
    }
  }
  return out;
}
