/**
 * The tournament bridge's contract (issue 13): the payload validators (every event type rebuilt with
 * its fields only, every bad field named), and the browser's implementation (`web-tournament.ts`,
 * over a Map-backed Storage) against main's store on a temporary folder: the same requests give the
 * same files and the same refusals, a refusal leaves the stored night unchanged, "close" keeps it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkApply, checkHubStart, checkJoin, checkTournamentEvent, checkTournamentSettings } from '../../../shared/bridge/tournament/tournament-validate.js';
import { applyToNight, createNight } from '../../../shared/bridge/tournament/tournament-night.js';
import { tournamentOf } from '../../../shared/bridge/tournament/tournament-contract.js';
import { createWebTournament, TOURNAMENT_ARCHIVE_PREFIX, TOURNAMENT_KEY } from '../../../src-renderer/bridge/web-tournament.js';
import { TournamentStore } from '../../../src-main/electron/tournament/tournament-store.js';
import type { TournamentEvent, TournamentSettings } from '../../../shared/tournament/types.js';
import type { Result } from '../../../shared/types.js';
import { removeTempDirs, tempDir } from '../../src-main/journal/helpers.js';

const SETTINGS: TournamentSettings = { name: 'Gau handia', date: '2026-11-27', rules: { preset: 'ffmus', kings: 8, target: 40, manchesToWin: 3 }, rounds: 4, system: 'updown' };

/** A Storage over a Map (what localStorage offers the bridge). */
function memoryStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const EVENTS: TournamentEvent[] = [
  { type: 'add-pair', pair: { id: 'etx', team: 'Etxeberri / Dufau', players: ['Peio', 'Battitt'], club: 'Baiona' } },
  { type: 'add-pair', pair: { id: 'las', team: 'Lasa / Irigoien', players: ['Maite', 'Xan'], club: null } },
  { type: 'add-pair', pair: { id: 'las', team: 'Other', players: ['A', 'B'], club: null } }, // refused: same id
  { type: 'add-pair', pair: { id: 'arr', team: 'Arrieta / Bidart', players: ['Ane', 'Jon'], club: 'Hendaia' } },
  { type: 'add-pair', pair: { id: 'gar', team: 'Garat / Ocafrain', players: ['Miren', 'Unai'], club: null } },
  { type: 'pair-round', round: { round: 1, system: 'updown', tables: [{ table: 1, A: 'etx', B: 'las', token: null }, { table: 2, A: 'arr', B: 'gar', token: null }], byes: [] } },
  { type: 'result', result: { round: 1, table: 1, winner: 'las', manches: [{ A: 40, B: 32 }, { A: 12, B: 40 }, { A: 40, B: 38 }, { A: 40, B: 20 }], source: { kind: 'hand', who: 'Arbitre', why: 'paper' } } }, // refused: side A won those manches
  { type: 'result', result: { round: 1, table: 1, winner: 'etx', manches: [{ A: 40, B: 32 }, { A: 12, B: 40 }, { A: 40, B: 38 }, { A: 40, B: 20 }], source: { kind: 'hand', who: 'Arbitre', why: 'paper' } } },
  { type: 'annul-result', round: 1, table: 1, who: 'Arbitre', why: 'wrong table' },
  { type: 'result', result: { round: 1, table: 1, winner: 'las', manches: [], source: { kind: 'forfeit', who: 'Arbitre', why: 'absent' } } },
  { type: 'withdraw', pair: 'gar', who: 'Arbitre', why: 'went home' },
  { type: 'withdraw', pair: 'gar', who: 'Arbitre', why: 'again' }, // refused: withdrawn already
];

afterAll(removeTempDirs);

describe('tournament payload validators', () => {
  it('rebuild the settings with their fields only, and name a bad field', () => {
    const r = checkTournamentSettings({ ...SETTINGS, extra: 1, rules: { ...(SETTINGS.rules as object), junk: true } });
    expect(r).toEqual({ ok: true, value: SETTINGS });
    expect(checkTournamentSettings({ ...SETTINGS, rules: 'pagat' })).toEqual({ ok: true, value: { ...SETTINGS, rules: 'pagat' } });
    const bad = (x: unknown, path: string) => {
      const c = checkTournamentSettings(x);
      expect(c.ok).toBe(false);
      if (!c.ok) expect(c.error.message.startsWith(path), c.error.message).toBe(true);
    };
    bad([], 'settings');
    bad({ ...SETTINGS, name: ' ' }, 'settings.name');
    bad({ ...SETTINGS, name: 'x'.repeat(201) }, 'settings.name');
    bad({ ...SETTINGS, date: '2026-1-1' }, 'settings.date');
    bad({ ...SETTINGS, rounds: 100 }, 'settings.rounds');
    bad({ ...SETTINGS, rounds: 2.5 }, 'settings.rounds');
    bad({ ...SETTINGS, system: 'SWISS' }, 'settings.system');
    bad({ ...SETTINGS, rules: { preset: 'ffmus', target: 45 } }, 'settings.rules.target');
    bad({ ...SETTINGS, rules: { preset: 'ffmus', players: 6 } }, 'settings.rules.players');
    bad({ ...SETTINGS, rules: 42 }, 'settings.rules');
  });

  it('pass every well-formed event unchanged and drop unknown fields', () => {
    for (const e of EVENTS) expect(checkTournamentEvent(e)).toEqual({ ok: true, value: e });
    const withJunk = { type: 'withdraw', pair: 'gar', who: 'A', why: 'B', admin: true };
    expect(checkTournamentEvent(withJunk)).toEqual({ ok: true, value: { type: 'withdraw', pair: 'gar', who: 'A', why: 'B' } });
    const res = { type: 'result', result: { round: 1, table: 1, winner: 'a', manches: [{ A: 40, B: 0, C: 3 }], source: { kind: 'hand', who: 'A', why: 'B', x: 1 }, y: 2 } };
    expect(checkTournamentEvent(res)).toEqual({ ok: true, value: { type: 'result', result: { round: 1, table: 1, winner: 'a', manches: [{ A: 40, B: 0 }], source: { kind: 'hand', who: 'A', why: 'B' } } } });
    const match = { type: 'result', result: { round: 1, table: 1, winner: 'a', manches: [], source: { kind: 'match', match: { format: 'mus-match/1', deals: [] }, journal: '20261127-201502-a1b2c3' } } };
    expect(checkTournamentEvent(match)).toEqual({ ok: true, value: match });
  });

  it('name the field of a malformed event', () => {
    const bad = (x: unknown, path: string) => {
      const c = checkApply({ event: x });
      expect(c.ok, JSON.stringify(x)).toBe(false);
      if (!c.ok) {
        expect(c.error.code).toBe('ipc/bad-payload');
        expect(c.error.message.startsWith(path), c.error.message).toBe(true);
      }
    };
    bad(null, 'payload.event');
    bad({ type: 'add-pair', pair: { id: 'x'.repeat(33), team: 'T', players: ['a', 'b'], club: null } }, 'payload.event.pair.id');
    bad({ type: 'add-pair', pair: { id: 'x', team: 'T', players: ['a', ''], club: null } }, 'payload.event.pair.players');
    bad({ type: 'add-pair', pair: { id: 'x', team: 'T', players: ['a', 'b'], club: '' } }, 'payload.event.pair.club');
    bad({ type: 'withdraw', pair: 'x', who: '', why: 'y' }, 'payload.event.who');
    bad({ type: 'pair-round', round: { round: 1, system: 'swiss', tables: [], byes: ['a', 'b'] } }, 'payload.event.round.byes');
    bad({ type: 'pair-round', round: { round: 1, system: 'swiss', tables: [{ table: 1, A: 'a', B: 'b' }], byes: [] } }, 'payload.event.round.tables[0].token');
    bad({ type: 'result', result: { round: 1, table: 1, winner: 'a', manches: Array(18).fill({ A: 40, B: 0 }), source: { kind: 'hand', who: 'A', why: 'B' } } }, 'payload.event.result.manches');
    bad({ type: 'result', result: { round: 1, table: 1, winner: 'a', manches: [], source: { kind: 'match', match: [] } } }, 'payload.event.result.source.match');
    bad({ type: 'annul-result', round: 0, table: 1, who: 'A', why: 'B' }, 'payload.event.round');
    expect(checkApply('x').ok).toBe(false);
  });

  it('check a hub start and a table’s join', () => {
    expect(checkHubStart(undefined)).toEqual({ ok: true, value: {} });
    expect(checkHubStart({ port: 8750, x: 1 })).toEqual({ ok: true, value: { port: 8750 } });
    expect(checkHubStart({ port: 80 }).ok).toBe(false);
    expect(checkJoin({ url: ' 192.168.1.20:8750 ', code: ' k7m 2pq ' })).toEqual({ ok: true, value: { url: 'http://192.168.1.20:8750', code: 'K7M2PQ' } });
    expect(checkJoin({ url: 'http://hub.local:8750/', code: 'K7M-2PQ' })).toEqual({ ok: true, value: { url: 'http://hub.local:8750', code: 'K7M2PQ' } });
    for (const url of ['https://hub:1', 'http://u:p@hub:1', 'http://hub:1/api', 'http://hub:1?x', 'file:///etc', 'x'.repeat(201), 42]) {
      const c = checkJoin({ url, code: 'K7M2PQ' });
      expect(c.ok, String(url)).toBe(false);
      if (!c.ok) expect(c.error.message.startsWith('payload.url')).toBe(true);
    }
    for (const code of ['K7M2P', 'K7M2PQR', 'O0O0O0', 42]) expect(checkJoin({ url: 'hub:1', code }).ok, String(code)).toBe(false);
  });

  it('finds the tournament bridge of a window bridge, or none', () => {
    const t = createWebTournament({ storage: memoryStorage() });
    expect(tournamentOf({ tournament: t })).toBe(t);
    expect(tournamentOf({})).toBeNull();
  });
});

describe('the browser’s tournament bridge and main’s store', () => {
  it('give the same files and the same refusals for the same requests; a refusal changes nothing', async () => {
    const storage = memoryStorage();
    const web = createWebTournament({ storage });
    const main = new TournamentStore(tempDir('mus-tn-unit-'), { sync: false });
    expect(await web.get()).toEqual({ ok: true, value: null });
    expect(main.get()).toEqual({ ok: true, value: null });
    const a = await web.create(SETTINGS);
    const b = main.create(SETTINGS);
    expect(a).toEqual(b);
    const codes: string[] = [];
    for (const e of EVENTS) {
      const before = storage.getItem(TOURNAMENT_KEY);
      const x: Result<unknown> = await web.apply(e);
      const y: Result<unknown> = main.apply(e);
      expect(x).toEqual(y);
      codes.push(x.ok ? 'ok' : x.error.code);
      if (!x.ok) expect(storage.getItem(TOURNAMENT_KEY)).toBe(before);
    }
    expect(codes).toEqual(['ok', 'ok', 'tournament/duplicate-pair', 'ok', 'ok', 'ok', 'tournament/bad-result', 'ok', 'ok', 'ok', 'ok', 'tournament/withdrawn']);
    // the pure part both use
    const file = await web.get();
    expect(file.ok && file.value?.events.length).toBe(9);
    expect(applyToNight(null, EVENTS[0]!).ok).toBe(false);
    expect(createNight({ ...SETTINGS, rounds: 0 }).ok).toBe(false);
  });

  it('puts a night aside on close and on a new night; reports a damaged one', async () => {
    const storage = memoryStorage();
    const web = createWebTournament({ storage, now: () => new Date('2026-11-27T23:00:00Z') });
    await web.create(SETTINGS);
    await web.apply(EVENTS[0]!);
    expect(await web.close()).toEqual({ ok: true, value: null });
    expect(await web.get()).toEqual({ ok: true, value: null });
    const kept = storage.getItem(`${TOURNAMENT_ARCHIVE_PREFIX}2026-11-27T23:00:00.000Z`);
    expect(JSON.parse(kept!).events.length).toBe(1);
    storage.setItem(TOURNAMENT_KEY, '{"format":"mus-tournament/1"');
    const r = await web.get();
    expect(r.ok ? null : r.error.code).toBe('library/damaged');
    expect((await web.apply(EVENTS[0]!)).ok).toBe(false);
    // invalid payloads are refused before the storage is read
    expect(await web.create({ ...SETTINGS, system: 'x' as never })).toMatchObject({ ok: false, error: { code: 'ipc/bad-payload' } });
  });
});
