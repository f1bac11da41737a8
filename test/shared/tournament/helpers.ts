/** Builders for the tournament tests: tournaments, results typed by hand, short real matches. */
import type { MatchRecord, Score } from '../../../shared/types.js';
import {
  applyEvent, createTournament, handResult, pairNextRound, resultFromMatch, forfeitResult,
  type PairingSystem, type Round, type TableResult, type Tournament, type TournamentEvent, type TournamentSettings,
} from '../../../shared/tournament/index.js';

export const SETTINGS: TournamentSettings = { name: 'Championship night', date: '2026-11-27', rules: 'ffmus', rounds: 9, system: 'swiss' };

/** Applies events, failing the test on a refusal. */
export function apply(t: Tournament, ...events: TournamentEvent[]): Tournament {
  for (const e of events) {
    const r = applyEvent(t, e);
    if (!r.ok) throw new Error(`${e.type}: ${r.error.message} (${r.error.code})`);
    t = r.value;
  }
  return t;
}

/** A tournament with `n` pairs p01…pNN (teams "Team 1"…). */
export function withPairs(n: number, settings: Partial<TournamentSettings> = {}): Tournament {
  const c = createTournament({ ...SETTINGS, ...settings });
  if (!c.ok) throw new Error(c.error.message);
  let t = c.value;
  for (let i = 1; i <= n; i++) t = apply(t, addPair(i));
  return t;
}

export function pid(i: number): string {
  return `p${String(i).padStart(2, '0')}`;
}

export function addPair(i: number, club: string | null = `Club ${i % 5}`): TournamentEvent {
  return { type: 'add-pair', pair: { id: pid(i), team: `Team ${i}`, players: [`Player ${i}a`, `Player ${i}b`], club } };
}

/** Pairs the next round with `system` and records it. */
export function pairRound(t: Tournament, system?: PairingSystem): [Tournament, Round] {
  const r = pairNextRound(t, system);
  if (!r.ok) throw new Error(`${r.error.message} (${r.error.code})`);
  return [apply(t, { type: 'pair-round', round: r.value }), r.value];
}

/**
 * Manche scores of a match `winner` wins (FFMus: 3 manches of 40), the loser taking `lost` manches
 * (0 to 2) and the points given in each manche it lost.
 */
export function manchesFor(winner: 'A' | 'B', lost: number, loserPoints: number[], target = 40, toWin = 3): Score[] {
  const out: Score[] = [];
  const loser = winner === 'A' ? 'B' : 'A';
  let k = 0;
  for (let i = 0; i < lost; i++) out.push({ [loser]: target, [winner]: (i * 7 + 5) % target } as Score);
  for (let i = 0; i < toWin; i++) out.push({ [winner]: target, [loser]: Math.min(target - 1, loserPoints[k++] ?? 0) } as Score);
  return out;
}

export const BY = { who: 'Arbitre', why: 'played on paper' };

/** A result typed by hand for a table. */
export function hand(t: Tournament, round: number, table: number, manches: Score[]): TableResult {
  const r = handResult(t, round, table, manches, BY);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function forfeit(t: Tournament, round: number, table: number, absent: string): TableResult {
  const r = forfeitResult(t, round, table, absent, { who: 'Arbitre', why: 'absent at the call' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * A real `mus-match/1` record, one accepted hordago at grande per manche: `winners[i]` wins manche i
 * 40-0 (the first team to win `manchesToWin` manches wins the match).
 */
export function ordagoMatch(winners: ('A' | 'B')[], teams?: { A: string; B: string }): MatchRecord {
  const low = [['1', '2', '4', '5'], ['4', '5', '6', '7'], ['6', '7', '10', '11']];
  const deals = winners.map((w, i) => {
    const esku = i % 4;
    const seat = (esku % 2 === 0) === (w === 'A') ? esku : (esku + 1) % 4;
    const hands: string[][] = [];
    let k = 0;
    for (let s = 0; s < 4; s++) hands.push(s === seat ? ['12', '12', '12', '12'] : low[k++]!);
    return { actions: [{ phase: 'grande' as const, seat: esku, act: 'ordago' as const }, { phase: 'grande' as const, seat: (esku + 1) % 4, act: 'see' as const }], hands };
  });
  const m: MatchRecord = { format: 'mus-match/1', rules: 'ffmus', deals };
  if (teams) m.teams = teams;
  return m;
}

/** The result of a table from a real match record. */
export function fromMatch(t: Tournament, round: number, table: number, match: MatchRecord): TableResult {
  const r = resultFromMatch(t, round, table, match);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A small deterministic PRNG (mulberry32, test/helpers/prng.ts). */
export { mulberry32 as rng } from '../../helpers/prng.js';

/** A random valid result (by hand) for every table of the last round. */
export function playRound(t: Tournament, rand: () => number): Tournament {
  const round = t.rounds[t.rounds.length - 1]!;
  for (const p of round.tables) {
    const w = rand() < 0.5 ? 'A' : 'B';
    const lost = Math.floor(rand() * 3);
    const ms = manchesFor(w, lost, [Math.floor(rand() * 40), Math.floor(rand() * 40), Math.floor(rand() * 40)]);
    t = apply(t, { type: 'result', result: hand(t, round.round, p.table, ms) });
  }
  return t;
}
