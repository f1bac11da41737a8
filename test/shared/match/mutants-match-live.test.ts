/**
 * Mutation testing (issue 16, docs/testing.md), second pass over shared/match/live.ts and
 * shared/rules/presets.ts: the survivors of the first measured run.
 *
 * - A match won in the dialogue (a tira that reaches the 40th point, FFMus art. 17; the match is over
 *   at the third manche, FFMus art. 1): opened from its record, with or without the last deal's
 *   hands, and those hands checked when given.
 * - The log and the views are values: an entry, a replay or an opening never changes the match or
 *   the list it was made from, and the log holds each entry as given (`hands` entries included).
 * - A record's deal that stops before its end while another deal follows is refused as unfinished,
 *   whatever hands it carries.
 * - A rule preset is one of the two names; a name an object inherits (`toString`) is not a preset.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEntry, fromMatchRecord, replayLog, resolveRules, startMatch, type MatchDeal, type MatchEntry, type MatchRecord,
} from '../../../shared/index.js';
import { acts, allPass, decl, hands } from '../../helpers/dsl.js';

const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
/** 2, raised 38, raised 2, refused: the esku's team draws 2 + 38 = 40 in the dialogue (FFMus art. 17). */
const tira40 = (e: number): MatchDeal => ({ actions: acts(`g: ${e}b2 ${(e + 1) % 4}r38 ${e}r2 ${(e + 1) % 4}f`) });
/** A deal passed through to its showdown (every phase passed or ez). */
const quietActions = (e: number) => acts(`${allPass('g', e)} | ${allPass('c', e)} | ${decl('p', 'nnnn', e)} | ${decl('j', 'nnnn', e)} | ${allPass('t', e)}`);
const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };
const record = (deals: MatchDeal[]): MatchRecord => ({ format: 'mus-match/1', rules: 'ffmus', teams: SETUP.teams, players: SETUP.players, esku: 0, deals }) as MatchRecord;

/** Five tiras to 40, the esku moving one seat a deal (art. 3): A, B, A, B, A — A wins 3 manches to 2. */
const fiveTiras = () => [0, 1, 2, 3, 0].map(tira40);

describe('a match won in the dialogue, opened from its record', () => {
  it('opens: A has three manches, the match is over, no deal is in progress', () => {
    const r = fromMatchRecord(record(fiveTiras()));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.view.manchesWon).toEqual({ A: 3, B: 2 });
    expect(r.value.view.winner).toBe('A');
    expect(r.value.view.current).toBeNull();
    expect(r.value.view.deals).toHaveLength(5);
  });

  it('the last deal’s hands may be given; they are checked like any deal’s', () => {
    const deals = fiveTiras();
    deals[4] = { ...deals[4]!, hands: hands(NOHANDS) };
    const ok = fromMatchRecord(record(deals));
    expect(ok.ok && ok.value.view.winner).toBe('A');
    deals[4] = { ...deals[4]!, hands: hands('12 7 5 1 / 11 6 4 2 / 10 7 6 4') };
    const bad = fromMatchRecord(record(deals));
    expect(bad).toMatchObject({ ok: false, error: { code: 'hands/wrong-count', path: 'deals[4].hands' } });
  });

  it('hands given as null for a deal won in the dialogue are the same as no hands', () => {
    const deals = fiveTiras();
    deals[2] = { ...deals[2]!, hands: null as never };
    const r = fromMatchRecord(record(deals));
    expect(r.ok && r.value.view.winner).toBe('A');
  });

  it('a deal after the match is over is refused', () => {
    const r = fromMatchRecord(record([...fiveTiras(), tira40(1)]));
    expect(r).toMatchObject({ ok: false, error: { code: 'match/over' } });
  });
});

describe('the log and the views are values', () => {
  it('the log holds each entry as given, the hands too', () => {
    const actions = quietActions(0);
    const r = fromMatchRecord(record([{ actions, hands: hands(NOHANDS) }]));
    if (!r.ok) throw new Error(r.error.message);
    const want: MatchEntry[] = [...actions.map((action) => ({ type: 'action' as const, action })), { type: 'hands', hands: hands(NOHANDS) as never }];
    expect(r.value.log).toEqual(want);
  });

  it('an entry leaves the match it was applied to as it was', () => {
    const start = startMatch(SETUP);
    if (!start.ok) throw new Error(start.error.message);
    let m = start.value;
    for (const action of quietActions(0)) {
      const r = applyEntry(m, { type: 'action', action });
      if (!r.ok) throw new Error(r.error.message);
      m = r.value.match;
    }
    const before = { log: m.log.length, deals: m.view.deals.length, manches: m.view.manches.length };
    const shown: MatchEntry = { type: 'hands', hands: hands(NOHANDS) as never };
    const r = applyEntry(m, shown);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.match.log).toHaveLength(before.log + 1);
    expect(r.value.match.log.at(-1)).toEqual(shown);
    expect(r.value.effects).toEqual([]); // showing the hands moves nobody and says nothing to the table
    expect(r.value.match.view.deals).toHaveLength(1);
    // the match before the entry: unchanged
    expect({ log: m.log.length, deals: m.view.deals.length, manches: m.view.manches.length }).toEqual(before);
    expect(before.deals).toBe(0);
  });

  it('a deal closed in the dialogue leaves the view it closed in as it was', () => {
    const start = startMatch(SETUP);
    if (!start.ok) throw new Error(start.error.message);
    let m = start.value;
    const actions = tira40(0).actions;
    for (const action of actions.slice(0, -1)) {
      const r = applyEntry(m, { type: 'action', action });
      if (!r.ok) throw new Error(r.error.message);
      m = r.value.match;
    }
    const r = applyEntry(m, { type: 'action', action: actions.at(-1)! });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.match.view.deals).toHaveLength(1);
    expect(r.value.match.view.manches).toHaveLength(1);
    expect(m.view.deals).toHaveLength(0);
    expect(m.view.manches).toHaveLength(0);
  });

  it('a replay keeps its own copy of the log it was given', () => {
    const log: MatchEntry[] = quietActions(0).map((action) => ({ type: 'action', action }));
    const r = replayLog(SETUP, log);
    if (!r.ok) throw new Error(r.error.message);
    log.push({ type: 'hands', hands: hands(NOHANDS) as never });
    expect(r.value.log).toHaveLength(log.length - 1);
  });
});

describe('an unfinished deal in a record', () => {
  it('followed by another deal: refused as unfinished, with or without hands', () => {
    const partial: MatchDeal = { actions: quietActions(0).slice(0, 4) };
    for (const d of [partial, { ...partial, hands: hands(NOHANDS) }]) {
      const r = fromMatchRecord(record([d, tira40(1)]));
      expect(r).toMatchObject({ ok: false, error: { code: 'record/deal-unfinished', path: 'deals[0].actions' } });
    }
  });
});

describe('rule presets are the two names', () => {
  it('a name every object inherits is not a preset', () => {
    for (const name of ['toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      expect(resolveRules({ preset: name } as never)).toMatchObject({ ok: false, error: { code: 'rules/unknown-preset', path: 'rules.preset' } });
    }
    // not a name at all, though it reads as one when made a string
    for (const preset of [['ffmus'], ['pagat'], 1]) {
      expect(resolveRules({ preset } as never)).toMatchObject({ ok: false, error: { code: 'rules/unknown-preset', path: 'rules.preset' } });
    }
  });

  it('a preset left undefined is the default, FFMus', () => {
    const r = resolveRules({ preset: undefined, target: 30 } as never);
    expect(r.ok && r.value.preset).toBe('ffmus');
    expect(r.ok && r.value.target).toBe(30);
  });
});
