/**
 * The seats' event streams under a hostile phone: one seat's link opening stream after stream (the
 * server never closes a stream to make room, so they must not pile up), and a phone that stops
 * reading (dropped, never buffered for). Plus the same cap over real HTTP on `mus serve`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { SeatStreams } from '../../../src-main/phones/seat-streams.js';
import { fake } from '../net/fake-stream.js';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { PLAYERS } from '../../helpers/phones-play.js';
import { waitFor } from '../serial/helpers.js';

describe('SeatStreams', () => {
  it('a seat holds at most its cap: the oldest streams end first, other seats untouched', () => {
    const s = new SeatStreams({ maxPerSeat: 3, maxBufferedBytes: 1000 });
    const other = fake();
    s.open(1, 1, other);
    const mine = Array.from({ length: 10 }, () => fake());
    for (const r of mine) s.open(0, 1, r);
    expect(s.count(0)).toBe(3);
    expect(mine.map((r) => r.ended)).toEqual([...Array(7).fill(true), false, false, false]);
    expect(s.count(1)).toBe(1);
    expect(other.ended).toBe(false);
    s.send(0, 1, 'data: x\n\n');
    expect(mine.filter((r) => r.written.includes('data: x\n\n'))).toHaveLength(3);
  });

  it('a phone that stops reading is dropped at the next write over the limit, never buffered for', () => {
    const s = new SeatStreams({ maxPerSeat: 4, maxBufferedBytes: 1000 });
    const reading = fake();
    const stuck = fake();
    s.open(0, 1, reading);
    s.open(0, 1, stuck);
    stuck.writableLength = 1001;
    s.send(0, 1, 'data: view\n\n');
    expect(stuck.destroyed).toBe(true);
    expect(stuck.written).toEqual([]);
    expect(reading.written).toEqual(['data: view\n\n']);
    expect(s.count(0)).toBe(1);
    s.beat();
    expect(reading.written).toEqual(['data: view\n\n', ': beat\n\n']);
  });

  it('only the streams of the join told are written to; lost/ended end them', () => {
    const s = new SeatStreams({ maxPerSeat: 4, maxBufferedBytes: 1000 });
    const old = fake();
    const now = fake();
    s.open(2, 1, old);
    s.open(2, 2, now);
    s.send(2, 1, 'data: lost\n\n', true);
    expect(old.written).toEqual(['data: lost\n\n']);
    expect(old.ended).toBe(true);
    expect(now.written).toEqual([]);
    s.endAll();
    expect(now.ended).toBe(true);
    expect(s.count(2)).toBe(0);
  });
});

describe('mus serve: one seat\'s link opening streams without end', () => {
  const dirs: string[] = [];
  let t: ServedTable;
  const open: ClientRequest[] = [];
  beforeAll(async () => {
    const pages = mkdtempSync(join(tmpdir(), 'mus-streams-'));
    const data = mkdtempSync(join(tmpdir(), 'mus-streams-'));
    dirs.push(pages, data);
    writeFileSync(join(pages, 'display.html'), '<html><head></head><body>display</body></html>');
    writeFileSync(join(pages, 'seat.html'), '<html><head></head><body>seat</body></html>');
    t = await startServe({ setup: { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 }, host: '127.0.0.1', port: 0, dataDir: data, pages, sync: 'none', print: () => {} });
  });
  afterAll(async () => {
    for (const r of open) r.destroy();
    await t?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('the seat keeps four streams open; each earlier one is ended, the newest still gets its view', async () => {
    const token = new URL(t.seatUrl(0)).hash.slice(3);
    const joined = await fetch(`${t.base}/api/seat/join`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{}' });
    const { join: j } = await joined.json() as { join: number };
    const u = new URL(t.base);
    const ends: boolean[] = [];
    const got: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = request({ host: u.hostname, port: u.port, path: `/api/seat/events?join=${j}`, headers: { Authorization: `Bearer ${token}` } }, resolve);
        req.on('error', reject);
        req.end();
        open.push(req);
      });
      expect(res.statusCode).toBe(200);
      ends.push(false);
      got.push('');
      res.on('data', (d: Buffer) => { got[i] += d.toString(); });
      res.on('end', () => { ends[i] = true; });
    }
    await waitFor(() => ends.filter(Boolean).length === 3 && (got[6] ?? "").includes('"type":"view"'), 'the three oldest streams to end');
    expect(ends).toEqual([true, true, true, false, false, false, false]);
  });
});
