/**
 * The hub's pure state machine (shared/hub/hub-state.ts): joins, records in order, resends answered
 * with `have` and never appended twice, gaps refused with `have`, a conflicting resend, a wrong
 * token, another table's match, a setup that is not the pairing's, entries the engine refuses,
 * corrections as ordinary records, and the board (scores in tantos and hamarrekos, states,
 * standings) equal to the engine's offline fold of the same records.
 */
import { describe, expect, it } from 'vitest';
import { replayLog, toTokens } from '../../../shared/index.js';
import { foldJournal } from '../../../shared/session/journal-records.js';
import { HubState } from '../../../shared/hub/hub-state.js';
import type { BoardStanding } from '../../../shared/hub/board.js';
import { HUB_ERROR_CODES } from '../../../shared/errors/hub.js';
import { HUB_HTTP_STATUS, isHubErrorCode } from '../../../shared/hub/errors.js';
import { JOIN_CODE_ALPHABET, makeJoinCode, makeToken, normalizeJoinCode, parseJoinRequest, parseShipRequest, sameSecret, showJoinCode } from '../../../shared/hub/protocol.js';
import { journalRecordProblem } from '../../../shared/hub/records.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { recordsOf, ROTATIONS, seededBytes, setupOf, tournament, variant } from '../../src-main/hub/fixtures.js';

function hub(tables = 3) {
  const tour = tournament(tables);
  const rnd = seededBytes(42);
  const creds = HubState.issue(tour, [], () => makeJoinCode(rnd), () => makeToken(rnd));
  return { tour, creds, state: new HubState(tour, creds) };
}

function matchOf(h: ReturnType<typeof hub>, round: number, table: number, churn = 0) {
  const p = h.tour.pairings.find((x) => x.round === round && x.table === table)!;
  const v = variant(ROTATIONS[table - 1]!, { rules: 'ffmus', teams: p.teams, players: p.players });
  expect(v.setup).toEqual(setupOf(p));
  return { records: recordsOf(v.setup, v.log, `m-r${round}-t${table}`, churn), log: v.log, setup: v.setup };
}

/** Ships records one request each, committing at once; returns the replies' `have`. */
function ship(state: HubState, round: number, table: number, token: string, seq: number, records: JournalRecord[]) {
  const p = state.prepare({ round, table, token, seq, records });
  if (p.ok) p.value.commit();
  return p;
}

const tokenOf = (h: ReturnType<typeof hub>, round: number, table: number) => h.creds.find((c) => c.round === round && c.table === table)!.token;

describe('join codes and tokens', () => {
  it('codes use the unambiguous alphabet, are unique, and read back however typed', () => {
    const h = hub(13);
    const codes = h.creds.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) {
      expect(c).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{6}$`));
      expect(c).not.toMatch(/[01ILOU]/);
      expect(normalizeJoinCode(showJoinCode(c).toLowerCase())).toBe(c);
      expect(normalizeJoinCode(` ${c.slice(0, 3)} ${c.slice(3)} `)).toBe(c);
    }
    expect(normalizeJoinCode('ABCDE')).toBeNull();
    expect(normalizeJoinCode('ABCDE0')).toBeNull();
    expect(normalizeJoinCode(42)).toBeNull();
    for (const c of h.creds) expect(c.token).toMatch(/^[0-9a-f]{32}$/);
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });

  it('every error code has an HTTP status', () => {
    for (const c of HUB_ERROR_CODES) expect(HUB_HTTP_STATUS[c]).toBeGreaterThanOrEqual(400);
    expect(isHubErrorCode('hub/gap')).toBe(true);
    expect(isHubErrorCode('journal/gap')).toBe(false);
  });

  it('a join gives the pairing, the locked rules and that table\'s token; a wrong code is refused', () => {
    const h = hub();
    const c = h.creds.find((x) => x.round === 1 && x.table === 2)!;
    const j = h.state.join(c.code);
    expect(j.ok && j.value).toMatchObject({ round: 1, table: 2, teams: { A: 'Team 3', B: 'Team 4' }, rules: 'ffmus', token: c.token, have: 0, matchId: null });
    const bad = h.state.join('ZZZZZZ');
    expect(!bad.ok && bad.error.code).toBe('hub/unknown-code');
    expect(parseJoinRequest({ code: 'abc de0' }).ok).toBe(false);
    expect(parseJoinRequest({ code: showJoinCode(c.code) })).toEqual({ ok: true, value: { code: c.code } });
  });
});

describe('records in order', () => {
  it('accepts a whole match record by record; the board equals the engine\'s fold of the same records', () => {
    const h = hub();
    const m = matchOf(h, 1, 1, 7);
    const token = tokenOf(h, 1, 1);
    h.state.showRound(1);
    expect(h.state.board().tables[0]!.state).toBe('waiting');
    for (const r of m.records) {
      const p = ship(h.state, 1, 1, token, r.seq, [r]);
      expect(p.ok && p.value.reply).toEqual({ protocol: 'mus-hub/1', have: r.seq + 1, duplicates: 0 });
    }
    expect(h.state.journal(1, 1)).toEqual(m.records);
    const f = foldJournal(m.records);
    const offline = replayLog(f.setup!, f.log);
    if (!offline.ok) throw new Error(offline.error.message);
    const line = h.state.tableLine(1, 1)!;
    const v = offline.value.view;
    expect(line).toMatchObject({ state: 'finished', have: m.records.length, score: v.score, manchesWon: v.manchesWon, winner: v.winner, standings: v.standings, deals: v.deals.length });
    expect(line.tokens).toEqual({ A: toTokens(v.score.A), B: toTokens(v.score.B) });
    const board = h.state.board();
    // written out: the winner first with its one victory, the loser second with its manches and points (FFMus art. 2)
    const w = v.winner!;
    const l = w === 'A' ? 'B' : 'A';
    expect(board.standings).toEqual([
      { rank: 1, name: m.setup.teams[w], matches: 1, victories: 1, manchesWon: 0, pointsInLostManches: 0 },
      { rank: 2, name: m.setup.teams[l], matches: 1, victories: 0, manchesWon: v.manchesWon[l], pointsInLostManches: v.standings![l].pointsInLostManches },
    ]);
    expect(board.standings[0]).toMatchObject({ rank: 1, name: 'Team 1', victories: 1 });
  });

  it('a mid-match line shows the live score as tantos and hamarrekos, playing', () => {
    const h = hub();
    const m = matchOf(h, 1, 1);
    const part = m.records.slice(0, 120);
    expect(ship(h.state, 1, 1, tokenOf(h, 1, 1), 0, part.slice(0, 60)).ok).toBe(true);
    expect(ship(h.state, 1, 1, tokenOf(h, 1, 1), 60, part.slice(60)).ok).toBe(true);
    const r = replayLog(m.setup, m.log.slice(0, 119));
    if (!r.ok) throw new Error(r.error.message);
    const line = h.state.tableLine(1, 1)!;
    expect(line.state).toBe('playing');
    expect(line.score).toEqual(r.value.view.score);
    expect(line.tokens.A).toEqual({ hamarrekos: Math.floor(r.value.view.score.A / 5), tantos: r.value.view.score.A % 5 });
  });

  it('resends of held records are answered with have and not appended again; overlapping batches append only the new part', () => {
    const h = hub();
    const m = matchOf(h, 1, 1);
    const tk = tokenOf(h, 1, 1);
    ship(h.state, 1, 1, tk, 0, m.records.slice(0, 10));
    const again = h.state.prepare({ round: 1, table: 1, token: tk, seq: 5, records: m.records.slice(5, 10) });
    expect(again.ok && again.value.reply).toEqual({ protocol: 'mus-hub/1', have: 10, duplicates: 5 });
    expect(again.ok && again.value.append).toEqual([]);
    const seq = h.state.seq;
    if (again.ok) expect(again.value.commit()).toEqual({ changed: null, standings: null });
    expect(h.state.seq).toBe(seq);
    const overlap = ship(h.state, 1, 1, tk, 8, m.records.slice(8, 14));
    expect(overlap.ok && overlap.value.reply).toMatchObject({ have: 14, duplicates: 2 });
    expect(overlap.ok && overlap.value.append.map((r) => r.seq)).toEqual([10, 11, 12, 13]);
    expect(h.state.journal(1, 1)).toEqual(m.records.slice(0, 14));
  });

  it('a resend that differs from the held record is a conflict, and changes nothing', () => {
    const h = hub();
    const m = matchOf(h, 1, 1);
    const tk = tokenOf(h, 1, 1);
    ship(h.state, 1, 1, tk, 0, m.records.slice(0, 10));
    const other = { ...m.records[4]!, source: 'keyboard' } as JournalRecord;
    const p = h.state.prepare({ round: 1, table: 1, token: tk, seq: 4, records: [other] });
    expect(!p.ok && p.error).toMatchObject({ code: 'hub/conflict', have: 10 });
    expect(h.state.journal(1, 1)).toEqual(m.records.slice(0, 10));
  });

  it('a gap is refused with where the hub stands', () => {
    const h = hub();
    const m = matchOf(h, 1, 1);
    const tk = tokenOf(h, 1, 1);
    const first = h.state.prepare({ round: 1, table: 1, token: tk, seq: 1, records: [m.records[1]!] });
    expect(!first.ok && first.error).toMatchObject({ code: 'hub/gap', have: 0 });
    ship(h.state, 1, 1, tk, 0, m.records.slice(0, 5));
    const p = h.state.prepare({ round: 1, table: 1, token: tk, seq: 7, records: [m.records[7]!] });
    expect(!p.ok && p.error).toMatchObject({ code: 'hub/gap', have: 5 });
    expect(h.state.where(1, 1)).toMatchObject({ ok: true, value: { have: 5, matchId: 'm-r1-t1' } });
  });

  it('a table writes only its own match: a wrong token, another table\'s token, another round\'s token, an unknown table', () => {
    const h = hub();
    const m = matchOf(h, 1, 1);
    const tries = [
      { round: 1, table: 1, token: '0'.repeat(32) },
      { round: 1, table: 1, token: tokenOf(h, 1, 2) },
      { round: 1, table: 1, token: tokenOf(h, 2, 1) },
      { round: 1, table: 2, token: tokenOf(h, 1, 1) },
    ];
    for (const t of tries) {
      const p = h.state.prepare({ ...t, seq: 0, records: [m.records[0]!] });
      expect(!p.ok && p.error.code).toBe('hub/bad-token');
    }
    const u = h.state.prepare({ round: 3, table: 1, token: tokenOf(h, 1, 1), seq: 0, records: [m.records[0]!] });
    expect(!u.ok && u.error.code).toBe('hub/unknown-table');
    expect(h.state.journal(1, 1)).toEqual([]);
    expect(h.state.journal(1, 2)).toEqual([]);
  });

  it('the setup must be the pairing\'s, with the tournament\'s rules', () => {
    const h = hub();
    const m = matchOf(h, 1, 1);
    const tk = tokenOf(h, 1, 1);
    const s0 = m.records[0] as Extract<JournalRecord, { t: 'setup' }>;
    const wrong = [
      { ...s0, setup: { ...s0.setup, rules: 'pagat' } },
      { ...s0, setup: { ...s0.setup, teams: { A: 'Team 3', B: 'Team 4' } } },
      { ...s0, setup: { ...s0.setup, players: ['a', 'b', 'c', 'd'] } },
      { ...s0, setup: { ...s0.setup, esku: (s0.setup.esku + 1) % 4 } },
    ];
    for (const w of wrong) {
      const p = h.state.prepare({ round: 1, table: 1, token: tk, seq: 0, records: [w] });
      expect(!p.ok && p.error.code).toBe('hub/setup-mismatch');
    }
  });

  it('records the engine refuses are refused, and nothing of the batch is taken', () => {
    const h = hub();
    const m = matchOf(h, 1, 1);
    const tk = tokenOf(h, 1, 1);
    ship(h.state, 1, 1, tk, 0, m.records.slice(0, 3));
    const bad: JournalRecord[] = [m.records[3]!, { seq: 4, t: 'entry', entry: { type: 'hands', hands: [['1', '1', '1', '1']] } }];
    const p = h.state.prepare({ round: 1, table: 1, token: tk, seq: 3, records: bad });
    expect(!p.ok && p.error).toMatchObject({ code: 'hub/refused-record', have: 3 });
    expect(h.state.journal(1, 1)!.length).toBe(3);
    const redo = h.state.prepare({ round: 1, table: 1, token: tk, seq: 3, records: [{ seq: 3, t: 'redo' }] });
    expect(!redo.ok && redo.error.code).toBe('hub/refused-record');
  });

  it('a judge\'s correction travels as an ordinary record and the board follows it', () => {
    const h = hub();
    const m = matchOf(h, 1, 1);
    const tk = tokenOf(h, 1, 1);
    ship(h.state, 1, 1, tk, 0, m.records);
    expect(h.state.tableLine(1, 1)!.state).toBe('finished');
    const cut = m.log.length - 3;
    const corr: JournalRecord = { seq: m.records.length, t: 'correction', from: cut, entries: [], who: 'Maialen', when: '2026-11-25T22:00:00.000Z', why: 'test' };
    const p = ship(h.state, 1, 1, tk, corr.seq, [corr]);
    expect(p.ok).toBe(true);
    const want = replayLog(m.setup, m.log.slice(0, cut));
    if (!want.ok) throw new Error(want.error.message);
    expect(h.state.tableLine(1, 1)).toMatchObject({ state: 'playing', score: want.value.view.score, winner: null });
    expect(h.state.board().standings).toEqual([]);
  });

  it('standings over several finished tables: each pair\'s line, ranked by the pairs strictly ahead of it (the eight winners share rank 1)', () => {
    const h = hub(8);
    const finished: { teams: { A: string; B: string }; standings: NonNullable<ReturnType<HubState['tableLine']>>['standings'] & object }[] = [];
    for (let t = 1; t <= 8; t++) {
      const m = matchOf(h, 1, t);
      const p = ship(h.state, 1, t, tokenOf(h, 1, t), 0, m.records.slice(0, 1));
      expect(p.ok).toBe(true);
      for (let i = 1; i < m.records.length; i += 64) expect(ship(h.state, 1, t, tokenOf(h, 1, t), i, m.records.slice(i, i + 64)).ok).toBe(true);
      const r = replayLog(m.setup, m.log);
      if (!r.ok) throw new Error(r.error.message);
      finished.push({ teams: m.setup.teams, standings: r.value.view.standings! });
    }
    h.state.showRound(1);
    const board = h.state.board();
    expect(board.round).toBe(1);
    expect(board.tables.map((t) => t.state)).toEqual(Array(8).fill('finished'));
    // each pair's line is its one match's; its rank is 1 + the pairs strictly ahead of it (FFMus art. 2),
    // counted here apart from the board's code: the eight winners share rank 1
    const lines = finished.flatMap((f) => (['A', 'B'] as const).map((t) => ({ name: f.teams[t], matches: 1, ...f.standings[t] })));
    const ahead = (x: (typeof lines)[number], y: (typeof lines)[number]) => x.victories !== y.victories ? x.victories > y.victories
      : x.manchesWon !== y.manchesWon ? x.manchesWon > y.manchesWon : x.pointsInLostManches > y.pointsInLostManches;
    const want: BoardStanding[] = lines.map((x) => ({ rank: 1 + lines.filter((y) => ahead(y, x)).length, ...x }));
    expect([...board.standings].sort((a, b) => a.name.localeCompare(b.name))).toEqual(want.sort((a, b) => a.name.localeCompare(b.name)));
    expect(board.standings.map((s) => s.rank)).toEqual([...board.standings.map((s) => s.rank)].sort((a, b) => a - b));
    expect(board.standings.filter((s) => s.rank === 1).length).toBe(8);
    expect(board.standings.length).toBe(16);
    expect(board.standings.filter((s) => s.victories === 1).length).toBe(8);
  });

  it('load() restores held records (a hub restart) and the board is the same', () => {
    const h = hub();
    const m = matchOf(h, 1, 2, 5);
    ship(h.state, 1, 2, tokenOf(h, 1, 2), 0, m.records.slice(0, 50));
    const again = new HubState(h.tour, h.state.credentials());
    expect(again.load(1, 2, h.state.journal(1, 2)!)).toEqual({ ok: true, value: 50 });
    expect(again.board().tables).toEqual(h.state.board().tables);
    const p = again.prepare({ round: 1, table: 2, token: tokenOf(h, 1, 2), seq: 50, records: m.records.slice(50, 51) });
    expect(p.ok && p.value.reply.have).toBe(51);
  });
});

describe('request checks', () => {
  it('parseShipRequest refuses what the protocol does not say', () => {
    const h = hub();
    const m = matchOf(h, 1, 1);
    const base = { round: 1, table: 1, token: tokenOf(h, 1, 1), seq: 0 };
    expect(parseShipRequest({ ...base, record: m.records[0] })).toMatchObject({ ok: true, value: { records: [m.records[0]] } });
    const bad: [unknown, string][] = [
      [null, 'hub/bad-request'],
      [[], 'hub/bad-request'],
      [{ ...base, records: [] }, 'hub/bad-request'],
      [{ ...base, records: m.records.slice(0, 65) }, 'hub/bad-request'],
      [{ ...base, round: 0, record: m.records[0] }, 'hub/bad-request'],
      [{ ...base, table: 1.5, record: m.records[0] }, 'hub/bad-request'],
      [{ ...base, token: 'x', record: m.records[0] }, 'hub/bad-token'],
      [{ ...base, extra: 1, record: m.records[0] }, 'hub/bad-request'],
      [{ ...base, record: m.records[1] }, 'hub/bad-record'],
      [{ ...base, seq: 1, record: m.records[0] }, 'hub/bad-record'],
      [{ ...base, record: { ...m.records[0], x: 1 } }, 'hub/bad-record'],
      [{ ...base, record: m.records[0], records: [m.records[0]] }, 'hub/bad-request'],
    ];
    for (const [body, code] of bad) {
      const p = parseShipRequest(body);
      expect(!p.ok && p.error.code, JSON.stringify(body)?.slice(0, 80)).toBe(code);
    }
  });

  it('journalRecordProblem takes every record the table writes and refuses strangers', () => {
    const h = hub();
    const m = matchOf(h, 1, 1, 4);
    for (const r of m.records) expect(journalRecordProblem(r, r.seq)).toBeNull();
    expect(journalRecordProblem({ seq: 3, t: 'correction', from: 0, entries: [], who: 'J', when: 'now', why: 'y' }, 3)).toBeNull();
    expect(journalRecordProblem({ seq: 3, t: 'correction', from: 0, entries: [], who: ' ', when: 'now', why: 'y' }, 3)).not.toBeNull();
    expect(journalRecordProblem({ seq: 3, t: 'entry', entry: { type: 'action', action: { phase: 'grande', seat: 0, act: 'pass', evil: 1 } } }, 3)).toMatch(/evil/);
    expect(journalRecordProblem({ seq: 3, t: '__proto__' }, 3)).not.toBeNull();
    expect(journalRecordProblem({ seq: 3, t: 'setup' }, 3)).not.toBeNull();
    expect(journalRecordProblem({ seq: 3, t: 'entry', entry: { type: 'hands', hands: [[1, 2]] } }, 3)).not.toBeNull();
  });
});
