/**
 * `mus serve`'s LAN server met by a hostile client, through Fastify's `inject` (no network): every
 * kind of answer carries the security headers and nothing allows another origin; a secret's answer
 * is never cached; bodies of the wrong type, malformed, oversized or poisoned are refused naming
 * what is wrong; no path reaches a file beside the pages; a guessed or reused seat secret is refused
 * without echoing it; nothing refused changes the match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { PLAYERS, QUIET_HANDS, quietMove } from '../../helpers/phones-play.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 };
const HOST = '127.0.0.1:8740';

describe('mus serve under a hostile client (inject)', () => {
  const dirs: string[] = [];
  let t: ServedTable;
  let app: FastifyInstance;
  const tokenOf = (seat: number) => new URL(t.seatUrl(seat)).hash.slice(3);
  const send = (method: 'GET' | 'POST' | 'OPTIONS' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: string) =>
    app.inject({ method, url, headers: { host: HOST, ...headers }, ...(payload === undefined ? {} : { payload }) });
  const post = (url: string, payload: string, headers: Record<string, string> = {}, seat = 0) =>
    send('POST', url, { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(seat)}`, ...headers }, payload);
  const errorOf = (r: LightMyRequestResponse) => (r.json() as { error: { code: string; message: string } }).error;

  beforeAll(async () => {
    const top = mkdtempSync(join(tmpdir(), 'mus-inject-'));
    dirs.push(top);
    const pages = join(top, 'pages');
    mkdirSync(join(pages, 'assets'), { recursive: true });
    writeFileSync(join(pages, 'display.html'), '<html><head></head><body>display</body></html>');
    writeFileSync(join(pages, 'seat.html'), '<html><head></head><body>seat</body></html>');
    writeFileSync(join(pages, 'assets', 'seat-abc.js'), 'export {};');
    writeFileSync(join(top, 'secret.txt'), 'SECRET');
    writeFileSync(join(pages, '.env'), 'SECRET');
    t = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir: join(top, 'data'), pages, sync: 'none', print: () => {} });
    const a = t.display.app;
    if (!a) throw new Error('the server is not listening');
    app = a;
  });
  afterAll(async () => {
    await t?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('every kind of answer carries the CSP, no-sniff and no framing, and no CORS header; JSON answers are never cached', async () => {
    const answers = [
      await send('GET', '/seat.html'),
      await send('GET', '/display.html'),
      await send('GET', '/assets/seat-abc.js'),
      await send('GET', '/nowhere'),
      await send('PUT', '/seat.html'),
      await send('GET', '/seat.html', { host: 'attacker.example:8740' }),
      await post('/api/seat/join', '{}'),
      await post('/api/seat/join', '{', {}),
      await post('/api/seat/join', '{}', { authorization: 'Bearer guessed-guessed-guessed' }),
      await post('/api/seat/join', '{}', { origin: 'http://attacker.example' }),
      await post('/api/seat/act', JSON.stringify({ pad: 'x'.repeat(5000) })),
      await send('GET', '/api/phones/lobby', { 'x-display-key': 'guessed' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 405, 421, 200, 400, 401, 403, 413, 200]);
    for (const r of answers) {
      expect(r.headers['content-security-policy'], r.raw.req.url).toMatch(/^default-src 'none';.*frame-ancestors 'none'$/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(Object.keys(r.headers).filter((k) => k.startsWith('access-control-'))).toEqual([]);
      if (String(r.headers['content-type']).startsWith('application/json')) expect(r.headers['cache-control']).toBe('no-store');
    }
  });

  it('a CORS preflight from another site is refused, and allows nothing', async () => {
    const r = await send('OPTIONS', '/api/seat/act', { origin: 'http://attacker.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' });
    expect(r.statusCode).toBe(405);
    expect(r.headers['allow']).toBe('POST');
    expect(Object.keys(r.headers).filter((k) => k.startsWith('access-control-'))).toEqual([]);
  });

  it('no path reaches a file beside the pages, a dot file, or a page by another name', async () => {
    for (const url of ['/../secret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt', '/assets/..%5c..%5csecret.txt', '/assets/seat-abc.js%00.html', '/.env', '/assets/.env', '/secret.txt', '/assets/../../secret.txt', '/seat.html/..%2f..%2fsecret.txt', '//secret.txt']) {
      const r = await send('GET', url);
      expect([url, r.statusCode]).toEqual([url, 404]);
      expect(r.body).not.toContain('SECRET');
    }
  });

  it('bodies of the wrong type, malformed, poisoned or oversized: refused naming what is wrong; the match unchanged', async () => {
    const join = (await post('/api/seat/join', '{}')).json().join as number;
    const tap = { tap: 'tap-hostile-1', join, act: 'mus' };
    const cases: [string, LightMyRequestResponse, number, string, RegExp][] = [
      ['text/plain', await post('/api/seat/act', JSON.stringify(tap), { 'content-type': 'text/plain' }), 403, 'phones/bad-origin', /application\/json/],
      ['a form', await post('/api/seat/act', 'tap=x', { 'content-type': 'application/x-www-form-urlencoded' }), 403, 'phones/bad-origin', /application\/json/],
      ['no type', await send('POST', '/api/seat/act', { authorization: `Bearer ${tokenOf(0)}` }, JSON.stringify(tap)), 403, 'phones/bad-origin', /application\/json/],
      ['cut JSON', await post('/api/seat/act', '{"tap":'), 400, 'phones/bad-request', /not JSON/],
      ['a list', await post('/api/seat/act', '[1,2]'), 400, 'phones/bad-request', /^body:/],
      ['a string', await post('/api/seat/act', '"mus"'), 400, 'phones/bad-request', /^body:/],
      ['__proto__', await post('/api/seat/act', `{"__proto__":{"admin":true},"tap":"tap-hostile-2","join":${join},"act":"mus"}`), 400, 'phones/bad-request', /JSON/],
      ['a huge number', await post('/api/seat/act', `{"tap":"tap-hostile-3","join":1e400,"act":"mus"}`), 400, 'phones/bad-request', /^join:/],
      ['an unknown act', await post('/api/seat/act', JSON.stringify({ ...tap, act: 'x'.repeat(500) })), 400, 'phones/bad-request', /^act:/],
      ['oversized', await post('/api/seat/act', JSON.stringify({ ...tap, pad: 'x'.repeat(5000) })), 413, 'phones/too-large', /too large/],
    ];
    for (const [what, r, status, code, message] of cases) {
      expect([what, r.statusCode, errorOf(r).code]).toEqual([what, status, code]);
      expect(errorOf(r).message, what).toMatch(message);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(t.host.current?.match.log).toHaveLength(0);
  });

  it('a seat never gets another seat\'s hand: not in its view, not in the lobby, not with the display key (a deal played to its showdown)', async () => {
    const joins = await Promise.all([0, 1, 2, 3].map(async (seat) => (await post('/api/seat/join', '{}', {}, seat)).json().join as number));
    for (let i = 0; i < 40; i++) {
      const m = t.host.current && quietMove(t.host.current.match.view);
      if (!m) break;
      expect((await post('/api/seat/act', JSON.stringify({ act: m.act, tap: `act-${i}-inj`, join: joins[m.seat] }), {}, m.seat)).statusCode).toBe(200);
    }
    const shown = await post('/api/seat/hand', JSON.stringify({ cards: QUIET_HANDS[0], tap: 'hand-0-inj', join: joins[0] }), {}, 0);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().view.showdown.mine).toHaveLength(4);
    const cardsOf0 = JSON.stringify(shown.json().view.showdown.mine);
    // seat 1 asks for its view (a join), with seat 0's hand confirmed: only that seat 0 has shown
    const other = (await post('/api/seat/join', JSON.stringify({ after: joins[1] }), {}, 1)).json();
    expect(other.view.showdown).toMatchObject({ confirmed: [0], mine: null });
    expect(JSON.stringify(other)).not.toContain(cardsOf0);
    const key = new URL(t.displayUrl).searchParams.get('key') ?? '';
    for (const r of [await send('GET', '/api/phones/lobby'), await send('GET', '/api/phones/lobby', { 'x-display-key': key })]) {
      expect(r.statusCode).toBe(200);
      expect(r.json().shown).toEqual([true, false, false, false]);
      expect(r.body).not.toContain(cardsOf0);
    }
  });

  it('a guessed seat secret, one of another table\'s length, or one cut short: 401, never echoed; another seat\'s secret speaks for that seat only', async () => {
    const real = tokenOf(1);
    for (const guess of ['', 'x', real.slice(0, -1), `${real}x`, real.toUpperCase(), `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`]) {
      const r = await post('/api/seat/join', '{}', { authorization: `Bearer ${guess}` });
      expect([guess, r.statusCode, errorOf(r).code]).toEqual([guess, 401, 'phones/bad-token']);
      if (guess.length > 3) expect(r.body).not.toContain(guess);
    }
    const other = await post('/api/seat/join', '{}', {}, 3);
    expect(other.json().view.seat).toBe(3);
    // a phone's stream for a join number its seat does not hold: refused
    const r = await send('GET', '/api/seat/events?join=999', { authorization: `Bearer ${tokenOf(3)}` });
    expect([r.statusCode, errorOf(r).code]).toEqual([409, 'phones/seat-moved']);
  });
});
