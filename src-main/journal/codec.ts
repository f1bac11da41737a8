/**
 * The on-disk form of a match journal (`mus-journal/1`): one line per record,
 *
 *     <crc32 as 8 lowercase hex digits> <space> <JSON text> <LF>
 *
 * The CRC-32 (IEEE, as in zip/PNG; `node:zlib` `crc32`) covers the UTF-8 bytes of the JSON text.
 * Line 1 is a header `{"format":"mus-journal/1","id":…,"created":…}`; every later line is a
 * {@link JournalRecord} whose `seq` counts from 0. The JSON text never holds a raw LF (JSON escapes
 * it), so LF only ever ends a record. A CR just before the LF (line endings converted to CRLF by
 * a Windows tool) is accepted and not part of the line; new records are written with LF alone.
 * See docs/storage.md.
 *
 * Reading classifies every byte: complete checked lines are kept; an unterminated last line is a
 * torn write (dropped, with a warning); a line that repeats the record line before it byte for byte
 * (the same `seq`: one record written twice) is skipped, with a warning; any other damage stops the
 * valid prefix and makes the file read-only. Parsing never throws.
 */
import { crc32 } from 'node:zlib';
import type { JournalRecord } from '../../shared/session/journal-records.js';
import type { JournalCode } from '../../shared/errors/index.js';
import type { EngineError, Result } from '../../shared/types.js';

/** Format name written in the header line. */
export const JOURNAL_FORMAT = 'mus-journal/1';

/** The header line of a journal. */
export interface JournalHeader {
  format: typeof JOURNAL_FORMAT;
  /** Match id (also the file name without extension). */
  id: string;
  /** ISO-8601 time the journal was created. */
  created: string;
}

/** Codes of {@link JournalProblem}: the reader's codes of `shared/errors/journal.ts`. */
export type JournalProblemCode = Extract<
  JournalCode,
  | 'journal/torn-tail' | 'journal/bad-line' | 'journal/bad-checksum' | 'journal/bad-json'
  | 'journal/bad-header' | 'journal/unknown-format' | 'journal/bad-record' | 'journal/bad-seq'
>;

/** A problem found while reading a journal. `line` counts from 1 (line 1 is the header); `offset` is in bytes from the file start. */
export interface JournalProblem {
  code: JournalProblemCode;
  line: number;
  offset: number;
  /** Bytes of the line (without its LF). */
  length: number;
  /** Human text, starting with "line N (byte B):". */
  message: string;
}

/**
 * A line skipped because it repeats, byte for byte, the record line before it: the same record (the
 * same `seq`) written twice. Applying it once is the match as it was played; nothing is dropped.
 */
export interface JournalDuplicate {
  /** The repeat's line (from 1; line 1 is the header) and byte offset from the file start. */
  line: number;
  offset: number;
  /** The line it repeats (the record as first written). */
  of: number;
  /** The record's `seq`. */
  seq: number;
  /** Human text, starting with "line N (byte B):". */
  message: string;
}

/** What a journal's bytes hold. */
export interface ParsedJournal {
  header: JournalHeader | null;
  /** Records of the valid prefix, in order (`records[i].seq === i`). */
  records: JournalRecord[];
  /** Byte length of the valid prefix (header and records, with their LFs): where the next record goes. */
  validBytes: number;
  /** Total bytes read. */
  totalBytes: number;
  /**
   * `ok`: every byte belongs to a valid line. `torn-tail`: only an unterminated last line is bad (a
   * write cut by a crash); safe to truncate to `validBytes` and go on. `corrupt`: damage elsewhere
   * (see `problems`); open read-only. `empty`: no complete line at all (a journal cut while being
   * created): nothing was ever acknowledged.
   */
  status: 'ok' | 'torn-tail' | 'corrupt' | 'empty';
  /** The torn tail dropped, if any (a warning). */
  torn: JournalProblem | null;
  /** Lines skipped as byte-for-byte repeats of the record line before them (warnings; they stay in the file, inside `validBytes`). */
  duplicates: JournalDuplicate[];
  /** Problems that make the file corrupt, first one first (at most {@link MAX_PROBLEMS}). */
  problems: JournalProblem[];
  /** Complete lines after the first problem, not applied. */
  linesIgnored: number;
}

/** At most this many problems are listed. */
export const MAX_PROBLEMS = 20;

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const HEX = /^[0-9a-f]{8}$/;

/** Encodes one line (header or record), LF included. */
export function encodeLine(value: JournalHeader | JournalRecord): Buffer {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const line = Buffer.allocUnsafe(json.length + 10);
  line.write(crc32(json).toString(16).padStart(8, '0'), 0, 'latin1');
  line[8] = SPACE;
  json.copy(line, 9);
  line[line.length - 1] = LF;
  return line;
}

/** A short printable preview of bytes, for reports (non-printable bytes as `\xNN`). */
export function preview(bytes: Uint8Array, max = 60): string {
  const s = Buffer.from(bytes.subarray(0, max)).toString('latin1').replace(/[^\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return bytes.length > max ? `${s}…` : s;
}

/** Why a line does not decode: an error with one of the reader's codes. */
type LineError = EngineError & { code: JournalProblemCode };

/** Checks the checksum and parses the JSON of one line (without its LF). */
function decodeLine(line: Buffer): Result<unknown, LineError> {
  if (line.length < 10 || line[8] !== SPACE) return { ok: false, error: { code: 'journal/bad-line', message: `not a journal line: ${JSON.stringify(preview(line))}`  } };
  const hex = line.toString('latin1', 0, 8);
  if (!HEX.test(hex)) return { ok: false, error: { code: 'journal/bad-line', message: `no checksum at the start of the line: ${JSON.stringify(preview(line))}`  } };
  const body = line.subarray(9);
  const actual = crc32(body);
  if (actual !== parseInt(hex, 16)) {
    return { ok: false, error: { code: 'journal/bad-checksum', message: `checksum ${hex} does not match the line (computed ${actual.toString(16).padStart(8, '0')}): its bytes were changed`  } };
  }
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch (e) {
    return { ok: false, error: { code: 'journal/bad-json', message: `checksum matches but the JSON does not parse: ${(e as Error).message}`  } };
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isEntry = (e: unknown): boolean => isObj(e) && (e.type === 'action' ? isObj(e.action) : e.type === 'hands' && Array.isArray(e.hands));

/**
 * Why a value is not a journal record of the kinds this app writes (as `seq`-th record), or null
 * when it is. Checks the shape only; whether the entries apply is the engine's business.
 */
export function recordShapeProblem(v: unknown, seq: number): string | null {
  if (!isObj(v)) return 'a record is a JSON object';
  if (v.seq !== seq) return `seq is ${JSON.stringify(v.seq)}, expected ${seq} (a record is missing, doubled or out of order)`;
  if (seq === 0 && v.t !== 'setup') return `the first record must be the setup, found ${JSON.stringify(v.t)}`;
  switch (v.t) {
    case 'setup': {
      if (seq !== 0) return 'a setup record appears after the start of the journal';
      const s = v.setup;
      if (!isObj(s) || !isObj(s.teams) || !isStr(s.teams.A) || !isStr(s.teams.B) || !Array.isArray(s.players) || !s.players.every(isStr)
        || typeof s.esku !== 'number' || !(isStr(s.rules) || isObj(s.rules))) return 'setup: teams, players, esku and rules are needed';
      if (!isStr(v.id) || !isStr(v.created)) return 'setup: id and created are needed';
      return null;
    }
    case 'entry':
      return isEntry(v.entry) ? null : 'entry: {type: "action", action} or {type: "hands", hands} is needed';
    case 'undo':
    case 'redo':
      return null;
    case 'correction':
      if (!Number.isInteger(v.from) || (v.from as number) < 0) return 'correction.from: a whole number ≥ 0 is needed';
      if (!Array.isArray(v.entries) || !v.entries.every(isEntry)) return 'correction.entries: a list of entries is needed';
      if (!isStr(v.who) || !isStr(v.when) || !isStr(v.why)) return 'correction: who, when and why are needed';
      return null;
    default:
      return `unknown record type ${JSON.stringify(v.t)}`;
  }
}

function headerProblem(v: unknown): { code: JournalProblemCode; message: string } | null {
  if (!isObj(v)) return { code: 'journal/bad-header', message: 'the first line is not a journal header' };
  if (v.format !== JOURNAL_FORMAT) {
    return isStr(v.format) && v.format.startsWith('mus-journal/')
      ? { code: 'journal/unknown-format', message: `format ${JSON.stringify(v.format)} was written by a newer app; this app reads ${JOURNAL_FORMAT}` }
      : { code: 'journal/bad-header', message: `the first line is not a ${JOURNAL_FORMAT} header` };
  }
  if (!isStr(v.id) || !isStr(v.created)) return { code: 'journal/bad-header', message: 'the header lacks id or created' };
  return null;
}

/**
 * Reads a journal's bytes. Pure and total: never throws, whatever the bytes.
 * @param bytes the whole file.
 */
export function parseJournal(input: Uint8Array): ParsedJournal {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const out: ParsedJournal = {
    header: null, records: [], validBytes: 0, totalBytes: bytes.length, status: 'ok', torn: null, duplicates: [], problems: [], linesIgnored: 0,
  };
  let pos = 0;
  let line = 0;
  let broken = false;
  /** The last record line kept: its bytes (LF left out, a CR kept: a repeat is byte for byte) and its line number. */
  let last: { raw: Buffer; line: number } | null = null;
  while (pos < bytes.length) {
    line++;
    const end = bytes.indexOf(LF, pos);
    if (end < 0) {
      const length = bytes.length - pos;
      out.torn = {
        code: 'journal/torn-tail', line, offset: pos, length,
        message: `line ${line} (byte ${pos}): unterminated last record of ${length} bytes dropped (a write cut short by a crash or power loss): ${JSON.stringify(preview(bytes.subarray(pos)))}`,
      };
      break;
    }
    // CRLF (a journal copied through a Windows tool): the CR is not part of the line, and the
    // checksum is verified on the line without it. JSON escapes CR, so a record never ends in one.
    const text = bytes.subarray(pos, end > pos && bytes[end - 1] === CR ? end - 1 : end);
    const d = decodeLine(text);
    let problem: { code: JournalProblemCode; message: string } | null = d.ok ? null : d.error;
    if (broken) {
      out.linesIgnored++;
    } else if (d.ok) {
      if (line === 1) {
        problem = headerProblem(d.value);
        if (!problem) out.header = d.value as JournalHeader;
      } else if (last && bytes.subarray(pos, end).equals(last.raw)) {
        // The record before written twice (a write replayed after a crash): the same bytes, so the
        // same seq and the same record. Applied once, as acknowledged; the line stays in the file.
        const seq = out.records.length - 1;
        out.duplicates.push({
          line, offset: pos, of: last.line, seq,
          message: `line ${line} (byte ${pos}): a byte-for-byte repeat of line ${last.line} (record seq ${seq}), skipped: the record is applied once`,
        });
      } else {
        const why = recordShapeProblem(d.value, out.records.length);
        if (why) problem = { code: why.startsWith('seq ') ? 'journal/bad-seq' : 'journal/bad-record', message: why };
        else {
          out.records.push(d.value as JournalRecord);
          last = { raw: bytes.subarray(pos, end), line };
        }
      }
    }
    if (problem) {
      broken = true;
      if (out.problems.length < MAX_PROBLEMS) {
        out.problems.push({ code: problem.code, line, offset: pos, length: text.length, message: `line ${line} (byte ${pos}): ${problem.message}` });
      }
    } else if (!broken) {
      out.validBytes = end + 1;
    }
    pos = end + 1;
  }
  if (out.problems.length) out.status = 'corrupt';
  else if (!out.header) out.status = 'empty';
  else if (out.torn) out.status = 'torn-tail';
  return out;
}
