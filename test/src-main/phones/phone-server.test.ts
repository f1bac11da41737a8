/**
 * `mus serve` in process (issue 26): the phones' routes on the table's LAN server, with a real
 * journal in a temporary data folder. A deal played from four phones' taps, undo by agreement, a
 * restart that resumes with the same seat links; and the hostile cases: another seat's token,
 * another table's token, a replayed tap, a tap out of turn, garbage bodies, a foreign origin or
 * host, a flood of joins. No answer, error or printed line holds a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { PLAYERS, QUIET_HANDS, quietMove } from '../../helpers/phones-play.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 };

describe('mus serve: the phones of a table', () => {
  const dirs: string[] = [];
  const printed: string[] = [];
  let pages = '';
  let a: ServedTable;
  let b: ServedTable;
  const tmp = () => {
    const d = mkdtempSync(join(tmpdir(), 'mus-phones-'));
    dirs.push(d);
    return d;
  };
  const tokenOf = (t: ServedTable, seat: number) => new URL(t.seatUrl(seat)).hash.slice(3);
  const post = async (t: ServedTable, path: string, body: unknown, o: { token?: string; headers?: Record<string, string>; raw?: string } = {}) => {
    const res = await fetch(`${t.base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(o.token ? { Authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      body: o.raw ?? JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, json: (() => { try { return JSON.parse(text) as Record<string, any>; } catch { return null; } })() };
  };
  const joinSeat = async (t: ServedTable, seat: number) => (await post(t, '/api/seat/join', {}, { token: tokenOf(t, seat) })).json!.join as number;
  let tapN = 0;
  const act = (t: ServedTable, seat: number, join: number, body: Record<string, unknown>, tap = `tap-${String(++tapN).padStart(4, "0")}`) =>
    post(t, '/api/seat/act', { ...body, tap, join }, { token: tokenOf(t, seat) });

  beforeAll(async () => {
    pages = tmp();
    writeFileSync(join(pages, 'display.html'), '<html><head></head><body>display</body></html>');
    writeFileSync(join(pages, 'seat.html'), '<html><head></head><body>seat</body></html>');
    a = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir: tmp(), pages, sync: 'none', print: (l) => printed.push(l), joinsPerMinute: 60 });
    b = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir: tmp(), pages, sync: 'none', print: () => {} });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('serves the seat page and the room display; the page source holds no token', async () => {
    const seat = await fetch(`${a.base}/seat.html`);
    expect(seat.status).toBe(200);
    expect(seat.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const text = await seat.text();
    for (let s = 0; s < 4; s++) expect(text).not.toContain(tokenOf(a, s));
    expect((await fetch(`${a.base}/display.html`)).status).toBe(200);
  });

  it('a seat\'s token joins that seat; another table\'s token and garbage are refused without echoing the token', async () => {
    const j = await post(a, '/api/seat/join', {}, { token: tokenOf(a, 2) });
    expect(j.status).toBe(200);
    expect(j.json!.view).toMatchObject({ seat: 2, team: 'A', partners: [0], players: PLAYERS });
    const other = await post(a, '/api/seat/join', {}, { token: tokenOf(b, 2) });
    expect(other.status).toBe(401);
    expect(other.json!.error.code).toBe('phones/bad-token');
    expect(other.text).not.toContain(tokenOf(b, 2));
    expect((await post(a, '/api/seat/join', {})).status).toBe(401);
    expect((await post(a, '/api/seat/join', {}, { token: 'x'.repeat(30) })).status).toBe(401);
  });

  it('garbage bodies, a foreign origin or host, a wrong type are refused, naming the field', async () => {
    const token = tokenOf(a, 0);
    const join = await joinSeat(a, 0);
    expect((await post(a, '/api/seat/act', null, { token, raw: '{not json' })).json!.error.code).toBe('phones/bad-request');
    expect((await post(a, '/api/seat/act', [1, 2], { token })).status).toBe(400);
    const noTap = await post(a, '/api/seat/act', { act: 'mus', join }, { token });
    expect(noTap.json!.error.message).toMatch(/^tap:/);
    expect((await act(a, 0, join, { act: 'dance' })).json!.error.message).toMatch(/^act:/);
    expect((await post(a, '/api/seat/act', { act: 'mus', tap: 'tap-xyz', join }, { token, headers: { Origin: 'http://evil.example' } })).status).toBe(403);
    expect((await post(a, '/api/seat/act', { act: 'mus', tap: 'tap-xyz', join }, { token, headers: { 'Content-Type': 'text/plain' } })).status).toBe(403);
    expect((await post(a, '/api/seat/act', { act: 'mus', tap: 'tap-xyz', join, pad: 'x'.repeat(5000) }, { token })).status).toBe(413);
    expect(await statusWithHost(a.base, '/api/seat/join', 'evil.example.com', token)).toBe(421);
    expect(a.host.current!.match.log.length).toBe(0);
  });

  it('another seat\'s token cannot speak for the seat to speak; a tap out of turn says whose turn it is', async () => {
    const j1 = await joinSeat(a, 1);
    const r = await act(a, 1, j1, { act: 'cut' });
    expect(r.status).toBe(409);
    expect(r.json!.error).toEqual({ code: 'phones/not-your-turn', message: 'it is Ane\'s turn to speak', params: { name: 'Ane' } });
    expect(a.host.current!.match.log.length).toBe(0);
  });

  it('a replayed tap is applied once; two partners answering: the second is told who spoke first', async () => {
    const j0 = await joinSeat(a, 0);
    const first = await act(a, 0, j0, { act: 'cut' }, 'tap-replayed');
    const again = await act(a, 0, j0, { act: 'cut' }, 'tap-replayed');
    expect(first.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(a.host.current!.match.log.length).toBe(1);
    const seen = first.json!.view.seen as number;
    expect((await act(a, 0, j0, { act: 'bet', amount: 2, seen: 1 })).status).toBe(200);
    const j1 = await joinSeat(a, 1);
    const j3 = await joinSeat(a, 3);
    expect((await act(a, 1, j1, { act: 'fold', seen: seen + 1 })).status).toBe(200);
    const late = await act(a, 3, j3, { act: 'see', seen: seen + 1 });
    expect(late.json!.error).toMatchObject({ code: 'phones/already-said', params: { name: 'Peio', act: 'fold' } });
    expect(late.json!.error.message).toBe('Peio already said tira');
  });

  it('a phone that rescans takes the seat: the old phone\'s taps are refused', async () => {
    const old = await joinSeat(a, 2);
    const now = await joinSeat(a, 2);
    expect(now).toBeGreaterThan(old);
    const r = await act(a, 2, old, { act: 'pass' });
    expect(r.json!.error.code).toBe('phones/seat-moved');
  });

  it('a deal played from the phones to its showdown; counted when the fourth hand is in; journaled with each act’s phone as its source', async () => {
    const joins = [await joinSeat(a, 0), await joinSeat(a, 1), await joinSeat(a, 2), await joinSeat(a, 3)];
    for (let i = 0; i < 40; i++) {
      const m = quietMove(a.host.current!.match.view);
      if (!m) break;
      const r = await act(a, m.seat, joins[m.seat]!, { act: m.act });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
    expect(a.host.current!.match.view.current!.state.stage).toBe('showdown');
    for (let seat = 0; seat < 4; seat++) {
      expect(a.host.current!.match.view.deals.length).toBe(0);
      const r = await post(a, '/api/seat/hand', { cards: QUIET_HANDS[seat], tap: `hand-${seat}`, join: joins[seat] }, { token: tokenOf(a, seat) });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
    expect(a.host.current!.match.view.deals.length).toBe(1);
    const journal = readFileSync(join(libraryOf(a), `${a.host.current!.id}.musj`), 'utf8');
    // each act and the hands carry the phone of the seat that made them (the front door's source)
    const sources = journal.split('\n').map((l) => /"source":"([^"]*)"/.exec(l)?.[1]).filter((x) => x !== undefined);
    expect(sources.length).toBeGreaterThan(4);
    for (const s of sources) expect(s).toMatch(/^phone:[0-3]$/);
    expect(sources.at(-1), 'the hands entered when the fourth hand was confirmed').toBe('phone:3');
  });

  it('undo by agreement: asked on a phone, refused from the same team, taken back when the other team accepts; recorded with both seats', async () => {
    const j = [await joinSeat(a, 0), await joinSeat(a, 1), await joinSeat(a, 2), await joinSeat(a, 3)];
    const before = a.host.current!.match.log.length;
    const m = quietMove(a.host.current!.match.view)!;
    expect((await act(a, m.seat, j[m.seat]!, { act: m.act })).status).toBe(200);
    const tok = (s: number) => tokenOf(a, s);
    const ask = await post(a, '/api/seat/undo', { accept: false, tap: 'undo-ask', join: j[0] }, { token: tok(0) });
    expect(ask.json!.view.undo).toEqual({ askedBy: 0, mayAccept: false, last: { type: 'action', seat: 1, act: 'cut' } });
    const same = await post(a, '/api/seat/undo', { accept: true, tap: 'undo-same', join: j[2] }, { token: tok(2) });
    expect(same.json!.error.code).toBe('phones/same-team');
    const ok = await post(a, '/api/seat/undo', { accept: true, tap: 'undo-yes', join: j[1] }, { token: tok(1) });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(a.host.current!.match.log.length).toBe(before);
    // the agreement is in the journal's undo record itself (one flush), not beside it
    const undos = journalRecords(a).filter((r) => r.t === 'undo');
    expect(undos.at(-1)).toMatchObject({ t: 'undo', source: 'phone:1', agreed: { asked: 0, accepted: 1 } });
    expect(readdirSync(libraryOf(a)).filter((f) => f.endsWith('.phones.jsonl'))).toEqual([]);
  });

  it('a flood of joins from one device is cut off (429)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await post(b, '/api/seat/join', {}, { token: tokenOf(b, 3) })).status);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toContain(429);
  });

  it('the lobby gives the QR codes only to the display opened with its key', async () => {
    const plain = await (await fetch(`${a.base}/api/phones/lobby`)).json() as Record<string, unknown>;
    expect(plain.qr).toBeUndefined();
    expect(plain.joined).toEqual([true, true, true, true]);
    const key = new URL(b.displayUrl).searchParams.get('key')!;
    const keyed = await (await fetch(`${b.base}/api/phones/lobby`, { headers: { 'X-Display-Key': key } })).json() as { qr: string[] };
    expect(keyed.qr).toHaveLength(4);
    expect(keyed.qr[0]).toMatch(/^data:image\/svg\+xml,/);
  });

  it('the tokens are on disk owner-only; nothing printed holds one but the QR codes; a restart keeps the links', async () => {
    const dir = join(libraryOf(a), 'phones');
    const f = readdirSync(dir).find((x) => x.endsWith('.tokens.json'))!;
    expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const text = printed.join('\n');
    for (let s = 0; s < 4; s++) expect(text).not.toContain(tokenOf(a, s));
    const id = a.host.current!.id;
    const log = a.host.current!.match.log.length;
    const tokens = [0, 1, 2, 3].map((s) => tokenOf(a, s));
    const dataDir = libraryOf(a).replace(/[/\\]matches$/, '');
    await a.stop();
    a = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir, pages, sync: 'none', print: () => {} });
    expect(a.host.current!.id).toBe(id);
    expect(a.host.current!.match.log.length).toBe(log);
    expect([0, 1, 2, 3].map((s) => tokenOf(a, s))).toEqual(tokens);
  });
});

/** A POST with a chosen `Host` header (fetch sets its own). */
function statusWithHost(base: string, path: string, host: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(base);
    const req = request({ host: u.hostname, port: u.port, path, method: 'POST', headers: { Host: host, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end('{}');
  });
}

/** The records of the match journal in progress (each line: checksum, space, JSON). */
function journalRecords(t: ServedTable): Record<string, any>[] {
  const text = readFileSync(join(libraryOf(t), `${t.host.current!.id}.musj`), 'utf8');
  return text.split('\n').filter(Boolean).slice(1).map((l) => JSON.parse(l.slice(9)) as Record<string, any>);
}

function libraryOf(t: ServedTable): string {
  return t.matchesDir;
}
