/**
 * Storage benchmarks (issue #5): latency of one durable append (write + fdatasync) and of one
 * action through TableSession with its journal; recovery of a 10,000-record journal; opening a
 * library of 1,000 matches. Baselines in the same process: appends without a flush, actions without
 * a journal, parsing without replaying. Everything runs in a temporary folder (removed after).
 * The disk matters: the figures hold for the disk of the machine that ran them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromMatchRecord, type MatchEntry, type MatchRecord } from '../shared/index.js';
import { TableSession } from '../shared/session/table-session.js';
import type { JournalInput } from '../shared/session/journal-records.js';
import { encodeLine, JOURNAL_FORMAT, parseJournal } from '../src-main/journal/codec.js';
import { JournalWriter, type SyncMode } from '../src-main/journal/journal-writer.js';
import { openJournal } from '../src-main/journal/open-journal.js';
import { MatchLibrary } from '../src-main/library/library.js';
import { median, percentile, type BenchRow } from './harness.js';
import { itemAt } from '../test/helpers/item-at.js';

const full = (JSON.parse(readFileSync(new URL('../test/fixtures/match-ffmus-full.json', import.meta.url), 'utf8')) as { record: MatchRecord }).record;
const live = (() => {
  const m = fromMatchRecord(full);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
})();
const plan = live.log;
const created = '2026-11-22T10:00:00.000Z';
const ms = (x: number) => Number(x.toPrecision(3));

/** Latency of each append (ms), for a sync mode. */
function appendLatencies(dir: string, sync: SyncMode, n: number): number[] {
  const w = JournalWriter.create(join(dir, `append-${sync}.musj`), { format: JOURNAL_FORMAT, id: 'b', created }, { sync });
  w.append({ t: 'setup', setup: live.setup, id: 'b', created });
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const rec: JournalInput = { t: 'entry', entry: itemAt(plan, i % plan.length), source: 'keyboard' };
    const t0 = performance.now();
    w.append(rec);
    out.push(performance.now() - t0);
  }
  w.close();
  return out;
}

/** Latency of each action through a TableSession (engine + journal), over the whole example match. */
function sessionLatencies(dir: string, journal: boolean, rounds: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const id = `s${journal ? 'j' : 'n'}${r}`;
    const w = journal ? JournalWriter.create(join(dir, `${id}.musj`), { format: JOURNAL_FORMAT, id, created }) : null;
    const s = TableSession.create(live.setup, { id, created, journal: w });
    for (const e of plan) {
      const t0 = performance.now();
      s.entry(e, 'keyboard');
      out.push(performance.now() - t0);
    }
    w?.close();
  }
  return out;
}

/** Writes a journal of `records` records directly (fast: no flush per line). */
function writeRecords(path: string, id: string, recs: JournalInput[]): void {
  const lines = [encodeLine({ format: JOURNAL_FORMAT, id, created })];
  recs.forEach((r, seq) => lines.push(encodeLine({ seq, ...r } as never)));
  writeFileSync(path, Buffer.concat(lines));
}

/** The example match with undo/redo pairs spread through it, 10,000 records in all. */
function churnRecords(total: number): JournalInput[] {
  const recs: JournalInput[] = [{ t: 'setup', setup: live.setup, id: 'r', created }];
  const pairs = Math.floor((total - 1 - plan.length) / 2);
  let done = 0;
  plan.forEach((e, i) => {
    recs.push({ t: 'entry', entry: e, source: 'keyboard' });
    const due = Math.floor(((i + 1) * pairs) / plan.length);
    for (; done < due; done++) recs.push({ t: 'undo', source: 'keyboard' }, { t: 'redo', source: 'keyboard' });
  });
  while (recs.length < total) recs.push({ t: 'undo', source: 'keyboard' });
  return recs.slice(0, total);
}

/** A log of at least `total` entries: the example match with mus rounds (4 mus, 4 discards) at the start of each deal. */
function musRoundsRecords(total: number): JournalInput[] {
  const rounds = Math.ceil((total - plan.length) / 8);
  const entries: MatchEntry[] = [];
  let esku = full.esku ?? 0;
  for (const [i, d] of full.deals.entries()) {
    const here = Math.floor(rounds / full.deals.length) + (i < rounds % full.deals.length ? 1 : 0);
    for (let r = 0; r < here; r++) {
      for (let k = 0; k < 4; k++) entries.push({ type: 'action', action: { phase: 'mus', seat: (esku + k) % 4, act: 'mus' } });
      for (let k = 0; k < 4; k++) entries.push({ type: 'action', action: { phase: 'mus', seat: (esku + k) % 4, act: 'discard', count: 2 } });
    }
    for (const a of d.actions) entries.push({ type: 'action', action: a });
    if (d.hands) entries.push({ type: 'hands', hands: d.hands });
    esku = (esku + 1) % 4;
  }
  return [{ t: 'setup', setup: live.setup, id: 'r', created }, ...entries.map((entry): JournalInput => ({ t: 'entry', entry, source: 'keyboard' }))];
}

function timeIt(fn: () => void, runs: number): number[] {
  fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const TEAMS = ['Etxeberri / Dufau', 'Lasa / Irigoien', 'Peña / Ospital', 'Larralde / Etxart', 'Mendiburu / Haritz', 'Urruty / Elissalde', 'Bidart / Arrosa', 'Garat / Lafitte'];

/** A library of `n` matches: 7 in 10 finished, the others stopped part way. */
function buildLibrary(dataDir: string, n: number): void {
  const matches = join(dataDir, 'matches');
  mkdirSync(matches, { recursive: true });
  const body = plan.map((entry): JournalInput => ({ t: 'entry', entry, source: 'keyboard' }));
  for (let i = 0; i < n; i++) {
    const id = `m${String(i).padStart(4, '0')}`;
    const teams = { A: itemAt(TEAMS, i % TEAMS.length), B: itemAt(TEAMS, (i * 3 + 1) % TEAMS.length) };
    const setup = { ...live.setup, teams };
    const len = i % 10 < 7 ? body.length : 20 + ((i * 37) % (body.length - 40));
    writeRecords(join(matches, `${id}.musj`), id, [{ t: 'setup', setup, id, created: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString() }, ...body.slice(0, len)]);
  }
}

/** Runs the storage benchmarks. */
export async function run(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'mus-bench-journal-'));
  const rows: BenchRow[] = [];
  try {
    const N = 2000;
    const none = appendLatencies(dir, 'none', N);
    const fdatasync = appendLatencies(dir, 'fdatasync', N);
    const fsync = appendLatencies(dir, 'fsync', N);
    rows.push({ name: 'journal: append without flush (baseline, not crash-safe)', value: ms(median(none)), unit: 'ms', note: `p99 ${ms(percentile(none, 99))} ms, ${N} records` });
    rows.push({
      name: 'journal: append + fdatasync per record (what the app does)', value: ms(median(fdatasync)), unit: 'ms',
      ratio: { value: median(fdatasync) / median(none), against: 'append without flush' }, note: `p99 ${ms(percentile(fdatasync, 99))} ms, ${N} records`,
    });
    rows.push({
      name: 'journal: append + fsync per record', value: ms(median(fsync)), unit: 'ms',
      ratio: { value: median(fsync) / median(fdatasync), against: 'fdatasync' }, note: `p99 ${ms(percentile(fsync, 99))} ms`,
    });
    const bare = sessionLatencies(dir, false, 5);
    const journaled = sessionLatencies(dir, true, 3);
    rows.push({ name: 'session: one action, engine only (no journal)', value: ms(median(bare)), unit: 'ms', note: `p99 ${ms(percentile(bare, 99))} ms` });
    rows.push({
      name: 'session: one action, engine + durable journal (key press to acknowledged)', value: ms(median(journaled)), unit: 'ms',
      ratio: { value: median(journaled) / median(bare), against: 'engine only' }, note: `p99 ${ms(percentile(journaled, 99))} ms, ${journaled.length} actions`,
    });

    const churn = join(dir, 'churn.musj');
    writeRecords(churn, 'r', churnRecords(10_000));
    const mus = join(dir, 'mus.musj');
    const musRecs = musRoundsRecords(10_000);
    writeRecords(mus, 'r', musRecs);
    const parseOnly = timeIt(() => parseJournal(readFileSync(mus)), 7);
    rows.push({ name: 'recovery: read + check 10,000 records, no replay (baseline)', value: ms(median(parseOnly)), unit: 'ms' });
    const tChurn = timeIt(() => { const o = openJournal(churn, { mode: 'read' }); if (!o.session) throw new Error('churn'); }, 7);
    rows.push({
      name: 'recovery: 10,000-record journal (the example match with undo/redo: 415-entry log)', value: ms(median(tChurn)), unit: 'ms',
      goal: '≤ 200', met: median(tChurn) <= 200, note: '7 runs',
    });
    const tMus = timeIt(() => { const o = openJournal(mus, { mode: 'read' }); if ((o.session?.match.log.length ?? 0) < 10_000) throw new Error(`mus: ${o.problems[0]?.message}`); }, 7);
    rows.push({
      name: `recovery: 10,000-action journal (${musRecs.length - 1}-entry log: mus rounds in every deal)`, value: ms(median(tMus)), unit: 'ms',
      goal: '≤ 200', met: median(tMus) <= 200, ratio: { value: median(tMus) / median(parseOnly), against: 'read + check without replay' },
      note: 'the rest is the engine replaying the log (replayLog)',
    });

    const libDir = join(dir, 'lib');
    buildLibrary(libDir, 1000);
    const tCold = timeIt(() => {
      rmSync(join(libDir, 'library-index.json'), { force: true });
      if (new MatchLibrary(libDir).list().length !== 1000) throw new Error('cold');
    }, 3);
    const tWarm = timeIt(() => { if (new MatchLibrary(libDir).list().length !== 1000) throw new Error('warm'); }, 9);
    rows.push({
      name: 'library: open 1,000 matches and list them (summary cache in place)', value: ms(median(tWarm)), unit: 'ms', goal: '≤ 500', met: median(tWarm) <= 500,
      note: '9 runs; readdir + stat of every journal + the cache file',
    });
    rows.push({
      name: 'library: open 1,000 matches with no cache (first start, or cache lost)', value: ms(median(tCold)), unit: 'ms',
      ratio: { value: median(tCold) / median(tWarm), against: 'with cache' }, note: '3 runs; replays every match, then writes the cache',
    });
    const lib = new MatchLibrary(libDir);
    lib.list();
    const tSearch = timeIt(() => lib.list({ text: 'irigoien', status: 'finished' }), 9);
    rows.push({ name: 'library: search 1,000 matches (text + status), cache warm in memory', value: ms(median(tSearch)), unit: 'ms', note: 'includes the stat of every journal' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
