/**
 * Mutation testing (issue 16, docs/testing.md): the journal writer's promises that
 * durability.test.ts does not reach — the other flush mode, several records with one flush, short
 * writes, a closed or failed writer, a lost lock, the size limit, reopening after a torn tail, the
 * directory flush where a file system refuses it. Each test names what it kills.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JournalWriter, MAX_LINE_BYTES, NODE_FS, ReadOnlySink, syncDir, type JournalFs } from '../../../src-main/journal/journal-writer.js';
import { encodeLine, JOURNAL_FORMAT, parseJournal, type JournalHeader } from '../../../src-main/journal/codec.js';
import { acquireLock } from '../../../src-main/journal/lock.js';
import type { JournalInput, JournalRecord } from '../../../shared/session/journal-records.js';
import { fullMatch, plan, removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

const HEADER = { format: JOURNAL_FORMAT, id: 'm1', created: '2026-11-22T10:00:00.000Z' } as JournalHeader;
const SETUP: JournalInput = { t: 'setup', setup: fullMatch.setup, id: 'm1', created: '2026-11-22T10:00:00.000Z' };
const entry = (i: number, source = 'test'): JournalInput => ({ t: 'entry', entry: plan[i]!, source });

/** node:fs, with every call noted (and optional faults). */
function spyFs(o: { maxWrite?: number; failDataSyncOnce?: boolean; dirSyncError?: string; openDirFails?: boolean } = {}) {
  const calls: { op: string; fd?: number; path?: string; length?: number; position?: number }[] = [];
  let failNext = o.failDataSyncOnce ?? false;
  const fs: JournalFs = {
    openSync(path, flags) {
      if (o.openDirFails && flags === 'r') throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      const fd = NODE_FS.openSync(path, flags);
      calls.push({ op: 'open', fd, path });
      return fd;
    },
    writeSync(fd, buf, offset, length, position) {
      const n = NODE_FS.writeSync(fd, buf, offset, Math.min(length, o.maxWrite ?? length), position);
      calls.push({ op: 'write', fd, length: n, position });
      return n;
    },
    fdatasyncSync(fd) {
      calls.push({ op: 'fdatasync', fd });
      if (failNext) {
        failNext = false;
        throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
      }
      NODE_FS.fdatasyncSync(fd);
    },
    fsyncSync(fd) {
      calls.push({ op: 'fsync', fd });
      if (o.dirSyncError && calls.find((c) => c.op === 'open' && c.fd === fd)?.path?.endsWith('.musj') === false) {
        throw Object.assign(new Error(o.dirSyncError), { code: o.dirSyncError });
      }
      NODE_FS.fsyncSync(fd);
    },
    ftruncateSync(fd, len) {
      calls.push({ op: 'ftruncate', fd, length: len });
      NODE_FS.ftruncateSync(fd, len);
    },
    closeSync(fd) {
      calls.push({ op: 'close', fd });
      NODE_FS.closeSync(fd);
    },
  };
  return { fs, calls };
}

const seqsIn = (path: string) => parseJournal(readFileSync(path)).records.map((r) => r.seq);
const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
};

describe('journal writer (mutants left by durability.test.ts)', () => {
  it("sync 'fsync' flushes every append with fsync on the journal's descriptor, never fdatasync (kills: the fsync branch off, its mode string emptied)", () => {
    const path = join(tempDir(), 'm1.musj');
    const spy = spyFs();
    const w = JournalWriter.create(path, HEADER, { sync: 'fsync', fs: spy.fs });
    const fd = spy.calls.find((c) => c.op === 'open' && c.path === path)!.fd;
    const before = spy.calls.filter((c) => c.op === 'fsync' && c.fd === fd).length;
    w.append(SETUP);
    expect(spy.calls.filter((c) => c.op === 'fsync' && c.fd === fd).length).toBe(before + 1);
    expect(spy.calls.some((c) => c.op === 'fdatasync')).toBe(false);
    w.close();
  });

  it('appendAll: several records numbered in order, written at the end of the file, one flush (kills: seqs list, next - i, one line for all, the position of a write)', () => {
    const path = join(tempDir(), 'm1.musj');
    const spy = spyFs();
    const w = JournalWriter.create(path, HEADER, { fs: spy.fs });
    expect(w.append(SETUP)).toBe(0);
    const flushes = spy.calls.filter((c) => c.op === 'fdatasync').length;
    expect(w.appendAll([entry(0), entry(1), entry(2)])).toEqual([1, 2, 3]);
    expect(spy.calls.filter((c) => c.op === 'fdatasync').length).toBe(flushes + 1);
    expect(w.nextSeq).toBe(4);
    expect(w.bytes).toBe(statSync(path).size);
    expect(seqsIn(path)).toEqual([0, 1, 2, 3]);
    w.close();
  });

  it('short writes (a file system that takes 7 bytes a call): the writer goes on where the last write stopped (kills: length and position of the rest)', () => {
    const path = join(tempDir(), 'm1.musj');
    const spy = spyFs({ maxWrite: 7 });
    const w = JournalWriter.create(path, HEADER, { fs: spy.fs });
    w.appendAll([SETUP, entry(0), entry(1)]);
    expect(seqsIn(path)).toEqual([0, 1, 2]);
    expect(parseJournal(readFileSync(path)).status).toBe('ok');
    w.close();
  });

  it('a closed writer refuses with journal/closed; close is idempotent (kills: the closed check off)', () => {
    const path = join(tempDir(), 'm1.musj');
    const w = JournalWriter.create(path, HEADER);
    w.close();
    w.close();
    expect(w.writable).toBe(false);
    expect(codeOf(() => w.append(SETUP))).toBe('journal/closed');
  });

  it('a failed flush cuts the file back and flushes the cut; every later record is refused, nothing more written (kills: the cut, the failed check off, writable)', () => {
    const path = join(tempDir(), 'm1.musj');
    const spy = spyFs();
    const w = JournalWriter.create(path, HEADER, { fs: spy.fs });
    w.append(SETUP);
    const size = statSync(path).size;
    expect(w.writable).toBe(true);
    const s2 = spyFs({ failDataSyncOnce: true });
    // same descriptor, a file system that fails the next flush: swap the writer's file operations
    (w as unknown as { fs: JournalFs }).fs = s2.fs;
    expect(codeOf(() => w.append(entry(0)))).toBe('journal/write-failed');
    expect(s2.calls.map((c) => c.op)).toEqual(['write', 'fdatasync', 'ftruncate', 'fsync']);
    expect(s2.calls[2]!.length).toBe(size);
    expect(statSync(path).size).toBe(size);
    expect(w.writable).toBe(false);
    const writes = s2.calls.length;
    expect(codeOf(() => w.append(entry(1)))).toBe('journal/write-failed');
    expect(s2.calls.length).toBe(writes);
    expect(seqsIn(path)).toEqual([0]);
    w.close();
  });

  it('a writer whose lock file no longer holds its token writes nothing (kills: the lock check off)', () => {
    const path = join(tempDir(), 'm1.musj');
    const w = JournalWriter.create(path, HEADER);
    w.append(SETUP);
    const size = statSync(path).size;
    writeFileSync(`${path}.lock`, `${JSON.stringify({ pid: process.pid, start: null, boot: null, token: 'someone-else' })}\n`);
    expect(codeOf(() => w.append(entry(0)))).toBe('journal/lock-lost');
    expect(statSync(path).size).toBe(size);
    expect(w.writable).toBe(false);
    w.close();
  });

  it('a record line of MAX_LINE_BYTES is accepted, one byte more is refused and nothing is written (kills: the limit off, > made >=)', () => {
    const path = join(tempDir(), 'm1.musj');
    const w = JournalWriter.create(path, HEADER, { sync: 'none' });
    w.append(SETUP);
    const lineOf = (k: number) => encodeLine({ seq: 1, ...entry(0, 'x'.repeat(k)) } as JournalRecord).length;
    const k = MAX_LINE_BYTES - lineOf(0);
    expect(lineOf(k)).toBe(MAX_LINE_BYTES);
    const size = statSync(path).size;
    expect(codeOf(() => w.append(entry(0, 'x'.repeat(k + 1))))).toBe('journal/record-too-large');
    expect(statSync(path).size).toBe(size);
    expect(w.append(entry(0, 'x'.repeat(k)))).toBe(1);
    w.close();
  });

  it('create refuses an existing journal (journal/exists) and a missing folder (journal/no-folder), naming the path', () => {
    const dir = tempDir();
    const path = join(dir, 'm1.musj');
    JournalWriter.create(path, HEADER).close();
    expect(codeOf(() => JournalWriter.create(path, HEADER))).toBe('journal/exists');
    const missing = join(dir, 'no', 'm2.musj');
    let err: { code?: string; message?: string } = {};
    try {
      JournalWriter.create(missing, HEADER);
    } catch (e) {
      err = e as typeof err;
    }
    expect(err.code).toBe('journal/no-folder');
    expect(err.message).toContain(missing);
  });

  it('reopen cuts a torn tail, flushes the cut and appends after the valid records; a missing file is journal/write-failed', () => {
    const path = join(tempDir(), 'm1.musj');
    const w = JournalWriter.create(path, HEADER);
    w.appendAll([SETUP, entry(0)]);
    const valid = w.bytes;
    w.close();
    appendFileSync(path, '0badc0de {"seq":2,"t":"ent');
    const spy = spyFs();
    const r = JournalWriter.reopen(path, valid, 2, acquireLock(path), { fs: spy.fs });
    expect(spy.calls.map((c) => c.op)).toEqual(['open', 'ftruncate', 'fsync']);
    expect(statSync(path).size).toBe(valid);
    expect(r.nextSeq).toBe(2);
    expect(r.append(entry(1))).toBe(2);
    r.close();
    expect(seqsIn(path)).toEqual([0, 1, 2]);
    const r2 = JournalWriter.reopen(path, statSync(path).size, 3, acquireLock(path));
    expect(r2.append(entry(2))).toBe(3);
    r2.close();
    expect(codeOf(() => JournalWriter.reopen(join(tempDir(), 'gone.musj'), 0, 0, acquireLock(path)))).toBe('journal/write-failed');
  });

  it('reopen by a writer that never flushes itself (sync none: the hub): a whole journal is left as it is, a torn tail is still cut and flushed; other writers always flush', () => {
    const path = join(tempDir(), 'm2.musj');
    const w = JournalWriter.create(path, HEADER);
    w.appendAll([SETUP, entry(0)]);
    const valid = w.bytes;
    w.close();
    const withStat = () => {
      const spy = spyFs();
      return { ...spy, fs: { ...spy.fs, fstatSync: (fd: number) => (spy.calls.push({ op: 'fstat', fd }), statSync(path)) } };
    };
    const a = withStat();
    JournalWriter.reopen(path, valid, 2, acquireLock(path), { sync: 'none', fs: a.fs }).close();
    expect(a.calls.map((c) => c.op)).toEqual(['open', 'fstat', 'close']);
    const b = withStat();
    JournalWriter.reopen(path, valid, 2, acquireLock(path), { sync: 'fdatasync', fs: b.fs }).close();
    expect(b.calls.map((c) => c.op)).toEqual(['open', 'ftruncate', 'fsync', 'close']);
    const c = spyFs(); // a file system without fstat: cut and flushed, as before
    JournalWriter.reopen(path, valid, 2, acquireLock(path), { sync: 'none', fs: c.fs }).close();
    expect(c.calls.map((x) => x.op)).toEqual(['open', 'ftruncate', 'fsync', 'close']);
    appendFileSync(path, '0badc0de {"seq":2,"t":"ent');
    const d = withStat();
    JournalWriter.reopen(path, valid, 2, acquireLock(path), { sync: 'none', fs: d.fs }).close();
    expect(d.calls.map((x) => x.op)).toEqual(['open', 'fstat', 'ftruncate', 'fsync', 'close']);
    expect(statSync(path).size).toBe(valid);
  });

  it('syncDir: a directory that cannot be opened or flushed (EISDIR, EPERM, EINVAL) is skipped, closed all the same; any other error is thrown', () => {
    const dir = tempDir();
    expect(() => syncDir(dir, spyFs({ openDirFails: true }).fs)).not.toThrow();
    for (const code of ['EISDIR', 'EPERM', 'EINVAL']) {
      const spy = spyFs({ dirSyncError: code });
      expect(() => syncDir(dir, spy.fs), code).not.toThrow();
      expect(spy.calls.map((c) => c.op), code).toEqual(['open', 'fsync', 'close']);
    }
    const spy = spyFs({ dirSyncError: 'EIO' });
    expect(() => syncDir(dir, spy.fs)).toThrow('EIO');
    expect(spy.calls.map((c) => c.op)).toEqual(['open', 'fsync', 'close']);
  });

  it('a read-only sink refuses every record with journal/read-only and its reason', () => {
    const sink = new ReadOnlySink('damaged at line 3');
    let err: { code?: string; message?: string } = {};
    try {
      sink.append();
    } catch (e) {
      err = e as typeof err;
    }
    expect(err.code).toBe('journal/read-only');
    expect(err.message).toContain('damaged at line 3');
  });
});

/** The error a call throws, as { code, message }. */
const errOf = (f: () => unknown): { code?: string; message: string } => {
  try {
    f();
  } catch (e) {
    return e as { code?: string; message: string };
  }
  return { message: '(nothing thrown)' };
};

describe('journal writer: what its errors say, and what it releases', () => {
  it('every refusal names the journal and why (kills: the messages emptied)', () => {
    const dir = tempDir();
    const path = join(dir, 'm1.musj');
    JournalWriter.create(path, HEADER).close();
    expect(errOf(() => JournalWriter.create(path, HEADER)).message).toContain(path);
    expect(errOf(() => JournalWriter.reopen(join(dir, 'gone.musj'), 0, 0, acquireLock(join(dir, 'x.musj')))).message).toContain('gone.musj');
    const closed = JournalWriter.create(join(dir, 'c.musj'), HEADER);
    closed.close();
    expect(errOf(() => closed.append(SETUP)).message).toContain('c.musj');
    // a lost lock: said, and every later refusal says why
    const lost = JournalWriter.create(join(dir, 'l.musj'), HEADER);
    writeFileSync(join(dir, 'l.musj.lock'), `${JSON.stringify({ pid: process.pid, start: null, boot: null, token: 'other' })}\n`);
    expect(errOf(() => lost.append(SETUP)).message).toContain('l.musj');
    expect(errOf(() => lost.append(SETUP)).message).toContain('the lock was lost');
    lost.close();
    // too large: the sizes
    const big = JournalWriter.create(join(dir, 'b.musj'), HEADER, { sync: 'none' });
    expect(errOf(() => big.append(entry(0, 'x'.repeat(MAX_LINE_BYTES)))).message).toContain(`at most ${MAX_LINE_BYTES}`);
    big.close();
    // a failed flush: the cause, then "stopped accepting" with it
    const spy = spyFs({ failDataSyncOnce: true });
    const bad = JournalWriter.create(join(dir, 'f.musj'), HEADER, { fs: spyFs().fs });
    (bad as unknown as { fs: JournalFs }).fs = spy.fs;
    expect(errOf(() => bad.append(SETUP)).message).toContain('EIO');
    expect(errOf(() => bad.append(SETUP)).message).toMatch(/f\.musj.*EIO/);
    bad.close();
  });

  it('create: any other error opening the file is journal/write-failed with the cause (kills: the folder-cause check made always true)', () => {
    const fs: JournalFs = { ...NODE_FS, openSync() { throw Object.assign(new Error('EIO: disk gone'), { code: 'EIO' }); } };
    const path = join(tempDir(), 'm1.musj');
    const e = errOf(() => JournalWriter.create(path, HEADER, { fs }));
    expect(e.code).toBe('journal/write-failed');
    expect(e.message).toContain(path);
    expect(e.message).toContain('disk gone');
  });

  it('create: a header that cannot be flushed closes the file and releases the lock (kills: that catch emptied)', () => {
    const path = join(tempDir(), 'm1.musj');
    const spy = spyFs({ failDataSyncOnce: true });
    expect(errOf(() => JournalWriter.create(path, HEADER, { fs: spy.fs })).code).toBe('journal/write-failed');
    const fd = spy.calls.find((c) => c.op === 'open' && c.path === path)!.fd;
    expect(spy.calls.some((c) => c.op === 'close' && c.fd === fd)).toBe(true);
    // the lock released: the journal can be locked again at once
    expect(() => acquireLock(path).release()).not.toThrow();
  });

  it('create: a journal locked by a live writer is refused and the file it opened is closed (kills: that catch emptied)', () => {
    const path = join(tempDir(), 'm1.musj');
    const held = acquireLock(path);
    const spy = spyFs();
    expect(errOf(() => JournalWriter.create(path, HEADER, { fs: spy.fs })).code).toMatch(/^journal\//);
    const fd = spy.calls.find((c) => c.op === 'open' && c.path === path)!.fd;
    expect(spy.calls.some((c) => c.op === 'close' && c.fd === fd)).toBe(true);
    held.release();
  });

  it('close closes the descriptor, then releases the lock (kills: the close emptied)', () => {
    const path = join(tempDir(), 'm1.musj');
    const spy = spyFs();
    const w = JournalWriter.create(path, HEADER, { fs: spy.fs });
    const fd = spy.calls.find((c) => c.op === 'open' && c.path === path)!.fd;
    w.close();
    expect(spy.calls.filter((c) => c.op === 'close' && c.fd === fd)).toHaveLength(1);
    expect(() => acquireLock(path).release()).not.toThrow();
  });
});

