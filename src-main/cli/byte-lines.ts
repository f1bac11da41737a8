/**
 * Standard input's bytes cut into lines for `settle -`, each line held to the file gate's first two
 * rules before it is decoded (docs/formats.md, "Reading a file: one gate for every reader"):
 * - strict UTF-8: a line with an invalid byte sequence is refused (`format/bad-utf8`, with the byte
 *   offset in the line), never read with U+FFFD in its place;
 * - size: a line longer than the gate's limit (16 MiB) is refused (`format/too-large`, with its size
 *   in the English message and as data, `params.bytes` and `params.limit`, for the line in a person's
 *   language: `read-texts.ts` `lineTooLong`) and its bytes are counted, not kept, so a stream with no line break never fills the memory.
 * Lines are cut as {@link lineSplitter} cuts them (`\n`, `\r\n`, a lone `\r`) and numbered by it: a
 * refused line has its number like any other, and the lines after it are read on.
 *
 * The common case costs one native check per piece: the bytes up to the piece's last line break are
 * checked at once (`isUtf8`) and decoded in one go; only a piece that fails is walked line by line.
 */
import { isUtf8 } from 'node:buffer';
import { decodeUtf8, INPUT_LIMITS, type GateProblem } from '../../shared/format/input-gate.js';
import { lineSplitter } from './line-splitter.js';

/** Pieces of standard input in, lines out. */
export interface ByteLines {
  /** Feeds the next piece: bytes (checked), or text already decoded (a test's input: taken as it is). */
  push(piece: Uint8Array | string): void;
  /** The input has ended: the last line, if it is not empty. */
  end(): void;
}

const LF = 10;
const CR = 13;
const isBreak = (c: number | undefined) => c === LF || c === CR;

/** The text of UTF-8 bytes, without a copy (a leading BOM kept, as a decoded stream keeps it). */
const textOf = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('utf8');

/** The index of the last line break in `b`, or -1. */
const lastBreak = (b: Uint8Array) => Math.max(b.lastIndexOf(LF), b.lastIndexOf(CR));

/** The index of the first line break in `b`, or -1. */
function firstBreak(b: Uint8Array): number {
  const lf = b.indexOf(LF);
  const cr = b.indexOf(CR);
  return lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
}

/**
 * Lines of bytes: `onLine` gets each line's text, `onRefused` the gate's problem of a line that is not
 * UTF-8 or is too long (path `$`, the line being the document), both in the order of the lines.
 * @param maxBytes the longest line kept, in bytes (default the gate's 16 MiB).
 */
export function byteLines(onLine: (line: string) => void, onRefused: (p: GateProblem) => void, maxBytes: number = INPUT_LIMITS.bytes): ByteLines {
  let refusal: GateProblem | null = null; // the next line the splitter gives is refused for this
  const lines = lineSplitter((l) => {
    if (refusal === null) { onLine(l); return; }
    const p = refusal;
    refusal = null;
    onRefused(p);
  });
  let parts: Uint8Array[] = []; // the bytes of the line under way, before its break
  let size = 0; // their length
  let over = 0; // > 0: the line under way is too long; its bytes so far (counted, not kept)

  /** A line too long: numbered by the splitter through a stand-in with the same break. */
  const tooLong = (bytes: number, brk: string) => {
    refusal = { path: '$', code: 'format/too-large', message: `$: the line has ${bytes} bytes (at most ${maxBytes}); a deal record is a few kB`, params: { bytes, limit: maxBytes } };
    lines.push(`-${brk}`);
  };
  /** One line and its break (none at the end of the input). */
  const oneLine = (b: Uint8Array) => {
    if (!isUtf8(b)) {
      const d = decodeUtf8(isBreak(b[b.length - 1]) ? b.subarray(0, b.length - 1) : b, { bytes: Infinity, depth: 0 });
      refusal = d.ok ? null : d.error;
    }
    lines.push(textOf(b));
  };
  /** Whole lines, each with its break: at once when they cannot hold a line too long and are UTF-8, else one by one. */
  const whole = (b: Uint8Array) => {
    if (b.length <= maxBytes && isUtf8(b)) { lines.push(textOf(b)); return; }
    let from = 0;
    for (let i = 0; i < b.length; i++) {
      if (!isBreak(b[i])) continue;
      if (i - from > maxBytes) tooLong(i - from, b[i] === CR ? '\r' : '\n');
      else oneLine(b.subarray(from, i + 1));
      from = i + 1;
    }
  };
  /** Keeps the start of a line that has no break yet (or counts it, when too long). */
  const keep = (b: Uint8Array) => {
    if (b.length === 0) return;
    size += b.length;
    if (size > maxBytes) { over = size; parts = []; size = 0; return; }
    parts.push(b);
  };
  const joined = (tail: Uint8Array) => {
    if (parts.length === 0) return tail;
    const all = Buffer.concat([...parts, tail]);
    parts = [];
    size = 0;
    return all;
  };

  return {
    push(piece) {
      if (typeof piece === 'string') { lines.push(piece); return; }
      let b = piece;
      if (over > 0) {
        const i = firstBreak(b);
        if (i === -1) { over += b.length; return; }
        const brk = b[i];
        tooLong(over + i, brk === CR ? '\r' : '\n');
        over = 0;
        b = b.subarray(i + 1);
      }
      const cut = lastBreak(b);
      if (cut === -1) { keep(b); return; }
      whole(joined(b.subarray(0, cut + 1)));
      keep(b.subarray(cut + 1));
    },
    end() {
      if (over > 0) tooLong(over, '');
      else if (parts.length > 0) oneLine(joined(new Uint8Array(0)));
      over = 0;
      lines.end();
    },
  };
}
