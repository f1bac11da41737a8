/**
 * A hostile review of the hub with three tables (a real hub on 127.0.0.1, port 0, restarted on the
 * same folder): records sent twice, out of order, after the hub restarted, with a wrong token, as
 * garbage or 10 MB, a second computer playing the same table, a table whose journal was repaired.
 * Each refusal has its code (translated by the table's screen in four languages), names what is
 * wrong (the record, the field, the match), and what the hub acknowledged is never lost nor mixed
 * with another match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { TableShipper } from '../../../src-main/hub/table-shipper.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { LANGS } from '../../../shared/i18n/index.js';
import { errorText } from '../../../src-renderer/app/texts.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { recordsOf, seededBytes, setupOf, tournament, variant } from './fixtures.js';

const TOUR = tournament(3);
const dir = tempDir('mus-hub-hostile-');
let hub: HubServer;
let app: FastifyInstance;
let url = '';

async function start(): Promise<void> {
  hub = new HubServer({ dir, tournament: TOUR, random: seededBytes(5), sync: 'none' });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  app = hub['lan']!.app;
  url = r.value.url;
}
const tok = (table: number) => hub.credentials().find((c) => c.round === 1 && c.table === table)!.token;
const matchOf = (table: number, id: string, n = 20): JournalRecord[] => {
  const { setup, log } = variant(table - 1, setupOf(TOUR.pairings[table - 1]!));
  return recordsOf(setup, log.slice(0, n), id);
};
type Answer = { status: number; code?: string; message?: string; have?: number; json: Record<string, any> };
async function ship(payload: unknown, raw?: string): Promise<Answer> {
  const r = await app.inject({ method: 'POST', url: '/api/records', headers: { host: '127.0.0.1', 'content-type': 'application/json' }, payload: raw ?? (payload as object) });
  const json = r.json() as Record<string, any>;
  return { status: r.statusCode, code: json.error?.code, message: json.error?.message, have: json.error?.have ?? json.have, json };
}
const held = async (table: number) => (await app.inject({ method: 'GET', url: `/api/tables/1/${table}/journal`, headers: { host: '127.0.0.1' } })).body;
/** Every language has a sentence of its own for the code (not the code itself, not the area's fallback). */
const translated = (code: string) => {
  for (const lang of LANGS) {
    const s = errorText({ code: code as never }, lang);
    expect(s, `${code} in ${lang}`).not.toBe(code);
    expect(s, `${code} in ${lang}`).not.toBe(errorText({ code: 'hub/_' as never }, lang));
  }
};

/** The conflict's sentence in every language: its own (not the code's), with every figure given. */
const sayAll = (params: Readonly<Record<string, string | number>>, figures: string[]) => {
  for (const lang of LANGS) {
    const s = errorText({ code: 'hub/conflict', params }, lang);
    expect(s, lang).not.toBe(errorText({ code: 'hub/conflict' }, lang));
    for (const f of figures) expect(s, `${lang}: ${f}`).toContain(f);
  }
};
let note: (state: string) => void = () => {};
/** Waits for a shipper to end refused or synced. */
function settled(shipper: TableShipper): Promise<TableShipper> {
  return new Promise((ok) => {
    note = (state) => { if (state === 'refused' || state === 'synced') ok(shipper); };
    if (shipper.status.state === 'refused' || shipper.status.state === 'synced') ok(shipper);
  });
}

const M1 = matchOf(1, 'm1');
beforeAll(async () => {
  await start();
  for (const lang of LANGS) await loadErrorSentences(lang);
});
afterAll(async () => {
  await hub?.stop();
  removeTempDirs();
});

describe('the hub under a hostile review: nothing acknowledged is lost', () => {
  it('the same records twice: answered again (duplicates), never appended twice', async () => {
    expect((await ship({ round: 1, table: 1, token: tok(1), seq: 0, records: M1.slice(0, 5) })).json).toEqual({ protocol: 'mus-hub/1', have: 5, duplicates: 0 });
    const before = await held(1);
    expect((await ship({ round: 1, table: 1, token: tok(1), seq: 0, records: M1.slice(0, 5) })).json).toEqual({ protocol: 'mus-hub/1', have: 5, duplicates: 5 });
    expect(await held(1)).toBe(before);
  });

  it('out of order: a gap names where the hub stands; records shuffled in a batch name the record and its seq', async () => {
    const gap = await ship({ round: 1, table: 1, token: tok(1), seq: 7, records: M1.slice(7, 9) });
    expect([gap.status, gap.code, gap.have]).toEqual([409, 'hub/gap', 5]);
    expect(gap.message).toContain('send 5 first');
    const shuffled = await ship({ round: 1, table: 1, token: tok(1), seq: 5, records: [M1[6], M1[5]] });
    expect([shuffled.status, shuffled.code, shuffled.message]).toEqual([422, 'hub/bad-record', 'records[0]: seq is 6, expected 5']);
    for (const c of ['hub/gap', 'hub/bad-record']) translated(c);
  });

  it('a wrong token (another table\'s, or garbage): refused naming the table, nothing written', async () => {
    const before = await held(1);
    const other = await ship({ round: 1, table: 1, token: tok(2), seq: 5, records: M1.slice(5, 7) });
    expect([other.status, other.code, other.message]).toEqual([403, 'hub/bad-token', 'this token does not write table 1 of round 1']);
    const shape = await ship({ round: 1, table: 1, token: 'not-a-token', seq: 5, records: M1.slice(5, 7) });
    expect([shape.status, shape.code]).toEqual([403, 'hub/bad-token']);
    expect(shape.message).toMatch(/^token:/);
    expect(await held(1)).toBe(before);
    translated('hub/bad-token');
  });

  it('garbage and a 10 MB body: refused naming the body, the table\'s match untouched', async () => {
    const before = await held(1);
    const junk = await ship(undefined, '{{{ not json');
    expect([junk.status, junk.code]).toEqual([400, 'hub/bad-request']);
    expect(junk.message).toMatch(/^body: not valid JSON at line 1, column 2/);
    const big = await ship(undefined, JSON.stringify({ round: 1, table: 1, token: tok(1), seq: 5, records: [{ seq: 5, t: 'entry', entry: { pad: 'x'.repeat(10 * 1024 * 1024) }, source: 'x' }] }));
    expect([big.status, big.code, big.message]).toEqual([413, 'hub/too-large', 'a body of at most 262144 bytes']);
    const field = await ship({ round: 1, table: 1, token: tok(1), seq: 5, records: M1.slice(5, 6), extra: 1 });
    expect([field.status, field.code]).toEqual([400, 'hub/bad-request']);
    expect(field.message).toMatch(/^extra: /);
    expect(await held(1)).toBe(before);
    for (const c of ['hub/bad-request', 'hub/too-large']) translated(c);
  });

  it('the hub restarted: a table sending again from 0 is answered duplicates and goes on; nothing acknowledged was lost', async () => {
    const before = await held(1);
    await hub.stop();
    await start();
    expect(await held(1)).toBe(before);
    const again = await ship({ round: 1, table: 1, token: tok(1), seq: 0, records: M1.slice(0, 8) });
    expect([again.status, again.json.have, again.json.duplicates]).toEqual([200, 8, 5]);
  });

  it('two computers playing the same table: the second\'s setup is refused naming both matches; its shipper never mixes its records into the first\'s match', async () => {
    const other = matchOf(1, 'm1-other', 30);
    const setup = await ship({ round: 1, table: 1, token: tok(1), seq: 0, records: other.slice(0, 3) });
    expect([setup.status, setup.code]).toEqual([409, 'hub/conflict']);
    expect(setup.message).toContain('the setup of match m1-other, but the hub holds match m1 for table 1 of round 1');
    const before = await held(1);
    // the second computer's shipper, holding more records than the hub: it would send its 9th onwards
    let done: () => void = () => {};
    const over = new Promise<void>((ok) => { done = ok; });
    // it ends refused (or, without the check, synced: its records appended to the first's match)
    const shipper = new TableShipper({ url, round: 1, table: 1, token: tok(1) }, { records: other, onStatus: (s) => (s.state === 'refused' || s.state === 'synced') && done() });
    await over;
    expect(shipper.status).toMatchObject({ state: 'refused', code: 'hub/already-held' });
    expect(shipper.status.error).toContain('the hub holds match m1 for table 1 of round 1, not this table\'s match m1-other');
    shipper.stop();
    expect(await held(1)).toBe(before);
    for (const c of ['hub/conflict', 'hub/already-held']) translated(c);
  });

  it('a table whose journal was repaired (a record rewritten): refused naming the record, the hub keeps what it acknowledged', async () => {
    const before = await held(1);
    const repaired = M1.slice(0, 9).map((r) => ({ ...r }));
    (repaired[6] as { source: string }).source = 'repaired';
    const r = await ship({ round: 1, table: 1, token: tok(1), seq: 5, records: repaired.slice(5, 9) });
    expect([r.status, r.code, r.message, r.have]).toEqual([409, 'hub/conflict', 'record 6 differs from the one the hub holds (deal 1; the hub holds 8 records): the hub keeps its own', 8]);
    // what the table reads: the action and the deal that differ, what the hub holds, what to do — in its language
    expect(r.json.error.params).toEqual({ say: 'differs', round: 1, table: 1, action: 7, deal: 1, have: 8 });
    expect(errorText({ code: 'hub/conflict', params: { ...r.json.error.params, local: 9 } }, 'fr')).toBe('Le coup 7 de la table 1, tour 1 (donne 1) n’est pas celui que tient le hub (8 coups sur le hub, 9 à cette table) : le hub garde les siens et ne prend plus rien de cette table. Montrez ceci à l’organisateur, qui compare les deux parties et en garde une');
    sayAll({ ...r.json.error.params, local: 9 }, ['7', '8', '9']);
    expect(await held(1)).toBe(before);
    // the organizer is told too, once, with the same figures
    const differs = (n: { kind: string; notice: { params?: { say?: unknown } } }) => n.kind === 'conflict' && n.notice.params?.say === 'differs';
    const notices = hub['store'].notices.filter(differs);
    expect(notices).toEqual([{ kind: 'conflict', round: 1, table: 1, notice: { code: 'hub/conflict', params: { say: 'differs', round: 1, table: 1, action: 7, deal: 1, have: 8 } } }]);
    await ship({ round: 1, table: 1, token: tok(1), seq: 5, records: repaired.slice(5, 9) });
    expect(hub['store'].notices.filter(differs)).toHaveLength(1);
  });

  it('a table whose journal lost its last lines in a crash (repaired, shorter) resumes: its journal is the start of the hub\'s, the hub keeps every record it acknowledged, and the table is told how many it lacks and what to do', async () => {
    expect((await ship({ round: 1, table: 1, token: tok(1), seq: 8, records: M1.slice(8, 12) })).json.have).toBe(12);
    const before = await held(1);
    const shipper = await settled(new TableShipper({ url, round: 1, table: 1, token: tok(1) }, { records: M1.slice(0, 9), onStatus: (s) => note(s.state) }));
    expect(shipper.status).toMatchObject({ state: 'refused', code: 'hub/conflict', have: 12, local: 9, params: { say: 'behind', round: 1, table: 1, have: 12, local: 9, lost: 3 } });
    // the table played on after the repair: what it plays now is not sent, the hub's records stay
    shipper.push({ ...M1[9]!, source: 'after-the-crash' } as JournalRecord);
    shipper.stop();
    expect(await held(1)).toBe(before);
    expect(errorText({ code: 'hub/conflict', params: shipper.status.params! }, 'fr')).toContain('Le hub a 12 coups de cette partie (table 1, tour 1), cette table 9 : son journal a perdu ici ses 3 derniers (une panne), et le hub les garde');
    sayAll(shipper.status.params!, ['12', '9', '3']);
  });

  it('two computers with the same match (its journal copied, then played on apart): the second\'s records are refused naming the match, the hub keeps the first\'s', async () => {
    const before = await held(1);
    // the second computer: the same first 10 records, then its own history (one record rewritten), and more
    const copy = M1.slice(0, 16).map((r) => ({ ...r }));
    (copy[10] as { source: string }).source = 'the-other-computer';
    const shipper = await settled(new TableShipper({ url, round: 1, table: 1, token: tok(1) }, { records: copy, onStatus: (s) => note(s.state) }));
    expect(shipper.status).toMatchObject({ state: 'refused', code: 'hub/conflict', params: { say: 'two-computers', round: 1, table: 1, match: 'm1', action: 13, have: 12 } });
    shipper.stop();
    expect(await held(1)).toBe(before);
    expect(errorText({ code: 'hub/conflict', params: shipper.status.params! }, 'fr')).toMatch(/^Table 1, tour 1 : un autre ordinateur envoie déjà la partie m1 au hub \(12 coups\) ; la partie de cet ordinateur n’est pas la même avant le coup 13 \(donne \d+\) : le hub garde celle de l’autre ordinateur et refuse celle-ci/);
    sayAll(shipper.status.params!, ['m1', '12', '13']);
  });

  it('another table ships its own pairing at the same time: each match stays its own', async () => {
    const m2 = matchOf(2, 'm2');
    const m3 = matchOf(3, 'm3');
    const [a, b] = await Promise.all([
      ship({ round: 1, table: 2, token: tok(2), seq: 0, records: m2.slice(0, 10) }),
      ship({ round: 1, table: 3, token: tok(3), seq: 0, records: m3.slice(0, 10) }),
    ]);
    expect([a.status, a.json.have, b.status, b.json.have]).toEqual([200, 10, 200, 10]);
    // table 2 sending table 3's setup with its own token: refused, naming the record
    const swap = await ship({ round: 1, table: 2, token: tok(2), seq: 10, records: [{ ...m3[0]!, seq: 10 }] });
    expect([swap.status, swap.code]).toEqual([422, 'hub/bad-record']);
    expect(swap.message).toMatch(/^records\[0\]: /);
    // and as its first record, at a table that has none yet: the pairing named
    const first = await ship({ round: 2, table: 1, token: hub.credentials().find((c) => c.round === 2 && c.table === 1)!.token, seq: 0, records: m3.slice(0, 1) });
    expect([first.status, first.code]).toEqual([422, 'hub/setup-mismatch']);
    expect(first.message).toContain('the pairing of table 1');
    expect(await held(2)).toContain('"id":"m2"');
    expect(await held(2)).not.toContain('"id":"m3"');
    translated('hub/setup-mismatch');
  });
});
