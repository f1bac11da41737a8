/**
 * The journal's on-disk form: checked lines, and what reading makes of every possible cut and of
 * random damage (seeded). Reading never throws, keeps exactly the records before the damage, and
 * says where the damage is (line, byte offset) and what it is.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { encodeLine, parseJournal, JOURNAL_FORMAT } from '../../../src-main/journal/codec.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { fullMatch, tempDir, removeTempDirs, writeJournal } from './helpers.js';
import { mulberry32 } from '../../helpers/prng.js';
import { itemAt } from '../../helpers/item-at.js';

const dir = tempDir();
const path = join(dir, 'j.musj');
writeJournal(path, 45); // 45 entries + 4 undo/redo pairs + setup = 54 records
const bytes = readFileSync(path);
const good = parseJournal(bytes);
/** Byte offset where each line starts (and the file end). */
const starts: number[] = [0];
for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x0a) starts.push(i + 1);
const lineOf = (x: number) => starts.findIndex((s, i) => x >= s && x < itemAt(starts, i + 1));

afterAll(removeTempDirs);

describe('journal lines', () => {
  it('are <crc32 hex> <json> LF, the crc over the JSON bytes', () => {
    const rec: JournalRecord = { seq: 3, t: 'undo', source: 'ui' };
    const line = encodeLine(rec);
    const text = line.toString('utf8');
    expect(text.endsWith('\n')).toBe(true);
    const json = text.slice(9, -1);
    expect(text.slice(0, 9)).toBe(`${crc32(Buffer.from(json)).toString(16).padStart(8, '0')} `);
    expect(JSON.parse(json)).toEqual(rec);
  });

  it('read back a real journal: header, then records numbered from 0', () => {
    expect(good.status).toBe('ok');
    expect(good.header).toEqual({ format: JOURNAL_FORMAT, id: 'm1', created: '2026-11-22T10:00:00.000Z' });
    expect(good.records.length).toBe(54);
    good.records.forEach((r, i) => expect(r.seq).toBe(i));
    expect(good.records[0]).toMatchObject({ t: 'setup', setup: fullMatch.setup });
    expect(good.validBytes).toBe(bytes.length);
  });

  it('a cut at any byte keeps every complete record and drops only the cut one, with a warning', () => {
    for (let cut = 0; cut <= bytes.length; cut++) {
      const p = parseJournal(bytes.subarray(0, cut));
      const complete = starts.filter((s) => s > 0 && s <= cut).length; // complete lines
      const records = Math.max(0, complete - 1);
      expect(p.problems).toEqual([]);
      expect(p.records).toEqual(good.records.slice(0, records));
      expect(p.validBytes).toBe(starts[complete]);
      if (starts.includes(cut)) {
        expect(p.torn).toBeNull();
        expect(p.status).toBe(cut === 0 ? 'empty' : 'ok');
      } else {
        expect(p.torn).toMatchObject({ code: 'journal/torn-tail', line: complete + 1, offset: starts[complete], length: cut - itemAt(starts, complete) });
        expect(p.torn!.message).toContain(`line ${complete + 1} (byte ${starts[complete]})`);
        expect(p.status).toBe(complete === 0 ? 'empty' : 'torn-tail');
      }
    }
  });

  it('any changed byte is found, on its line, and the records before it are kept (2,000 seeded flips)', () => {
    const rng = mulberry32(42);
    for (let n = 0; n < 2000; n++) {
      const x = Math.floor(rng() * bytes.length);
      const b = Buffer.from(bytes);
      b[x] = (itemAt(b, x) + 1 + Math.floor(rng() * 255)) & 0xff; // a different byte
      const p = parseJournal(b);
      const line = lineOf(x);
      const isLastLf = x === bytes.length - 1;
      if (isLastLf && b[x] !== 0x0a) {
        // The final LF gone: the last record reads as unterminated, a torn tail.
        expect(p.status).toBe('torn-tail');
        expect(p.torn!.offset).toBe(starts[line]);
        continue;
      }
      expect(p.status, `flip at ${x}`).toBe('corrupt');
      expect(itemAt(p.problems, 0).line).toBe(line + 1);
      expect(itemAt(p.problems, 0).offset).toBe(starts[line]);
      expect(itemAt(p.problems, 0).message).toMatch(new RegExp(`^line ${line + 1} \\(byte ${starts[line]}\\): `));
      expect(p.records).toEqual(good.records.slice(0, Math.max(0, line - 1)));
      expect(p.validBytes).toBe(starts[line]);
    }
  });

  it('random damage of every kind never throws and never invents a record (1,000 seeded cases)', () => {
    const rng = mulberry32(7);
    const kinds = ['zeros', 'garbage', 'drop-line', 'dup-line', 'swap-lines', 'truncate+garbage', 'insert'] as const;
    const seen = new Set<string>();
    for (let n = 0; n < 1000; n++) {
      const kind = kinds[Math.floor(rng() * kinds.length)];
      let b: Buffer;
      let from: number; // first byte that differs from the good file
      const x = Math.floor(rng() * bytes.length);
      const len = 1 + Math.floor(rng() * 300);
      const L = 1 + Math.floor(rng() * (starts.length - 3));
      switch (kind) {
        case 'zeros': b = Buffer.from(bytes); b.fill(0, x, Math.min(b.length, x + len)); from = x; break;
        case 'garbage': b = Buffer.from(bytes); for (let i = x; i < Math.min(b.length, x + len); i++) b[i] = Math.floor(rng() * 256); from = x; break;
        case 'drop-line': b = Buffer.concat([bytes.subarray(0, starts[L]), bytes.subarray(starts[L + 1])]); from = itemAt(starts, L); break;
        case 'dup-line': b = Buffer.concat([bytes.subarray(0, starts[L + 1]), bytes.subarray(starts[L], starts[L + 1]), bytes.subarray(starts[L + 1])]); from = itemAt(starts, L + 1); break;
        case 'swap-lines': b = Buffer.concat([bytes.subarray(0, starts[L]), bytes.subarray(starts[L + 1], starts[L + 2]), bytes.subarray(starts[L], starts[L + 1]), bytes.subarray(starts[L + 2])]); from = itemAt(starts, L); break;
        case 'truncate+garbage': b = Buffer.concat([bytes.subarray(0, x), Buffer.from(Array.from({ length: len }, () => Math.floor(rng() * 256)))]); from = x; break;
        default: b = Buffer.concat([bytes.subarray(0, x), Buffer.from('{"seq":1,"t":"undo"}\n'), bytes.subarray(x)]); from = x; break;
      }
      let p!: ReturnType<typeof parseJournal>;
      expect(() => { p = parseJournal(b); }).not.toThrow();
      seen.add(`${kind}:${p.status}`);
      // Nothing invented: the records read are a prefix of the real ones...
      expect(p.records).toEqual(good.records.slice(0, p.records.length));
      // ...and every record wholly before the damage is kept.
      const before = starts.filter((s) => s > 0 && s <= from).length - 1;
      expect(p.records.length).toBeGreaterThanOrEqual(Math.max(0, before));
      if (p.status === 'corrupt') {
        expect(itemAt(p.problems, 0).offset).toBeGreaterThanOrEqual(0);
        expect(itemAt(p.problems, 0).message).toMatch(/^line \d+ \(byte \d+\): /);
      }
    }
    // The damage kinds produce both verdicts.
    expect([...seen].some((s) => s.endsWith(':corrupt'))).toBe(true);
    expect([...seen].some((s) => s.endsWith(':torn-tail'))).toBe(true);
  });

  it('names the damage: checksum, not a line, seq out of order, unknown format, unknown record', () => {
    const lines = bytes.toString('latin1').split('\n');
    const swap = Buffer.from([lines[0], lines[2], lines[1], ...lines.slice(3)].join('\n'), 'latin1');
    expect(parseJournal(swap).problems[0]).toMatchObject({ code: 'journal/bad-seq', line: 2 });
    const v2 = Buffer.concat([encodeLine({ format: 'mus-journal/2', id: 'x', created: 'y' } as never), bytes.subarray(starts[1])]);
    expect(parseJournal(v2).problems[0]).toMatchObject({ code: 'journal/unknown-format', line: 1 });
    expect(itemAt(parseJournal(v2).problems, 0).message).toContain('newer app');
    const weird = Buffer.concat([bytes.subarray(0, starts[2]), encodeLine({ seq: 1, t: 'teleport' } as never)]);
    expect(parseJournal(weird).problems[0]).toMatchObject({ code: 'journal/bad-record', line: 3 });
    expect(parseJournal(Buffer.from('hello\n')).problems[0]).toMatchObject({ code: 'journal/bad-line', line: 1, offset: 0 });
    const flipped = Buffer.from(bytes);
    const at = itemAt(starts, 5) + 20;
    flipped[at] = itemAt(flipped, at) ^ 1;
    expect(parseJournal(flipped).problems[0]).toMatchObject({ code: 'journal/bad-checksum', line: 6, offset: starts[5] });
    expect(parseJournal(flipped).linesIgnored).toBe(starts.length - 7);
  });
});

describe('a journal whose line endings were converted to CRLF (hardening)', () => {
  const crlf = Buffer.from(bytes.toString('latin1').replace(/\n/g, '\r\n'), 'latin1');

  it('recovers every record; the CRC is still checked on the line without its CR', () => {
    const p = parseJournal(crlf);
    expect(p.status).toBe('ok');
    expect(p.records).toEqual(good.records);
    expect(p.validBytes).toBe(crlf.length);
    // a changed byte inside a CRLF line is still caught by its checksum
    const bad = Buffer.from(crlf);
    const at = crlf.indexOf('"seq":5') + 6;
    bad[at] = 0x36; // 5 -> 6
    const q = parseJournal(bad);
    expect(q.status).toBe('corrupt');
    expect(itemAt(q.problems, 0).code).toBe('journal/bad-checksum');
    expect(q.records).toHaveLength(5);
  });

  it('opens for writing and goes on after the CRLF lines', async () => {
    const { openJournal } = await import('../../../src-main/journal/open-journal.js');
    const { writeFileSync } = await import('node:fs');
    const f = join(dir, 'crlf.musj');
    writeFileSync(f, crlf);
    const o = openJournal(f, { mode: 'write' });
    expect(o.problems).toEqual([]);
    expect(o.readOnly).toBe(false);
    const ref = openJournal(path, { mode: 'read' });
    expect(o.session!.match.log).toEqual(ref.session!.match.log);
    ref.close();
    o.session!.command({ cmd: 'undo' }, 'keyboard');
    o.close();
    const again = parseJournal(readFileSync(f));
    expect(again.status).toBe('ok');
    expect(again.records).toHaveLength(good.records.length + 1);
  });
});
