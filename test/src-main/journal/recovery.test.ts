/**
 * Opening journals as the app does at start: torn tails cut and reported, damaged journals
 * read-only with a report, locks, failing writes, entries the engine no longer accepts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeSync, copyFileSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TableSession } from '../../../shared/session/table-session.js';
import { encodeLine, parseJournal, JOURNAL_FORMAT } from '../../../src-main/journal/codec.js';
import { openJournal } from '../../../src-main/journal/open-journal.js';
import { openedLines } from '../../../src-main/cli/library-labels.js';
import { JournalWriter } from '../../../src-main/journal/journal-writer.js';
import { JournalError } from '../../../src-main/journal/errors.js';
import { fullMatch, plan, tempDir, removeTempDirs, writeJournal } from './helpers.js';
import { mulberry32 } from '../../helpers/prng.js';
import { itemAt } from '../../helpers/item-at.js';

const dir = tempDir();
const original = join(dir, 'orig.musj');
writeJournal(original, 120); // 120 entries, 12 undo/redo pairs
const bytes = readFileSync(original);
const good = parseJournal(bytes);
let n = 0;
const copy = (b: Uint8Array = bytes) => {
  const p = join(dir, `c${n++}.musj`);
  writeFileSync(p, b);
  return p;
};
const thrownBy = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return null;
};

afterAll(removeTempDirs);

describe('opening a journal', () => {
  it('recovers the match exactly, deal and phase in progress included, and goes on appending', () => {
    const o = openJournal(copy(), { mode: 'write' });
    expect(o.problems).toEqual([]);
    expect(o.warnings).toEqual([]);
    expect(o.readOnly).toBe(false);
    const s = o.session!;
    expect(s.match.log).toEqual(plan.slice(0, 120));
    const expected = TableSession.recover(good.records, null).session!;
    expect(s.match.view.current).toEqual(expected.match.view.current);
    expect(s.match.view.score).toEqual(expected.match.view.score);
    expect(s.entry(itemAt(plan, 120), 'test').ok).toBe(true);
    o.close();
    const again = openJournal(o.path, { mode: 'read' });
    expect(again.session!.match.log).toEqual(plan.slice(0, 121));
    expect(again.parsed.records.at(-1)).toMatchObject({ seq: good.records.length, t: 'entry', entry: plan[120] });
  });

  it('cuts a torn last record, says so, and nothing before it is lost', () => {
    const cut = bytes.length - 17;
    const p = copy(bytes.subarray(0, cut));
    const o = openJournal(p, { mode: 'write' });
    expect(o.readOnly).toBe(false);
    expect(o.warnings).toHaveLength(1);
    expect(o.warnings[0]).toMatch(/^line \d+ \(byte \d+\): unterminated last record of \d+ bytes dropped/);
    // the same as a code and its numbers, for a screen to word in its language
    const torn = o.parsed.torn;
    expect(o.notices).toEqual([{ code: 'journal/torn-tail', params: { line: torn?.line, offset: torn?.offset, length: torn?.length } }]);
    expect(torn?.length).toBeGreaterThan(0);
    expect(o.session!.match.log).toEqual(plan.slice(0, 119));
    expect(statSync(p).size).toBe(good.validBytes - (bytes.length - (bytes.lastIndexOf(0x0a, bytes.length - 2) + 1)));
    expect(o.session!.entry(itemAt(plan, 119), 'test').ok).toBe(true);
    o.close();
    const back = parseJournal(readFileSync(p));
    expect(back.status).toBe('ok');
    expect(TableSession.recover(back.records, null).session!.match.log).toEqual(plan.slice(0, 120));
  });

  it('opens a damaged journal read-only, with where and what, and never writes to it', () => {
    const b = Buffer.from(bytes);
    const at = bytes.indexOf('"t":"entry"', 3000);
    b[at + 3] = 0x21;
    const p = copy(b);
    const o = openJournal(p, { mode: 'write' });
    expect(o.readOnly).toBe(true);
    expect(o.problems[0]).toMatchObject({ code: 'journal/bad-checksum' });
    expect(itemAt(o.problems, 0).message).toMatch(/^line (\d+) \(byte (\d+)\): checksum/);
    const [, line, byte] = /^line (\d+) \(byte (\d+)\)/.exec(itemAt(o.problems, 0).message)!.map(Number);
    expect(o.problems[0]).toMatchObject({ line, offset: byte });
    expect(byte).toBeLessThanOrEqual(at);
    expect(o.problems.some((x) => x.code === 'journal/read-only')).toBe(true);
    // The match as of the last good record, and appends refused without a change.
    const s = o.session!;
    expect(s.match.log).toEqual(plan.slice(0, s.match.log.length));
    const before = s.match;
    // The session turns the journal's refusal into an error returned as data.
    const r = s.entry(itemAt(plan, s.match.log.length), 'test');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('journal/read-only');
    expect(s.match).toBe(before);
    o.close();
    expect(readFileSync(p).equals(b)).toBe(true);
    expect(existsSync(`${p}.lock`)).toBe(false);
    expect(openedLines(o, 'en').join('\n')).toContain(`line ${line} (byte ${byte})`);
  });

  it('recovery never throws on seeded random cuts and damage, and reports what it dropped (300 cases)', () => {
    const rng = mulberry32(2026);
    const stats = { ok: 0, torn: 0, corrupt: 0, empty: 0 };
    for (let k = 0; k < 300; k++) {
      let b: Buffer;
      const x = Math.floor(rng() * bytes.length);
      const r = rng();
      if (r < 0.4) b = Buffer.from(bytes.subarray(0, x));
      else if (r < 0.7) {
        b = Buffer.from(bytes);
        b[x] = itemAt(b, x) ^ (1 + Math.floor(rng() * 255));
      } else if (r < 0.85) b = Buffer.concat([bytes.subarray(0, x), Buffer.alloc(1 + Math.floor(rng() * 4096))]);
      else {
        b = Buffer.from(bytes);
        for (let i = x; i < Math.min(b.length, x + 64); i++) b[i] = Math.floor(rng() * 256);
      }
      const p = copy(b);
      let o!: ReturnType<typeof openJournal>;
      expect(() => { o = openJournal(p, { mode: 'write' }); }).not.toThrow();
      const parsed = o.parsed;
      if (parsed.status === 'ok' && parsed.records.length) {
        stats.ok++;
        expect(o.readOnly).toBe(false);
      } else if (parsed.status === 'torn-tail') {
        stats.torn++;
        expect(o.warnings[0]).toContain(`byte ${parsed.torn!.offset}`);
        if (parsed.records.length) expect(o.readOnly).toBe(false);
        expect(statSync(p).size).toBe(o.readOnly ? b.length : parsed.validBytes);
      } else if (parsed.status === 'corrupt') {
        stats.corrupt++;
        expect(o.readOnly).toBe(true);
        expect(itemAt(o.problems, 0).line).toBeGreaterThanOrEqual(1);
        expect(itemAt(o.problems, 0).offset).toBeGreaterThanOrEqual(0);
        expect(readFileSync(p).equals(b)).toBe(true);
      } else {
        stats.empty++;
        expect(o.problems.map((x) => x.code)).toContain('journal/empty');
      }
      // Whatever was recovered is the real match up to some point.
      if (o.session) expect(o.session.match.log).toEqual(plan.slice(0, o.session.match.log.length));
      expect(parsed.records).toEqual(good.records.slice(0, parsed.records.length));
      o.close();
    }
    expect(stats.ok + stats.torn).toBeGreaterThan(0);
    expect(stats.corrupt).toBeGreaterThan(0);
  });

  it('a record the engine no longer accepts: read-only, shown up to the entry before', () => {
    const lines = [encodeLine({ format: JOURNAL_FORMAT, id: 'x', created: '2026-11-27T20:00:00Z' }), encodeLine({ seq: 0, t: 'setup', setup: fullMatch.setup, id: 'x', created: '2026-11-27T20:00:00Z' })];
    for (let i = 0; i < 5; i++) lines.push(encodeLine({ seq: i + 1, t: 'entry', entry: itemAt(plan, i) }));
    lines.push(encodeLine({ seq: 6, t: 'entry', entry: { type: 'action', action: { phase: 'punto', seat: 3, act: 'ordago' } } }));
    lines.push(encodeLine({ seq: 7, t: 'entry', entry: itemAt(plan, 5) }));
    const o = openJournal(copy(Buffer.concat(lines)), { mode: 'write' });
    expect(o.readOnly).toBe(true);
    expect(itemAt(o.problems, 0).code).toBe('journal/replay-failed');
    expect(itemAt(o.problems, 0).message).toContain('entry 5 of the match log no longer applies');
    expect(o.session!.match.log).toEqual(plan.slice(0, 5));
    o.close();
  });

  it('one writer at a time: a live lock makes it read-only, a dead one is taken over with a warning', () => {
    const p = copy();
    const first = openJournal(p, { mode: 'write' });
    expect(first.readOnly).toBe(false);
    const second = openJournal(p, { mode: 'write' });
    expect(second.readOnly).toBe(true);
    expect(itemAt(second.problems, 0).code).toBe('journal/locked');
    second.close();
    first.close();
    expect(existsSync(`${p}.lock`)).toBe(false);
    writeFileSync(`${p}.lock`, '999999999\n'); // a process that does not exist
    const third = openJournal(p, { mode: 'write' });
    expect(third.readOnly).toBe(false);
    expect(third.warnings[0]).toContain('taken over');
    expect(third.notices).toEqual([{ code: 'journal/taken-over', params: { pid: 999999999, because: 'stopped' } }]);
    third.close();
  });

  it('a stale lock whose pid now names another process (pid reuse), or from before a reboot, is taken over', async () => {
    const { processStart, bootId } = await import('../../../src-main/journal/lock.js');
    const { spawn } = await import('node:child_process');
    const { once } = (await import('node:events')).default;
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await once(other, 'spawn'); // the process exists: its start time is in /proc
      const pid = other.pid!;
      const start = processStart(pid);
      expect(start).toMatch(/^\d+$/); // Linux
      const lockOf = (o: object) => writeFileSync(`${p}.lock`, `${JSON.stringify({ token: 'ab', ...o })}\n`);
      const p = copy();
      // the owner runs: locked
      lockOf({ pid, start, boot: bootId() });
      const held = openJournal(p, { mode: 'write' });
      expect(held.readOnly).toBe(true);
      expect(held.problems[0]).toMatchObject({ code: 'journal/locked', message: expect.stringContaining(String(pid)) });
      held.close();
      expect(existsSync(`${p}.lock`)).toBe(true); // not ours: left alone
      // same pid, another start time: the pid was reused by another program after a crash
      lockOf({ pid, start: String(Number(start) + 1), boot: bootId() });
      const reused = openJournal(p, { mode: 'write' });
      expect(reused.readOnly).toBe(false);
      expect(reused.warnings.join(' ')).toContain('its pid now names another process');
      expect(reused.notices).toEqual([{ code: 'journal/taken-over', params: { pid, because: 'pidReused' } }]);
      reused.close();
      // a live pid with the right start time, but written before a reboot
      lockOf({ pid, start, boot: '00000000-0000-0000-0000-000000000000' });
      const rebooted = openJournal(p, { mode: 'write' });
      expect(rebooted.readOnly).toBe(false);
      expect(rebooted.warnings.join(' ')).toContain('before the machine restarted');
      rebooted.close();
      // an old-format lock (pid only) of a live process, written before the boot (by its time)
      writeFileSync(`${p}.lock`, `${pid}\n`);
      const { utimesSync } = await import('node:fs');
      utimesSync(`${p}.lock`, 1_000_000, 1_000_000);
      const old = openJournal(p, { mode: 'write' });
      expect(old.readOnly).toBe(false);
      old.close();
      expect(existsSync(`${p}.lock`)).toBe(false);
    } finally {
      other.kill();
    }
  });

  it('a writer re-verifies its lock before every append: one that lost it acknowledges nothing', () => {
    const p = copy();
    const o = openJournal(p, { mode: 'write' });
    expect(o.readOnly).toBe(false);
    const before = statSync(p).size;
    writeFileSync(`${p}.lock`, `${JSON.stringify({ pid: process.pid, start: null, boot: null, token: 'someone-else' })}\n`);
    const r = o.session!.command({ cmd: 'undo' }, 'keyboard');
    expect(r.ok).toBe(false);
    expect(statSync(p).size).toBe(before);
    o.close();
    expect(existsSync(`${p}.lock`)).toBe(true); // the other owner's lock is not removed
  });

  it('a failing write leaves the journal as it was and refuses every later record', () => {
    const p = join(dir, 'fail.musj');
    const w = JournalWriter.create(p, { format: JOURNAL_FORMAT, id: 'f', created: 'now' });
    const s = TableSession.create(fullMatch.setup, { id: 'f', created: 'now', journal: w });
    expect(s.entry(itemAt(plan, 0), 'test').ok).toBe(true);
    const size = statSync(p).size;
    closeSync((w as unknown as { fd: number }).fd); // the disk goes away under the writer
    const before = s.match;
    const r = s.entry(itemAt(plan, 1), 'test');
    expect(!r.ok && r.error.code).toBe('journal/write-failed');
    expect(s.match).toBe(before);
    expect((thrownBy(() => w.append({ t: 'undo' })) as JournalError).code).toBe('journal/write-failed');
    expect(statSync(p).size).toBe(size);
    expect(parseJournal(readFileSync(p)).records).toHaveLength(2);
  });

  it('reading an open journal does not disturb its writer', () => {
    const p = copy();
    const w = openJournal(p, { mode: 'write' });
    const r = openJournal(p, { mode: 'read' });
    expect(r.readOnly).toBe(true);
    expect(r.problems).toEqual([]);
    expect(r.session!.match.log).toEqual(w.session!.match.log);
    r.close();
    expect(w.session!.entry(itemAt(plan, 120), 'test').ok).toBe(true);
    w.close();
    copyFileSync(p, join(dir, 'after.musj'));
    expect(parseJournal(readFileSync(p)).status).toBe('ok');
  });

  it('a missing journal is a problem, not a crash', () => {
    const o = openJournal(join(dir, 'nope.musj'), { mode: 'write' });
    expect(itemAt(o.problems, 0).code).toBe('journal/missing');
    expect(o.session).toBeNull();
    expect(existsSync(join(dir, 'nope.musj.lock'))).toBe(false);
  });
});
