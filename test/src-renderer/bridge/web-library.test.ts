/**
 * The browser's match library (`src-renderer/bridge/web-library.ts`) over a Map-backed `Storage`:
 * import / list / search / export round trip, duplicate refusal, hostile files refused with their
 * JSON paths, the two-step delete, judge's corrections on a stored match and on the live one, club
 * standings and their CSV. Runs in Node: nothing here needs the DOM.
 */
import { describe, expect, it } from 'vitest';
import { itemAt } from '../../helpers/item-at.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromMatchRecord, toMatchRecord, type MatchRecord } from '../../../shared/index.js';
import { checkImportText } from '../../../shared/library/import-check.js';
import { hasProblems } from '../../../shared/format/refusal.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { createWebLibrary, LIBRARY_PREFIX } from '../../../src-renderer/bridge/web-library.js';
import { StorageJournal } from '../../../src-renderer/bridge/storage-journal.js';
import type { LibraryBridge } from '../../../shared/bridge/library/library-contract.js';
import type { Result } from '../../../shared/types.js';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url)), 'utf8');
const FULL = fixture('match-ffmus-full.record.json');
const EXPECT = (JSON.parse(fixture('match-ffmus-full.json')) as { expect: { winner: 'A' | 'B'; manchesWon: { A: number; B: number } } }).expect;


function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function make(opts: { session?: () => TableSession | null; storage?: MemoryStorage } = {}) {
  const storage = opts.storage ?? new MemoryStorage();
  let t = Date.parse('2025-03-01T10:00:00.000Z');
  const lib = createWebLibrary({ storage, current: opts.session ?? (() => null), now: () => new Date((t += 1000)) });
  return { storage, lib };
}

async function importOk(lib: LibraryBridge, text: string, allowDuplicate = false): Promise<string> {
  return value(await lib.importText(text, allowDuplicate)).id;
}

const libraryKeys = (s: MemoryStorage) => [...s.m.keys()].filter((k) => k.startsWith(LIBRARY_PREFIX));

describe('web library: import, list, search, export', () => {
  it('imports the full FFMus match and lists it as finished with the right winner', async () => {
    const { lib, storage } = make();
    const id = await importOk(lib, FULL);
    expect(id).toMatch(/^\d{8}-\d{6}-[0-9a-f]{6}$/);
    expect(libraryKeys(storage)).toEqual([`${LIBRARY_PREFIX}${id}`]);
    const list = value(await lib.list({}));
    expect(list).toHaveLength(1);
    const s = itemAt(list, 0);
    expect(s).toMatchObject({ id, status: 'finished', winner: EXPECT.winner, manchesWon: EXPECT.manchesWon, deals: 24, teams: { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' } });
    expect(s.standings).not.toBeNull();
    expect(s.created).toBe('2025-03-01T10:00:01.000Z'); // no `created` in the file: the import time
  });

  it('searches words, phrases and accents, filters by status and date, sorts', async () => {
    const { lib } = make();
    const a = await importOk(lib, FULL);
    const rec = JSON.parse(FULL) as MatchRecord;
    const other = { ...rec, created: '2024-12-24T20:00:00Z', teams: { A: 'Peña Txiki', B: 'Zaharrak' }, deals: rec.deals.slice(0, 3) };
    const b = await importOk(lib, JSON.stringify(other));
    const ids = async (q: object) => value(await lib.list(q)).map((s) => s.id);
    expect(await ids({})).toEqual([a, b]); // newest first
    expect(await ids({ sort: 'oldest' })).toEqual([b, a]);
    expect(await ids({ text: 'pena' })).toEqual([b]);
    expect(await ids({ text: 'PEÑA txiki' })).toEqual([b]);
    expect(await ids({ text: '"txiki zaharrak"' })).toEqual([]); // a phrase inside one name only
    expect(await ids({ text: 'dufau peio' })).toEqual([a]);
    expect(await ids({ text: 'dufau nobody' })).toEqual([]);
    expect(await ids({ status: 'in-progress' })).toEqual([b]);
    expect(await ids({ status: 'finished' })).toEqual([a]);
    expect(await ids({ to: '2024-12-24' })).toEqual([b]);
    expect(await ids({ from: '2025-01-01' })).toEqual([a]);
  });

  it('exports a text that re-checks and re-imports as an identical match; a duplicate is refused unless allowed', async () => {
    const { lib } = make();
    const id = await importOk(lib, FULL);
    const file = value(await lib.exportMatch(id));
    expect(file.fileName).toBe(`mus-match-${id}.json`);
    const c = checkImportText(file.text);
    expect(c.ok).toBe(true);
    const orig = fromMatchRecord(JSON.parse(FULL) as MatchRecord);
    if (!orig.ok || !c.ok) throw new Error('fixture');
    expect(toMatchRecord(c.value.match)).toEqual(toMatchRecord(orig.value));
    expect(c.value.created).toBe('2025-03-01T10:00:01.000Z');

    const dup = await lib.importText(file.text);
    expect(dup).toEqual({ ok: false, error: expect.objectContaining({ path: '$', code: 'import/duplicate', problems: [expect.objectContaining({ path: '$', code: 'import/duplicate' })] }) });
    if (!dup.ok && hasProblems(dup.error)) expect(itemAt(dup.error.problems, 0).message).toContain(id);
    const again = await importOk(lib, file.text, true);
    expect(again).not.toBe(id);
    const [e1, e2] = [value(await lib.exportMatch(id)), value(await lib.exportMatch(again))];
    expect(e2.text).toBe(e1.text); // the same record, `created` kept from the file
  });

  it('refuses hostile and broken files with their JSON paths and stores nothing', async () => {
    const { lib, storage } = make();
    const cases: [string, string, string][] = [
      ['{"format": "mus-match/1", "deals": [', '$', 'format/bad-json'],
      ['[1,2]', '$', 'record/not-an-object'],
      [`{"format":"mus-match/1","deals":[]${',"x":'.repeat(0)}, "a": ${'['.repeat(40)}${']'.repeat(40)}}`, '$', 'format/too-deep'],
      ['{"format":"mus-match/1","__proto__":{"polluted":1},"deals":[]}', '__proto__', 'format/reserved-key'],
      ['{"format":"mus-match/1","rules":"constructor","deals":[]}', 'rules', 'rules/unknown-preset'],
      ['{"format":"mus-match/1","teams":{"A":"","B":"x"},"deals":[]}', 'teams.A', 'format/bad-name'],
      ['{"format":"mus-match/1","deals":[{"actions":[{"phase":"grande","seat":2,"act":"bet","amount":2}]}]}', 'deals[0].actions[0]', ''],
      ['{"format":"mus-match/1","deals":[{"actions":[{"phase":"grande","seat":0,"act":"bet","amount":1e400}]}]}', 'deals[0].actions[0].amount', 'format/bad-number'],
    ];
    for (const [text, path, code] of cases) {
      const r = await lib.importText(text);
      expect(!r.ok && hasProblems(r.error), text).toBe(true);
      if (r.ok || !hasProblems(r.error)) continue;
      expect(r.error.problems.map((p) => p.path), text).toContain(path);
      if (code) expect(r.error.problems.map((p) => p.code), text).toContain(code);
      for (const p of r.error.problems) expect(p.message.startsWith(p.path), p.message).toBe(true);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(libraryKeys(storage)).toEqual([]);
    expect(value(await lib.list({}))).toEqual([]);
  });
});

describe('web library: delete, live match, standings', () => {
  it('deletes in two steps with a token; a wrong or missing token deletes nothing', async () => {
    const { lib, storage } = make();
    const id = await importOk(lib, FULL);
    const d = value(await lib.deletion(id));
    expect(d.summary.id).toBe(id);
    expect(d.token).toMatch(/^[0-9a-f]{8}$/);
    expect(await lib.remove(id, '')).toMatchObject({ ok: false, error: { code: 'library/confirm-needed' } });
    expect(await lib.remove(id, '00000000')).toMatchObject({ ok: false, error: { code: 'library/confirm-mismatch' } });
    expect(libraryKeys(storage)).toHaveLength(1);
    expect(await lib.remove(id, d.token)).toEqual({ ok: true, value: null });
    expect(libraryKeys(storage)).toEqual([]);
    expect(await lib.deletion(id)).toMatchObject({ ok: false, error: { code: 'library/no-such-match' } });
    expect(await lib.deletion('../x')).toMatchObject({ ok: false, error: { code: 'library/bad-id' } });
  });

  it('lists the match being played, refuses to delete it, and never writes its journal keys', async () => {
    const storage = new MemoryStorage();
    const journal = new StorageJournal(storage);
    const rec = JSON.parse(FULL) as MatchRecord;
    const setup = { rules: rec.rules!, teams: rec.teams!, players: rec.players!, esku: 0 };
    const session = TableSession.create(setup, { id: 'match-live', created: '2025-02-01T09:00:00.000Z', journal });
    for (const a of itemAt(rec.deals, 0).actions.slice(0, 3)) expect(session.entry({ type: 'action', action: a }, 'test').ok).toBe(true);
    const { lib } = make({ storage, session: () => session });
    await importOk(lib, FULL);
    const journalKeys = () => [...storage.m.entries()].filter(([k]) => k.startsWith('mus.journal'));
    const before = JSON.stringify(journalKeys());
    const list = value(await lib.list({}));
    expect(list.map((s) => [s.id, s.status])).toEqual([[expect.stringMatching(/^\d{8}-\d{6}-[0-9a-f]{6}$/), 'finished'], ['match-live', 'in-progress']]);
    expect(list[1]).toMatchObject({ created: '2025-02-01T09:00:00.000Z', entries: 3, current: { deal: 0, manche: 0, stage: 'chica' } });
    expect(await lib.deletion('match-live')).toMatchObject({ ok: false, error: { code: 'library/in-use' } });
    expect(await lib.remove('match-live', 'whatever')).toMatchObject({ ok: false, error: { code: 'library/in-use' } });
    const j = value(await lib.open('match-live'));
    expect(j).toMatchObject({ id: 'match-live', live: true, readOnly: false, created: '2025-02-01T09:00:00.000Z', corrections: [] });
    expect(j.log).toHaveLength(3);
    const ex = value(await lib.exportMatch('match-live'));
    const c = checkImportText(ex.text);
    // its first deal is not over: the export holds the finished deals (none) and names the deal left out
    expect(c.ok && c.value.match.log.length).toBe(0);
    expect(ex.leftOut).toEqual({ deal: 0, manche: 0, stage: 'chica', actions: 3 });
    // its export imported is a new match, at the start of that deal, and the live journal's keys are not touched
    expect(await lib.importText(ex.text)).toMatchObject({ ok: true, value: { summary: { entries: 0 } } });
    expect(JSON.stringify(journalKeys())).toBe(before);

    // a live correction goes through the session (journaled there) and shows in the judge's view
    const log = session.match.log;
    const r = value(await lib.correct({ id: 'match-live', from: 2, entries: [], who: 'Arbitre', why: 'chica bet was never said' }));
    expect(r.log).toEqual(log.slice(0, 2));
    expect(session.match.log).toHaveLength(2);
    expect(r.corrections).toEqual([{ from: 2, entries: 0, who: 'Arbitre', when: expect.any(String), why: 'chica bet was never said' }]);
    expect(await lib.correct({ id: 'match-live', from: 0, entries: [], who: ' ', why: 'x' })).toMatchObject({ ok: false, error: { code: 'judge/who-missing' } });
  });

  it('gives FFMus art. 2 club standings and their CSV', async () => {
    const { lib } = make();
    const id = await importOk(lib, FULL);
    const rec = JSON.parse(FULL) as MatchRecord;
    const part = await importOk(lib, JSON.stringify({ ...rec, deals: rec.deals.slice(0, 5) }));
    const r = value(await lib.standings({}));
    expect(r.standings.counted).toEqual([id]);
    // FFMus art. 2: the winner counts a victory and nothing else; the loser its manches won and
    // the points it made in the manches it lost (fixture: 16, 36 and 26)
    expect(r.standings.rows.map((x) => [x.rank, x.name, x.matches, x.victories, x.manchesWon, x.pointsInLostManches])).toEqual([
      [1, 'Etxeberri / Dufau', 1, 1, 0, 0],
      [2, 'Lasa / Irigoien', 1, 0, 2, 16 + 36 + 26],
    ]);
    expect(r.csv.fileName).toBe('club-standings.csv');
    expect(r.csv.text).toBe('rank,team,matches,victories,manches_won,points_in_lost_manches,manches_won_all,manches_played\r\n1,Etxeberri / Dufau,1,1,0,0,3,5\r\n2,Lasa / Irigoien,1,0,2,78,2,5\r\n');
    const sel = value(await lib.standings({ ids: [id, part, 'nope'] }));
    expect(sel.standings.counted).toEqual([id]);
    expect(sel.standings.skipped).toEqual([{ id: part, why: 'in-progress' }, { id: 'nope', why: 'no such match' }]);
  });
});

describe('web library: judge corrections on a stored match', () => {
  it('a valid correction replaces the log and records who, when and why; an invalid one changes nothing', async () => {
    const { lib, storage } = make();
    const id = await importOk(lib, FULL);
    const j0 = value(await lib.open(id));
    expect(j0).toMatchObject({ id, live: false, readOnly: false, corrections: [] });
    const n = j0.log.length;
    const last = itemAt(j0.log, n - 1);
    expect(last.type).toBe('hands');

    // take back the hands of the last deal: the match is in progress again, at the showdown
    const j1 = value(await lib.correct({ id, from: n - 1, entries: [], who: 'Maialen', why: 'hands typed twice' }));
    expect(j1.log).toHaveLength(n - 1);
    expect(j1.corrections).toEqual([{ from: n - 1, entries: 0, who: 'Maialen', when: expect.stringMatching(/^2025-03-01T10:00:\d\d\.000Z$/), why: 'hands typed twice' }]);
    let s = value(await lib.list({}))[0];
    expect(s).toMatchObject({ status: 'in-progress', winner: null, current: { stage: 'showdown' } });

    // refused: a seat that does not speak, a bad index, no reason; storage unchanged
    const raw = storage.getItem(`${LIBRARY_PREFIX}${id}`);
    const bad = await lib.correct({ id, from: 0, entries: [{ type: 'action', action: { phase: 'grande', seat: 2, act: 'bet', amount: 2 } }], who: 'Maialen', why: 'x' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toMatch(/^action\//);
      expect(bad.error.message).toContain('log[0]');
    }
    expect(await lib.correct({ id, from: n + 5, entries: [], who: 'M', why: 'x' })).toMatchObject({ ok: false, error: { code: 'judge/bad-from' } });
    expect(await lib.correct({ id, from: 0, entries: [], who: 'M', why: '' })).toMatchObject({ ok: false, error: { code: 'judge/why-missing' } });
    expect(await lib.correct({ id, from: 0, entries: 'x' as never, who: 'M', why: 'y' })).toMatchObject({ ok: false, error: { code: 'judge/bad-entries' } });
    expect(await lib.correct({ id: 'nope', from: 0, entries: [], who: 'M', why: 'y' })).toMatchObject({ ok: false, error: { code: 'library/no-such-match' } });
    expect(storage.getItem(`${LIBRARY_PREFIX}${id}`)).toBe(raw);

    // put the hands back: finished again, two corrections recorded, export equals the original file
    const j2 = value(await lib.correct({ id, from: n - 1, entries: [last], who: 'Maialen', why: 'hands found' }));
    expect(j2.corrections.map((c) => [c.from, c.entries, c.why])).toEqual([[n - 1, 0, 'hands typed twice'], [n - 1, 1, 'hands found']]);
    s = value(await lib.list({}))[0];
    expect(s).toMatchObject({ status: 'finished', winner: EXPECT.winner });
    const c = checkImportText(value(await lib.exportMatch(id)).text);
    const orig = fromMatchRecord(JSON.parse(FULL) as MatchRecord);
    if (!c.ok || !orig.ok) throw new Error('re-check');
    expect(toMatchRecord(c.value.match)).toEqual(toMatchRecord(orig.value));
  });

  it('a damaged stored value is listed as damaged and opens read only at its last good entry', async () => {
    const { lib, storage } = make();
    const id = await importOk(lib, FULL);
    const v = JSON.parse(storage.getItem(`${LIBRARY_PREFIX}${id}`)!) as { log: unknown[] };
    v.log.splice(1, 1); // drop the fold of deal 1: the next entry no longer applies
    storage.setItem(`${LIBRARY_PREFIX}${id}`, JSON.stringify(v));
    storage.setItem(`${LIBRARY_PREFIX}broken`, '{not json');
    const list = value(await lib.list({ status: 'damaged' }));
    expect(list.map((s) => s.id).sort()).toEqual(['broken', id].sort());
    expect(list.find((s) => s.id === id)).toMatchObject({ teams: { A: 'Etxeberri / Dufau' } });
    const j = value(await lib.open(id));
    expect(j.readOnly).toBe(true);
    expect(j.warnings[0]).toContain('log[');
    expect(j.log.length).toBeLessThan(v.log.length);
    // the same as a code and the entry (from 1) that no longer applies, for the judge's header to word
    expect(j.notices).toEqual([{ code: 'journal/replay-failed', params: { entry: j.log.length + 1 } }]);
    expect(await lib.open('broken')).toMatchObject({ ok: false, error: { code: 'library/damaged' } });
    expect(await lib.exportMatch(id)).toMatchObject({ ok: false, error: { code: 'library/nothing-to-export' } });
  });
});

describe('the library screen\'s file open goes through the input gate', () => {
  it('refuses a file that is not UTF-8 with the byte offset, imports nothing; takes a BOM', async () => {
    const { createLibraryStore } = await import('../../../src-renderer/library/library-store.js');
    const { lib } = make();
    const store = createLibraryStore(lib);
    const bytes = Buffer.from(FULL.replace('"A"', '"Peña"'), 'latin1'); // ñ as one byte 0xf1
    const at = bytes.indexOf(0xf1);
    expect(await store.importFile('latin1.json', new Uint8Array(bytes))).toBeNull();
    expect(store.refused.value?.problems).toEqual([expect.objectContaining({ path: '$', code: 'format/bad-utf8', message: expect.stringContaining(`byte offset ${at}`) })]);
    expect(value(await lib.list({}))).toHaveLength(0);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(FULL, 'utf8')]);
    expect(await store.importFile('bom.json', bom)).toMatch(/./);
  });
});
