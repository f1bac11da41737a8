/**
 * Tournament benchmarks (issue 13): the standings of a night of 40 pairs × 9 Swiss rounds (180
 * results) recomputed from scratch — goal ≤ 10 ms, median of CPU time — with the ratio against a
 * straightforward recompute measured in the same run (each pair scans every result; Buchholz and
 * head-to-head by scanning again). Also, for scale: the whole file folded (every event checked) with
 * hand results, and with a real 24-deal match record embedded at every table (each replayed).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { computeStandings, foldFile, toFile, type Tournament, type TournamentFile } from '../shared/tournament/index.js';
import type { MatchRecord } from '../shared/types.js';
import { apply, pairRound, playRound, rng, withPairs } from '../test/shared/tournament/helpers.js';
import { cpuMs, median, type BenchRow } from './harness.js';

const PAIRS = 40;
const ROUNDS = 9;

/** A night of 40 pairs and 9 Swiss rounds, every table with a result typed by hand. */
export function night(): Tournament {
  let t = withPairs(PAIRS, { rounds: ROUNDS, system: 'swiss' });
  const rand = rng(2026);
  for (let k = 0; k < ROUNDS; k++) {
    [t] = pairRound(t);
    t = playRound(t, rand);
  }
  return t;
}

/** A straightforward recompute of the same standings, for the ratio. */
function naiveStandings(t: Tournament): { pair: string; v: number; m: number; p: number; h: number; b: number }[] {
  const all: { round: number; A: string; B: string; winner: string; manches: { A: number; B: number }[] }[] = [];
  for (const r of t.rounds) for (const p of r.tables) {
    const res = t.results[`${r.round}/${p.table}`];
    if (res) all.push({ round: r.round, A: p.A, B: p.B, winner: res.winner, manches: res.manches });
  }
  const line = (id: string) => {
    let v = 0, m = 0, p = 0;
    for (const r of t.rounds) if (r.byes.includes(id)) v++;
    for (const x of all) {
      if (x.A !== id && x.B !== id) continue;
      if (x.winner === id) { v++; continue; }
      const side = x.A === id ? 'A' : 'B';
      for (const ms of x.manches) {
        const wonBy = ms.A > ms.B ? 'A' : 'B';
        if (wonBy === side) m++;
        else p += ms[side];
      }
    }
    return { v, m, p };
  };
  const rows = t.pairs.map((q) => ({ pair: q.id, ...line(q.id), h: 0, b: 0 }));
  for (const r of rows) {
    for (const x of all) {
      if (x.A !== r.pair && x.B !== r.pair) continue;
      const opp = x.A === r.pair ? x.B : x.A;
      r.b += line(opp).v;
      const o = rows.find((y) => y.pair === opp)!;
      if (o.v === r.v && o.m === r.m && o.p === r.p && x.winner === r.pair) r.h++;
    }
  }
  return rows.sort((x, y) => y.v - x.v || y.m - x.m || y.p - x.p || y.h - x.h || y.b - x.b);
}

/** Median CPU milliseconds of one call of `fn`, over `samples` samples of at least `minMs` each. */
function msPerCall(fn: () => unknown, samples = 15, minMs = 30): number {
  fn();
  const per: number[] = [];
  for (let s = 0; s < samples; s++) {
    let n = 0;
    const t0 = cpuMs();
    let t = t0;
    while (t - t0 < minMs) {
      fn();
      n++;
      t = cpuMs();
    }
    per.push((t - t0) / n);
  }
  return median(per);
}

export async function run(): Promise<BenchRow[]> {
  const t = night();
  const results = Object.keys(t.results).length;
  // The two give the same order (checked before timing).
  const ours = computeStandings(t).rows.map((r) => r.pair);
  const ref = naiveStandings(t).map((r) => r.pair);
  if (ours.join() !== ref.join()) throw new Error('the naive standings disagree with computeStandings');

  const fast = msPerCall(() => computeStandings(t));
  const naive = msPerCall(() => naiveStandings(t), 7, 50);

  const file = JSON.parse(JSON.stringify(toFile(t))) as TournamentFile;
  const fold = msPerCall(() => foldFile(file), 7, 50);

  // Every table's result a real match record (the 24-deal fixture, teams left out): import replays them all.
  const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('../test/fixtures/match-ffmus-full.record.json', import.meta.url)), 'utf8')) as MatchRecord;
  delete fixture.teams;
  const withMatches = JSON.parse(JSON.stringify(file)) as TournamentFile;
  for (const e of withMatches.events) {
    if (e.type !== 'result') continue;
    const round = t.rounds[e.result.round - 1]!;
    const p = round.tables[e.result.table - 1]!;
    e.result = { round: e.result.round, table: e.result.table, winner: p.A, manches: [{ A: 16, B: 40 }, { A: 40, B: 16 }, { A: 18, B: 40 }, { A: 40, B: 36 }, { A: 40, B: 26 }], source: { kind: 'match', match: fixture } };
  }
  const check = foldFile(withMatches);
  if (!check.ok) throw new Error(check.error.message);
  const bytes = JSON.stringify(withMatches).length;
  const replayAll = msPerCall(() => foldFile(withMatches), 3, 1);

  return [
    {
      name: `standings of ${PAIRS} pairs × ${ROUNDS} rounds (${results} results) recomputed`, value: fast, unit: 'ms',
      goal: '≤ 10', met: fast <= 10, ratio: { value: naive / fast, against: `a straightforward recompute (${naive.toPrecision(3)} ms)` },
      note: 'median CPU time per recompute, 15 samples',
    },
    { name: 'the same night folded from its file (every event checked, hand results)', value: fold, unit: 'ms', note: `${file.events.length} events` },
    {
      name: `the night with a 24-deal match record at every table: import (every match replayed)`, value: replayAll, unit: 'ms',
      note: `${results} matches, ${(bytes / 1e6).toFixed(1)} MB of JSON`,
    },
  ];
}
