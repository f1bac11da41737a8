/**
 * Mutation testing (issue 16, docs/testing.md): matches (shared/match: replay of a `mus-match/1`
 * record, the live match of the table, the standings).
 *
 * Rules: FFMus arts. 1-2 (a match of 3 manches of 40; the standings: the winner one victory, the loser
 * its manches won and the points of the manches it lost), art. 3 (the esku moves one seat each deal),
 * Memo Mus ch. IX (a manche ends on the credit that reaches the target); Pagat: best of three. The
 * record format: docs/formats.md ("Match record").
 *
 * Hands used (eight kings): 12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4 — seat 3 holds the best
 * grande (12-11), seat 1 the best chica (2 = ace, 4), seat 3 the best punto (29).
 */
import { describe, expect, it } from 'vitest';
import {
  applyEntry, clubTable, fromMatchRecord, replayLog, replayMatch, settleRecord, standings, startMatch, toMatchRecord, undo,
  type MatchDeal, type MatchRecord,
} from '../../../shared/index.js';
import { acts, allPass, decl, hands } from '../../helpers/dsl.js';
import { itemAt } from '../../helpers/item-at.js';

const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
/** Hordago at grande seen: seat 3's grande wins the manche for B (FFMus art. 10). */
const kanta = (e: number): MatchDeal => ({ actions: acts(`g: ${e}o ${(e + 1) % 4}s`), hands: hands(NOHANDS) });
/** A deal passed through: the paso points of grande (B, seat 3), chica (B, seat 1), punto (B, seat 3). */
const quiet = (e: number): MatchDeal => ({
  actions: acts(`${allPass('g', e)} | ${allPass('c', e)} | ${decl('p', 'nnnn', e)} | ${decl('j', 'nnnn', e)} | ${allPass('t', e)}`),
  hands: hands(NOHANDS),
});
/** A tira reaching 40 in the dialogue: 2, raised 38, raised 2, refused: the esku's team draws 2 + 38 (FFMus art. 17). */
const tira40 = (e: number): MatchDeal => ({ actions: acts(`g: ${e}b2 ${(e + 1) % 4}r38 ${e}r2 ${(e + 1) % 4}f`) });
const rec = (deals: unknown[], extra: object = {}) => ({ format: 'mus-match/1', rules: 'ffmus', esku: 0, deals, ...extra });

describe('replaying a match record (FFMus arts. 1-3)', () => {
  it('what is not a match record is refused at its field', () => {
    for (const r of [null, [], 'mus-match/1', 3]) {
      expect(replayMatch(r)).toEqual({ ok: false, error: { code: 'record/not-an-object', path: '$', message: '$: a match record is a JSON object' } });
    }
    expect(replayMatch({ format: 'mus-deal/1', deals: [] })).toEqual({
      ok: false, error: { code: 'record/bad-format', path: 'format', message: 'format: expected "mus-match/1", found "mus-deal/1"', params: { expected: 'mus-match/1', value: '"mus-deal/1"' } },
    });
    const rules = replayMatch(rec([], { rules: 'bridge' }));
    expect(!rules.ok && [rules.error.code, rules.error.path]).toEqual(['rules/unknown-preset', 'rules']);
    const esku = replayMatch(rec([], { esku: 4 }));
    expect(!esku.ok && [esku.error.code, esku.error.path]).toEqual(['record/bad-esku', 'esku']);
    expect(replayMatch({ format: 'mus-match/1', deals: {} })).toEqual({ ok: false, error: { code: 'record/bad-deals', path: 'deals', message: 'deals: deals must be a list' } });
    for (const d of [null, [], 'deal']) {
      expect(replayMatch(rec([quiet(0), d]))).toEqual({ ok: false, error: { code: 'record/bad-deal', path: 'deals[1]', message: 'deals[1]: a deal is an object {actions, hands}' } });
    }
  });

  it('a match with no deal yet: nothing won, the esku of the record speaks first', () => {
    const r = replayMatch(rec([], { esku: 2 }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value).toMatchObject({ manches: [], winner: null, manchesWon: { A: 0, B: 0 }, deals: [], current: { A: 0, B: 0 }, nextEsku: 2, standings: null });
  });

  it('the esku moves one seat each deal (art. 3); a deal that gives its esku must agree', () => {
    const r = replayMatch(rec([quiet(3), { ...quiet(0), esku: 0 }, quiet(1)], { esku: 3 }));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.deals.map((d) => d.esku)).toEqual([3, 0, 1]);
    expect(r.value.nextEsku).toBe(2);
    const wrong = replayMatch(rec([quiet(0), { ...quiet(1), esku: 3 }]));
    expect(wrong).toEqual({
      ok: false, error: { code: 'record/esku-mismatch', path: 'deals[1].esku', message: 'deals[1].esku: the esku of this deal is seat 1 (it moves one seat each deal), not 3', seats: { seat: 3, turn: 1 } },
    });
    const bad = replayMatch(rec([quiet(0), { ...quiet(1), esku: 7 }]));
    expect(!bad.ok && [bad.error.code, bad.error.path]).toEqual(['record/bad-esku', 'deals[1].esku']);
  });

  it('the score carries from deal to deal within a manche; a deal that gives it must agree, team by team', () => {
    // deal 0: B 3 (paso grande, chica, punto); deal 1 starts at A 0, B 3
    const ok = replayMatch(rec([{ ...quiet(0), score: { A: 0, B: 0 } }, { ...quiet(1), score: { A: 0, B: 3 } }, { ...quiet(2), score: { B: 6 } }]));
    if (!ok.ok) throw new Error(ok.error.message);
    expect(ok.value.current).toEqual({ A: 0, B: 9 });
    expect(ok.value.deals.map((d) => d.scoreBefore)).toEqual([{ A: 0, B: 0 }, { A: 0, B: 3 }, { A: 0, B: 6 }]);
    expect(replayMatch(rec([quiet(0), { ...quiet(1), score: { A: 0, B: 4 } }]))).toEqual({
      ok: false, error: { code: 'record/score-mismatch', path: 'deals[1].score.B', message: 'deals[1].score.B: team B has 3 tantos before this deal, not 4', params: { team: 'B', expected: 3, given: 4 } },
    });
    expect(replayMatch(rec([quiet(0), { ...quiet(1), score: { A: 1 } }]))).toEqual({
      ok: false, error: { code: 'record/score-mismatch', path: 'deals[1].score.A', message: 'deals[1].score.A: team A has 0 tantos before this deal, not 1', params: { team: 'A', expected: 0, given: 1 } },
    });
    const bad = replayMatch(rec([quiet(0), { ...quiet(1), score: { A: 40 } }]));
    expect(!bad.ok && [bad.error.code, bad.error.path]).toEqual(['record/bad-score', 'deals[1].score.A']);
  });

  it('a manche ends on the credit that reaches 40; the next deal starts a new manche at 0-0 (Memo Mus ch. IX)', () => {
    const r = replayMatch(rec([quiet(0), tira40(1), quiet(2)]));
    if (!r.ok) throw new Error(r.error.message);
    // deal 1: esku 1 (B) bets, raises; B draws 2 + 38 = 40 … from 3: B reaches 40 at the tira
    expect(r.value.manches).toEqual([{ winner: 'B', score: { A: 0, B: 40 }, deals: 2 }]);
    expect(r.value.manchesWon).toEqual({ A: 0, B: 1 });
    expect(r.value.deals.map((d) => [d.index, d.manche])).toEqual([[0, 0], [1, 0], [2, 1]]);
    expect(itemAt(r.value.deals, 2).scoreBefore).toEqual({ A: 0, B: 0 });
    expect(r.value.current).toEqual({ A: 0, B: 3 });
    expect(r.value.winner).toBeNull();
    expect(r.value.standings).toBeNull();
  });

  it('the match goes to the first team with three manches (art. 1), two under Pagat; nothing may follow', () => {
    const r = replayMatch(rec([kanta(0), kanta(1), kanta(2)]));
    if (!r.ok) throw new Error(r.error.message);
    expect([r.value.winner, r.value.manchesWon]).toEqual(['B', { A: 0, B: 3 }]);
    const two = replayMatch(rec([kanta(0), kanta(1)]));
    expect(two.ok && two.value.winner).toBeNull();
    const pagat = replayMatch(rec([kanta(0), kanta(1), kanta(2)], { rules: 'pagat' }));
    expect(pagat).toEqual({
      ok: false, error: { code: 'record/match-over', path: 'deals[2]', message: 'deals[2]: the match was won by team B at deal 1; no deal follows', params: { team: 'B', deal: 2 } },
    });
    const one = replayMatch(rec([kanta(0)], { rules: { preset: 'ffmus', manchesToWin: 1 } }));
    expect(one.ok && one.value.winner).toBe('B');
  });

  it('each deal is its settlement, with its place in the match; given a callback, deals are handed over, not kept', () => {
    const deals = [quiet(0), tira40(1), quiet(2)];
    const r = replayMatch(rec(deals));
    if (!r.ok) throw new Error(r.error.message);
    const alone = settleRecord({ format: 'mus-deal/1', rules: 'ffmus', esku: 0, actions: itemAt(deals, 0).actions, hands: itemAt(deals, 0).hands });
    if (!alone.ok) throw new Error(alone.error.message);
    expect(r.value.deals[0]).toEqual({ ...alone.value.settlement, index: 0, manche: 0 });
    const seen: [number, number][] = [];
    const cb = replayMatch(rec(deals), (d) => seen.push([d.index, d.manche]));
    if (!cb.ok) throw new Error(cb.error.message);
    expect(seen).toEqual([[0, 0], [1, 0], [2, 1]]);
    expect(cb.value.deals).toEqual([]);
    expect(cb.value.manches).toEqual(r.value.manches);
  });
});

describe('the standings (FFMus art. 2)', () => {
  it('the winner one victory and nothing else; the loser its manches won and the points of the manches it lost', () => {
    const manches = [
      { winner: 'A' as const, score: { A: 40, B: 12 } }, { winner: 'B' as const, score: { A: 30, B: 40 } },
      { winner: 'A' as const, score: { A: 40, B: 25 } }, { winner: 'A' as const, score: { A: 40, B: 0 } },
    ];
    expect(standings(manches, 'A')).toEqual({
      A: { victories: 1, manchesWon: 0, pointsInLostManches: 0 }, B: { victories: 0, manchesWon: 1, pointsInLostManches: 37 },
    });
    const flipped = manches.map((m) => ({ winner: m.winner === 'A' ? 'B' as const : 'A' as const, score: { A: m.score.B, B: m.score.A } }));
    expect(standings(flipped, 'B')).toEqual({
      A: { victories: 0, manchesWon: 1, pointsInLostManches: 37 }, B: { victories: 1, manchesWon: 0, pointsInLostManches: 0 },
    });
  });

  it('a club table sums each team’s matches and ranks by victories, then manches won, then points, then name', () => {
    const line = (victories: number, manchesWon: number, pointsInLostManches: number) => ({ victories, manchesWon, pointsInLostManches });
    const t = clubTable([
      { name: 'Donibane', line: line(0, 1, 30) }, { name: 'Donibane', line: line(1, 0, 0) },
      { name: 'Ciboure', line: line(1, 1, 30) },
      { name: 'Bidart', line: line(1, 1, 50) },
      { name: 'Arrano', line: line(1, 2, 0) },
      { name: 'Zubia', line: line(1, 0, 0) }, { name: 'Zubia', line: line(1, 0, 0) },
    ]);
    expect(t).toEqual([
      { name: 'Zubia', matches: 2, victories: 2, manchesWon: 0, pointsInLostManches: 0 },
      { name: 'Arrano', matches: 1, victories: 1, manchesWon: 2, pointsInLostManches: 0 },
      { name: 'Bidart', matches: 1, victories: 1, manchesWon: 1, pointsInLostManches: 50 },
      { name: 'Ciboure', matches: 1, victories: 1, manchesWon: 1, pointsInLostManches: 30 },
      { name: 'Donibane', matches: 2, victories: 1, manchesWon: 1, pointsInLostManches: 30 },
    ]);
  });
});

describe('the live match of the table', () => {
  const setup = { rules: 'ffmus' as const, teams: { A: 'Etxe', B: 'Kanpo' }, players: ['0', '1', '2', '3'], esku: 0 };
  const entries = (deal: MatchDeal) => [
    ...deal.actions.map((action) => ({ type: 'action' as const, action })),
    ...(deal.hands ? [{ type: 'hands' as const, hands: deal.hands }] : []),
  ];

  it('starting: the esku is a seat, one name per seat', () => {
    for (const esku of [4, -1, 1.5]) {
      expect(startMatch({ ...setup, esku })).toEqual({ ok: false, error: { code: 'setup/bad-esku', path: 'esku', message: `esku: ${esku} is not a seat (0-3)` } });
    }
    expect(startMatch({ ...setup, players: ['a', 'b', 'c'] })).toEqual({ ok: false, error: { code: 'setup/bad-players', path: 'players', message: 'players: 4 names are needed, one per seat' } });
    expect(startMatch({ ...setup, rules: { preset: 'ffmus', players: 6 }, players: ['a', 'b', 'c', 'd'] })).toEqual({
      ok: false, error: { code: 'setup/bad-players', path: 'players', message: 'players: 6 names are needed, one per seat' },
    });
    expect(startMatch({ ...setup, esku: 5, rules: { preset: 'ffmus', players: 6 }, players: ['a', 'b', 'c', 'd', 'e', 'f'] }).ok).toBe(true);
    expect(startMatch({ ...setup, rules: 'bridge' }).ok).toBe(false);
    const m = startMatch({ ...setup, esku: 3 });
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.log).toEqual([]);
    expect(m.value.view).toMatchObject({ deals: [], manches: [], manchesWon: { A: 0, B: 0 }, winner: null, standings: null, score: { A: 0, B: 0 } });
    expect([m.value.view.current!.index, m.value.view.current!.manche, m.value.view.current!.state.esku]).toEqual([0, 0, 3]);
  });

  it('a tira that reaches 40 settles the deal at once and opens the next, esku one seat on, at 0-0', () => {
    const s = startMatch(setup);
    if (!s.ok) throw new Error(s.error.message);
    let m = s.value;
    const all = entries(tira40(0));
    for (let i = 0; i < all.length; i++) {
      const r = applyEntry(m, itemAt(all, i));
      if (!r.ok) throw new Error(r.error.message);
      if (i < all.length - 1) expect(r.value.settled).toBeNull();
      else {
        expect(r.value.settled).toMatchObject({ index: 0, manche: 0, winner: 'A', scoreAfter: { A: 40, B: 0 } });
        expect(r.value.effects).toContainEqual({ type: 'manche-won', team: 'A' });
      }
      m = r.value.match;
    }
    expect(m.view.manches).toEqual([{ winner: 'A', score: { A: 40, B: 0 }, deals: 1 }]);
    expect(m.view.score).toEqual({ A: 0, B: 0 });
    expect([m.view.current!.index, m.view.current!.manche, m.view.current!.state.esku]).toEqual([1, 1, 1]);
    expect(itemAt(m.view.deals, 0).hands).toBeNull();
    expect(m.log.length).toBe(4);
  });

  it('the hands only at the showdown; nothing once the match is won; each error names the log entry', () => {
    const s = startMatch({ ...setup, rules: { preset: 'ffmus', manchesToWin: 1 } });
    if (!s.ok) throw new Error(s.error.message);
    let m = s.value;
    expect(applyEntry(m, { type: 'hands', hands: hands(NOHANDS) })).toEqual({
      ok: false, error: { code: 'match/not-at-showdown', message: 'log[0]: the hands are shown when the dialogue is over; the deal is at mus', params: { phase: 'mus' } },
    });
    const wrong = applyEntry(m, { type: 'action', action: { phase: 'grande', seat: 1, act: 'pass' } });
    expect(!wrong.ok && [wrong.error.code, wrong.error.path]).toEqual(['action/not-your-turn', 'log[0]']);
    for (const e of entries(kanta(0))) {
      const r = applyEntry(m, e);
      if (!r.ok) throw new Error(r.error.message);
      m = r.value.match;
    }
    expect(m.view.winner).toBe('B');
    expect(m.view.current).toBeNull();
    expect(m.view.standings).toEqual({ A: { victories: 0, manchesWon: 0, pointsInLostManches: 0 }, B: { victories: 1, manchesWon: 0, pointsInLostManches: 0 } });
    expect(applyEntry(m, { type: 'action', action: { phase: 'grande', seat: 1, act: 'pass' } })).toEqual({
      ok: false, error: { code: 'match/over', message: 'the match is over: team B won it', params: { team: 'B' } },
    });
    const badHands = startMatch(setup);
    if (!badHands.ok) throw new Error(badHands.error.message);
    let n = badHands.value;
    for (const e of entries(quiet(0)).slice(0, -1)) {
      const r = applyEntry(n, e);
      if (!r.ok) throw new Error(r.error.message);
      n = r.value.match;
    }
    const fifth = applyEntry(n, { type: 'hands', hands: hands('12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4 1') });
    expect(!fifth.ok && [fifth.error.code, fifth.error.path]).toEqual(['hands/fifth-card', 'log[20].hands[3]']);
  });

  it('replaying a log: the same view as entry by entry; a wrong entry or one after the match is named by its index', () => {
    const log = [...entries(quiet(0)), ...entries(tira40(1)), ...entries(quiet(2)).slice(0, 5)];
    const r = replayLog(setup, log);
    if (!r.ok) throw new Error(r.error.message);
    let m = startMatch(setup);
    if (!m.ok) throw new Error(m.error.message);
    let step = m.value;
    for (const e of log) {
      const a = applyEntry(step, e);
      if (!a.ok) throw new Error(a.error.message);
      step = a.value.match;
    }
    expect(JSON.stringify(r.value.view)).toBe(JSON.stringify(step.view));
    expect(r.value.view.manches).toEqual([{ winner: 'B', score: { A: 0, B: 40 }, deals: 2 }]);
    expect(r.value.view.score).toEqual({ A: 0, B: 0 });
    const hands0 = replayLog(setup, [{ type: 'hands', hands: hands(NOHANDS) }]);
    expect(hands0).toEqual({ ok: false, error: { code: 'match/not-at-showdown', path: 'log[0]', message: 'log[0]: the hands are shown when the dialogue is over; the deal is at mus', params: { phase: 'mus' } } });
    const one = { ...setup, rules: { preset: 'ffmus' as const, manchesToWin: 1 } };
    const over = replayLog(one, [...entries(kanta(0)), ...entries(kanta(1))]);
    expect(over).toEqual({ ok: false, error: { code: 'match/over', path: 'log[3]', message: 'log[3]: the match is over: team B won it', params: { team: 'B' } } });
    const won = replayLog(one, entries(kanta(0)));
    expect(won.ok && won.value.view.standings).toEqual({ A: { victories: 0, manchesWon: 0, pointsInLostManches: 0 }, B: { victories: 1, manchesWon: 0, pointsInLostManches: 0 } });
    const badHands = replayLog(setup, [...entries(quiet(0)).slice(0, -1), { type: 'hands', hands: hands('12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5') }]);
    expect(!badHands.ok && [badHands.error.code, badHands.error.path]).toEqual(['hands/missing-card', 'log[20].hands[3]']);
    expect(replayLog({ ...setup, esku: 9 }, []).ok).toBe(false);
  });

  it('undo drops the last entry; with nothing to undo the match is unchanged', () => {
    const s = startMatch(setup);
    if (!s.ok) throw new Error(s.error.message);
    expect(undo(s.value)).toBe(s.value);
    const r = replayLog(setup, entries(tira40(0)));
    if (!r.ok) throw new Error(r.error.message);
    const back = undo(r.value);
    expect(back.log.length).toBe(3);
    expect(back.view.manches).toEqual([]);
    expect(back.view.score).toEqual({ A: 0, B: 0 });
    expect(back.view.current!.state.stage).toBe('grande');
  });

  it('as a record: each settled deal with its hands (none for a deal won in the dialogue), then the deal in progress', () => {
    const log = [...entries(quiet(0)), ...entries(tira40(1)), ...entries(quiet(2)).slice(0, 2)];
    const r = replayLog(setup, log);
    if (!r.ok) throw new Error(r.error.message);
    expect(toMatchRecord(r.value)).toEqual({
      format: 'mus-match/1', rules: 'ffmus', teams: setup.teams, players: setup.players, esku: 0,
      deals: [quiet(0), { actions: tira40(1).actions }, { actions: quiet(2).actions.slice(0, 2) }],
    });
    const fresh = replayLog(setup, [...entries(quiet(0))]);
    expect(fresh.ok && toMatchRecord(fresh.value).deals).toEqual([quiet(0)]);
  });

  it('opening a record as a live match: its defaults, and each problem at its path in the record', () => {
    const open = (deals: unknown, extra: object = {}) => fromMatchRecord({ format: 'mus-match/1', deals, ...extra } as MatchRecord);
    const d = open([quiet(0)]);
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.setup).toEqual({ rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['0', '1', '2', '3'], esku: 0 });
    const named = open([], { players: ['Ane', 'Beñat'], esku: 2, rules: 'pagat', teams: { A: 'x', B: 'y' } });
    expect(named.ok && named.value.setup).toEqual({ rules: 'pagat', teams: { A: 'x', B: 'y' }, players: ['Ane', 'Beñat', '2', '3'], esku: 2 });
    expect(open([], { rules: 'bridge' }).ok).toBe(false);
    expect(open([], { esku: 4 }).ok).toBe(false);
    expect(open({})).toEqual({ ok: false, error: { code: 'record/bad-deals', path: 'deals', message: 'deals: deals must be a list' } });
    for (const deal of [null, {}, { actions: 'g: 0p' }]) {
      expect(open([quiet(0), deal])).toEqual({ ok: false, error: { code: 'record/bad-deal', path: 'deals[1]', message: 'deals[1]: a deal is an object with a list of actions' } });
    }
    // an illegal action: the table's path (log[…]) becomes the record's
    const bad = open([quiet(0), { actions: acts('g: 1b2 3r2') }]);
    expect(bad).toEqual({
      ok: false, error: { code: 'action/not-your-turn', path: 'deals[1].actions[1]', rule: 'FFMus Le dialogue', message: 'deals[1].actions[1]: seat 3 cannot raise: team B made the last bet (FFMus Le dialogue)', seats: { seat: 3, bettor: 1 }, params: { form: 'act', act: 'raise', team: 'B' } },
    });
    const card = open([{ ...quiet(0), hands: hands('12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 13') }]);
    expect(!card.ok && [card.error.code, card.error.path, card.error.message.startsWith('deals[0].hands[3][3]: ')]).toEqual(['hands/bad-card', 'deals[0].hands[3][3]', true]);
    // a finished deal needs its hands, unless it is the last (still being shown)
    expect(open([{ actions: quiet(0).actions }, quiet(1)])).toEqual({
      ok: false, error: { code: 'record/missing-hands', path: 'deals[0].hands', message: 'deals[0].hands: the deal reached its showdown; the hands shown are needed' },
    });
    const last = open([quiet(0), { actions: quiet(1).actions }]);
    expect(last.ok && last.value.view.current!.state.stage).toBe('showdown');
    // an unfinished deal followed by another
    expect(open([{ actions: acts(allPass('g')) }, quiet(1)])).toEqual({
      ok: false, error: { code: 'record/deal-unfinished', path: 'deals[0].actions', message: 'deals[0].actions: the deal stops at chica but another deal follows', params: { form: 'follows', phase: 'chica' } },
    });
    const unfinishedLast = open([quiet(0), { actions: acts(allPass('g', 1)) }]);
    expect(unfinishedLast.ok && unfinishedLast.value.view.current!.state.stage).toBe('chica');
    // a deal won in the dialogue needs no hands; given ones are checked
    expect(open([tira40(0), quiet(1)]).ok).toBe(true);
    expect(open([{ ...tira40(0), hands: null }, quiet(1)]).ok).toBe(true);
    expect(open([{ ...tira40(0), hands: hands(NOHANDS) }, quiet(1)]).ok).toBe(true);
    const given = open([{ ...tira40(0), hands: hands('12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 zz') }, quiet(1)]);
    expect(!given.ok && [given.error.code, given.error.path]).toEqual(['hands/bad-card', 'deals[0].hands[3][3]']);
    // a deal after the match is won: the table's error, at the record's path
    const after = open([kanta(0), kanta(1)], { rules: { preset: 'ffmus', manchesToWin: 1 } });
    expect(after).toEqual({ ok: false, error: { code: 'match/over', path: 'deals[1].actions[0]', message: 'deals[1].actions[0]: the match is over: team B won it', params: { team: 'B' } } });
  });
});
