/**
 * A hub's restart (docs/hub.md "Figures", issue 25): the time from opening the hub folder to
 * listening again, in a fresh process, and that process's resident memory then, for
 * - a full night: 40 tables × 2 rounds, each a whole FFMus match as a table journals it (an undo
 *   and a redo every 13th entry), goal ≤ 1 s;
 * - a night of hostile guests: 40 tables of round 1 each filled up to the hub's quota
 *   (MAX_MATCH_RECORDS records and MAX_MATCH_BYTES bytes: undos and redos, then corrections with a
 *   long reason) on top of the whole match — the worst a guest with every code can leave behind.
 * The journals are written directly (what the hub would have written: the same records, the same
 * encoding), then each restart is timed 3 times (median) in a child process.
 *
 * `MUS_HUB_RESTART_CHILD=<dir>` runs the timed side (this file, in a child process).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, type BenchRow } from './harness.js';
import { HubServer } from '../src-main/hub/hub-server.js';
import { HubStore } from '../src-main/hub/hub-store.js';
import { JournalWriter } from '../src-main/journal/journal-writer.js';
import { JOURNAL_FORMAT } from '../src-main/journal/codec.js';
import { foldJournal, type JournalInput, type JournalRecord } from '../shared/session/journal-records.js';
import { MAX_MATCH_BYTES, MAX_MATCH_RECORDS } from '../shared/hub/protocol.js';
import { recordBytes } from '../shared/hub/hub-state.js';
import type { HubTournament } from '../shared/hub/types.js';
import { recordsOf, ROTATIONS, setupOf, tournament, variant } from '../test/src-main/hub/fixtures.js';

const TABLES = 40;

/** The timed side: open the folder, listen, print the time and the memory, stop. */
async function child(dir: string): Promise<void> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const hub = new HubServer({ dir });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1000;
  if (!r.ok) throw new Error(r.error.message);
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  const held = hub.credentials().reduce((n, c) => n + (hub.state.journal(c.round, c.table)?.length ?? 0), 0);
  process.stdout.write(`${JSON.stringify({ ms, cpu, rss: m ? Number(m[1]) * 1024 : NaN, held, warnings: hub.warnings.length })}\n`);
  await hub.stop();
}

if (process.env.MUS_HUB_RESTART_CHILD) void child(process.env.MUS_HUB_RESTART_CHILD);

/** A table's whole match, as its journal holds it. */
function matchRecords(tour: HubTournament, round: number, table: number): JournalRecord[] {
  const p = tour.pairings.find((x) => x.round === round && x.table === table)!;
  const v = variant(ROTATIONS[(table - 1) % ROTATIONS.length]!, { rules: 'ffmus', teams: p.teams, players: p.players });
  return recordsOf(setupOf(p), v.log, `r${round}-t${table}`, 13);
}

/** What a guest adds up to the quota: undo and redo pairs, then corrections re-sending the last entry with a long reason. */
function fillToQuota(records: JournalRecord[]): JournalRecord[] {
  const out = [...records];
  let bytes = out.reduce((n, r) => n + recordBytes(r), 0);
  const push = (r: JournalRecord) => {
    if (out.length >= MAX_MATCH_RECORDS || bytes + recordBytes(r) > MAX_MATCH_BYTES) return false;
    out.push(r);
    bytes += recordBytes(r);
    return true;
  };
  const from = out.length;
  while (out.length < MAX_MATCH_RECORDS - 300) if (!push({ seq: out.length, t: (out.length - from) % 2 === 0 ? 'undo' : 'redo' })) break;
  if (out[out.length - 1]!.t === 'undo') out.pop();
  const log = foldJournal(out).log;
  const last = log[log.length - 1]!;
  while (push({ seq: out.length, t: 'correction', from: log.length - 1, entries: [last], who: 'guest', when: '2026-11-25T23:00:00.000Z', why: 'x'.repeat(2000) }));
  return out;
}

/** Writes a hub folder: hub.json (codes issued), then each journal as the hub would have written it. */
function writeNight(dir: string, tour: HubTournament, matches: { round: number; table: number; records: JournalRecord[] }[]): { records: number; bytes: number } {
  const store = HubStore.open(dir, tour);
  const paths = matches.map((m) => store.journalPath(m.round, m.table));
  store.close();
  let records = 0;
  let bytes = 0;
  matches.forEach((m, i) => {
    const setup = m.records[0] as Extract<JournalRecord, { t: 'setup' }>;
    const w = JournalWriter.create(paths[i]!, { format: JOURNAL_FORMAT, id: setup.id, created: setup.created }, { sync: 'none' });
    w.appendAll(m.records.map(({ seq: _seq, ...r }) => r as JournalInput));
    bytes += w.bytes;
    w.close();
    records += m.records.length;
  });
  return { records, bytes };
}

interface Restart { ms: number; cpu: number; rss: number; held: number; warnings: number }

function timeRestart(dir: string): Restart {
  const self = fileURLToPath(import.meta.url);
  const runs = [0, 1, 2].map(() => {
    const r = spawnSync(process.execPath, [...process.execArgv, self], { env: { ...process.env, MUS_HUB_RESTART_CHILD: dir }, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`the restart child failed: ${r.stderr}`);
    return JSON.parse(r.stdout.trim().split('\n').pop()!) as Restart;
  });
  const ms = median(runs.map((x) => x.ms));
  return { ...runs.find((x) => x.ms === ms) ?? runs[0]!, ms, cpu: median(runs.map((x) => x.cpu)) };
}

/** Runs the restart benchmark. */
export async function run(): Promise<BenchRow[]> {
  const base = mkdtempSync(join(tmpdir(), 'mus-bench-hub-restart-'));
  const mb = (b: number) => Math.round((b / (1024 * 1024)) * 10) / 10;
  try {
    const tour = tournament(TABLES, 'bench-night');
    const full = join(base, 'full');
    const night = writeNight(full, tour, tour.pairings.map((p) => ({ round: p.round, table: p.table, records: matchRecords(tour, p.round, p.table) })));
    const a = timeRestart(full);
    const hostile = join(base, 'hostile');
    const filled = writeNight(hostile, tour, tour.pairings.filter((p) => p.round === 1).map((p) => ({ round: 1, table: p.table, records: fillToQuota(matchRecords(tour, 1, p.table)) })));
    const b = timeRestart(hostile);
    if (a.held !== night.records || b.held !== filled.records || a.warnings || b.warnings) throw new Error('a restart did not load every record');
    return [
      { name: `hub: restart of a full night (${TABLES} tables × 2 rounds, whole matches), folder open to listening`, value: Math.round(a.ms), unit: 'ms', goal: '≤ 1,000', met: a.ms <= 1000, note: `${Math.round(a.cpu)} ms CPU; ${night.records} records, ${mb(night.bytes)} MB of journals; RSS ${mb(a.rss)} MB after; median of 3 fresh processes` },
      { name: `hub: restart after hostile guests filled ${TABLES} tables to the quota (${MAX_MATCH_RECORDS} records / ${MAX_MATCH_BYTES / 1024} KiB each)`, value: Math.round(b.ms), unit: 'ms', note: `${Math.round(b.cpu)} ms CPU; ${filled.records} records, ${mb(filled.bytes)} MB of journals; RSS ${mb(b.rss)} MB after; median of 3` },
    ];
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
