/**
 * `mus serve` when the match is closed at the table between a phone's join and its stream (the
 * race the desktop journey met once): the phone's stream says the match ended (`{type:'ended'}`,
 * then the end), as an open stream is told; a tap or a join with that link is refused as ended
 * (410 `phones/match-ended`), never « this link is not a seat » (401 `phones/bad-token`). A link
 * that never was a seat, or one cut off by « Nouveau lien », is still `phones/bad-token`. A real
 * server on port 0.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { PLAYERS } from '../../helpers/phones-play.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 };

describe('mus serve: a link of a match closed since it joined', () => {
  const dirs: string[] = [];
  let t: ServedTable | null = null;
  afterEach(async () => {
    await t?.stop();
    t = null;
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  async function serve(): Promise<ServedTable> {
    const top = mkdtempSync(join(tmpdir(), 'mus-phones-ended-'));
    dirs.push(top);
    writeFileSync(join(top, 'display.html'), '<html><head></head><body>display</body></html>');
    writeFileSync(join(top, 'seat.html'), '<html><head></head><body>seat</body></html>');
    t = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir: join(top, 'data'), pages: top, sync: 'none', print: () => {} });
    return t;
  }
  const tokenIn = (url: string) => new URL(url).hash.slice(3);
  const post = async (base: string, path: string, body: unknown, token: string) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() as { join?: number; error?: { code: string; message: string } } };
  };
  /** Reads a seat's stream to its end (the server must end it). */
  const stream = async (base: string, join: number, token: string) => {
    const res = await fetch(`${base}/api/seat/events?join=${join}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('the stream opened after the match was closed says it ended, then ends', async () => {
    const s = await serve();
    const token = tokenIn(s.seatUrl(1));
    const j = await post(s.base, '/api/seat/join', { page: 'page-aaaaaaaa' }, token);
    expect(j.status).toBe(200);
    expect(s.host.closeMatch().ok).toBe(true);
    const got = await stream(s.base, j.json.join ?? 0, token);
    expect(got.status).toBe(200);
    expect(got.type).toMatch(/^text\/event-stream/);
    expect(got.text).toBe(`data: ${JSON.stringify({ type: 'ended' })}\n\n`);
  });

  it('a tap or a join with that link is refused as ended (410 phones/match-ended), on every tap route', async () => {
    const s = await serve();
    const token = tokenIn(s.seatUrl(0));
    const j = await post(s.base, '/api/seat/join', { page: 'page-aaaaaaaa' }, token);
    expect(s.host.closeMatch().ok).toBe(true);
    const taps = [
      await post(s.base, '/api/seat/act', { act: 'mus', tap: 'tap-aaaaaaaa', join: j.json.join }, token),
      await post(s.base, '/api/seat/hand', { cards: ['1', '2', '3', '4'], tap: 'tap-bbbbbbbb', join: j.json.join }, token),
      await post(s.base, '/api/seat/undo', { accept: false, tap: 'tap-cccccccc', join: j.json.join }, token),
      await post(s.base, '/api/seat/join', { page: 'page-aaaaaaaa' }, token),
    ];
    expect(taps.map((r) => [r.status, r.json.error?.code])).toEqual(Array.from({ length: 4 }, () => [410, 'phones/match-ended']));
    expect(JSON.stringify(taps)).not.toContain(token);
  });

  it('a new match started meanwhile: the old links are ended ones; a garbage link and one cut off by « Nouveau lien » stay no seat', async () => {
    const s = await serve();
    const cut = tokenIn(s.seatUrl(2));
    expect((await s.relink(2)).ok).toBe(true);
    const token = tokenIn(s.seatUrl(2));
    const j = await post(s.base, '/api/seat/join', { page: 'page-aaaaaaaa' }, token);
    expect(s.host.newMatch({ ...SETUP, esku: 1 }).ok).toBe(true);
    expect(await stream(s.base, j.json.join ?? 0, token)).toMatchObject({ status: 200, text: `data: ${JSON.stringify({ type: 'ended' })}\n\n` });
    expect((await post(s.base, '/api/seat/act', { act: 'mus', tap: 'tap-aaaaaaaa', join: j.json.join }, token)).json.error?.code).toBe('phones/match-ended');
    const bad = [await post(s.base, '/api/seat/join', {}, cut), await post(s.base, '/api/seat/join', {}, 'guessed-guessed-guessed-guessed')];
    expect(bad.map((r) => [r.status, r.json.error?.code])).toEqual([[401, 'phones/bad-token'], [401, 'phones/bad-token']]);
    expect((await stream(s.base, 1, cut)).status).toBe(401);
  });
});
