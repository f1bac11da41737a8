/**
 * `settle -` reads standard input as bytes (`byteLines`): the same lines as the text splitter for
 * any UTF-8 cut anywhere (inside a character, between \r and \n), a line that is not UTF-8 or too
 * long refused with its number while the others are read on.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '../../helpers/property-seed.js';
import { byteLines } from '../../../src-main/cli/byte-lines.js';
import { lineSplitter } from '../../../src-main/cli/line-splitter.js';
import type { GateProblem } from '../../../shared/format/input-gate.js';

type Out = string | { refused: GateProblem['code']; offset?: number; message: string };

function byBytes(pieces: Uint8Array[], maxBytes?: number): Out[] {
  const out: Out[] = [];
  const sp = byteLines((l) => out.push(l), (p) => out.push({ refused: p.code, offset: p.offset, message: p.message }), maxBytes);
  for (const p of pieces) sp.push(p);
  sp.end();
  return out;
}

function byText(text: string): string[] {
  const out: string[] = [];
  const sp = lineSplitter((l) => out.push(l));
  sp.push(text);
  sp.end();
  return out;
}

const bytes = (...xs: (string | number[])[]) => Buffer.concat(xs.map((x) => (typeof x === 'string' ? Buffer.from(x, 'utf8') : Buffer.from(x))));

/** `b` cut at the given offsets. */
const cut = (b: Uint8Array, at: number[]) => {
  const ends = [...new Set(at.map((i) => i % (b.length + 1)))].sort((x, y) => x - y);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const e of [...ends, b.length]) { out.push(b.subarray(from, e)); from = e; }
  return out;
};

describe('byteLines', () => {
  it('gives the lines of the text splitter for UTF-8 cut anywhere, inside a character or a \\r\\n (fast-check, fixed seed)', () => {
    const unit = fc.constantFrom('a', ' ', '\n', '\r', '\r\n', 'ñ', '€', '😀', '\ufeff', '{"x":"é"}');
    fc.assert(fc.property(fc.array(unit, { maxLength: 20 }), fc.array(fc.nat(), { maxLength: 6 }), (units, at) => {
      const text = units.join('');
      expect(byBytes(cut(Buffer.from(text, 'utf8'), at))).toEqual(byText(text));
    }), propertyRuns(31, 1000));
  });

  it('refuses a line that is not UTF-8 with its byte offset in the line, and reads on (never U+FFFD)', () => {
    const input = bytes('{"a":1}\r\n', '{"b":"', [0xc3], '"}\n', [0xff, 0xfe], '{}\r', 'last');
    for (const at of [[], [8], [9], [15], [17], [19], [21]]) {
      const out = byBytes(cut(input, at));
      expect(out, String(at)).toEqual([
        '{"a":1}',
        { refused: 'format/bad-utf8', offset: 6, message: expect.stringContaining('byte offset 6 (c3 22 7d)') },
        { refused: 'format/bad-utf8', offset: 0, message: expect.stringContaining('the mark of a UTF-16 file') },
        'last',
      ]);
      expect(JSON.stringify(out)).not.toContain('\ufffd');
    }
  });

  it('refuses a line longer than the limit by its size, keeps none of it, and reads on', () => {
    const long = 'x'.repeat(50);
    for (const at of [[], [10, 20, 30], [52], [53]]) {
      expect(byBytes(cut(bytes(`${long}\r\n{}\n${long}`), at), 40), String(at)).toEqual([
        { refused: 'format/too-large', message: '$: the line has 50 bytes (at most 40); a deal record is a few kB' },
        '{}',
        { refused: 'format/too-large', message: '$: the line has 50 bytes (at most 40); a deal record is a few kB' },
      ]);
    }
    expect(byBytes([bytes('x'.repeat(40))], 40)).toEqual(['x'.repeat(40)]);
  });

  it('takes text already decoded as it is (a test\'s input)', () => {
    const sp: string[] = [];
    const b = byteLines((l) => sp.push(l), () => { throw new Error('no refusal'); });
    b.push('a\nb');
    b.end();
    expect(sp).toEqual(['a', 'b']);
  });
});
