/**
 * The tournament IPC handlers (issue 13) on a real data folder: senders other than the control
 * window refused, every payload validated with the field named, a night created, pairs added, a
 * round paired and a result entered through the channels, the file in the data folder a valid
 * `mus-tournament/1` that `mus tournament` reads (schema and fold), written atomically (no
 * temporary file left), refusals leave it byte for byte as it was, a restart (a new store on the
 * same folder) reads the night back, "close" and "create" put the night aside and never delete it,
 * a damaged file is reported and kept. The preload invokes each channel with its payload.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import type { IpcMainInvokeEvent } from 'electron';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IpcMainLike } from '../../../src-main/electron/ipc-registrar.js';
import { registerTournamentIpc } from '../../../src-main/electron/tournament/tournament-ipc.js';
import { TournamentStore, TOURNAMENT_FOLDER, CURRENT_FILE } from '../../../src-main/electron/tournament/tournament-store.js';
import { tournamentPreload } from '../../../src-main/electron/tournament/tournament-preload.js';
import { TableLinks } from '../../../src-main/hub/table-link.js';
import { TOURNAMENT_CHANNELS as C, type HubView } from '../../../shared/bridge/tournament/tournament-contract.js';
import { checkTournament, checkTournamentFile } from '../../../shared/format/tournament-check.js';
import { pairNextRound } from '../../../shared/tournament/pairing.js';
import { foldFile } from '../../../shared/tournament/reducer.js';
import { computeStandings } from '../../../shared/tournament/standings.js';
import type { TournamentEvent, TournamentFile, TournamentSettings } from '../../../shared/tournament/types.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

const BASE = 'file:///app/out/renderer/';
const CONTROL = 11;
const DISPLAY = 12;
const SETTINGS: TournamentSettings = { name: 'Gau handia', date: '2026-11-27', rules: { preset: 'ffmus', manchesToWin: 3 }, rounds: 3, system: 'swiss' };

type Handler = (e: IpcMainInvokeEvent, ...a: unknown[]) => unknown;
type Answer<T = unknown> = { ok: boolean; value?: T; error?: { code: string; message: string; path?: string } };

function setup(dir = tempDir('mus-tnipc-')) {
  const handlers = new Map<string, Handler>();
  const ipc: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: (ch) => void handlers.delete(ch) };
  let t = Date.parse('2026-11-27T20:00:00Z');
  const store = new TournamentStore(dir, { sync: false, now: () => new Date((t += 60_000)) });
  const remove = registerTournamentIpc(ipc, { guard: { controlIds: () => new Set([CONTROL]), allIds: () => new Set([CONTROL, DISPLAY]), appBase: BASE }, store });
  const event = (id: number, url = `${BASE}index.html`) => ({ sender: { id }, senderFrame: { url, parent: null } }) as unknown as IpcMainInvokeEvent;
  const call = async <T = unknown>(ch: string, payload?: unknown, e: IpcMainInvokeEvent = event(CONTROL)) => (await handlers.get(ch)!(e, payload)) as Answer<T>;
  const value = async <T = TournamentFile>(ch: string, payload?: unknown): Promise<T> => {
    const r = await call<T>(ch, payload);
    if (!r.ok) throw new Error(`${ch}: ${JSON.stringify(r.error)}`);
    return r.value as T;
  };
  const folder = join(dir, TOURNAMENT_FOLDER);
  const file = join(folder, CURRENT_FILE);
  return { dir, folder, file, handlers, store, remove, event, call, value };
}

/** The invoke channels (the hub's view is pushed on `C.hub`: tournament-hub-push.test.ts). */
const INVOKE = Object.values(C).filter((c) => c !== C.hub);

const pair = (id: string, team: string): TournamentEvent => ({ type: 'add-pair', pair: { id, team, players: [`${id}-1`, `${id}-2`], club: null } });

afterAll(removeTempDirs);

describe('tournament IPC', () => {
  it('registers every tournament channel, and removes them all', () => {
    const s = setup();
    expect([...s.handlers.keys()].sort()).toEqual(INVOKE.sort());
    s.remove();
    expect(s.handlers.size).toBe(0);
  });

  it('answers the control window only', async () => {
    const s = setup();
    for (const ch of INVOKE) {
      expect((await s.call(ch, undefined, s.event(DISPLAY))).error?.code).toBe('ipc/untrusted-sender');
      expect((await s.call(ch, undefined, s.event(99))).error?.code).toBe('ipc/untrusted-sender');
      expect((await s.call(ch, undefined, s.event(CONTROL, 'https://evil.example/'))).error?.code).toBe('ipc/untrusted-sender');
    }
    expect(readdirSync(s.dir)).toEqual([]);
  });

  it('validates every payload, naming the field', async () => {
    const s = setup();
    const bad = async (ch: string, payload: unknown, path: string) => {
      const r = await s.call(ch, payload);
      expect(r.ok, JSON.stringify(payload)).toBe(false);
      expect(r.error?.code).toBe('ipc/bad-payload');
      expect(r.error?.message.startsWith(path), r.error?.message).toBe(true);
    };
    await bad(C.get, { x: 1 }, 'payload');
    await bad(C.close, 'now', 'payload');
    await bad(C.create, null, 'settings');
    await bad(C.create, { ...SETTINGS, name: '' }, 'settings.name');
    await bad(C.create, { ...SETTINGS, date: '27/11/2026' }, 'settings.date');
    await bad(C.create, { ...SETTINGS, rounds: 0 }, 'settings.rounds');
    await bad(C.create, { ...SETTINGS, system: 'knockout' }, 'settings.system');
    await bad(C.create, { ...SETTINGS, rules: { preset: 'ffmus', players: 6 } }, 'settings.rules.players');
    await bad(C.create, { ...SETTINGS, rules: { preset: 'other' } }, 'settings.rules.preset');
    await bad(C.apply, null, 'payload');
    await bad(C.apply, { event: { type: 'drop-table' } }, 'payload.event.type');
    await bad(C.apply, { event: { type: 'add-pair', pair: { id: 'a b', team: 'X', players: ['1', '2'], club: null } } }, 'payload.event.pair.id');
    await bad(C.apply, { event: { type: 'add-pair', pair: { id: 'a', team: 'X', players: ['1'], club: null } } }, 'payload.event.pair.players');
    await bad(C.apply, { event: { type: 'withdraw', pair: 'a', who: 'Arbitre', why: '' } }, 'payload.event.why');
    await bad(C.apply, { event: { type: 'pair-round', round: { round: 1, system: 'swiss', tables: [{ table: 1, A: 'a', B: 'b', token: 'secret' }], byes: [] } } }, 'payload.event.round.tables[0].token');
    await bad(C.apply, { event: { type: 'result', result: { round: 1, table: 1, winner: 'a', manches: [{ A: 40, B: -1 }], source: { kind: 'hand', who: 'A', why: 'B' } } } }, 'payload.event.result.manches[0]');
    await bad(C.apply, { event: { type: 'result', result: { round: 1, table: 1, winner: 'a', manches: [], source: { kind: 'telepathy' } } } }, 'payload.event.result.source.kind');
    await bad(C.apply, { event: { type: 'annul-result', round: 1, table: 0, who: 'A', why: 'B' } }, 'payload.event.table');
    expect(readdirSync(s.dir)).toEqual([]);
  });

  it('runs a night through the channels; the file is a valid mus-tournament/1 written atomically', async () => {
    const s = setup();
    expect(await s.value(C.get)).toBeNull();
    // an event before any night is refused as data
    expect((await s.call(C.apply, { event: pair('a', 'A') })).error?.code).toBe('tournament/bad-event');
    const created = await s.value(C.create, { ...SETTINGS, extra: 'dropped' });
    expect(created).toEqual({ format: 'mus-tournament/1', ...SETTINGS, events: [] });
    for (const [id, team] of [['etx', 'Etxeberri / Dufau'], ['las', 'Lasa / Irigoien'], ['arr', 'Arrieta / Bidart'], ['gar', 'Garat / Ocafrain']]) {
      await s.value(C.apply, { event: pair(id!, team!) });
    }
    // a refusal of the model leaves the file byte for byte as it was
    const before = readFileSync(s.file, 'utf8');
    const dup = await s.call(C.apply, { event: pair('x', ' Lasa /  Irigoien ') });
    expect(dup.error?.code).toBe('tournament/duplicate-pair');
    expect(readFileSync(s.file, 'utf8')).toBe(before);
    // the round as the screen pairs it
    const folded = foldFile(await s.value(C.get));
    if (!folded.ok) throw new Error(folded.error.message);
    const r1 = pairNextRound(folded.value);
    if (!r1.ok) throw new Error(r1.error.message);
    await s.value(C.apply, { event: { type: 'pair-round', round: r1.value } });
    // the same round twice is refused; round 2 waits for round 1's results
    expect((await s.call(C.apply, { event: { type: 'pair-round', round: r1.value } })).error?.code).toBe('tournament/bad-round');
    const f1 = foldFile(await s.value(C.get));
    expect(f1.ok && pairNextRound(f1.value).ok === false && (pairNextRound(f1.value) as { error: { code: string } }).error.code).toBe('tournament/round-incomplete');
    const t1 = r1.value.tables[0]!;
    await s.value(C.apply, { event: { type: 'result', result: { round: 1, table: 1, winner: t1.A, manches: [{ A: 40, B: 32 }, { A: 12, B: 40 }, { A: 40, B: 38 }, { A: 40, B: 20 }], source: { kind: 'hand', who: 'Arbitre', why: 'played on paper' } } } });
    // a hand result whose winner is not what the manches say is refused by the model
    const t2 = r1.value.tables[1]!;
    const wrong = await s.call(C.apply, { event: { type: 'result', result: { round: 1, table: 2, winner: t2.A, manches: [{ A: 0, B: 40 }, { A: 0, B: 40 }, { A: 0, B: 40 }], source: { kind: 'hand', who: 'Arbitre', why: 'x' } } } });
    expect(wrong.ok).toBe(false);
    const last = await s.value(C.apply, { event: { type: 'result', result: { round: 1, table: 2, winner: t2.B, manches: [], source: { kind: 'forfeit', who: 'Arbitre', why: 'absent at the call' } } } });
    // the file on disk: what the channel answered, valid for `mus tournament` (schema + fold), no temporary file
    const onDisk = JSON.parse(readFileSync(s.file, 'utf8')) as unknown;
    expect(onDisk).toEqual(last);
    const c = checkTournament(onDisk);
    if (!c.ok) throw new Error(JSON.stringify(c.error.problems));
    const st = computeStandings(c.value);
    expect(st.results).toBe(2);
    expect(st.rows.map((r) => [r.pair, r.victories, r.manchesWon, r.pointsInLostManches])).toEqual([
      [t1.A, 1, 0, 0], [t2.B, 1, 0, 0], [t1.B, 0, 1, 90], [t2.A, 0, 0, 0],
    ]);
    expect(readdirSync(s.folder)).toEqual([CURRENT_FILE]);
    // a restart reads the night back from the folder
    const again = setup(s.dir);
    expect(await again.value(C.get)).toEqual(last);
  });

  it('close and create put the night aside, never delete it; a damaged file is reported and kept', async () => {
    const s = setup();
    await s.value(C.create, SETTINGS);
    await s.value(C.apply, { event: pair('a', 'A') });
    expect(await s.value(C.close)).toBeNull();
    expect(await s.value(C.get)).toBeNull();
    expect(await s.value(C.close)).toBeNull(); // nothing to do
    await s.value(C.create, { ...SETTINGS, name: 'Second' });
    await s.value(C.create, { ...SETTINGS, name: 'Third' });
    const files = readdirSync(s.folder).sort();
    expect(files.length).toBe(3);
    expect(files.filter((f) => f.startsWith('night-')).length).toBe(2);
    const names = files.map((f) => (JSON.parse(readFileSync(join(s.folder, f), 'utf8')) as TournamentFile).name).sort();
    expect(names).toEqual(['Gau handia', 'Second', 'Third']);
    // damaged: reported (library/damaged), left as it is; a new night puts it aside
    writeFileSync(s.file, '{"format": "mus-tournament/1", "na');
    const fresh = setup(s.dir);
    const r = await fresh.call(C.get);
    expect(r.error?.code).toBe('library/damaged');
    expect((await fresh.call(C.apply, { event: pair('b', 'B') })).error?.code).toBe('library/damaged');
    expect(readFileSync(s.file, 'utf8')).toBe('{"format": "mus-tournament/1", "na');
    await fresh.value(C.create, { ...SETTINGS, name: 'Fourth' });
    expect(readdirSync(s.folder).length).toBe(4);
    expect(readdirSync(s.folder).some((f) => readFileSync(join(s.folder, f), 'utf8') === '{"format": "mus-tournament/1", "na')).toBe(true);
  });

  it('the preload invokes one fixed channel per method with its payload', async () => {
    const calls: unknown[][] = [];
    const ipc = { invoke: async (...a: unknown[]) => (calls.push(a), { ok: true, value: null }) };
    const b = tournamentPreload(ipc as never);
    await b.get();
    await b.create(SETTINGS);
    await b.apply(pair('a', 'A'));
    await b.close();
    await b.hubStart();
    await b.hubStart(9000);
    await b.hubState();
    await b.hubStop();
    await b.join('http://h:1', 'ABCDEF');
    await b.hubResult(2, 3);
    expect(b.hubAvailable).toBe(true);
    expect(calls).toEqual([[C.get], [C.create, SETTINGS], [C.apply, { event: pair('a', 'A') }], [C.close], [C.hubStart, {}], [C.hubStart, { port: 9000 }], [C.hubState], [C.hubStop], [C.join, { url: 'http://h:1', code: 'ABCDEF' }], [C.hubResult, { round: 2, table: 3 }]]);
  });
});

describe('the tournament hub from the app', () => {
  it('starts on the night’s pairings: a card per table with its code and QR; a table joins with the code; a new round is published; stop', async () => {
    const { TournamentHub, qrPath, hubBaseUrls } = await import('../../../src-main/electron/tournament/tournament-hub.js');
    const s = setup();
    const hub = new TournamentHub({ dataDir: s.dir, night: () => s.store.get(), host: '127.0.0.1', hub: { sync: 'none' } });
    // through IPC: a registrar with the hub
    const handlers = new Map<string, Handler>();
    const ipc: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: (ch) => void handlers.delete(ch) };
    const links = new TableLinks();
    const table = { links, current: () => null, rejoin: () => ({ ok: false as const, error: { code: 'library/no-such-match' as const, message: 'none' } }) };
    registerTournamentIpc(ipc, { guard: { controlIds: () => new Set([CONTROL]), allIds: () => new Set([CONTROL]), appBase: BASE }, store: s.store, hub, table });
    const call = async <T>(ch: string, payload?: unknown) => (await handlers.get(ch)!(s.event(CONTROL), payload)) as Answer<T>;
    expect((await call(C.hubStart, { port: 80 })).error?.message).toMatch(/^payload\.port/);
    expect((await call(C.hubState)).value).toBeNull();
    await call(C.create, SETTINGS);
    for (const [id, team] of [['a', 'Etxeberri / Dufau'], ['b', 'Lasa / Irigoien'], ['c', 'Arrieta / Bidart'], ['d', 'Garat / Ocafrain']]) await call(C.apply, { event: pair(id!, team!) });
    const f0 = foldFile((await call<TournamentFile>(C.get)).value!);
    if (!f0.ok) throw new Error(f0.error.message);
    const r1 = pairNextRound(f0.value);
    if (!r1.ok) throw new Error(r1.error.message);
    await call(C.apply, { event: { type: 'pair-round', round: r1.value } });
    try {
      const started = await hub.start(0);
      if (!started.ok) throw new Error(started.error.message);
      const v = started.value;
      expect(v.urls).toEqual([`http://127.0.0.1:${v.port}`]);
      expect(v.round).toBe(1);
      expect(v.tables.map((c) => c.table)).toEqual([1, 2]);
      // a second hub on the same night (`mus hub start` on this data folder) is refused, naming why
      const other = new TournamentHub({ dataDir: s.dir, night: () => s.store.get(), host: '127.0.0.1', hub: { sync: 'none' } });
      const second = await other.start(0);
      expect(!second.ok && second.error.code).toBe('hub/listen-failed');
      expect(!second.ok && second.error.message).toMatch(/in use: its hub is already open for writing in this process/);
      // `mus hub status` on the night's file sees the app's hub running, in this process
      const st = spawnSync(process.execPath, ['bin/mus.mjs', 'hub', 'status', join(s.dir, TOURNAMENT_FOLDER, CURRENT_FILE), '--data-dir', s.dir, '--json'], { cwd: new URL('../../../', import.meta.url).pathname, encoding: 'utf8' });
      expect(st.status, st.stderr).toBe(0);
      expect(JSON.parse(st.stdout)).toMatchObject({ running: true, pid: process.pid, url: null, round: 1 });
      for (const c of v.tables) {
        expect(c.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{3}-[2-9A-HJKMNP-TV-Z]{3}$/);
        expect(c.joinUrl).toBe(`http://127.0.0.1:${v.port}/join#${c.code.replace('-', '')}`);
        expect(c.qr?.size).toBeGreaterThan(20);
        expect(c.qr?.d).toMatch(/^M[0-9 .MmHhVvZz-]+$/);
      }
      // a table joins with its code (as typed on the tablet) and gets its pairing and the locked rules
      const res = await fetch(`http://127.0.0.1:${v.port}/api/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: v.tables[0]!.code.toLowerCase() }) });
      const joined = (await res.json()) as { round: number; table: number; teams: { A: string; B: string }; rules: unknown; token: string };
      expect(res.status).toBe(200);
      expect([joined.round, joined.table]).toEqual([1, 1]);
      const t1 = r1.value.tables[0]!;
      expect(joined.teams).toEqual({ A: f0.value.pairs.find((x) => x.id === t1.A)!.team, B: f0.value.pairs.find((x) => x.id === t1.B)!.team });
      expect(joined.rules).toEqual(SETTINGS.rules);
      expect(joined.token).toMatch(/^[0-9a-f]{32}$/);
      // the same through the app's join channel: the new match's setup, checked; a wrong code is refused as data
      const viaIpc = await call<{ round: number; table: number; tournament: { name: string }; setup: unknown }>(C.join, { url: `127.0.0.1:${v.port}`, code: ` ${v.tables[1]!.code} ` });
      const t2 = r1.value.tables[1]!;
      const team = (id: string) => f0.value.pairs.find((x) => x.id === id)!;
      expect(viaIpc.value).toEqual({
        tournament: { id: expect.any(String), name: 'Gau handia' }, round: 1, table: 2, resumed: false,
        setup: { rules: SETTINGS.rules, teams: { A: team(t2.A).team, B: team(t2.B).team }, players: [team(t2.A).players[0], team(t2.B).players[0], team(t2.A).players[1], team(t2.B).players[1]], esku: expect.any(Number) },
      });
      const wrongCode = v.tables.some((c) => c.code === 'ZZZ-ZZZ') ? 'YYY-YYY' : 'ZZZ-ZZZ';
      const refused = await call(C.join, { url: `http://127.0.0.1:${v.port}`, code: wrongCode });
      expect(refused.error?.code).toBe('hub/unknown-code');
      expect((await call(C.join, { url: `http://127.0.0.1:${v.port}/x?y`, code: 'ABCDEF' })).error?.message).toMatch(/^payload\.url/);
      expect((await call(C.join, { url: `http://127.0.0.1:${v.port}`, code: 'ABC' })).error?.message).toMatch(/^payload\.code/);
      // the state over IPC is the same view; round 2 paired through IPC is published at once
      expect((await call<{ round: number }>(C.hubState)).value?.round).toBe(1);
      for (const [i, tb] of r1.value.tables.entries()) {
        await call(C.apply, { event: { type: 'result', result: { round: 1, table: tb.table, winner: tb.A, manches: [], source: { kind: 'forfeit', who: 'Arbitre', why: `t${i}` } } } });
      }
      const f1 = foldFile((await call<TournamentFile>(C.get)).value!);
      if (!f1.ok) throw new Error(f1.error.message);
      const r2 = pairNextRound(f1.value);
      if (!r2.ok) throw new Error(r2.error.message);
      expect((await call(C.apply, { event: { type: 'pair-round', round: r2.value } })).ok).toBe(true);
      const after = (await call<{ round: number; tables: { code: string }[] }>(C.hubState)).value!;
      expect(after.round).toBe(2);
      expect(after.tables.length).toBe(2);
      expect(new Set([...after.tables.map((c) => c.code), ...v.tables.map((c) => c.code)]).size).toBe(4);
      // a restart of the hub on the same folder gives the same codes
      await call(C.hubStop);
      expect((await call(C.hubState)).value).toBeNull();
      const again = await hub.start(0);
      expect(again.ok && again.value.tables.map((c) => c.code)).toEqual(after.tables.map((c) => c.code));
    } finally {
      await hub.stop();
    }
    // helpers
    expect(qrPath('<svg viewBox="0 0 29 29"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M4 4.5h7"/></svg>')).toEqual({ size: 29, d: 'M4 4.5h7' });
    expect(qrPath('<svg><script>alert(1)</script></svg>')).toBeNull();
    expect(hubBaseUrls('0.0.0.0', 8750, { eth0: [{ address: '192.168.1.20', family: 'IPv4', internal: false } as never], lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true } as never] })).toEqual(['http://192.168.1.20:8750', 'http://127.0.0.1:8750']);
  });

  it('a code locked after wrong guesses shows on its card; the director unlocks it; the board\'s address carries its key', async () => {
    const { TournamentHub } = await import('../../../src-main/electron/tournament/tournament-hub.js');
    const s = setup();
    const hub = new TournamentHub({ dataDir: s.dir, night: () => s.store.get(), host: '127.0.0.1', hub: { sync: 'none', joinFailuresPerCode: 3 } });
    const handlers = new Map<string, Handler>();
    const ipc: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: (ch) => void handlers.delete(ch) };
    registerTournamentIpc(ipc, { guard: { controlIds: () => new Set([CONTROL]), allIds: () => new Set([CONTROL]), appBase: BASE }, store: s.store, hub });
    const call = async <T>(ch: string, payload?: unknown) => (await handlers.get(ch)!(s.event(CONTROL), payload)) as Answer<T>;
    await call(C.create, SETTINGS);
    for (const [id, team] of [['a', 'Etxeberri / Dufau'], ['b', 'Lasa / Irigoien'], ['c', 'Arrieta / Bidart'], ['d', 'Garat / Ocafrain']]) await call(C.apply, { event: pair(id!, team!) });
    const f0 = foldFile((await call<TournamentFile>(C.get)).value!);
    if (!f0.ok) throw new Error(f0.error.message);
    const r1 = pairNextRound(f0.value);
    if (!r1.ok) throw new Error(r1.error.message);
    await call(C.apply, { event: { type: 'pair-round', round: r1.value } });
    try {
      const started = await hub.start(0);
      if (!started.ok) throw new Error(started.error.message);
      const v = started.value;
      expect(v.boardUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${v.port}/\\?key=[0-9a-f]{32}$`));
      expect(v.tables.every((c) => c.locked === false)).toBe(true);
      const join = (code: string) => fetch(`http://127.0.0.1:${v.port}/api/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
      const wrong = v.tables.some((c) => c.code === 'ZZZ-ZZZ') ? 'YYYYYY' : 'ZZZZZZ';
      for (let i = 0; i < 3; i++) expect((await join(wrong)).status).toBe(404);
      const locked = (await call<HubView>(C.hubState)).value!;
      expect(locked.tables.map((c) => c.locked)).toEqual([true, true]);
      expect((await join(v.tables[0]!.code)).status).toBe(429);
      expect((await call(C.hubUnlock, { round: 1, table: 0 })).error?.message).toMatch(/^payload\.table/);
      const unlocked = (await call<HubView>(C.hubUnlock, { round: 1, table: 1 })).value!;
      expect(unlocked.tables.map((c) => c.locked)).toEqual([false, true]);
      expect((await join(v.tables[0]!.code)).status).toBe(200);
    } finally {
      await hub.stop();
    }
    expect((await call(C.hubUnlock, { round: 1, table: 1 })).error?.code).toBe('hub/unavailable');
  });

  it('enters the match a table shipped to the hub as that table’s result (replayed, source match)', async () => {
    const { TournamentHub } = await import('../../../src-main/electron/tournament/tournament-hub.js');
    const { variant, recordsOf } = await import('../hub/fixtures.js');
    const s = setup();
    const hub = new TournamentHub({ dataDir: s.dir, night: () => s.store.get(), host: '127.0.0.1', hub: { sync: 'none' } });
    const handlers = new Map<string, Handler>();
    const ipc: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: (ch) => void handlers.delete(ch) };
    const links = new TableLinks();
    const table = { links, current: () => null, rejoin: () => ({ ok: false as const, error: { code: 'library/no-such-match' as const, message: 'none' } }) };
    registerTournamentIpc(ipc, { guard: { controlIds: () => new Set([CONTROL]), allIds: () => new Set([CONTROL]), appBase: BASE }, store: s.store, hub, table });
    const call = async <T>(ch: string, payload?: unknown) => (await handlers.get(ch)!(s.event(CONTROL), payload)) as Answer<T>;
    await call(C.create, { ...SETTINGS, rules: 'ffmus' });
    await call(C.apply, { event: pair('etx', 'Etxeberri / Dufau') });
    await call(C.apply, { event: pair('las', 'Lasa / Irigoien') });
    const f0 = foldFile((await call<TournamentFile>(C.get)).value!);
    if (!f0.ok) throw new Error(f0.error.message);
    const r1 = pairNextRound(f0.value);
    if (!r1.ok) throw new Error(r1.error.message);
    await call(C.apply, { event: { type: 'pair-round', round: r1.value } });
    try {
      const started = await hub.start(0);
      if (!started.ok) throw new Error(started.error.message);
      const base = `http://127.0.0.1:${started.value.port}`;
      expect(started.value.tables[0]!.state).toBe('waiting');
      // nothing held yet: refused as data
      expect((await call(C.hubResult, { round: 1, table: 1 })).error?.code).toBe('tournament/no-result');
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      const j = (await post('/api/join', { code: started.value.tables[0]!.code })).body as { rules: 'ffmus'; teams: { A: string; B: string }; players: string[]; esku: number; token: string };
      const v = variant(0, { rules: j.rules, teams: j.teams, players: j.players });
      expect(v.setup.esku).toBe(j.esku);
      const records = recordsOf(v.setup, v.log, 'night-r1-t1');
      // first up to deal 2 with two actions entered (the setup, deal 1 and its hands, two actions): the hub holds a match mid-deal
      const mid = 1 + v.log.findIndex((e) => e.type === 'hands') + 1 + 2;
      const sent = async (from: number, to: number) => {
        const a = await post('/api/records', { round: 1, table: 1, token: j.token, seq: from, records: records.slice(from, to) });
        expect(a.status, JSON.stringify(a.body)).toBe(200);
      };
      await sent(0, mid);
      // a match not over is refused as such (FFMus art. 2), not for the deal in progress without its hands
      expect((await call(C.hubResult, { round: 1, table: 1 })).error?.code).toBe('tournament/match-unfinished');
      for (let i = mid; i < records.length; i += 64) await sent(i, Math.min(i + 64, records.length));
      const st = (await call<{ tables: { state: string }[] }>(C.hubState)).value!;
      expect(st.tables[0]!.state).toBe('finished');
      const r = await call<TournamentFile>(C.hubResult, { round: 1, table: 1 });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const ev = r.value!.events.at(-1)!;
      expect(ev.type === 'result' && ev.result.source.kind).toBe('match');
      const f1 = foldFile(r.value!);
      if (!f1.ok) throw new Error(f1.error.message);
      const rows = computeStandings(f1.value).rows;
      expect(rows[0]!.victories).toBe(1);
      expect(rows[1]!.victories).toBe(0);
      // the file is still valid for `mus tournament` (the embedded match replays)
      expect(checkTournamentFile(JSON.parse(readFileSync(s.file, 'utf8')))).toEqual([]);
      // a second time: the table has a result
      expect((await call(C.hubResult, { round: 1, table: 1 })).error?.code).toBe('tournament/result-exists');
      expect((await call(C.hubResult, { round: 0, table: 1 })).error?.code).toBe('ipc/bad-payload');
    } finally {
      await hub.stop();
    }
  });

  it('answers hub/unavailable without a hub (a registrar given none)', async () => {
    const s = setup();
    expect((await s.call(C.hubStart, {})).error?.code).toBe('hub/unavailable');
    expect((await s.call(C.hubState)).value).toBeNull();
    expect((await s.call(C.hubStop)).ok).toBe(true);
    expect((await s.call(C.join, { url: 'http://127.0.0.1:1', code: 'ABCDEF' })).error?.code).toBe('hub/unavailable');
    expect((await s.call(C.hubResult, { round: 1, table: 1 })).error?.code).toBe('hub/unavailable');
  });
});
