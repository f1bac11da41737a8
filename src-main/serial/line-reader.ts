/**
 * Splits the bytes of one serial connection into lines with `@serialport/parser-readline`, with a
 * length cap in front of it: a line longer than the cap (a wrong baud rate often produces long runs
 * without a newline) is dropped whole and reported once, so the parser's buffer stays small.
 * A line ends with `\n`, `\r\n` or a lone `\r` (a keypad or terminal that sends CR only): every CR
 * is taken for a line end, so `\r\n` gives the line and an empty one, which readers ignore.
 * One reader per connection: when the port vanishes the reader is dropped without flushing, so a
 * half-received line is never taken for a whole one.
 */
import { ReadlineParser } from '@serialport/parser-readline';

/** Byte put in place of the rest of an overlong line; a line holding it is discarded silently. */
const CUT = 0x18; // CAN
const CUT_CHAR = '\x18';
const NL = 0x0a;
const CR = 0x0d;

/** Callbacks of a {@link LineReader}. */
export interface LineReaderEvents {
  /** A whole line, without its `\n` or `\r`, decoded byte for byte (latin1). May be empty. */
  line(text: string): void;
  /** A line was longer than the cap and was dropped. */
  overlong(): void;
}

/** Line splitter with a length cap. */
export class LineReader {
  private readonly parser: ReadlineParser;
  /** Bytes received since the last newline. */
  private run = 0;
  private cutting = false;

  constructor(private readonly maxLine: number, private readonly on: LineReaderEvents) {
    this.parser = new ReadlineParser({ delimiter: '\n', encoding: 'latin1' });
    this.parser.on('data', (s: string) => {
      if (s.includes(CUT_CHAR)) return; // overlong line, already reported
      this.on.line(s);
    });
  }

  /** True when part of a line has been received and its newline has not. */
  get midLine(): boolean {
    return this.run > 0;
  }

  /** Bytes held waiting for their line's newline: never more than the cap plus one, however long the line. */
  get buffered(): number {
    return this.parser.buffer.length;
  }

  /** Feeds bytes received from the port. Lines are reported synchronously. */
  push(bytes: Buffer): void {
    const chunk = bytes.includes(CR) ? crToNl(bytes) : bytes;
    let start = 0;
    const out: Buffer[] = [];
    while (start < chunk.length) {
      const nl = chunk.indexOf(NL, start);
      const end = nl === -1 ? chunk.length : nl;
      const len = end - start;
      if (this.cutting) {
        // drop everything up to the newline
      } else if (this.run + len > this.maxLine) {
        const keep = this.maxLine - this.run;
        out.push(chunk.subarray(start, start + keep), Buffer.of(CUT));
        this.cutting = true;
        this.on.overlong();
      } else {
        out.push(chunk.subarray(start, end));
      }
      this.run += len;
      if (nl === -1) break;
      out.push(Buffer.of(NL));
      this.run = 0;
      this.cutting = false;
      start = nl + 1;
    }
    if (out.length) this.parser.write(out.length === 1 ? out[0] : Buffer.concat(out));
  }
}

/** A copy of `bytes` with every CR turned into a LF (one pass: a chunk may hold thousands of lines). */
function crToNl(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  for (let i = out.indexOf(CR); i !== -1; i = out.indexOf(CR, i + 1)) out[i] = NL;
  return out;
}
