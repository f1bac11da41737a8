/**
 * A championship night as two apps wire it (`bootApp` under Node with a mocked `electron`): the
 * organizer's app creates the night, pairs round 1 and starts the hub; a table's app joins with its
 * code and plays the pairing's match; the organizer's night gets the table's result by itself as
 * soon as the match is won (entered from the hub's copy, replayed: source `match`), and the
 * standings follow. A result already entered by hand is never overwritten.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import { bootForTest, until } from './boot-rig.js';
import { onFreshPort } from '../../helpers/ports.js';
import { CHANNELS } from '../../../shared/bridge/table/table-contract.js';
import { TOURNAMENT_CHANNELS as T, type HubView, type JoinedTable } from '../../../shared/bridge/tournament/tournament-contract.js';
import { foldFile } from '../../../shared/tournament/reducer.js';
import { pairNextRound } from '../../../shared/tournament/pairing.js';
import { computeStandings } from '../../../shared/tournament/standings.js';
import type { TournamentEvent, TournamentFile } from '../../../shared/tournament/types.js';
import type { JudgeMatch } from '../../../shared/bridge/library/library-contract.js';
import { FULL, ROTATIONS, variant } from '../hub/fixtures.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

afterAll(removeTempDirs);

const boot = (dataDir: string) => bootForTest(dataDir, { hubShipper: { retryMs: 40, maxRetryMs: 200, timeoutMs: 2_000 } });





const pair = (id: string, team: string): TournamentEvent => ({ type: 'add-pair', pair: { id, team, players: [`${id}-1`, `${id}-2`], club: null } });

describe('a championship night between two apps', () => {
  it('the won match at a table becomes its result at the organizer\'s, by itself; a hand result is never overwritten', async () => {
    const org = boot(tempDir());
    await org.value(T.create, { name: 'Gau handia', date: '2026-11-27', rules: { preset: 'ffmus' }, rounds: 1, system: 'swiss' });
    for (const [id, team] of [['a', 'Etxeberri / Dufau'], ['b', 'Lasa / Irigoien'], ['c', 'Arrieta / Bidart'], ['d', 'Garat / Ocafrain']] as const) await org.value(T.apply, { event: pair(id, team) });
    const f0 = foldFile(await org.value<TournamentFile>(T.get));
    if (!f0.ok) throw new Error(f0.error.message);
    const r1 = pairNextRound(f0.value);
    if (!r1.ok) throw new Error(r1.error.message);
    await org.value(T.apply, { event: { type: 'pair-round', round: r1.value } });
    // the hub's channel takes a port (1024-65535, not 0): one free a moment ago, another if it was taken since
    const started = await onFreshPort((port) => org.call<HubView>(T.hubStart, { port }));
    if (!started.value.ok || !started.value.value) throw new Error(JSON.stringify(started.value.error));
    const view = started.value.value;
    expect(view.tables).toHaveLength(2);
    expect(view.entered).toBe(0);
    const url = `http://127.0.0.1:${view.port}`;

    // table 2's result is entered by hand first (a forfeit): the hub's match must not replace it
    const t2 = r1.value.tables[1]!;
    await org.value(T.apply, { event: { type: 'result', result: { round: 1, table: t2.table, winner: t2.A, manches: [], source: { kind: 'forfeit', who: 'Arbitre', why: 'absent' } } } });

    // table 1 joins and plays its whole match
    const table = boot(tempDir());
    const card = view.tables.find((c) => c.table === 1)!;
    const joined = await table.value<JoinedTable>(T.join, { url, code: card.code });
    const setup = joined.setup;
    const k = ROTATIONS.find((r) => ((FULL.esku ?? 0) + r) % 4 === setup.esku)!;
    const plan = variant(k, { rules: setup.rules, teams: setup.teams, players: setup.players });
    expect((await table.call(CHANNELS.newMatch, setup)).ok).toBe(true);
    const session = table.app.host.current!;
    for (const e of plan.log) expect(session.entry(e, 'test').ok).toBe(true);
    expect(session.match.view.current).toBeNull();
    const winner = session.match.view.winner;

    // the organizer's night has the result now, from the hub's copy of the match
    await until('the result at the organizer\'s', async () => {
      const f = foldFile(await org.value<TournamentFile>(T.get));
      return f.ok && !!f.value.results['1/1'];
    });
    const night = foldFile(await org.value<TournamentFile>(T.get));
    if (!night.ok) throw new Error(night.error.message);
    const res = night.value.results['1/1']!;
    expect(res.source.kind).toBe('match');
    const t1 = r1.value.tables[0]!;
    expect(res.winner).toBe(winner === 'A' ? t1.A : t1.B);
    expect(night.value.results['1/2']!.source.kind).toBe('forfeit');
    const standings = computeStandings(night.value);
    expect(standings.rows.find((r) => r.pair === res.winner)?.victories).toBe(1);
    // the judge opens the table's match from the hub: the table's log, read-only
    const judged = await org.value<JudgeMatch>(T.hubJudge, { round: 1, table: 1 });
    expect(judged).toMatchObject({ readOnly: true, live: false, setup });
    expect(judged.log).toEqual(plan.log);
    expect((await org.call(T.hubJudge, { round: 1, table: 2 })).error?.code).toBe('hub/not-found');
    const after = await org.value<HubView>(T.hubState);
    expect(after.entered).toBe(1);
    expect(after.tables.find((c) => c.table === 1)?.state).toBe('finished');

    await table.app.shutdown();
    await org.app.shutdown();
  });
});
