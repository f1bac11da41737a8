/**
 * The line splitter in front of the bridge, fed hostile bytes directly: lines split across chunks,
 * CR-only, CRLF and LF line ends, overlong lines without a newline (the bytes held stay bounded),
 * NULs and bytes that are not UTF-8, a flood of lines in one chunk.
 */
import { describe, expect, it } from 'vitest';
import { LineReader } from '../../../src-main/serial/line-reader.js';

function reader(maxLine = 80): { r: LineReader; lines: string[]; overlong: () => number } {
  const lines: string[] = [];
  let over = 0;
  const r = new LineReader(maxLine, { line: (l) => lines.push(l), overlong: () => over++ });
  return { r, lines, overlong: () => over };
}

describe('LineReader (hostile bytes)', () => {
  it('a line split across chunks, even byte by byte, comes out whole and once', () => {
    const { r, lines } = reader();
    for (const b of Buffer.from('K 1 SEAT0\r\nK 2 PASS\n')) r.push(Buffer.of(b));
    expect(lines.filter(Boolean)).toEqual(['K 1 SEAT0', 'K 2 PASS']);
    expect(r.midLine).toBe(false);
  });

  it('LF, CRLF and a lone CR all end a line (a keypad sending CR only is read, not taken for one endless line)', () => {
    const { r, lines, overlong } = reader(20);
    r.push(Buffer.from('A\nB\r\nC\rD\r'));
    r.push(Buffer.from('\nE\r'));
    expect(lines.filter(Boolean)).toEqual(['A', 'B', 'C', 'D', 'E']);
    // the empty lines a CRLF leaves are the only extra lines
    expect(lines.filter((l) => l !== '')).toHaveLength(5);
    // forty CR-only lines: none is overlong
    r.push(Buffer.from(Array.from({ length: 40 }, (_, i) => `K ${i + 1} PASS\r`).join('')));
    expect(overlong()).toBe(0);
    expect(lines.filter(Boolean)).toHaveLength(45);
  });

  it('an overlong line without a newline: reported once, the bytes held stay at the cap, the next line is read', () => {
    const { r, lines, overlong } = reader(80);
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    for (let i = 0; i < 160; i++) { // 10 MiB without a newline
      r.push(chunk);
      expect(r.buffered).toBeLessThanOrEqual(81);
    }
    expect(overlong()).toBe(1);
    expect(lines).toEqual([]);
    expect(r.midLine).toBe(true);
    r.push(Buffer.from('tail\nPING\n'));
    expect(lines).toEqual(['PING']);
    expect(overlong()).toBe(1);
    expect(r.buffered).toBe(0);
  });

  it('a line of exactly the cap is taken; one byte more is overlong, with or without its CR', () => {
    const { r, lines, overlong } = reader(10);
    r.push(Buffer.from(`${'x'.repeat(10)}\r\n${'y'.repeat(11)}\n${'z'.repeat(11)}\r\n`));
    expect(lines.filter(Boolean)).toEqual(['x'.repeat(10)]);
    expect(overlong()).toBe(2);
  });

  it('NULs and bytes that are not UTF-8 come through byte for byte (latin1), for the protocol to refuse', () => {
    const { r, lines } = reader();
    r.push(Buffer.from([0x4b, 0x00, 0x31, 0x0a, 0xc3, 0x28, 0xff, 0xfe, 0x0a]));
    expect(lines).toEqual(['K\u00001', '\u00c3(\u00ff\u00fe']);
  });

  it('a flood of 50,000 lines in one chunk: every one, in order', () => {
    const { r, lines } = reader();
    r.push(Buffer.from(Array.from({ length: 50_000 }, (_, i) => `K ${(i % 65535) + 1} D1\r`).join('')));
    expect(lines).toHaveLength(50_000);
    expect(lines[49_999]).toBe('K 50000 D1');
  });
});
