/**
 * One gate for the hub too (issue 25 §4): the same hostile bytes — a key given twice, a byte that
 * is not UTF-8, a number too large, a reserved key, nesting too deep, a trailing line, an empty or
 * truncated body, a second BOM — get the same first `format/…` code from `mus check` (`checkBytes`),
 * the library's import (`checkImportText`), the desktop library screen's import (`importFile`, over
 * the browser's library) and the hub's `POST /api/records` (as `hub/bad-request`, the field and the
 * gate's code in its message). A refused body leaves the hub's copy as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { checkBytes } from '../../../shared/format/check.js';
import { checkImportText } from '../../../shared/library/import-check.js';
import { createLibraryStore } from '../../../src-renderer/library/library-store.js';
import { createWebLibrary } from '../../../src-renderer/bridge/web-library.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import { MATCH } from '../../helpers/hostile-corpus.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { recordsOf, seededBytes, setupOf, tournament, variant } from './fixtures.js';

const TOUR = tournament(2);
const PAIRING = TOUR.pairings[0]!;
const enc = (s: string) => new TextEncoder().encode(s);

/** A case: what it does to a JSON text holding `"teams":{"A":"Team 1",…}` and `"esku":0`, and the first code every reader gives (null: accepted). */
interface Case { name: string; bytes: (text: string) => Uint8Array; code: string | null; field?: string }
const at = (text: string, what: string, by: string) => {
  if (!text.includes(what)) throw new Error(`no ${what} in the text`);
  return enc(text.replace(what, by));
};
const notUtf8 = (text: string) => {
  const b = at(text, '"A":"Team 1"', '"A":"Team 1@"');
  b[b.indexOf(0x40)] = 0xe9; // « é » in Latin-1
  return b;
};
const CASES: Case[] = [
  { name: 'as sent', bytes: enc, code: null },
  { name: 'one BOM', bytes: (t) => enc(`\ufeff${t}`), code: null },
  { name: 'pretty, CRLF', bytes: (t) => enc(JSON.stringify(JSON.parse(t), null, 2).replace(/\n/g, '\r\n')), code: null },
  { name: 'a team given twice', bytes: (t) => at(t, '"A":"Team 1"', '"A":"Evil","A":"Team 1"'), code: 'format/duplicate-key', field: 'teams.A' },
  { name: 'a Latin-1 byte in a name', bytes: notUtf8, code: 'format/bad-utf8' },
  { name: 'esku 1e400', bytes: (t) => at(t, '"esku":0', '"esku":1e400'), code: 'format/bad-number', field: 'esku' },
  { name: 'a __proto__ key', bytes: (t) => at(t, '"teams":{', '"teams":{"__proto__":{"x":1},'), code: 'format/reserved-key', field: 'teams.__proto__' },
  { name: 'a constructor key', bytes: (t) => at(t, '"teams":{', '"teams":{"constructor":{"prototype":{"x":1}},'), code: 'format/reserved-key', field: 'teams.constructor' },
  { name: 'nested 40 deep', bytes: (t) => at(t, '"esku":0', `"esku":${'['.repeat(40)}0${']'.repeat(40)}`), code: 'format/too-deep' },
  { name: 'a trailing line', bytes: (t) => enc(`${t}\ngarbage\n`), code: 'format/bad-json' },
  { name: 'a second document', bytes: (t) => enc(`${t}\n{}`), code: 'format/bad-json' },
  { name: 'empty', bytes: () => enc(''), code: 'format/bad-json' },
  { name: 'truncated', bytes: (t) => enc(t.slice(0, Math.floor(t.length / 2))), code: 'format/bad-json' },
  { name: 'a NUL at the end', bytes: (t) => enc(`${t}\u0000`), code: 'format/bad-json' },
  { name: 'two BOMs', bytes: (t) => enc(`\ufeff\ufeff${t}`), code: 'format/bad-json' },
  { name: 'UTF-16', bytes: (t) => new Uint8Array([0xff, 0xfe, ...new Uint8Array(new Uint16Array([...t].map((c) => c.charCodeAt(0))).buffer)]), code: 'format/bad-utf8' },
];

/** The match file every file reader gets: the fixture's match with the pairing's teams. */
const MATCH_TEXT = JSON.stringify({ ...MATCH, teams: { ...PAIRING.teams } });

let hub: HubServer;
let app: FastifyInstance;
let token = '';
const setup = recordsOf(variant(0, setupOf(PAIRING)).setup, [], 'm1')[0]!;
beforeAll(async () => {
  hub = new HubServer({ dir: tempDir('mus-hub-gate-'), tournament: TOUR, random: seededBytes(5), sync: 'none' });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  app = hub['lan']!.app;
  token = hub.credentials().find((c) => c.round === 1 && c.table === 1)!.token;
});
afterAll(async () => {
  await hub?.stop();
  removeTempDirs();
});

type Verdict = { code: string | null; field: string | null };
const fileVerdict = (p: readonly { code: string; path: string }[]): Verdict => (p[0] ? { code: p[0].code, field: p[0].path } : { code: null, field: null });

/** The hub's verdict on a body: null when accepted, else the gate's code and the field its message names. */
async function hubVerdict(bytes: Uint8Array): Promise<Verdict & { status: number; hubCode?: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/records', headers: { host: '127.0.0.1', 'content-type': 'application/json' }, payload: Buffer.from(bytes) });
  if (res.statusCode === 200) return { status: 200, code: null, field: null };
  const e = res.json().error as { code: string; message: string };
  const m = /^(.*?): .*\((format\/[a-z0-9-]+)\)$/.exec(e.message);
  return { status: res.statusCode, hubCode: e.code, code: m?.[2] ?? e.code, field: m?.[1] ?? null };
}

async function screenVerdict(bytes: Uint8Array): Promise<Verdict> {
  const store = createLibraryStore(createWebLibrary({ storage: new MemoryStorage(), current: () => null, now: () => new Date(0) }));
  const id = await store.importFile('match.json', bytes);
  return id ? { code: null, field: null } : fileVerdict(store.refused.value?.problems ?? [{ code: 'no problem shown', path: '$' }]);
}

describe('the hub, the file readers and the library screen give one verdict on the same bytes', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const want: Verdict = { code: c.code, field: c.code ? (c.field ?? '$') : null };
      const file = c.bytes(MATCH_TEXT);
      const check = fileVerdict(checkBytes(file).problems);
      const imp = checkImportText(file);
      const imported = fileVerdict(imp.ok ? [] : imp.error.problems);
      const screen = await screenVerdict(file);
      expect({ check, imported, screen }).toEqual({ check: want, imported: want, screen: want });

      const held = await app.inject({ method: 'GET', url: '/api/tables/1/1', headers: { host: '127.0.0.1' } });
      const body = c.bytes(JSON.stringify({ round: 1, table: 1, token, seq: 0, records: [setup] }));
      const h = await hubVerdict(body);
      // the hub names the field from its body: records[0].setup.<the file's field>
      const field = want.field === null || want.field === '$' ? (want.field === '$' ? 'body' : null) : `records[0].setup.${want.field}`;
      expect({ code: h.code, field: h.field }).toEqual({ code: want.code, field });
      if (want.code === null) return;
      expect([h.status, h.hubCode]).toEqual([400, 'hub/bad-request']);
      // refused: the hub's copy is as it was
      const after = await app.inject({ method: 'GET', url: '/api/tables/1/1', headers: { host: '127.0.0.1' } });
      expect(after.json()).toEqual(held.json());
    });
  }

  // what only a file can hold (the hub's records are another format: its own codes, hub/bad-record…)
  const FILE_ONLY: Case[] = [
    { name: 'a misspelt field', bytes: (t) => at(t, '"teams":{', '"teamz":1,"teams":{'), code: 'format/unknown-field', field: 'teamz' },
    { name: 'esku as a text', bytes: (t) => at(t, '"esku":0', '"esku":"0"'), code: 'schema/type', field: 'esku' },
    { name: 'the first word out of turn (FFMus art. 9)', bytes: (t) => at(t, '"esku":0', '"esku":1'), code: 'action/not-your-turn', field: 'deals[0].actions[0]' },
    { name: 'a seat 9', bytes: (t) => enc(t.replace('"actions":[', '"actions":[{"phase":"grande","seat":9,"act":"pass"},')), code: 'schema/maximum', field: 'deals[0].actions[0].seat' },
  ];
  for (const c of FILE_ONLY) {
    it(`file readers and the library screen: ${c.name}`, async () => {
      const want: Verdict = { code: c.code, field: c.field ?? '$' };
      const file = c.bytes(MATCH_TEXT);
      const imp = checkImportText(file);
      expect({ check: fileVerdict(checkBytes(file).problems), imported: fileVerdict(imp.ok ? [] : imp.error.problems), screen: await screenVerdict(file) })
        .toEqual({ check: want, imported: want, screen: want });
    });
  }

  it('a refused body never damages what the hub holds: the journal\'s bytes are the same after every hostile body; that journal given to a file reader is said to be one', async () => {
    const good = JSON.stringify({ round: 1, table: 1, token, seq: 0, records: [setup] });
    expect((await hubVerdict(enc(good))).code).toBeNull();
    const journal = async () => (await app.inject({ method: 'GET', url: '/api/tables/1/1/journal', headers: { host: '127.0.0.1' } })).body;
    const before = await journal();
    for (const c of CASES.filter((x) => x.code !== null)) expect((await hubVerdict(c.bytes(good))).code, c.name).toBe(c.code);
    expect(await journal()).toBe(before);

    // the hub's copy (a journal, mus-journal/1) given to a file reader: said to be a journal, the same by each
    const copy = enc(before);
    const want: Verdict = { code: 'record/bad-format', field: '$' };
    const imp = checkImportText(copy);
    expect({ check: fileVerdict(checkBytes(copy).problems), imported: fileVerdict(imp.ok ? [] : imp.error.problems), screen: await screenVerdict(copy) })
      .toEqual({ check: want, imported: want, screen: want });
    expect(checkBytes(copy).problems[0]?.message).toMatch(/a journal of the app \(mus-journal\/1/);
  });
});
