/**
 * A journal met by a hostile disk: a full disk in the middle of a match (a write cut short, then
 * ENOSPC), a flush that fails, a duplicated line (a byte-for-byte repeat skipped; anything else
 * read-only), a line cut in the middle. Nothing acknowledged is
 * lost, the refusal names the cause, and the match goes on once room is made (or, after a failed
 * flush, once the journal is opened again).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TableSession } from '../../../shared/session/table-session.js';
import { encodeLine, JOURNAL_FORMAT, parseJournal } from '../../../src-main/journal/codec.js';
import { JournalWriter, NODE_FS, type JournalFs } from '../../../src-main/journal/journal-writer.js';
import { openJournal } from '../../../src-main/journal/open-journal.js';
import { fullMatch, plan, removeTempDirs, tempDir, writeJournal } from './helpers.js';
import { itemAt } from '../../helpers/item-at.js';

afterAll(removeTempDirs);

/** The real file system, whose disk fills up on demand: a write takes half of what is asked, the next one fails ENOSPC; or the next flush fails EIO. */
function hostileDisk() {
  const state = { full: false, failFlush: false, halfDone: false };
  const fs: JournalFs = {
    ...NODE_FS,
    writeSync(fd, buf, offset, length, position) {
      if (!state.full) return NODE_FS.writeSync(fd, buf, offset, length, position);
      if (!state.halfDone && length > 1) {
        state.halfDone = true;
        return NODE_FS.writeSync(fd, buf, offset, Math.floor(length / 2), position);
      }
      state.halfDone = false;
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
    fdatasyncSync(fd) {
      if (state.failFlush) {
        state.failFlush = false;
        throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
      }
      NODE_FS.fdatasyncSync(fd);
    },
  };
  return { fs, state };
}

function newMatch(name: string) {
  const path = join(tempDir(), name);
  const disk = hostileDisk();
  const w = JournalWriter.create(path, { format: JOURNAL_FORMAT, id: 'd', created: '2026-11-27T10:00:00Z' }, { fs: disk.fs });
  const s = TableSession.create(fullMatch.setup, { id: 'd', created: '2026-11-27T10:00:00Z', journal: w });
  return { path, disk, w, s };
}

describe('a full disk in the middle of a match', () => {
  it('the action is refused naming the cause, the journal is left as it was, and the same action goes through once room is made', () => {
    const { path, disk, w, s } = newMatch('full.musj');
    for (let i = 0; i < 10; i++) expect(s.entry(itemAt(plan, i), 'test').ok).toBe(true);
    const size = statSync(path).size;
    const before = s.match;
    disk.state.full = true;
    for (let tries = 0; tries < 3; tries++) {
      const r = s.entry(itemAt(plan, 10), 'test');
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.code).toBe('journal/write-failed');
      expect(!r.ok && r.error.message).toMatch(/not recorded, so it is not applied.*ENOSPC/);
      expect(s.match).toBe(before);
      expect(statSync(path).size).toBe(size); // the half-written line was cut back
      expect(parseJournal(readFileSync(path)).status).toBe('ok');
    }
    disk.state.full = false;
    expect(s.entry(itemAt(plan, 10), 'test').ok).toBe(true);
    expect(s.entry(itemAt(plan, 11), 'test').ok).toBe(true);
    w.close();
    const again = openJournal(path, { mode: 'read' });
    expect(again.problems).toEqual([]);
    expect(again.session?.match.log).toEqual(plan.slice(0, 12));
    expect(again.parsed.records.map((r) => r.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i));
  });

  it('a failed flush refuses every later record; the journal opened again holds every acknowledged record and goes on', () => {
    const { path, disk, w, s } = newMatch('eio.musj');
    for (let i = 0; i < 5; i++) expect(s.entry(itemAt(plan, i), 'test').ok).toBe(true);
    disk.state.failFlush = true;
    const r = s.entry(itemAt(plan, 5), 'test');
    expect(!r.ok && r.error.code).toBe('journal/write-failed');
    expect(!r.ok && r.error.message).toMatch(/EIO/);
    const later = s.entry(itemAt(plan, 5), 'test');
    expect(!later.ok && later.error.message).toMatch(/stopped accepting records after an I\/O error/);
    w.close();
    const o = openJournal(path, { mode: 'write' });
    expect(o.problems).toEqual([]);
    expect(o.session?.match.log).toEqual(plan.slice(0, 5));
    expect(o.session?.entry(itemAt(plan, 5), 'test').ok).toBe(true);
    o.close();
  });
});

describe('a full disk when a match starts', () => {
  it('the journal cannot be made: refused naming the cause, and no half-made journal is left behind', () => {
    const dir = tempDir();
    const path = join(dir, 'new.musj');
    const disk = hostileDisk();
    disk.state.full = true;
    let error: { code?: string; message?: string } | null = null;
    try {
      JournalWriter.create(path, { format: JOURNAL_FORMAT, id: 'n', created: '2026-11-27T10:00:00Z' }, { fs: disk.fs });
    } catch (e) {
      error = e as { code?: string; message?: string };
    }
    expect(error?.code).toBe('journal/write-failed');
    expect(error?.message).toMatch(/ENOSPC/);
    expect(readdirSync(dir)).toEqual([]); // neither the journal nor its lock
    disk.state.full = false;
    const w = JournalWriter.create(path, { format: JOURNAL_FORMAT, id: 'n', created: '2026-11-27T10:00:00Z' }, { fs: disk.fs });
    w.close();
    expect(parseJournal(readFileSync(path)).header?.id).toBe('n');
  });
});

describe('a damaged journal file', () => {
  const dir = tempDir();
  const original = join(dir, 'orig.musj');
  writeJournal(original, 30);
  const bytes = readFileSync(original);
  const lines = bytes.toString('utf8').split('\n').slice(0, -1);

  it('a line repeated byte for byte (one record written twice): skipped with a warning naming its line, the match opens to write and goes on', () => {
    const at = 12; // line 13, record seq 11
    const dup = [...lines.slice(0, at + 1), itemAt(lines, at), ...lines.slice(at + 1)];
    const p = join(dir, 'dup.musj');
    writeFileSync(p, `${dup.join('\n')}\n`);
    const o = openJournal(p, { mode: 'write' });
    expect(o.problems).toEqual([]);
    expect(o.readOnly).toBe(false);
    const offset = Buffer.byteLength(`${dup.slice(0, at + 1).join('\n')}\n`);
    expect(o.warnings).toEqual([`line ${at + 2} (byte ${offset}): a byte-for-byte repeat of line ${at + 1} (record seq ${at - 1}), skipped: the record is applied once`]);
    expect(o.notices).toEqual([{ code: 'journal/duplicate-line', params: { line: at + 2, offset, of: at + 1, seq: at - 1 } }]);
    // every record once, as written without the repeat: the whole match
    expect(o.parsed.records).toEqual(parseJournal(bytes).records);
    expect(o.session!.match.log).toEqual(plan.slice(0, 30));
    // the match goes on; nothing of the file is dropped (the repeat stays where it was)
    expect(o.session!.entry(itemAt(plan, 30), 'test').ok).toBe(true);
    o.close();
    const after = readFileSync(p);
    expect(after.subarray(0, Buffer.byteLength(`${dup.join('\n')}\n`)).toString('utf8')).toBe(`${dup.join('\n')}\n`);
    const again = openJournal(p, { mode: 'read' });
    expect(again.problems).toEqual([]);
    expect(again.warnings).toHaveLength(1);
    expect(again.session!.match.log).toEqual(plan.slice(0, 31));
    again.close();
  });

  it('a line with the seq of the one before but other bytes (not a repeat): read-only, naming the line and the seq, every record before it kept', () => {
    const at = 12;
    const rec = JSON.parse(itemAt(lines, at).slice(9)) as Record<string, unknown>;
    const { seq, ...rest } = rec;
    const other = encodeLine({ ...rest, seq } as never).toString('utf8').slice(0, -1); // the same record, its keys in another order
    expect(other).not.toBe(itemAt(lines, at));
    const dup = [...lines.slice(0, at + 1), other, ...lines.slice(at + 1)];
    const p = join(dir, 'dup-other.musj');
    writeFileSync(p, `${dup.join('\n')}\n`);
    const o = openJournal(p, { mode: 'write' });
    expect(o.readOnly).toBe(true);
    expect(o.problems[0]).toMatchObject({ code: 'journal/bad-seq', line: at + 2 });
    expect(o.problems[0]?.message).toMatch(new RegExp(`^line ${at + 2} \\(byte \\d+\\): `));
    expect(o.parsed.records).toHaveLength(at);
    expect(o.problems.some((x) => x.code === 'journal/read-only')).toBe(true);
    o.close();
    expect(readFileSync(p).toString('utf8')).toBe(`${dup.join('\n')}\n`); // never written to
  });

  it('only a repeat of the record line just before is skipped: a header repeated, or a record repeated further down, stays read-only', () => {
    const header = [itemAt(lines, 0), ...lines];
    expect(parseJournal(Buffer.from(`${header.join('\n')}\n`)).problems[0]).toMatchObject({ code: 'journal/bad-seq', line: 2 });
    const later = [...lines.slice(0, 14), itemAt(lines, 12), ...lines.slice(14)];
    const q = parseJournal(Buffer.from(`${later.join('\n')}\n`));
    expect(q.duplicates).toEqual([]);
    expect(q.problems[0]).toMatchObject({ code: 'journal/bad-seq', line: 15 });
    const thrice = [...lines.slice(0, 13), itemAt(lines, 12), itemAt(lines, 12), ...lines.slice(13)];
    const r = parseJournal(Buffer.from(`${thrice.join('\n')}\n`));
    expect([r.status, r.duplicates.map((d) => [d.line, d.of, d.seq])]).toEqual(['ok', [[14, 13, 11], [15, 13, 11]]]);
    expect(r.records).toEqual(parseJournal(bytes).records);
  });

  it('a line cut in the middle and the next ones lost (a crash): the torn tail dropped with a warning, the match goes on', () => {
    const p = join(dir, 'cut.musj');
    const end = bytes.length - itemAt(lines, lines.length - 1).length - 1;
    writeFileSync(p, bytes.subarray(0, end + 20));
    const o = openJournal(p, { mode: 'write' });
    expect(o.problems).toEqual([]);
    expect(o.notices.map((n) => n.code)).toEqual(['journal/torn-tail']);
    expect(o.warnings[0]).toMatch(/line \d+ \(byte \d+\)/);
    expect(o.readOnly).toBe(false);
    expect(o.parsed.records).toHaveLength(lines.length - 2);
    o.close();
  });
});
