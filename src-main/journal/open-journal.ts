/**
 * Opening a match journal: read, check every line, drop a torn tail, rebuild the session with
 * {@link TableSession.recover}. Never throws: whatever the file holds, the caller gets a report that
 * says what was recovered, what was dropped and, when the file is damaged, where (line, byte offset)
 * and what. A damaged journal opens read-only with the match as of its last good record. A line
 * that repeats the record line before it byte for byte (one record written twice) is skipped with a
 * warning naming its line: the journal is not damaged by it and opens to write. A correction record
 * whose `who` or `when` does not check (shared/session/correction-fields.ts) is kept and applied as
 * written, with a warning and a notice naming its record, line and field: it opens to write.
 */
import { readFileSync } from 'node:fs';
import { TableSession, type JournalSink } from '../../shared/session/table-session.js';
import { foldJournal, type JournalInput, type JournalRecord } from '../../shared/session/journal-records.js';
import { parseJournal, type ParsedJournal } from './codec.js';
import { messageOf } from './errors.js';
import type { ErrorCode } from '../../shared/errors/index.js';
import type { JournalNotice } from '../../shared/library/journal-notice.js';
import { acquireLock, type JournalLock } from './lock.js';
import { JournalWriter, ReadOnlySink, type SyncMode } from './journal-writer.js';

/** A problem that keeps a journal read-only or unrecovered. `line`/`offset` locate it in the file when it is about bytes. */
export interface OpenProblem {
  code: ErrorCode;
  message: string;
  line?: number;
  offset?: number;
  /** Numbers the message gives, for a screen to word it (`journal/read-only`: `records`, `line`, `ignored`). */
  params?: Record<string, number>;
}

/** A journal opened for reading or for going on with the match. */
export interface OpenedJournal {
  path: string;
  /** Match id from the header (null when there is no readable header). */
  id: string | null;
  parsed: ParsedJournal;
  /** The match as recovered (the valid prefix), or null when nothing could be recovered. */
  session: TableSession | null;
  /** The sink the session appends to, when open for writing. */
  writer: JournalWriter | null;
  /** True when appends are refused (opened to read, or damaged, or in use elsewhere). */
  readOnly: boolean;
  /** Things dropped or repaired that the user should see (a torn tail, a stale lock), in English (the log's words). */
  warnings: string[];
  /** The same, one for one, as codes and parameters: a screen words them in its language. */
  notices: JournalNotice[];
  /** Why the journal is read-only or not recovered, first one first. Empty when healthy. */
  problems: OpenProblem[];
  /**
   * Puts another sink between the session and the writer (a table that ships to a tournament hub:
   * `ShippingSink`, which appends to the writer first). Only when open for writing. @throws otherwise.
   */
  retarget(wrap: (writer: JournalWriter) => JournalSink): void;
  /** Closes the writer and releases the lock. Idempotent. */
  close(): void;
}

/** Options of {@link openJournal}. */
export interface OpenOptions {
  /** `read`: no lock, no repair, appends refused. `write`: lock, cut a torn tail, append after the valid prefix. */
  mode: 'read' | 'write';
  sync?: SyncMode;
}

/** A sink that forwards to another one, set once the replay succeeded. */
class SwitchSink implements JournalSink {
  constructor(public target: JournalSink) {}
  append(record: JournalInput): void {
    this.target.append(record);
  }
}

const logIndex = (path: string | undefined): number | null => {
  const m = /^log\[(\d+)\]/.exec(path ?? '');
  return m ? Number(m[1]) : null;
};

/**
 * Rebuilds the session from records; when an entry no longer applies (an engine change), rebuilds
 * the match up to that entry instead and says so.
 */
function rebuild(records: readonly JournalRecord[], sink: JournalSink): { session: TableSession | null; problem: OpenProblem | null; flagged: Pick<OpenedJournal, 'warnings' | 'notices'> } {
  const r = TableSession.recover(records, sink);
  const flagged = { warnings: r.warnings, notices: r.notices };
  if (r.session) return { session: r.session, problem: null, flagged };
  const err = r.error!;
  const f = foldJournal(records);
  const at = logIndex(err.path);
  if (!f.setup || !f.id || at === null) {
    return { session: null, problem: { code: err.code === 'journal/no-setup' ? 'journal/no-setup' : 'journal/replay-failed', message: `the match cannot be rebuilt: ${err.message}` }, flagged };
  }
  const synth: JournalRecord[] = [{ seq: 0, t: 'setup', setup: f.setup, id: f.id, created: f.created ?? '' }];
  f.log.slice(0, at).forEach((entry, i) => synth.push({ seq: i + 1, t: 'entry', entry }));
  const again = TableSession.recover(synth, new ReadOnlySink('an entry of its journal no longer applies'));
  return {
    session: again.session,
    problem: { code: 'journal/replay-failed', message: `entry ${at} of the match log no longer applies (${err.code}: ${err.message}); the match is shown up to the entry before it` },
    flagged,
  };
}

/**
 * Opens a journal. Never throws.
 * @param path the `.musj` file.
 */
export function openJournal(path: string, opts: OpenOptions): OpenedJournal {
  const empty = parseJournal(new Uint8Array(0));
  const out: OpenedJournal = {
    path, id: null, parsed: empty, session: null, writer: null, readOnly: true, warnings: [], notices: [], problems: [],
    retarget(wrap) {
      if (!out.writer || !sink) throw new Error(`${path} is not open for writing`);
      sink.target = wrap(out.writer);
    },
    close() {
      out.writer?.close();
      lock?.release();
    },
  };
  let lock: JournalLock | null = null;
  let sink: SwitchSink | null = null;
  try {
    if (opts.mode === 'write') {
      try {
        lock = acquireLock(path);
        if (lock.tookOverFrom !== null) {
          out.warnings.push(`the journal was left open by process ${lock.tookOverFrom}, which ${lock.staleBecause === 'pid reused' ? 'has stopped (its pid now names another process)' : lock.staleBecause === 'rebooted' ? 'ran before the machine restarted' : 'has stopped'}; taken over`);
          const because = lock.staleBecause === 'pid reused' ? 'pidReused' : lock.staleBecause === 'rebooted' ? 'rebooted' : 'stopped';
          out.notices.push({ code: 'journal/taken-over', params: { pid: lock.tookOverFrom, because } });
        }
      } catch (e) {
        out.problems.push({ code: (e as { code?: ErrorCode }).code ?? 'journal/locked', message: messageOf(e) });
      }
    }
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'journal/missing' : 'journal/unreadable';
      out.problems.push({ code, message: `cannot read ${path}: ${messageOf(e)}` });
      out.close();
      return out;
    }
    const parsed = parseJournal(bytes);
    out.parsed = parsed;
    out.id = parsed.header?.id ?? null;
    if (parsed.torn) {
      out.warnings.push(parsed.torn.message);
      out.notices.push({ code: 'journal/torn-tail', params: { line: parsed.torn.line, offset: parsed.torn.offset, length: parsed.torn.length } });
    }
    for (const d of parsed.duplicates) {
      out.warnings.push(d.message);
      out.notices.push({ code: 'journal/duplicate-line', params: { line: d.line, offset: d.offset, of: d.of, seq: d.seq } });
    }
    for (const p of parsed.problems) out.problems.push({ code: p.code, message: p.message, line: p.line, offset: p.offset });
    const [first] = parsed.problems;
    if (first) {
      out.problems.push({
        code: 'journal/read-only',
        message: `${parsed.records.length} records before line ${first.line} are recovered; ${parsed.linesIgnored + 1} lines from there on are not applied; the match opens read-only`,
        params: { records: parsed.records.length, line: first.line, ignored: parsed.linesIgnored + 1 },
      });
    }
    if (parsed.status === 'empty' || (parsed.status !== 'corrupt' && parsed.records.length === 0)) {
      out.problems.push({ code: 'journal/empty', message: 'the journal holds no record: the match was never started (nothing was acknowledged)' });
      out.close();
      return out;
    }
    const setup = parsed.records[0];
    if (setup && setup.t === 'setup' && parsed.header && setup.id !== parsed.header.id) {
      out.warnings.push(`the header names match ${JSON.stringify(parsed.header.id)} but the setup names ${JSON.stringify(setup.id)}`);
      out.notices.push({ code: 'journal/id-mismatch', params: { header: parsed.header.id, setup: setup.id } });
    }
    const why = out.problems[0]?.message ?? 'opened to read';
    sink = new SwitchSink(new ReadOnlySink(why));
    const { session, problem, flagged } = rebuild(parsed.records, sink);
    // a correction whose who or when does not check: kept as written (the match depends on it), said
    out.warnings.push(...flagged.warnings);
    out.notices.push(...flagged.notices);
    out.session = session;
    if (problem) out.problems.push(problem);
    if (opts.mode === 'write' && session && lock && out.problems.length === 0) {
      try {
        const writer = JournalWriter.reopen(path, parsed.validBytes, parsed.records.length, lock, { sync: opts.sync });
        out.writer = writer;
        sink.target = writer;
        out.readOnly = false;
      } catch (e) {
        out.problems.push({ code: (e as { code?: ErrorCode }).code ?? 'journal/write-failed', message: messageOf(e) });
      }
    }
    if (out.readOnly) lock?.release();
  } catch (e) {
    // The engine threw on a record: never let it take the app down.
    out.problems.push({ code: 'journal/unexpected', message: `the journal could not be opened: ${messageOf(e)}` });
    out.session = null;
    out.close();
  }
  return out;
}
