/** The `settle -` line splitter cuts standard input's pieces into the same lines as `readline` did. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { lineSplitter } from '../../../src-main/cli/line-splitter.js';

async function byReadline(pieces: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const l of createInterface({ input: Readable.from(pieces.filter((p) => p.length > 0)), crlfDelay: Infinity })) out.push(l);
  return out;
}

function bySplitter(pieces: string[]): string[] {
  const out: string[] = [];
  const sp = lineSplitter((l) => out.push(l));
  for (const p of pieces) sp.push(p);
  sp.end();
  return out;
}

describe('lineSplitter', () => {
  it('cuts at \\n, \\r\\n and a lone \\r, a \\r\\n split between two pieces counted once', () => {
    expect(bySplitter(['a\r', '\nb\rc\n\nd'])).toEqual(['a', 'b', 'c', '', 'd']);
    expect(bySplitter(['x\n'])).toEqual(['x']);
  });

  it('gives the same lines as readline (crlfDelay: Infinity) for any pieces', async () => {
    const piece = fc.array(fc.constantFrom('a', 'b', ' ', '\n', '\r', '\r\n', '{}'), { maxLength: 8 }).map((xs) => xs.join(''));
    await fc.assert(fc.asyncProperty(fc.array(piece, { maxLength: 6 }), async (pieces) => {
      expect(bySplitter(pieces)).toEqual(await byReadline(pieces));
    }), { numRuns: 500 });
  });
});
