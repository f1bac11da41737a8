/**
 * The `who` and `when` of a correction record (docs/formats.md, `mus-journal/1`): who made it, a
 * person's name by the rules of every name of the formats (players, teams: `nameProblem`,
 * shared/format/fields.ts), and when, an ISO 8601 date and time as the app writes it
 * (`Date.toISOString()`, read by the rules of a journal's `created`: `dateTimeProblem`).
 *
 * One check, used where a correction is made (`TableSession.correct`: refused), where a journal is
 * reopened (`TableSession.recover`: kept and flagged, the match depends on it) and where the hub takes
 * a table's records in (`HubState.prepare`: kept and flagged, so a table is never locked out). Pure.
 */
import type { JournalNotice } from '../library/journal-notice.js';
import { dateTimeProblem, nameProblem } from '../format/fields.js';
import type { JournalRecord } from './journal-records.js';

/** Why a correction's `who` or `when` does not check: the field, its code and a sentence naming the value (escaped). */
export interface CorrectionFieldProblem {
  path: 'who' | 'when';
  code: 'judge/bad-who' | 'judge/bad-when';
  /** `who: "Ma\u202eite" holds U+202E, a writing-direction (bidi) control, at character 3: …`. */
  message: string;
}

/**
 * Why a correction's `who` (a name: 1 to 100 characters, not only spaces, no control, bidi-control or
 * lone-surrogate character) or `when` (ISO 8601 date and time, a real day from 1970 to 2199) is
 * refused, or null. `who` is looked at first.
 */
export function correctionFieldsProblem(who: unknown, when: unknown): CorrectionFieldProblem | null {
  const w = nameProblem(who);
  if (w) return { path: 'who', code: 'judge/bad-who', message: `who: ${w.message}` };
  const d = dateTimeProblem(when);
  if (d) return { path: 'when', code: 'judge/bad-when', message: `when: ${d.message}` };
  return null;
}

/** Whether a journal notice's code is one of a flagged correction (`judge/bad-who`, `judge/bad-when`). */
export function isFlaggedCode(code: string): code is CorrectionFieldProblem['code'] {
  return code === 'judge/bad-who' || code === 'judge/bad-when';
}

/** A correction record already written whose `who` or `when` does not check: its `seq` and the problem. */
export interface FlaggedCorrection extends CorrectionFieldProblem {
  seq: number;
}

/** The correction records of `records` whose `who` or `when` does not check, in order (each record once, its first field at fault). */
export function flaggedCorrections(records: readonly JournalRecord[]): FlaggedCorrection[] {
  const out: FlaggedCorrection[] = [];
  for (const r of records) {
    if (r.t !== 'correction') continue;
    const p = correctionFieldsProblem(r.who, r.when);
    if (p) out.push({ seq: r.seq, ...p });
  }
  return out;
}

/**
 * A flagged correction as a journal's notice: the code naming the field, and `seq` (the record),
 * `line` (its line in the journal file: `seq + 2`) and `field`, for a screen to word it.
 */
export function flaggedNotice(f: FlaggedCorrection): JournalNotice {
  return { code: f.code, params: { seq: f.seq, line: f.seq + 2, field: f.path } };
}

/** A flagged correction in English, for a log and the command line: `record 5 (line 7), a correction: who: … (judge/bad-who); kept as written`. */
export function flaggedText(f: FlaggedCorrection): string {
  return `record ${f.seq} (line ${f.seq + 2}), a correction: ${f.message} (${f.code}); kept as written, the match depends on it`;
}
