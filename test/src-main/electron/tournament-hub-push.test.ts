/**
 * The hub's view pushed to the Tournoi screen (`TOURNAMENT_CHANNELS.hub`) instead of asked on a
 * timer: the app's hub tells `onView` when it starts, when a join code locks after wrong guesses,
 * when a new round is published and when it stops (null); the preload's `onHub` listens on that
 * channel and stops listening; a browser page has no hub and never hears anything.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { TournamentStore } from '../../../src-main/electron/tournament/tournament-store.js';
import { TournamentHub } from '../../../src-main/electron/tournament/tournament-hub.js';
import { tournamentPreload } from '../../../src-main/electron/tournament/tournament-preload.js';
import { createWebTournament } from '../../../src-renderer/bridge/web-tournament.js';
import { TOURNAMENT_CHANNELS as C, type HubView } from '../../../shared/bridge/tournament/tournament-contract.js';
import { pairNextRound } from '../../../shared/tournament/pairing.js';
import { foldFile } from '../../../shared/tournament/reducer.js';
import type { TournamentEvent, TournamentSettings } from '../../../shared/tournament/types.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

const SETTINGS: TournamentSettings = { name: 'Gau handia', date: '2026-11-27', rules: { preset: 'ffmus', manchesToWin: 3 }, rounds: 3, system: 'swiss' };
const pair = (id: string): TournamentEvent => ({ type: 'add-pair', pair: { id, team: `Team ${id}`, players: [`${id}-1`, `${id}-2`], club: null } });

afterAll(removeTempDirs);

/** A night of four pairs with round 1 paired, its hub (not started) and the views it tells, in order. */
function nightWithHub(joinFailuresPerCode?: number) {
  const dir = tempDir('mus-hubpush-');
  const store = new TournamentStore(dir, { sync: false });
  const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  ok(store.create(SETTINGS));
  for (const id of ['a', 'b', 'c', 'd']) ok(store.apply(pair(id)));
  const pairRound = () => {
    const round = ok(pairNextRound(ok(foldFile(ok(store.get())!))));
    return ok(store.apply({ type: 'pair-round', round }));
  };
  const round1 = pairRound();
  /** Round 1's tables won by forfeit (side A), so that round 2 can be paired. */
  const forfeits = () => {
    const t = ok(foldFile(round1));
    for (const [i, tb] of (t.rounds[0]?.tables ?? []).entries()) {
      ok(store.apply({ type: 'result', result: { round: 1, table: tb.table, winner: tb.A, manches: [], source: { kind: 'forfeit', who: 'Arbitre', why: `t${i}` } } }));
    }
  };
  const told: (HubView | null)[] = [];
  let waiting: { check: (v: HubView | null) => boolean; resolve: (v: HubView | null) => void } | null = null;
  const hub = new TournamentHub({
    dataDir: dir, night: () => store.get(), host: '127.0.0.1',
    hub: { sync: 'none', ...(joinFailuresPerCode ? { joinFailuresPerCode } : {}) },
    onView: (v) => {
      told.push(v);
      if (waiting?.check(v)) waiting.resolve(v);
    },
  });
  /** The first view told from now on that `check` accepts (the last one told already, if it does). */
  const told$ = (check: (v: HubView | null) => boolean) => new Promise<HubView | null>((resolve) => {
    const last = told[told.length - 1];
    if (last !== undefined && check(last)) resolve(last);
    else waiting = { check, resolve };
  });
  return { hub, told, told$, pairRound, forfeits };
}

describe('the hub’s view pushed to the Tournoi screen', () => {
  it('is told when the hub starts, then null when it stops', async () => {
    const { hub, told$ } = nightWithHub();
    const started = await hub.start(0);
    if (!started.ok) throw new Error(started.error.message);
    expect((await told$((v) => v !== null))?.port).toBe(started.value.port);
    await hub.stop();
    expect(await told$((v) => v === null)).toBeNull();
  });

  it('is told when a new round is published to the running hub', async () => {
    const { hub, told$, pairRound, forfeits } = nightWithHub();
    try {
      const started = await hub.start(0);
      if (!started.ok) throw new Error(started.error.message);
      await told$((v) => v?.round === 1);
      forfeits();
      await hub.update(pairRound());
      expect((await told$((v) => v?.round === 2))?.tables.length).toBe(2);
    } finally {
      await hub.stop();
    }
  });

  it('is told when a join code locks after wrong guesses', async () => {
    const { hub, told$ } = nightWithHub(3);
    try {
      const started = await hub.start(0);
      if (!started.ok) throw new Error(started.error.message);
      const v = started.value;
      const wrong = v.tables.some((c) => c.code === 'ZZZ-ZZZ') ? 'YYYYYY' : 'ZZZZZZ';
      for (let i = 0; i < 3; i++) await fetch(`http://127.0.0.1:${v.port}/api/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: wrong }) });
      const locked = await told$((x) => x?.tables.some((c) => c.locked) === true);
      expect(locked?.tables.map((c) => c.locked)).toEqual([true, true]);
    } finally {
      await hub.stop();
    }
  });
});

describe('the bridges’ onHub', () => {
  it('the preload listens on the hub’s push channel, and stops listening', () => {
    const listeners = new Map<string, (e: unknown, payload: unknown) => void>();
    const ipc = {
      invoke: async () => ({ ok: true, value: null }),
      on: (ch: string, l: (e: unknown, payload: unknown) => void) => void listeners.set(ch, l),
      removeListener: (ch: string) => void listeners.delete(ch),
    };
    const heard: unknown[] = [];
    const stop = tournamentPreload(ipc as never).onHub((v) => heard.push(v));
    listeners.get(C.hub)?.({}, null);
    stop();
    expect(heard).toEqual([null]);
    expect(listeners.has(C.hub)).toBe(false);
  });

  it('a browser page has no hub: nothing is heard, and stopping is harmless', () => {
    const web = createWebTournament({ storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } as unknown as Storage });
    expect(web.hubAvailable).toBe(false);
    const heard: unknown[] = [];
    const stop = web.onHub((v) => heard.push(v));
    expect(() => stop()).not.toThrow();
    expect(heard).toEqual([]);
  });
});
