/**
 * Engine benchmarks (issue: the rules engine): hand evaluation for the five phases, full settlement
 * of random legal deals from record to ledger (validation included), and the replay of a match of
 * 10,000 deals. Medians; ratios against a straightforward evaluator run in the same process.
 */
import { bestSeat, codeOfRanks, evalHand, PRESETS, replayMatch, settleRecord, tablesFor, type DealRecord } from '../shared/index.js';
import { bestSeatsIn, FIVE_PHASES, type EvalHand } from '../shared/cards/evaluate.js';
import { rankIndex } from '../shared/cards/cards.js';
import { mulberry32, randomDeal, randomHands } from '../test/helpers/random-deal.js';
import { randomMatch } from '../test/helpers/random-match.js';
import { refWinner } from '../test/helpers/reference-eval.js';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, loadText, median, rate, type BenchRow } from './harness.js';
import { ROOT } from '../test/e2e/harness.js';
import { itemAt } from '../test/helpers/item-at.js';

const N = 4096;

/** Random four-hand deals as rank indices (16 per deal). */
function rankDeals(): Uint8Array {
  const rng = mulberry32(7);
  const out = new Uint8Array(N * 16);
  for (let d = 0; d < N; d++) {
    const hs = randomHands(rng);
    for (let s = 0; s < 4; s++) for (let c = 0; c < 4; c++) out[d * 16 + s * 4 + c] = rankIndex(Number(itemAt(hs, s)[c]), 8);
  }
  return out;
}

const JUEGO = new Int8Array(41);
[33, 34, 35, 36, 37, 40, 32, 31].forEach((p, i) => { JUEGO[p] = i + 1; });

/**
 * The winners of the five phases of each deal (seat 0 is the esku), five per deal in the order grande,
 * chica, pares, juego, punto; -1 where nobody has pares or juego. Filled by the evaluators below when
 * asked (the check before timing), not while timed.
 */
type Winners = Int8Array;
const PHASES = ['grande', 'chica', 'pares', 'juego', 'punto'] as const;

/**
 * Fast path: table lookups; returns the sum of winners so the work is not optimised away. A read
 * past a typed array's end is 0, as in the engine (`shared/cards/evaluate.ts`: no hand).
 */
function evalFast(deals: Uint8Array, out?: Winners): number {
  const t = tablesFor(PRESETS.ffmus);
  const g = t.grande, ch = t.chica, pa = t.pares, pts = t.points;
  let acc = 0;
  const codes = [0, 0, 0, 0];
  for (let d = 0; d < N; d++) {
    const o = d * 16;
    for (let s = 0; s < 4; s++) codes[s] = codeOfRanks(deals[o + s * 4] ?? 0, deals[o + s * 4 + 1] ?? 0, deals[o + s * 4 + 2] ?? 0, deals[o + s * 4 + 3] ?? 0);
    let bg = 0, kg = -1, bc = 0, kc = -1, bp = -1, kp = 0, bj = -1, kj = 0, bt = 0, kt = -1;
    for (let s = 0; s < 4; s++) {
      const c = codes[s] ?? 0;
      const kgs = g[c] ?? 0, kcs = ch[c] ?? 0, kps = pa[c] ?? 0;
      if (kgs > kg) { kg = kgs; bg = s; }
      if (kcs > kc) { kc = kcs; bc = s; }
      if (kps > kp) { kp = kps; bp = s; }
      const p = pts[c] ?? 0;
      const j = p >= 31 ? JUEGO[p] ?? 0 : 0;
      if (j > kj) { kj = j; bj = s; }
      if (p > kt) { kt = p; bt = s; }
    }
    if (out) out.set([bg, bc, bp, bj, bt], d * 5);
    acc += bg + bc + bp + (bj >= 0 ? bj : bt);
  }
  return acc;
}

/** A straightforward evaluator: sort each hand, compare arrays, count pairs with a Map. */
function evalNaive(deals: Uint8Array, out?: Winners): number {
  const VAL = [1, 2, 3, 4, 5, 6, 7, 10, 10, 10];
  const cmp = (a: number[], b: number[]) => { for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return itemAt(a, i) - itemAt(b, i); return 0; };
  const paresKey = (h: number[]) => {
    const m = new Map<number, number>();
    for (const r of h) m.set(r, (m.get(r) ?? 0) + 1);
    const groups = [...m.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[0] - a[0]);
    if (groups.length === 2 || (groups.length === 1 && itemAt(groups, 0)[1] === 4)) return [3, itemAt(groups, 0)[0], (groups[1] ?? itemAt(groups, 0))[0]];
    if (groups.length === 1) return [itemAt(groups, 0)[1] === 3 ? 2 : 1, itemAt(groups, 0)[0], 0];
    return [0, 0, 0];
  };
  const order = [31, 32, 40, 37, 36, 35, 34, 33];
  let acc = 0;
  for (let d = 0; d < N; d++) {
    const hands: number[][] = [];
    for (let s = 0; s < 4; s++) hands.push(Array.from(deals.subarray(d * 16 + s * 4, d * 16 + s * 4 + 4)));
    const desc = hands.map((h) => [...h].sort((a, b) => b - a));
    const asc = hands.map((h) => [...h].sort((a, b) => a - b));
    let bg = 0, bc = 0, bp = 0, bj = -1, bt = 0;
    const pk = hands.map(paresKey);
    const pt = hands.map((h) => h.reduce((x, r) => x + itemAt(VAL, r), 0));
    for (let s = 1; s < 4; s++) {
      if (cmp(itemAt(desc, s), itemAt(desc, bg)) > 0) bg = s;
      if (cmp(itemAt(asc, s), itemAt(asc, bc)) < 0) bc = s;
      if (cmp(itemAt(pk, s), itemAt(pk, bp)) > 0) bp = s;
      if (itemAt(pt, s) > itemAt(pt, bt)) bt = s;
    }
    for (let s = 0; s < 4; s++) {
      if (itemAt(pt, s) < 31) continue;
      if (bj < 0 || order.indexOf(itemAt(pt, s)) < order.indexOf(itemAt(pt, bj))) bj = s;
    }
    if (itemAt(pk, bp)[0] === 0) bp = -1;
    if (out) out.set([bg, bc, bp, bj, bt], d * 5);
    acc += bg + bc + bp + (bj >= 0 ? bj : bt);
  }
  return acc;
}

/** A long match: `n` deals of random legal play, manche after manche (`test/helpers/random-match.ts`). */
export function __longMatch(n: number): unknown { return randomMatch(n); }

/**
 * Checks, before anything is timed, that both timed evaluators name the same winner as the reference
 * evaluator written from the rules (`test/helpers/reference-eval.ts`) at each of the five phases, and
 * so does the engine's own `evalHand` + `bestSeat`, on
 * the first `sample` deals (1,024 by default: 5,120 winners; a sum of winners, as compared before,
 * could hide two errors that cancel out).
 * @returns the number of (deal, phase) winners compared.
 */
export function checkEvaluators(deals: Uint8Array, sample = 1024): number {
  const fast = new Int8Array(N * 5);
  const naive = new Int8Array(N * 5);
  evalFast(deals, fast);
  evalNaive(deals, naive);
  const LABEL = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];
  const SEATS = [0, 1, 2, 3];
  const tables = tablesFor(PRESETS.ffmus);
  let compared = 0;
  for (let d = 0; d < Math.min(sample, N); d++) {
    const hands = [0, 1, 2, 3].map((s) => Array.from(deals.subarray(d * 16 + s * 4, d * 16 + s * 4 + 4), (r) => String(LABEL[r])));
    const engine = hands.map((h) => evalHand(h, PRESETS.ffmus));
    PHASES.forEach((phase, i) => {
      const want = refWinner(phase, hands, 0, PRESETS.ffmus);
      const got: [string, number][] = [['fast', itemAt(fast, d * 5 + i)], ['straightforward', itemAt(naive, d * 5 + i)], ['engine (bestSeat)', bestSeat(phase, engine, SEATS, tables)]];
      for (const [name, seat] of got) {
        if (seat !== want) throw new Error(`${name} evaluator: deal ${d} (${hands.map((h) => h.join(' ')).join(' / ')}), ${phase}: seat ${seat}, the reference says seat ${want}`);
      }
      compared++;
    });
  }
  return compared;
}

/** The engine's own hands of each deal (`evalHand` of the ranks' cards), four per deal. */
function engineHands(deals: Uint8Array): EvalHand[][] {
  const LABEL = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];
  return Array.from({ length: N }, (_, d) => [0, 1, 2, 3].map((s) => evalHand(Array.from(deals.subarray(d * 16 + s * 4, d * 16 + s * 4 + 4), (r) => String(LABEL[r])), PRESETS.ffmus)));
}

/** CPU time of a match's replays in a process of their own (`bench/replay-child.ts`), in ms. */
function replayChild(file: string, mode: 'keep' | 'drop'): { cpuMs: number[]; gcPauseMs: number[]; manches: number } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/replay-child.ts', file, mode], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bench/replay-child.ts ${mode}: exit ${r.status}: ${r.stderr.slice(0, 300)}`);
  return JSON.parse(r.stdout) as { cpuMs: number[]; gcPauseMs: number[]; manches: number };
}

/**
 * The replay figure: `replayMatch` of the match, every deal's settlement kept, CPU time, median of
 * the replays of three processes of its own that read the match from a file (the state of a user's
 * process: `mus replay`, the app opening a match). In the same rounds (keep, drop, keep, drop …), the
 * same replay with an `onDeal` that keeps nothing: the difference is what keeping costs (the
 * collector copying and marking what is kept), shown with the collector's pauses. Then the replay
 * in this process, after the figures above: V8 decides once per allocation site whether its
 * objects are made straight in the old generation, from how many of them outlived a young
 * collection; the settlement figures' deals all die young, so here every kept object is copied.
 */
function replayFigures(match: unknown): { keep: number; note: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mus-bench-replay-'));
  const file = join(dir, 'match.json');
  writeFileSync(file, JSON.stringify(match));
  const keep: number[] = [];
  const drop: number[] = [];
  const keepPauses: number[] = [];
  const dropPauses: number[] = [];
  let manches = 0;
  try {
    for (let round = 0; round < 3; round++) {
      const k = replayChild(file, 'keep');
      keep.push(...k.cpuMs);
      keepPauses.push(...k.gcPauseMs);
      manches = k.manches;
      const d = replayChild(file, 'drop');
      drop.push(...d.cpuMs);
      dropPauses.push(...d.gcPauseMs);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const here: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t0 = cpuMs();
    const r = replayMatch(match);
    here.push(cpuMs() - t0);
    if (!r.ok) throw new Error(r.error.message);
  }
  const k = median(keep);
  const d = median(drop);
  const f = (x: number) => x.toFixed(1);
  return {
    keep: k,
    note: `${manches} manches; median of ${keep.length} replays in 3 processes of their own; CPU time, the collector's threads included (a loaded machine slows CPU time too, less than wall time: read it with the load); `
      + `the collector's pauses ${f(median(keepPauses))} ms; the same replay keeping nothing (an onDeal, same rounds): ${f(d)} ms, pauses ${f(median(dropPauses))} ms, so keeping every deal costs ${f(k - d)} ms; `
      + `in this process after the figures above: ${f(median(here))} ms; ${loadText()}`,
  };
}

export async function run(): Promise<BenchRow[]> {
  const deals = rankDeals();
  checkEvaluators(deals);
  const fast = rate(() => { evalFast(deals); return N; });
  const naive = rate(() => { evalNaive(deals); return N; });

  // the five winners of a deal on the engine's own tables: one pass (bestSeatsIn) against five bestSeat calls
  const hands = engineHands(deals);
  const tables = tablesFor(PRESETS.ffmus);
  const SEATS = [0, 1, 2, 3];
  const ALL = Int32Array.of(15, 15, 15, 15, 15);
  const won = new Int8Array(5);
  for (let d = 0; d < 256; d++) {
    bestSeatsIn(itemAt(hands, d), SEATS, ALL, tables, won);
    FIVE_PHASES.forEach((p, i) => { if (won[i] !== bestSeat(p, itemAt(hands, d), SEATS, tables)) throw new Error(`bestSeatsIn, deal ${d}, ${p}: seat ${won[i]}, bestSeat says ${bestSeat(p, itemAt(hands, d), SEATS, tables)}`); });
  }
  const onePass = rate(() => { let a = 0; for (const h of hands) a += (bestSeatsIn(h, SEATS, ALL, tables, won)[0] ?? 0); return a >= 0 ? N : 0; });
  const fiveCalls = rate(() => { let a = 0; for (const h of hands) for (const p of FIVE_PHASES) a += bestSeat(p, h, SEATS, tables); return a >= 0 ? N : 0; });

  const rng = mulberry32(3);
  const records: DealRecord[] = Array.from({ length: 2000 }, () => randomDeal(rng, { lieRate: 0.05, randomScore: true }));
  const texts = records.map((r) => JSON.stringify(r));
  const settleRate = rate(() => { for (const r of records) settleRecord(r); return records.length; });
  const parseSettleRate = rate(() => { for (const t of texts) settleRecord(JSON.parse(t)); return texts.length; });

  const replay = replayFigures(randomMatch(10_000));
  const load = loadText();
  return [
    { name: 'the five winners of a deal on the engine\'s tables, one pass (bestSeatsIn)', value: onePass, unit: 'deals/s', ratio: { value: onePass / fiveCalls, against: `five bestSeat calls (${Math.round(fiveCalls).toLocaleString('en-US')} deals/s)` }, note: load },
    { name: 'evaluation: four-hand deals, winners of all five phases', value: fast, unit: 'deals/s', goal: '≥ 2,000,000', met: fast >= 2e6, ratio: { value: fast / naive, against: `straightforward evaluator (${Math.round(naive).toLocaleString('en-US')} deals/s)` } },
    { name: 'settlement: random legal deals, record to ledger (validation included)', value: settleRate, unit: 'deals/s', goal: '≥ 300,000', met: settleRate >= 3e5, ratio: { value: settleRate / naive, against: 'the straightforward evaluator of the same run (machine-speed reference)' }, note: `${records.length} records, 5% false declarations; CPU time; ${load}` },
    { name: 'settlement from JSON text (JSON.parse + settle)', value: parseSettleRate, unit: 'deals/s', ratio: { value: parseSettleRate / settleRate, against: 'settlement of parsed records' } },
    { name: 'replay of a 10,000-deal match, every deal kept (replayMatch, in process)', value: replay.keep, unit: 'ms', goal: '≤ 50', met: replay.keep <= 50, ratio: { value: replay.keep / (10_000 / settleRate * 1000), against: 'settling 10,000 single deals at the rate above' }, note: replay.note },
  ];
}
