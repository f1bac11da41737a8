/**
 * The journal lock's atomicity, deterministically (src-main/journal/lock.ts): one starter is paused
 * between its check and its write — by a hook in `node:fs` at the exact step — and a second starter
 * runs whole in that pause. Whatever the first one saw, the second keeps the lock it took and the
 * first is refused (`journal/locked`); never do both hold it, never is the second's lock removed.
 * (`lock-race.test.ts` races real processes; this pins the two windows a check-then-write lock would
 * lose.)
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeTempDirs, tempDir } from './helpers.js';

/** Runs once, the next time the lock code links a file onto `to` (then cleared). */
let onLink: { to: string; run: () => void } | null = null;

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    linkSync: (from: string, to: string) => {
      const hook = onLink;
      if (hook && to === hook.to) {
        onLink = null;
        hook.run();
      }
      return fs.linkSync(from, to);
    },
  };
});

const { acquireLock } = await import('../../../src-main/journal/lock.js');

afterAll(removeTempDirs);

const tokenIn = (lockPath: string) => (JSON.parse(readFileSync(lockPath, 'utf8')) as { token: string }).token;

describe('the lock with a starter paused between its check and its write', () => {
  it('no lock yet: the first is paused with its lock file written, before it links it; the second takes the lock, the first is refused', () => {
    const journal = join(tempDir('mus-lock-pause-'), 'match.journal');
    const lockPath = `${journal}.lock`;
    let second: ReturnType<typeof acquireLock> | null = null;
    onLink = { to: lockPath, run: () => { second = acquireLock(journal); } };
    expect(() => acquireLock(journal)).toThrow(expect.objectContaining({ code: 'journal/locked' }));
    expect(onLink).toBeNull(); // the pause happened
    const held = second as ReturnType<typeof acquireLock> | null;
    expect(held).not.toBeNull();
    expect(held!.verify()).toBe(true);
    expect(held!.tookOverFrom).toBeNull();
    held!.release();
  });

  it('a stale lock: the first has judged it stale and is paused before it takes it over; the second takes it over whole, and the first leaves the second\'s lock alone', () => {
    const journal = join(tempDir('mus-lock-pause-'), 'match.journal');
    const lockPath = `${journal}.lock`;
    writeFileSync(lockPath, '999999999\n'); // a process that does not exist
    let second: ReturnType<typeof acquireLock> | null = null;
    // the first starter read the lock and found it stale (the check); its next step is the breaker
    onLink = { to: `${lockPath}.break`, run: () => { second = acquireLock(journal); } };
    expect(() => acquireLock(journal)).toThrow(expect.objectContaining({ code: 'journal/locked' }));
    expect(onLink).toBeNull();
    const held = second as ReturnType<typeof acquireLock> | null;
    expect(held).not.toBeNull();
    expect(held!.tookOverFrom).toBe(999999999);
    expect(held!.staleBecause).toBe('stopped');
    // the lock file is still the second's: the first did not remove it as "the stale lock"
    expect(held!.verify()).toBe(true);
    expect(tokenIn(lockPath)).toBeTruthy();
    held!.release();
  });
});
