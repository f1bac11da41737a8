/**
 * Replaying a `mus-match/1` record: deals in order, the esku moving one seat each deal, each
 * manche ending on the credit that reaches the target, the match won by the first team to win the
 * preset's number of manches (FFMus arts. 1-2: 3 manches of 40; Pagat: best of three). Closing a
 * deal is `close.ts`'s, shared with the live table.
 */
import type { EngineError, ErrorSeats, MatchRecord, Result, RuleOptions, Score, Settlement, Team } from '../types.js';
import type { RecordCode } from '../errors/index.js';
import { resolveRules } from '../rules/presets.js';
import { checkEsku, checkScore, replayActions } from '../settle/record.js';
import { closeManche, nextEsku, type MancheResult } from './close.js';
import { standings, type Standings } from './standings.js';

export type { MancheResult } from './close.js';

/** The settlement of one deal inside a match. */
export interface MatchDealResult extends Settlement {
  /** Index of the deal in the match (0-based). */
  index: number;
  /** Index of the manche this deal belongs to (0-based). */
  manche: number;
}

/** Replay output (spec "Replay output"), with extensions. */
export interface MatchResult {
  rules: RuleOptions;
  manches: MancheResult[];
  winner: Team | null;
  manchesWon: { A: number; B: number };
  deals: MatchDealResult[];
  /** Score of the manche in progress (0/0 when the last deal ended a manche). */
  current: Score;
  /** Esku of the next deal. */
  nextEsku: number;
  /** FFMus art. 2 standings, once the match is won. */
  standings: Standings | null;
}

/** A record refused at `path`, with the seats (`seats`) or the figures (`params`, for its `code#names` sentence) it is about. */
function fail(code: RecordCode, path: string, message: string, seats?: ErrorSeats, params?: EngineError['params']): { ok: false; error: EngineError } {
  const error: EngineError = { code, path, message: `${path}: ${message}` };
  if (seats) error.seats = seats;
  if (params) error.params = params;
  return { ok: false, error };
}

/** The JSON path of a deal in a match record, e.g. `deals[3]` (built only for an error). */
function dealPath(i: number): string {
  return `deals[${i}]`;
}

/**
 * A list a replay keeps, copied to a list of its exact size made by an array literal: V8 makes the
 * objects of a literal whose objects outlive young collections straight in the old generation
 * (allocation-site pretenuring), where the list made by `slice` or `push` is made young and copied
 * by every young collection it outlives. A replayed deal keeps a ledger of 1 to 8 credits nearly
 * always (4.3 on average); a longer list is sliced (exact size too).
 */
function kept<T>(list: readonly T[]): T[] {
  // the items read below are there: the list has at least as many as the case says
  const l = list as readonly [T, T, T, T, T, T, T, T];
  switch (list.length) {
    case 0: return [];
    case 1: return [l[0]];
    case 2: return [l[0], l[1]];
    case 3: return [l[0], l[1], l[2]];
    case 4: return [l[0], l[1], l[2], l[3]];
    case 5: return [l[0], l[1], l[2], l[3], l[4]];
    case 6: return [l[0], l[1], l[2], l[3], l[4], l[5]];
    case 7: return [l[0], l[1], l[2], l[3], l[4], l[5], l[6]];
    case 8: return [l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7]];
    default: return list.slice();
  }
}

/**
 * A deal's settlement with its place in the match, built as one object with every field of
 * {@link Settlement} then `index` and `manche` (adding the two afterwards would give every kept deal
 * a second, out-of-object store for them). Its ledger and announcement errors are {@link kept}
 * copies: the errors were pushed one by one to a list whose spare room (16 slots for one error,
 * 128 bytes) a kept deal would keep too. A deal handed to an `onDeal` (not kept) has the
 * settlement's own lists.
 */
function inMatch(s: Settlement, index: number, manche: number): MatchDealResult {
  return {
    scoreBefore: s.scoreBefore, scoreAfter: s.scoreAfter, winner: s.winner, ledger: kept(s.ledger), esku: s.esku,
    // no error: the settlement's shared empty list
    end: s.end, errors: s.errors.length ? kept(s.errors) : s.errors, out: s.out, index, manche,
  };
}

/**
 * A deal's settlement with its place in the match, handed on and not kept (see {@link inMatch}): an
 * object literal of its own, so that the deals handed on, which die young, do not make V8 stop
 * pretenuring the kept ones (its decision is per allocation site, and final).
 */
function handedOn(s: Settlement, index: number, manche: number): MatchDealResult {
  return {
    scoreBefore: s.scoreBefore, scoreAfter: s.scoreAfter, winner: s.winner, ledger: s.ledger, esku: s.esku,
    end: s.end, errors: s.errors, out: s.out, index, manche,
  };
}

/**
 * Replays a match record.
 * @param onDeal when given, each deal's settlement is handed to it as soon as it is settled, and not
 *   kept (`deals` stays empty): a long match can be written out deal by deal in little memory. A
 *   problem found later still makes the whole replay an error.
 * @returns the result, or the first problem with its JSON path, e.g. `deals[3].actions[7]`.
 */
export function replayMatch(record: unknown, onDeal?: (d: MatchDealResult) => void): Result<MatchResult> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return fail('record/not-an-object', '$', 'a match record is a JSON object');
  const m = record as Partial<MatchRecord>;
  if (m.format !== 'mus-match/1') return fail('record/bad-format', 'format', `expected "mus-match/1", found ${JSON.stringify(m.format)}`, undefined, { expected: 'mus-match/1', value: String(JSON.stringify(m.format)) });
  const rr = resolveRules(m.rules);
  if (!rr.ok) return rr;
  const rules = rr.value;
  const e0 = checkEsku(m.esku, rules.players, 'esku');
  if (!e0.ok) return e0;
  if (!Array.isArray(m.deals)) return fail('record/bad-deals', 'deals', 'deals must be a list');
  const out: MatchResult = {
    rules, manches: [], winner: null, manchesWon: { A: 0, B: 0 }, deals: [], current: { A: 0, B: 0 }, nextEsku: e0.value, standings: null,
  };
  let esku = e0.value;
  for (let i = 0; i < m.deals.length; i++) {
    const deal = m.deals[i] as unknown;
    if (typeof deal !== 'object' || deal === null || Array.isArray(deal)) return fail('record/bad-deal', dealPath(i), 'a deal is an object {actions, hands}');
    if (out.winner) return fail('record/match-over', dealPath(i), `the match was won by team ${out.winner} at deal ${i - 1}; no deal follows`, undefined, { team: out.winner, deal: i });
    const d = deal as Record<string, unknown>;
    if (d.esku !== undefined) {
      const e = checkEsku(d.esku, rules.players, `${dealPath(i)}.esku`);
      if (!e.ok) return e;
      if (e.value !== esku) return fail('record/esku-mismatch', `${dealPath(i)}.esku`, `the esku of this deal is seat ${esku} (it moves one seat each deal), not ${e.value}`, { seat: e.value, turn: esku });
    }
    if (d.score !== undefined) {
      const sc = checkScore(d.score, rules, `${dealPath(i)}.score`);
      if (!sc.ok) return sc;
      const given = d.score as Partial<Score>;
      for (const k of ['A', 'B'] as const) {
        if (given[k] !== undefined && given[k] !== out.current[k]) {
          return fail('record/score-mismatch', `${dealPath(i)}.score.${k}`, `team ${k} has ${out.current[k]} tantos before this deal, not ${given[k]}`, undefined, { team: k, expected: out.current[k], given: given[k] ?? 0 });
        }
      }
    }
    const r = replayActions(rules, esku, out.current, d.actions, d.hands, i);
    if (!r.ok) return r;
    const s = r.value.settlement;
    if (onDeal) onDeal(handedOn(s, i, out.manches.length));
    else out.deals.push(inMatch(s, i, out.manches.length));
    out.current = closeManche(out, s, i, rules);
    esku = nextEsku(esku, rules.players);
  }
  out.nextEsku = esku;
  if (out.winner) out.standings = standings(out.manches, out.winner);
  return { ok: true, value: out };
}
