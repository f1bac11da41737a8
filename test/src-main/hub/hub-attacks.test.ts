/**
 * What a hostile guest on the club's Wi-Fi tried against the hub (issue 25 §3), each attack
 * replayed for real on loopback: many guests are simulated by binding 127.x.y.z source addresses
 * (`localAddress`), never any other address. Every loop is bounded and stops by itself.
 * - guessing join codes from rotating addresses: each code is locked after its wrong guesses,
 *   whatever the number of addresses, until the director unlocks it;
 * - anonymous event streams from many addresses: the board the director opened with its key is
 *   never evicted (an anonymous one is);
 * - slow headers from many addresses filling the connections: a table with its token still ships;
 * - connections capped per address: the one over the cap is refused, the others served.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { recordsOf, ROTATIONS, seededBytes, setupOf, tournament, variant } from './fixtures.js';
import { followBoard, http, until } from './http.js';

afterAll(removeTempDirs);

const running: HubServer[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const h of running.splice(0)) await h.stop();
});

async function startHub(opts: Partial<ConstructorParameters<typeof HubServer>[0]> = {}) {
  const hub = new HubServer({ dir: tempDir('mus-hub-'), tournament: tournament(3), random: seededBytes(7), heartbeatMs: 60_000, ...opts });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  running.push(hub);
  return { hub, port: r.value.port };
}

/** The i-th guest address (127.0.<block>.<n>, never 127.0.0.1). */
const guest = (i: number, block = 2) => `127.0.${block + Math.floor(i / 250)}.${(i % 250) + 1}`;

/** A raw connection from `localAddress`, settled once connected (or closed at once). */
function open(port: number, localAddress: string): Promise<{ s: Socket; closed: () => boolean; got: () => number }> {
  return new Promise((ok) => {
    const s = connect({ host: '127.0.0.1', port, localAddress });
    sockets.push(s);
    let closed = false;
    let got = 0;
    s.on('error', () => {});
    s.on('data', (b: Buffer) => { got += b.length; }); // reads what comes: a reply is never left unread
    s.on('close', () => { closed = true; });
    s.once('connect', () => ok({ s, closed: () => closed, got: () => got }));
    s.once('close', () => ok({ s, closed: () => true, got: () => got }));
  });
}

describe('hub attacks on loopback (issue 25)', () => {
  it('join codes guessed from rotating addresses: each code locks after its wrong guesses until the director unlocks it', async () => {
    const told: number[] = [];
    const { hub, port } = await startHub({ joinAttemptsPerMinute: 20, joinFailuresPerCode: 100, now: () => 1_000_000, onLocked: (l) => told.push(l.length) });
    const c = hub.credentials().find((x) => x.round === 1 && x.table === 1)!;
    // 150 guessers, one wrong code each: no address reaches its own limit
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) {
      const r = await http(port, '/api/join', { body: { code: i % 2 ? 'ZZZZZ2' : 'YYYYY3' }, localAddress: guest(i) });
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 404).length).toBe(150);
    expect(hub.codeLocks().every((l) => l.locked && l.failures >= 100)).toBe(true);
    expect(told).toEqual([hub.credentials().length]); // the organizer's app told once, of every code
    // the right code is refused now, from any address: a guesser learns nothing after the lock
    const refused = await http(port, '/api/join', { body: { code: c.code }, localAddress: guest(200) });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('hub/too-many-attempts');
    expect(refused.json.error.message).toMatch(/locked/);
    // the director unlocks table 1's code: it joins; the others stay locked
    expect(hub.unlockCodes({ round: 1, table: 1 })).toBe(1);
    expect((await http(port, '/api/join', { body: { code: c.code } })).status).toBe(200);
    expect(hub.codeLocks().filter((l) => l.locked).length).toBe(hub.credentials().length - 1);
    expect(hub.unlockCodes()).toBe(hub.credentials().length - 1);
    expect(hub.codeLocks().every((l) => !l.locked && l.failures === 0)).toBe(true);
  });

  it('wrong codes from one address are limited per minute; the guessers after it do not lift the limit', async () => {
    let now = 1_000_000;
    const { hub, port } = await startHub({ joinAttemptsPerMinute: 3, now: () => now });
    const c = hub.credentials()[0]!;
    const me = guest(0, 9);
    for (let i = 0; i < 3; i++) expect((await http(port, '/api/join', { body: { code: 'ZZZZZ2' }, localAddress: me })).status).toBe(404);
    // 60 other guessers after it: the limit of the first one holds
    for (let i = 1; i <= 60; i++) await http(port, '/api/join', { body: { code: 'ZZZZZ2' }, localAddress: guest(i, 9) });
    expect((await http(port, '/api/join', { body: { code: c.code }, localAddress: me })).status).toBe(429);
    expect((await http(port, '/api/join', { body: { code: c.code } })).status).toBe(200);
    now += 60_000;
    expect((await http(port, '/api/join', { body: { code: c.code }, localAddress: me })).status).toBe(200);
  });

  it('joins, right or wrong, are rate-limited per device (@fastify/rate-limit), with the hub\'s error', async () => {
    const { hub, port } = await startHub({ joinsPerMinute: 2 });
    const c = hub.credentials()[0]!;
    const me = guest(0, 12);
    for (let i = 0; i < 2; i++) expect((await http(port, '/api/join', { body: { code: c.code }, localAddress: me })).status).toBe(200);
    const third = await http(port, '/api/join', { body: { code: c.code }, localAddress: me });
    expect(third.status).toBe(429);
    expect(third.json.error.code).toBe('hub/too-many-attempts');
    expect((await http(port, '/api/join', { body: { code: c.code }, localAddress: guest(1, 12) })).status).toBe(200);
  });

  it('anonymous event streams from 40 addresses never evict the board the director opened with its key', async () => {
    const { hub, port } = await startHub({ maxClients: 8, maxPerAddress: 2 });
    hub.showRound(1);
    const key = new URL(hub.boardAddress()!).searchParams.get('key')!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const tv = followBoard(port, { path: `/api/events?key=${key}` });
    await tv.opened;
    await until(() => tv.events.length >= 1, 'the TV served');
    const anonymous = followBoard(port, { localAddress: guest(0, 20) });
    await anonymous.opened;
    await until(() => anonymous.events.length >= 1, 'an anonymous board served');
    const flood: ReturnType<typeof followBoard>[] = [];
    for (let i = 1; i <= 40; i++) {
      const f = followBoard(port, { localAddress: guest(i, 20) });
      flood.push(f);
      await f.opened;
    }
    await until(() => anonymous.ended, 'the anonymous board evicted by the flood');
    expect(tv.ended).toBe(false);
    expect(hub.clientCount()).toBe(9); // 8 anonymous + the keyed TV
    hub.showRound(1);
    await until(() => tv.events.filter((x) => x.e.type === 'board').length >= 2, 'the TV still follows');
    // a wrong key is an anonymous stream
    const wrong = followBoard(port, { path: `/api/events?key=${'0'.repeat(32)}`, localAddress: guest(41, 20) });
    await wrong.opened;
    await until(() => hub.clientCount() === 9, 'the wrong key counted as anonymous');
    expect(tv.ended).toBe(false);
    for (const f of [...flood, anonymous, wrong, tv]) f.close();
  });

  it('slow headers and slow bodies from 40 addresses fill the connections: a table with its token still ships', async () => {
    const { hub, port } = await startHub({ maxConnections: 64, maxConnectionsPerAddress: 4, headersTimeoutMs: 60_000 });
    const pairing = tournament(3).pairings.find((p) => p.round === 1 && p.table === 1)!;
    const v = variant(ROTATIONS[0]!, { rules: 'ffmus', teams: pairing.teams, players: pairing.players });
    const records = recordsOf(setupOf(pairing), v.log, 'm-t1', 0);
    const c = hub.credentials().find((x) => x.round === 1 && x.table === 1)!;
    // 40 guests × 4 connections that never finish their headers, or their body: 160 for 64 places
    const slow: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < 40; i++) {
      for (let k = 0; k < 4; k++) {
        const o = await open(port, guest(i, 30));
        if (!o.closed()) {
          o.s.write(k < 2
            ? `GET /api/board HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `
            : `POST /api/records HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"round":`);
        }
        slow.push(o);
      }
    }
    // the table ships: each request takes the place of a slow connection
    for (let seq = 0; seq < 20; seq += 5) {
      const r = await http(port, '/api/records', { body: { round: 1, table: 1, token: c.token, seq, records: records.slice(seq, seq + 5) } });
      expect(r.status).toBe(200);
    }
    expect(hub.state.journal(1, 1)?.length).toBe(20);
    await until(() => slow.filter((o) => o.closed()).length >= 160 - 64, 'slow connections closed for newcomers');
  });

  it('connections are capped per address: the one over the cap is refused at once, the others served', async () => {
    const { port } = await startHub({ maxConnectionsPerAddress: 3, headersTimeoutMs: 60_000 });
    const four = await Promise.all([0, 1, 2, 3].map(() => open(port, guest(0, 40))));
    await until(() => four.some((o) => o.closed()), 'one connection refused');
    const kept = four.filter((o) => !o.closed());
    expect(kept.length).toBe(3);
    expect(four.find((o) => o.closed())!.got()).toBe(0);
    // the three kept are served (a request on each is answered)
    for (const o of kept) o.s.write(`GET /api/board HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await until(() => kept.every((o) => o.got() > 0), 'the kept connections served');
  });
});
