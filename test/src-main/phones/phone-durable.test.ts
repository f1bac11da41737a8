/**
 * `mus serve` keeps what the phones said (issue 26): the hands confirmed at a showdown survive a
 * restart of the server (kept 0600 beside the seat tokens until the deal is counted), and the room
 * display is told at once, on its `/events` stream, when a phone joins (no polling): the QR codes
 * only on the stream opened with the display key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { PLAYERS, QUIET_HANDS, quietMove } from '../../helpers/phones-play.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 };

describe('mus serve: hands kept across a restart, the lobby pushed', () => {
  const dirs: string[] = [];
  let pages = '';
  let dataDir = '';
  let t: ServedTable;
  const tmp = () => {
    const d = mkdtempSync(join(tmpdir(), 'mus-phones-durable-'));
    dirs.push(d);
    return d;
  };
  const start = () => startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir, pages, sync: 'none', print: () => {} });
  const tokenOf = (seat: number) => new URL(t.seatUrl(seat)).hash.slice(3);
  const post = async (path: string, seat: number, body: unknown) => {
    const res = await fetch(`${t.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenOf(seat)}` }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  };
  const take = async (seat: number) => (await post('/api/seat/join', seat, {})).json;

  beforeAll(async () => {
    pages = tmp();
    dataDir = tmp();
    writeFileSync(join(pages, 'display.html'), '<html><head></head><body>display</body></html>');
    writeFileSync(join(pages, 'seat.html'), '<html><head></head><body>seat</body></html>');
    t = await start();
  });
  afterAll(async () => {
    await t?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('a phone joining is pushed on the room display’s stream at once; the QR codes only with the key', async () => {
    const key = new URL(t.displayUrl).searchParams.get('key')!;
    const keyed = await follow(`${t.base}/events?key=${key}`);
    const plain = await follow(`${t.base}/events`);
    const first = await keyed.next((m) => m.type === 'lobby');
    expect(first.lobby).toMatchObject({ players: PLAYERS, joined: [false, false, false, false], shown: null });
    expect(first.lobby.qr).toHaveLength(4);
    expect(first.lobby.qr[0]).toMatch(/^data:image\/svg\+xml,/);
    // the seats' links (their tokens) never reach a room display, keyed or not
    expect(first.lobby.urls).toBeUndefined();
    for (let s = 0; s < 4; s++) expect(JSON.stringify(first)).not.toContain(tokenOf(s));
    expect((await plain.next((m) => m.type === 'lobby')).lobby.qr).toBeUndefined();
    await take(2);
    const after = await keyed.next((m) => m.type === 'lobby' && m.lobby.joined[2] === true);
    expect(after.lobby.joined).toEqual([false, false, true, false]);
    expect(after.lobby.qr[2]).toBeNull();
    expect((await plain.next((m) => m.type === 'lobby' && m.lobby.joined[2] === true)).lobby.qr).toBeUndefined();
    keyed.close();
    plain.close();
  });

  it('two hands confirmed, the server restarted: the seats still show them confirmed; the last two count the deal', async () => {
    const joins = [(await take(0)).join, (await take(1)).join, (await take(2)).join, (await take(3)).join] as number[];
    for (let i = 0; i < 40; i++) {
      const m = quietMove(t.host.current!.match.view);
      if (!m) break;
      expect((await post('/api/seat/act', m.seat, { act: m.act, tap: `act-${i}-xx`, join: joins[m.seat] })).status).toBe(200);
    }
    for (const seat of [0, 1]) expect((await post('/api/seat/hand', seat, { cards: QUIET_HANDS[seat], tap: `hand-${seat}-x`, join: joins[seat] })).status).toBe(200);
    const id = t.host.current!.id;
    const kept = join(t.matchesDir, 'phones', `${id}.hands.json`);
    expect(statSync(kept).mode & 0o777).toBe(0o600);

    await t.stop();
    t = await start();
    expect(t.host.current!.id).toBe(id);
    const again = [await take(0), await take(1), await take(2), await take(3)];
    expect(again[3]!.view.showdown).toMatchObject({ need: [0, 1, 2, 3], confirmed: [0, 1], mine: null });
    expect(again[0]!.view.showdown.mine).toEqual(['1', '4', '5', '6']);
    expect(t.phones.lobby().shown).toEqual([true, true, false, false]);
    expect(t.host.current!.match.view.deals).toHaveLength(0);
    for (const seat of [2, 3]) {
      const r = await post('/api/seat/hand', seat, { cards: QUIET_HANDS[seat], tap: `hand-${seat}-y`, join: again[seat]!.join });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
    expect(t.host.current!.match.view.deals).toHaveLength(1);
    expect(existsSync(kept), 'the kept hands are removed once the deal is counted').toBe(false);
  });
});

/** Reads a Server-Sent Events stream; `next(pred)` waits for the next message that fits. */
async function follow(url: string) {
  const ctl = new AbortController();
  const res = await fetch(url, { signal: ctl.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  const queue: Record<string, any>[] = [];
  const next = async (pred: (m: Record<string, any>) => boolean): Promise<Record<string, any>> => {
    for (;;) {
      const i = queue.findIndex(pred);
      if (i >= 0) return queue.splice(0, i + 1).at(-1)!;
      queue.length = 0;
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buf += value;
      let at: number;
      while ((at = buf.indexOf('\n\n')) >= 0) {
        const line = buf.slice(0, at).split('\n').find((l) => l.startsWith('data: '));
        buf = buf.slice(at + 2);
        if (line) queue.push(JSON.parse(line.slice(6)) as Record<string, any>);
      }
    }
  };
  return { next, close: () => ctl.abort() };
}
