/**
 * The hub server for real on 127.0.0.1 (port 0) over a temporary hub folder: joins, records
 * (token-checked, in order, resends, gaps), the board as JSON and as Server-Sent Events, the judge's
 * read-only journal (the same bytes as the table's), a hub restart that loses nothing acknowledged,
 * and the hardening: Host check, JSON only from no foreign origin, size limit, methods, join
 * attempts limited, connections capped per address, headers timeout, boards that do not read
 * dropped. Then the table's shipper against it: in order, offline and back, a table restarted,
 * a refused token that never fails the table.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HubServer, qrSvg } from '../../../src-main/hub/hub-server.js';
import { ShippingSink, TableShipper, joinHub, type ShipperStatus } from '../../../src-main/hub/table-shipper.js';
import { JournalWriter } from '../../../src-main/journal/journal-writer.js';
import { JOURNAL_FORMAT, parseJournal } from '../../../src-main/journal/codec.js';
import { openJournal } from '../../../src-main/journal/open-journal.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { replayLog } from '../../../shared/index.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import type { HubTournament } from '../../../shared/hub/types.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { recordsOf, ROTATIONS, seededBytes, setupOf, tournament, variant } from './fixtures.js';
import { followBoard, http, until } from './http.js';
import { portFront, type PortFront } from '../../helpers/ports.js';
import { HANG_MS } from '../../helpers/patience.js';

afterAll(removeTempDirs);

const running: HubServer[] = [];
const shippers: TableShipper[] = [];
const fronts: PortFront[] = [];
afterEach(async () => {
  for (const s of shippers.splice(0)) s.stop();
  for (const h of running.splice(0)) await h.stop();
  for (const f of fronts.splice(0)) await f.close();
});

/** A port held for the whole test that a table ships to, relayed to the hub's port of the moment (a hub restarted starts on port 0: no port let go and bound again). */
async function hubFront(port: number): Promise<PortFront> {
  const front = await portFront();
  fronts.push(front);
  front.to(port);
  return front;
}

async function startHub(opts: Partial<ConstructorParameters<typeof HubServer>[0]> = {}, tour: HubTournament = tournament(3)) {
  const dir = opts.dir ?? tempDir('mus-hub-');
  const hub = new HubServer({ dir, tournament: tour, random: seededBytes(7), heartbeatMs: 200, ...opts });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  running.push(hub);
  return { hub, dir, port: r.value.port, url: r.value.url, tour };
}

const cred = (hub: HubServer, round: number, table: number) => hub.credentials().find((c) => c.round === round && c.table === table)!;

function matchOf(tour: HubTournament, table: number, churn = 0) {
  const p = tour.pairings.find((x) => x.round === 1 && x.table === table)!;
  const v = variant(ROTATIONS[table - 1]!, { rules: 'ffmus', teams: p.teams, players: p.players });
  return { setup: setupOf(p), log: v.log, records: recordsOf(setupOf(p), v.log, `m-t${table}`, churn) };
}

describe('hub server: protocol', () => {
  it('join, records in order, resends, gaps, tokens; where and the board follow', async () => {
    const { hub, port, tour } = await startHub();
    const c1 = cred(hub, 1, 1);
    const j = await http(port, '/api/join', { body: { code: `${c1.code.slice(0, 3)}-${c1.code.slice(3).toLowerCase()}` } });
    expect(j.status).toBe(200);
    expect(j.json).toMatchObject({ round: 1, table: 1, token: c1.token, rules: 'ffmus', teams: tour.pairings[0]!.teams, have: 0 });
    expect((await http(port, '/api/join', { body: { code: 'ZZZZZZ' } })).json.error.code).toBe('hub/unknown-code');

    const m = matchOf(tour, 1);
    const post = (seq: number, recs: JournalRecord[], token = c1.token, table = 1) => http(port, '/api/records', { body: { round: 1, table, token, seq, records: recs } });
    expect((await post(0, m.records.slice(0, 5))).json).toEqual({ protocol: 'mus-hub/1', have: 5, duplicates: 0 });
    expect((await post(3, m.records.slice(3, 6))).json).toEqual({ protocol: 'mus-hub/1', have: 6, duplicates: 2 });
    const one = await http(port, '/api/records', { body: { round: 1, table: 1, token: c1.token, seq: 6, record: m.records[6] } });
    expect(one.json.have).toBe(7);
    const gap = await post(9, m.records.slice(9, 10));
    expect(gap.status).toBe(409);
    expect(gap.json.error).toMatchObject({ code: 'hub/gap', have: 7 });
    const other = await post(7, m.records.slice(7, 8), cred(hub, 1, 2).token);
    expect(other.status).toBe(403);
    expect(other.json.error.code).toBe('hub/bad-token');
    const otherTable = await post(0, m.records.slice(0, 1), c1.token, 2);
    expect(otherTable.json.error.code).toBe('hub/bad-token');
    expect((await http(port, '/api/tables/1/1')).json).toEqual({ protocol: 'mus-hub/1', round: 1, table: 1, have: 7, matchId: 'm-t1' });
    expect((await http(port, '/api/tables/1/9')).status).toBe(404);
    expect((await http(port, '/api/tables/1/2/journal')).status).toBe(404);
    const board = (await http(port, '/api/board')).json;
    expect(board.tables.length).toBe(3);
    const want = replayLog(m.setup, m.log.slice(0, 6));
    if (!want.ok) throw new Error(want.error.message);
    hub.showRound(1);
    const b1 = (await http(port, '/api/board')).json;
    expect(b1.round).toBe(1);
    expect(b1.tables[0]).toMatchObject({ table: 1, state: 'playing', have: 7, score: want.value.view.score });
    expect(b1.tables[1]).toMatchObject({ table: 2, state: 'waiting', have: 0 });
  });

  it('the judge reads the hub\'s journal: the same bytes as the table\'s; a hub restart loses nothing acknowledged', async () => {
    const { hub, port, tour, dir } = await startHub();
    const c = cred(hub, 1, 2);
    const m = matchOf(tour, 2, 9);
    // the table: a real journal, shipping through the sink
    const local = join(tempDir('mus-table-'), 'm.musj');
    const writer = JournalWriter.create(local, { format: JOURNAL_FORMAT, id: 'm-t2', created: '2026-11-25T20:00:00.000Z' });
    const front = await hubFront(port);
    const shipper = new TableShipper({ url: front.url(), round: 1, table: 2, token: c.token });
    shippers.push(shipper);
    const session = TableSession.create(m.setup, { id: 'm-t2', created: '2026-11-25T20:00:00.000Z', journal: new ShippingSink(writer, shipper) });
    for (const e of m.log.slice(0, 100)) expect(session.entry(e, 'test').ok).toBe(true);
    expect(await shipper.whenSynced(HANG_MS)).toBe(true);
    const got = await http(port, '/api/tables/1/2/journal');
    expect(got.status).toBe(200);
    expect(got.body).toBe(readFileSync(local, 'utf8'));
    expect(readFileSync(hub.journalPath(1, 2))).toEqual(readFileSync(local));

    // restart the hub on the same folder: everything acknowledged is there; shipping goes on
    const before = hub.state.board();
    front.to(null);
    await hub.stop();
    running.splice(running.indexOf(hub), 1);
    const again = await startHub({ dir }, tour);
    front.to(again.port);
    expect(again.hub.state.board().tables).toEqual(before.tables);
    expect(again.hub.credentials()).toEqual(hub.credentials());
    for (const e of m.log.slice(100, 160)) expect(session.entry(e, 'test').ok).toBe(true);
    expect(await shipper.whenSynced(HANG_MS)).toBe(true);
    writer.close();
    expect(readFileSync(again.hub.journalPath(1, 2))).toEqual(readFileSync(local));
    expect(parseJournal(readFileSync(local)).records.length).toBe(shipper.status.have);
  });

  it('the board as Server-Sent Events: the board on connect, a table message per change, standings when a match ends', async () => {
    const { hub, port, tour } = await startHub();
    hub.showRound(1);
    const board = followBoard(port);
    await board.opened;
    await until(() => board.events.length >= 1, 'the board');
    expect(board.events[0]!.e.type).toBe('board');
    const m = matchOf(tour, 3);
    const c = cred(hub, 1, 3);
    for (let i = 0; i < m.records.length; i += 50) {
      const r = await http(port, '/api/records', { body: { round: 1, table: 3, token: c.token, seq: i, records: m.records.slice(i, i + 50) } });
      expect(r.status).toBe(200);
    }
    await until(() => board.events.some((x) => x.e.type === 'standings'), 'standings');
    const tables = board.events.filter((x) => x.e.type === 'table').map((x) => x.e as Extract<typeof x.e, { type: 'table' }>);
    expect(tables.length).toBe(Math.ceil(m.records.length / 50));
    expect(tables.at(-1)!.table).toMatchObject({ state: 'finished', have: m.records.length });
    const st = board.events.find((x) => x.e.type === 'standings')!.e as Extract<BoardEventT, { type: 'standings' }>;
    expect(st.standings.length).toBe(2);
    await until(() => board.comments >= 1, 'a heartbeat');
    await hub.stop();
    await until(() => board.ended, 'the stream to end');
  });

  it('QR code of a join address, as SVG; codes are never served', async () => {
    const { hub, port } = await startHub();
    const c = cred(hub, 1, 1);
    expect(hub.joinAddress(1, 1)).toBe(`http://127.0.0.1:${port}/join#${c.code}`);
    const svg = await hub.joinQrSvg(1, 1);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('<path');
    expect(await qrSvg('x')).toMatch(/^<svg/);
    const board = await http(port, '/api/board');
    for (const k of hub.credentials()) {
      expect(board.body).not.toContain(k.code);
      expect(board.body).not.toContain(k.token);
    }
  });
});

type BoardEventT = import('../../../shared/hub/board.js').BoardEvent;

describe('hub server: hardening', () => {
  it('Host, methods, content type, origin, size', async () => {
    const { hub, port, tour } = await startHub();
    const c = cred(hub, 1, 1);
    const m = matchOf(tour, 1);
    expect((await http(port, '/api/board', { host: 'evil.example.com' })).status).toBe(421);
    expect((await http(port, '/api/join', { body: { code: c.code }, host: 'attacker.com:80' })).status).toBe(421);
    expect((await http(port, '/api/board', { host: 'hub.local:8741' })).status).toBe(200);
    expect((await http(port, '/api/board', { method: 'DELETE' })).status).toBe(405);
    expect((await http(port, '/api/board', { method: 'POST', body: {} })).status).toBe(405);
    expect((await http(port, '/api/join')).status).toBe(405);
    expect((await http(port, '/api/tables/1/1/journal', { method: 'PUT', raw: 'x' })).status).toBe(405);
    const form = await http(port, '/api/join', { raw: `code=${c.code}`, type: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(403);
    expect(form.json.error.code).toBe('hub/bad-origin');
    const plain = await http(port, '/api/records', { raw: JSON.stringify({ round: 1, table: 1, token: c.token, seq: 0, record: m.records[0] }), type: 'text/plain' });
    expect(plain.status).toBe(403);
    const foreign = await http(port, '/api/join', { body: { code: c.code }, headers: { origin: 'http://evil.example.com' } });
    expect(foreign.status).toBe(403);
    const own = await http(port, '/api/join', { body: { code: c.code }, headers: { origin: `http://127.0.0.1:${port}` } });
    expect(own.status).toBe(200);
    const big = await http(port, '/api/records', { raw: `{"x":"${'a'.repeat(300 * 1024)}"}` });
    expect(big.status).toBe(413);
    expect((await http(port, '/api/records', { raw: '{not json' })).json.error.code).toBe('hub/bad-request');
    const r = await http(port, '/api/board');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await http(port, '/api/tables/1/1/../../../etc/passwd')).status).toBe(404);
    expect((await http(port, '/etc/passwd')).status).toBe(404);
    expect(hub.state.journal(1, 1)).toEqual([]);
  });

  it('wrong join codes are limited per address and minute', async () => {
    let now = 1_000_000;
    const { hub, port } = await startHub({ joinAttemptsPerMinute: 5, now: () => now });
    for (let i = 0; i < 5; i++) expect((await http(port, '/api/join', { body: { code: 'ZZZZZ2' } })).status).toBe(404);
    const c = cred(hub, 1, 1);
    const blocked = await http(port, '/api/join', { body: { code: c.code } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('hub/too-many-attempts');
    now += 60_000;
    expect((await http(port, '/api/join', { body: { code: c.code } })).status).toBe(200);
  });

  it('connections are capped per address; a connection that sends no headers is closed', async () => {
    const { port } = await startHub({ maxConnectionsPerAddress: 3, headersTimeoutMs: 2000 });
    // each socket reads what comes (a 408 from Node's own headers timeout is never left unread)
    // and its close is watched from the start: the one over the cap may be closed before the
    // others have even connected
    const order: number[] = [];
    const got = [0, 0, 0, 0];
    const closed = [0, 1, 2, 3].map((i) => new Promise<void>((ok) => {
      const s = connect(port, '127.0.0.1');
      s.on('error', () => {});
      s.on('data', (b: Buffer) => { got[i]! += b.length; });
      s.on('close', () => { order.push(i); ok(); });
    }));
    await Promise.all(closed);
    // the one over the cap at once, without a byte; the others when the headers timeout closes them
    expect(order.length).toBe(4);
    expect(got[order[0]!]).toBe(0);
    expect((await http(port, '/api/board')).status).toBe(200);
  });

  it('a board that does not read is dropped; streams are capped per address', async () => {
    const { hub, port, tour } = await startHub({ maxBufferedBytes: 4096, maxPerAddress: 2, heartbeatMs: 100 });
    hub.showRound(1);
    const a = followBoard(port);
    await a.opened;
    const b = followBoard(port);
    await b.opened;
    await until(() => hub.clientCount() === 2, 'two boards');
    const c3 = followBoard(port);
    await c3.opened;
    await until(() => a.ended, 'the oldest stream of the address replaced');
    expect(hub.clientCount()).toBe(2);
    b.response!.pause();
    c3.response!.pause();
    // the whole board again and again (a few MB): more than the sockets' buffers hold
    for (let i = 0; i < 400 && hub.clientCount() > 0; i++) {
      for (let k = 0; k < 20; k++) hub.showRound(1);
      await new Promise((r) => setTimeout(r, 5));
    }
    await until(() => hub.clientCount() === 0, 'boards that do not read dropped');
    void tour;
  });
});

describe('the table\'s shipper', () => {
  it('catches up after the hub was unreachable, and a restarted table resumes from where the hub stands', async () => {
    const dir = tempDir('mus-hub-');
    const first = await startHub({ dir });
    const { port, tour } = first;
    const c = cred(first.hub, 1, 1);
    const j = await joinHub(`http://127.0.0.1:${port}`, c.code);
    expect(j.ok && j.value.token).toBe(c.token);
    const m = matchOf(tour, 1, 11);
    const local = join(tempDir('mus-table-'), 'm.musj');
    const statuses: ShipperStatus['state'][] = [];
    const front = await hubFront(port);
    const link = { url: front.url(), round: 1, table: 1, token: c.token };
    const writer = JournalWriter.create(local, { format: JOURNAL_FORMAT, id: 'm-t1', created: '2026-11-25T20:00:00.000Z' });
    const shipper = new TableShipper(link, { retryMs: 50, maxRetryMs: 200, onStatus: (s) => statuses.push(s.state) });
    shippers.push(shipper);
    const session = TableSession.create(m.setup, { id: 'm-t1', created: '2026-11-25T20:00:00.000Z', journal: new ShippingSink(writer, shipper) });
    for (const e of m.log.slice(0, 40)) expect(session.entry(e, 'test').ok).toBe(true);
    expect(await shipper.whenSynced(HANG_MS)).toBe(true);
    // the hub goes away: the table plays on, nothing blocks
    front.to(null);
    await first.hub.stop();
    running.splice(0);
    for (const e of m.log.slice(40, 120)) expect(session.entry(e, 'test').ok).toBe(true);
    // each action waits for its local flush only, never for the network: all 121 are in the local
    // journal at once, before the shipper has even seen the hub gone
    expect(shipper.status.local).toBe(121);
    expect(parseJournal(readFileSync(local)).records.length).toBe(121);
    await until(() => shipper.status.state === 'offline', 'offline');
    expect(shipper.status.have).toBeLessThan(121);
    // back at the same address: it catches up
    const second = await startHub({ dir }, tour);
    front.to(second.port);
    expect(await shipper.whenSynced(HANG_MS)).toBe(true);
    expect(statuses).toContain('offline');
    expect(readFileSync(second.hub.journalPath(1, 1))).toEqual(readFileSync(local));
    // the table crashes (shipper and writer gone) after more local play, and restarts from its journal
    for (const e of m.log.slice(120, 130)) expect(session.entry(e, 'test').ok).toBe(true);
    shipper.stop();
    writer.close();
    const o = openJournal(local, { mode: 'write' });
    expect(o.writer).not.toBeNull();
    const shipper2 = new TableShipper(link, { records: o.parsed.records, retryMs: 50 });
    shippers.push(shipper2);
    const rec = TableSession.recover(o.parsed.records, new ShippingSink(o.writer!, shipper2));
    for (const e of m.log.slice(130, 150)) expect(rec.session!.entry(e, 'test').ok).toBe(true);
    expect(await shipper2.whenSynced(HANG_MS)).toBe(true);
    o.close();
    expect(readFileSync(second.hub.journalPath(1, 1))).toEqual(readFileSync(local));
  });

  it('a refused token stops shipping but never fails the table', async () => {
    const { port, tour } = await startHub();
    const m = matchOf(tour, 1);
    const local = join(tempDir('mus-table-'), 'm.musj');
    const writer = JournalWriter.create(local, { format: JOURNAL_FORMAT, id: 'm-t1', created: '2026-11-25T20:00:00.000Z' });
    const shipper = new TableShipper({ url: `http://127.0.0.1:${port}`, round: 1, table: 1, token: 'f'.repeat(32) });
    shippers.push(shipper);
    const session = TableSession.create(m.setup, { id: 'm-t1', created: '2026-11-25T20:00:00.000Z', journal: new ShippingSink(writer, shipper) });
    for (const e of m.log.slice(0, 30)) expect(session.entry(e, 'test').ok).toBe(true);
    await until(() => shipper.status.state === 'refused', 'refused');
    expect(shipper.status.error).toMatch(/hub\/bad-token/);
    expect(shipper.status.code).toBe('hub/bad-token'); // the table's chip says its sentence in the screen's language
    for (const e of m.log.slice(30, 60)) expect(session.entry(e, 'test').ok).toBe(true);
    writer.close();
    expect(parseJournal(readFileSync(local)).records.length).toBe(61);
  });

  it('a hub that was never there: the table plays a whole match, shipping waits', async () => {
    const m = matchOf(tournament(1), 1);
    const local = join(tempDir('mus-table-'), 'm.musj');
    const writer = JournalWriter.create(local, { format: JOURNAL_FORMAT, id: 'm-t1', created: '2026-11-25T20:00:00.000Z' });
    const shipper = new TableShipper({ url: 'http://127.0.0.1:9', round: 1, table: 1, token: 'f'.repeat(32) }, { retryMs: 20, maxRetryMs: 50 });
    shippers.push(shipper);
    const session = TableSession.create(m.setup, { id: 'm-t1', created: '2026-11-25T20:00:00.000Z', journal: new ShippingSink(writer, shipper) });
    for (const e of m.log) expect(session.entry(e, 'test').ok).toBe(true);
    expect(session.match.view.winner).not.toBeNull();
    await until(() => shipper.status.state === 'offline', 'offline');
    expect(shipper.status.local).toBe(m.log.length + 1);
    writer.close();
  });
});
