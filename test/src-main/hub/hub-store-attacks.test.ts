/**
 * What a hostile guest on the club's Wi-Fi got through (issue 25 §3), replayed against a real hub on
 * 127.0.0.1 (port 0) and its folder: empty corrections and a match grown past what a real one holds
 * (`hub/quota`), the journal and the restart bounded; a journal another process holds is never
 * removed; a second hub on the same folder is refused; the hub's secrets are the owner's only.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { HubFolderInUse, HubStore } from '../../../src-main/hub/hub-store.js';
import { acquireLock } from '../../../src-main/journal/lock.js';
import { loadLink, saveLink, HUB_LINK_FORMAT } from '../../../src-main/hub/table-link.js';
import { foldJournal, type JournalRecord } from '../../../shared/session/journal-records.js';
import { MAX_BATCH, MAX_MATCH_BYTES, MAX_MATCH_RECORDS } from '../../../shared/hub/protocol.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { recordsOf, ROTATIONS, seededBytes, setupOf, tournament, variant } from './fixtures.js';
import { http } from './http.js';

afterAll(removeTempDirs);

const running: HubServer[] = [];
afterEach(async () => {
  for (const h of running.splice(0)) await h.stop();
});

const tour = tournament(2);
const pairing = tour.pairings.find((p) => p.round === 1 && p.table === 1)!;
const match = variant(ROTATIONS[0]!, { rules: 'ffmus', teams: pairing.teams, players: pairing.players });
const when = '2026-11-25T22:00:00.000Z';
const mode = (p: string) => statSync(p).mode & 0o777;

async function startHub(dir = tempDir('mus-hub-attack-')) {
  const hub = new HubServer({ dir, tournament: tour, random: seededBytes(11), sync: 'none' });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  running.push(hub);
  const token = hub.credentials().find((c) => c.round === 1 && c.table === 1)!.token;
  const post = (seq: number, records: JournalRecord[]) => http(r.value.port, '/api/records', { body: { round: 1, table: 1, token, seq, records } });
  return { hub, dir, port: r.value.port, post };
}

describe('a guest with a table\'s code, over HTTP', () => {
  it('empty corrections are refused; past MAX_MATCH_RECORDS every record is refused (413 hub/quota); the journal stays bounded and a restart loads it', async () => {
    const { hub, dir, post } = await startHub();
    const start = recordsOf(setupOf(pairing), match.log.slice(0, 3), 'guest');
    expect((await post(0, start)).json.have).toBe(4);
    const empty: JournalRecord = { seq: 4, t: 'correction', from: 3, entries: [], who: 'guest', when, why: 'x' };
    const refused = await post(4, Array.from({ length: MAX_BATCH }, (_, i) => ({ ...empty, seq: 4 + i })));
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({ code: 'hub/refused-record', have: 4 });
    expect(refused.json.error.message).toMatch(/changes nothing/);

    // the cheapest records left: undo and redo of the last entry, 64 a request, up to the quota
    let seq = 4;
    while (seq < MAX_MATCH_RECORDS) {
      const batch: JournalRecord[] = [];
      for (let i = 0; i < MAX_BATCH && seq + i < MAX_MATCH_RECORDS; i++) batch.push({ seq: seq + i, t: (seq + i) % 2 === 0 ? 'undo' : 'redo' });
      const r = await post(seq, batch);
      expect(r.status, r.body).toBe(200);
      seq = r.json.have;
    }
    const over = await post(seq, [{ seq, t: 'undo' }]);
    expect(over.status).toBe(413);
    expect(over.json.error).toMatchObject({ code: 'hub/quota', have: MAX_MATCH_RECORDS });
    const file = hub.journalPath(1, 1);
    expect(statSync(file).size).toBeLessThan(MAX_MATCH_BYTES * 1.5);

    // a restart loads the whole match, and the quota still holds
    await hub.stop();
    running.splice(0);
    const again = await startHub(dir);
    expect(again.hub.state.where(1, 1)).toMatchObject({ ok: true, value: { have: MAX_MATCH_RECORDS } });
    expect(again.hub.warnings).toEqual([]);
    expect((await again.post(seq, [{ seq, t: 'undo' }])).json.error.code).toBe('hub/quota');
  });

  it('a match cannot grow past MAX_MATCH_BYTES with large legal records either', async () => {
    const { hub, post } = await startHub();
    const start = recordsOf(setupOf(pairing), match.log.slice(0, 10), 'guest');
    expect((await post(0, start)).json.have).toBe(11);
    const log = foldJournal(start).log;
    const big = (seq: number): JournalRecord => ({ seq, t: 'correction', from: log.length - 1, entries: [log[log.length - 1]!], who: 'guest', when, why: 'y'.repeat(2000) });
    let seq = 11;
    let last = 200;
    while (last === 200) {
      const r = await post(seq, Array.from({ length: 32 }, (_, i) => big(seq + i)));
      last = r.status;
      if (r.status === 200) seq = r.json.have;
      else expect(r.json.error).toMatchObject({ code: 'hub/quota', have: seq });
    }
    expect(last).toBe(413);
    expect(statSync(hub.journalPath(1, 1)).size).toBeLessThanOrEqual(MAX_MATCH_BYTES * 1.1);
  });
});

describe('the hub\'s folder', () => {
  it('a journal that holds no record is removed only under its lock: one another process holds is left alone', () => {
    const dir = tempDir('mus-hub-attack-');
    HubStore.open(dir, tour, { random: seededBytes(3) }).close();
    const path = join(dir, 'tables', 'r1-t1.musj');
    writeFileSync(path, ''); // created, nothing written yet: as a writer leaves it between create and its first line
    const held = acquireLock(path); // the process writing it
    try {
      const store = HubStore.open(dir, undefined, { random: seededBytes(3) });
      expect(existsSync(path)).toBe(true);
      expect(store.warnings.join('\n')).toMatch(/r1-t1/);
      // the organizer's screen is told which table, as data: its copy cannot be written, and why (the lock: the first problem, the cause)
      expect(store.notices.filter((n) => n.round === 1 && n.table === 1).map((n) => [n.kind, n.notice.code])).toEqual([['unwritable', 'journal/locked']]);
      store.close();
    } finally {
      held.release();
    }
    // nobody holds it any more: a hub removes it (nothing of it was ever acknowledged), and ships there again
    const store = HubStore.open(dir, undefined, { random: seededBytes(3) });
    expect(existsSync(path)).toBe(false);
    store.close();
  });

  it('a second hub on the same folder is refused, naming why; the first one goes on', async () => {
    const { dir, hub } = await startHub();
    expect(() => new HubServer({ dir, tournament: tour, sync: 'none' })).toThrow(HubFolderInUse);
    expect(() => HubStore.open(dir)).toThrow(/in use/);
    expect(hub.credentials().length).toBe(4);
    await hub.stop();
    running.splice(0);
    HubStore.open(dir).close(); // released at stop
  });

  it('the folders are 0700, hub.json and the table\'s link 0600; an older folder is put right at open', () => {
    if (process.platform === 'win32') return;
    const dir = tempDir('mus-hub-attack-');
    HubStore.open(dir, tour).close();
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'tables'))).toBe(0o700);
    expect(mode(join(dir, 'hub.json'))).toBe(0o600);
    // as an older version left them
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'tables'), 0o755);
    chmodSync(join(dir, 'hub.json'), 0o644);
    const store = HubStore.open(dir);
    store.close();
    expect([mode(dir), mode(join(dir, 'tables')), mode(join(dir, 'hub.json'))]).toEqual([0o700, 0o700, 0o600]);
    expect(JSON.parse(readFileSync(join(dir, 'hub.json'), 'utf8')).credentials.length).toBe(4);

    // the table's side: the link file holds the write token
    const table = tempDir('mus-table-attack-');
    mkdirSync(table, { recursive: true });
    const link = join(table, 'm.musj.hub.json');
    saveLink(link, { format: HUB_LINK_FORMAT, url: 'http://127.0.0.1:8765', round: 1, table: 1, token: 'a'.repeat(32), tournament: { id: 't', name: 'T' } });
    expect(mode(link)).toBe(0o600);
    chmodSync(link, 0o644);
    expect(loadLink(link)).toMatchObject({ round: 1, table: 1 });
    expect(mode(link)).toBe(0o600);
  });
});
