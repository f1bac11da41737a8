/**
 * The BUILT app, not its sources: `electron-vite build` (what `npm start` runs before `electron .`),
 * then `out/main/index.js` loaded in plain Node with a stand-in `electron` module
 * (`test/src-main/electron/bundle/`). The bundle must start, open the control window on the built page with the
 * secure options, register every channel, journal a match in `MUS_DATA_DIR`, and refuse a
 * stranger. This catches what unit tests of the sources cannot: a dependency bundled by mistake,
 * an import that only fails once bundled, a wrong path to the renderer or the preload.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNELS } from '../../../shared/bridge/table/table-contract.js';
import { LIBRARY_CHANNELS } from '../../../shared/bridge/library/library-contract.js';
import { BOX_CHANNELS } from '../../../shared/bridge/box/box-contract.js';
import { SHARE_CHANNELS } from '../../../shared/bridge/share/share-contract.js';
import { TOURNAMENT_CHANNELS } from '../../../shared/bridge/tournament/tournament-contract.js';

const root = new URL('../../../', import.meta.url).pathname;

describe('the built main bundle', () => {
  it('starts under a stand-in electron and plays a journaled match', () => {
    execFileSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--config', 'electron.config.ts'], { cwd: root, stdio: 'pipe' });
    expect(existsSync(join(root, 'out/preload/preload.cjs'))).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'mus-bundle-'));
    try {
      const text = execFileSync(process.execPath, ['--import', join(root, 'test/src-main/electron/bundle/register.mjs'), join(root, 'test/src-main/electron/bundle/drive.mjs')], {
        cwd: root, env: { ...process.env, SMOKE_DIR: dir, MUS_DATA_DIR: join(dir, 'library'), ELECTRON_RENDERER_URL: '' }, encoding: 'utf8',
      });
      const out = JSON.parse(text.trim().split('\n').at(-1)!);
      expect(out.url).toBe(new URL('out/renderer/index.html', `file://${root}`).href);
      expect(out.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: join(root, 'out/preload/preload.cjs') });
      const invoke = [...Object.values(CHANNELS), ...Object.values(LIBRARY_CHANNELS), ...Object.values(BOX_CHANNELS), ...Object.values(SHARE_CHANNELS), ...Object.values(TOURNAMENT_CHANNELS)]
        .filter((c) => c !== CHANNELS.state && c !== CHANNELS.settings && c !== BOX_CHANNELS.state && c !== TOURNAMENT_CHANNELS.hub && c !== SHARE_CHANNELS.phones);
      expect(out.channels).toEqual([...invoke].sort());
      expect(out.newMatch).toEqual({ ok: true, value: null });
      expect(out.bet).toEqual({ ok: true, value: { changed: 'match', settled: null } });
      expect(out.stranger.error.code).toBe('ipc/untrusted-sender');
      expect(out.list.value).toHaveLength(1);
      expect(out.list.value[0]).toMatchObject({ status: 'in-progress', teams: { A: 'Etxe', B: 'Lasa' } });
      expect(readdirSync(join(dir, 'library/matches')).filter((f) => f.endsWith('.musj'))).toHaveLength(1);
      expect(out.boxState).toEqual({ ok: true, value: null });
      // the room display shared on the network serves the BUILT display page (loopback only here)
      expect(out.share.ok).toBe(true);
      expect(out.share.value.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/display\.html$/);
      expect(out.page).toMatchObject({ status: 200, marker: true });
      expect(out.shareStopped).toEqual({ ok: true, value: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
