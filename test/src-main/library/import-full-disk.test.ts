/**
 * An import that fails to write (a full disk: ENOSPC on the first write) leaves nothing behind — no
 * empty `.musj`, no temporary file — the first time and every time after (issue 25 §4); once the
 * disk has room, the same file imports.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MatchLibrary } from '../../../src-main/library/library.js';
import { NODE_FS, type JournalFs } from '../../../src-main/journal/journal-writer.js';
import { fullRecord, removeTempDirs, tempDir } from '../journal/helpers.js';

afterAll(removeTempDirs);

/** The real file system, whose writes fail with ENOSPC while `full` is set. */
function diskOf(): { fs: JournalFs; state: { full: boolean; refused: number } } {
  const state = { full: true, refused: 0 };
  const fs: JournalFs = {
    ...NODE_FS,
    writeSync: (fd, buf, offset, length, position) => {
      if (state.full) {
        state.refused++;
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      return NODE_FS.writeSync(fd, buf, offset, length, position);
    },
  };
  return { fs, state };
}

describe('an import on a full disk', () => {
  it('leaves no file behind, the first time and the next, and imports once there is room', () => {
    const dir = tempDir('mus-full-disk-');
    const disk = diskOf();
    const lib = new MatchLibrary(dir, { sync: 'none', journalFs: disk.fs });
    const text = JSON.stringify(fullRecord);
    for (let i = 0; i < 2; i++) {
      const r = lib.importText(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.problems[0].message).toContain('ENOSPC');
      expect(readdirSync(join(dir, 'matches'))).toEqual([]);
    }
    expect(disk.state.refused).toBe(2);
    expect(lib.list({}).length).toBe(0);
    disk.state.full = false;
    const ok = lib.importText(text);
    expect(ok.ok).toBe(true);
    const files = readdirSync(join(dir, 'matches'));
    expect(files.filter((f) => f.endsWith('.musj'))).toHaveLength(1);
    expect(files.filter((f) => f.includes('.importing'))).toEqual([]);
  });
});
