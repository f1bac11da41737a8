/**
 * A match played live at a table: an append-only log of entries (actions and shown hands) and the
 * view derived from it. Undo drops the last entry and replays the log, so any point of the match
 * can be reached again exactly (boardgame.io-style replayable log).
 */
import type { Action, EngineError, ErrorCode, Hand, MatchDeal, MatchRecord, Result, RuleOptions, RulesSpec, Score, Seat, Team } from '../types.js';
import { resolveRules } from '../rules/presets.js';
import { createDeal, stagePhase, type DealState } from '../deal/state.js';
import { applyInPlace, transition, type Effect } from '../deal/reducer.js';
import { settleDeal } from '../settle/settle.js';
import { checkHands } from '../cards/cards.js';
import type { MatchDealResult } from './replay.js';
import { closeManche, nextEsku, type MancheResult } from './close.js';
import { standings, type Standings } from './standings.js';

/** How a match starts: the rules, names and the first esku. */
export interface MatchSetup {
  rules: RulesSpec;
  teams: { A: string; B: string };
  /** Player names by seat. */
  players: string[];
  /** Esku of the first deal (the seat at the dealer's right, FFMus art. 3). */
  esku: Seat;
}

/** One entry of the match log. `hands` closes the deal in progress at its showdown. */
export type MatchEntry =
  | { type: 'action'; action: Action }
  | { type: 'hands'; hands: (Hand | null)[] };

/** The derived view of a match: everything a scoreboard or a judge needs. */
export interface MatchView {
  rules: RuleOptions;
  setup: MatchSetup;
  /** Settled deals, in order. */
  deals: (MatchDealResult & { actions: Action[]; hands: (Hand | null)[] | null })[];
  manches: MancheResult[];
  manchesWon: { A: number; B: number };
  winner: Team | null;
  standings: Standings | null;
  /** The deal in progress, or null once the match is won. */
  current: { state: DealState; index: number; manche: number } | null;
  /** The score of the manche in progress, with the points drawn so far in the current deal. */
  score: Score;
}

/** A live match: its setup, its log and the view of that log. Immutable: every change returns a new one. */
export interface LiveMatch {
  setup: MatchSetup;
  log: MatchEntry[];
  view: MatchView;
}

/** What {@link applyEntry} gives when the entry applies: the new match, the entry's effects, and the deal it settled, if any. */
export interface AppliedEntry {
  match: LiveMatch;
  effects: Effect[];
  settled: MatchDealResult | null;
}

function fail(code: ErrorCode, message: string, path?: string, params?: EngineError['params']): { ok: false; error: EngineError } {
  const error: EngineError = path ? { code, message, path } : { code, message };
  if (params) error.params = params;
  return { ok: false, error };
}

/**
 * Starts a match.
 * @returns `rules/…` errors for bad rules, `setup/…` for bad names or esku.
 */
export function startMatch(setup: MatchSetup): Result<LiveMatch> {
  const rules = resolveRules(setup.rules);
  if (!rules.ok) return rules;
  if (!Number.isInteger(setup.esku) || setup.esku < 0 || setup.esku >= rules.value.players) {
    return fail('setup/bad-esku', `esku: ${JSON.stringify(setup.esku)} is not a seat (0-${rules.value.players - 1})`, 'esku');
  }
  if (!Array.isArray(setup.players) || setup.players.length !== rules.value.players) {
    return fail('setup/bad-players', `players: ${rules.value.players} names are needed, one per seat`, 'players');
  }
  const view: MatchView = {
    rules: rules.value, setup, deals: [], manches: [], manchesWon: { A: 0, B: 0 }, winner: null, standings: null,
    current: { state: createDeal({ rules: rules.value, esku: setup.esku }), index: 0, manche: 0 },
    score: { A: 0, B: 0 },
  };
  return { ok: true, value: { setup, log: [], view } };
}

/**
 * Appends one entry: an action to the deal in progress, or the hands shown at its showdown.
 * A deal won during the dialogue is settled at once; a settled deal opens the next one with the
 * esku moved one seat on.
 * @returns the new match, the effects, the deal settled by this entry if any; or the error (match unchanged).
 */
export function applyEntry(m: LiveMatch, entry: MatchEntry): Result<AppliedEntry> {
  const v = m.view;
  const cur = v.current;
  if (!cur) return fail('match/over', `the match is over: team ${v.winner} won it`, undefined, v.winner ? { team: v.winner } : undefined);
  const path = `log[${m.log.length}]`;
  if (entry.type === 'action') {
    const t = transition(cur.state, entry.action, path);
    if (!t.ok) return t;
    const next = { ...m, log: [...m.log, entry] };
    let view: MatchView = { ...v, current: { ...cur, state: t.value.state }, score: t.value.state.score };
    let settled: MatchDealResult | null = null;
    if (t.value.state.stage === 'over') {
      const s = settleDeal(t.value.state, undefined);
      if (!s.ok) return s;
      ({ view, settled } = closeDeal(view, t.value.state, s.value, null));
    }
    return { ok: true, value: { match: { ...next, view }, effects: t.value.effects, settled } };
  }
  if (cur.state.stage !== 'showdown') {
    return fail('match/not-at-showdown', `${path}: the hands are shown when the dialogue is over; the deal is at ${cur.state.stage}`, undefined, { phase: stagePhase(cur.state.stage) });
  }
  const s = settleDeal(cur.state, entry.hands, `${path}.hands`);
  if (!s.ok) return s;
  const { view, settled } = closeDeal(v, cur.state, s.value, entry.hands);
  return { ok: true, value: { match: { ...m, log: [...m.log, entry], view }, effects: [], settled } };
}

/** The parts of a view that closing a deal changes, as mutable lists (see {@link closeInto}). */
interface Acc {
  deals: MatchView['deals'];
  manches: MancheResult[];
  manchesWon: { A: number; B: number };
  winner: Team | null;
  current: MatchView['current'];
  score: Score;
}

/**
 * Records a settled deal into `acc` (mutating it): the manche closed by `close.ts`, then the next
 * deal opened, the esku moved one seat on, unless the match is won.
 */
function closeInto(acc: Acc, rules: RuleOptions, state: DealState, s: import('../types.js').Settlement, hands: (Hand | null)[] | null): MatchDealResult {
  const cur = acc.current!;
  const settled: MatchDealResult = { ...s, index: cur.index, manche: cur.manche };
  acc.deals.push({ ...settled, actions: state.log, hands });
  const score = closeManche(acc, s, cur.index, rules);
  acc.score = score;
  acc.current = acc.winner ? null : {
    state: createDeal({ rules, esku: nextEsku(state.esku, rules.players), score }), index: cur.index + 1, manche: acc.manches.length,
  };
  return settled;
}

function closeDeal(v: MatchView, state: DealState, s: import('../types.js').Settlement, hands: (Hand | null)[] | null): { view: MatchView; settled: MatchDealResult } {
  const acc: Acc = {
    deals: v.deals.slice(), manches: v.manches.slice(), manchesWon: { ...v.manchesWon }, winner: v.winner, current: v.current, score: v.score,
  };
  const settled = closeInto(acc, v.rules, state, s, hands);
  return {
    view: { ...v, ...acc, standings: acc.winner ? standings(acc.manches, acc.winner) : null },
    settled,
  };
}

/**
 * Rebuilds a match from its setup and a log (used by undo, redo and recovery).
 * @returns the first entry that does not apply, with its index in the path.
 */
export function replayLog(setup: MatchSetup, log: readonly MatchEntry[]): Result<LiveMatch> {
  const start = startMatch(setup);
  if (!start.ok) return start;
  const v = start.value.view;
  const rules = v.rules;
  // One pass with mutable lists (linear in the log): the deal in progress is advanced in place.
  const acc: Acc = { deals: [], manches: [], manchesWon: { A: 0, B: 0 }, winner: null, current: v.current, score: v.score };
  let i = -1;
  for (const e of log) {
    i++;
    const cur = acc.current;
    if (!cur) return fail('match/over', `log[${i}]: the match is over: team ${acc.winner} won it`, `log[${i}]`, acc.winner ? { team: acc.winner } : undefined);
    const state = cur.state;
    if (e.type === 'action') {
      const err = applyInPlace(state, e.action, `log[${i}]`);
      if (err) return { ok: false, error: err };
      acc.score = state.score;
      if (state.stage === 'over') {
        const st = settleDeal(state, undefined);
        if (!st.ok) return st;
        closeInto(acc, rules, state, st.value, null);
      }
    } else {
      if (state.stage !== 'showdown') {
        return fail('match/not-at-showdown', `log[${i}]: the hands are shown when the dialogue is over; the deal is at ${state.stage}`, `log[${i}]`, { phase: stagePhase(state.stage) });
      }
      const st = settleDeal(state, e.hands, `log[${i}].hands`);
      if (!st.ok) return st;
      closeInto(acc, rules, state, st.value, e.hands);
    }
  }
  const view: MatchView = { ...v, ...acc, standings: acc.winner ? standings(acc.manches, acc.winner) : null };
  return { ok: true, value: { setup, log: log.slice(), view } };
}

/** The match without its last entry (undo). Undoing the hands of a settled deal reopens it. */
export function undo(m: LiveMatch): LiveMatch {
  if (m.log.length === 0) return m;
  const r = replayLog(m.setup, m.log.slice(0, -1));
  if (!r.ok) throw new Error(`undo: a prefix of a valid log failed to replay: ${r.error.message}`);
  return r.value;
}

/** The match as a `mus-match/1` record. The deal in progress is included without hands. */
export function toMatchRecord(m: LiveMatch): MatchRecord {
  const v = m.view;
  const deals: MatchDeal[] = v.deals.map((d) => (d.hands ? { actions: d.actions, hands: d.hands } : { actions: d.actions }));
  if (v.current && v.current.state.log.length) deals.push({ actions: v.current.state.log });
  return {
    format: 'mus-match/1', rules: m.setup.rules, teams: m.setup.teams, players: m.setup.players, esku: m.setup.esku, deals,
  };
}

/**
 * Opens a `mus-match/1` record as a live match (the last deal may be unfinished).
 * @returns the first problem with its JSON path (e.g. `deals[3].actions[2]`).
 */
export function fromMatchRecord(rec: MatchRecord): Result<LiveMatch> {
  const setup: MatchSetup = {
    rules: rec.rules ?? 'ffmus',
    teams: rec.teams ?? { A: 'A', B: 'B' },
    players: rec.players ?? [],
    esku: rec.esku ?? 0,
  };
  const rules = resolveRules(setup.rules);
  if (!rules.ok) return rules;
  if (setup.players.length !== rules.value.players) {
    setup.players = Array.from({ length: rules.value.players }, (_, i) => setup.players[i] ?? `${i}`);
  }
  const start = startMatch(setup);
  if (!start.ok) return start;
  let m = start.value;
  if (!Array.isArray(rec.deals)) return fail('record/bad-deals', 'deals: deals must be a list', 'deals');
  for (let i = 0; i < rec.deals.length; i++) {
    const d = rec.deals[i];
    if (!d || !Array.isArray(d.actions)) return fail('record/bad-deal', `deals[${i}]: a deal is an object with a list of actions`, `deals[${i}]`);
    for (const [j, action] of d.actions.entries()) {
      const r = applyEntry(m, { type: 'action', action });
      if (!r.ok) return { ok: false, error: renamePath(r.error, `deals[${i}].actions[${j}]`) };
      m = r.value.match;
    }
    const cur = m.view.current;
    if (cur && cur.index === i && cur.state.stage === 'showdown') {
      if (d.hands === undefined) {
        if (i === rec.deals.length - 1) break;
        return fail('record/missing-hands', `deals[${i}].hands: the deal reached its showdown; the hands shown are needed`, `deals[${i}].hands`);
      }
      const r = applyEntry(m, { type: 'hands', hands: d.hands });
      if (!r.ok) return { ok: false, error: renamePath(r.error, `deals[${i}].hands`) };
      m = r.value.match;
    } else if (cur && cur.index === i && i < rec.deals.length - 1) {
      return fail('record/deal-unfinished', `deals[${i}].actions: the deal stops at ${cur.state.stage} but another deal follows`, `deals[${i}].actions`, { form: 'follows', phase: stagePhase(cur.state.stage) });
    } else if (d.hands !== undefined && d.hands !== null && (!cur || cur.index > i)) {
      // the deal ended in the dialogue: hands may be left out, but given ones are checked (as `settle` does)
      const settledDeal = m.view.deals[i];
      const bad = settledDeal && checkHands(d.hands, m.view.rules.players, settledDeal.out, `deals[${i}].hands`);
      if (bad) return { ok: false, error: bad };
    }
  }
  return { ok: true, value: m };
}

function renamePath(e: EngineError, path: string): EngineError {
  if (!e.path) return { ...e, path, message: `${path}: ${e.message}` };
  const rest = e.path.replace(/^log\[\d+\](\.hands)?/, '');
  const p = `${path}${rest}`;
  return { ...e, path: p, message: e.message.replace(e.path, p) };
}
