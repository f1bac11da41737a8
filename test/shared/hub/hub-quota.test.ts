/**
 * What a guest with a table's code can make the hub keep (issue 25 §3), in the pure state machine:
 * a correction that changes nothing is refused (the table's own session refuses it too); a match
 * holds at most MAX_MATCH_RECORDS records and MAX_MATCH_BYTES bytes of records (`hub/quota`, nothing
 * of the batch taken); the one-pass fold of a restart gives the same match, redo stack and board
 * as the record-by-record fold of the requests, and still names a record the engine refuses.
 */
import { describe, expect, it } from 'vitest';
import { HubState, recordBytes } from '../../../shared/hub/hub-state.js';
import { HUB_HTTP_STATUS } from '../../../shared/hub/errors.js';
import { makeJoinCode, makeToken, MAX_BATCH, MAX_MATCH_BYTES, MAX_MATCH_RECORDS } from '../../../shared/hub/protocol.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { foldJournal, type JournalRecord } from '../../../shared/session/journal-records.js';
import { recordsOf, ROTATIONS, seededBytes, setupOf, tournament, variant } from '../../src-main/hub/fixtures.js';

const tour = tournament(2);
const rnd = seededBytes(5);
const creds = HubState.issue(tour, [], () => makeJoinCode(rnd), () => makeToken(rnd));
const token = creds.find((c) => c.round === 1 && c.table === 1)!.token;
const pairing = tour.pairings.find((p) => p.round === 1 && p.table === 1)!;
const match = variant(ROTATIONS[0]!, { rules: 'ffmus', teams: pairing.teams, players: pairing.players });
const records = recordsOf(setupOf(pairing), match.log, 'quota', 5);

/** Ships every record of `list` in batches of MAX_BATCH from `seq`; stops at the first refusal. */
function shipAll(state: HubState, seq: number, list: JournalRecord[]) {
  for (let i = 0; i < list.length; i += MAX_BATCH) {
    const p = state.prepare({ round: 1, table: 1, token, seq: seq + i, records: list.slice(i, i + MAX_BATCH) });
    if (!p.ok) return p;
    p.value.commit();
  }
  return null;
}

const when = '2026-11-25T22:00:00.000Z';

describe('hub quota per match', () => {
  it('an empty correction from the end of the log is refused, at the hub and at the table; one that cuts the tail is not', () => {
    const s = new HubState(tour, creds);
    expect(shipAll(s, 0, records.slice(0, 30))).toBeNull();
    const n = s.journal(1, 1)!.length;
    const entries = foldJournal(s.journal(1, 1)!).log.length;
    const empty: JournalRecord = { seq: n, t: 'correction', from: entries, entries: [], who: 'guest', when, why: 'x' };
    const p = s.prepare({ round: 1, table: 1, token, seq: n, records: [empty] });
    expect(!p.ok && p.error).toMatchObject({ code: 'hub/refused-record', have: n });
    expect(!p.ok && p.error.message).toMatch(/changes nothing/);
    const past = s.prepare({ round: 1, table: 1, token, seq: n, records: [{ ...empty, from: entries + 5 }] });
    expect(!past.ok && past.error.code).toBe('hub/refused-record');
    expect(s.journal(1, 1)!.length).toBe(n);
    const cut = s.prepare({ round: 1, table: 1, token, seq: n, records: [{ ...empty, from: entries - 1 }] });
    expect(cut.ok).toBe(true);

    // the table's session refuses it as well, so a table never journals what the hub would refuse
    const session = TableSession.create(match.setup, { id: 't', created: when, journal: null });
    for (const e of match.log.slice(0, 5)) expect(session.entry(e, 'test').ok).toBe(true);
    const r = session.correct(5, [], { who: 'Arbitre', when, why: 'nothing' });
    expect(!r.ok && r.error.code).toBe('judge/no-change');
    expect(session.correct(4, [], { who: 'Arbitre', when, why: 'cut the last entry' }).ok).toBe(true);
  });

  it(`at most ${MAX_MATCH_RECORDS} records per match: the batch that would pass it is refused whole (hub/quota, HTTP 413)`, () => {
    const s = new HubState(tour, creds);
    expect(shipAll(s, 0, records.slice(0, 2))).toBeNull(); // the setup and one entry
    const churn: JournalRecord[] = [];
    for (let seq = 2; seq < MAX_MATCH_RECORDS; seq++) churn.push(seq % 2 === 0 ? { seq, t: 'undo' } : { seq, t: 'redo' });
    expect(shipAll(s, 2, churn)).toBeNull();
    expect(s.where(1, 1)).toMatchObject({ ok: true, value: { have: MAX_MATCH_RECORDS } });
    const over = s.prepare({ round: 1, table: 1, token, seq: MAX_MATCH_RECORDS, records: [{ seq: MAX_MATCH_RECORDS, t: 'undo' }] });
    expect(!over.ok && over.error).toMatchObject({ code: 'hub/quota', have: MAX_MATCH_RECORDS });
    expect(HUB_HTTP_STATUS['hub/quota']).toBe(413);
    // a resend of held records is still answered (a table that restarts is not locked out)
    const again = s.prepare({ round: 1, table: 1, token, seq: MAX_MATCH_RECORDS - 2, records: churn.slice(-2) });
    expect(again.ok && again.value.reply).toMatchObject({ have: MAX_MATCH_RECORDS, duplicates: 2 });
  });

  it(`at most ${MAX_MATCH_BYTES} bytes of records per match; a real match is far below both limits`, () => {
    const s = new HubState(tour, creds);
    expect(shipAll(s, 0, records.slice(0, 11))).toBeNull();
    const log = foldJournal(s.journal(1, 1)!).log;
    const entry = log[log.length - 1]!;
    // corrections that each re-send the last entry with a long reason: legal, and each ~2 kB
    const big = (seq: number): JournalRecord => ({ seq, t: 'correction', from: log.length - 1, entries: [entry], who: 'guest', when, why: 'x'.repeat(2000) });
    const list: JournalRecord[] = [];
    for (let seq = 11; seq < 11 + 400; seq++) list.push(big(seq));
    const refused = shipAll(s, 11, list);
    expect(refused && !refused.ok && refused.error.code).toBe('hub/quota');
    const have = s.journal(1, 1)!;
    const bytes = have.reduce((n, r) => n + recordBytes(r), 0);
    expect(bytes).toBeLessThanOrEqual(MAX_MATCH_BYTES);
    expect(bytes + recordBytes(big(have.length))).toBeGreaterThan(MAX_MATCH_BYTES - MAX_BATCH * recordBytes(big(0)));
    // the longest example match, with an undo and a redo every 5 entries
    const full = recordsOf(setupOf(pairing), match.log, 'full', 5);
    expect(full.length * 8).toBeLessThan(MAX_MATCH_RECORDS);
    expect(full.reduce((n, r) => n + recordBytes(r), 0) * 8).toBeLessThan(MAX_MATCH_BYTES);
  });

  it('a restart folds a journal in one pass to the same match and board; a record the engine refuses is still named', () => {
    const s = new HubState(tour, creds);
    expect(shipAll(s, 0, records)).toBeNull();
    const n = s.journal(1, 1)!.length;
    const corr: JournalRecord = { seq: n, t: 'correction', from: 40, entries: match.log.slice(40, 60), who: 'Arbitre', when, why: 'recount' };
    expect(shipAll(s, n, [corr, { seq: n + 1, t: 'undo' }, { seq: n + 2, t: 'undo' }, { seq: n + 3, t: 'redo' }])).toBeNull();
    const again = new HubState(tour, creds);
    expect(again.load(1, 1, s.journal(1, 1)!)).toEqual({ ok: true, value: n + 4 });
    expect(again.board()).toEqual({ ...s.board(), seq: again.board().seq });
    // the redo stack came back too: the next redo applies, a second one has nothing to redo
    const redo = again.prepare({ round: 1, table: 1, token, seq: n + 4, records: [{ seq: n + 4, t: 'redo' }] });
    expect(redo.ok).toBe(true);
    const none = again.prepare({ round: 1, table: 1, token, seq: n + 4, records: [{ seq: n + 4, t: 'redo' }, { seq: n + 5, t: 'redo' }] });
    expect(!none.ok && none.error.code).toBe('hub/refused-record');
    // a journal whose final log does not replay: the record at fault is named
    const bad = [...records.slice(0, 20), { seq: 20, t: 'entry', entry: { type: 'action', action: { phase: 'grande', seat: 9, act: 'pass' } } } as JournalRecord];
    const third = new HubState(tour, creds);
    const r = third.load(1, 1, bad);
    expect(!r.ok && r.error).toMatchObject({ code: 'hub/refused-record', have: 20 });
  });
});
