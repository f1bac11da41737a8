/**
 * A table uploads a correction whose `who` or `when` does not check (its journal holds one, written
 * before they were checked): the hub takes it in as written — a table is never locked out by its own
 * journal, and the match depends on the correction — names it in the answer (`flagged`: record,
 * field, code) and keeps a `flagged` warning for the organizer; so does the hub reopening its copy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { recordsOf, seededBytes, setupOf, tournament, variant } from './fixtures.js';

const TOUR = tournament(2);
const PAIRING = TOUR.pairings[0]!;
const dir = tempDir('mus-hub-corr-');
const { setup, log } = variant(0, setupOf(PAIRING));
const held = recordsOf(setup, log.slice(0, 10), 'm1');
const correction = (seq: number, who: string, when: string): JournalRecord =>
  ({ seq, t: 'correction', from: 9, entries: [log[9]!], who, when, why: 'written before who and when were checked' });

let hub: HubServer;
let app: FastifyInstance;
let token = '';

async function start(): Promise<void> {
  hub = new HubServer({ dir, tournament: TOUR, random: seededBytes(7), sync: 'none' });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  app = hub['lan']!.app;
  token = hub.credentials().find((c) => c.round === 1 && c.table === 1)!.token;
}
const ship = (seq: number, records: JournalRecord[]) => app.inject({
  method: 'POST', url: '/api/records', headers: { host: '127.0.0.1', 'content-type': 'application/json' },
  payload: { round: 1, table: 1, token, seq, records },
});

beforeAll(start);
afterAll(async () => {
  await hub?.stop();
  removeTempDirs();
});

describe('the hub and a correction with a bad who or when', () => {
  it('takes it in as written, names the record and field in its answer, and keeps a warning for the organizer', async () => {
    expect((await ship(0, held)).statusCode).toBe(200);
    const bad = [correction(11, 'Ma\u202eite', '2026-11-25T21:00:00.000Z'), correction(12, 'Maite', 'nope')];
    const res = await ship(11, bad);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as { have: number; flagged?: { seq: number; path: string; code: string; message: string }[] };
    expect(reply.have).toBe(13);
    expect(reply.flagged?.map(({ seq, path, code }) => ({ seq, path, code }))).toEqual([
      { seq: 11, path: 'who', code: 'judge/bad-who' },
      { seq: 12, path: 'when', code: 'judge/bad-when' },
    ]);
    expect(reply.flagged?.[0]?.message).toContain('who: "Ma\\u202eite" holds U+202E');
    expect(hub.notices).toEqual([
      { kind: 'flagged', round: 1, table: 1, notice: { code: 'judge/bad-who', params: { seq: 11, line: 13, field: 'who' } } },
      { kind: 'flagged', round: 1, table: 1, notice: { code: 'judge/bad-when', params: { seq: 12, line: 14, field: 'when' } } },
    ]);
    expect(hub.warnings[0]).toMatch(/^r1-t1: record 11 \(line 13\), a correction: who: .*kept as written/);
    // not locked out: the table's next record is taken
    const next = await ship(13, [{ seq: 13, t: 'entry', entry: log[10]!, source: 'test' }]);
    expect([next.statusCode, next.json().have, next.json().flagged]).toEqual([200, 14, undefined]);
    // what the hub holds is what the table sent
    const journal = (await app.inject({ method: 'GET', url: '/api/tables/1/1/journal', headers: { host: '127.0.0.1' } })).body;
    expect(journal).toContain('"who":"Ma\u202eite"');
  });

  it('a clean correction is answered as before', async () => {
    const res = await ship(14, [correction(14, 'Maite', '2026-11-25T21:05:00.000Z')]);
    expect(res.json()).toEqual({ protocol: 'mus-hub/1', have: 15, duplicates: 0 });
  });

  it('reopened, the hub flags its copy (not « repaired ») and goes on taking the table’s records', async () => {
    await hub.stop();
    await start();
    expect(hub.notices.map((n) => [n.kind, n.notice.code, n.notice.params?.seq])).toEqual([['flagged', 'judge/bad-who', 11], ['flagged', 'judge/bad-when', 12]]);
    // (the clean correction above cut the log back to 10 entries: the 11th comes again)
    const next = await ship(15, [{ seq: 15, t: 'entry', entry: log[10]!, source: 'test' }]);
    expect([next.statusCode, next.json().have]).toEqual([200, 16]);
  });
});
