/**
 * The host page's routes on `mus serve` (in process, a real journal in a temporary data folder):
 * every `/api/host/…` route refuses without the host key, or with another secret (the room
 * display's key, a seat's token, garbage): 401 `phones/bad-host-key`; with it, « Nouveau lien »
 * renews one seat (the old token refused, the new one joins, the other seats untouched, the phone
 * that held the seat told on its stream), and the host stream follows. The POST keeps the phones'
 * rules (JSON, same origin, small bodies, rate limits); the key is kept 0600 and is the same after
 * a restart; no page, answer or room display stream holds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { hostKeyFile } from '../../../src-main/phones/host-key.js';
import type { PhonesPanel } from '../../../shared/phones/index.js';
import { PLAYERS } from '../../helpers/phones-play.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 };

/** Reads Server-Sent Events messages one at a time from a `fetch` answer. */
function sseReader(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  return {
    async next(): Promise<Record<string, any> | null> {
      for (;;) {
        const at = buf.indexOf('\n\n');
        if (at >= 0) {
          const chunk = buf.slice(0, at);
          buf = buf.slice(at + 2);
          const data = chunk.split('\n').find((l) => l.startsWith('data: '));
          if (data) return JSON.parse(data.slice(6)) as Record<string, any>;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buf += value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('mus serve: the host page', () => {
  const dirs: string[] = [];
  let t: ServedTable;
  let dataDir = '';
  let pages = '';
  const tmp = () => {
    const d = mkdtempSync(join(tmpdir(), 'mus-host-'));
    dirs.push(d);
    return d;
  };
  const hostKey = () => new URL(t.hostUrl).hash.slice(3);
  const tokenOf = (seat: number) => new URL(t.seatUrl(seat)).hash.slice(3);
  const displayKey = () => new URL(t.displayUrl).searchParams.get('key') ?? '';
  const get = (path: string, key?: string) => fetch(`${t.base}${path}`, { headers: key === undefined ? {} : { 'X-Host-Key': key } });
  const renew = async (body: unknown, o: { key?: string; headers?: Record<string, string>; raw?: string } = {}) => {
    const res = await fetch(`${t.base}/api/host/new-link`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(o.key === undefined ? {} : { 'X-Host-Key': o.key }), ...o.headers },
      body: o.raw ?? JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, json: (() => { try { return JSON.parse(text) as Record<string, any>; } catch { return null; } })() };
  };
  const joinWith = (token: string) => fetch(`${t.base}/api/seat/join`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{}' });

  beforeAll(async () => {
    pages = tmp();
    dataDir = tmp();
    writeFileSync(join(pages, 'display.html'), '<html><head></head><body>display</body></html>');
    writeFileSync(join(pages, 'seat.html'), '<html><head></head><body>seat</body></html>');
    writeFileSync(join(pages, 'host.html'), '<html><head></head><body>host</body></html>');
    t = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir, pages, sync: 'none', print: () => {} });
  });
  afterAll(async () => {
    await t?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('serves the page without any secret in it; its address holds the key in the fragment only', async () => {
    const url = new URL(t.hostUrl);
    expect(url.pathname).toBe('/host.html');
    expect(url.search).toBe('');
    expect(hostKey()).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const page = await get('/host.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(await page.text()).not.toContain(hostKey());
  });

  it('refuses every host route without the key, with the display key, a seat token or garbage: 401 phones/bad-host-key', async () => {
    for (const key of [undefined, '', displayKey(), tokenOf(0), 'x'.repeat(24), `${hostKey()}x`, hostKey().slice(1)]) {
      for (const path of ['/api/host/panel', '/api/host/events']) {
        const res = await get(path, key);
        expect({ path, key, status: res.status }).toEqual({ path, key, status: 401 });
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('phones/bad-host-key');
      }
      const head = await fetch(`${t.base}/api/host/events`, { method: 'HEAD', headers: key === undefined ? {} : { 'X-Host-Key': key } });
      expect(head.status).toBe(401);
      const r = await renew({ seat: 1 }, key === undefined ? {} : { key });
      expect(r.status).toBe(401);
      expect(r.json!.error.code).toBe('phones/bad-host-key');
      expect(r.text).not.toContain(hostKey());
    }
    // nothing was renewed
    expect((await joinWith(tokenOf(1))).status).toBe(200);
  });

  it('with the key: the seats, their QR codes and links', async () => {
    const res = await get('/api/host/panel', hostKey());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { panel } = (await res.json()) as { panel: PhonesPanel };
    expect(panel.players).toEqual(PLAYERS);
    expect(panel.urls.map((u) => new URL(u).hash.slice(3))).toEqual([0, 1, 2, 3].map(tokenOf));
    expect(panel.qr?.filter((q) => q !== null)).toHaveLength(3); // seat 2's phone joined above
  });

  it('« Nouveau lien »: the old token refused, the new one joins, the others unchanged, the phone that held the seat told; the host stream follows', async () => {
    const old = tokenOf(2);
    const others = [0, 1, 3].map(tokenOf);
    const joined = (await (await joinWith(old)).json()) as { join: number };
    const phone = await fetch(`${t.base}/api/seat/events?join=${joined.join}`, { headers: { Authorization: `Bearer ${old}` } });
    expect(phone.status).toBe(200);
    const host = sseReader(await get('/api/host/events', hostKey()));
    expect(await host.next()).toMatchObject({ type: 'panel', panel: { players: PLAYERS } });

    const r = await renew({ seat: 2 }, { key: hostKey() });
    expect(r.status).toBe(200);
    const fresh = tokenOf(2);
    expect(fresh).not.toBe(old);
    expect(r.json!.panel.urls[2]).toBe(t.seatUrl(2));
    expect(r.json!.panel.joined[2]).toBe(false);
    expect(r.json!.panel.qr[2]).toMatch(/^data:image\/svg\+xml,/);
    // the phone that held seat 3 is told it lost the seat, and its stream ends
    expect(await phone.text()).toContain('data: {"type":"lost"}');
    expect((await joinWith(old)).status).toBe(401);
    expect((await joinWith(fresh)).status).toBe(200);
    expect([0, 1, 3].map(tokenOf)).toEqual(others);
    for (const tok of others) expect((await joinWith(tok)).status).toBe(200);
    // the host stream says each change: the seat freed with its new link, then joined again
    let last: Record<string, any> | null = null;
    while ((last = await host.next()) && !(last.panel.urls[2] === t.seatUrl(2) && last.panel.joined.every(Boolean)));
    expect(last?.panel.joined).toEqual([true, true, true, true]);
    await host.cancel();
  });

  it('the POST keeps the phones\' rules: JSON from its own origin, a seat number, a small body', async () => {
    const key = hostKey();
    const before = [0, 1, 2, 3].map(tokenOf);
    expect((await renew({ seat: 1 }, { key, headers: { 'Content-Type': 'text/plain' } })).status).toBe(403);
    expect((await renew({ seat: 1 }, { key, headers: { Origin: 'http://evil.example' } })).json!.error.code).toBe('phones/bad-origin');
    for (const body of [{}, { seat: '1' }, { seat: 1.5 }, [1], null]) {
      const r = await renew(body, { key });
      expect(r.status).toBe(400);
      expect(r.json!.error).toMatchObject({ code: 'phones/bad-request' });
    }
    expect((await renew({ seat: 4 }, { key })).json!.error).toMatchObject({ code: 'phones/bad-request', message: 'seat: a seat of this match (0 to 3)' });
    expect((await renew(null, { key, raw: '{not json' })).status).toBe(400);
    expect((await renew({ seat: 1, pad: 'x'.repeat(5000) }, { key })).status).toBe(413);
    expect((await fetch(`${t.base}/api/host/new-link`, { headers: { 'X-Host-Key': key } })).status).toBe(405);
    expect([0, 1, 2, 3].map(tokenOf)).toEqual(before);
  });

  it('the room display never gets the host key', async () => {
    const res = await fetch(`${t.base}/events?key=${displayKey()}`);
    const s = sseReader(res);
    const seen: string[] = [];
    while (seen.length < 3) seen.push(JSON.stringify(await s.next()));
    await s.cancel();
    expect(seen.join('\n')).toContain('"lobby"');
    expect(seen.join('\n')).not.toContain(hostKey());
    expect(await (await fetch(`${t.base}/display.html`)).text()).not.toContain(hostKey());
  });

  it('the key is kept owner-only in the data folder, the same after a restart', async () => {
    const file = hostKeyFile(t.matchesDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ format: 'mus-host-key/1', key: hostKey() });
    const key = hostKey();
    await t.stop();
    t = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir, pages, sync: 'none', print: () => {} });
    expect(hostKey()).toBe(key);
    expect((await get('/api/host/panel', key)).status).toBe(200);
  });

  it('a device that keeps guessing is slowed down: 429 after a minute\'s share of requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await get('/api/host/panel', `guess-${String(i).padStart(20, '0')}`)).status);
    expect(statuses.slice(0, 55).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
