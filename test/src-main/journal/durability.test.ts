/**
 * Durability a test can see (the journal writer's file operations are injectable, `JournalFs`):
 * - the order of calls: every acknowledged record is written, then `fdatasync`ed on its own
 *   descriptor, and only then acknowledged; a new journal's directory is flushed once it is made;
 * - a power cut: everything written but never flushed is dropped (and a file whose directory entry
 *   was never flushed is gone), then the journal is recovered — no acknowledged record may be lost.
 * A kill (the crash test) cannot tell a flushed record from an unflushed one (the OS still holds
 * it); these can. Each guarantee is also checked against a writer that breaks it, so the checks
 * themselves are seen to work.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { JournalWriter, NODE_FS, type JournalFs } from '../../../src-main/journal/journal-writer.js';
import { JOURNAL_FORMAT, parseJournal, type JournalHeader } from '../../../src-main/journal/codec.js';
import type { JournalInput } from '../../../shared/session/journal-records.js';
import { fullMatch, plan, removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

type Event = { op: string; fd?: number; path?: string; bytes?: number };

/**
 * A file layer over the real one that records every call and keeps what a power cut would keep:
 * for each file, the length reached at its last flush; for each new file, whether its directory
 * was flushed after it was made.
 */
function recordingFs(o: { skipDataSync?: boolean; skipDirSync?: boolean } = {}) {
  const events: Event[] = [];
  const pathOf = new Map<number, string>();
  const written = new Map<string, number>();
  const flushed = new Map<string, number>();
  const created = new Set<string>();
  const dirSynced = new Set<string>();
  const fs: JournalFs = {
    openSync(path, flags) {
      const fd = NODE_FS.openSync(path, flags);
      pathOf.set(fd, path);
      if (flags.includes('x')) created.add(path);
      events.push({ op: 'open', fd, path });
      return fd;
    },
    writeSync(fd, buf, offset, length, position) {
      const n = NODE_FS.writeSync(fd, buf, offset, length, position);
      const p = pathOf.get(fd)!;
      written.set(p, Math.max(written.get(p) ?? 0, position + n));
      events.push({ op: 'write', fd, bytes: n });
      return n;
    },
    fdatasyncSync(fd) {
      events.push({ op: 'fdatasync', fd });
      if (o.skipDataSync) return;
      NODE_FS.fdatasyncSync(fd);
      const p = pathOf.get(fd)!;
      flushed.set(p, written.get(p) ?? 0);
    },
    fsyncSync(fd) {
      events.push({ op: 'fsync', fd });
      const p = pathOf.get(fd)!;
      if (created.has(p) || written.has(p)) {
        NODE_FS.fsyncSync(fd);
        flushed.set(p, written.get(p) ?? 0);
        return;
      }
      // a directory: the entries made in it so far become durable
      if (o.skipDirSync) return;
      NODE_FS.fsyncSync(fd);
      for (const f of created) if (dirname(f) === p) dirSynced.add(f);
    },
    ftruncateSync(fd, len) {
      NODE_FS.ftruncateSync(fd, len);
      events.push({ op: 'ftruncate', fd, bytes: len });
    },
    closeSync(fd) {
      NODE_FS.closeSync(fd);
      events.push({ op: 'close', fd });
    },
  };
  /** The power cut: unflushed bytes dropped, unflushed new directory entries gone. */
  const powerCut = () => {
    for (const p of created) {
      if (!dirSynced.has(p)) {
        rmSync(p, { force: true });
        continue;
      }
      truncateSync(p, flushed.get(p) ?? 0);
    }
  };
  return { fs, events, powerCut };
}

const HEADER = { format: JOURNAL_FORMAT, id: 'm1', created: '2026-11-22T10:00:00.000Z' } as JournalHeader;
/** The setup, then 40 entries of the example match: a real journal. */
const records: JournalInput[] = [
  { t: 'setup', setup: fullMatch.setup, id: 'm1', created: '2026-11-22T10:00:00.000Z' },
  ...plan.slice(0, 40).map((entry) => ({ t: 'entry' as const, entry, source: 'test' })),
];

/** Writes the header and the records, noting each acknowledgement (the return of `append`). */
function play(path: string, rec: ReturnType<typeof recordingFs>, sync: 'fdatasync' | 'none' = 'fdatasync'): number {
  const w = JournalWriter.create(path, HEADER, { sync, fs: rec.fs });
  let acked = 0;
  for (const r of records) {
    w.append(r);
    rec.events.push({ op: 'ack' });
    acked++;
  }
  // no close: the power goes before anything else happens
  return acked;
}

/** The records a recovery finds after the power cut. */
function recovered(path: string): number {
  if (!existsSync(path)) return -1;
  return parseJournal(readFileSync(path)).records.length;
}

describe('journal durability', () => {
  it('order of calls: write, then fdatasync of that descriptor, then the acknowledgement; the directory flushed on creation', () => {
    const dir = tempDir();
    const path = join(dir, 'm1.musj');
    const rec = recordingFs();
    play(path, rec);
    const ev = rec.events;
    const fileFd = ev.find((e) => e.op === 'open' && e.path === path)!.fd!;
    // creation: the header written and flushed, then the directory opened and flushed
    const dirOpen = ev.findIndex((e) => e.op === 'open' && e.path === dir);
    expect(dirOpen).toBeGreaterThan(ev.findIndex((e) => e.op === 'fdatasync' && e.fd === fileFd));
    expect(ev[dirOpen + 1]).toMatchObject({ op: 'fsync', fd: ev[dirOpen]!.fd });
    // every acknowledgement: preceded by a write and then an fdatasync on the journal's descriptor
    const acks = ev.map((e, i) => (e.op === 'ack' ? i : -1)).filter((i) => i >= 0);
    expect(acks).toHaveLength(records.length);
    let from = dirOpen + 2;
    for (const a of acks) {
      const between = ev.slice(from, a);
      const w = between.findIndex((e) => e.op === 'write' && e.fd === fileFd);
      const s = between.findIndex((e) => e.op === 'fdatasync' && e.fd === fileFd);
      expect(w, `a write before ack ${a}`).toBeGreaterThanOrEqual(0);
      expect(s, `an fdatasync after the write, before ack ${a}`).toBeGreaterThan(w);
      expect(between.slice(s + 1).some((e) => e.op === 'write')).toBe(false);
      from = a + 1;
    }
  });

  it('a power cut after any acknowledgement loses no acknowledged record', () => {
    for (const cutAfter of [0, 1, 7, records.length]) {
      const dir = tempDir();
      const path = join(dir, 'm1.musj');
      const rec = recordingFs();
      const w = JournalWriter.create(path, HEADER, { fs: rec.fs });
      for (let i = 0; i < cutAfter; i++) w.append(records[i]!);
      rec.powerCut();
      expect(recovered(path), `cut after ${cutAfter}`).toBe(cutAfter);
    }
  });

  it('the checks see a writer that breaks its promise (the mutants: no fdatasync, flush mode none, no directory flush)', () => {
    const cases: [string, ReturnType<typeof recordingFs>, 'fdatasync' | 'none'][] = [
      ['fdatasync skipped', recordingFs({ skipDataSync: true }), 'fdatasync'],
      ['flush mode none', recordingFs(), 'none'],
      ['directory not flushed after creation', recordingFs({ skipDirSync: true }), 'fdatasync'],
    ];
    for (const [what, rec, sync] of cases) {
      const dir = tempDir();
      const path = join(dir, 'm1.musj');
      const acked = play(path, rec, sync);
      rec.powerCut();
      expect(recovered(path), what).toBeLessThan(acked);
    }
  });

  it('a crash in the middle of a write (a torn last line) loses no acknowledged record: the tail is dropped with a warning', () => {
    const dir = tempDir();
    const path = join(dir, 'm1.musj');
    const rec = recordingFs();
    let tearNext = false;
    const tearing: JournalFs = {
      ...rec.fs,
      writeSync(fd, buf, offset, length, position) {
        if (!tearNext) return rec.fs.writeSync(fd, buf, offset, length, position);
        // half the line reaches the file, then the process dies (the writer's own clean-up never runs)
        NODE_FS.writeSync(fd, buf, offset, Math.floor(length / 2), position);
        NODE_FS.fdatasyncSync(fd);
        throw Object.assign(new Error('killed'), { code: 'EKILLED' });
      },
      ftruncateSync() {
        throw new Error('killed before the clean-up');
      },
    };
    const w = JournalWriter.create(path, HEADER, { fs: tearing });
    for (const r of records.slice(0, 10)) w.append(r);
    tearNext = true;
    expect(() => w.append(records[10]!)).toThrow();
    const parsed = parseJournal(readFileSync(path));
    expect(parsed.status).toBe('torn-tail');
    expect(parsed.torn).not.toBeNull();
    expect(parsed.records).toHaveLength(10); // every acknowledged record, and not the torn one
  });
});
