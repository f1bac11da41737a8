/**
 * The warnings of the app's hub, as its view sends them to the Tournoi screen: codes and data by
 * table (`HubWarning`), never an English sentence — a won match the night refuses to enter as the
 * result (`not-entered`, with the night's code), and a table's copy repaired when the hub opened
 * its folder again (`repaired`, with the journal's notice). The screen words them
 * (test/src-renderer/tournament/hub-warnings.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { TournamentStore, TOURNAMENT_FOLDER } from '../../../src-main/electron/tournament/tournament-store.js';
import { TournamentHub } from '../../../src-main/electron/tournament/tournament-hub.js';
import { pairNextRound } from '../../../shared/tournament/pairing.js';
import { foldFile } from '../../../shared/tournament/reducer.js';
import { tournamentId } from '../../../shared/tournament/tables.js';
import type { TournamentEvent, TournamentSettings } from '../../../shared/tournament/types.js';
import type { HubView } from '../../../shared/bridge/tournament/tournament-contract.js';
import { recordsOf, variant } from '../hub/fixtures.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

afterAll(removeTempDirs);

const SETTINGS: TournamentSettings = { name: 'Gau handia', date: '2026-11-27', rules: 'ffmus', rounds: 3, system: 'swiss' };
const pair = (id: string, team: string): TournamentEvent => ({ type: 'add-pair', pair: { id, team, players: [`${id}-1`, `${id}-2`], club: null } });

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the app hub’s warnings, as data for the screen', () => {
  it('a won match the night refuses, then a torn copy repaired at the next start: by table, as codes', async () => {
    const dir = tempDir('mus-hubwarn-');
    const store = new TournamentStore(dir, { sync: false });
    ok(store.create(SETTINGS));
    ok(store.apply(pair('etx', 'Etxeberri / Dufau')));
    ok(store.apply(pair('las', 'Lasa / Irigoien')));
    ok(store.apply({ type: 'pair-round', round: ok(pairNextRound(ok(foldFile(ok(store.get())!)))) }));
    // the night refuses the result (as it would a match naming other teams): the organizer must enter it by hand
    const hub = new TournamentHub({
      dataDir: dir, night: () => store.get(), host: '127.0.0.1', hub: { sync: 'none' },
      enter: () => ({ ok: false, error: { code: 'tournament/teams-differ', message: 'the match names other teams than the two at round 1, table 1' } }),
    });
    let view: HubView | null = null;
    try {
      const started = ok(await hub.start(0));
      expect(started.warnings).toEqual([]);
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`http://127.0.0.1:${started.port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      const j = (await post('/api/join', { code: started.tables[0]?.code })).body as { rules: 'ffmus'; teams: { A: string; B: string }; players: string[]; token: string };
      const v = variant(0, { rules: j.rules, teams: j.teams, players: j.players });
      const records = recordsOf(v.setup, v.log, 'night-r1-t1');
      for (let i = 0; i < records.length; i += 64) {
        expect((await post('/api/records', { round: 1, table: 1, token: j.token, seq: i, records: records.slice(i, i + 64) })).status).toBe(200);
      }
      view = ok(await hub.state());
    } finally {
      await hub.stop();
    }
    expect(view?.warnings).toEqual([{ kind: 'not-entered', round: 1, table: 1, notice: { code: 'tournament/teams-differ' } }]);
    expect(JSON.stringify(view?.warnings)).not.toMatch(/other teams/); // no English sentence crosses to the screen

    // the hub's copy of table 1 torn by a crash: repaired at the next start, said as the journal's notice
    const id = tournamentId(ok(foldFile(ok(store.get())!)));
    appendFileSync(join(dir, TOURNAMENT_FOLDER, `hub-${id}`, 'tables', 'r1-t1.musj'), '0123abcd {"seq":999,"t":"undo"');
    const again = new TournamentHub({ dataDir: dir, night: () => store.get(), host: '127.0.0.1', hub: { sync: 'none' } });
    try {
      const restarted = ok(await again.start(0));
      expect(restarted.warnings).toEqual([{ kind: 'repaired', round: 1, table: 1, notice: { code: 'journal/torn-tail', params: expect.objectContaining({ line: expect.any(Number), length: expect.any(Number) }) } }]);
    } finally {
      await again.stop();
    }
  });
});
