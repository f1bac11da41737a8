/**
 * The host page's event streams (`GET /api/host/events`): capped (a new one ends the oldest) and a
 * page that stops reading dropped, never buffered for (`SeatStreams`, as the seats' streams). With
 * fakes, then over real HTTP: a paused page is dropped while a reading one gets every panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { request, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SeatStreams } from '../../../src-main/phones/seat-streams.js';
import { hostRoutes } from '../../../src-main/phones/host-routes.js';
import type { PhonesPanel } from '../../../shared/phones/index.js';
import { fake } from '../net/fake-stream.js';
import { waitFor } from '../serial/helpers.js';

describe('the host streams (one key of SeatStreams)', () => {
  it('hold at most their cap (the oldest ended); a stuck page is dropped, a reading one served', () => {
    const s = new SeatStreams<'host'>({ maxPerSeat: 16, maxBufferedBytes: 1000 });
    const all = Array.from({ length: 18 }, () => fake());
    for (const r of all) s.open('host', 0, r);
    expect(s.count('host')).toBe(16);
    expect(all.map((r) => r.ended)).toEqual([true, true, ...Array(16).fill(false)]);
    const stuck = all[5]!;
    stuck.writableLength = 1001;
    s.send('host', 0, 'data: panel\n\n');
    expect(stuck.destroyed).toBe(true);
    expect(stuck.written).toEqual([]);
    expect(all[6]!.written).toEqual(['data: panel\n\n']);
    expect(s.count('host')).toBe(15);
  });
});

describe('the host streams over HTTP: a page that stops reading', () => {
  const KEY = 'k'.repeat(32);
  let app: FastifyInstance;
  let undo: () => void;
  let port = 0;
  const watchers = new Set<(p: PhonesPanel) => void>();
  const served: ServerResponse[] = [];
  const open: ClientRequest[] = [];
  // a panel of ~64 KiB: the seats hold QR codes; a big one fills the socket buffers quickly
  const panel = (n: number) => ({ n, pad: 'x'.repeat(64 * 1024) }) as unknown as PhonesPanel;

  beforeAll(async () => {
    app = Fastify();
    undo = hostRoutes(app, () => null, {
      key: KEY, root: '/nonexistent', maxBufferedBytes: 64 * 1024,
      panel: async () => panel(0),
      newLink: async () => ({ ok: false, error: { code: 'phones/bad-request', message: 'no' } }),
      watch: (fn) => (watchers.add(fn), () => watchers.delete(fn)),
    });
    app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/api/host/events') served.push(res);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const r of open) r.destroy();
    undo?.();
    await app?.close();
  });

  const follow = () => new Promise<{ res: IncomingMessage; panels: () => number; closed: () => boolean }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/host/events', headers: { 'X-Host-Key': KEY } }, (res) => {
      let text = '';
      let closed = false;
      res.on('data', (d: Buffer) => { text += d.toString(); });
      res.on('close', () => { closed = true; });
      resolve({ res, panels: () => text.split('data: ').length - 1, closed: () => closed });
    });
    req.on('error', reject);
    req.end();
    open.push(req);
  });

  it('the paused page is dropped; the reading one gets every panel and stays open', async () => {
    const slow = await follow();
    const fast = await follow();
    await waitFor(() => slow.panels() >= 1 && fast.panels() >= 1 && served.length === 2, 'both pages served their first panel');
    const [slowRes] = served;
    slow.res.pause();
    let sent = 1;
    // the reading page takes in each panel before the next (lockstep); the paused one piles them up
    for (let i = 1; i <= 1000 && !slowRes!.destroyed; i++) {
      for (const fn of watchers) fn(panel(i));
      sent++;
      await waitFor(() => fast.panels() >= sent || slowRes!.destroyed, 'the reading page to take in a panel');
    }
    expect(slowRes!.destroyed).toBe(true);
    expect(served[1]!.destroyed).toBe(false);
    slow.res.resume();
    await waitFor(() => slow.closed(), 'the paused page cut off');
    for (const fn of watchers) fn(panel(9999));
    await waitFor(() => fast.panels() === sent + 1, 'the reading page still served');
    expect(fast.closed()).toBe(false);
  });
});
