/**
 * The hub on the tournament model: `hubTournamentOf` gives the hub every table of every round the
 * model paired (teams and players by seat, the locked rules, the id from date and name); a table
 * that joins plays the setup the join gives, ships it to the hub, and the hub's copy of the match,
 * exported as a `mus-match/1` record, is a result the tournament model accepts for that table
 * (`resultFromMatch`), with the same winner as the board.
 */
import { describe, expect, it } from 'vitest';
import { replayLog, toMatchRecord } from '../../../shared/index.js';
import { foldJournal } from '../../../shared/session/journal-records.js';
import { HubState } from '../../../shared/hub/hub-state.js';
import { hubTournamentOf } from '../../../shared/hub/from-tournament.js';
import { makeJoinCode, makeToken } from '../../../shared/hub/protocol.js';
import { resultFromMatch, tableSetups } from '../../../shared/tournament/index.js';
import { pairRound, withPairs } from '../tournament/helpers.js';
import { recordsOf, seededBytes, variant } from '../../src-main/hub/fixtures.js';

describe('the hub on the tournament model', () => {
  it('pairings from the model; a match shipped to the hub is a result the model accepts', () => {
    const [t] = pairRound(withPairs(8), 'round-robin');
    const hubT = hubTournamentOf(t);
    expect(hubT.id).toBe('2026-11-27-championship-night');
    expect(hubT.rules).toBe('ffmus');
    expect(hubT.pairings.length).toBe(4);
    expect(hubT.pairings).toEqual(tableSetups(t).map(({ round, table, teams, players, esku }) => ({ round, table, teams, players, esku })));

    const rnd = seededBytes(5);
    const state = new HubState(hubT, HubState.issue(hubT, [], () => makeJoinCode(rnd), () => makeToken(rnd)));
    const cred = state.credentials().find((c) => c.round === 1 && c.table === 2)!;
    const j = state.join(cred.code);
    if (!j.ok) throw new Error(j.error.message);
    const setup = { rules: j.value.rules, teams: j.value.teams, players: j.value.players, esku: j.value.esku };
    // the example match's deals, rotated so that the esku of the first deal is the pairing's (seat 0)
    const v = variant(0, { rules: setup.rules, teams: setup.teams, players: setup.players });
    expect(v.setup).toEqual(setup);
    const records = recordsOf(setup, v.log, 'night-r1-t2', 9);
    for (let i = 0; i < records.length; i += 32) {
      const p = state.prepare({ round: 1, table: 2, token: j.value.token, seq: i, records: records.slice(i, i + 32) });
      if (!p.ok) throw new Error(p.error.message);
      p.value.commit();
    }
    const held = foldJournal(state.journal(1, 2)!);
    const live = replayLog(held.setup!, held.log);
    if (!live.ok) throw new Error(live.error.message);
    const r = resultFromMatch(t, 1, 2, toMatchRecord(live.value));
    if (!r.ok) throw new Error(r.error.message);
    const pairing = t.rounds[0]!.tables.find((x) => x.table === 2)!;
    const line = state.tableLine(1, 2)!;
    expect(line.state).toBe('finished');
    expect(r.value.winner).toBe(line.winner === 'A' ? pairing.A : pairing.B);
    expect(r.value.manches).toEqual(live.value.view.manches.map((m) => m.score));
  });
});
