/**
 * « Nouveau lien » in `mus serve --interactive`: the terminal's `link N` read line by line, and on a
 * served table (in process, a real journal and server): seat N's link changes, the old one is refused
 * at once, the new QR code is printed, and a bad line is answered without touching any seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { followLinkLines, linkHint, readServeLine, type LinkTarget } from '../../../src-main/cli/serve-links.js';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { PLAYERS } from '../../helpers/phones-play.js';

describe('readServeLine: what a typed line asks for', () => {
  it('link N names a seat as printed (1 to the seats), case and spaces aside', () => {
    expect(readServeLine('link 1', 4)).toEqual({ kind: 'link', seat: 0 });
    expect(readServeLine('  LINK   4 \r', 4)).toEqual({ kind: 'link', seat: 3 });
    expect(readServeLine('link 6', 6)).toEqual({ kind: 'link', seat: 5 });
    expect(readServeLine('', 4)).toEqual({ kind: 'blank' });
    expect(readServeLine('   ', 4)).toEqual({ kind: 'blank' });
  });

  it('a seat that does not exist or is not a number is refused, naming it; other words are not understood', () => {
    expect(readServeLine('link 5', 4)).toEqual({ kind: 'bad', given: '5', seats: 4 });
    expect(readServeLine('link 0', 4)).toEqual({ kind: 'bad', given: '0', seats: 4 });
    expect(readServeLine('link two', 4)).toEqual({ kind: 'bad', given: 'two', seats: 4 });
    expect(readServeLine('link 1.5', 4)).toEqual({ kind: 'bad', given: '1.5', seats: 4 });
    expect(readServeLine('quit', 4)).toEqual({ kind: 'unknown', text: 'quit' });
    expect(readServeLine('link', 4)).toEqual({ kind: 'unknown', text: 'link' });
  });
});

describe('followLinkLines: the terminal of a running table', () => {
  it('answers each line, relinks the seats asked, and stops reading when closed', async () => {
    const input = new PassThrough();
    const asked: number[] = [];
    const printed: string[] = [];
    const table: LinkTarget = {
      seats: () => 4,
      relink: async (seat) => {
        asked.push(seat);
        return seat === 2 ? { ok: false, error: { code: 'phones/link-not-recorded', message: 'the new link was not recorded, so the old one stays: disk full' } } : { ok: true, value: null };
      },
    };
    const f = followLinkLines(input, table, (l) => printed.push(l), 'en');
    input.write('link 2\nhello\nlink 9\n\nlink 3\r\n');
    input.end();
    await f.done;
    expect(asked).toEqual([1, 2]);
    expect(printed).toEqual([
      `? "hello": ${linkHint('en')}`,
      '! link: "9" is not a seat (1 to 4)',
      '! seat 3: no new link: the new link was not recorded, so the old one stays: disk full (phones/link-not-recorded)',
    ]);
  });

  it('close() ends the reading though the input stays open', async () => {
    const input = new PassThrough();
    const f = followLinkLines(input, { seats: () => 4, relink: async () => ({ ok: true, value: null }) }, () => {}, 'en');
    f.close();
    await f.done;
    expect(input.isPaused()).toBe(true);
  });
});

describe('mus serve: a new link for a seat', () => {
  const dirs: string[] = [];
  const printed: string[] = [];
  let t: ServedTable;
  const tmp = () => {
    const d = mkdtempSync(join(tmpdir(), 'mus-relink-'));
    dirs.push(d);
    return d;
  };
  const tokenOf = (seat: number) => new URL(t.seatUrl(seat)).hash.slice(3);
  const join_ = async (token: string) => (await fetch(`${t.base}/api/seat/join`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{}',
  })).status;

  beforeAll(async () => {
    const pages = tmp();
    writeFileSync(join(pages, 'display.html'), '<html><head></head><body>display</body></html>');
    writeFileSync(join(pages, 'seat.html'), '<html><head></head><body>seat</body></html>');
    t = await startServe({ setup: { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 }, host: '127.0.0.1', port: 0, dataDir: tmp(), pages, sync: 'none', print: (l) => printed.push(l), interactive: true, lang: 'en' });
  });
  afterAll(async () => {
    await t?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('says at start how to renew a link (with --interactive)', () => {
    expect(printed).toContain(linkHint('en'));
  });

  it('link 2: seat 2 gets a new link printed with its QR code; the old one is refused at once, the others keep theirs', async () => {
    const old = tokenOf(1);
    const other = tokenOf(0);
    expect(await join_(old)).toBe(200);
    const before = printed.length;
    // typed in the terminal, read by the table's own lines
    const input = new PassThrough();
    const f = followLinkLines(input, t, (l) => printed.push(l), 'en');
    input.end('link 2\n');
    await f.done;
    expect(tokenOf(1)).not.toBe(old);
    expect(tokenOf(0)).toBe(other);
    expect(await join_(old)).toBe(401);
    expect(await join_(tokenOf(1))).toBe(200);
    const said = printed.slice(before);
    expect(said[0]).toBe(`seat 2 — ${PLAYERS[1]}: a new link: scan this one, the old one no longer works`);
    expect(said[1]?.length).toBeGreaterThan(100); // the QR code, drawn in the terminal
    expect(said.join('\n')).not.toContain(old);
  });

  it('a seat outside the table is refused by the table, naming the seats', async () => {
    const r = await t.relink(7);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error.code).toBe('phones/bad-request');
  });
});
