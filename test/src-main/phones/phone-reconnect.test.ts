/**
 * `mus serve` met by a hostile reviewer and a bar owner: the seat's stream asked with HEAD or
 * without its join number, a tap without one, a phone back from sleep after another phone took its
 * seat (told it lost it, never taking the seat back), and `mus serve` started a second time on a
 * port already taken (no new match journaled: the next start resumes the match in progress, and the
 * TV's address still shows the QR codes: the display's key is kept; the seats taken stay taken).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { PLAYERS, quietMove } from '../../helpers/phones-play.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 };
const PAGE_A = 'page-aaaaaaaa';
const PAGE_B = 'page-bbbbbbbb';

describe('mus serve: streams, joins and a second start, as a hostile reviewer tries them', () => {
  const dirs: string[] = [];
  let pages = '';
  let dataDir = '';
  let t: ServedTable;
  const tmp = () => {
    const d = mkdtempSync(join(tmpdir(), 'mus-phones-rc-'));
    dirs.push(d);
    return d;
  };
  const tokenOf = (seat: number) => new URL(t.seatUrl(seat)).hash.slice(3);
  const post = async (path: string, body: unknown, seat: number) => {
    const res = await fetch(`${t.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenOf(seat)}` }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() as Record<string, any> };
  };
  const events = (seat: number, query: string, method = 'GET') => new Promise<{ status: number; ended: boolean }>((resolve, reject) => {
    const u = new URL(`${t.base}/api/seat/events${query}`);
    const req = request({ host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method, headers: { Authorization: `Bearer ${tokenOf(seat)}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ended: true }));
    });
    req.on('error', reject);
    req.end();
  });

  beforeAll(async () => {
    pages = tmp();
    dataDir = tmp();
    writeFileSync(join(pages, 'display.html'), '<html><head></head><body>display</body></html>');
    writeFileSync(join(pages, 'seat.html'), '<html><head></head><body>seat</body></html>');
    t = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir, pages, sync: 'none', print: () => {} });
  });
  afterAll(async () => {
    await t?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('HEAD on a seat\'s stream has its headers and ends: never held open as a stream', async () => {
    const j = (await post('/api/seat/join', {}, 0)).json.join as number;
    const head = await events(0, `?join=${j}`, 'HEAD');
    // (it was written to and never ended: a stream slot held by a request that reads nothing)
    expect(head).toEqual({ status: 200, ended: true });
  });

  it('a stream or a tap without its join number is refused naming join (400), not « taken by another phone »', async () => {
    for (const q of ['', '?join=', '?join=abc', '?join=-1', '?join=1.5']) {
      const r = await fetch(`${t.base}/api/seat/events${q}`, { headers: { Authorization: `Bearer ${tokenOf(1)}` } });
      const body = await r.json() as { error: { code: string; message: string } };
      expect([q, r.status, body.error.code]).toEqual([q, 400, 'phones/bad-request']);
      expect(body.error.message).toMatch(/^join:/);
    }
    const tap = await post('/api/seat/act', { act: 'mus', tap: 'tap-nojoin' }, 1);
    expect([tap.status, tap.json.error.code]).toEqual([400, 'phones/bad-request']);
    expect(tap.json.error.message).toMatch(/^join:/);
    expect((await post('/api/seat/join', { after: 'x' }, 1)).json.error.message).toMatch(/^after:/);
    expect((await post('/api/seat/join', { page: '<script>' }, 1)).json.error.message).toMatch(/^page:/);
    expect(t.host.current!.match.log.length).toBe(0);
  });

  it('a phone back from sleep after another phone took its seat is told it lost it; the seat stays with the other phone', async () => {
    const a = (await post('/api/seat/join', { page: PAGE_A }, 2)).json.join as number;
    const b = (await post('/api/seat/join', { page: PAGE_B }, 2)).json.join as number;
    const back = await post('/api/seat/join', { after: a, page: PAGE_A }, 2);
    expect([back.status, back.json.error.code]).toEqual([409, 'phones/seat-moved']);
    expect(t.phones.holds(2, b)).toBe(true);
    // the phone that holds it, its answer lost, comes back as itself: it keeps the seat
    const again = await post('/api/seat/join', { after: b - 1, page: PAGE_B }, 2);
    expect(again.status).toBe(200);
    expect(t.phones.holds(2, again.json.join)).toBe(true);
    // nobody took it since: a phone back from sleep takes its seat again
    const same = await post('/api/seat/join', { after: again.json.join, page: PAGE_B }, 2);
    expect(same.status).toBe(200);
    // a page opened again (its QR code scanned, a reload: no number) takes the seat, as before
    expect((await post('/api/seat/join', { page: PAGE_A }, 2)).status).toBe(200);
  });

  it('a second mus serve on a port already taken fails without journaling a match; the next start resumes the match in progress', async () => {
    const j0 = (await post('/api/seat/join', {}, 0)).json.join as number;
    const m = quietMove(t.host.current!.match.view)!;
    const j = m.seat === 0 ? j0 : (await post('/api/seat/join', {}, m.seat)).json.join as number;
    expect((await post('/api/seat/act', { act: m.act, tap: 'tap-first-act', join: j }, m.seat)).status).toBe(200);
    const id = t.host.current!.id;
    const journals = () => readdirSync(t.matchesDir).filter((f) => f.endsWith('.musj')).sort();
    expect(journals()).toEqual([`${id}.musj`]);
    const port = Number(new URL(t.base).port);
    await expect(startServe({ setup: SETUP, host: '127.0.0.1', port, dataDir, pages, sync: 'none', print: () => {}, lang: 'en' })).rejects.toThrow(/EADDRINUSE.*\(share\/port-in-use\); a mus serve may already serve a table on it .*choose another port with --port N/);
    expect(journals()).toEqual([`${id}.musj`]);
    const displayKey = new URL(t.displayUrl).searchParams.get('key');
    const joined = t.phones.joined();
    expect(joined.filter(Boolean).length).toBeGreaterThan(0);
    await t.stop();
    t = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir, pages, sync: 'none', print: () => {} });
    expect(t.host.current!.id).toBe(id);
    expect(t.host.current!.match.log.length).toBe(1);
    // the TV's address (its key) is the same: it still gets the free seats' QR codes
    expect(new URL(t.displayUrl).searchParams.get('key')).toBe(displayKey);
    const lobby = await (await fetch(`${t.base}/api/phones/lobby`, { headers: { 'X-Display-Key': displayKey ?? '' } })).json() as { qr?: unknown[]; joined: boolean[] };
    expect(lobby.qr).toHaveLength(4);
    // the seats taken before stay taken (their phones come back by themselves): no QR code over the game for them
    expect(lobby.joined).toEqual(joined);
    // a new link frees its seat, after a restart too
    expect(t.phones.newLink(0).ok).toBe(true);
    const freed = t.phones.joined();
    expect(freed[0]).toBe(false);
    await t.stop();
    t = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir, pages, sync: 'none', print: () => {} });
    expect(t.phones.joined()).toEqual(freed);
  });
});
