/**
 * A data folder that can be read but not written (a read-only mount, a folder of another user):
 * node:fs is wrapped so that every write under the folder fails with EROFS, as a read-only mount
 * does (the tests run as root, for whom permission bits mean nothing). The codes name the cause:
 * never `library/in-use`.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

const ro = { prefix: '\0none' };
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const erofs = (p: unknown) => Object.assign(new Error(`EROFS: read-only file system, '${String(p)}'`), { code: 'EROFS' });
  const under = (p: unknown) => typeof p === 'string' && p.startsWith(ro.prefix);
  const writes = (flags: unknown) => typeof flags === 'string' && /[wa+x]/.test(flags);
  return {
    ...fs,
    default: fs,
    openSync: (p: never, flags?: never, mode?: never) => { if (under(p) && writes(flags)) throw erofs(p); return fs.openSync(p, flags as never, mode); },
    linkSync: (a: never, b: never) => { if (under(b)) throw erofs(b); return fs.linkSync(a, b); },
    mkdirSync: (p: never, o?: never) => { if (under(p) && !fs.existsSync(p)) throw erofs(p); return fs.mkdirSync(p, o); },
    renameSync: (a: never, b: never) => { if (under(a) || under(b)) throw erofs(b); return fs.renameSync(a, b); },
    unlinkSync: (p: never) => { if (under(p)) throw erofs(p); return fs.unlinkSync(p); },
  };
});

import { MatchLibrary } from '../../../src-main/library/library.js';
import { createAppServices } from '../../../src-main/session/app-services.js';
import { fullMatch, fullRecord, plan, removeTempDirs, tempDir } from '../journal/helpers.js';
import { itemAt } from '../../helpers/item-at.js';

afterAll(removeTempDirs);

describe('a read-only data folder', () => {
  it('says so: recovery warnings, deleting, importing, resuming', () => {
    const dir = tempDir();
    const lib = new MatchLibrary(dir, { sync: 'none' });
    const imp = lib.importText(JSON.stringify(fullRecord));
    if (!imp.ok) throw new Error(JSON.stringify(imp.error.problems));
    const st = lib.start(fullMatch.setup);
    if (!st.ok) throw new Error(st.error.message);
    st.value.session!.entry(itemAt(plan, 0), 'test');
    const unfinished = st.value.session!.id;
    st.value.close();
    ro.prefix = dir; // from now on the folder is read-only
    try {
      const lib2 = new MatchLibrary(dir, { sync: 'none' });
      expect(lib2.list()).toHaveLength(2); // reading still works
      const d = lib2.deletion(imp.value.id);
      if (!d.ok) throw new Error(d.error.message);
      const del = lib2.delete(imp.value.id, d.value.token);
      expect(del).toMatchObject({ ok: false, error: { code: 'library/read-only-folder', message: expect.stringContaining('read-only') } });
      const again = lib2.importText(JSON.stringify({ ...fullRecord, teams: { A: 'x', B: 'y' } }));
      expect(again.ok).toBe(false);
      if (!again.ok) expect(itemAt(again.error.problems, 0).code).toBe('library/read-only-folder');
      const services = createAppServices({ library: lib2, sync: 'none' });
      const rec = services.recover();
      expect(rec?.session ?? null).toBeNull();
      expect(rec!.warnings.join('\n')).toContain(`${unfinished}: `);
      expect(rec!.warnings.join('\n')).toContain('journal/read-only-folder');
      expect(rec!.codes).toContain('journal/read-only-folder');
      expect(rec!.codes).toHaveLength(rec!.warnings.length);
      expect(services.resume(unfinished)).toMatchObject({ ok: false, error: { code: 'journal/read-only-folder' } });
    } finally {
      ro.prefix = '\0none';
    }
  });
});
