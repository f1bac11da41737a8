/**
 * Pairing the next round (docs/tournament.md, "Pairing"). Three systems:
 * - `round-robin`: Berger tables by the circle method over the pairs registered for round 1, in
 *   registration order; n − 1 rounds for n pairs (n rounds and one bye each when n is odd).
 * - `swiss`: the pairs ranked by the standings (victories first, so score groups on victories, then
 *   the other art. 2 criteria and the tie-breaks); the highest unpaired pair meets the next one it has
 *   not met; a full search (backtracking) avoids every rematch that can be avoided.
 * - `updown` ("table up, table down"): the winner of table t moves to table t − 1, the loser to
 *   table t + 1; round 1 seats the pairs by registration order (1 v 2 at table 1, …).
 * With an odd number of active pairs one pair has a bye: the lowest-ranked pair among those with the
 * fewest byes (round robin: the pair the Berger table leaves without an opponent). A bye counts as a
 * victory (standings.ts).
 *
 * Pure and deterministic: the same tournament gives the same round. The result is a `Round`, to be
 * recorded with a `pair-round` event (which checks it again).
 */
import type { Result } from '../types.js';
import { terr } from './errors.js';
import { activePairs, openTables, openTablesParam, tableTeams } from './reducer.js';
import { resultKey } from './types.js';
import { computeStandings } from './standings.js';
import type { PairId, Pairing, PairingSystem, Round, Tournament } from './types.js';

/** Pairs each pair has met, over every round paired (a forfeit is a meeting). */
export function meetings(t: Tournament): Map<PairId, Set<PairId>> {
  const m = new Map<PairId, Set<PairId>>();
  const add = (a: PairId, b: PairId) => {
    let s = m.get(a);
    if (!s) m.set(a, (s = new Set()));
    s.add(b);
  };
  for (const r of t.rounds) for (const p of r.tables) { add(p.A, p.B); add(p.B, p.A); }
  return m;
}

/** Byes each pair has had. */
export function byeCounts(t: Tournament): Map<PairId, number> {
  const m = new Map<PairId, number>();
  for (const r of t.rounds) for (const id of r.byes) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

/**
 * Pairs the next round.
 * @param system the system; the tournament's by default.
 * @returns the round, or why it cannot be paired (`tournament/…`).
 */
export function pairNextRound(t: Tournament, system: PairingSystem = t.settings.system): Result<Round> {
  const n = t.rounds.length + 1;
  if (n > t.settings.rounds) return { ok: false, error: terr('tournament/all-rounds-paired', `round ${n}: the ${t.settings.rounds} rounds planned are all paired`, 'rounds', undefined, { say: 'rounds', round: n, rounds: t.settings.rounds }) };
  const prev = t.rounds[n - 2];
  if (prev) {
    const open = openTables(t, prev);
    if (open.length) return incomplete(t, prev, open);
  }
  const active = activePairs(t, n).map((p) => p.id);
  if (active.length < 2) return { ok: false, error: terr('tournament/not-enough-pairs', `round ${n}: ${active.length} active pair(s); a round needs at least two`, 'pairs', undefined, { say: 'count', round: n, count: active.length }) };
  switch (system) {
    case 'round-robin': return roundRobin(t, n, active);
    case 'swiss': return { ok: true, value: swiss(t, n, active) };
    case 'updown': return updown(t, n, active);
    default: {
      const never: never = system;
      return { ok: false, error: terr('tournament/bad-round', `system: ${JSON.stringify(never)} is not a pairing system`, 'system', undefined, { say: 'system', value: JSON.stringify(never), list: 'round-robin, swiss, updown' }) };
    }
  }
}

/** `tournament/round-incomplete`: the tables of `round` that have no result yet (`open`). */
function incomplete(t: Tournament, round: Round, open: readonly Pairing[]): Result<never> {
  return { ok: false, error: terr('tournament/round-incomplete', `round ${round.round} has no result yet at table ${open.map((p) => `${p.table} (${tableTeams(t, p)})`).join(', ')}`, `rounds[${round.round - 1}]`, undefined, { say: 'open', round: round.round, tables: openTablesParam(t, open) }) };
}

function tables(pairs: readonly [PairId, PairId][]): Pairing[] {
  return pairs.map(([A, B], i) => ({ table: i + 1, A, B, token: null }));
}

/**
 * The Berger table (circle method) for `n` players numbered 0…n−1 (n even; a dummy makes an odd
 * count even): round r (0-based, r < n − 1) pairs r with n − 1, and (r + i) with (r − i) mod (n − 1)
 * for i = 1 … n/2 − 1. Two players a, b < n − 1 meet in the round r with a + b ≡ 2r (mod n − 1), a
 * single round since n − 1 is odd; so every two players meet exactly once.
 * @returns for each round its tables as index pairs [A, B] (table 1 first).
 */
export function bergerRound(n: number, r: number): [number, number][] {
  const m = n - 1;
  const out: [number, number][] = [r % 2 === 0 ? [r, m] : [m, r]];
  for (let i = 1; i < n / 2; i++) {
    const a = (r + i) % m, b = (r - i + m) % m;
    out.push(i % 2 === 1 ? [a, b] : [b, a]);
  }
  return out;
}

function roundRobin(t: Tournament, n: number, active: PairId[]): Result<Round> {
  if (t.rounds.some((r) => r.system !== 'round-robin')) {
    const other = t.rounds.find((r) => r.system !== 'round-robin')!;
    return { ok: false, error: terr('tournament/round-robin-changed', `round ${n}: a round robin runs from round 1; round ${other.round} was paired ${other.system}`, 'system', undefined, { say: 'other', round: n, other: other.round, system: other.system }) };
  }
  const roster = t.pairs.filter((p) => p.fromRound === 1).map((p) => p.id);
  const late = active.filter((id) => !roster.includes(id));
  if (late.length) return { ok: false, error: terr('tournament/round-robin-changed', `round ${n}: pair ${late.join(', ')} entered after round 1 and has no place in the round robin's Berger table; pair this round swiss or updown`, 'system', undefined, { say: 'late', round: n, id: late.join(', ') }) };
  const size = roster.length % 2 === 0 ? roster.length : roster.length + 1;
  if (n > size - 1) return { ok: false, error: terr('tournament/round-robin-complete', `round ${n}: the round robin of ${roster.length} pairs has ${size - 1} rounds, all paired`, 'rounds', undefined, { say: 'count', round: n, pairs: roster.length, rounds: size - 1 }) };
  const live = new Set(active);
  const at: [PairId, PairId][] = [];
  const byes: PairId[] = [];
  for (const [a, b] of bergerRound(size, n - 1)) {
    const A = liveAt(roster, a, live);
    const B = liveAt(roster, b, live);
    if (A && B) at.push([A, B]);
    else if (A) byes.push(A);
    else if (B) byes.push(B);
  }
  return { ok: true, value: { round: n, system: 'round-robin', tables: tables(at), byes } };
}

/** The pair at place `i` of the roster, or null: no pair there (the dummy of an odd count) or it withdrew. */
function liveAt(roster: readonly PairId[], i: number, live: ReadonlySet<PairId>): PairId | null {
  const id = roster[i];
  return id !== undefined && live.has(id) ? id : null;
}

/**
 * The pair to get the bye: among the pairs with the fewest byes, the lowest in `ranked` (best first).
 * @returns the candidates in the order they are tried: lowest-ranked first.
 */
export function byeCandidates(ranked: readonly PairId[], byes: ReadonlyMap<PairId, number>): PairId[] {
  const min = Math.min(...ranked.map((id) => byes.get(id) ?? 0));
  return ranked.filter((id) => (byes.get(id) ?? 0) === min).reverse();
}

/** The budget of each search of a Swiss round (steps: pairings tried); beyond it the best round found so far is taken. */
export const SWISS_SEARCH_BUDGET = 50_000;

/**
 * Pairs `ranked` (best first, an even count) top-down: the highest unpaired pair meets the next
 * one it has not met, backtracking when the rest cannot be paired without a rematch.
 * @returns the tables, or null when every pairing has a rematch (or the budget ran out).
 */
export function pairWithoutRematch(ranked: readonly PairId[], met: ReadonlyMap<PairId, ReadonlySet<PairId>>, budget = { steps: SWISS_SEARCH_BUDGET }): [PairId, PairId][] | null {
  const free = ranked.slice();
  const out: [PairId, PairId][] = [];
  const go = (): boolean => {
    if (free.length === 0) return true;
    if (--budget.steps < 0) return false;
    const p = free.shift()!;
    // (each turn puts `free` back as it was, so the walk sees every pair once)
    for (const [i, q] of free.entries()) {
      if (met.get(p)?.has(q)) continue;
      free.splice(i, 1);
      out.push([p, q]);
      if (go()) return true;
      out.pop();
      free.splice(i, 0, q);
      if (budget.steps < 0) break;
    }
    free.unshift(p);
    return false;
  };
  return go() ? out : null;
}

/**
 * When every round has a rematch: the pairing with the fewest rematches, top-down as above (branch
 * and bound: the first found of each cost is kept, a branch is cut as soon as it costs as much as
 * the best so far). Past the budget, the best found so far.
 * @returns the tables and their number of rematches.
 */
export function pairFewestRematches(ranked: readonly PairId[], met: ReadonlyMap<PairId, ReadonlySet<PairId>>, budget = { steps: SWISS_SEARCH_BUDGET }): { tables: [PairId, PairId][]; rematches: number } {
  const free = ranked.slice();
  const out: [PairId, PairId][] = [];
  let best: [PairId, PairId][] = [];
  let bestCost = Infinity;
  const go = (cost: number): void => {
    if (cost >= bestCost) return;
    if (free.length === 0) {
      best = out.slice();
      bestCost = cost;
      return;
    }
    if (--budget.steps < 0 && bestCost < Infinity) return;
    const p = free.shift()!;
    const seen = met.get(p);
    // Opponents not met first, in ranking order; then those met.
    for (const rematch of [false, true]) {
      for (const [i, q] of free.entries()) {
        if ((seen?.has(q) ?? false) !== rematch) continue;
        free.splice(i, 1);
        out.push([p, q]);
        go(cost + (rematch ? 1 : 0));
        out.pop();
        free.splice(i, 0, q);
        if (bestCost === 0 || (budget.steps < 0 && bestCost < Infinity)) break;
      }
      if (bestCost === 0 || (budget.steps < 0 && bestCost < Infinity)) break;
    }
    free.unshift(p);
  };
  go(0);
  return { tables: best, rematches: bestCost };
}

/** Active pairs ranked as the standings rank them now (ties: registration order). */
export function ranking(t: Tournament, active: readonly PairId[]): PairId[] {
  const live = new Set(active);
  return computeStandings(t).rows.map((r) => r.pair).filter((id) => live.has(id));
}

function swiss(t: Tournament, n: number, active: PairId[]): Round {
  const ranked = ranking(t, active);
  const met = meetings(t);
  const byes = byeCounts(t);
  const budget = { steps: SWISS_SEARCH_BUDGET };
  const candidates: (PairId | null)[] = ranked.length % 2 === 0 ? [null] : byeCandidates(ranked, byes);
  for (const bye of candidates) {
    const rest = bye === null ? ranked : ranked.filter((id) => id !== bye);
    const found = pairWithoutRematch(rest, met, budget);
    if (found) return { round: n, system: 'swiss', tables: tables(found), byes: bye === null ? [] : [bye] };
  }
  // No round without a rematch: the fewest rematches, over the same bye candidates.
  let best: { bye: PairId | null; tables: [PairId, PairId][]; rematches: number } | null = null;
  const budget2 = { steps: SWISS_SEARCH_BUDGET };
  for (const bye of candidates) {
    const found = pairFewestRematches(bye === null ? ranked : ranked.filter((id) => id !== bye), met, budget2);
    if (!best || found.rematches < best.rematches) best = { bye, ...found };
  }
  return { round: n, system: 'swiss', tables: tables(best!.tables), byes: best!.bye === null ? [] : [best!.bye] };
}

/**
 * The ladder for "table up, table down": after round k with tables 1…T, table t of round k + 1
 * holds the loser of table t − 1 and the winner of table t + 1; table 1 the winners of tables 1 and
 * 2; the last table the losers of the last two. As a list: w1, w2, l1, w3, l2, …, wT, l(T−1), lT.
 * Pairs that had a bye, and late entries, join at the bottom; withdrawn pairs leave.
 * @returns the ladder, or `tournament/round-incomplete` when a table of the last round has no result.
 */
export function ladder(t: Tournament, active: readonly PairId[]): Result<PairId[]> {
  const prev = t.rounds[t.rounds.length - 1];
  const order: PairId[] = [];
  if (prev) {
    // table t gives w(t) then l(t − 1): w1, w2, l1, w3, l2, …, wT, l(T−1); then lT
    let loserAbove: PairId | null = null;
    for (const p of prev.tables) {
      const res = t.results[resultKey(prev.round, p.table)];
      if (!res) return incomplete(t, prev, openTables(t, prev));
      order.push(res.winner);
      if (loserAbove !== null) order.push(loserAbove);
      loserAbove = res.winner === p.A ? p.B : p.A;
    }
    if (loserAbove !== null) order.push(loserAbove);
    order.push(...prev.byes);
  }
  const live = new Set(active);
  const kept = order.filter((id) => live.has(id));
  const seen = new Set(kept);
  for (const p of t.pairs) if (live.has(p.id) && !seen.has(p.id)) kept.push(p.id);
  return { ok: true, value: kept };
}

function updown(t: Tournament, n: number, active: PairId[]): Result<Round> {
  const lad = ladder(t, active);
  if (!lad.ok) return lad;
  // an odd count: a bye for the first candidate (there is one: the ladder is not empty)
  const [bye = null] = lad.value.length % 2 === 1 ? byeCandidates(lad.value, byeCounts(t)) : [];
  const at: [PairId, PairId][] = [];
  let waiting: PairId | null = null;
  for (const id of lad.value) {
    if (id === bye) continue;
    if (waiting === null) waiting = id;
    else {
      at.push([waiting, id]);
      waiting = null;
    }
  }
  return { ok: true, value: { round: n, system: 'updown', tables: tables(at), byes: bye === null ? [] : [bye] } };
}
