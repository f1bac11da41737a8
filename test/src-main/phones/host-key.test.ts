/**
 * The host page's key on disk (`host-key.ts`): made once per data folder, kept 0600 in a 0700
 * folder, the same at the next start; a file that is not a key file gives a new key (never a weak
 * or empty one); a folder that cannot be written is `phones/key-not-recorded`, naming the file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { displayKeyFile, hostKeyFile, loadDisplayKey, loadHostKey } from '../../../src-main/phones/host-key.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'mus-host-key-'));
  dirs.push(d);
  return hostKeyFile(join(d, 'matches'));
};

describe('the host page\'s key', () => {
  it('is made once, kept owner-only, and read back the same', () => {
    const file = fresh();
    const first = loadHostKey(file);
    expect(first.ok && first.value).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(file).toMatch(/matches[/\\]phones[/\\]host\.key\.json$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
    expect(loadHostKey(file, () => 'never-used-never-used-never')).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ format: 'mus-host-key/1', key: first.ok ? first.value : '' });
  });

  it('replaces a file that is not a key file (garbage, a short key, another format) with a new key', () => {
    const file = fresh();
    mkdirSync(dirname(file), { recursive: true });
    const made = 'k'.repeat(24);
    for (const bad of ['{not json', '{"format":"mus-host-key/1","key":"short"}', '{"format":"other","key":"kkkkkkkkkkkkkkkkkkkkkkkk"}', '{"format":"mus-host-key/1","key":"has spaces in it, twenty four"}']) {
      writeFileSync(file, bad);
      expect(loadHostKey(file, () => made)).toEqual({ ok: true, value: made });
      expect(JSON.parse(readFileSync(file, 'utf8')).key).toBe(made);
    }
    // a maker that gives something that is not a key is refused, not written
    rmSync(file);
    expect(loadHostKey(file, () => 'short')).toMatchObject({ ok: false, error: { code: 'phones/key-not-recorded' } });
  });

  it('says phones/key-not-recorded, naming the file, when its folder cannot be made', () => {
    // a file where the folder goes (even root cannot make the folder there)
    const file = fresh();
    mkdirSync(dirname(dirname(file)), { recursive: true });
    writeFileSync(dirname(file), 'a file where the folder goes');
    const r = loadHostKey(file);
    expect(r).toMatchObject({ ok: false, error: { code: 'phones/key-not-recorded' } });
    expect(r.ok ? '' : r.error.message).toContain(file);
  });
});

describe('the room display\'s key', () => {
  it('is kept as the host key is, in its own file and format, never the host key', () => {
    const d = mkdtempSync(join(tmpdir(), 'mus-display-key-'));
    dirs.push(d);
    const file = displayKeyFile(join(d, 'matches'));
    expect(file).toMatch(/matches[/\\]phones[/\\]display\.key\.json$/);
    const first = loadDisplayKey(file);
    expect(first.ok && first.value).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadDisplayKey(file, () => 'never-used-never-used-never')).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ format: 'mus-display-key/1', key: first.ok ? first.value : '' });
    // a host key file is not a display key file (and the other way round)
    const host = hostKeyFile(join(d, 'matches'));
    const h = loadHostKey(host);
    expect(loadDisplayKey(host, () => 'd'.repeat(24))).toEqual({ ok: true, value: 'd'.repeat(24) });
    expect(h.ok && h.value).not.toBe('d'.repeat(24));
    // under the key file itself: its folder cannot be made
    const r = loadDisplayKey(join(file, 'display.key.json'), () => 'e'.repeat(24));
    expect(r).toMatchObject({ ok: false, error: { code: 'phones/key-not-recorded' } });
    expect(r.ok ? '' : r.error.message).toMatch(/^the room display's key was not recorded in /);
  });
});
